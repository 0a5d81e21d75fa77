import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DataSource, type DataSourceOptions, getMetadataArgsStorage } from 'typeorm';

/*
 * TypeORM's schema diff (the drift test in platform.e2e-spec.ts) compares an index's columns as a
 * set and ignores its WHERE, and it knows nothing of the indexes the migrations write in raw SQL
 * (expressions, trigram and GIN indexes, tables without an entity). This file reads the indexes
 * from both sides: what the entities declare, and what PostgreSQL built from the migrations.
 */

/** A data source or a query runner (in a transaction). */
type Queryable = { query(sql: string): Promise<unknown> };

/** An index as PostgreSQL has it after the migrations. */
export interface LiveIndex {
  table: string;
  name: string;
  /** Access method: btree, gin, ... */
  method: string;
  unique: boolean;
  primary: boolean;
  nullsNotDistinct: boolean;
  /** Key columns in order: a column's name, or an expression as PostgreSQL prints it. */
  columns: string[];
  /** INCLUDE columns. */
  include: string[];
  /** The partial index's predicate as PostgreSQL prints it, else null. */
  where: string | null;
  /** pg_get_indexdef: the whole definition (operator classes, ordering, storage parameters). */
  definition: string;
  /** `ALTER INDEX ... SET STATISTICS` on its (expression) columns: column number to target. */
  statistics: Record<number, number>;
}

/** An index as an entity declares it: `@Index`, `@Unique` or the primary key. */
export interface DeclaredIndex {
  /** The entity class, for the message. */
  entity: string;
  table: string;
  /** The index's name; for the primary key a label: it is looked up as its table's. */
  name: string;
  primary: boolean;
  /** Null when the entity names the index only (`synchronize: false`): the migrations own it. */
  columns: string[] | null;
  method: string;
  unique: boolean;
  /** As the entity writes it, or as PostgreSQL prints it after `normalisePredicates`. */
  where: string | null;
}

/**
 * Imports every `src/**\/*.entity.ts`, so that an entity no module registers is checked too, and
 * returns the entity classes TypeORM saw decorated.
 */
