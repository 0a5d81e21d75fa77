import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The key one counter row is kept under, besides its shard. */
const KEY = 'workspace_id, is_demo, hour, owner_id';
/** The UTC hour a follow-up is due in. */
const HOUR = "date_trunc('hour', scheduled_for, 'UTC')";
/** The counter row of the writing connection's server process, one of 16 (as the board's). */
const WRITER_SHARD = 'pg_backend_pid() & 15';

/** Adds the signed deltas of `rows` (a SELECT of KEY and open) to the counters. */
function applyDeltas(rows: string): string {
  return `INSERT INTO followup_open_counts AS t (${KEY}, shard, open)
      SELECT ${KEY}, ${WRITER_SHARD}, sum(open) FROM (${rows}) AS delta
       GROUP BY ${KEY}
      HAVING sum(open) <> 0
       -- One lock order for every statement, so concurrent writers never deadlock on counters.
       ORDER BY ${KEY}
      ON CONFLICT ON CONSTRAINT followup_open_counts_key DO UPDATE
         SET open = t.open + excluded.open`;
}

const opened = (table: string) =>
  `SELECT workspace_id, is_demo, ${HOUR} AS hour, owner_id, 1 AS open FROM ${table} WHERE completed_at IS NULL`;
const closed = (table: string) =>
  `SELECT workspace_id, is_demo, ${HOUR} AS hour, owner_id, -1 AS open FROM ${table} WHERE completed_at IS NULL`;

/**
 * The open follow-ups per workspace, UTC hour of `scheduled_for` and owner, kept by statement
 * triggers on `followups` as `contact_stage_totals` is on contacts (signed deltas on the writing
 * connection's row, so concurrent writers rarely wait on each other; only sums are read).
 *
 * The agenda's bucket totals counted every open follow-up due in each bucket along
 * followups_open_idx: 1,300 index entries a bucket on the benchmark's data set, 16,000 on the
 * ten-fold one, the agenda's PostgreSQL CPU growing 2.7x. With these counters a bucket's whole
 * hours are a sum of at most one row per hour and owner (a number that follows the time span, not
 * the follow-ups), and only its partial hours at either end are counted from the index.
 */
export class FollowupOpenCounts1795777000000 implements MigrationInterface {
  name = 'FollowupOpenCounts1795777000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE followup_open_counts (
         workspace_id uuid NOT NULL,
         is_demo boolean NOT NULL,
         hour timestamptz NOT NULL,
         owner_id uuid,
         shard smallint NOT NULL,
         open integer NOT NULL,
         CONSTRAINT followup_open_counts_key
           UNIQUE NULLS NOT DISTINCT (workspace_id, is_demo, hour, owner_id, shard)
       )`,
    );
    await queryRunner.query(
      `CREATE FUNCTION followup_open_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${applyDeltas(opened('added'))};
         ELSIF TG_OP = 'DELETE' THEN
           ${applyDeltas(closed('removed'))};
         ELSIF TG_OP = 'TRUNCATE' THEN
           TRUNCATE followup_open_counts;
         ELSE
           ${applyDeltas(`${opened('added')} UNION ALL ${closed('removed')}`)};
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION followup_open_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         LOCK TABLE followups IN SHARE MODE;
         DELETE FROM followup_open_counts;
         INSERT INTO followup_open_counts (${KEY}, shard, open)
         SELECT workspace_id, is_demo, ${HOUR}, owner_id, 0, count(*)
           FROM followups WHERE completed_at IS NULL
          GROUP BY 1, 2, 3, 4
          ORDER BY 1, 2, 3, 4;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_open_counts_insert AFTER INSERT ON followups
         REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION followup_open_counts_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_open_counts_update AFTER UPDATE ON followups
         REFERENCING OLD TABLE AS removed NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION followup_open_counts_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_open_counts_delete AFTER DELETE ON followups
         REFERENCING OLD TABLE AS removed
         FOR EACH STATEMENT EXECUTE FUNCTION followup_open_counts_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER followup_open_counts_truncate AFTER TRUNCATE ON followups
         FOR EACH STATEMENT EXECUTE FUNCTION followup_open_counts_track()`,
    );
    await queryRunner.query('SELECT followup_open_counts_rebuild()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER followup_open_counts_${event} ON followups`);
    }
    await queryRunner.query('DROP FUNCTION followup_open_counts_rebuild()');
    await queryRunner.query('DROP FUNCTION followup_open_counts_track()');
    await queryRunner.query('DROP TABLE followup_open_counts');
  }
}
