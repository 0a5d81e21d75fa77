import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { runMigrations } from '../../src/database/migrate.js';
import type { Statement } from '../../src/database/statement.js';
import { declaredRows, type DeclaredRow, describeColumns, rowMismatch } from './row-types.js';
import { loadEntities } from './schema-indexes.js';

/*
 * The row type each builder declares (`Statement<Row>`) against what PostgreSQL says its SQL
 * answers: every example of test/sql/<feature>.examples.ts is parsed and described on the
 * migrated schema (nothing runs), and the columns described must be the row's keys, all of its
 * required ones and none it does not declare. A renamed column or alias fails here, not in a
 * request. Builders that declare no row (`never`, `unknown`) are still parsed and described, so
 * their SQL is checked against the schema too.
 */
const ROOT = process.cwd();

function queriesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return queriesFiles(path);
    return entry.name.endsWith('.queries.ts') ? [path] : [];
  });
}

const files = queriesFiles(join(ROOT, 'src')).sort();

interface Feature {
  queries: Record<string, unknown>;
  examples: Record<string, unknown[][]>;
}

describe('row types of statements', () => {
  let db: DataSource;
  let client: pg.Client;
  let declared: Map<string, Map<string, DeclaredRow>>;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    db = new DataSource({ ...dataSourceOptions(url, 1), entities: await loadEntities() });
    await db.initialize();
    await runMigrations(db);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    declared = declaredRows(ROOT, files);
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await db?.destroy();
  });

  it('finds the declared rows of the builders', () => {
    const all = [...declared.values()].flatMap((builders) => [...builders.values()]);
    expect(all.filter((row) => row.kind === 'keys').length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [basename(file, '.queries.ts'), file]))(
    '%s: the columns PostgreSQL describes are the declared row',
    async (name, file) => {
      const feature = (await import(`./${name}.examples.js`)) as Feature;
      const builders = declared.get(file)!;
      const problems: string[] = [];
      for (const [builder, argsList] of Object.entries(feature.examples)) {
        const row = builders.get(builder);
        if (!row) {
          problems.push(`${builder}: no Statement return type found`);
          continue;
        }
        for (const [i, args] of argsList.entries()) {
          const build = feature.queries[builder] as (...args: unknown[]) => Statement<unknown>;
          const where = `${builder}${argsList.length > 1 ? ` (${i + 1})` : ''}`;
          let columns: string[];
          try {
            columns = await describeColumns(client, build(...args).text);
          } catch (error) {
            problems.push(`${where}: ${(error as Error).message}`);
            continue;
          }
          problems.push(...rowMismatch(row, columns).map((problem) => `${where}: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
