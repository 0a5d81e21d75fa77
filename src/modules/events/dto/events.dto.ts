import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { AnyQueryValue } from '../../../core/http/validation.pipe.js';

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
    type: String,
    description:
      'Resume after this id, as `Last-Event-ID` does (which a browser cannot set on a new ' +
      'EventSource); the header wins when both are sent. One the store does not hold, or no ' +
      'id a stream sends, answers `event: reset`.',
    example: '1042',
  })
  // Any value, given twice too: one no stream sends is reset rather than refused
  // (lastEventIdOf), and is not read at all when the header is sent.
  @AnyQueryValue()
  last_event_id?: unknown;
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
