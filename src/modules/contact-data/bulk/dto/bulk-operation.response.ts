import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { JOB_STATUSES, type JobStatus } from '../../../../jobs/job-status.js';
import { BULK_ACTIONS, type BulkActionName } from '../contacts-bulk.rules.js';
import { BULK_PARAMS_PROPERTIES, BulkContactsFilterDto } from './bulk-contacts.dto.js';

const OPERATION_ID = '7c1e4b2a-5d3f-4e8a-9b6c-0f2d1a3e5b7c';

export class BulkOperationQueuedResponse {
  @ApiProperty({ format: 'uuid', example: OPERATION_ID }) id: string;
  @ApiProperty({ enum: ['queued'], example: 'queued' }) status: 'queued';
}

export class BulkOperationCounts {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1200,
    description: 'Contacts the filter matched when the job started; null until then',
  })
  matched: number | null;
  @ApiProperty({
    type: 'integer',
    example: 1200,
    description: 'Matched contacts dealt with so far: affected plus skipped',
  })
  processed: number;
  @ApiProperty({ type: 'integer', example: 1198, description: 'Contacts acted on' })
  affected: number;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Matched contacts gone (deleted, merged away) before their batch came',
  })
  skipped: number;
}

@ApiExtraModels(BulkContactsFilterDto)
export class BulkOperationResponse {
  @ApiProperty({ format: 'uuid', example: OPERATION_ID }) id: string;
  @ApiProperty({ enum: BULK_ACTIONS, example: 'move_stage' }) action: BulkActionName;
  @ApiProperty({
    type: 'object',
    properties: BULK_PARAMS_PROPERTIES,
    example: { stage: 'contacted' },
    description: 'The parameters of the action',
  })
  params: Record<string, unknown>;
  @ApiProperty({
    anyOf: [
      { type: 'object', additionalProperties: true, description: 'A filter tree' },
      { $ref: getSchemaPath(BulkContactsFilterDto) },
    ],
    example: { stage: 'lead', tag: 'webinar' },
    description:
      'The filter the contacts were matched by, as it was given (`{}` with a view alone)',
  })
  filter: BulkContactsFilterDto | Record<string, unknown>;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: null,
    description: 'The saved view whose filter was ANDed with `filter`, if one was given',
  })
  view_id: string | null;
  @ApiProperty({ enum: JOB_STATUSES, enumName: 'JobStatus', example: 'succeeded' })
  status: JobStatus;
  @ApiProperty({ type: () => BulkOperationCounts }) counts: BulkOperationCounts;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description:
      'Why the job failed (a batch refused by the rules of the action, the workspace no longer ' +
      'premium); null otherwise',
  })
  error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) started_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finished_at: string | null;
}

export class BulkOperationPageResponse {
  @ApiProperty({ type: [BulkOperationResponse] }) items: BulkOperationResponse[];
  @ApiProperty({ type: String, nullable: true, example: null }) next_cursor: string | null;
}
