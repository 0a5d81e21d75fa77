import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  EmbeddedDatabaseError,
  startEmbeddedDatabase,
} from '../src/database/embedded-database.mjs';

const OR_OWN = 'or DATABASE_URL to use your own PostgreSQL.';
const isRoot = process.getuid?.() === 0;

/** The service's entry, src/main.ts, as a process without DATABASE_URL; resolves when it ends. */
function runService(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', './test/support/typescript.mjs', 'src/main.ts'],
    {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  // A safety net only: a service that started after all would otherwise keep running.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    }),
  );
}

function listen(): Promise<net.Server> {
  return new Promise((done) => {
    const server = net.createServer();
    server.listen({ host: '127.0.0.1', port: 0 }, () => done(server));
  });
}

function portOf(server: net.Server): number {
  return (server.address() as net.AddressInfo).port;
}

async function rowsIn(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'crm-embedded-'));
    // Reachable by anyone; each test sets the mode of its own directory.
    chmodSync(dir, 0o755);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  describe('when it cannot start, the service ends with one line saying why and what to do', () => {
    it('names a taken EMBEDDED_DB_PORT', async () => {
      const taken = await listen();
      try {
        const port = portOf(taken);
        const run = await runService({
          EMBEDDED_DB_PORT: String(port),
          EMBEDDED_DB_DIR: join(dir, 'taken-port'),
        });
        expect(run.stderr).toBe(
          `The embedded PostgreSQL could not start: port ${port} is in use. Set EMBEDDED_DB_PORT to a free port, ${OR_OWN}\n`,
        );
        expect(run.stderr).not.toMatch(/^\s+at /m);
        expect(run.code).toBe(1);
      } finally {
        taken.close();
      }
    }, 90_000);

    it('names an EMBEDDED_DB_DIR that cannot be created', async () => {
      writeFileSync(join(dir, 'a-file'), '');
      const unusable = join(dir, 'a-file', 'pg');
      const free = await listen();
      const port = portOf(free);
      free.close();
      const run = await runService({ EMBEDDED_DB_PORT: String(port), EMBEDDED_DB_DIR: unusable });
      expect(run.stderr).toBe(
        `The embedded PostgreSQL could not start: its data directory ${unusable} cannot be created (a file is in the way). Set EMBEDDED_DB_DIR to a directory you can write, ${OR_OWN}\n`,
      );
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.code).toBe(1);
    }, 90_000);
  });

  // 0755: anyone can reach it. 0700: as root, the unprivileged user PostgreSQL runs as cannot,
  // so the data moves under /var/lib/pipeline-crm; an ordinary user owns it and keeps it there.
  it.each([
    ['0755', 0o755],
    ['0700', 0o700],
  ])(
    'keeps its data between runs, in a directory whose parent has mode %s',
    async (_label, mode) => {
      const parent = join(dir, `mode-${mode.toString(8)}`);
      mkdirSync(parent);
      chmodSync(parent, mode);
      const requested = join(parent, 'pg');
      const first = await startEmbeddedDatabase({ dir: requested, port: 0, database: 'crm_spec' });
      try {
        await rowsIn(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$one$$)');
      } finally {
        await first.stop();
      }
      const second = await startEmbeddedDatabase({ dir: requested, port: 0, database: 'crm_spec' });
      try {
        await expect(rowsIn(second.url, 'SELECT note FROM kept')).resolves.toEqual([
          { note: 'one' },
        ]);
        expect(second.dataDir).toBe(first.dataDir);
        if (isRoot && mode === 0o700) {
          expect(second.dataDir).toMatch(/^\/var\/lib\/pipeline-crm\/data\/pg-[0-9a-f]{12}$/);
        } else {
          expect(second.dataDir).toBe(requested);
        }
      } finally {
        await second.stop();
        rmSync(second.dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('names the server already serving the same data directory on the port', async () => {
    const running = await startEmbeddedDatabase({
      dir: join(dir, 'left-running'),
      port: 0,
      persistent: false,
    });
    try {
      const port = Number(new URL(running.url).port);
      const pid = readFileSync(join(running.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
      const again = startEmbeddedDatabase({ dir: join(dir, 'left-running'), port });
      await expect(again).rejects.toThrow(EmbeddedDatabaseError);
      await expect(again).rejects.toThrow(
        `The embedded PostgreSQL could not start: port ${port} is in use by an embedded PostgreSQL already serving ${running.dataDir} (PID ${pid}), maybe for another instance of the service. Stop that one (kill ${pid} if it was left behind), set EMBEDDED_DB_PORT to a free port, ${OR_OWN}`,
      );
    } finally {
      await running.stop();
    }
  }, 120_000);

  it("reports PostgreSQL's own refusal in one line", async () => {
    // A data directory that claims a cluster but holds none.
    const parent = join(dir, 'broken');
    mkdirSync(join(parent, 'pg'), { recursive: true, mode: 0o700 });
    chmodSync(parent, 0o755);
    writeFileSync(join(parent, 'pg', 'PG_VERSION'), '18\n');
    const failed = startEmbeddedDatabase({ dir: join(parent, 'pg'), port: 0 }).then(
      async (started) => {
        await started.stop();
        return 'started';
      },
      (error: unknown) => error,
    );
    const error = await failed;
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect((error as Error).message).toMatch(
      /^The embedded PostgreSQL could not start: postgres stopped: [^\n]+\. Check EMBEDDED_DB_DIR \([^\n]+\), or DATABASE_URL to use your own PostgreSQL\.$/,
    );
  }, 60_000);
});
