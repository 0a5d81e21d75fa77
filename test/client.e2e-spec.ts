import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { documentText, DOCUMENT_FILE, ROOT, TYPES_FILE } from '../scripts/client-artifacts.mjs';
import { parseEnvironment } from '../src/config/environment.js';
import { walkThroughTheApi } from './client/walk.js';
import { idleFor } from './support/factories.js';
import { startApp, type TestApp, uniqueEmail } from './support/test-app.js';

const REGENERATE = 'run `npm run client:generate` and commit clients/';
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** A program's exit code and everything it wrote. */
function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const pointer = (at: string, key: string) =>
  `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** JSON pointers to where two documents differ, at most `max`, in the served order. */
function differences(committed: unknown, served: unknown, at = '', found: string[] = []): string[] {
  const max = 8;
  if (found.length >= max) return found;
  if (
    isRecord(committed) &&
    isRecord(served) &&
    Array.isArray(committed) === Array.isArray(served)
  ) {
    const keys = new Set([...Object.keys(served), ...Object.keys(committed)]);
    for (const key of keys) {
      if (found.length >= max) break;
      if (!(key in committed)) found.push(`${pointer(at, key)} (new: not in ${DOCUMENT_FILE})`);
      else if (!(key in served)) found.push(`${pointer(at, key)} (gone: no longer served)`);
      else differences(committed[key], served[key], pointer(at, key), found);
    }
    if (found.length === 0 && Object.keys(committed).join() !== Object.keys(served).join()) {
      found.push(`${at || '/'} (its keys in another order)`);
    }
  } else if (!isDeepStrictEqual(committed, served)) {
    found.push(`${at || '/'} (was ${JSON.stringify(committed)}, is ${JSON.stringify(served)})`);
  }
  return found;
}

describe('the typed client in clients/', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // The default configuration, as `npm run client:generate` builds the document: its limits
    // are described there, and test apps turn the new workspaces per address off.
    const { RATE_LIMIT_PER_MINUTE, WORKSPACES_PER_ADDRESS_PER_HOUR } = parseEnvironment({});
    t = await startApp({
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      WORKSPACES_PER_ADDRESS_PER_HOUR: String(WORKSPACES_PER_ADDRESS_PER_HOUR),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it(`${DOCUMENT_FILE} is the document the service serves`, async () => {
    const served = await (await fetch(`${baseUrl}/openapi.json`)).json();
    const committedText = await readFile(join(ROOT, DOCUMENT_FILE), 'utf8');
    if (committedText === documentText(served)) return;
    let committed: unknown;
    try {
      committed = JSON.parse(committedText);
    } catch {
      committed = undefined;
    }
    const where =
      committed === undefined
        ? [`${DOCUMENT_FILE} is not JSON`]
        : differences(committed, served).concat(
            isDeepStrictEqual(committed, served) ? ['(the same content, written differently)'] : [],
          );
    throw new Error(
      `${DOCUMENT_FILE} differs from what the code serves at /openapi.json; ${REGENERATE}.\n` +
        `First differences:\n  ${where.join('\n  ')}`,
    );
  });

  it(`${TYPES_FILE} is what openapi-typescript makes of ${DOCUMENT_FILE}`, async () => {
    const generated = await run(['scripts/client-artifacts.mjs', 'types']);
    expect(generated.code).toBe(0);
    const committed = await readFile(join(ROOT, TYPES_FILE), 'utf8');
    if (committed !== generated.output) {
      const committedLines = committed.split('\n');
      const generatedLines = generated.output.split('\n');
      const line = committedLines.findIndex((text, i) => text !== generatedLines[i]);
      throw new Error(
        `${TYPES_FILE} differs from the types of ${DOCUMENT_FILE} at line ${line + 1}; ${REGENERATE}.\n` +
          `  committed: ${committedLines[line]}\n  generated: ${generatedLines[line]}`,
      );
    }
  });

  it('the walk and the generated types compile with tsc --strict, without a diagnostic', async () => {
    const compiled = await run([TSC, '-p', 'test/client/tsconfig.json', '--pretty', 'false']);
    expect(compiled).toEqual({ code: 0, output: '' });
  }, 120_000);

  it('refuses wrong calls at compile time: each line under a @ts-expect-error fails alone', async () => {
    const source = await readFile(join(ROOT, 'test/client/wrong-calls.ts'), 'utf8');
    const kept: string[] = [];
    const expected: number[] = [];
    let directive = false;
    for (const line of source.split('\n')) {
      if (line.trim().startsWith('// @ts-expect-error')) {
        directive = true;
        continue;
      }
      kept.push(line);
      if (directive) expected.push(kept.length);
      directive = false;
    }
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const dir = await mkdtemp(join(tmpdir(), 'crm-client-'));
    try {
      await writeFile(
        join(dir, 'wrong-calls.ts'),
        kept.join('\n').replace("'../../clients/index.js'", `'${ROOT}/clients/index.js'`),
      );
      await writeFile(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: join(ROOT, 'clients/tsconfig.json'), files: ['wrong-calls.ts'] }),
      );
      const compiled = await run([TSC, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false']);
      expect(compiled.code).not.toBe(0);
      const lines = [...compiled.output.matchAll(/^.*wrong-calls\.ts\((\d+),\d+\): error TS\d+/gm)];
      expect(lines.length).toBeGreaterThan(0);
      expect([...new Set(lines.map((m) => Number(m[1])))]).toEqual(expected);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('walks the API through the client over a real socket, with natural bodies', async () => {
    await walkThroughTheApi(baseUrl, uniqueEmail('client'), {
      idle: (contactId, days) => idleFor(t, contactId, days),
    });
  });

  it('sends an API key, not a bearer token, when given one', async () => {
    const { createPipelineCrmClient } = await import('../clients/index.js');
    const seen: Array<[string | null, string | null]> = [];
    const crm = createPipelineCrmClient(
      baseUrl,
      { apiKey: 'crm_test_key' },
      {
        fetch: (request: Request) => {
          seen.push([request.headers.get('x-api-key'), request.headers.get('authorization')]);
          return fetch(request);
        },
      },
    );
    const { response } = await crm.GET('/me');
    expect(seen).toEqual([['crm_test_key', null]]);
    // A key the service does not know is refused like a missing token.
    expect(response.status).toBe(401);
  });
});
