import {
  type ChangingScope,
  changeContext,
  type UnstoredStage,
  unstoredStages,
} from '../../database/change-context.js';
import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { CONTACT_COLUMNS, type ContactRow } from '../contacts/contact-columns.js';
import { STORED_TABLES } from '../trash/trash-tables.js';

/*
 * What a change of a pipeline's stages does to the contacts in them. A stage is the workspace's,
 * so these statements read every contact of the tenant, whoever owns it, and those in the trash
 * too (`contacts_all`): a restored contact comes back into a stage that still exists, closed or
 * open as its stage's kind says.
 */

const ALL_CONTACTS = `${STORED_TABLES.contacts} c`;

/** Per stage of `keys`, how many contacts sit there, the trash included; stages without any are absent. */
export function stageContactCounts(
  scope: TenantScope,
  keys: readonly string[],
): Statement<{ stage: string; n: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT c.stage, count(*)::int AS n FROM ${ALL_CONTACTS}
        WHERE ${tenantScope(p, scope, 'c')} AND c.stage = ANY(${p.add(keys)}::text[])
        GROUP BY c.stage`,
    p.values,
  );
}

/** The contacts of the stages `keys` (the trash included) and, with `phones`, those with a phone. */
function rewrittenContacts(
  p: SqlParams,
  scope: TenantScope,
  keys: readonly string[],
  phones: boolean,
): string {
  return `${tenantScope(p, scope, 'c')}
        AND (c.stage = ANY(${p.add(keys)}::text[])${phones ? ' OR c.phone IS NOT NULL' : ''})`;
}

/**
 * Locks at once, in id order, every contact a change of stages writes: those of the stages `keys`
 * (the trash included) and, with `phones`, every one with a phone, which a new default region
 * re-keys in the same transaction. The change's updates (one per stage kind and per target) lock
 * them set by set, in the order they read them, while a bulk action, a merge or an erasure locks
 * its contacts in id order: each could wait on a contact the other held (a deadlock, one of them
 * refused). No contact enters these stages meanwhile: the change holds the settings. A merge
 * holds no settings and can give a contact a phone: `rewrittenContactCount` tells afterwards.
 */
export function lockStageContacts(
  scope: TenantScope,
  keys: readonly string[],
  phones: boolean,
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id FROM ${ALL_CONTACTS}
      WHERE ${rewrittenContacts(p, scope, keys, phones)}
      ORDER BY c.id FOR NO KEY UPDATE`,
    p.values,
  );
}

/**
 * How many contacts `lockStageContacts` would lock now. Read after it, under its locks: those it
 * holds still count, so more means a contact it did not lock, one a merge it waited for gave a
 * phone (the merged contact's) as it committed.
 */
export function rewrittenContactCount(
  scope: TenantScope,
  keys: readonly string[],
  phones: boolean,
): Statement<{ n: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT count(*)::int AS n FROM ${ALL_CONTACTS}
      WHERE ${rewrittenContacts(p, scope, keys, phones)}`,
    p.values,
  );
}

/**
 * A contact a stage change moved: the stage it left, whether it is out of the trash, and when it
 * had closed before the move (as text, every digit kept).
 */
export type ReshapedContactRow = ContactRow & {
  from_stage: string;
  closed_before: string | null;
  live: boolean;
  workspace_id: string;
  is_demo: boolean;
};

/**
 * Moves every contact of the stages `left` (the trash included), which the change removed, into
 * `to`; the triggers read the stages left from the statement (`unstoredStages`). Not activity:
 * last_activity_at stays. `movedBy` records the move of each contact as a stage move by that
 * member (in the trash with it, for a contact in the trash: its restore brings the move back);
 * null records none (the stage was renamed, not left). closed_at follows the new
 * stage and a reason outside a lost stage is dropped (`contact_closing`); a reason kept into a
 * lost stage stays. The contacts are locked before (`lockStageContacts`).
 */
export function moveStageContacts(
  scope: ChangingScope,
  left: readonly UnstoredStage[],
  to: string,
  movedBy: string | null,
): Statement<ReshapedContactRow> {
  const p = new SqlParams();
  const recorded =
    movedBy === null
      ? ''
      : `, recorded AS (
         INSERT INTO ${STORED_TABLES.stage_moves}
                (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, in_trash)
         SELECT workspace_id, is_demo, id, from_stage, stage, ${p.add(movedBy)}::uuid, NOT live
           FROM moved
       )`;
  return statement(
    `WITH moved AS (
         UPDATE ${ALL_CONTACTS} SET stage = ${p.add(to)}, updated_at = now()
           FROM ${STORED_TABLES.contacts} old
          WHERE old.id = c.id AND ${tenantScope(p, scope, 'c')}
            AND c.stage = ANY(${p.add(left.map((s) => s.key))}::text[])
            AND ${changeContext(p, scope)} AND ${unstoredStages(p, left)}
         RETURNING ${CONTACT_COLUMNS}, old.stage AS from_stage, old.closed_at::text AS closed_before,
                   c.deleted_at IS NULL AS live,
                   c.workspace_id, c.is_demo
       )${recorded}
       SELECT * FROM moved ORDER BY id`,
    p.values,
  );
}

/**
 * Those of `keys` that stage moves of the tenant already name, the trash's included: the keys of
 * stages removed earlier, whose moves a stage taking the key must not count as its own.
 */
export function keysWithStageMoves(
  scope: TenantScope,
  keys: readonly string[],
): Statement<{ key: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT k.key FROM unnest(${p.add(keys)}::text[]) AS k(key)
      WHERE EXISTS (SELECT 1 FROM ${STORED_TABLES.stage_moves} m
                     WHERE ${tenantScope(p, scope, 'm')}
                       AND (m.to_stage = k.key OR m.from_stage = k.key))`,
    p.values,
  );
}

