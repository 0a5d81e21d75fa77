import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The functions of migrations ContactStageTotals and ContactStageTotalsRebuild, copied as they
 * were written: a migration never imports another, so that changing one cannot change what an
 * applied one does. Only the shard expression differs between their versions.
 */

/** The counter row of the writing connection's server process, one of 16. */
const WRITER_SHARD = 'pg_backend_pid() & 15';
/** The shard of ContactStageTotals, restored by `down`: the contact id's last byte, modulo 8. */
const CONTACT_ID_SHARD = 'get_byte(uuid_send(id), 15) & 7';

/** The key one counter row is kept under, besides its shard. */
const KEY = 'workspace_id, is_demo, stage, owner_id';

/** Adds the signed deltas of `rows` (a SELECT of KEY, shard, contacts, value_cents) to the totals. */
function applyDeltas(rows: string): string {
  return `INSERT INTO contact_stage_totals AS t (${KEY}, shard, contacts, value_cents)
      SELECT ${KEY}, shard, sum(contacts), sum(value_cents) FROM (${rows}) AS delta
       GROUP BY ${KEY}, shard
      HAVING sum(contacts) <> 0 OR sum(value_cents) <> 0
       -- One lock order for every statement, so concurrent writers never deadlock on counters.
       ORDER BY ${KEY}, shard
      ON CONFLICT ON CONSTRAINT contact_stage_totals_key DO UPDATE
         SET contacts = t.contacts + excluded.contacts,
             value_cents = t.value_cents + excluded.value_cents`;
}

const added = (table: string, shard: string) =>
  `SELECT ${KEY}, ${shard} AS shard, 1 AS contacts, value_cents FROM ${table}`;
const removed = (table: string, shard: string) =>
  `SELECT ${KEY}, ${shard} AS shard, -1 AS contacts, -value_cents AS value_cents FROM ${table}`;

/** The trigger function, with `shard` as the SQL expression of the counter row a delta goes to. */
function trackFunctionSql(shard: string): string {
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${applyDeltas(added('added', shard))};
         ELSIF TG_OP = 'DELETE' THEN
           ${applyDeltas(removed('removed', shard))};
         ELSIF TG_OP = 'TRUNCATE' THEN
           TRUNCATE contact_stage_totals;
         ELSE
           ${applyDeltas(`${added('added', shard)} UNION ALL ${removed('removed', shard)}`)};
         END IF;
         RETURN NULL;
       END $$`;
}

/** The recount function, with `shard` as the SQL expression (over a contact) of its row. */
function rebuildFunctionSql(shard: string): string {
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         LOCK TABLE contacts IN SHARE MODE;
         DELETE FROM contact_stage_totals;
         INSERT INTO contact_stage_totals
                (workspace_id, is_demo, stage, owner_id, shard, contacts, value_cents)
         SELECT workspace_id, is_demo, stage, owner_id, ${shard}, count(*), sum(value_cents)
           FROM contacts
          GROUP BY 1, 2, 3, 4, 5
          ORDER BY 1, 2, 3, 4, 5;
       END $$`;
}

/**
 * The counters' shard is now picked by the writing connection instead of by the contact: a
 * transaction adds its deltas to the row of its server process (`pg_backend_pid() & 15`).
 *
 * A counter row stays locked from the trigger's upsert until its transaction commits. With the
 * shard taken from the contact id, two transactions creating contacts in the same stage for the
 * same owner met on one of 8 rows by chance: with a pool of connections writing one stage, many
 * creations queued behind another's commit (`Lock:transactionid` was the top wait event), and
 * more connections created hardly more contacts a second. Now two connections share
 * a row only when their server process ids match in the last four bits; the connections of one
 * pool, forked in quick succession, mostly have consecutive ids, so up to 16 of them rarely or
 * never wait on each other's counters.
 *
 * Counts stay exact: a delta is signed, and a contact created through one connection and deleted
 * through another adds +1 to one row and -1 to the other (a row may hold a negative count; only
 * the sums are read). Rows per key grow to at most 16. The recount puts everything in shard 0.
 */
export class ContactStageTotalsWriterShards1795360000000 implements MigrationInterface {
  name = 'ContactStageTotalsWriterShards1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(trackFunctionSql(WRITER_SHARD));
    await queryRunner.query(rebuildFunctionSql('0'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(trackFunctionSql(CONTACT_ID_SHARD));
    await queryRunner.query(rebuildFunctionSql(CONTACT_ID_SHARD));
  }
}