export async function loadEntities(): Promise<NonNullable<DataSourceOptions['entities']>> {
  const here = dirname(fileURLToPath(import.meta.url));
  const files = (readdirSync(join(here, '../../src'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.entity.ts'))
    .sort();
  for (const file of files) {
    const path = relative(here, join(here, '../../src', file)).replace(/\.ts$/, '.js');
    await import(path.startsWith('.') ? path : `./${path}`);
  }
  return getMetadataArgsStorage()
    .tables.filter((table) => table.type === 'regular')
    .map((table) => table.target);
}

/** What the entities of `dataSource` declare, predicates as written. */
export function declaredIndexes(dataSource: DataSource): DeclaredIndex[] {
  const declared: DeclaredIndex[] = [];
  for (const entity of dataSource.entityMetadatas) {
    if (entity.tableType !== 'regular') continue;
    const base = { entity: entity.targetName, table: entity.tableName };
    declared.push({
      ...base,
      name: `primary key of ${entity.tableName}`,
      primary: true,
      columns: entity.primaryColumns.map((column) => column.databaseName),
      method: 'btree',
      unique: true,
      where: null,
    });
    for (const index of entity.indices) {
      declared.push({
        ...base,
        name: index.name,
        primary: false,
        columns: index.synchronize ? index.columns.map((column) => column.databaseName) : null,
        method: index.type ?? (index.isSpatial ? 'gist' : 'btree'),
        unique: index.isUnique,
        where: index.where ?? null,
      });
    }
    for (const unique of entity.uniques) {
      declared.push({
        ...base,
        name: unique.name,
        primary: false,
        columns: unique.columns.map((column) => column.databaseName),
        method: 'btree',
        unique: true,
        where: null,
      });
    }
  }
  return declared;
}

/**
 * Rewrites each declared predicate as PostgreSQL prints it (`"accepted_at" IS NULL` becomes
 * `accepted_at IS NULL`, `status = 'active'` becomes `status = 'active'::text`), by building the
 * index on an empty temporary copy of its table and reading it back. All of it is rolled back.
 */
export async function normalisePredicates(
  dataSource: DataSource,
  declared: DeclaredIndex[],
): Promise<DeclaredIndex[]> {
  const runner = dataSource.createQueryRunner();
  await runner.startTransaction();
  try {
    const normalised: DeclaredIndex[] = [];
    for (const [i, index] of declared.entries()) {
      if (index.where === null || index.columns === null) {
        normalised.push(index);
        continue;
      }
      const probe = `index_probe_${i}`;
      await runner.query(`CREATE TEMPORARY TABLE ${probe} (LIKE "${index.table}")`);
      await runner.query(
        `CREATE INDEX ${probe}_idx ON ${probe} (${quoted(index.columns)}) WHERE ${index.where}`,
      );
      const [row] = (await runner.query(
        `SELECT pg_get_expr(indpred, indrelid, true) AS "where" FROM pg_index
          WHERE indexrelid = 'pg_temp.${probe}_idx'::regclass`,
      )) as { where: string }[];
      normalised.push({ ...index, where: row.where });
    }
    return normalised;
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

function quoted(columns: string[]): string {
  return columns.map((column) => `"${column}"`).join(', ');
}

/** Every index of the current schema (the one the migrations write to). */
export async function liveIndexes(db: Queryable): Promise<LiveIndex[]> {
  const rows = (await db.query(
    `SELECT t.relname AS "table", i.relname AS name, am.amname AS method,
            x.indisunique AS unique, x.indisprimary AS primary,
            x.indnullsnotdistinct AS "nullsNotDistinct", x.indnkeyatts AS "keyCount",
            ARRAY(SELECT coalesce(a.attname::text, pg_get_indexdef(x.indexrelid, k.n::int, true))
                    FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
                    LEFT JOIN pg_attribute a
                      ON a.attrelid = x.indrelid AND a.attnum = k.attnum AND k.attnum <> 0
                   ORDER BY k.n) AS columns,
            pg_get_expr(x.indpred, x.indrelid, true) AS "where",
            pg_get_indexdef(x.indexrelid) AS definition,
            coalesce((SELECT json_object_agg(s.attnum, s.attstattarget::int)
                        FROM pg_attribute s
                       WHERE s.attrelid = x.indexrelid AND s.attstattarget > 0), '{}') AS statistics
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_am am ON am.oid = i.relam
      WHERE t.relnamespace = current_schema()::regnamespace
      ORDER BY t.relname COLLATE "C", i.relname COLLATE "C"`,
  )) as (Omit<LiveIndex, 'include'> & { keyCount: number })[];
  return rows.map(({ keyCount, columns, ...index }) => ({
    ...index,
    columns: columns.slice(0, keyCount),
    include: columns.slice(keyCount),
  }));
}

function list(values: string[]): string {
  return `(${values.join(', ')})`;
}

/**
 * The differences between what the entities declare and what the database has, one message each,
 * naming the index. An index the entity names only (`synchronize: false`) must exist on its table;
 * its definition is the migrations' and the snapshot's (`test/sql/schema/indexes.sql`).
 */
export function compareIndexes(declared: DeclaredIndex[], live: LiveIndex[]): string[] {
  const faults: string[] = [];
  for (const want of declared) {
    const have = want.primary
      ? live.find((index) => index.table === want.table && index.primary)
      : live.find((index) => index.name === want.name);
    const where = `${want.name} (${want.entity})`;
    if (!have) {
      faults.push(`${where}: declared on the entity, not in the database`);
      continue;
    }
    if (have.table !== want.table) {
      faults.push(`${where}: on ${have.table} in the database, on ${want.table} on the entity`);
      continue;
    }
    if (want.columns === null) continue;
    const differ = (what: string, database: string, entity: string) => {
      if (database !== entity) {
        faults.push(`${where}: ${what} ${database} in the database, ${entity} on the entity`);
      }
    };
    differ('columns', list(have.columns), list(want.columns));
    differ('INCLUDE', list(have.include), list([]));
    differ('method', have.method, want.method);
    differ('unique', String(have.unique), String(want.unique));
    differ('NULLS NOT DISTINCT', String(have.nullsNotDistinct), 'false');
    differ('WHERE', have.where ?? '(none)', want.where ?? '(none)');
  }
  return faults;
}

/** The snapshot: every index's definition, table by table, as PostgreSQL prints it. */
export function renderIndexSnapshot(live: LiveIndex[], header: string[]): string {
  const lines = [...header];
  let table = '';
  for (const index of live) {
    if (index.table !== table) {
      table = index.table;
      lines.push('', `-- ${table}`);
    }
    lines.push(`${index.definition};`);
    for (const [column, target] of Object.entries(index.statistics)) {
      const name = /^[a-z_][a-z0-9_]*$/.test(index.name) ? index.name : `"${index.name}"`;
      lines.push(`ALTER INDEX ${name} ALTER COLUMN ${column} SET STATISTICS ${target};`);
    }
  }
  return lines.join('\n') + '\n';
}
