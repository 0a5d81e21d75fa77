import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Feature code is in a transaction one way: `db.transaction((tx) => …)`, whatever the caller
 * sent. The request transaction an `Idempotency-Key` opens is the door's and the idempotency
 * interceptor's alone: nothing else opens one, so no service is written differently for it.
 */

const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('one way to be in a transaction', () => {
  it('leaves request transactions to the door and the idempotency interceptor', () => {
    const callers = sourceFiles(SRC)
      .filter((file) =>
        /\.(requestTransaction|asRequestTransaction)\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(SRC, file));
    expect(callers).toEqual(['core/idempotency/idempotency.interceptor.ts']);
  });
});
