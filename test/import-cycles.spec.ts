import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * No file of src/ reaches itself through its imports. ESLint's import-x/no-cycle (`npm run lint`)
 * follows value imports only, as type-only ones vanish at compile time; a circle through types
 * still ties the files' design together, so this follows every import and export.
 */

const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The files of src/ that `file` imports or re-exports from, `import type` included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const target = resolve(dirname(file), name);
      const source = target.replace(/\.js$/, '.ts');
      return existsSync(source) ? source : target;
    })
    .filter((target) => target.startsWith(SRC));
}

/** The graph's strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(process.cwd(), member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports of src/', () => {
  const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    const withImports = [...graph.values()].filter((targets) => targets.length > 0);
    expect(withImports.length).toBeGreaterThan(graph.size / 2);
  });

  it('form no circle, through type-only imports either', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('would name the files of a circle', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    const c = join(SRC, 'c.ts');
    const circle = new Map([
      [a, [b]],
      [b, [a, c]],
      [c, []],
    ]);
    expect(cycles(circle)).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});
