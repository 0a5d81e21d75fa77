import type { Statement } from '../../src/database/statement.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = (...args: any[]) => Statement<unknown>;

/**
 * For every statement builder a `*.queries.ts` module exports, the arguments to build it with:
 * one or more sets, one for each shape the SQL can take (a filter on or off, a cursor or none).
 * The type requires an entry for every builder, so a new builder cannot miss the snapshot.
 */
export type SqlExamples<Queries> = {
  [K in keyof Queries as Queries[K] extends Builder ? K : never]: Queries[K] extends (
    ...args: infer Args
  ) => Statement<unknown>
    ? Args[]
    : never;
};

/** One feature's statements as checked-in text: each builder, each example, in export order. */
export function renderSnapshot(feature: {
  queries: Record<string, unknown>;
  examples: Record<string, unknown[][]>;
}): string {
  const sections: string[] = [];
  for (const [name, argsList] of Object.entries(feature.examples)) {
    const build = feature.queries[name] as Builder;
    argsList.forEach((args, i) => {
      const statement = build(...args);
      const header = [`-- ${name}${argsList.length > 1 ? ` (${i + 1})` : ''}`];
      if (statement.prepared) header.push(`-- prepared: ${statement.prepared}`);
      header.push(`-- values: ${JSON.stringify(statement.values)}`);
      sections.push(`${header.join('\n')}\n${dedent(statement.text)};\n`);
    });
  }
  return sections.join('\n');
}

/** Drops the indentation template literals give SQL: continuation lines indent by two. */
function dedent(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line, i) => (i === 0 ? line.trim() : `  ${line.trim()}`))
    .join('\n');
}
