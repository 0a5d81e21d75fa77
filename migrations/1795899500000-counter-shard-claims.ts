import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The counters' functions of migration ContactTrash, copied as they were written (a migration
 * never imports another, so that changing one cannot change what an applied one does): only the
 * shard a delta goes to, and where it is computed, differ between their versions.
 */

/** The counter row of the writing connection's server process, one of 16: `down` restores it. */
const PROCESS_SHARD = 'pg_backend_pid() & 15';
/** The shard the writing transaction holds, claimed by its first counter write. */
const CLAIMED_SHARD = 'counter_shard()';

/** The first key of the advisory locks that claim shards ('cntr'); the shard is the second. */
const SHARD_LOCK_CLASS = 0x636e7472;

const STAGE_KEY = 'workspace_id, is_demo, stage, owner_id, currency';
const STAGE_SUMS: Record<string, string> = {
  contacts: '1',
  value_cents: 'value_cents',
  stage_probability_value_cents: 'CASE WHEN probability IS NULL THEN value_cents ELSE 0 END',
  own_probability_weighted: 'value_cents * coalesce(probability, 0)',
};
const LIVE_CONTACTS = ' WHERE deleted_at IS NULL';

/**
 * The stage counters' trigger function. The shard is computed once per key, after the deltas are
 * summed (the select list of the grouped query), so a statement that changes no total claims none.
 */
function stageTotalsTrackSql(shard: string): string {
  const sums = Object.keys(STAGE_SUMS);
  const deltas = (table: string, sign: '' | '-') =>
    `SELECT ${STAGE_KEY}, ${Object.entries(STAGE_SUMS)
      .map(([name, part]) => `${sign}(${part}) AS ${name}`)
      .join(', ')} FROM ${table}${LIVE_CONTACTS}`;
  const apply = (
    rows: string,
  ) => `INSERT INTO contact_stage_totals AS t (${STAGE_KEY}, shard, ${sums.join(', ')})
      SELECT ${STAGE_KEY}, ${shard}, ${sums.map((s) => `sum(${s})`).join(', ')} FROM (${rows}) AS delta
       GROUP BY ${STAGE_KEY}
      HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')}
       ORDER BY ${STAGE_KEY}
      ON CONFLICT ON CONSTRAINT contact_stage_totals_key DO UPDATE
         SET ${sums.map((s) => `${s} = t.${s} + excluded.${s}`).join(', ')}`;
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${apply(deltas('added', ''))};
         ELSIF TG_OP = 'DELETE' THEN
           ${apply(deltas('removed', '-'))};
         ELSIF TG_OP = 'TRUNCATE' THEN
           TRUNCATE contact_stage_totals;
         ELSE
           ${apply(`${deltas('added', '')} UNION ALL ${deltas('removed', '-')}`)};
         END IF;
         RETURN NULL;
       END $$`;
}

const OPEN_KEY = 'workspace_id, is_demo, hour, owner_id';
const HOUR = "date_trunc('hour', scheduled_for, 'UTC')";
const OPEN_FOLLOWUPS = 'completed_at IS NULL AND NOT in_trash';

/** The open follow-ups' counters' trigger function, the shard computed as above. */
function openCountsTrackSql(shard: string): string {
  const rows = (table: string, delta: 1 | -1) =>
    `SELECT workspace_id, is_demo, ${HOUR} AS hour, owner_id, ${delta} AS open FROM ${table} WHERE ${OPEN_FOLLOWUPS}`;
  const apply = (
    deltas: string,
  ) => `INSERT INTO followup_open_counts AS t (${OPEN_KEY}, shard, open)
      SELECT ${OPEN_KEY}, ${shard}, sum(open) FROM (${deltas}) AS delta
       GROUP BY ${OPEN_KEY}
      HAVING sum(open) <> 0
       ORDER BY ${OPEN_KEY}
      ON CONFLICT ON CONSTRAINT followup_open_counts_key DO UPDATE
         SET open = t.open + excluded.open`;
  return `CREATE OR REPLACE FUNCTION followup_open_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${apply(rows('added', 1))};
         ELSIF TG_OP = 'DELETE' THEN
           ${apply(rows('removed', -1))};
         ELSIF TG_OP = 'TRUNCATE' THEN
           TRUNCATE followup_open_counts;
         ELSE
           ${apply(`${rows('added', 1)} UNION ALL ${rows('removed', -1)}`)};
         END IF;
         RETURN NULL;
       END $$`;
}

/**
 * A transaction writes its counter deltas to a shard no other running transaction holds.
 *
 * A counter row stays locked from a trigger's upsert until its transaction ends, and a statement
 * takes its rows in key order, but a transaction of several statements does not keep that order
 * across them. Two transactions on connections whose server process ids end in the same four
 * bits shared a shard (a pool of 20 has such pairs), and when each wrote two keys, say a contact
 * created in 'lead' then one in 'won', in opposite orders, they deadlocked and one failed (503).
 *
 * Now the first counter write of a transaction claims a shard with a transaction-scoped advisory
 * lock that it tries without waiting: its process's shard when free, else the next free one
 * above. The claim lasts until the transaction ends (a savepoint undone gives it back with the
 * setting that remembers it), so two running transactions never write one counter row, and no
 * writer waits for another's counters. Shards past 15 appear only while more than one
 * transaction of a process shard writes at once; a key has at most as many rows as there were
 * writers at once, and the open follow-ups' compaction folds them back into one.
 */
export class CounterShardClaims1795899500000 implements MigrationInterface {
  name = 'CounterShardClaims1795899500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION counter_shard() RETURNS integer LANGUAGE plpgsql AS $$
       DECLARE
         claimed integer := nullif(current_setting('crm.counter_shard', true), '')::integer;
       BEGIN
         IF claimed IS NULL THEN
           claimed := pg_backend_pid() & 15;
           WHILE NOT pg_try_advisory_xact_lock(${SHARD_LOCK_CLASS}, claimed) LOOP
             claimed := claimed + 1;
           END LOOP;
           PERFORM set_config('crm.counter_shard', claimed::text, true);
         END IF;
         RETURN claimed;
       END $$`,
    );
    await queryRunner.query(stageTotalsTrackSql(CLAIMED_SHARD));
    await queryRunner.query(openCountsTrackSql(CLAIMED_SHARD));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(stageTotalsTrackSql(PROCESS_SHARD));
    await queryRunner.query(openCountsTrackSql(PROCESS_SHARD));
    await queryRunner.query('DROP FUNCTION counter_shard()');
  }
}
