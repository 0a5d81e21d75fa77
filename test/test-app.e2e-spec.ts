import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const FIXTURE = 'test/fixtures/late-start.fixture.ts';

/** Jest on one fixture, in a process of its own, over this worker's database. */
function jestOn(fixture: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        join(ROOT, 'node_modules/jest/bin/jest.js'),
        '--runTestsByPath',
        fixture,
        '--testMatch',
        '**/test/fixtures/*.fixture.ts',
        '--globalSetup=',
        '--globalTeardown=',
        // An app left running would keep the process alive: the outcome file tells, not a hang.
        '--forceExit',
        '--ci',
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          // This worker's database, as it is: the fixture's process makes none of its own.
          TEST_DATABASE_PREFIX: '',
          ...env,
        },
      },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    );
  });
}

describe('useTestApp', () => {
  it('closes an app whose start outlived its hook, once it is up, in a hook with a timeout of its own', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'late-start-'));
    try {
      const outcome = join(dir, 'outcome.json');
      const output = await jestOn(FIXTURE, { FIXTURE_OUTCOME: outcome });
      // The fixture's start must have timed out, or it proves nothing.
      expect(output).toContain('Exceeded timeout of 1 ms for a hook');
      expect(JSON.parse(await readFile(outcome, 'utf8'))).toEqual({ up: true, closed: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
