import { SqlParams, type TenantScope, tenantScope, type Visibility } from './sql.js';

export type { Visibility };

/**
 * Who sees which contacts inside a workspace (`settings.member_visibility`), decided here once:
 * every read of contacts, and of what hangs off them, filters through `contactScope` or
 * `visibleContact`, so no route writes the condition itself.
 */
export const MEMBER_VISIBILITIES = ['all', 'group', 'own'] as const;
export type MemberVisibility = (typeof MEMBER_VISIBILITIES)[number];

/**
 * What `user` sees under the workspace's settings, read on each request, so a change of the
 * setting applies from the next request on every instance. Admins see every contact.
 */
export function visibilityOf(
  settings: { readonly member_visibility: MemberVisibility; readonly unassigned_visible: boolean },
  user: { readonly id: string; readonly role: string },
): Visibility | undefined {
  if (settings.member_visibility === 'all' || user.role !== 'member') return undefined;
  return {
    userId: user.id,
    mode: settings.member_visibility,
    unassigned: settings.unassigned_visible,
  };
}

/**
 * The condition on an owner column (`c.owner_id`, a counter's `t.owner_id`) that keeps what the
 * scope's member sees; null when they see everything. A member's groups (the tier's: demo groups
 * for a free workspace's demo rows, real ones for a premium workspace's) are read by an InitPlan
 * once per statement, fresh: a change of a group applies from the next request.
 */
export function visibleOwner(p: SqlParams, scope: TenantScope, column: string): string | null {
  const visibility = scope.visibility;
  if (!visibility) return null;
  const me = p.add(visibility.userId);
  const owners =
    visibility.mode === 'own'
      ? `${column} = ${me}::uuid`
      : `${column} = ANY(ARRAY(SELECT o.user_id FROM group_members m
            JOIN groups g ON g.id = m.group_id AND g.is_demo = ${p.add(scope.demo)}
            JOIN group_members o ON o.group_id = m.group_id
           WHERE m.user_id = ${me}::uuid) || ${me}::uuid)`;
  return visibility.unassigned ? `(${owners} OR ${column} IS NULL)` : owners;
}

/**
 * The tenant filter of contacts aliased `alias`, narrowed to those the scope's member sees: what
 * every read of contacts carries in place of `tenantScope`.
 */
export function contactScope(p: SqlParams, scope: TenantScope, alias: string): string {
  const tenant = tenantScope(p, scope, alias);
  const owner = visibleOwner(p, scope, `${alias}.owner_id`);
  return owner ? `${tenant} AND ${owner}` : tenant;
}

/**
 * For a record that hangs off a contact (a follow-up, an interaction), the condition that its
 * contact (`contactId`, a column) is one the scope's member sees; null when they see everything.
 */
export function visibleContact(p: SqlParams, scope: TenantScope, contactId: string): string | null {
  const owner = visibleOwner(p, scope, 'vc.owner_id');
  if (!owner) return null;
  return `EXISTS (SELECT 1 FROM contacts_all vc WHERE vc.id = ${contactId} AND ${owner})`;
}

/**
 * The tenant filter of records that hang off a contact (follow-ups, interactions, enrollments)
 * aliased `alias`, narrowed to those of contacts the scope's member sees.
 */
export function contactRecordScope(p: SqlParams, scope: TenantScope, alias: string): string {
  const tenant = tenantScope(p, scope, alias);
  const visible = visibleContact(p, scope, `${alias}.contact_id`);
  return visible ? `${tenant} AND ${visible}` : tenant;
}
