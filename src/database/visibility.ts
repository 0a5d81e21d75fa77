import { SqlParams, type TenantScope, tenantScope, type Visibility } from './sql.js';

export type { Visibility };

/**
 * Who sees which contacts inside a workspace (`settings.member_visibility`), decided here once:
 * every read of contacts, and of what hangs off them, filters through `contactScope` or
 * `contactRecordScope`, so no route writes the condition itself.
 */
export const MEMBER_VISIBILITIES = ['all', 'group', 'own'] as const;
export type MemberVisibility = (typeof MEMBER_VISIBILITIES)[number];

/** A member as visibility reads them: with `group`, `group_mates` are read with them. */
export interface Viewer {
  readonly id: string;
  readonly role: string;
  /** The members sharing a group with them (the tier's groups), read with the identity. */
  readonly group_mates?: readonly string[] | null;
}

/**
 * What `viewer` sees under the workspace's settings, both read on each request, so a change of
 * the setting or of a group applies from the next request on every instance. Admins see every
 * contact.
 */
export function visibilityOf(
  settings: { readonly member_visibility: MemberVisibility; readonly unassigned_visible: boolean },
  viewer: Viewer,
): Visibility | undefined {
  if (settings.member_visibility === 'all' || viewer.role !== 'member') return undefined;
  const mates = settings.member_visibility === 'group' ? (viewer.group_mates ?? []) : [];
  return {
    owners: [viewer.id, ...mates.filter((id) => id !== viewer.id)],
    unassigned: settings.unassigned_visible,
  };
}

/**
 * The members sharing a group with the member `user` (a column), among the groups of the tier
 * the workspace `premium` (a boolean expression) reads: what `Viewer.group_mates` is read with.
 */
export function groupMatesSql(user: string, premium: string): string {
  return `ARRAY(SELECT DISTINCT o.user_id FROM group_members m
             JOIN groups g ON g.id = m.group_id AND g.is_demo = NOT ${premium}
             JOIN group_members o ON o.group_id = m.group_id
            WHERE m.user_id = ${user})`;
}

/**
 * The condition on an owner column (`c.owner_id`, a counter's `t.owner_id`) that keeps what the
 * scope's member sees; null when they see everything. The owners are values, not a subquery: the
 * planner then weighs them against the column's statistics (an owner's share of the contacts)
 * and keeps reading a list along its order, where an array it could not see was guessed a few
 * rows and read every matching contact to sort them (bench/README.md, "Who sees which contacts").
 */
export function visibleOwner(p: SqlParams, scope: TenantScope, column: string): string | null {
  return ownerCondition(p, scope, column, (owners) => `${column} = ANY(${owners}::uuid[])`);
}

/** What the scope's member sees of `column`: among the owners `among` names, or nobody's. */
function ownerCondition(
  p: SqlParams,
  scope: TenantScope,
  column: string,
  among: (owners: string) => string,
): string | null {
  const visibility = scope.visibility;
  if (!visibility) return null;
  const owners = among(p.add(visibility.owners));
  return visibility.unassigned ? `(${owners} OR ${column} IS NULL)` : owners;
}

/**
 * `visibleOwner`'s condition written so that no index takes it and a plan blind to the owners (a
 * prepared one) counts on it to keep nearly every row: for a read along another index's order,
 * of rows the counters say the member sees most of (the board's columns). As `= ANY`, the
 * generic plan of such a read guessed the owners few, read all of theirs by the owner index and
 * sorted them: seconds a board at a million contacts (bench/README.md, "The group board read
 * along the stage index").
 */
export function visibleOwnerUnindexed(
  p: SqlParams,
  scope: TenantScope,
  column: string,
): string | null {
  return ownerCondition(
    p,
    scope,
    column,
    (owners) => `array_position(${owners}::uuid[], ${column}) IS NOT NULL`,
  );
}

/**
 * One read for each owner whose contacts the scope's member sees, and for nobody when they see
 * the contacts of nobody (`branch(null)`), joined by UNION ALL: for a member who sees only some
 * owners' contacts (`onePlanFits` is false), never one who sees everything.
 * Each owner's id is a value of its own (`branch` gets its placeholder), so the statement's text
 * depends only on how many owners the member sees. Ordered and limited from outside in the order
 * of an index each branch reads along, the branches are merged as they are read (a Merge
 * Append): each is read no further than the merge takes from it, one row past what it gives, where
 * a read of each owner in turn (a LATERAL over the owners) reads the whole page from each.
 */
export function eachVisibleOwner(
  p: SqlParams,
  scope: TenantScope,
  branch: (owner: string | null) => string,
): string {
  const visibility = scope.visibility;
  if (!visibility) throw new Error('a read owner by owner needs a member who sees some owners');
  const reads = [...new Set(visibility.owners)].map((id) => branch(p.bound(id, 'uuid')));
  if (visibility.unassigned) reads.push(branch(null));
  if (reads.length === 0) throw new Error('a member who sees some owners sees at least one');
  return reads.map((read) => `(${read})`).join('\n UNION ALL ');
}

/**
 * The tenant filter of contacts aliased `alias`, narrowed to those the scope's member sees: what
 * every read of contacts carries in place of `tenantScope`. Also for a table that carries its
 * contact's owner as `owner_id`, kept equal by triggers (stage moves).
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

/** Whether the scope's member sees every contact of the workspace: `contactScope` narrows nothing. */
export function seesEveryContact(scope: TenantScope): boolean {
  return scope.visibility === undefined;
}

/** Whether the scope's member sees the contacts of `owner` (null: nobody's), as `contactScope` says. */
export function seesOwner(scope: TenantScope, owner: string | null): boolean {
  const { visibility } = scope;
  if (visibility === undefined) return true;
  return owner === null ? visibility.unassigned : visibility.owners.includes(owner);
}

/**
 * Whether a read of contacts in `scope` may keep one plan for every value (`preparedStatement`):
 * not when it is narrowed to some owners by `contactScope`, whose share of the contacts the
 * planner must weigh each time (a generic plan guesses a row or two and then reads and sorts
 * every match). A read that takes the owners one at a time (`eachVisibleOwner`) has one plan.
 */
export function onePlanFits(scope: TenantScope): boolean {
  return scope.visibility === undefined;
}
