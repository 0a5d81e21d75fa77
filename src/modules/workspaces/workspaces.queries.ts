import { SqlParams, type TenantScope } from '../../database/sql.js';
import { groupMatesSql } from '../../database/visibility.js';
import { type Statement, statement } from '../../database/statement.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import type { Role } from '../../tenancy/user.entity.js';
import type { Tier, TierChangeVia } from './workspaces.rules.js';

/**
 * The membership rule as SQL, written once: of the user ids `ids` (a uuid[] expression), those
 * who are members in the scope (`workspace`, `demo`: demo members count only in the demo view),
 * as a uuid[] in the order given. Arguments are SQL expressions: placeholders or columns, so the
 * routing statements can apply it to a rule's own column.
 */
export function membersAmongSql(ids: string, workspace: string, demo: string): string {
  return `ARRAY(SELECT m.id FROM unnest(${ids}) WITH ORDINALITY AS m(id, ord)
     WHERE EXISTS (SELECT 1 FROM users u
                    WHERE u.id = m.id AND u.workspace_id = ${workspace} AND (NOT u.is_demo OR ${demo}))
     ORDER BY m.ord)`;
}

/** The ids among `ids` that are members in the scope (see `membersAmongSql`), in the order given. */
export function memberIdsAmong(
  scope: TenantScope,
  ids: readonly string[],
): Statement<{ ids: string[] }> {
  const p = new SqlParams();
  return statement(
    `SELECT ${membersAmongSql(`${p.add(ids)}::uuid[]`, p.add(scope.workspace.id), p.add(scope.demo))} AS ids`,
    p.values,
  );
}

/** The lock `heldMemberIds` takes on each member's row. */
export type MemberHold =
  /** A foreign key check's: a removal waits for the transaction only to delete the member. */
  | 'KEY SHARE'
  /**
   * Also waited for by a removal's first lock, for a writer that, after the members, locks a row
   * the removal writes before it deletes the member (the routing rule): under KEY SHARE the
   * writer would wait for that row while the removal waited to delete the member.
   */
  | 'SHARE';

/**
 * The ids among `ids` that are members in the scope (see `membersAmongSql`), each member's row
 * locked (`hold`) in id order until the transaction ends: removing one of them waits for the
 * transaction, so the rows it writes naming them are there for the removal to take them out of.
 * A removal that commits first leaves its member out.
 */
export function heldMemberIds(
  scope: TenantScope,
  ids: readonly string[],
  hold: MemberHold = 'KEY SHARE',
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT u.id FROM users u
        WHERE u.id = ANY(${membersAmongSql(`${p.add(ids)}::uuid[]`, p.add(scope.workspace.id), p.add(scope.demo))})
        ORDER BY u.id FOR ${hold}`,
    p.values,
  );
}

/**
 * Of the e-mails `emails`, those of members in the scope (as `membersAmongSql`), each as given,
 * with the member's id: matched whatever the case, as PostgreSQL folds it.
 */
export function memberIdsByEmail(
  scope: TenantScope,
  emails: readonly string[],
): Statement<{ email: string; id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT x.e AS email, u.id FROM unnest(${p.add(emails)}::text[]) AS x(e)
        JOIN users u ON lower(u.email) = lower(x.e)
       WHERE u.workspace_id = ${p.add(scope.workspace.id)} AND (NOT u.is_demo OR ${p.add(scope.demo)})`,
    p.values,
  );
}

/**
 * The workspace, share-locked against a settings change until the transaction ends (FOR SHARE
 * conflicts with the FOR NO KEY UPDATE of `lockedWorkspaceSettings`, which FOR KEY SHARE, what
 * foreign-key checks take, does not).
 */
export function heldWorkspace(workspaceId: string): Statement<Workspace> {
  return statement(`SELECT * FROM workspaces WHERE id = $1 FOR SHARE`, [workspaceId]);
}

/**
 * A member of the workspace with their role and the members sharing a group with them (the
 * tier's groups: `premium` false reads the demo ones); no row when they are not a member.
 */
