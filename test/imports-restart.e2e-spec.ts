import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Db } from '../src/database/db.js';
import { ContactImporter } from '../src/modules/imports/contact-importer.js';
import { GIVEN_UP_ERROR, ImportWorker } from '../src/modules/imports/import.worker.js';
import { signUp } from './support/factories.js';
import { untilWaitingOnLocks } from './support/row-lock.js';
import { createHash } from 'node:crypto';
import { csv, postImport, storedFiles, waitForImport } from './support/imports.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { useOwnDatabase } from './support/own-database.js';

const MAPPING = JSON.stringify({ Name: 'first_name', Email: 'email' });

/** `rows` new contacts; `padding` characters of an unmapped column make the file larger. */
function bigFile(rows: number, tag: string, padding = 0): string {
  const lines: string[][] = [['Name', 'Email', 'Note']];
  const note = 'ü'.repeat(padding);
  for (let i = 1; i <= rows; i++) lines.push([`P${i}`, `${tag}-${i}@restart.example`, note]);
  return csv(lines);
}

/** Instances on one database: `quiet` works no queue; workers are started per test. */

// Thousands of contacts: kept out of the run's shared database.
useOwnDatabase();

describe('imports across instances', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await startApp();
  });
  afterAll(async () => {
    await quiet.close();
  });

  async function tally(workspaceId: string) {
    const [row] = await quiet.db.query(
      `SELECT count(*)::int AS contacts, count(DISTINCT email)::int AS emails,
              (SELECT count(*)::int FROM stage_moves m WHERE m.workspace_id = $1 AND NOT m.is_demo) AS moves,
              (SELECT sum(contacts)::int FROM contact_stage_totals s WHERE s.workspace_id = $1 AND NOT s.is_demo) AS counted
         FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
      [workspaceId],
    );
    return row;
  }

  it('resumes an import on another instance after the first stops mid-import: exact counts, no row twice', async () => {
    const admin = await signUp(quiet, { premium: true });
    const first = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    // Two parts of about 1 MiB and a half: the resumed job reads them again from the first.
    const file = bigFile(12_000, 'r', 60);
    expect(Buffer.byteLength(file)).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await postImport(first, admin.email, { mapping: MAPPING }, file);
    expect(res.status).toBe(202);
    await waitForImport(
      first,
      admin.email,
      res.body.id,
      (b) => (b.counts as { processed: number }).processed >= 500,
    );
    // The stopping instance finishes its batch and hands the rest over.
    await first.close();
    const [stopped] = await quiet.db.query(
      `SELECT status, processed, created FROM imports WHERE id = $1`,
      [res.body.id],
    );
    expect(stopped.status).toBe('running');
    expect(stopped.processed).toBeLessThan(12_000);
    expect(stopped.processed % 500).toBe(0);
    expect(await tally(admin.workspaceId)).toMatchObject({ contacts: stopped.created });

    const second = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    try {
      const done = await waitForImport(second, admin.email, res.body.id);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: {
          rows: 12_000,
          processed: 12_000,
          created: 12_000,
          updated: 0,
          skipped: 0,
          failed: 0,
        },
      });
      expect(await tally(admin.workspaceId)).toEqual({
        contacts: 12_000,
        emails: 12_000,
        moves: 12_000,
        counted: 12_000,
      });
    } finally {
      await second.close();
    }
  }, 120_000);

  it('stores an upload in parts of about 1 MiB as it arrives; a worker reads them in order', async () => {
    const admin = await signUp(quiet, { premium: true });
    // Characters of two and four bytes, and quoted line breaks, across the parts' boundaries.
    const rows: string[][] = [['Name', 'Email', 'Company']];
    for (let i = 1; i <= 9_000; i++) {
      rows.push([`Zoë ${i} 🙂`, `p-${i}@parts.example`, `Müller\n${'ä'.repeat(180)} ${i}`]);
    }
    const file = csv(rows, { eol: '\r\n' });
    const mapping = JSON.stringify({ Name: 'first_name', Email: 'email', Company: 'company' });
    const res = await postImport(quiet, admin.email, { mapping }, file);
    expect(res.status).toBe(202);
    // No worker yet: the parts are as the upload stored them.
    const parts = await quiet.db.query<{ part: number; bytes: number; sha: string }[]>(
      `SELECT p.part, length(p.bytes) AS bytes, encode(sha256(string_agg(p.bytes, ''::bytea)
                OVER (ORDER BY p.part)), 'hex') AS sha
         FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id
        WHERE i.id = $1 ORDER BY p.part`,
      [res.body.id],
    );
    const size = Buffer.byteLength(file);
    expect(size).toBeGreaterThan(3 * 1024 * 1024);
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2, 3]);
    expect(parts.map((p) => p.bytes)).toEqual([
      1024 * 1024,
      1024 * 1024,
      1024 * 1024,
      size - 3 * 1024 * 1024,
    ]);
    expect(parts.at(-1)!.sha).toBe(createHash('sha256').update(file).digest('hex'));

    const worker = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    try {
      const done = await waitForImport(worker, admin.email, res.body.id);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: {
          rows: 9_000,
          processed: 9_000,
          created: 9_000,
          updated: 0,
          skipped: 0,
          failed: 0,
        },
      });
    } finally {
      await worker.close();
    }
    const contacts = await quiet.db.query<{ first_name: string; email: string; company: string }[]>(
      `SELECT first_name, email, company FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
      [admin.workspaceId],
    );
    const byEmail = new Map(contacts.map((c) => [c.email, c]));
    expect(byEmail.size).toBe(9_000);
    for (const [name, email, company] of rows.slice(1)) {
      expect(byEmail.get(email)).toEqual({ first_name: name, email, company });
    }
    expect(await storedFiles(quiet, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
  }, 120_000);

  it('finishes exactly on another instance an import whose worker process was killed mid-import', async () => {
    // Jobs that pg-boss takes back 4 s after their worker died (IMPORT_JOB_EXPIRY_SECONDS).
    const expiry = { IMPORT_JOB_EXPIRY_SECONDS: '4' };
    const uploader = await startApp(expiry);
    const admin = await signUp(uploader, { premium: true });
    const res = await postImport(uploader, admin.email, { mapping: MAPPING }, bigFile(6_000, 'k'));
    expect(res.status).toBe(202);
    await uploader.close();
    // The service as a process of its own, working the queue.
    const worker = spawn(
      process.execPath,
      ['--import', './test/support/typescript.mjs', 'src/main.ts'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          PORT: '0',
          DATABASE_URL: process.env.TEST_DATABASE_URL!,
          JOB_WORKER: 'inline',
          WEBHOOK_POLL_INTERVAL_MS: '500',
          ...expiry,
        },
        stdio: 'ignore',
      },
    );
    const exited = once(worker, 'exit');
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [row] = await quiet.db.query(`SELECT processed FROM imports WHERE id = $1`, [
          res.body.id,
        ]);
        if (row.processed >= 1_000) break;
        if (Date.now() > deadline) throw new Error('the worker process wrote no batch');
        await sleep(20);
      }
    } finally {
      worker.kill('SIGKILL');
      await exited;
    }
    const [killed] = await quiet.db.query(
      `SELECT status, processed, created FROM imports WHERE id = $1`,
      [res.body.id],
    );
    expect(killed.status).toBe('running');
    expect(killed.processed).toBeLessThan(6_000);
    expect(killed.processed % 500).toBe(0);
    // Only counted batches are written: a batch cut short by the kill was rolled back whole.
    expect(await tally(admin.workspaceId)).toMatchObject({ contacts: killed.created });

    const second = await startApp({
      JOB_WORKER: 'inline',
      WEBHOOK_POLL_INTERVAL_MS: '500',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      ...expiry,
    });
    try {
      const done = await waitForImport(second, admin.email, res.body.id, undefined, 90_000);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: {
          rows: 6_000,
          processed: 6_000,
          created: 6_000,
          updated: 0,
          skipped: 0,
          failed: 0,
        },
      });
      expect(await tally(admin.workspaceId)).toEqual({
        contacts: 6_000,
        emails: 6_000,
        moves: 6_000,
        counted: 6_000,
      });
    } finally {
      await second.close();
    }
  }, 180_000);

  it('writes each batch once when the same import runs in two workers at once', async () => {
    const admin = await signUp(quiet, { premium: true });
    const res = await postImport(quiet, admin.email, { mapping: MAPPING }, bigFile(3_000, 'twice'));
    const worker = quiet.app.get(ImportWorker);
    await Promise.all([worker.run(res.body.id), worker.run(res.body.id)]);
    const done = await waitForImport(quiet, admin.email, res.body.id);
    expect(done.counts).toEqual({
      rows: 3_000,
      processed: 3_000,
      created: 3_000,
      updated: 0,
      skipped: 0,
      failed: 0,
    });
    expect(await tally(admin.workspaceId)).toEqual({
      contacts: 3_000,
      emails: 3_000,
      moves: 3_000,
      counted: 3_000,
    });
  }, 60_000);

  it('counts a dry run once when a second worker starts it over while the first applies a batch', async () => {
    const admin = await signUp(quiet, { premium: true });
    const res = await postImport(
      quiet,
      admin.email,
      { mapping: MAPPING, dry_run: 'true' },
      bigFile(1_200, 'dry'),
    );
    const worker = quiet.app.get(ImportWorker);
    // The first worker's second batch stops inside its transaction until the gate opens.
    const importer = quiet.app.get(ContactImporter);
    const apply = importer.apply.bind(importer);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let batches = 0;
    const held = jest.spyOn(importer, 'apply').mockImplementation(async (...args) => {
      if (++batches === 2) await gate;
      return apply(...args);
    });
    try {
      const first = worker.run(res.body.id);
      while (batches < 2) await sleep(10);
      // The second starts the dry run over, from its first row, and waits for the job's turn.
      const second = worker.run(res.body.id);
      await untilWaitingOnLocks(quiet.db, 1);
      open();
      await Promise.all([first, second]);
    } finally {
      held.mockRestore();
    }
    const done = await waitForImport(quiet, admin.email, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { rows: 1_200, processed: 1_200, created: 1_200, updated: 0, failed: 0 },
    });
    expect(await tally(admin.workspaceId)).toMatchObject({ contacts: 0 });
  }, 60_000);

  it("counts a dry run to its end when a second worker starts it over before the first's end", async () => {
    const admin = await signUp(quiet, { premium: true });
    const res = await postImport(
      quiet,
      admin.email,
      { mapping: MAPPING, dry_run: 'true' },
      bigFile(1_200, 'late'),
    );
    const worker = quiet.app.get(ImportWorker);
    const db = quiet.app.get(Db);
    const importer = quiet.app.get(ContactImporter);
    // The first worker's end (its fourth transaction, after its three batches) and the second's
    // first batch (the fourth batch of all) each wait at a gate.
    let openEnd!: () => void;
    const end = new Promise<void>((resolve) => (openEnd = resolve));
    let openBatch!: () => void;
    const batch = new Promise<void>((resolve) => (openBatch = resolve));
    let transactions = 0;
    let batches = 0;
    const transaction = db.transaction.bind(db);
    const apply = importer.apply.bind(importer);
    const ending = jest.spyOn(db, 'transaction').mockImplementation(async (work) => {
      if (++transactions === 4) await end;
      return transaction(work);
    });
    const applying = jest.spyOn(importer, 'apply').mockImplementation(async (...args) => {
      if (++batches === 4) await batch;
      return apply(...args);
    });
    try {
      const first = worker.run(res.body.id);
      while (transactions < 4) await sleep(10);
      // The second starts the dry run over from its first row, and applies its first batch.
      const second = worker.run(res.body.id);
      while (batches < 4) await sleep(10);
      openEnd();
      // The first one's end, done or waiting for that batch to commit.
      let ended = false;
      void first.finally(() => (ended = true));
      for (;;) {
        const [waiting] = await quiet.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (ended || waiting.n > 0) break;
        await sleep(10);
      }
      openBatch();
      await Promise.all([first, second]);
    } finally {
      ending.mockRestore();
      applying.mockRestore();
    }
    const done = await waitForImport(quiet, admin.email, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { rows: 1_200, processed: 1_200, created: 1_200, updated: 0, failed: 0 },
    });
  }, 60_000);

  it('fails an import whose job used up its retries, with its error, instead of leaving it running', async () => {
    const admin = await signUp(quiet, { premium: true });
    const res = await postImport(quiet, admin.email, { mapping: MAPPING }, bigFile(1_200, 'gone'));
    // Its last try now: this job's next failure is final.
    await quiet.db.query(`UPDATE pgboss.job SET retry_limit = 0 WHERE data->>'importId' = $1`, [
      res.body.id,
    ]);
    // Every write of this workspace's contacts fails, as a database fault would.
    const trigger = `import_fault_${admin.workspaceId.replace(/-/g, '')}`;
    await quiet.db.query(
      `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'provoked'; END $$`,
    );
    await quiet.db.query(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON contacts_all FOR EACH ROW
         WHEN (NEW.workspace_id = '${admin.workspaceId}') EXECUTE FUNCTION ${trigger}()`,
    );
    const worker = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    try {
      const done = await waitForImport(worker, admin.email, res.body.id);
      expect(done).toMatchObject({
        status: 'failed',
        error: GIVEN_UP_ERROR,
        counts: { rows: 1_200, processed: 0, created: 0 },
        finished_at: expect.any(String),
      });
      expect(GIVEN_UP_ERROR).toBe(
        'The import stopped after its job failed on every retry (an error, or a worker that died); the rows counted were written, the rest were not',
      );
      expect(await tally(admin.workspaceId)).toMatchObject({ contacts: 0 });
      const [file] = await quiet.db.query(
        `SELECT file_id IS NULL AS dropped FROM imports WHERE id = $1`,
        [res.body.id],
      );
      expect(file).toEqual({ dropped: true });
      expect(await storedFiles(quiet, admin.workspaceId)).toEqual({ files: 0, parts: 0 });
    } finally {
      await worker.close();
      await quiet.db.query(`DROP TRIGGER ${trigger} ON contacts_all`);
      await quiet.db.query(`DROP FUNCTION ${trigger}()`);
    }
  }, 60_000);

  it('cancels a queued import: its job then writes nothing', async () => {
    const admin = await signUp(quiet, { premium: true });
    const res = await postImport(quiet, admin.email, { mapping: MAPPING }, bigFile(10, 'cancel'));
    const cancelled = await call(quiet, 'POST', `/imports/${res.body.id}/cancel`, {
      as: admin.email,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', finished_at: expect.any(String) });
    await quiet.app.get(ImportWorker).run(res.body.id);
    await sleep(10);
    expect(await tally(admin.workspaceId)).toMatchObject({ contacts: 0 });
    const again = await call(quiet, 'POST', `/imports/${res.body.id}/cancel`, { as: admin.email });
    expect(again.status).toBe(409);
  });
});
