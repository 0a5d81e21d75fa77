import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';

/* The upkeep of the open follow-ups' counters the agenda sums (OpenCountsCompactionWorker). */

/** A key of the open follow-ups' counters (see `agendaQuery`), in the order writers lock them. */
export interface OpenCountKey {
  workspace_id: string;
  is_demo: boolean;
  hour: Date;
  owner_id: string | null;
}

/** What one batch of `compactOpenCounts` did, and the last key it looked at (its cursor). */
export interface OpenCountsBatchRow extends OpenCountKey {
  /** Keys the batch took: fewer than asked for when it reached the end. */
  keys: number;
  /** Counter rows it deleted (merged into another row of their key, or summing to 0). */
  removed: number;
}

/** Whether two aliases' counter keys are equal (owner_id is null when its user was removed). */
const sameKey = (a: string, b: string) =>
  `${a}.workspace_id = ${b}.workspace_id AND ${a}.is_demo = ${b}.is_demo AND ${a}.hour = ${b}.hour
      AND ${a}.owner_id IS NOT DISTINCT FROM ${b}.owner_id`;

/**
 * One batch of the compaction of the open follow-ups' counters, in one statement that commits by
 * itself: the next `maxKeys` keys after `after` (in key order) that have several rows or a row
 * at 0; the rows of each that it locks are replaced by one row holding their sum, or by none when
 * that is 0. No total ever changes: a reader sees the rows before the commit or their sum after.
 *
 * It never waits on a writer, so it is never part of a deadlock, whatever order a writer's
 * transaction takes counter rows in (a transaction of several statements does not keep the key
 * order across them): it locks in the writers' order (key, then shard), skips the rows a writer
 * holds, and then writes only rows it holds. So the row kept is the lowest shard it locked, shard
 * 0 when the key has one: making a shard 0 row where there is none would be an insert, and an
 * insert waits on a writer inserting the same row. A writer waiting on the kept row adds to the
 * sum once this commits; one waiting on a deleted row finds it gone and inserts its delta as a
 * new row (INSERT ... ON CONFLICT retries); a row committed after this statement began is not
 * seen, and leaves its key two rows until the next run.
 *
 * The writes find each locked row by its key, not its ctid: a row a writer changed after this
 * statement's snapshot but before the lock is found in its older version and followed to the one
 * locked, as READ COMMITTED does for any UPDATE (a ctid would name a version the snapshot hides).
 * So whether the kept row needs writing is decided on the value locked (`d.open`), never on the
 * row the scan finds: that older version's value is not the one the sum was made of, and a row
 * whose older value happened to equal the sum would be passed over while its key's other rows
 * were deleted, losing their deltas.
 */
export function compactOpenCounts(
  after: OpenCountKey | null,
  maxKeys: number,
): Statement<OpenCountsBatchRow> {
  const p = new SqlParams();
  let from = '';
  if (after !== null) {
    const prefix = `(${p.add(after.workspace_id)}::uuid, ${p.add(after.is_demo)}::boolean, ${p.add(after.hour)}::timestamptz)`;
    const owner = p.add(after.owner_id);
    // Keyset past `after`, owner_id sorting nulls last as in the key's index; the first
    // condition alone bounds the index scan.
    from = `WHERE (workspace_id, is_demo, hour) >= ${prefix}
        AND ((workspace_id, is_demo, hour) > ${prefix}
             OR (${owner}::uuid IS NOT NULL AND (owner_id > ${owner}::uuid OR owner_id IS NULL)))`;
  }
  // `decided`: each locked row with its key's fate, the lowest shard keeping the sum unless 0.
  return statement(
    `WITH batch AS (
         SELECT workspace_id, is_demo, hour, owner_id FROM followup_open_counts ${from}
          GROUP BY workspace_id, is_demo, hour, owner_id
         HAVING count(*) > 1 OR bool_or(open = 0)
          ORDER BY workspace_id, is_demo, hour, owner_id
          LIMIT ${p.add(maxKeys)}
       ), locked AS (
         SELECT t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard, t.open
           FROM followup_open_counts t JOIN batch b ON ${sameKey('t', 'b')}
          ORDER BY t.workspace_id, t.is_demo, t.hour, t.owner_id, t.shard
            FOR UPDATE OF t SKIP LOCKED
       ), decided AS (
         SELECT l.*, min(l.shard) OVER per_key AS kept_shard, (sum(l.open) OVER per_key)::int AS key_open
           FROM locked l
         WINDOW per_key AS (PARTITION BY l.workspace_id, l.is_demo, l.hour, l.owner_id)
       ), kept AS (
         UPDATE followup_open_counts t SET open = d.key_open FROM decided d
          WHERE ${sameKey('t', 'd')} AND t.shard = d.shard
            AND d.shard = d.kept_shard AND d.key_open <> 0 AND d.open <> d.key_open
       ), removed AS (
         DELETE FROM followup_open_counts t USING decided d
          WHERE ${sameKey('t', 'd')} AND t.shard = d.shard
            AND (d.shard <> d.kept_shard OR d.key_open = 0)
          RETURNING 1
       )
       SELECT b.workspace_id, b.is_demo, b.hour, b.owner_id,
              (SELECT count(*) FROM batch)::int AS keys,
              (SELECT count(*) FROM removed)::int AS removed
         FROM batch b
        ORDER BY b.workspace_id DESC, b.is_demo DESC, b.hour DESC, b.owner_id DESC NULLS FIRST
        LIMIT 1`,
    p.values,
  );
}