export function viewer(
  workspaceId: string,
  userId: string,
  premium: boolean,
): Statement<{ id: string; role: Role; group_mates: string[] }> {
  return statement(
    `SELECT u.id, u.role, ${groupMatesSql('u.id', '$3::boolean')} AS group_mates
       FROM users u WHERE u.id = $1 AND u.workspace_id = $2`,
    [userId, workspaceId, premium],
  );
}

/** The settings a manager edits, with the pipelines and their stages (`workspacePipelinesUpdate`). */
export type WorkspaceSettings = Pick<
  Workspace,
  | 'dormancy_days'
  | 'timezone'
  | 'default_region'
  | 'currency'
  | 'lost_reasons'
  | 'require_lost_reason'
  | 'dormancy_ignores_closed'
  | 'dormancy_respects_plans'
  | 'trash_retention_days'
  | 'member_visibility'
  | 'unassigned_visible'
  | 'pipelines'
  | 'stages'
>;

/** The settings a `PUT /settings` writes besides the pipelines. */
export type PlainSettings = Omit<WorkspaceSettings, 'pipelines' | 'stages'>;

/** The columns a settings statement answers. */
const SETTINGS_COLUMNS = `dormancy_days, timezone, default_region, currency, lost_reasons,
        require_lost_reason, dormancy_ignores_closed, dormancy_respects_plans, trash_retention_days,
        member_visibility, unassigned_visible, pipelines, stages`;

/**
 * The workspace's settings, locked for a change until the transaction ends: FOR NO KEY UPDATE,
 * which conflicts with the holds of the settings (`heldWorkspace`) and with another change, but
 * not with the foreign-key checks of rows referencing the workspace. A contact write locks its
 * contact before its rows' check, and the change rewrites contacts under this lock: FOR UPDATE
 * made each wait for the other.
 */
export function lockedWorkspaceSettings(workspaceId: string): Statement<WorkspaceSettings> {
  return statement(`SELECT ${SETTINGS_COLUMNS} FROM workspaces WHERE id = $1 FOR NO KEY UPDATE`, [
    workspaceId,
  ]);
}

/** Writes the settings other than the pipelines; written only through `writeSettings`. */
export function updateWorkspaceSettings(
  workspaceId: string,
  settings: PlainSettings,
): Statement<WorkspaceSettings> {
  return statement(
    `UPDATE workspaces SET dormancy_days = $2, timezone = $3, default_region = $4, currency = $5,
            lost_reasons = $6::text[], require_lost_reason = $7, dormancy_ignores_closed = $8,
            dormancy_respects_plans = $9, trash_retention_days = $10, member_visibility = $11,
            unassigned_visible = $12, updated_at = now()
        WHERE id = $1 RETURNING ${SETTINGS_COLUMNS}`,
    [
      workspaceId,
      settings.dormancy_days,
      settings.timezone,
      settings.default_region,
      settings.currency,
      settings.lost_reasons,
      settings.require_lost_reason,
      settings.dormancy_ignores_closed,
      settings.dormancy_respects_plans,
      settings.trash_retention_days,
      settings.member_visibility,
      settings.unassigned_visible,
    ],
  );
}

/** Writes the pipelines and their stages together; written only through `writePipelines`. */
export function updateWorkspacePipelines(
  workspaceId: string,
  pipelines: Pick<WorkspaceSettings, 'pipelines' | 'stages'>,
): Statement<WorkspaceSettings> {
  return statement(
    `UPDATE workspaces SET pipelines = $2::jsonb, stages = $3::jsonb, updated_at = now()
        WHERE id = $1 RETURNING ${SETTINGS_COLUMNS}`,
    [workspaceId, JSON.stringify(pipelines.pipelines), JSON.stringify(pipelines.stages)],
  );
}

/**
 * The workspace row, locked until the transaction ends; no row when there is no such workspace.
 * FOR NO KEY UPDATE, as the tier's lock (`lockedWorkspaceTier`), which the same transaction takes
 * next.
 */
export function lockWorkspace(workspaceId: string): Statement<{ id: string }> {
  return statement(`SELECT id FROM workspaces WHERE id = $1 FOR NO KEY UPDATE`, [workspaceId]);
}

/** The billing-relevant fields of a workspace. */
export interface WorkspaceTier {
  id: string;
  name: string;
  is_premium: boolean;
  subscription_status: string | null;
  payment_customer_id: string | null;
}

