import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { runMigrations } from '../../src/database/migrate.js';
import { useOwnDatabase } from '../support/own-database.js';
import {
  compareIndexes,
  declaredIndexes,
  type DeclaredIndex,
  liveIndexes,
  type LiveIndex,
  loadEntities,
  normalisePredicates,
  renderIndexSnapshot,
} from './schema-indexes.js';

/*
 * The indexes the migrations build, checked two ways. Where an entity declares an index with its
 * columns, the database's must have those columns in that order, the same uniqueness and the same
 * WHERE. Every index (raw-SQL ones too: expressions, GIN, INCLUDE, tables without an entity) is
 * recorded in test/sql/schema/indexes.sql, so a changed index shows in review and a migration that
 * forgets one fails here. `npm run sql:snapshot` rewrites the file.
 */
const SNAPSHOT_FILE = 'test/sql/schema/indexes.sql';
const SNAPSHOT_PATH = join(process.cwd(), SNAPSHOT_FILE);
const UPDATE = process.env.UPDATE_SQL_SNAPSHOT === '1';
const HEADER = [
  '-- Every index of the schema the migrations build, as PostgreSQL prints it (pg_get_indexdef).',
  '-- Compared by test/sql/schema-indexes.e2e-spec.ts; `npm run sql:snapshot` rewrites it.',
  '-- A diff here is an index change: review it with the migration that makes it.',
];

// The schema of migrations alone, on a fresh database: nothing another spec did can show here.
useOwnDatabase();

