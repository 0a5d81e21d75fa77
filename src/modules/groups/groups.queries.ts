import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';

/** A group as the API shows it. */
export interface GroupRow {
  id: string;
  name: string;
  /** In user id order, so a group reads the same however its members were given. */
  member_ids: string[];
  created_at: Date;
  updated_at: Date;
}

/** The columns of a group aliased `g`; its members read along the primary key of group_members. */
const GROUP_COLUMNS = `g.id, g.name,
  ARRAY(SELECT m.user_id FROM group_members m WHERE m.group_id = g.id ORDER BY m.user_id)
    AS member_ids,
  g.created_at, g.updated_at`;

/** Groups newest first, along `groups_list_idx`. */
export const GROUP_ORDER = timeKeyset('DESC', 'g.created_at', 'g.id');

/** One page of the groups in scope, newest first. */
export function groupPage(
  scope: TenantScope,
  page: {
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<GroupRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'g')];
  if (page.after) where.push(GROUP_ORDER.after(p, page.after));
  return statement(
    `SELECT ${GROUP_COLUMNS}, ${GROUP_ORDER.select} FROM groups g
      WHERE ${where.join(' AND ')}
      ${GROUP_ORDER.orderBy} ${GROUP_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/** One group in scope; no row for another workspace's, or a demo one seen from real data. */
export function groupById(scope: TenantScope, id: string): Statement<GroupRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = ${p.add(id)} AND ${tenantScope(p, scope, 'g')}`,
    p.values,
  );
}

/**
 * Takes member `userId`, who is leaving, out of the groups in scope, answering each as it was
 * (`member_ids` with them) and when it changed (`changed_at`). Their demo groups' memberships
 * are left to the foreign key.
 */
export function releaseMemberGroups(
  scope: TenantScope,
  userId: string,
): Statement<GroupRow & { changed_at: Date }> {
  const p = new SqlParams();
  const user = p.add(userId);
  return statement(
    `WITH held AS (
       SELECT g.id FROM groups g
        WHERE ${tenantScope(p, scope, 'g')}
          AND EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.user_id = ${user})
        ORDER BY g.id FOR UPDATE
     ), was AS (
       SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id IN (SELECT id FROM held)
     ), gone AS (
       DELETE FROM group_members m WHERE m.user_id = ${user} AND m.group_id IN (SELECT id FROM held)
     ), changed AS (
       UPDATE groups g SET updated_at = now() WHERE g.id IN (SELECT id FROM held)
       RETURNING g.id, g.updated_at AS changed_at
     )
     SELECT was.*, changed.changed_at FROM was JOIN changed USING (id) ORDER BY was.id`,
    p.values,
  );
}

/** Locks a group in scope until the transaction ends, before it is changed; a row when in scope. */
export function lockGroup(scope: TenantScope, id: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT g.id FROM groups g WHERE g.id = ${p.add(id)} AND ${tenantScope(p, scope, 'g')}
        FOR UPDATE`,
    p.values,
  );
}

/**
 * Serialises the writes of a workspace's group names until the transaction ends, so the check
 * that a name is free (`groupNamed`) stays true until the write after it commits.
 */
export function lockGroupNames(workspaceId: string): Statement {
  return statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `groups:${workspaceId}`,
  ]);
}

/**
 * The group in scope with `name` whatever its case and its Unicode normalisation form (`é` as one
 * code point, or as `e` and a combining accent, which show alike), other than `except` (the one
 * renamed). Names are kept as given.
 */
export function groupNamed(
  scope: TenantScope,
  name: string,
  except: string | null,
): Statement<{ name: string }> {
  const p = new SqlParams();
  const where = [
    tenantScope(p, scope, 'g'),
    `normalize(lower(g.name), NFC) = normalize(lower(${p.add(name)}::text), NFC)`,
  ];
  if (except !== null) where.push(`g.id <> ${p.add(except)}`);
  return statement(`SELECT g.name FROM groups g WHERE ${where.join(' AND ')} LIMIT 1`, p.values);
}

/** Creates a group in scope, without members. */
export function insertGroup(scope: TenantScope, name: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO groups (workspace_id, is_demo, name)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(name)})
       RETURNING id`,
    p.values,
  );
}

/** Renames a group in scope (`name` given) and marks it changed. */
export function updateGroup(scope: TenantScope, id: string, name: string | undefined): Statement {
  const p = new SqlParams();
  const sets = ['updated_at = now()'];
  if (name !== undefined) sets.push(`name = ${p.add(name)}`);
  return statement(
    `UPDATE groups SET ${sets.join(', ')} WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/**
 * Makes `memberIds` the members of a group in scope: those not listed leave, those listed and
 * not yet in join. One statement; its two parts touch different rows.
 */
export function replaceGroupMembers(
  scope: TenantScope,
  id: string,
  memberIds: readonly string[],
): Statement {
  const p = new SqlParams();
  const group = p.add(id);
  const ids = `${p.add(memberIds)}::uuid[]`;
  const inScope = tenantScope(p, scope, 'g');
  return statement(
    `WITH gone AS (
       DELETE FROM group_members m USING groups g
        WHERE m.group_id = ${group} AND g.id = m.group_id AND ${inScope}
          AND m.user_id <> ALL(${ids}))
     INSERT INTO group_members (group_id, user_id)
     SELECT g.id, u.id FROM groups g, unnest(${ids}) AS u(id)
      WHERE g.id = ${group} AND ${inScope}
     ON CONFLICT DO NOTHING`,
    p.values,
  );
}

/** Deletes a group in scope; its members' rows go with it (foreign key). */
export function deleteGroup(scope: TenantScope, id: string): Statement {
  const p = new SqlParams();
  return statement(
    `DELETE FROM groups WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/** A demo group and the members it holds. */
export interface DemoGroup {
  name: string;
  memberIds: readonly string[];
}

/**
 * Inserts a workspace's demo groups and their members in one statement; the n-th (from 1) is
 * created n hours after `since`.
 */
export function insertDemoGroups(
  workspaceId: string,
  groups: readonly DemoGroup[],
  since: Date,
): Statement {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const names = p.add(groups.map((g) => g.name));
  const createdAt = `${p.add(since)}::timestamptz + (x.n || ' hours')::interval`;
  const members = groups.flatMap((g) => g.memberIds.map((id) => ({ name: g.name, id })));
  const memberGroups = p.add(members.map((m) => m.name));
  const memberIds = p.add(members.map((m) => m.id));
  return statement(
    `WITH g AS (
       INSERT INTO groups (workspace_id, is_demo, name, created_at, updated_at)
       SELECT ${workspace}, true, x.name, ${createdAt}, ${createdAt}
         FROM unnest(${names}::text[]) WITH ORDINALITY AS x(name, n)
       RETURNING id, name)
     INSERT INTO group_members (group_id, user_id)
     SELECT g.id, m.user_id
       FROM unnest(${memberGroups}::text[], ${memberIds}::uuid[]) AS m(name, user_id)
       JOIN g ON g.name = m.name`,
    p.values,
  );
}

/** Removes every workspace's demo groups, and with them their members' rows. */
export function deleteDemoGroups(): Statement {
  return statement(`DELETE FROM groups WHERE is_demo`);
}
