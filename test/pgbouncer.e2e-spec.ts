import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { migrations } from '../migrations/index.js';
import { parseEnvironment } from '../src/config/environment.js';
import {
  answerWithinMs,
  dataSourceOptions,
  poolConnectionOptions,
} from '../src/database/data-source-options.js';
import { DatabasePool } from '../src/database/database-pool.js';
import { Db } from '../src/database/db.js';
import { MIGRATION_APPLICATION_NAME, MIGRATION_LOCK_KEY } from '../src/database/migrate.js';
import { preparedStatement, statement } from '../src/database/statement.js';
import {
  createContact,
  logInteraction,
  type Member,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { PgBouncer } from './support/pgbouncer.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';

const POOL_SIZE = '8';

/** The service behind PgBouncer in transaction mode, migrating over a direct URL. */
function pooledEnv(bouncer: PgBouncer, database?: string): Record<string, string> {
  const direct = new URL(process.env.TEST_DATABASE_URL!);
  if (database) direct.pathname = `/${database}`;
  return {
    DATABASE_URL: bouncer.url(database),
    DATABASE_MIGRATION_URL: direct.toString(),
    DATABASE_POOL_SIZE: POOL_SIZE,
  };
}

function poolOf(t: TestApp): pg.Pool {
  return t.app.get(DatabasePool);
}

type Loaded = Member & { contactIds: string[] };

const ROUNDS = 3;

/**
 * A premium workspace with a follow-up, so every list has something to read, and a contact per
 * round of load, so that no two stage changes wait on one row (that is another spec's subject).
 */
async function workspaceWithData(t: TestApp): Promise<Loaded> {
  const rep = await signUp(t, { premium: true });
  const contacts = await Promise.all(
    Array.from({ length: ROUNDS }, () =>
      createContact(t, rep.email, { first_name: 'Pooled', stage: 'lead' }),
    ),
  );
  await scheduleFollowup(t, rep.email, contacts[0].id);
  return { ...rep, contactIds: contacts.map((c) => c.id) };
}

/**
 * The reads the service sends as prepared statements when it may (see
 * prepared-statements.e2e-spec.ts), and writes, one of them a transaction, from several callers
 * at once: more requests than the service's pool has connections, and those more than the
 * pooler's.
 */
async function mixedLoad(t: TestApp, reps: Loaded[]) {
  const requests = reps.flatMap((rep, i) =>
    Array.from({ length: ROUNDS }, (_, round) => [
      call(t, 'GET', '/contacts', { as: rep.email, query: { limit: '5' } }),
      call(t, 'GET', '/contacts/dormant', { as: rep.email }),
      call(t, 'GET', '/board', { as: rep.email }),
      call(t, 'GET', '/board/stages/lead/contacts', { as: rep.email }),
      call(t, 'GET', '/agenda', { as: rep.email }),
      call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: `Load ${i}-${round}` },
      }),
      call(t, 'POST', `/contacts/${rep.contactIds[round]}/stage`, {
        as: rep.email,
        body: { stage: 'contacted' },
      }),
    ]),
  );
  return Promise.all(requests.flat());
}

