import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class EventStreamQuery {
  @ApiPropertyOptional({
    example: '42',
    maxLength: 40,
    description:
      'In place of the `Last-Event-ID` header (which a browser cannot set on a new `EventSource`): the id of the last event received',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  last_event_id?: string;
}
