import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import type { DeliveryStatus } from '../webhook-deliveries.queries.js';

const STATUSES: DeliveryStatus[] = ['pending', 'succeeded', 'failed'];

export class ListDeliveriesQuery extends PageQueryDto {
  @ApiPropertyOptional({
    enum: STATUSES,
    example: 'failed',
    description: 'Only attempts in this state',
  })
  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be one of: pending, succeeded, failed' })
  status?: DeliveryStatus;
}

export class WebhookDeliveryResponse {
  @ApiProperty({ format: 'uuid', example: '7d1c0e2a-3b4c-4d5e-8f60-718293a4b5c6' }) id: string;
  @ApiProperty({
    format: 'uuid',
    example: '2a4b6c8d-0e1f-4a2b-9c3d-4e5f60718293',
    description: 'The event, also the `webhook-id` header of every attempt to deliver it',
  })
  event_id: string;
  @ApiProperty({ example: 'contact.stage_changed' }) event_type: string;
  @ApiProperty({
    type: 'integer',
    example: 1,
    description: '1 for the first attempt; retries and redeliveries count on',
  })
  attempt: number;
  @ApiProperty({ enum: STATUSES, example: 'failed' }) status: DeliveryStatus;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 503,
    description: "The receiver's HTTP status; null when it did not answer",
  })
  response_status: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 182 }) duration_ms: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'HTTP 503',
    description:
      'Why the attempt failed: the status, a network error, a timeout, a refused address',
  })
  error: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Service Unavailable',
    description: "The first 1 KB of the receiver's answer",
  })
  response_body: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-25T10:02:00.000Z',
    description: 'When the next attempt is due, after a failure that will be retried',
  })
  next_attempt_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-25T10:01:30.000Z' }) created_at: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-25T10:01:30.182Z',
  })
  finished_at: string | null;
}

export class WebhookDeliveryPageResponse {
  @ApiProperty({ type: [WebhookDeliveryResponse] }) items: WebhookDeliveryResponse[];
  @ApiProperty({ type: String, nullable: true, example: null }) next_cursor: string | null;
}