describe('behind PgBouncer in transaction mode', () => {
  // No ignore_startup_parameters: with prepared statements off the service sends none it lacks.
  let bouncer: PgBouncer;

  beforeAll(async () => {
    bouncer = await PgBouncer.start({ poolSize: 2 });
  });
  afterAll(async () => {
    await bouncer?.stop();
  });

  describe('with DATABASE_PREPARED_STATEMENTS=false', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startApp(
        {
          ...pooledEnv(bouncer),
          DATABASE_PREPARED_STATEMENTS: 'false',
          DATABASE_LOCK_TIMEOUT_MS: '500',
          SQL_STATEMENT_COUNTER: 'true',
        },
        bouncer.url(),
      );
    });
    afterAll(async () => {
      await t?.close();
    });

    it('serves the formerly prepared reads and transactional writes of many callers without an error', async () => {
      const reps = await Promise.all([0, 1, 2].map(() => workspaceWithData(t)));
      const responses = await mixedLoad(t, reps);
      expect(responses.filter((res) => res.status !== 200).map((res) => res.text)).toEqual([]);
      expect(responses).toHaveLength(63);
      // Clients really shared the pooler's two server connections.
      expect(poolOf(t).totalCount).toBeGreaterThan(2);
      expect((await bouncer.serverPids()).length).toBeLessThanOrEqual(2);
      for (const [i, rep] of reps.entries()) {
        const rows = await t.db.query<{ first_name: string }[]>(
          `SELECT first_name FROM contacts
            WHERE workspace_id = $1 AND NOT is_demo AND first_name LIKE 'Load%' ORDER BY first_name`,
          [rep.workspaceId],
        );
        expect(rows.map((r) => r.first_name)).toEqual([0, 1, 2].map((r) => `Load ${i}-${r}`));
        const moved = await t.db.query<{ stage: string }[]>(
          'SELECT stage FROM contacts WHERE id = ANY($1)',
          [rep.contactIds],
        );
        expect(moved.map((r) => r.stage)).toEqual(['contacted', 'contacted', 'contacted']);
      }
    });

    it('sends no named statement, even for those declared prepared', async () => {
      // Six at once take six of the service's connections over the pooler's two: named, at
      // most two could succeed (as the last of these specs shows).
      const db = t.app.get(Db);
      const probe = preparedStatement<{ n: number }>('probe', 'SELECT 41 + 1 AS n');
      const answers = await Promise.all(Array.from({ length: 6 }, () => db.rows(probe)));
      expect(answers).toEqual(Array.from({ length: 6 }, () => [{ n: 42 }]));
    });

    it('holds the lock timeout on a transaction: a stage change waiting on a held row answers 503', async () => {
      const rep = await signUp(t, { premium: true });
      const contact = await createContact(t, rep.email, { stage: 'lead' });
      const blocker = await holdWorkspaceRow(rep.workspaceId);
      try {
        const res = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
          as: rep.email,
          body: { stage: 'contacted' },
        });
        // 55P03 can only come from the lock timeout set on the transaction: the server
        // connections have none (without it, the 5 s statement timeout would answer "did not
        // answer in time").
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body).toEqual({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'The record is being changed by another request; retry shortly',
          code: 'database_busy',
        });
      } finally {
        await release(blocker);
      }
      const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
        as: rep.email,
        body: { stage: 'contacted' },
      });
      expect([moved.status, moved.body.stage]).toEqual([200, 'contacted']);
    });

    it('leaves no timeout on the server connections it shares with other clients', async () => {
      await t.app.get(Db).transaction(async () => {});
      const other = new pg.Client({ connectionString: bouncer.url() });
      await other.connect();
      try {
        for (let i = 0; i < 4; i++) {
          const { rows } = await other.query<{ lock: string; statement: string }>(
            "SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement",
          );
          expect(rows).toEqual([{ lock: '0', statement: '0' }]);
        }
      } finally {
        await other.end();
      }
    });

    it('counts the statements of a request as it does on a direct connection', async () => {
      const direct = await startApp({ SQL_STATEMENT_COUNTER: 'true' });
      try {
        const counts: unknown[][] = [];
        for (const app of [t, direct]) {
          const rep = await signUp(app, { premium: true });
          // One statement on its own, then a transaction (its control statements counted too).
          const created = await call(app, 'POST', '/contacts', {
            as: rep.email,
            body: { first_name: 'Counted', stage: 'lead' },
          });
          const moved = await call(app, 'POST', `/contacts/${created.body.id}/stage`, {
            as: rep.email,
            body: { stage: 'contacted' },
          });
          expect([created.status, moved.status]).toEqual([200, 200]);
          counts.push([created.headers['x-sql-statements'], moved.headers['x-sql-statements']]);
        }
        expect(counts[0].every((count) => Number(count) > 0)).toBe(true);
        expect(counts[0]).toEqual(counts[1]);
      } finally {
        await direct.close();
      }
    });

    it('runs an idempotent write and replays it: its transaction opens and commits in one round trip each', async () => {
      const rep = await signUp(t, { premium: true });
      const send = () =>
        call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'Pooled once' },
          headers: { 'idempotency-key': "pooled 'once'" },
        });
      const first = await send();
      const again = await send();
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      const rows = await t.db.query<{ n: number; keys: number }[]>(
        `SELECT (SELECT count(*)::int FROM contacts WHERE workspace_id = $1 AND first_name = 'Pooled once') AS n,
                (SELECT count(*)::int FROM idempotency_keys WHERE workspace_id = $1 AND key = $2) AS keys`,
        [rep.workspaceId, "pooled 'once'"],
      );
      expect(rows).toEqual([{ n: 1, keys: 1 }]);
    });
  });

  describe('migrations over DATABASE_MIGRATION_URL', () => {
    const database = `crm_pgbouncer_${Date.now()}_${process.pid}`;
    let admin: pg.Client;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
    });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    it('serialise two instances starting at once through the pooler, on direct connections', async () => {
      const direct = new URL(process.env.TEST_DATABASE_URL!);
      direct.pathname = `/${database}`;
      const holder = new pg.Client({ connectionString: direct.toString() });
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const env = { ...pooledEnv(bouncer, database), DATABASE_PREPARED_STATEMENTS: 'false' };
      const starting = Promise.allSettled([0, 1].map(() => startApp(env, bouncer.url(database))));
      try {
        // Both wait for the lock, each on a connection of its own that is not the pooler's.
        const waiting = async () =>
          (
            await holder.query<{ pid: number; application_name: string }>(
              `SELECT a.pid, a.application_name FROM pg_locks l JOIN pg_stat_activity a USING (pid)
                WHERE l.locktype = 'advisory' AND l.objid = $1 AND NOT l.granted
                  AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              [MIGRATION_LOCK_KEY],
            )
          ).rows;
        let waiters = await waiting();
        while (waiters.length < 2) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          waiters = await waiting();
        }
        expect(waiters.map((w) => w.application_name)).toEqual([
          MIGRATION_APPLICATION_NAME,
          MIGRATION_APPLICATION_NAME,
        ]);
        const pooled = await bouncer.serverPids();
        expect(waiters.filter((w) => pooled.includes(w.pid))).toEqual([]);
      } finally {
        await holder.end();
      }
      const outcomes = await starting;
      const apps = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
        // Every migration applied once, by one of them; the other found nothing left to do.
        expect(await appliedMigrations(direct.toString())).toEqual(
          migrations.map((m) => m.name).sort(),
        );
        for (const app of apps) {
          const rep = await signUp(app, { premium: true });
          expect((await call(app, 'GET', '/contacts', { as: rep.email })).status).toBe(200);
        }
        // Nothing kept the lock: it was taken and given back on the direct connections.
        const { rows } = await admin.query<{ held: number }>(
          `SELECT count(*)::int AS held FROM pg_locks
            WHERE locktype = 'advisory' AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = $2)`,
          [MIGRATION_LOCK_KEY, database],
        );
        expect(rows).toEqual([{ held: 0 }]);
      } finally {
        for (const app of apps) await app.close();
      }
    });
  });

  describe("statements outside a transaction, with the timeouts as the role's defaults", () => {
    const database = `crm_pgbouncer_role_${Date.now()}_${process.pid}`;
    let admin: pg.Client;
    let t: TestApp;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      // What the deployment docs ask of the role the pooler connects as, for this database only.
      await admin.query(`ALTER ROLE CURRENT_USER IN DATABASE ${database} SET lock_timeout = 500`);
      t = await startApp(
        {
          ...pooledEnv(bouncer, database),
          DATABASE_PREPARED_STATEMENTS: 'false',
          DATABASE_LOCK_TIMEOUT_MS: '500',
        },
        bouncer.url(database),
      );
    });
    afterAll(async () => {
      await t?.close();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    it('answers 503 to a contact creation waiting on a held row', async () => {
      const rep = await signUp(t, { premium: true });
      const direct = new URL(process.env.TEST_DATABASE_URL!);
      direct.pathname = `/${database}`;
      const blocker = await holdWorkspaceRow(rep.workspaceId, direct.toString());
      try {
        // One statement, no transaction of the service's: the server connection's default holds.
        const res = await call(t, 'POST', '/contacts', {
          as: rep.email,
          body: { first_name: 'Held' },
        });
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          detail: 'The record is being changed by another request; retry shortly',
          code: 'database_busy',
        });
      } finally {
        await release(blocker);
      }
      expect(
        (await call(t, 'POST', '/contacts', { as: rep.email, body: { first_name: 'After' } }))
          .status,
      ).toBe(200);
    });
  });
});

/** Names of the applied migrations, in name order, read on a connection of the test's own. */
async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('behind PgBouncer in transaction mode, on server connections in another time zone', () => {
  // As behind a server whose default time zone is not UTC: PgBouncer asks its server connections
  // for New York's, which a client that says nothing of its own keeps.
  let bouncer: PgBouncer;
  let t: TestApp;

  beforeAll(async () => {
    bouncer = await PgBouncer.start({ poolSize: 2, serverTimeZone: 'America/New_York' });
    t = await startApp(
      { ...pooledEnv(bouncer), DATABASE_PREPARED_STATEMENTS: 'false' },
      bouncer.url(),
    );
  });
  afterAll(async () => {
    await t?.close();
    await bouncer?.stop();
  });

  it('runs every statement in UTC on whichever server connection it is handed, and leaves the others theirs', async () => {
    const zone = "SELECT current_setting('TimeZone') AS zone";
    const other = new pg.Client({ connectionString: bouncer.url() });
    await other.connect();
    try {
      for (let round = 0; round < 3; round++) {
        // Six of the service's connections over the pooler's two, then another client's.
        const zones = await Promise.all(
          Array.from({ length: 6 }, () => t.app.get(Db).one(statement<{ zone: string }>(zone))),
        );
        expect(zones).toEqual(Array.from({ length: 6 }, () => ({ zone: 'UTC' })));
        expect(await t.db.query(zone)).toEqual([{ zone: 'UTC' }]);
        expect((await other.query(zone)).rows).toEqual([{ zone: 'America/New_York' }]);
      }
    } finally {
      await other.end();
    }
  });

  it('pages through interactions of 1850, which New York wrote in local mean time, with its own cursors', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email);
    for (const at of ['1850-01-02T00:00:00Z', '1850-01-01T00:00:00Z']) {
      await logInteraction(t, rep.email, contact.id, { summary: at, occurred_at: at });
    }
    const first = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '1' },
    });
    const second = await call(t, 'GET', `/contacts/${contact.id}/interactions`, {
      as: rep.email,
      query: { limit: '1', cursor: first.body.next_cursor },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.items.map((i: { summary: string }) => i.summary)).toEqual([
      '1850-01-01T00:00:00Z',
    ]);
  });
});

describe('behind PgBouncer in transaction mode with prepared statements on (the default)', () => {
  // The timeouts and the time zone the service sends at connect must be let through for it to
  // connect at all (PgBouncer 1.18 takes no `options`).
  let bouncer: PgBouncer;
  let t: TestApp;
  /** The same service on a direct connection, to make data the pooled one may fail to. */
  let direct: TestApp;

  beforeAll(async () => {
    bouncer = await PgBouncer.start({
      poolSize: 2,
      ignoreStartupParameters: ['statement_timeout', 'lock_timeout', 'options'],
    });
    t = await startApp(pooledEnv(bouncer), bouncer.url());
    direct = await startApp();
  });
  afterAll(async () => {
    await direct?.close();
    await t?.close();
    await bouncer?.stop();
  });

  it("fails: one client's named statement meets another's server connection", async () => {
    const db = t.app.get(Db);
    const probe = preparedStatement<{ n: number }>('probe', 'SELECT 41 + 1 AS n');
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => db.rows(probe)));
    // A name is parsed once per server connection: of six clients over two, most fail (how many
    // depends on which server connection each is given, and on a busy machine the pooler may
    // open a fresh one meanwhile).
    const failures = outcomes.filter((o) => o.status === 'rejected');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    for (const failure of failures) {
      expect(String(failure.reason)).toMatch(
        /prepared statement "crm_[\w-]+" (already exists|does not exist)/,
      );
    }
  });

  it('answers 500 to some of the load the service serves without an error when they are off', async () => {
    const reps = await Promise.all([0, 1, 2].map(() => workspaceWithData(direct)));
    const responses = await mixedLoad(t, reps);
    expect(responses.filter((res) => res.status === 500).length).toBeGreaterThan(0);
  });
});

describe('pooler settings', () => {
  it('keep prepared statements on unless DATABASE_PREPARED_STATEMENTS=false', () => {
    expect(parseEnvironment({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(
      parseEnvironment({ DATABASE_PREPARED_STATEMENTS: 'false' }).DATABASE_PREPARED_STATEMENTS,
    ).toBe(false);
    expect(
      parseEnvironment({ DATABASE_PREPARED_STATEMENTS: 'true' }).DATABASE_PREPARED_STATEMENTS,
    ).toBe(true);
  });

  it('refuse DATABASE_MIGRATION_URL without DATABASE_URL, which it is the direct way to', () => {
    expect(() =>
      parseEnvironment({ DATABASE_MIGRATION_URL: 'postgres://postgres@db:5432/crm' }),
    ).toThrow(
      'DATABASE_MIGRATION_URL is the direct way to the database at DATABASE_URL; set DATABASE_URL too, or neither (embedded database)',
    );
    const env = parseEnvironment({
      DATABASE_URL: 'postgres://postgres@pgbouncer:6432/crm',
      DATABASE_MIGRATION_URL: 'postgres://postgres@db:5432/crm',
    });
    expect(env.DATABASE_MIGRATION_URL).toBe('postgres://postgres@db:5432/crm');
    expect(parseEnvironment({ DATABASE_MIGRATION_URL: '' }).DATABASE_MIGRATION_URL).toBeUndefined();
  });

  it("open every connection in UTC: a startup option after the URL's own, else a SET once connected", () => {
    const url = 'postgres://postgres@db:5432/crm?sslmode=disable&options=-c%20work_mem%3D5MB';
    const direct = poolConnectionOptions(url);
    expect(direct).toMatchObject({
      connectionString: 'postgres://postgres@db:5432/crm?sslmode=disable',
      options: '-c work_mem=5MB -c TimeZone=UTC',
    });
    expect(direct).not.toHaveProperty('onConnect');
    expect(poolConnectionOptions('postgres://postgres@db:5432/crm')).toMatchObject({
      connectionString: 'postgres://postgres@db:5432/crm',
      options: '-c TimeZone=UTC',
    });
    // TypeORM is given the URL its pool parses (over the options), less its own options.
    expect(dataSourceOptions(url)).toMatchObject({ url: direct.connectionString });
    const pooled = poolConnectionOptions(url, 20, undefined, false);
    expect(pooled).toMatchObject({ connectionString: url, onConnect: expect.any(Function) });
    expect(pooled).not.toHaveProperty('options');
  });

  it('send no timeouts at connect with prepared statements off, and the same options otherwise', () => {
    const timeouts = { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000 };
    const url = 'postgres://postgres@db:5432/crm';
    expect(dataSourceOptions(url, 20, timeouts, true)).toEqual(
      dataSourceOptions(url, 20, timeouts),
    );
    expect(dataSourceOptions(url, 20, timeouts).extra).toMatchObject({
      statement_timeout: 5_000,
      lock_timeout: 2_000,
    });
    const pooled = dataSourceOptions(url, 20, timeouts, false).extra as Record<string, unknown>;
    expect(pooled).not.toHaveProperty('statement_timeout');
    expect(pooled).not.toHaveProperty('lock_timeout');
    // The door's own pool opens its connections as TypeORM's does.
    for (const atConnect of [true, false]) {
      expect(poolConnectionOptions(url, 20, timeouts, atConnect)).toEqual({
        connectionString: url,
        ...dataSourceOptions(url, 20, timeouts, atConnect).extra,
      });
    }
    expect(poolConnectionOptions(url, 20, timeouts, false)).not.toHaveProperty('lock_timeout');
    // The door still gives up on a statement that never answers (its watchdog, either way).
    expect(answerWithinMs(timeouts)).toBe(6_000);
    expect(answerWithinMs({ statementTimeoutMs: 0, lockTimeoutMs: 0 })).toBeUndefined();
  });
});
