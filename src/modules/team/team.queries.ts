import { type ChangingScope, changeContext, contactWrite } from '../../database/change-context.js';
import { SqlParams, type TenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import type { Role } from '../../tenancy/user.entity.js';
import { CONTACT_COLUMNS } from '../contacts/contact-columns.js';
import {
  holdingCustomValueWrites,
  type RewrittenContact,
} from '../custom-fields/custom-fields.queries.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import { noteTeamChange } from '../../tenancy/tenancy.queries.js';
import type { AssignableRole } from './team.rules.js';

/** Members oldest first; pending invites newest first. */
export const MEMBER_ORDER = timeKeyset('ASC', 'created_at', 'id');
export const INVITE_ORDER = timeKeyset('DESC', 'created_at', 'id');

const MEMBER_COLUMNS = `id, email, role, is_demo, created_at, ${MEMBER_ORDER.select}`;
const INVITE_COLUMNS = `id, email, role, invited_by, created_at`;

export interface MemberRow {
  id: string;
  email: string;
  role: Role;
  /** A sample teammate of the demo data. */
  is_demo: boolean;
  created_at: Date;
}

export interface InviteRow {
  id: string;
  email: string;
  role: AssignableRole;
  invited_by: string | null;
  created_at: Date;
}

/**
 * One page of a workspace's members, oldest first: real members always, the sample teammates
 * only in the demo view (`demo`). Not the tenant scope: real members sign in whatever the tier.
 */
export function memberPage(
  scope: TenantScope,
  page: {
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<MemberRow>> {
  const p = new SqlParams();
  const where = [
    `workspace_id = ${p.add(scope.workspace.id)}`,
    `(NOT is_demo OR ${p.add(scope.demo)})`,
  ];
  if (page.after) where.push(MEMBER_ORDER.after(p, page.after));
  return statement(
    `SELECT ${MEMBER_COLUMNS} FROM users WHERE ${where.join(' AND ')}
        ${MEMBER_ORDER.orderBy} ${MEMBER_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/** One page of a workspace's pending invites, newest first. Invites have no demo rows. */
export function pendingInvitePage(
  workspaceId: string,
  page: {
    /** The (created_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<Keyed<InviteRow>> {
  const p = new SqlParams();
  const where = [`workspace_id = ${p.add(workspaceId)}`, `accepted_at IS NULL`];
  if (page.after) where.push(INVITE_ORDER.after(p, page.after));
  return statement(
    `SELECT ${INVITE_COLUMNS}, ${INVITE_ORDER.select} FROM invites WHERE ${where.join(' AND ')}
        ${INVITE_ORDER.orderBy} ${INVITE_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/** The workspace of the user with this e-mail, real or demo, in any workspace. */
export function userWorkspaceByEmail(email: string): Statement<{ workspace_id: string }> {
  return statement(`SELECT workspace_id FROM users WHERE email = $1`, [email]);
}

/**
 * Invites an e-mail, reusing the row of an accepted invite (the unique (workspace, e-mail)
 * index makes this race-free). No row when the e-mail already has a pending invite here.
 */
export function upsertInvite(invite: {
  workspaceId: string;
  email: string;
  role: AssignableRole;
  invitedBy: string;
}): Statement<InviteRow> {
  return statement(
    `INSERT INTO invites AS i (workspace_id, email, role, invited_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (workspace_id, email) DO UPDATE
           SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by, accepted_at = NULL,
               created_at = now()
           WHERE i.accepted_at IS NOT NULL
         RETURNING ${INVITE_COLUMNS}`,
    [invite.workspaceId, invite.email, invite.role, invite.invitedBy],
  );
}

/** Deletes the invite if it is still pending; affects no row otherwise. */
export function deletePendingInvite(workspaceId: string, inviteId: string): Statement {
  return statement(
    `DELETE FROM invites WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL`,
    [inviteId, workspaceId],
  );
}

/** The invite, pending or accepted, if it is one of this workspace's. */
export function inviteOf(workspaceId: string, inviteId: string): Statement<{ id: string }> {
  return statement(`SELECT id FROM invites WHERE id = $1 AND workspace_id = $2`, [
    inviteId,
    workspaceId,
  ]);
}

/**
 * Locks the real member `userId` and every admin of the workspace, in id order, until the
 * transaction ends. An app owner (`super_admin`) counts as an admin only when it remembers being
 * one: off OWNER_EMAILS it goes back to that role, so one remembering `member` (or nothing) is no
 * admin the workspace keeps. In id order, so two concurrent changes cannot deadlock; NO KEY
 * UPDATE, so contacts being assigned to these members are not blocked.
 */
export function lockMemberAndManagers(
  workspaceId: string,
  userId: string,
): Statement<{ id: string; role: Role }> {
  return statement(
    `SELECT id, role FROM users
        WHERE workspace_id = $1 AND NOT is_demo
          AND (id = $2 OR role = 'admin' OR role = 'super_admin' AND role_before_owner = 'admin')
        ORDER BY id FOR NO KEY UPDATE`,
    [workspaceId, userId],
  );
}

/** Changes a member's role, noting the team's change for the streams that resume (`noteTeamChange`). */
export function updateMemberRole(
  userId: string,
  role: AssignableRole,
): Statement<Keyed<MemberRow>> {
  return statement(
    `WITH u AS (UPDATE users SET role = $2 WHERE id = $1 RETURNING *),
          noted AS (${noteTeamChange('(SELECT workspace_id FROM u)')})
     SELECT ${MEMBER_COLUMNS} FROM u`,
    [userId, role],
  );
}

/**
 * Releases the workspace's contacts, trashed or not, from a member who leaves, in one write each
 * (one history entry): those they own become unassigned, and they leave every `user` field,
 * archived ones too, that names them (the key dropped, as an edit clears it). Locked in id order
 * as the bulk actions lock theirs; with `answer`, answers each contact changed with its owner and
 * custom values before and whether it is in the trash (what its `contact.updated` compares).
 * Run under `holdCustomValueWrites`, so a write that stored the member before is cleared and a
 * later one is refused (`contact_custom_options_check`); the user's deletion after it unassigns
 * what a write gave them meanwhile (the foreign key).
 */
export function releaseMemberContacts(
  scope: ChangingScope,
  userId: string,
): Statement<RewrittenContact> {
  return releaseMember(scope, userId, true);
}

/** `releaseMemberContacts` answering nothing, where no announcement goes anywhere. */
export function releaseMemberContactsUnanswered(scope: ChangingScope, userId: string): Statement {
  return releaseMember(scope, userId, false);
}

/**
 * The workspace's contacts, trashed or not, that member `user` (a parameter) owns or a `user`
 * field names, archived ones too: a `WITH` of the workspace's user fields, and `FROM` and
 * `WHERE` of a statement on the contacts as `c`.
 */
function memberContacts(
  p: SqlParams,
  scope: ChangingScope,
  user: string,
): { userFields: string; contacts: string } {
  const keys = `(SELECT array_agg(f.key) FROM custom_fields f
                  WHERE f.workspace_id = ${p.add(scope.workspace.id)} AND f.type = 'user')`;
  return {
    userFields: `user_fields AS MATERIALIZED (SELECT ${keys} AS keys)`,
    contacts: `${STORED_TABLES.contacts} c, user_fields uf
        WHERE ${contactWrite(p, scope, 'c', { carriesArchived: true })}
          AND (c.owner_id::text = ${user}
               OR (uf.keys IS NOT NULL AND c.custom ?| uf.keys
                   AND EXISTS (SELECT 1 FROM unnest(uf.keys) k WHERE c.custom ->> k = ${user})))`,
  };
}

/**
 * The ids of the contacts a member's removal writes (a SELECT, after the `WITH` of
 * `userFields`): those it releases (`memberContacts`) and those of the follow-ups they own,
 * scheduled or completed, which it releases or the deletion of the user writes (the foreign
 * keys), and with them their contact (`next_followup_at`, the follow-ups' trigger).
 */
function removalContactIds(
  p: SqlParams,
  scope: ChangingScope,
  userId: string,
): { userFields: string; ids: string } {
  const user = p.add(userId);
  const { userFields, contacts } = memberContacts(p, scope, `${user}::text`);
  return {
    userFields,
    ids: `SELECT c.id FROM ${contacts}
          UNION SELECT f.contact_id FROM ${STORED_TABLES.followups} f
           WHERE f.workspace_id = ${p.add(scope.workspace.id)}
             AND ${user}::uuid IN (f.owner_id, f.created_by, f.completed_by)`,
  };
}

/**
 * Holds off the workspace's custom value writes (`holdCustomValueWrites`) for a member's
 * removal, once the contacts it writes (`removalContactIds`) are locked, in id order
 * (`holdingCustomValueWrites`), as a write of one of them or of its follow-ups
 * (`lockFollowupContacts`) locks it first. Answers the ids it locked.
 */
export function holdWritesAfterMemberContacts(
  scope: ChangingScope,
  userId: string,
): Statement<{ ids: string[] | null }> {
  const p = new SqlParams();
  const { userFields, ids } = removalContactIds(p, scope, userId);
  const locking = `WITH ${userFields}
    SELECT c.id FROM ${STORED_TABLES.contacts} c WHERE c.id IN (${ids})
     ORDER BY c.id FOR NO KEY UPDATE OF c`;
  return statement(holdingCustomValueWrites(p, scope.workspace.id, locking), p.values);
}

/**
 * Locks the member being removed as the deletion of their row does (FOR UPDATE), once their
 * contacts are held: waits for the writes under way that name them (whose foreign key checks
 * share the row), and holds off the others until the removal ends.
 */
export function lockLeavingMember(workspaceId: string, userId: string): Statement {
  return statement(`SELECT 1 FROM users WHERE id = $1 AND workspace_id = $2 FOR UPDATE`, [
    userId,
    workspaceId,
  ]);
}

/**
 * Whether a contact the removal writes (`removalContactIds`) is none of `held`: one given to the
 * member (or a follow-up of theirs) after the removal locked the others. A row when there is.
 */
export function memberContactsBeyond(
  scope: ChangingScope,
  userId: string,
  held: readonly string[],
): Statement<unknown> {
  const p = new SqlParams();
  const { userFields, ids } = removalContactIds(p, scope, userId);
  return statement(
    `WITH ${userFields}
     SELECT 1 FROM (${ids}) r WHERE r.id <> ALL(${p.add(held)}::uuid[]) LIMIT 1`,
    p.values,
  );
}

function releaseMember(
  scope: ChangingScope,
  userId: string,
  answer: boolean,
): Statement<RewrittenContact> {
  const p = new SqlParams();
  const user = `${p.add(userId)}::text`;
  const { userFields, contacts } = memberContacts(p, scope, user);
  const named = (c: string) =>
    `ARRAY(SELECT k FROM user_fields uf, unnest(uf.keys) k WHERE ${c}.custom ->> k = ${user})`;
  return statement(
    `WITH ${userFields},
     held AS (
       SELECT c.id, c.custom, c.owner_id FROM ${contacts}
        ORDER BY c.id FOR NO KEY UPDATE OF c
     )
     UPDATE ${STORED_TABLES.contacts} c
        SET owner_id = CASE WHEN c.owner_id::text = ${user} THEN NULL ELSE c.owner_id END,
            custom = c.custom - ${named('c')},
            updated_at = now()
       FROM held WHERE c.id = held.id
     ${answer ? `RETURNING ${CONTACT_COLUMNS}, held.custom AS previous_custom, held.owner_id AS previous_owner_id, c.deleted_at IS NOT NULL AS trashed` : ''}`,
    p.values,
  );
}

/**
 * Removes a member of the workspace, once what they held was released (and announced) by the
 * statements before it. The foreign keys do the rest: the trash's contacts and follow-ups, the
 * demo groups, their keys; the history records those changes as the scope's (the admin's
 * request), from the write's context (`changeContext`). The team's change is noted for the
 * streams that resume (`noteTeamChange`).
 */
export function deleteUser(scope: ChangingScope, userId: string): Statement {
  const p = new SqlParams();
  const workspace = p.add(scope.workspace.id);
  return statement(
    `WITH gone AS (
       DELETE FROM users
        WHERE id = ${p.add(userId)} AND workspace_id = ${workspace} AND ${changeContext(p, scope)}
        RETURNING workspace_id
     ), noted AS (${noteTeamChange('(SELECT workspace_id FROM gone)')})
     SELECT 1 FROM gone`,
    p.values,
  );
}

/**
 * The workspace's sample teammate, created or kept (its address is unique per workspace). Only
 * this workspace's demo user is kept: a user of another workspace, or a real one, holding the
 * address is left as it is, and no row is answered.
 */
export function upsertDemoTeammate(workspaceId: string, email: string): Statement<{ id: string }> {
  return statement(
    `INSERT INTO users AS u (workspace_id, email, role, is_demo) VALUES ($1, $2, 'member', true)
       ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role
         WHERE u.is_demo AND u.workspace_id = EXCLUDED.workspace_id
       RETURNING id`,
    [workspaceId, email],
  );
}

/** Removes every workspace's sample teammates. */
export function deleteDemoUsers(): Statement {
  return statement(`DELETE FROM users WHERE is_demo`);
}
