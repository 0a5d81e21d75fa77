import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The key one counter row is kept under, besides its shard. */
const KEY = 'workspace_id, is_demo, stage, owner_id';
/** This migration's shard of a contact's counts: the last byte of its (random) id, modulo 8. */
const CONTACT_ID_SHARD = 'get_byte(uuid_send(id), 15) & 7';

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

/**
 * The trigger function, with `shard` as the SQL expression that picks the counter row a row's
 * delta goes to (a later migration, ContactStageTotalsWriterShards, replaces it with another).
 */
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

/**
 * How many contacts, and how much value, sit in each stage: the board's column headers and the
 * pipeline report. Counting them per request read an index entry per contact, which grows with
 * the workspace; these counters make it a read of a few dozen rows.
 *
 * Kept by statement-level triggers on contacts, in the writing transaction, so every path that
 * inserts, deletes or re-stages contacts (the API, demo seeding and reset, an owner's removal
 * through ON DELETE SET NULL, SQL by hand) keeps them exact without knowing about them. Each
 * (workspace, demo, stage, owner) is split over 8 shard rows by contact id, so writers in one
 * stage rarely wait on each other's counter row. Statement-level with transition tables: a bulk
 * statement applies one aggregated delta in a fixed key order, and an update that leaves the key
 * alone (logging activity) nets to zero and writes nothing.
 *
 * Read through ContactsQueryService.stageTotals; no entity, nothing else writes here.
 */
export class ContactStageTotals1795330000000 implements MigrationInterface {
  name = 'ContactStageTotals1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE contact_stage_totals (
         workspace_id uuid NOT NULL,
         is_demo boolean NOT NULL,
         stage text NOT NULL,
         owner_id uuid,
         shard smallint NOT NULL,
         contacts bigint NOT NULL,
         value_cents bigint NOT NULL,
         CONSTRAINT contact_stage_totals_key
           UNIQUE NULLS NOT DISTINCT (workspace_id, is_demo, stage, owner_id, shard)
       )`,
    );
    await queryRunner.query(trackFunctionSql(CONTACT_ID_SHARD));
    await queryRunner.query(
      `CREATE TRIGGER contact_stage_totals_insert AFTER INSERT ON contacts
         REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION contact_stage_totals_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_stage_totals_update AFTER UPDATE ON contacts
         REFERENCING OLD TABLE AS removed NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION contact_stage_totals_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_stage_totals_delete AFTER DELETE ON contacts
         REFERENCING OLD TABLE AS removed
         FOR EACH STATEMENT EXECUTE FUNCTION contact_stage_totals_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_stage_totals_truncate AFTER TRUNCATE ON contacts
         FOR EACH STATEMENT EXECUTE FUNCTION contact_stage_totals_track()`,
    );
    await queryRunner.query(applyDeltas(added('contacts', CONTACT_ID_SHARD)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER contact_stage_totals_${event} ON contacts`);
    }
    await queryRunner.query('DROP FUNCTION contact_stage_totals_track()');
    await queryRunner.query('DROP TABLE contact_stage_totals');
  }
}
