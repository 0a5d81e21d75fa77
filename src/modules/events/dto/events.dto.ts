import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EVENT_ID, MALFORMED_LAST_EVENT_ID } from '../events.rules.js';

export class StreamEventsQuery {
  @ApiPropertyOptional({
    description:
      'A ticket from `POST /events/tickets`, for a client that cannot send a credential header ' +
      "(a browser's EventSource): single use, valid 60 seconds.",
    example: 'evt_kT1cQ0r0Gm0y0dS1nq8dXbq0nYl3Q9cJm2rVwq6xZb4',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  ticket?: string;

  @ApiPropertyOptional({
    description:
      'Resume after this event, as `Last-Event-ID` does (which a browser cannot set on a new ' +
      'EventSource); the header wins when both are sent.',
    example: '1042',
  })
  @IsOptional()
  @Matches(EVENT_ID, { message: MALFORMED_LAST_EVENT_ID })
  last_event_id?: string;
}

export class StreamTicketResponse {
  @ApiProperty({
    description: 'Send as `GET /events?ticket=`; it works once',
    example: 'evt_kT1cQ0r0Gm0y0dS1nq8dXbq0nYl3Q9cJm2rVwq6xZb4',
  })
  ticket: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-29T10:01:00.000Z' })
  expires_at: Date;
}
