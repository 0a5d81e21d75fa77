import type pg from 'pg';
import { performance } from 'node:perf_hooks';
import { config } from './config.js';
import {
  type Counts,
  countsAt,
  CUSTOM_FIELDS_WORKSPACE_ID,
  DATASET_VERSION,
  LARGE_WORKSPACE_ID,
  LARGE_WORKSPACE_NAME,
  MEMBER_EMAILS,
  REPORT_WINDOW_GUARD_DAYS,
} from './dataset.js';
import { withClient } from './database.js';
import { seedCustomFieldsWorkspace, seedFilterableField } from './seed-custom-fields.js';
import { seedDeals } from './seed-deals.js';
import { seedTrashWorkspace } from './seed-trash.js';
import { STORED_TABLES } from '../src/modules/trash/trash-tables.js';
import { INTERACTION_TYPES } from '../src/modules/interactions/interactions.rules.js';

/*
 * Seeds the data set in SQL, set-based (INSERT ... SELECT FROM generate_series), never through
 * the API: a premium workspace with 100,000 contacts and 5 members, 1,999 small workspaces of 50
 * contacts (one in five premium with real rows, the others free with demo rows), 500,000
 * interactions and 50,000 follow-ups, at `BENCH_SCALE` 1 (`countsAt` for the others), and the
 * large workspace's twin with 20 custom fields, one of them filterable (`seed-custom-fields.ts`),
 * and the deals of both in two pipelines (`seed-deals.ts`).
 * Each part is one transaction that also writes its row in `bench_dataset`, so a part is either
 * entirely there or not at all, and a later run seeds only what is missing. A part drops the
 * secondary indexes of the tables it fills and builds them again once they are full, which takes
 * a fraction of the time that keeping them up to date row by row does.
 */

type Part =
  'core' | 'interactions' | 'followups' | 'custom_fields' | 'filterable_field' | 'deals' | 'trash';

export interface PartReport {
  part: Part;
  table: string;
  status: 'reused' | 'seeded';
  rows: number;
  seconds: number;
}

export interface DatasetReport {
  anchor: string;
  parts: PartReport[];
  seeded: boolean;
  seconds: number;
}

interface Marker {
  part: Part;
  version: number;
  scale: number;
  rows: string;
  seconds: string;
  anchor: Date;
  seeded_at: Date;
}

const MARKER_TABLE = `CREATE TABLE IF NOT EXISTS bench_dataset (
  part text PRIMARY KEY,
  version integer NOT NULL,
  table_name text,
  rows bigint NOT NULL,
  seconds numeric NOT NULL,
  anchor timestamptz NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  scale integer NOT NULL DEFAULT 1)`;

/** Why the stored data set cannot be reused, or null when it can (or there is none yet). */
export async function staleReason(url: string, scale: number): Promise<string | null> {
  return withClient(url, async (client) => {
    const markers = await readMarkers(client);
    if (markers.length === 0) return null;
    if (config.reseed) return 'BENCH_RESEED=true';
    const outdated = markers.find((m) => m.version !== DATASET_VERSION);
    if (outdated) return `data set version ${outdated.version}, now ${DATASET_VERSION}`;
    const otherScale = markers.find((m) => m.scale !== scale);
    if (otherScale) return `seeded at scale ${otherScale.scale}, now ${scale}`;
    const core = markers.find((m) => m.part === 'core');
    if (!core) return 'no core part';
    const ageHours = (Date.now() - core.seeded_at.getTime()) / 3_600_000;
    if (ageHours > config.maxDatasetAgeHours) {
      return `seeded ${ageHours.toFixed(0)} h ago (BENCH_DATASET_MAX_AGE_HOURS=${config.maxDatasetAgeHours})`;
    }
    return null;
  });
}

