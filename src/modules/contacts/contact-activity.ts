import type { SqlParams, TenantScope } from '../../database/sql.js';

/**
 * The activity rule as SQL, written once: the contact's last_activity_at becomes now. A
 * data-modifying statement that yields the contact's `id` and `owner_id`, and no row when the
 * contact is not in scope. A write that is itself activity (logging an interaction) puts it in a
 * `WITH` before its own INSERT, so the bump and the record are one statement, one round trip.
 */
export function activityBump(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `UPDATE contacts SET last_activity_at = now()
           WHERE id = ${p.add(contactId)} AND workspace_id = ${p.add(scope.workspace.id)}
             AND is_demo = ${p.add(scope.demo)}
       RETURNING id, owner_id`;
}