const WORKSPACE_TIER_COLUMNS = 'id, name, is_premium, subscription_status, payment_customer_id';

/**
 * The workspace's tier, locked until the transaction ends, so tier changes apply one at a time
 * and wait for the writes holding the settings (FOR SHARE, `heldWorkspace`), as an import's or a
 * bulk operation's batch does before it checks the tier. FOR NO KEY UPDATE, not FOR UPDATE: that
 * would also wait for the foreign-key checks of rows being written in the workspace, and the
 * writes whose checks came next would queue behind it; one of them holding a contact another
 * waited for (an upsert's match behind a bulk action's lock) closed a deadlock.
 */
export function lockedWorkspaceTier(workspaceId: string): Statement<WorkspaceTier> {
  return statement(
    `SELECT ${WORKSPACE_TIER_COLUMNS} FROM workspaces WHERE id = $1 FOR NO KEY UPDATE`,
    [workspaceId],
  );
}

/**
 * Sets the tier; with `subscription` (the payment webhook), also the provider's status and
 * customer, keeping a known customer when the provider sends none.
 */
export function updateWorkspaceTier(
  workspaceId: string,
  to: Tier,
  subscription: { status: string | null; customerId: string | null } | undefined,
): Statement<WorkspaceTier> {
  return statement(
    `UPDATE workspaces
              SET is_premium = $2,
                  subscription_status = CASE WHEN $3 THEN $4 ELSE subscription_status END,
                  payment_customer_id = CASE WHEN $3 THEN COALESCE($5, payment_customer_id)
                                             ELSE payment_customer_id END,
                  updated_at = now()
            WHERE id = $1
            RETURNING ${WORKSPACE_TIER_COLUMNS}`,
    [
      workspaceId,
      to === 'premium',
      subscription !== undefined,
      subscription?.status ?? null,
      subscription?.customerId ?? null,
    ],
  );
}

/**
 * Records a change, dated when it applies: run under the workspace's row lock, so the clock's
 * time orders the changes as they applied. `now()`, the transaction's start, would date a change
 * that waited for another's lock before that one, and the audit would list them backwards.
 */
export function insertTierChange(change: {
  workspaceId: string;
  from: Tier;
  to: Tier;
  via: TierChangeVia;
  actorUserId: string | null;
  eventId: string | null;
}): Statement {
  return statement(
    `INSERT INTO tier_changes
            (workspace_id, from_tier, to_tier, via, actor_user_id, event_id, changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
    [change.workspaceId, change.from, change.to, change.via, change.actorUserId, change.eventId],
  );
}

export interface TierChangeRow {
  id: string;
  workspace_id: string;
  workspace_name: string;
  from_tier: Tier;
  to_tier: Tier;
  via: TierChangeVia;
  actor_user_id: string | null;
  actor_email: string | null;
  event_id: string | null;
  changed_at: Date;
}

/** Tier changes newest first. */
export const TIER_CHANGE_ORDER = timeKeyset('DESC', 't.changed_at', 't.id');

/** One page of every workspace's tier changes (or one workspace's), newest first. */
export function tierChangePage(filter: {
  workspaceId?: string;
  /** The (changed_at, id) the page starts after. */
  after: readonly string[] | null;
  limit: number;
}): Statement<Keyed<TierChangeRow>> {
  const p = new SqlParams();
  const where: string[] = [];
  if (filter.workspaceId !== undefined) where.push(`t.workspace_id = ${p.add(filter.workspaceId)}`);
  if (filter.after) where.push(TIER_CHANGE_ORDER.after(p, filter.after));
  const filtered = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return statement(
    `SELECT t.id, t.workspace_id, w.name AS workspace_name, t.from_tier, t.to_tier, t.via,
              t.actor_user_id, u.email AS actor_email, t.event_id, t.changed_at,
              ${TIER_CHANGE_ORDER.select}
         FROM tier_changes t
         JOIN workspaces w ON w.id = t.workspace_id
         LEFT JOIN users u ON u.id = t.actor_user_id${filtered}
        ${TIER_CHANGE_ORDER.orderBy}
        ${TIER_CHANGE_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}
