import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { renderSnapshot } from './sql-examples.js';

/*
 * Every statement the service can send, as checked-in SQL: `test/sql/<feature>.sql` is rendered
 * from the builders of `<feature>.queries.ts` with the arguments of `<feature>.examples.ts`, so a
 * change to any statement shows in review. `npm run sql:snapshot` rewrites the files.
 */
const SNAPSHOT_DIR = join(process.cwd(), 'test', 'sql');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOT === '1';

function queriesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return queriesFiles(path);
    return entry.name.endsWith('.queries.ts') ? [path] : [];
  });
}

const features = queriesFiles(join(process.cwd(), 'src'))
  .map((path) => ({ path, name: basename(path, '.queries.ts') }))
  .sort((a, b) => a.name.localeCompare(b.name));

describe('SQL snapshot', () => {
  it('has one examples file for each *.queries.ts and no snapshot without one', () => {
    const names = features.map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const withoutExamples = features
      .filter(({ name }) => !existsSync(join(SNAPSHOT_DIR, `${name}.examples.ts`)))
      .map(({ path }) => relative(process.cwd(), path));
    expect(withoutExamples).toEqual([]);
    if (UPDATE) return;
    const snapshots = readdirSync(SNAPSHOT_DIR)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => basename(file, '.sql'));
    expect(snapshots.sort()).toEqual([...names].sort());
  });

  it.each(features.map((f) => [f.name]))('%s.sql matches the builders', async (name) => {
    const feature = (await import(`./${name}.examples.js`)) as Parameters<typeof renderSnapshot>[0];
    const rendered = renderSnapshot(feature);
    const file = join(SNAPSHOT_DIR, `${name}.sql`);
    if (UPDATE) writeFileSync(file, rendered);
    const stored = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (stored !== rendered) {
      throw new Error(
        `test/sql/${name}.sql differs from the statements its builders make; ` +
          'review the change and run `npm run sql:snapshot` to record it',
      );
    }
    expect(stored).toBe(rendered);
  });
});
