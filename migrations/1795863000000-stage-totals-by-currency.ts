import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The functions of migration ContactStageTotalsWriterShards, rewritten with the currency in the
 * key and the sums the weighted value needs; `down` restores what that migration's do.
 * A migration never imports another, so that changing one cannot change what an applied one does.
 */

/** The counter row of the writing connection's server process, one of 16. */
const WRITER_SHARD = 'pg_backend_pid() & 15';

interface Counters {
  /** The key one counter row is kept under, besides its shard. */
  key: string;
  /** Each summed column and the SQL expression of one contact's part in it. */
  sums: Record<string, string>;
}

const BY_CURRENCY: Counters = {
  key: 'workspace_id, is_demo, stage, owner_id, currency',
  sums: {
    contacts: '1',
    value_cents: 'value_cents',
    // The weighted value without the stage's probability, which settings may change at any time:
    // the value of the deals that take their stage's, and the value times the deal's own.
    stage_probability_value_cents: 'CASE WHEN probability IS NULL THEN value_cents ELSE 0 END',
    own_probability_weighted: 'value_cents * coalesce(probability, 0)',
  },
};

const WITHOUT_CURRENCY: Counters = {
  key: 'workspace_id, is_demo, stage, owner_id',
  sums: { contacts: '1', value_cents: 'value_cents' },
};

/** Adds the signed deltas of `rows` (a SELECT of the key, shard and sums) to the totals. */
function applyDeltas(c: Counters, rows: string): string {
  const sums = Object.keys(c.sums);
  return `INSERT INTO contact_stage_totals AS t (${c.key}, shard, ${sums.join(', ')})
      SELECT ${c.key}, shard, ${sums.map((s) => `sum(${s})`).join(', ')} FROM (${rows}) AS delta
       GROUP BY ${c.key}, shard
      HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')}
       -- One lock order for every statement, so concurrent writers never deadlock on counters.
       ORDER BY ${c.key}, shard
      ON CONFLICT ON CONSTRAINT contact_stage_totals_key DO UPDATE
         SET ${sums.map((s) => `${s} = t.${s} + excluded.${s}`).join(', ')}`;
}

function deltas(c: Counters, table: string, sign: '' | '-'): string {
  const parts = Object.entries(c.sums).map(([name, part]) => `${sign}(${part}) AS ${name}`);
  return `SELECT ${c.key}, ${WRITER_SHARD} AS shard, ${parts.join(', ')} FROM ${table}`;
}

function trackFunctionSql(c: Counters): string {
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${applyDeltas(c, deltas(c, 'added', ''))};
         ELSIF TG_OP = 'DELETE' THEN
           ${applyDeltas(c, deltas(c, 'removed', '-'))};
         ELSIF TG_OP = 'TRUNCATE' THEN
           TRUNCATE contact_stage_totals;
         ELSE
           ${applyDeltas(c, `${deltas(c, 'added', '')} UNION ALL ${deltas(c, 'removed', '-')}`)};
         END IF;
         RETURN NULL;
       END $$`;
}

/** The recount: everything in shard 0. */
function rebuildFunctionSql(c: Counters): string {
  const sums = Object.entries(c.sums);
  return `CREATE OR REPLACE FUNCTION contact_stage_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         LOCK TABLE contacts IN SHARE MODE;
         DELETE FROM contact_stage_totals;
         INSERT INTO contact_stage_totals (${c.key}, shard, ${sums.map(([s]) => s).join(', ')})
         SELECT ${c.key}, 0, ${sums.map(([, part]) => `sum(${part})`).join(', ')}
           FROM contacts
          GROUP BY ${c.key}
          ORDER BY ${c.key};
       END $$`;
}

/**
 * The stage counters learn currencies and probabilities, so a board column shows its value and
 * weighted value per currency (never converted) from a few counter rows, as it shows its count.
 * Each row is now per currency too, and also sums the value of the deals that take their stage's
 * probability and, for the others, value times their own probability: the weighted value is
 * `(own_probability_weighted + stage probability x stage_probability_value_cents) / 100`, so a
 * stage's probability can change in settings without a recount. The triggers stay
 * statement-level; an update that touches none of these columns still nets to zero.
 */
export class StageTotalsByCurrency1795863000000 implements MigrationInterface {
  name = 'StageTotalsByCurrency1795863000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals DROP CONSTRAINT contact_stage_totals_key,
         ADD currency text NOT NULL DEFAULT 'EUR',
         ADD stage_probability_value_cents bigint NOT NULL DEFAULT 0,
         ADD own_probability_weighted bigint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(trackFunctionSql(BY_CURRENCY));
    await queryRunner.query(rebuildFunctionSql(BY_CURRENCY));
    await queryRunner.query('SELECT contact_stage_totals_rebuild()');
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals ALTER currency DROP DEFAULT,
         ALTER stage_probability_value_cents DROP DEFAULT,
         ALTER own_probability_weighted DROP DEFAULT,
         ADD CONSTRAINT contact_stage_totals_key
           UNIQUE NULLS NOT DISTINCT (workspace_id, is_demo, stage, owner_id, currency, shard)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals DROP CONSTRAINT contact_stage_totals_key,
         DROP currency, DROP stage_probability_value_cents, DROP own_probability_weighted`,
    );
    await queryRunner.query(trackFunctionSql(WITHOUT_CURRENCY));
    await queryRunner.query(rebuildFunctionSql(WITHOUT_CURRENCY));
    await queryRunner.query('SELECT contact_stage_totals_rebuild()');
    await queryRunner.query(
      `ALTER TABLE contact_stage_totals ADD CONSTRAINT contact_stage_totals_key
         UNIQUE NULLS NOT DISTINCT (workspace_id, is_demo, stage, owner_id, shard)`,
    );
  }
}