describe('schema indexes', () => {
  let db: DataSource;
  let declared: DeclaredIndex[];
  let live: LiveIndex[];
  beforeAll(async () => {
    const options = dataSourceOptions(process.env.TEST_DATABASE_URL!, 2);
    db = new DataSource({ ...options, entities: await loadEntities() });
    await db.initialize();
    await runMigrations(db);
    declared = await normalisePredicates(db, declaredIndexes(db));
    live = await liveIndexes(db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
  });

  it('builds every index an entity declares with its columns in that order, its uniqueness and its WHERE', () => {
    const withColumns = declared.filter((index) => index.columns !== null);
    expect(withColumns.length).toBeGreaterThan(50);
    expect(withColumns.filter((index) => index.where !== null).length).toBeGreaterThan(5);
    expect(compareIndexes(declared, live)).toEqual([]);
  });

  it(`records every index in ${SNAPSHOT_FILE}`, () => {
    const rendered = renderIndexSnapshot(live, HEADER);
    if (UPDATE) {
      mkdirSync(dirname(SNAPSHOT_PATH), { recursive: true });
      writeFileSync(SNAPSHOT_PATH, rendered);
    }
    const stored = existsSync(SNAPSHOT_PATH) ? readFileSync(SNAPSHOT_PATH, 'utf8') : '';
    if (stored !== rendered) {
      const storedLines = new Set(stored.split('\n'));
      const renderedLines = new Set(rendered.split('\n'));
      throw new Error(
        [
          `${SNAPSHOT_FILE} differs from the indexes the migrations build (- file, + database):`,
          ...[...storedLines].filter((line) => !renderedLines.has(line)).map((l) => `- ${l}`),
          ...[...renderedLines].filter((line) => !storedLines.has(line)).map((l) => `+ ${l}`),
          'Review the change and run `npm run sql:snapshot` to record it.',
        ].join('\n'),
      );
    }
    expect(stored).toBe(rendered);
  });

  it('reports a migration that builds an index in another column order or with another WHERE', async () => {
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DROP INDEX contacts_list_idx');
      await runner.query(
        'CREATE INDEX contacts_list_idx ON contacts_all (workspace_id, is_demo, id, created_at) WHERE deleted_at IS NULL',
      );
      await runner.query('DROP INDEX followups_open_idx');
      await runner.query(
        'CREATE INDEX followups_open_idx ON followups_all (workspace_id, is_demo, scheduled_for, id) WHERE completed_at IS NOT NULL',
      );
      const changed = await liveIndexes(runner);
      // TypeORM's own diff sees neither: it compares the columns as a set and skips the WHERE.
      expect(compareIndexes(declared, changed)).toEqual([
        'contacts_list_idx (Contact): columns (workspace_id, is_demo, id, created_at) in the database, (workspace_id, is_demo, created_at, id) on the entity',
        'followups_open_idx (Followup): WHERE completed_at IS NOT NULL in the database, NOT in_trash AND completed_at IS NULL on the entity',
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

describe('compareIndexes', () => {
  const entity: DeclaredIndex = {
    entity: 'Contact',
    table: 'contacts',
    name: 'contacts_stage_idx',
    primary: false,
    columns: ['workspace_id', 'is_demo', 'stage'],
    method: 'btree',
    unique: false,
    where: null,
  };
  const database: LiveIndex = {
    table: 'contacts',
    name: 'contacts_stage_idx',
    method: 'btree',
    unique: false,
    primary: false,
    nullsNotDistinct: false,
    columns: ['workspace_id', 'is_demo', 'stage'],
    include: [],
    where: null,
    definition: '',
    statistics: {},
  };

  it('agrees when the definitions agree', () => {
    expect(compareIndexes([entity], [database])).toEqual([]);
  });

  it('names an index whose columns the database has in another order', () => {
    const reordered = { ...database, columns: ['is_demo', 'workspace_id', 'stage'] };
    expect(compareIndexes([entity], [reordered])).toEqual([
      'contacts_stage_idx (Contact): columns (is_demo, workspace_id, stage) in the database, (workspace_id, is_demo, stage) on the entity',
    ]);
  });

  it('names each other difference: INCLUDE, method, uniqueness, NULLS NOT DISTINCT, WHERE, an expression', () => {
    const other: LiveIndex = {
      ...database,
      columns: ['workspace_id', 'is_demo', 'lower(stage)'],
      include: ['value_cents'],
      method: 'gin',
      unique: true,
      nullsNotDistinct: true,
      where: 'stage IS NOT NULL',
    };
    expect(compareIndexes([entity], [other])).toEqual([
      'contacts_stage_idx (Contact): columns (workspace_id, is_demo, lower(stage)) in the database, (workspace_id, is_demo, stage) on the entity',
      'contacts_stage_idx (Contact): INCLUDE (value_cents) in the database, () on the entity',
      'contacts_stage_idx (Contact): method gin in the database, btree on the entity',
      'contacts_stage_idx (Contact): unique true in the database, false on the entity',
      'contacts_stage_idx (Contact): NULLS NOT DISTINCT true in the database, false on the entity',
      'contacts_stage_idx (Contact): WHERE stage IS NOT NULL in the database, (none) on the entity',
    ]);
  });

  it('names an index missing from the database or on another table, and checks a named-only one exists', () => {
    const namedOnly = { ...entity, name: 'contacts_search_trgm', columns: null };
    expect(compareIndexes([entity, namedOnly], [])).toEqual([
      'contacts_stage_idx (Contact): declared on the entity, not in the database',
      'contacts_search_trgm (Contact): declared on the entity, not in the database',
    ]);
    const elsewhere = { ...database, table: 'followups' };
    expect(compareIndexes([entity], [elsewhere])).toEqual([
      'contacts_stage_idx (Contact): on followups in the database, on contacts on the entity',
    ]);
    // Whatever the migrations made of it, a named-only index is the snapshot's to check.
    expect(compareIndexes([namedOnly], [{ ...database, name: 'contacts_search_trgm' }])).toEqual(
      [],
    );
  });

  it('finds the primary key by its table, whatever TypeORM named it', () => {
    const primary = { ...entity, name: 'primary key of contacts', primary: true, unique: true };
    const pk = { ...database, name: 'PK_b99c', primary: true, unique: true, columns: ['id'] };
    expect(compareIndexes([{ ...primary, columns: ['id'] }], [pk])).toEqual([]);
    expect(compareIndexes([{ ...primary, columns: ['workspace_id', 'id'] }], [pk])).toEqual([
      'primary key of contacts (Contact): columns (id) in the database, (workspace_id, id) on the entity',
    ]);
  });

  it('renders each table once, with the statistics targets set on index columns', () => {
    const trgm = {
      ...database,
      name: 'contacts_search_trgm',
      definition: 'CREATE INDEX contacts_search_trgm ON public.contacts USING gin (x)',
      statistics: { 2: 1000 },
    };
    const pk = { ...database, name: 'PK_b99c', definition: 'CREATE UNIQUE INDEX "PK_b99c" ON x' };
    expect(renderIndexSnapshot([pk, trgm], ['-- header'])).toBe(
      [
        '-- header',
        '',
        '-- contacts',
        'CREATE UNIQUE INDEX "PK_b99c" ON x;',
        'CREATE INDEX contacts_search_trgm ON public.contacts USING gin (x);',
        'ALTER INDEX contacts_search_trgm ALTER COLUMN 2 SET STATISTICS 1000;',
        '',
      ].join('\n'),
    );
  });
});