export async function seed(
  url: string,
  scale: number,
  log: (line: string) => void,
): Promise<DatasetReport> {
  const counts = countsAt(scale);
  return withClient(url, async (client) => {
    const started = performance.now();
    await client.query(MARKER_TABLE);
    const parts: PartReport[] = [];
    let markers = await readMarkers(client);
    const done = (part: Part) => markers.find((m) => m.part === part);

    const reuse = (part: Part, table: string, marker: Marker): PartReport => ({
      part,
      table,
      status: 'reused',
      rows: Number(marker.rows),
      seconds: Number(marker.seconds),
    });

    const core = done('core');
    if (core) parts.push(reuse('core', STORED_TABLES.contacts, core));
    else parts.push(await seedPart(client, 'core', scale, null, log, (c) => seedCore(c, counts)));
    markers = await readMarkers(client);
    const anchor = done('core')!.anchor;

    // The custom-field workspace last: it copies the large workspace's contacts, and a data set
    // stored before it existed gains it without seeding the other parts again; the same for its
    // filterable field, after it, and for the deals of both (seed-deals.ts), after the follow-ups.
    for (const [part, work] of [
      ['interactions', seedInteractions],
      ['followups', seedFollowups],
      ['custom_fields', seedCustomFieldsWorkspace],
      ['filterable_field', seedFilterableField],
      ['deals', seedDeals],
      ['trash', seedTrashWorkspace],
    ] as const) {
      const marker = done(part);
      if (marker) parts.push(reuse(part, PART_TABLES[part][0], marker));
      else
        parts.push(await seedPart(client, part, scale, anchor, log, (c, a) => work(c, a, counts)));
    }

    const seeded = parts.some((p) => p.status === 'seeded');
    if (seeded) {
      const t = performance.now();
      // VACUUM sets the visibility map as a maintained database has it; ANALYZE the statistics.
      await client.query('VACUUM (ANALYZE)');
      log(`  VACUUM (ANALYZE) ${seconds(t)} s`);
    }
    return { anchor: anchor.toISOString(), parts, seeded, seconds: seconds(started) };
  });
}

type PartWork = (client: pg.Client, anchor: Date) => Promise<number>;

/**
 * The tables each part fills, whose secondary indexes it builds once they are full: the tables
 * behind the views the service reads (STORED_TABLES), which hold the indexes.
 */
const PART_TABLES: Record<Part, string[]> = {
  core: [STORED_TABLES.contacts, STORED_TABLES.stage_moves],
  interactions: [STORED_TABLES.interactions],
  followups: [STORED_TABLES.followups],
  custom_fields: [STORED_TABLES.contacts],
  filterable_field: ['contact_field_values'],
  // Its updates read the stage moves and follow-ups by contact: their indexes stay.
  deals: [STORED_TABLES.contacts],
  trash: [STORED_TABLES.contacts],
};

