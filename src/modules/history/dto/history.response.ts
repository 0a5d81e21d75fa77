import { ApiProperty } from '@nestjs/swagger';
import { CHANGE_VIAS, type ChangeVia } from '../../../database/change-context.js';

const ACTOR_TYPES = ['user', 'api_key', 'system'] as const;

export class HistoryActor {
  @ApiProperty({ enum: ACTOR_TYPES }) type: (typeof ACTOR_TYPES)[number];
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: "The member's id, or the API key's; null for the service itself",
  })
  id: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "The member's e-mail or the key's name; null once they are gone, or for the service",
  })
  name: string | null;
}

/** One field's change: its value before and after (null where there was none). */
export interface HistoryChange {
  from: unknown;
  to: unknown;
}

/** The schema of `changes`: `{ <field>: { from, to } }`. */
export const HISTORY_CHANGES_SCHEMA = {
  type: 'object' as const,
  additionalProperties: {
    type: 'object' as const,
    required: ['from', 'to'],
    properties: {
      from: { description: 'The value before, any JSON value; null when there was none' },
      to: { description: 'The value after, any JSON value; null when there is none' },
    },
  },
};

export class HistoryEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When the write committed its transaction' })
  at: string;
  @ApiProperty({ type: HistoryActor }) actor: HistoryActor;
  @ApiProperty({
    enum: [...CHANGE_VIAS, null],
    type: String,
    nullable: true,
    description:
      'What wrote: a route (`api`), a job (`import`, `bulk`), or a feature for the caller',
  })
  via: ChangeVia | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The `X-Request-Id` of the write, or of the request that started its job',
  })
  request_id: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The import or bulk operation that wrote',
  })
  operation_id: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The follow-up written, for the `followup.*` changes',
  })
  followup_id: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      'For an entry a merge brought, the merged contact it was written for (gone since); null ' +
      "for the contact's own",
  })
  merged_from: string | null;
  @ApiProperty({
    ...HISTORY_CHANGES_SCHEMA,
    description:
      "Each field the write changed, `{ from, to }`: the contact's fields, `custom.<key>`, " +
      "`pipeline`, `deleted_at` (the trash), or a follow-up's `followup.title`, " +
      '`followup.scheduled_for`, `followup.completed_at`. A creation has every `from` null, a ' +
      'deletion every `to` null.',
  })
  changes: Record<string, HistoryChange>;
}

export class HistoryPageResponse {
  @ApiProperty({ type: [HistoryEntry] }) items: HistoryEntry[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