/**
 * Gives the stage moves of renamed stages (`stageRenames`: each new key and the keys it replaces)
 * their new key, in and out, the trash's and the demo contacts' included. A move between two
 * stages that become one (merged, or a rename into the key of the other) is no move any more and
 * goes: the stay it split is one, for the velocity report and the timeline alike (the history
 * keeps the change of stage as it was made).
 */
export function renameStageMoves(
  scope: TenantScope,
  renames: ReadonlyMap<string, readonly string[]>,
): Statement {
  const p = new SqlParams();
  const pairs = [...renames].flatMap(([to, from]) => from.map((key) => [key, to]));
  const renamed = `unnest(${p.add(pairs.map(([from]) => from))}::text[],
                          ${p.add(pairs.map(([, to]) => to))}::text[]) AS r(old, new)`;
  const ids = `${p.add(pairs.map(([from]) => from))}::text[]`;
  const renamedKey = (key: string) =>
    `coalesce((SELECT r.new FROM ${renamed} WHERE r.old = ${key}), ${key})`;
  const workspace = p.add(scope.workspace.id);
  const touched = `(m.from_stage = ANY(${ids}) OR m.to_stage = ANY(${ids}))`;
  return statement(
    `WITH merged AS (
       DELETE FROM ${STORED_TABLES.stage_moves} m
        WHERE m.workspace_id = ${workspace} AND ${touched}
          AND ${renamedKey('m.from_stage')} = ${renamedKey('m.to_stage')}
       RETURNING m.id
     )
     UPDATE ${STORED_TABLES.stage_moves} m
        SET from_stage = ${renamedKey('m.from_stage')},
            to_stage = ${renamedKey('m.to_stage')}
      WHERE m.workspace_id = ${workspace} AND ${touched}
        AND m.id NOT IN (SELECT id FROM merged)`,
    p.values,
  );
}

/**
 * Gives back the moment each of `contacts` had closed, after `moveStageContacts` took it from a
 * won or lost stage into another of the same kind, where `contact_closing` closed it as of now:
 * renaming or merging stages does not close a deal again. A second statement, as one statement
 * cannot write a row twice; `closed_at` is no field of the history. Answers the moments kept.
 */
export function keepClosingMoments(
  scope: ChangingScope,
  contacts: readonly { id: string; closed_before: string }[],
): Statement<Pick<ContactRow, 'id' | 'closed_at'>> {
  const p = new SqlParams();
  return statement(
    `UPDATE ${ALL_CONTACTS} SET closed_at = k.closed_at
       FROM unnest(${p.add(contacts.map((c) => c.id))}::uuid[],
                   ${p.add(contacts.map((c) => c.closed_before))}::timestamptz[]) AS k(id, closed_at)
      WHERE c.id = k.id AND ${tenantScope(p, scope, 'c')} AND ${changeContext(p, scope)}
     RETURNING c.id, c.closed_at`,
    p.values,
  );
}

/**
 * After the kinds of stages changed, their contacts (the trash included) are closed or open as
 * the new kind says: a won or lost stage closes its open ones as of now and keeps the moment of
 * those already closed, an open stage reopens them; a reason stays only in a lost stage. Answers
 * the live contacts of the stages that became won or lost, by id (the order their enrollments
 * are then ended in), so the stage-change reactions run for them as for a move into the stage.
 * The contacts are locked before (`lockStageContacts`).
 */