async function seedPart(
  client: pg.Client,
  part: Part,
  scale: number,
  anchor: Date | null,
  log: (line: string) => void,
  work: PartWork,
): Promise<PartReport> {
  const started = performance.now();
  const table = PART_TABLES[part][0];
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    const indexes = await dropSecondaryIndexes(client, PART_TABLES[part]);
    // A lost bench database is seeded again; durability of each commit buys nothing here.
    await client.query('SET LOCAL synchronous_commit = off');
    // The rows reference each other by construction: skip the row-by-row foreign-key triggers
    // when allowed (superuser), which roughly halves the seeding time.
    if (await isSuperuser(client))
      await client.query('SET LOCAL session_replication_role = replica');
    await client.query('SELECT setseed(0.2026)');
    // The data set's "now": the start of the UTC day it is seeded in, so data sets seeded the
    // same day (scale 1 and 10 of one run) hold the same activity in the pipeline report's
    // period, whose bounds are whole days. The seeding SQL reads it as ANCHOR.
    const { rows } = await client.query<{ today: Date }>(
      `SELECT date_trunc('day', now(), 'UTC') AS today`,
    );
    const at = anchor ?? rows[0].today;
    await client.query(`SELECT set_config('bench.anchor', $1, true)`, [at.toISOString()]);
    const count = await work(client, at);
    const built = performance.now();
    for (const definition of indexes) await client.query(definition);
    log(`  ${part}: ${indexes.length} indexes built in ${seconds(built)} s`);
    const took = seconds(started);
    await client.query(
      `INSERT INTO bench_dataset (part, version, table_name, rows, seconds, anchor, scale)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [part, DATASET_VERSION, table, count, took, at, scale],
    );
    await client.query('COMMIT');
    log(`  ${part}: ${count.toLocaleString('en-US')} rows in ${took} s`);
    return { part, table, status: 'seeded', rows: count, seconds: took };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Drops the indexes of `tables` that back no constraint (the primary and unique keys stay) and
 * returns their definitions, to be run again once the rows are in.
 */
async function dropSecondaryIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
      ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  for (const { name } of rows) await client.query(`DROP INDEX public."${name}"`);
  return rows.map((r) => r.definition);
}

// prettier-ignore
const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Ana', 'Arjun', 'Bea', 'Bruno', 'Chen', 'Clara', 'Dario', 'Dmitri',
  'Elena', 'Emeka', 'Farah', 'Felix', 'Grace', 'Hana', 'Ines', 'Ivan', 'Jonas', 'Kai', 'Lena',
  'Leo', 'Lucia', 'Mateo', 'Maya', 'Nadia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Sara',
  'Sofia', 'Tariq', 'Tomas', 'Uma', 'Victor', 'Yara', 'Zoe',
];
/** 20 roots x 10 endings: 200 last names, each on 0.5 % of the contacts ("Lindqvist" is one). */
// prettier-ignore
const LAST_NAME_ROOTS = [
  'Ander', 'Berg', 'Carl', 'Dahl', 'Eke', 'Fors', 'Gran', 'Holm', 'Is', 'Jans', 'Karl', 'Lind',
  'Malm', 'Nord', 'Ols', 'Pers', 'Quist', 'Ros', 'Sand', 'Thor',
];
// prettier-ignore
const LAST_NAME_ENDINGS = ['son', 'berg', 'qvist', 'strom', 'gren', 'man', 'lund', 'dal', 'by', 'vik'];
// prettier-ignore
const COMPANY_WORDS = [
  'Acme', 'Apex', 'Birch', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo',
  'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Pioneer', 'Quarry', 'Redwood',
  'Summit', 'Tidal', 'Umber', 'Vertex', 'Willow', 'Xenon', 'Yonder', 'Zephyr', 'Atlas', 'Beacon',
  'Crest',
];
const COMPANY_KINDS = ['Labs', 'Systems', 'Group', 'Logistics', 'Health', 'Foods'];
const TITLES = ['CEO', 'CTO', 'Head of Sales', 'Buyer', 'Operations Manager', 'Founder'];

/** The data set's "now" in the seeding SQL (see seedPart): set for each part's transaction. */
const ANCHOR = `current_setting('bench.anchor')::timestamptz`;

/** Column expressions of a contact, over a row `r` carrying `n`, `created_at` and random draws r1..r4. */
const CONTACT_SELECT = `
  ($2::text[])[1 + r.n % 40],
  ($3::text[])[1 + (r.n / 40) % 20] || ($4::text[])[1 + (r.n / 800) % 10],
  lower(($2::text[])[1 + r.n % 40] || '.' || ($3::text[])[1 + (r.n / 40) % 20]
        || ($4::text[])[1 + (r.n / 800) % 10] || '.' || r.n || '@example.com'),
  '+1 555 ' || lpad((r.n % 10000000)::text, 7, '0'),
  ($5::text[])[1 + (r.n * 7) % 30] || ' ' || ($6::text[])[1 + (r.n * 13) % 6],
  ($7::text[])[1 + (r.n * 3) % 6],
  CASE WHEN r.r1 < 0.30 THEN 'lead' WHEN r.r1 < 0.50 THEN 'contacted'
       WHEN r.r1 < 0.65 THEN 'qualified' WHEN r.r1 < 0.75 THEN 'proposal'
       WHEN r.r1 < 0.80 THEN 'negotiation' WHEN r.r1 < 0.92 THEN 'won' ELSE 'lost' END,
  (round(r.r2 * 50000) * 100)::bigint,
  (CASE r.n % 10 WHEN 0 THEN '{vip}' WHEN 1 THEN '{referral}' WHEN 2 THEN '{vip,referral}'
        ELSE '{}' END)::text[],
  -- 70 % active in the last 13 days, the others idle for 15 days to a year (dormant at 14).
  greatest(r.created_at, CASE WHEN r.r3 < 0.7 THEN ${ANCHOR} - r.r4 * interval '13 days'
                              ELSE ${ANCHOR} - (15 + r.r4 * 365) * interval '1 day' END),
  r.created_at`;

const CONTACT_COLUMNS = `workspace_id, is_demo, owner_id, first_name, last_name, email, phone,
  company, title, stage, value_cents, tags, last_activity_at, created_at`;

const COUNTS_AT_SCALE_1 = countsAt(1);

const NAME_PARAMS = [
  FIRST_NAMES,
  LAST_NAME_ROOTS,
  LAST_NAME_ENDINGS,
  COMPANY_WORDS,
  COMPANY_KINDS,
  TITLES,
];

async function seedCore(client: pg.Client, counts: Counts): Promise<number> {
  let rows = 0;
  const count = async (sql: string, params: unknown[] = []) => {
    const result = await client.query(sql, params);
    rows += result.rowCount ?? 0;
  };
  await count(
    `INSERT INTO workspaces (id, name, is_premium, subscription_status, created_at)
     VALUES ($1, $2, true, 'active', ${ANCHOR} - interval '2 years')`,
    [LARGE_WORKSPACE_ID, LARGE_WORKSPACE_NAME],
  );
  // One in five small workspaces is premium (real rows); the others are free and read demo rows.
  await count(
    `INSERT INTO workspaces (name, is_premium, demo_seeded_at, created_at)
     SELECT 'Bench workspace ' || n, n % 5 = 0, CASE WHEN n % 5 = 0 THEN NULL ELSE ${ANCHOR} END,
            ${ANCHOR} - n * interval '1 hour'
       FROM generate_series(1, $1::int) AS n`,
    [counts.workspaces - 1],
  );
  await count(
    `INSERT INTO users (workspace_id, email, role)
     SELECT $1, email, CASE WHEN ord = 1 THEN 'admin' ELSE 'member' END
       FROM unnest($2::text[]) WITH ORDINALITY AS m(email, ord)`,
    [LARGE_WORKSPACE_ID, MEMBER_EMAILS],
  );
  await count(
    `INSERT INTO users (workspace_id, email, role)
     SELECT id, 'bench-admin-' || row_number() OVER (ORDER BY created_at) || '@bench.example.com',
            'admin'
       FROM workspaces WHERE id <> $1`,
    [LARGE_WORKSPACE_ID],
  );
  await count(
    `WITH members AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE workspace_id = $1),
     r AS MATERIALIZED (
       SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4,
              ${ANCHOR} - random() * interval '730 days' AS created_at
         FROM generate_series(1, $8::int) AS n)
     INSERT INTO contacts (${CONTACT_COLUMNS})
     SELECT $1, false, m.ids[1 + r.n % cardinality(m.ids)], ${CONTACT_SELECT}
       FROM r CROSS JOIN members m`,
    [LARGE_WORKSPACE_ID, ...NAME_PARAMS, COUNTS_AT_SCALE_1.largeContacts],
  );
  await count(
    `WITH r AS MATERIALIZED (
       SELECT w.id AS workspace_id, NOT w.is_premium AS is_demo, u.id AS owner_id,
              (row_number() OVER ())::int AS n,
              random() AS r1, random() AS r2, random() AS r3, random() AS r4,
              ${ANCHOR} - random() * interval '730 days' AS created_at
         FROM workspaces w
         JOIN users u ON u.workspace_id = w.id
        CROSS JOIN generate_series(1, $8::int) AS k
        WHERE w.id <> $1)
     INSERT INTO contacts (${CONTACT_COLUMNS})
     SELECT r.workspace_id, r.is_demo, r.owner_id, ${CONTACT_SELECT}
       FROM r`,
    [LARGE_WORKSPACE_ID, ...NAME_PARAMS, counts.contactsPerSmallWorkspace],
  );
  // The moves the API records: creation into the entry stage, then to the current stage, each
  // with its contact's owner, as the moves' trigger keeps it (migration StageMoveOwners).
  await count(
    `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at, owner_id)
     SELECT workspace_id, false, id, NULL, 'lead', owner_id, created_at, owner_id
       FROM contacts WHERE workspace_id = $1
     UNION ALL
     SELECT workspace_id, false, id, 'lead', stage, owner_id,
            created_at + (last_activity_at - created_at) / 2, owner_id
       FROM contacts WHERE workspace_id = $1 AND stage <> 'lead'`,
    [LARGE_WORKSPACE_ID],
  );
  if (counts.largeContacts > COUNTS_AT_SCALE_1.largeContacts) {
    rows += await seedLargeGrowth(client, counts.largeContacts);
  }
  // As a superuser the inserts above ran with triggers off (session_replication_role = replica),
  // the ones keeping the board's per-stage counters included: count those from the contacts, as
  // after any such load (for other users it recounts what the triggers already counted).
  await client.query('SELECT contact_stage_totals_rebuild()');
  return rows;
}

/**
 * The large workspace's contacts beyond its scale-1 count, drawn as the others, and their stage
 * moves, all before the pipeline report's default period (REPORT_WINDOW_GUARD_DAYS): created 32
 * to 730 days ago, their move to the current stage at the latest 32 days ago. Their activity
 * (dormancy, interactions, follow-ups) is spread as the others'. Returns the rows inserted.
 */
async function seedLargeGrowth(client: pg.Client, largeContacts: number): Promise<number> {
  const { rows } = await client.query<{ contacts: number; moves: number }>(
    `WITH members AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE workspace_id = $1),
     r AS MATERIALIZED (
       SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4,
              ${ANCHOR} - ($10::int + random() * (730 - $10::int)) * interval '1 day' AS created_at
         FROM generate_series($8::int + 1, $9::int) AS n),
     added AS (
       INSERT INTO contacts (${CONTACT_COLUMNS})
       SELECT $1, false, m.ids[1 + r.n % cardinality(m.ids)], ${CONTACT_SELECT}
         FROM r CROSS JOIN members m
       RETURNING id, owner_id, stage, created_at, last_activity_at),
     moves AS (
       INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at, owner_id)
       SELECT $1, false, id, NULL, 'lead', owner_id, created_at, owner_id FROM added
       UNION ALL
       SELECT $1, false, id, 'lead', stage, owner_id,
              least(created_at + (last_activity_at - created_at) / 2,
                    ${ANCHOR} - $10::int * interval '1 day'), owner_id
         FROM added WHERE stage <> 'lead'
       RETURNING 1)
     SELECT (SELECT count(*) FROM added)::int AS contacts, (SELECT count(*) FROM moves)::int AS moves`,
    [
      LARGE_WORKSPACE_ID,
      ...NAME_PARAMS,
      COUNTS_AT_SCALE_1.largeContacts,
      largeContacts,
      REPORT_WINDOW_GUARD_DAYS,
    ],
  );
  return rows[0].contacts + rows[0].moves;
}

/**
 * The contacts that interactions and follow-ups hang off, numbered from 0: the large
 * workspace's, or those of the small workspaces (the custom-field workspace has none).
 */
async function numberTargets(client: pg.Client, large: boolean): Promise<number> {
  await client.query('DROP TABLE IF EXISTS bench_targets');
  const { rowCount } = await client.query(
    `CREATE TEMP TABLE bench_targets ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY id) - 1)::int AS rn, id, workspace_id, is_demo, owner_id,
            created_at, last_activity_at
       FROM contacts WHERE ${large ? 'workspace_id = $1' : 'workspace_id <> ALL($1::uuid[])'}`,
    [large ? LARGE_WORKSPACE_ID : [LARGE_WORKSPACE_ID, CUSTOM_FIELDS_WORKSPACE_ID]],
  );
  return rowCount ?? 0;
}

/**
 * Interactions (migration Interactions): each contact gets its share, at times between its
 * creation and its last activity, logged by its owner.
 */
async function seedInteractions(client: pg.Client, _anchor: Date, counts: Counts): Promise<number> {
  let rows = 0;
  for (const [large, total] of [
    [true, counts.largeInteractions],
    [false, counts.interactions - counts.largeInteractions],
  ] as const) {
    const targets = await numberTargets(client, large);
    const result = await client.query(
      `WITH s AS MATERIALIZED (
         SELECT t.workspace_id, t.is_demo, t.id AS contact_id, t.owner_id, g.n,
                t.created_at + (t.last_activity_at - t.created_at) * random() AS at
           FROM generate_series(0, $1::int - 1) AS g(n)
           JOIN bench_targets t ON t.rn = g.n % $2::int)
       INSERT INTO interactions (workspace_id, is_demo, contact_id, type, summary, occurred_at,
                                 created_by, created_at)
       SELECT s.workspace_id, s.is_demo, s.contact_id, ($3::text[])[1 + s.n % cardinality($3::text[])],
              'Bench interaction ' || s.n, s.at, s.owner_id, s.at
         FROM s`,
      [total, targets, INTERACTION_TYPES],
    );
    rows += result.rowCount ?? 0;
  }
  return rows;
}

/**
 * Follow-ups (migration Followups), assigned to and scheduled by the contact's owner: 80 % done
 * in the past year (completed by the owner), 20 % open, due from 14 days before the anchor to 30
 * days after it (overdue, today and upcoming relative to the seeding).
 */
async function seedFollowups(client: pg.Client, anchor: Date, counts: Counts): Promise<number> {
  let rows = 0;
  for (const [large, total] of [
    [true, counts.largeFollowups],
    [false, counts.followups - counts.largeFollowups],
  ] as const) {
    const targets = await numberTargets(client, large);
    const result = await client.query(
      `WITH d AS MATERIALIZED (
         SELECT t.workspace_id, t.is_demo, t.id AS contact_id, t.owner_id, g.n,
                random() < 0.2 AS open, random() AS r0, random() AS r1, random() AS r2,
                $3::timestamptz AS anchor
           FROM generate_series(0, $1::int - 1) AS g(n)
           JOIN bench_targets t ON t.rn = (g.n * 7) % $2::int),
       s AS (
         SELECT d.*,
                CASE WHEN d.open THEN d.anchor + (d.r0 * 44 - 14) * interval '1 day'
                     ELSE d.anchor - d.r0 * interval '365 days' END AS at
           FROM d),
       f AS (
         SELECT s.*,
                CASE WHEN NOT s.open THEN least(s.at + s.r1 * interval '2 days', s.anchor) END
                  AS completed_at,
                least(s.at, s.anchor) - s.r2 * interval '10 days' AS created_at
           FROM s)
       INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
                              completed_at, completed_by, created_by, created_at, updated_at)
       SELECT f.workspace_id, f.is_demo, f.contact_id, f.owner_id, 'Bench follow-up ' || f.n,
              f.at, f.completed_at, CASE WHEN NOT f.open THEN f.owner_id END, f.owner_id,
              f.created_at, coalesce(f.completed_at, f.created_at)
         FROM f`,
      [total, targets, anchor],
    );
    rows += result.rowCount ?? 0;
  }
  // The open follow-ups' counters, as the board's: their triggers were off with the others.
  await client.query('SELECT followup_open_counts_rebuild()');
  return rows;
}

async function isSuperuser(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ super: boolean }>(
    `SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
  );
  return rows[0]?.super ?? false;
}

async function readMarkers(client: pg.Client): Promise<Marker[]> {
  const { rows } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('public.bench_dataset') IS NOT NULL AS present`,
  );
  if (!rows[0].present) return [];
  return (await client.query<Marker>(`SELECT * FROM bench_dataset`)).rows;
}

function seconds(since: number): number {
  return Math.round(performance.now() - since) / 1000;
}
