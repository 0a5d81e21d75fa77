import { isoUtc } from '../database/sql.js';
import { groupMatesSql } from '../database/visibility.js';
import { streamLeased } from './event-recording.js';
import { preparedStatement, type Statement, statement } from '../database/statement.js';
import type { CustomFieldDefinition } from './custom-field-definition.js';
import type { Role } from './user.entity.js';
import type { Workspace } from './workspace.entity.js';

/** A user and a fresh row of their workspace, as the identity lookup answers them. */
export interface IdentityRow extends Omit<Workspace, 'id'> {
  user_id: string;
  email: string;
  role: Role;
  workspace_id: string;
  /** Read only for a member of a workspace whose visibility is `group` (else null). */
  group_mates: string[] | null;
}

/**
 * The event types the workspace records: those its active webhook endpoints subscribe to, or
 * every one (`*`) while a stream of its events is open. Read with the identity, so a write in a
 * workspace without endpoints or streams spends no statement on events.
 */
const WEBHOOK_EVENTS = `CASE WHEN ${streamLeased('w.id')} THEN ARRAY['*']
         ELSE ARRAY(SELECT DISTINCT t FROM webhook_endpoints e, unnest(e.events) t
                     WHERE e.workspace_id = w.id AND e.active) END AS webhook_events`;

/** Who a member sees by group, read with them (visibility.ts), only where it is asked for. */
export const GROUP_MATES = `CASE WHEN w.member_visibility = 'group' AND u.role = 'member'
         THEN ${groupMatesSql('u.id', 'w.is_premium')} END AS group_mates`;

/**
 * The columns of an IdentityRow, over `users u` joined to `workspaces w`: every statement that
 * finds the caller (by e-mail, or by API key) reads the same ones.
 */
export const IDENTITY_COLUMNS = `u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.dormancy_ignores_closed, w.dormancy_respects_plans, w.trash_retention_days,
         w.member_visibility, w.unassigned_visible, ${GROUP_MATES},
         w.timezone, w.default_region, w.currency, w.lost_reasons, w.require_lost_reason,
         w.pipelines, w.stages, w.custom_fields_version, w.demo_seeded_at, w.created_at, w.updated_at,
         ${WEBHOOK_EVENTS}`;

/**
 * One joined query per request: the user and a fresh row of their workspace. Fresh on purpose:
 * an upgrade is visible to every member on their very next request.
 */
export function identityByEmail(email: string): Statement<IdentityRow> {
  return preparedStatement(
    'every request sends it; a lookup by a unique key',
    `
  SELECT ${IDENTITY_COLUMNS}
    FROM users u JOIN workspaces w ON w.id = u.workspace_id
   WHERE u.email = $1 AND NOT u.is_demo`,
    [email],
  );
}

/**
 * Serialises everything that decides which workspace an e-mail belongs to (first sign-in,
 * invitations) until the transaction ends, so an invite and that person's first sign-in cannot
 * both "win".
 */
export function lockIdentity(email: string): Statement {
  return statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`identity:${email}`]);
}

