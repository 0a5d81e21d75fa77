import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Db, requestTransactionStorageEnabled } from '../src/database/db.js';
import { StatementNotAnswered } from '../src/database/statement-watchdog.js';
import { preparedStatement, statement } from '../src/database/statement.js';

/** The door to Postgres on its own, over a pool of the run's database, with a recording observer. */
describe('Db, the door to Postgres', () => {
  let pool: pg.Pool;
  let seen: string[];
  let db: Db;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 3 });
    seen = [];
    db = new Db(pool, { logQuery: (text: string) => seen.push(text) });
    await pool.query('CREATE TABLE IF NOT EXISTS door_probe (n int PRIMARY KEY)');
    await pool.query('TRUNCATE door_probe');
  });

  afterAll(async () => {
    await pool.query('DROP TABLE IF EXISTS door_probe');
    await pool.end();
  });

  const values = (n: number) =>
    statement<{ n: number }>('SELECT generate_series(1, $1::int) AS n', [n]);
  const stored = async () =>
    (await pool.query<{ n: number }>('SELECT n FROM door_probe ORDER BY n')).rows.map((r) => r.n);

  it('answers rows, one row, one row or none', async () => {
    expect(await db.rows(values(3))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await db.one(values(1))).toEqual({ n: 1 });
    expect(await db.oneOrNone(values(0))).toBeNull();
    expect(await db.oneOrNone(values(1))).toEqual({ n: 1 });
  });

  it("answers rows as objects of the statement's columns, whatever their names, alone, prepared or in a transaction", async () => {
    // pg reads these rows as arrays; the door makes an object of each (row-objects.ts).
    const odd = `SELECT $1::int AS n, 'x' AS "a""b", 'y' AS "two words", now() AS at, NULL AS nothing,
                        '{"k":1}'::jsonb AS doc, ARRAY['t'] AS tags, 1 AS twice, 2 AS twice`;
    const expected = {
      n: 7,
      'a"b': 'x',
      'two words': 'y',
      at: expect.any(Date),
      nothing: null,
      doc: { k: 1 },
      tags: ['t'],
      twice: 2,
    };
    expect(await db.one(statement(odd, [7]))).toEqual(expected);
    expect(await db.one(preparedStatement('probe', odd, [7]))).toEqual(expected);
    expect(await db.transaction((tx) => tx.one(statement(odd, [7])))).toEqual(expected);
    const rows = await db.rows(statement(`SELECT n, n * 2 AS m FROM generate_series(1, 3) AS n`));
    expect(rows).toEqual([
      { n: 1, m: 2 },
      { n: 2, m: 4 },
      { n: 3, m: 6 },
    ]);
    expect(Object.keys(rows[2])).toEqual(['n', 'm']);
  });

  it('keeps a column named __proto__ a column, not the prototype of its row', async () => {
    const row = await db.one(statement<Record<string, unknown>>(`SELECT 1 AS "__proto__", 2 AS n`));
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(1);
    expect(row.n).toBe(2);
  });

  it('treats a count other than the one asked for as a defect', async () => {
    await expect(db.one(values(0))).rejects.toThrow('expected one row, got 0');
    await expect(db.one(values(2))).rejects.toThrow('expected one row, got 2');
    await expect(db.oneOrNone(values(2))).rejects.toThrow('expected at most one row, got 2');
  });

  it('answers how many rows a write affected', async () => {
    const insert = statement('INSERT INTO door_probe SELECT generate_series(100, 104)');
    expect(await db.exec(insert)).toBe(5);
    expect(await db.exec(statement('DELETE FROM door_probe WHERE n >= 100'))).toBe(5);
    expect(await db.exec(statement('DELETE FROM door_probe WHERE n >= 100'))).toBe(0);
  });

  it('commits a transaction that succeeds and shows its control statements', async () => {
    seen.length = 0;
    await db.transaction(async (tx) => {
      expect(tx.inTransaction).toBe(true);
      await tx.exec(statement('INSERT INTO door_probe VALUES (1)'));
      // A nested transaction joins the outer one rather than opening its own.
      await tx.transaction((inner) => inner.exec(statement('INSERT INTO door_probe VALUES (2)')));
    });
    expect(db.inTransaction).toBe(false);
    expect(await stored()).toEqual([1, 2]);
    expect(seen).toEqual([
      'START TRANSACTION',
      'INSERT INTO door_probe VALUES (1)',
      'INSERT INTO door_probe VALUES (2)',
      'COMMIT',
    ]);
  });

  it('rolls back everything a failed transaction wrote, and rethrows', async () => {
    seen.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.exec(statement('INSERT INTO door_probe VALUES (3)'));
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await stored()).toEqual([1, 2]);
    expect(seen).toEqual(['START TRANSACTION', 'INSERT INTO door_probe VALUES (3)', 'ROLLBACK']);
    // The connection went back to the pool usable.
    expect(await db.one(values(1))).toEqual({ n: 1 });
  });

  describe('a stream', () => {
    const drain = async (stream: AsyncIterable<{ n: number }>) => {
      const rows: number[] = [];
      for await (const row of stream) rows.push(row.n);
      return rows;
    };

    it('answers every row through a cursor, in batches, in a read-only transaction that it ends', async () => {
      seen.length = 0;
      const stream = await db.stream(values(25), { batchSize: 10, maxDurationMs: 5_000 });
      expect(await drain(stream)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(seen).toEqual([
        'START TRANSACTION READ ONLY; SET LOCAL statement_timeout = 6000',
        'SELECT generate_series(1, $1::int) AS n',
        'COMMIT',
      ]);
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });

    it('fails before answering when the statement fails, and gives the connection back', async () => {
      await expect(
        db.stream(statement('SELECT 1 / 0 AS n'), { batchSize: 10, maxDurationMs: 5_000 }),
      ).rejects.toThrow('division by zero');
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });

    it('fails once a reader holds it past its deadline, and gives the connection back', async () => {
      const stream = await db.stream(values(100), { batchSize: 10, maxDurationMs: 300 });
      const failed = new Promise<Error>((resolve) => stream.once('error', resolve));
      expect(stream.read()).toEqual({ n: 1 });
      expect((await failed).message).toBe('stream read past its 300 ms');
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });

    it('reads on for longer than the statement timeout, which the server counts over all fetches', async () => {
      // Connections whose statements time out after 200 ms, as the service's do after 5 s.
      const timed = new pg.Pool({
        connectionString: process.env.TEST_DATABASE_URL,
        max: 1,
        options: '-c statement_timeout=200',
      });
      try {
        const door = new Db(timed, { logQuery: () => undefined });
        const stream = await door.stream(values(40), { batchSize: 10, maxDurationMs: 5_000 });
        const rows: unknown[] = [];
        // A reader taking 150 ms a batch: each fetch is quick, the whole read over 400 ms.
        for await (const row of stream) {
          rows.push(row);
          if (rows.length % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 150));
        }
        expect(rows).toHaveLength(40);
        // The connection goes back with the pool's own timeout, the transaction's having ended.
        expect((await timed.query('SHOW statement_timeout')).rows).toEqual([
          { statement_timeout: '200ms' },
        ]);
      } finally {
        await timed.end();
      }
    });

    it('refuses to run inside a transaction, where its cursor would hold the connection', async () => {
      await expect(
        db.transaction((tx) => tx.stream(values(1), { batchSize: 10, maxDurationMs: 5_000 })),
      ).rejects.toThrow('stream reads on a connection of its own, outside any transaction');
    });
  });

  describe('a request transaction', () => {
    const insert = (n: number) => statement(`INSERT INTO door_probe VALUES (${n})`);
    const LOCK = 'SELECT pg_try_advisory_xact_lock(4242) AS locked';
    const lock = statement<{ locked: boolean }>(LOCK);
    const opening = `START TRANSACTION; ${LOCK}; SAVEPOINT request`;
    const none = statement<{ n: number }>('SELECT 1 AS n WHERE false');

    it('opens with its guards and the savepoint in one round trip, and hands work each guard’s rows', async () => {
      seen.length = 0;
      const answered = await db.requestTransaction([lock], (tx, rows) => {
        expect(tx.inTransaction).toBe(true);
        return Promise.resolve(rows);
      });
      expect(answered).toEqual([[{ locked: true }]]);
      expect(seen).toEqual([opening, 'COMMIT']);

      seen.length = 0;
      const two = statement<{ n: number }>('SELECT generate_series(1, 2) AS n');
      const all = await db.requestTransaction([lock, none, two], (_tx, rows) =>
        Promise.resolve(rows),
      );
      expect(all).toEqual([[{ locked: true }], [], [{ n: 1 }, { n: 2 }]]);
      expect(seen).toEqual([
        `START TRANSACTION; ${LOCK}; ${none.text}; ${two.text}; SAVEPOINT request`,
        'COMMIT',
      ]);
    });

    it('runs a prepared guard with values in the opening as an EXECUTE, its values written as literals', async () => {
      const odd = `o'k\\'); DROP TABLE door_probe; -- $1 ø`;
      const echo = preparedStatement<{ v: string; n: number }>(
        'echoes',
        'SELECT $1::text AS v, $2::int AS n',
        [odd, -7],
      );
      const preparedHere = statement<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%$1::text AS v%'`,
      );
      for (let round = 0; round < 2; round += 1) {
        seen.length = 0;
        const answered = await db.requestTransaction([lock, echo], async (tx, rows) => ({
          rows,
          prepared: await tx.one(preparedHere),
        }));
        expect(answered.rows).toEqual([[{ locked: true }], [{ v: odd, n: -7 }]]);
        // Prepared once on its connection (a second PREPARE there would fail), not shown as a
        // statement.
        expect(answered.prepared).toEqual({ n: 1 });
        expect(seen[0]).toMatch(
          /^START TRANSACTION; SELECT pg_try_advisory_xact_lock\(4242\) AS locked; EXECUTE crm_sql_[0-9a-f]{32}\( E'o''k\\\\''\); DROP TABLE door_probe; -- \$1 ø', -7\); SAVEPOINT request$/,
        );
      }
      const nul = preparedStatement('echoes', 'SELECT $1::text AS v, $2::int AS n', ['a\0b', 1]);
      await expect(db.requestTransaction([nul], () => Promise.resolve())).rejects.toThrow(
        'a text value holds NUL, which PostgreSQL refuses',
      );
    });

    it('sends a guard it cannot write as an EXECUTE after the opening, and the savepoint after it', async () => {
      const unprepared = new Db(
        pool,
        { logQuery: (text: string) => seen.push(text) },
        {
          preparedStatements: false,
        },
      );
      const echo = preparedStatement<{ v: string }>('echoes', 'SELECT $1::text AS v', ['x']);
      for (const door of [unprepared, db]) {
        seen.length = 0;
        // Planned on every run: it stays a statement of its own, on any connection.
        const planned = statement<{ v: string }>('SELECT $1::text AS v', ['y']);
        const rows = await door.requestTransaction([lock, planned, none], (_tx, answered) =>
          Promise.resolve(answered),
        );
        expect(rows).toEqual([[{ locked: true }], [{ v: 'y' }], []]);
        expect(seen).toEqual([
          `START TRANSACTION; ${LOCK}`,
          'SELECT $1::text AS v',
          none.text,
          'SAVEPOINT request',
          'COMMIT',
        ]);
      }
      seen.length = 0;
      await unprepared.requestTransaction([lock, echo], (tx) => tx.commitWith(echo));
      expect(seen).toEqual([
        `START TRANSACTION; ${LOCK}`,
        'SELECT $1::text AS v',
        'SAVEPOINT request',
        'SELECT $1::text AS v',
        'COMMIT',
      ]);
    });

    it('gives each guard a snapshot of its own: a read after a lock sees what its holder committed', async () => {
      await pool.query('TRUNCATE door_probe');
      const holder = await pool.connect();
      try {
        await holder.query('START TRANSACTION');
        await holder.query('SELECT pg_advisory_xact_lock(4343)');
        await holder.query('INSERT INTO door_probe VALUES (50)');
        const opened = db.requestTransaction(
          [
            statement('SELECT pg_advisory_xact_lock(4343)'),
            statement<{ n: number }>('SELECT n FROM door_probe'),
          ],
          (_tx, [, probed]) => Promise.resolve(probed),
        );
        // The opening waits on the lock; the holder commits its row and lets go.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await holder.query('COMMIT');
        expect(await opened).toEqual([{ n: 50 }]);
      } finally {
        holder.release();
      }
    });

    it('carries every statement of its async context, and a nested transaction is a savepoint', async () => {
      await pool.query('TRUNCATE door_probe');
      seen.length = 0;
      await db.requestTransaction([lock], (tx) =>
        tx.asRequestTransaction(async () => {
          // Through the singleton, as a service sends: joins the request's transaction.
          await db.exec(insert(10));
          expect(await stored()).toEqual([]);
          await expect(
            db.transaction(async (inner) => {
              await inner.exec(insert(11));
              throw new Error('inner failed');
            }),
          ).rejects.toThrow('inner failed');
          await db.transaction((inner) => inner.exec(insert(12)));
          // Side by side, as Promise.all in a service: queued on the one connection.
          await Promise.all([db.rows(values(2)), db.rows(values(3))]);
        }),
      );
      expect(await stored()).toEqual([10, 12]);
      // The request's savepoint is left for the COMMIT to release: one round trip fewer.
      expect(seen).toEqual([
        opening,
        'INSERT INTO door_probe VALUES (10)',
        'SAVEPOINT nested_1',
        'INSERT INTO door_probe VALUES (11)',
        'ROLLBACK TO SAVEPOINT nested_1',
        'SAVEPOINT nested_2',
        'INSERT INTO door_probe VALUES (12)',
        'RELEASE SAVEPOINT nested_2',
        'SELECT generate_series(1, $1::int) AS n',
        'SELECT generate_series(1, $1::int) AS n',
        'COMMIT',
      ]);
    });

    it('undoes what was written after the opening when the request throws, keeping the transaction and its guard’s lock', async () => {
      await pool.query('TRUNCATE door_probe');
      const lockedElsewhere = async () => {
        const other = await pool.connect();
        try {
          return (await other.query<{ locked: boolean }>(LOCK)).rows[0].locked;
        } finally {
          other.release();
        }
      };
      await db.requestTransaction([lock], async (tx) => {
        await tx.exec(insert(20));
        await expect(
          tx.asRequestTransaction(async () => {
            await db.exec(insert(21));
            throw new Error('request failed');
          }),
        ).rejects.toThrow('request failed');
        // The lock was taken before the savepoint: rolling back to it keeps the lock.
        expect(await lockedElsewhere()).toBe(false);
        await tx.exec(insert(22));
      });
      // 20 was sent after the savepoint too (the opening round trip sets it): undone with 21.
      expect(await stored()).toEqual([22]);
      expect(await lockedElsewhere()).toBe(true);
    });

    it('hands statements back to the pool once the request is over', async () => {
      await pool.query('TRUNCATE door_probe');
      let later: (() => Promise<number>) | undefined;
      await db.requestTransaction([lock], async (tx) => {
        await tx.asRequestTransaction(() => {
          later = () => db.exec(insert(30));
          return Promise.resolve();
        });
        await tx.exec(insert(31));
        // Sent from the request's async context after its part ended: autocommitted on a pooled
        // connection, so visible before the transaction (holding 31) commits.
        expect(await later!()).toBe(1);
        expect(await stored()).toEqual([30]);
      });
      expect(await stored()).toEqual([30, 31]);
    });

    it('keeps the storage on while any request transaction is open, and turns it off after the last', async () => {
      await pool.query('TRUNCATE door_probe');
      const noLock = statement<{ ok: boolean }>('SELECT true AS ok');
      let finishFirst!: () => void;
      const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve));
      let secondStarted!: () => void;
      const secondIsIn = new Promise<void>((resolve) => (secondStarted = resolve));
      expect(requestTransactionStorageEnabled()).toBe(false);
      const first = db.requestTransaction([noLock], (tx) =>
        tx.asRequestTransaction(async () => {
          await db.exec(insert(40));
          await firstMayFinish;
        }),
      );
      const second = db.requestTransaction([noLock], (tx) =>
        tx.asRequestTransaction(async () => {
          secondStarted();
          await first;
          // The first is over: this one's statements still join its own transaction.
          expect(requestTransactionStorageEnabled()).toBe(true);
          await db.exec(insert(41));
          expect(await stored()).toEqual([40]);
        }),
      );
      await secondIsIn;
      expect(requestTransactionStorageEnabled()).toBe(true);
      finishFirst();
      await second;
      expect(await stored()).toEqual([40, 41]);
      expect(requestTransactionStorageEnabled()).toBe(false);
    });

    it('commits with its last statement in one round trip, and rolls back when that statement fails', async () => {
      await pool.query('TRUNCATE door_probe');
      seen.length = 0;
      let written: number | undefined;
      await db.requestTransaction([lock], async (tx) => {
        await tx.asRequestTransaction(() => db.exec(insert(60)));
        written = await tx.commitWith(statement('INSERT INTO door_probe VALUES (61), (62)'));
        await expect(tx.exec(insert(63))).rejects.toThrow(
          'the transaction has committed: nothing more is sent on it',
        );
      });
      expect(written).toBe(2);
      expect(seen).toEqual([
        opening,
        'INSERT INTO door_probe VALUES (60)',
        'INSERT INTO door_probe VALUES (61), (62); COMMIT',
      ]);
      expect(await stored()).toEqual([60, 61, 62]);

      // The last statement fails: the server skips the COMMIT, and the door rolls back.
      await expect(
        db.requestTransaction([lock], async (tx) => {
          await tx.asRequestTransaction(() => db.exec(insert(64)));
          await tx.commitWith(statement('INSERT INTO door_probe VALUES (1 / 0)'));
        }),
      ).rejects.toThrow('division by zero');
      expect(await stored()).toEqual([60, 61, 62]);
      expect(pool.totalCount - pool.idleCount).toBe(0);

      await expect(db.commitWith(insert(65))).rejects.toThrow(
        'commitWith ends a transaction, outside its savepoints',
      );
      await expect(
        db.requestTransaction([lock], (tx) =>
          tx.asRequestTransaction(() => tx.commitWith(insert(66))),
        ),
      ).rejects.toThrow('commitWith ends a transaction, outside its savepoints');
      // Any transaction may end so.
      await expect(db.transaction((tx) => tx.commitWith(insert(67)))).resolves.toBe(1);
      // With values, prepared: an EXECUTE with the COMMIT.
      seen.length = 0;
      const valued = preparedStatement('an insert', 'INSERT INTO door_probe VALUES ($1)', [68]);
      await expect(db.transaction((tx) => tx.commitWith(valued))).resolves.toBe(1);
      expect(seen).toEqual([
        'START TRANSACTION',
        expect.stringMatching(/^EXECUTE crm_sql_[0-9a-f]{32}\(68\); COMMIT$/),
      ]);
      expect(await stored()).toEqual([60, 61, 62, 67, 68]);
    });

    it('refuses a request transaction on a handle in a transaction, and a second request in one', async () => {
      // Through the singleton, from inside another transaction: a connection of its own.
      await expect(
        db.transaction(() => db.requestTransaction([lock], () => Promise.resolve())),
      ).resolves.toBeUndefined();
      await expect(
        db.transaction((tx) => tx.requestTransaction([lock], () => Promise.resolve())),
      ).rejects.toThrow('a request transaction opens outside any transaction');
      await expect(
        db.requestTransaction([lock], async (tx) => {
          await tx.asRequestTransaction(() => Promise.resolve());
          await tx.asRequestTransaction(() => Promise.resolve());
        }),
      ).rejects.toThrow('asRequestTransaction runs once, in a requestTransaction');
    });
  });

  it('runs after-commit hooks once the transaction commits, never after a rollback, at once outside one', async () => {
    const ran: string[] = [];
    db.afterCommit(() => ran.push('outside'));
    expect(ran).toEqual(['outside']);

    let seenBeforeCommit: string[] | undefined;
    await db.transaction(async (tx) => {
      await tx.exec(statement('INSERT INTO door_probe VALUES (70)'));
      tx.afterCommit(() => ran.push('committed'));
      // A nested transaction's hook waits for the outer commit too.
      await tx.transaction((inner) => {
        inner.afterCommit(() => ran.push('nested'));
        return Promise.resolve();
      });
      seenBeforeCommit = [...ran];
    });
    expect(seenBeforeCommit).toEqual(['outside']);
    expect(ran).toEqual(['outside', 'committed', 'nested']);

    await expect(
      db.transaction(async (tx) => {
        await tx.exec(statement('INSERT INTO door_probe VALUES (72)'));
        tx.afterCommit(() => ran.push('rolled back'));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(ran).toEqual(['outside', 'committed', 'nested']);

    // A hook that throws does not undo or fail what committed.
    await db.transaction(async (tx) => {
      await tx.exec(statement('INSERT INTO door_probe VALUES (71)'));
      tx.afterCommit(() => {
        throw new Error('hook failed');
      });
    });
    expect(await stored()).toEqual(expect.arrayContaining([70, 71]));
    await pool.query('DELETE FROM door_probe WHERE n IN (70, 71)');
  });

  it("runs a hook registered in the request's transaction at that transaction's commit", async () => {
    const ran: string[] = [];
    await db.requestTransaction([statement('SELECT 1 AS one')], (tx) =>
      tx.asRequestTransaction(async () => {
        // Another handle, in the request's async context, joins its transaction.
        await db.exec(statement('INSERT INTO door_probe VALUES (73)'));
        db.afterCommit(() => ran.push('request'));
        expect(ran).toEqual([]);
      }),
    );
    expect(ran).toEqual(['request']);
    await pool.query('DELETE FROM door_probe WHERE n = 73');
  });

  it('sends a prepared statement by a name derived from its text, the same on every run', async () => {
    const lookup = preparedStatement<{ n: number }>('probe', 'SELECT $1::int + 0 AS n', [7]);
    // Run it twice on one connection through a transaction, then read that connection's
    // prepared statements: one, named crm_<hash>, with this text.
    await db.transaction(async (tx) => {
      expect(await tx.one(lookup)).toEqual({ n: 7 });
      expect(await tx.one({ ...lookup, values: [8] })).toEqual({ n: 8 });
      const prepared = await tx.rows(
        statement<{ name: string; statement: string }>(
          "SELECT name, statement FROM pg_prepared_statements WHERE name NOT LIKE 'crm\\_sql\\_%'",
        ),
      );
      expect(prepared).toEqual([
        { name: expect.stringMatching(/^crm_[0-9a-f]{32}$/), statement: 'SELECT $1::int + 0 AS n' },
      ]);
    });
  });

  describe('with a limit on waiting for an answer', () => {
    let limited: pg.Pool;
    let watched: Db;

    beforeAll(() => {
      limited = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
      watched = new Db(
        limited,
        { logQuery: () => undefined },
        {
          preparedStatements: true,
          answerWithinMs: 300,
        },
      );
    });
    afterAll(() => limited.end());

    const sleep = (seconds: number) =>
      statement<{ slept: string }>('SELECT pg_sleep($1)::text AS slept', [seconds]);

    it('ends the connection of a statement unanswered past the limit, and fails it', async () => {
      // The statement would answer after two seconds: failing with StatementNotAnswered, it was
      // given up before its answer, by the watchdog.
      await expect(watched.rows(sleep(2))).rejects.toThrow(StatementNotAnswered);
      // The connection was ended, not given back to the pool.
      expect(limited.totalCount).toBe(0);
      // The next statement gets a fresh connection.
      expect(await watched.rows(values(2))).toEqual([{ n: 1 }, { n: 2 }]);
      expect(limited.totalCount).toBe(1);
    });

    it('ends a transaction whose statement is unanswered, and the transaction rolls back', async () => {
      await expect(
        watched.transaction(async (tx) => {
          await tx.exec(statement('INSERT INTO door_probe VALUES (91)'));
          await tx.rows(sleep(2));
        }),
      ).rejects.toThrow(StatementNotAnswered);
      expect(await stored()).not.toContain(91);
    });

    it('times each statement, not the transaction: many quick ones may add up past the limit', async () => {
      const started = Date.now();
      await watched.transaction(async (tx) => {
        for (let i = 0; i < 5; i++) await tx.rows(sleep(0.1));
      });
      expect(Date.now() - started).toBeGreaterThan(400);
    });

    it("keeps a server's own error apart from a lost connection: the connection stays in the pool", async () => {
      const pid = statement<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const first = (await watched.one(pid)).pid;
      await expect(watched.rows(statement('SELECT 1/0'))).rejects.toThrow('division by zero');
      // One connection idle in the pool: the same one answers again.
      expect((await watched.one(pid)).pid).toBe(first);
    });
  });
});
