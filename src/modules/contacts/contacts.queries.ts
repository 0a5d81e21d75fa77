import { type SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';

/** A contact's stage moves as timeline events (kind, id, at, actor_id, data): a UNION part. */
export function stageMoveEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, m.moved_by AS actor_id,
        jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
      FROM stage_moves m
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(contactId)}`;
}
