import { type SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';

/**
 * A contact's follow-ups as timeline events (kind, id, at, actor_id, data): each is two events,
 * when it was scheduled and when it was completed. A UNION part.
 */
export function followupEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  const where = `${tenantScope(p, scope, 'f')}
        AND f.contact_id = ${p.add(contactId)}`;
  const data = `jsonb_build_object('title', f.title,
        'scheduled_for', f.scheduled_for, 'owner_id', f.owner_id, 'completed_at', f.completed_at)`;
  return `SELECT 'followup_scheduled'::text AS kind, f.id, f.created_at AS at,
        f.created_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where}
      UNION ALL
      SELECT 'followup_completed'::text AS kind, f.id, f.completed_at AS at,
        f.completed_by AS actor_id, ${data} AS data
      FROM followups f WHERE ${where} AND f.completed_at IS NOT NULL`;
}
