import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The stage counters' and open follow-up counters' functions of migrations StageTotalsByCurrency
 * and FollowupOpenCounts, with what is in the trash left out; `down` restores theirs.
 * A migration never imports another, so that changing one cannot change what an applied one does.
 */

/** The counter row of the writing connection's server process, one of 16. */
const WRITER_SHARD = 'pg_backend_pid() & 15';

const STAGE_KEY = 'workspace_id, is_demo, stage, owner_id, currency';
const STAGE_SUMS: Record<string, string> = {
  contacts: '1',
  value_cents: 'value_cents',
  stage_probability_value_cents: 'CASE WHEN probability IS NULL THEN value_cents ELSE 0 END',
  own_probability_weighted: 'value_cents * coalesce(probability, 0)',
};

function stageTotalsTrackSql(live: string): string {
  const sums = Object.keys(STAGE_SUMS);
  const deltas = (table: string, sign: '' | '-') =>
    `SELECT ${STAGE_KEY}, ${WRITER_SHARD} AS shard, ${Object.entries(STAGE_SUMS)
      .map(([name, part]) => `${sign}(${part}) AS ${name}`)
      .join(', ')} FROM ${table}${live}`;
  const apply = (
    rows: string,
  ) => `INSERT INTO contact_stage_totals AS t (${STAGE_KEY}, shard, ${sums.join(', ')})
      SELECT ${STAGE_KEY}, shard, ${sums.map((s) => `sum(${s})`).join(', ')} FROM (${rows}) AS delta
       GROUP BY ${STAGE_KEY}, shard
      HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')}
       ORDER BY ${STAGE_KEY}, shard
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

function openCountsTrackSql(open: string): string {
  const rows = (table: string, delta: 1 | -1) =>
    `SELECT workspace_id, is_demo, ${HOUR} AS hour, owner_id, ${delta} AS open FROM ${table} WHERE ${open}`;
  const apply = (
    deltas: string,
  ) => `INSERT INTO followup_open_counts AS t (${OPEN_KEY}, shard, open)
      SELECT ${OPEN_KEY}, ${WRITER_SHARD}, sum(open) FROM (${deltas}) AS delta
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
 * The indexes live reads use, each as it was (`columns` and `where`, on its table) and now
 * leaving out the trash: the views add the same condition, so the planner uses them, and
 * trashed rows cost live reads nothing. The indexes on `contact_id` and the owner stay whole:
 * a purge's foreign keys and the trash's own marks read them.
 */
const LIVE_INDEXES: {
  name: string;
  table: string;
  using?: string;
  on: string;
  where?: string;
  live: string;
}[] = [
  {
    name: 'contacts_list_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, created_at, id',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_activity_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, last_activity_at, id',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_stage_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, stage, last_activity_at, value_cents',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_email_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, lower(email)',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_phone_key_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, phone_key',
    where: 'phone_key IS NOT NULL',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_search_trgm',
    table: 'contacts',
    using: 'gin',
    on: 'workspace_id, search_text gin_trgm_ops',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_tags_gin',
    table: 'contacts',
    using: 'gin',
    on: 'workspace_id, tags',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_close_date_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, expected_close_date',
    where: 'expected_close_date IS NOT NULL',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'contacts_closed_idx',
    table: 'contacts',
    on: 'workspace_id, is_demo, closed_at',
    where: 'closed_at IS NOT NULL',
    live: 'deleted_at IS NULL',
  },
  {
    name: 'followups_open_idx',
    table: 'followups',
    on: 'workspace_id, is_demo, scheduled_for, id',
    where: 'completed_at IS NULL',
    live: 'NOT in_trash',
  },
  {
    name: 'followups_open_owner_idx',
    table: 'followups',
    on: 'workspace_id, is_demo, owner_id, scheduled_for',
    where: 'completed_at IS NULL',
    live: 'NOT in_trash',
  },
  {
    name: 'followups_report_idx',
    table: 'followups',
    on: 'workspace_id, is_demo, scheduled_for',
    live: 'NOT in_trash',
  },
  {
    name: 'interactions_report_idx',
    table: 'interactions',
    on: 'workspace_id, is_demo, occurred_at',
    live: 'NOT in_trash',
  },
  {
    name: 'stage_moves_report_idx',
    table: 'stage_moves',
    on: 'workspace_id, is_demo, moved_at, to_stage, contact_id',
    live: 'NOT in_trash',
  },
  {
    name: 'sequence_enrollments_list_idx',
    table: 'sequence_enrollments',
    on: 'workspace_id, sequence_id, enrolled_at, id',
    live: 'NOT in_trash',
  },
];

function createIndex(index: (typeof LIVE_INDEXES)[number], table: string, live: boolean): string {
  const where = [live ? index.live : null, index.where].filter(
    (w) => w !== undefined && w !== null,
  );
  return `CREATE INDEX ${index.name} ON ${table} USING ${index.using ?? 'btree'} (${index.on})${
    where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
  }`;
}

/**
 * The foreign keys of the renamed tables (table, column, old name, new name): TypeORM names a
 * key after its table, so each takes the name the entity of the renamed table gives it.
 */
const FOREIGN_KEYS = [
  [
    'contacts_all',
    'workspace_id',
    'FK_a65be64e40ceb2856e46cb9f8a8',
    'FK_109e874104030d1e4b8b21172c4',
  ],
  ['contacts_all', 'owner_id', 'FK_ac270d32a01ee22d2e98a8f8532', 'FK_b731584f9296229eba50a6f4557'],
  [
    'stage_moves_all',
    'workspace_id',
    'FK_4dc23088f319cf13e2506298165',
    'FK_fe73e7c43c625bf03ac5eb4565e',
  ],
  [
    'stage_moves_all',
    'contact_id',
    'FK_dc141e867728ea3895ea1679835',
    'FK_88caa0d5c575634cd3eba4b23ff',
  ],
  [
    'stage_moves_all',
    'moved_by',
    'FK_07b02af64424bbef1d16c159a00',
    'FK_9742c6dcadbba68bab707d23286',
  ],
  [
    'sequence_enrollments_all',
    'workspace_id',
    'FK_bc995388d54bc3ff564c8a1f8c0',
    'FK_4340a8fd35c3886c63c1d4f0819',
  ],
  [
    'sequence_enrollments_all',
    'sequence_id',
    'FK_bdfab34adf29c4886384295c38d',
    'FK_9203cd0847463a25131dcb2afd5',
  ],
  [
    'sequence_enrollments_all',
    'contact_id',
    'FK_990c2ff1a3383c8a32c84c2b5cc',
    'FK_93071a52f95a86bb15689a2f6cf',
  ],
  [
    'sequence_enrollments_all',
    'enrolled_by',
    'FK_acb9b70853a3c1efb4d8ec60b53',
    'FK_38740e6caeb03f57e20f090af4c',
  ],
  [
    'followups_all',
    'workspace_id',
    'FK_e3106bf76445df7c695711a391f',
    'FK_769413b7364fb0f938540026faf',
  ],
  [
    'followups_all',
    'contact_id',
    'FK_c5e91d5f97adc53dfb5c3939fef',
    'FK_b2988d8a8344082775b5d946187',
  ],
  ['followups_all', 'owner_id', 'FK_2d7b2d971b7a3b698e0f22caf43', 'FK_73cd1f5c51eb3dcf1f0d1a02795'],
  [
    'followups_all',
    'completed_by',
    'FK_e9383257e5e77a12f0926f5ee58',
    'FK_a45420a3cdbd035442b40617766',
  ],
  [
    'followups_all',
    'created_by',
    'FK_7e4df1842b1ce3d1b8bb2b3260d',
    'FK_30de691d9afb19be062b512cf24',
  ],
  [
    'followups_all',
    'enrollment_id',
    'FK_6f6e840f60d2f7b82cba66aff5c',
    'FK_25981c1fe50305cecb72e2a7a55',
  ],
  [
    'interactions_all',
    'workspace_id',
    'FK_1c40400ddc65a82bdbef185104a',
    'FK_064100cfcf4d5c636d2b4dc80bf',
  ],
  [
    'interactions_all',
    'contact_id',
    'FK_95b8c949b2851f87e2e4d48c891',
    'FK_dd658bea160816a955a865fa097',
  ],
  [
    'interactions_all',
    'created_by',
    'FK_518b8d50df28e88c1c0b516993e',
    'FK_6470a33790e20827130934b8ff0',
  ],
] as const;

/** The records hanging from a contact, which go to the trash and come back with it. */
const HANGING = ['followups', 'interactions', 'stage_moves', 'sequence_enrollments'];

/**
 * The trash. A deleted contact keeps its row in `contacts_all`, with `deleted_at`, `deleted_by`
 * and the bulk operation that deleted it (so a bulk delete can be undone as one), and every
 * record hanging from it keeps its row too, marked `in_trash`. The names the service reads,
 * `contacts`, `followups`, `interactions`, `stage_moves` and `sequence_enrollments`, become
 * views of what is not in the trash: PostgreSQL updates a view of one table as the table itself,
 * so every statement of the service, and every one written later, sees only live records without
 * saying so. Only the trash's own statements name the tables.
 *
 * A trigger marks the hanging records as their contact goes in or out of the trash,
 * and the counters (the board's, the agenda's) count only what is live: a trashed contact leaves
 * its stage's totals and its open follow-ups leave the agenda's. A column added later to one of
 * these tables is added to its view with `CREATE OR REPLACE VIEW` (columns come last).
 */
export class ContactTrash1795864000000 implements MigrationInterface {
  name = 'ContactTrash1795864000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE workspaces ADD trash_retention_days integer NOT NULL DEFAULT 30
         CONSTRAINT workspaces_trash_retention_days_check CHECK (trash_retention_days BETWEEN 1 AND 365)`,
    );
    await queryRunner.query(
      `ALTER TABLE contacts ADD deleted_at timestamptz, ADD deleted_by uuid,
         ADD deleted_by_operation uuid`,
    );
    await queryRunner.query('ALTER TABLE contacts RENAME TO contacts_all');
    await queryRunner.query(
      'CREATE VIEW contacts AS SELECT * FROM contacts_all WHERE deleted_at IS NULL',
    );
    await queryRunner.query(
      `CREATE INDEX contacts_trash_idx ON contacts_all (workspace_id, is_demo, deleted_at, id)
         WHERE deleted_at IS NOT NULL`,
    );
    for (const table of HANGING) {
      await queryRunner.query(`ALTER TABLE ${table} ADD in_trash boolean NOT NULL DEFAULT false`);
      await queryRunner.query(`ALTER TABLE ${table} RENAME TO ${table}_all`);
      await queryRunner.query(
        `CREATE VIEW ${table} AS SELECT * FROM ${table}_all WHERE NOT in_trash`,
      );
    }
    for (const index of LIVE_INDEXES) {
      await queryRunner.query(`DROP INDEX ${index.name}`);
      await queryRunner.query(createIndex(index, `${index.table}_all`, true));
    }
    for (const [table, , from, to] of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} RENAME CONSTRAINT "${from}" TO "${to}"`);
    }
    // Where TypeORM keeps the generated search_text's expression, by table.
    await queryRunner.query(
      `UPDATE typeorm_metadata SET "table" = 'contacts_all' WHERE "table" = 'contacts'`,
    );
    // A row trigger with a column list and a condition, so no other update pays for it.
    const marks = HANGING.map(
      (table) => `UPDATE ${table}_all SET in_trash = NEW.deleted_at IS NOT NULL
                    WHERE contact_id = NEW.id;`,
    );
    await queryRunner.query(
      `CREATE FUNCTION contact_trash_follow() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         ${marks.join('\n         ')}
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_trash_follow AFTER UPDATE OF deleted_at ON contacts_all
         FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
         EXECUTE FUNCTION contact_trash_follow()`,
    );
    // A restored contact's filterable values are written anew: a field made filterable while it
    // was in the trash was filled from live contacts only.
    await queryRunner.query(
      `CREATE TRIGGER contact_field_values_restore AFTER UPDATE OF deleted_at ON contacts_all
         FOR EACH ROW WHEN (OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL)
         EXECUTE FUNCTION contact_field_values_track()`,
    );
    await queryRunner.query(stageTotalsTrackSql(' WHERE deleted_at IS NULL'));
    await queryRunner.query(openCountsTrackSql('completed_at IS NULL AND NOT in_trash'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // What is in the trash leaves for good: the tables before this migration have no trash.
    await queryRunner.query('DELETE FROM contacts_all WHERE deleted_at IS NOT NULL');
    await queryRunner.query(stageTotalsTrackSql(''));
    await queryRunner.query(openCountsTrackSql('completed_at IS NULL'));
    await queryRunner.query('DROP TRIGGER contact_field_values_restore ON contacts_all');
    await queryRunner.query('DROP TRIGGER contact_trash_follow ON contacts_all');
    await queryRunner.query('DROP FUNCTION contact_trash_follow()');
    for (const [table, , from, to] of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} RENAME CONSTRAINT "${to}" TO "${from}"`);
    }
    await queryRunner.query(
      `UPDATE typeorm_metadata SET "table" = 'contacts' WHERE "table" = 'contacts_all'`,
    );
    for (const index of LIVE_INDEXES) {
      await queryRunner.query(`DROP INDEX ${index.name}`);
      await queryRunner.query(createIndex(index, `${index.table}_all`, false));
    }
    for (const table of HANGING) {
      await queryRunner.query(`DROP VIEW ${table}`);
      await queryRunner.query(`ALTER TABLE ${table}_all RENAME TO ${table}`);
      await queryRunner.query(`ALTER TABLE ${table} DROP in_trash`);
    }
    await queryRunner.query('DROP VIEW contacts');
    await queryRunner.query('ALTER TABLE contacts_all RENAME TO contacts');
    await queryRunner.query('DROP INDEX contacts_trash_idx');
    await queryRunner.query(
      'ALTER TABLE contacts DROP deleted_at, DROP deleted_by, DROP deleted_by_operation',
    );
    await queryRunner.query('ALTER TABLE workspaces DROP trash_retention_days');
  }
}
