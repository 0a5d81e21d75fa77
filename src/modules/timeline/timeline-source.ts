import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { SqlParams } from '../../core/http/sql.js';

export const TIMELINE_KINDS = [
  'interaction',
  'stage_move',
  'followup_scheduled',
  'followup_completed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * A module's share of a contact's timeline: a SELECT over the module's own table giving
 * `kind text, id uuid, at timestamptz, actor_id uuid, data jsonb`, restricted to one contact in
 * the scope. The module that owns a table writes the SQL that reads it; the timeline only
 * stitches the pieces together with UNION ALL, so the merge and the keyset run in one query.
 */
export interface TimelineSource {
  timelineSql(p: SqlParams, scope: WorkspaceScope, contactId: string): string;
}
