import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Every list declares its order once with `src/database/keyset.ts`, which alone writes the row
 * comparison past a cursor and the LIMIT of one row more than the page. A statement writing
 * either by hand would decode, compare and page by rules of its own.
 */

const SRC = join(process.cwd(), 'src');
const KEYSET = 'src/database/keyset.ts';

/*
 * The one row comparison that is not a list's: the open follow-ups' counters are compacted in key
 * order with a nullable owner sorting last, which no row comparison expresses, by a worker that
 * keeps its cursor in memory.
 */
const NOT_A_LIST = new Set(['src/modules/followups/open-counts-compaction.queries.ts']);

/** `(a, b) < (`, `(a, b, c) >= ${…}`: a row comparison. */
const ROW_COMPARISON = /\((?:[\w.]+, )+[\w.]+\) [<>]=? (?:\(|\$\{)/;
/** `limit + 1`, `perStage + 1)`, `p.add(x.limit + 1)`: one row more than the page. */
const ONE_MORE = /\b(?:[lL]imit|[pP]erStage|[pP]age[sS]ize) \+ 1\b|p\.add\([^()]*\+ 1\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `file:line: text` of each line of src/ outside the keyset module that matches `pattern`. */
function linesMatching(pattern: RegExp, allowed: ReadonlySet<string> = new Set()): string[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(process.cwd(), path);
    if (file === KEYSET || allowed.has(file)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe('keyset pagination is written once', () => {
  it('recognises the hand-written shapes it forbids', () => {
    expect(ROW_COMPARISON.test('(c.created_at, c.id) < (${p.add(a)}::timestamptz')).toBe(true);
    expect(ROW_COMPARISON.test('WHERE (workspace_id, is_demo, hour) >= ${prefix}')).toBe(true);
    expect(ROW_COMPARISON.test('WHERE c.id = ${p.add(id)}')).toBe(false);
    expect(ONE_MORE.test('LIMIT ${p.add(filter.limit + 1)}')).toBe(true);
    expect(ONE_MORE.test('LIMIT ${p.add(board.perStage + 1)}')).toBe(true);
    expect(ONE_MORE.test('const limit = p.add(page.limit + 1);')).toBe(true);
    expect(ONE_MORE.test('r.next_index + 1')).toBe(false);
  });

  it('no statement outside the keyset module writes a row comparison', () => {
    expect(linesMatching(ROW_COMPARISON, NOT_A_LIST)).toEqual([]);
  });

  it('no statement outside the keyset module fetches one row more than the page', () => {
    expect(linesMatching(ONE_MORE)).toEqual([]);
  });
});
