import { HistoryEntry } from '../../../history/dto/history.response.js';
import { ApiProperty } from '@nestjs/swagger';
import { ContactResponse } from '../../../contacts/dto/contact.response.js';

const RECORDS = {
  type: 'array',
  items: { type: 'object', additionalProperties: true },
} as const;

/** Everything the service holds about one contact (a subject access request). */
export class ContactDataExportResponse {
  @ApiProperty({ format: 'date-time', example: '2026-11-28T09:30:00.000Z' })
  exported_at: string;
  @ApiProperty({ type: ContactResponse, description: 'The contact as the API shows it' })
  contact: ContactResponse;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When it went to the trash; null while it is live',
  })
  deleted_at: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { old_tier: 'gold' },
    description:
      "The values of the workspace's archived custom fields, which `contact.custom` leaves out " +
      'but the service keeps (unarchiving shows them again): every archived key, null when unset',
  })
  archived_custom: Record<string, unknown>;
  @ApiProperty({ ...RECORDS, description: 'Its interactions, oldest first' })
  interactions: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Its follow-ups, by when they are due' })
  followups: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Its sequence enrollments' })
  enrollments: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Its moves between stages' })
  stage_moves: Record<string, unknown>[];
  @ApiProperty({
    ...RECORDS,
    description: 'The merges into it, with the merged contacts as they were',
  })
  merges: Record<string, unknown>[];
  @ApiProperty({
    type: [HistoryEntry],
    description:
      'Its history (GET /contacts/{id}/history), oldest first, whole: the changes of archived ' +
      'custom fields, which the history route leaves out, included',
  })
  history: HistoryEntry[];
}