export function followStageKinds(
  scope: ChangingScope,
  kinds: { open: readonly string[]; closed: readonly string[]; lost: readonly string[] },
): Statement<{ id: string; stage: string }> {
  const p = new SqlParams();
  const open = p.add(kinds.open);
  const lost = p.add(kinds.lost);
  return statement(
    `WITH followed AS (
         UPDATE ${ALL_CONTACTS}
            SET closed_at = CASE WHEN c.stage = ANY(${open}::text[]) THEN NULL
                                 ELSE coalesce(c.closed_at, now()) END,
                lost_reason = CASE WHEN c.stage = ANY(${lost}::text[]) THEN c.lost_reason END
          WHERE ${tenantScope(p, scope, 'c')}
            AND c.stage = ANY(${p.add([...kinds.open, ...kinds.closed])}::text[])
            AND ${changeContext(p, scope)}
         RETURNING c.id, c.stage, c.deleted_at IS NULL AS live
       )
       SELECT id, stage FROM followed
        WHERE live AND stage = ANY(${p.add(kinds.closed)}::text[])
        ORDER BY id`,
    p.values,
  );
}

/** Where a workspace's demo contacts belong after its stored pipelines were written. */
export interface DemoPlacement {
  /** The stages its free tier shows (`withDemoPipeline`). */
  shown: readonly UnstoredStage[];
  /** Those of `shown` that `workspaces.stages` does not hold: the demo pipeline's. */
  unstored: readonly UnstoredStage[];
  /** Where the demo contacts of a stage no longer shown go, by the stage left. */
  redirect: Readonly<Record<string, string>>;
  /** Where those of any other stage not shown go: a stored stage. */
  fallback: string;
}

/**
 * Places the workspace's demo contacts (the trash included) as its free tier shows its stages,
 * whatever tier wrote them: one in a stage not shown moves (`redirect`, else `fallback`), and
 * each is closed or open as its stage's kind says, a reason kept only in a lost stage (as
 * `followStageKinds`). Touches only the rows out of place. Demo rows have no history (the
 * triggers skip them), no stage moves and no events: the placement is silent. Answers the live
 * ones it put in a won or lost stage (moved there or closed there), by id, so the stage-change
 * reactions end their sequences as they do a real contact's.
 */
export function placeDemoContacts(
  workspaceId: string,
  placement: DemoPlacement,
): Statement<{ id: string; from_stage: string; stage: string }> {
  const p = new SqlParams();
  const demo = { workspace: { id: workspaceId }, demo: true };
  const keysOf = (kinds: readonly string[]) =>
    p.add(placement.shown.filter((s) => kinds.includes(s.kind)).map((s) => s.key));
  const shown = keysOf(['open', 'won', 'lost']);
  const open = keysOf(['open']);
  const lost = keysOf(['lost']);
  const closed = keysOf(['won', 'lost']);
  return statement(
    `WITH placed AS (
         SELECT c.id, c.stage AS from_stage,
                CASE WHEN c.stage = ANY(${shown}::text[]) THEN c.stage
                     ELSE coalesce(${p.add(JSON.stringify(placement.redirect))}::jsonb ->> c.stage,
                                   ${p.add(placement.fallback)}::text) END AS stage
           FROM ${ALL_CONTACTS}
          WHERE ${tenantScope(p, demo, 'c')}
       ), rewritten AS (
           UPDATE ${ALL_CONTACTS}
              SET stage = t.stage,
                  closed_at = CASE WHEN t.stage = ANY(${open}::text[]) THEN NULL
                                   ELSE coalesce(c.closed_at, now()) END,
                  lost_reason = CASE WHEN t.stage = ANY(${lost}::text[]) THEN c.lost_reason END,
                  updated_at = now()
             FROM placed t
            WHERE c.id = t.id AND ${tenantScope(p, demo, 'c')}
              AND (c.stage <> t.stage
                   OR (c.closed_at IS NULL) <> (t.stage = ANY(${open}::text[]))
                   OR (c.lost_reason IS NOT NULL AND t.stage <> ALL(${lost}::text[])))
              AND ${unstoredStages(p, placement.unstored)}
           RETURNING c.id, t.from_stage, c.stage, c.deleted_at IS NULL AS live
       )
       SELECT id, from_stage, stage FROM rewritten
        WHERE live AND stage = ANY(${closed}::text[])
        ORDER BY id`,
    p.values,
  );
}