/** The newest pending invite of an e-mail, locked until the transaction ends. */
export function pendingInviteFor(
  email: string,
): Statement<{ id: string; workspace_id: string; role: Role }> {
  return statement(
    `SELECT id, workspace_id, role FROM invites
      WHERE email = $1 AND accepted_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
}

export function acceptInvite(inviteId: string): Statement {
  return statement(`UPDATE invites SET accepted_at = now() WHERE id = $1`, [inviteId]);
}

export function insertWorkspace(name: string): Statement<{ id: string }> {
  return statement(`INSERT INTO workspaces (name) VALUES ($1) RETURNING id`, [name]);
}

export function insertUser(user: {
  workspaceId: string;
  email: string;
  role: Role;
  subject: string | null;
}): Statement {
  return statement(
    `INSERT INTO users (workspace_id, email, role, provider_subject) VALUES ($1, $2, $3, $4)`,
    [user.workspaceId, user.email, user.role, user.subject],
  );
}

/**
 * A statement (for a data-modifying CTE) noting on the workspace `workspace`'s stream lease that
 * its team changes now: a role (a member's, or the owner role OWNER_EMAILS gives), a member leaving. A stream open through the change notices it by
 * the team's fingerprint (`teamOf`); one resuming from an event of before it learns it
 * here, and is reset (`resumable`). No lease, nothing to note: no stream could resume.
 */
export function noteTeamChange(workspace: string): string {
  return `UPDATE event_stream_leases SET team_changed_at = clock_timestamp()
           WHERE workspace_id = ${workspace}`;
}

/**
 * Gives a user the role OWNER_EMAILS says (`owner`): `super_admin`, remembering the role they
 * had; off the list, the remembered role back (`member` when none was kept), forgetting it. Sent
 * only when the role read with the request disagrees. Decided on the row as it is once locked, so
 * a concurrent request of the same user that changed it first leaves this one nothing to change
 * (it writes the same values again) and both read the same role and group mates back.
 */
export function setOwnerRole(
  userId: string,
  owner: boolean,
): Statement<Pick<IdentityRow, 'role' | 'group_mates'>> {
  return statement(
    `WITH changed AS (
       UPDATE users u
          SET role = CASE WHEN $2 THEN 'super_admin'
                          WHEN u.role = 'super_admin' THEN coalesce(u.role_before_owner, 'member')
                          ELSE u.role END,
              role_before_owner = CASE WHEN NOT $2 THEN NULL
                                       WHEN u.role = 'super_admin' THEN u.role_before_owner
                                       ELSE u.role END
         FROM workspaces w
        WHERE u.id = $1 AND w.id = u.workspace_id
    RETURNING u.role, u.workspace_id, ${GROUP_MATES}
     ), noted AS (${noteTeamChange('(SELECT workspace_id FROM changed)')})
     SELECT role, group_mates FROM changed`,
    [userId, owner],
  );
}

/** The columns of a definition as every read selects them (alias `f`), timestamps as ISO text. */
export const CUSTOM_FIELD_COLUMNS = `f.id, f.key, f.label, f.description, f.type, f.options,
       f.required, f.filterable,
       CASE WHEN NOT f.filterable THEN NULL WHEN f.indexing THEN 'building' ELSE 'ready' END
         AS filter_index,
       f.position,
       ${isoUtc('f.archived_at')} AS archived_at, ${isoUtc('f.created_at')} AS created_at,
       ${isoUtc('f.updated_at')} AS updated_at`;

/** Every definition of a workspace, archived ones included, and the version they are at. */
export function workspaceCustomFields(
  workspaceId: string,
): Statement<{ version: number; fields: CustomFieldDefinition[] }> {
  return preparedStatement(
    'a lookup by the workspace key',
    `SELECT w.custom_fields_version AS version,
            COALESCE((SELECT jsonb_agg(to_jsonb(d) ORDER BY d.position, d.key)
                        FROM (SELECT ${CUSTOM_FIELD_COLUMNS} FROM custom_fields f
                               WHERE f.workspace_id = w.id) d), '[]') AS fields
       FROM workspaces w WHERE w.id = $1`,
    [workspaceId],
  );
}

/**
 * Claims the seeding of a workspace's demo rows: affects its row only while they are unseeded.
 * The row lock it takes makes concurrent claims wait for the first to commit, then affect none.
 */
export function claimDemoSeeding(workspaceId: string): Statement {
  return statement(
    `UPDATE workspaces SET demo_seeded_at = now()
          WHERE id = $1 AND demo_seeded_at IS NULL`,
    [workspaceId],
  );
}

/**
 * The demo data's lock, until the transaction ends: shared by each seeding, taken alone by a
 * demo reset. A reset so waits for the seedings under way to commit before it wipes (its deletes
 * would not see their rows, and clearing the flag after them would leave two sets of demo rows at
 * the next seeding), and a seeding that starts meanwhile waits for the reset.
 */
export function lockDemoData(mode: 'seeding' | 'reset'): Statement {
  const lock = mode === 'seeding' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  return statement(`SELECT ${lock}(hashtextextended('demo-data', 0))`);
}
