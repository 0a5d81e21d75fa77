import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { unescapeFormulaCell } from '../src/modules/contacts/contacts.rules.js';
import { addMember, createContact, idleFor, signUp, type Member } from './support/factories.js';
import { createKey, withKey } from './support/api-keys.js';
import { seedRows } from './support/seed-rows.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

const HEADER =
  'id,first_name,last_name,email,phone,company,title,pipeline,stage,owner_id,value_cents,' +
  'currency,probability,expected_close_date,closed_at,lost_reason,tags,' +
  'last_activity_at,next_followup_at,snoozed_until,created_at,updated_at';

/** The export's records, header row first, the byte order mark checked and dropped. */
function records(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = parse(text.slice(1));
  return rows;
}

describe('GET /contacts/export', () => {
  let t: TestApp;
  let rep: Member;

  beforeAll(async () => {
    t = await startApp();
    rep = await signUp(t, { premium: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sessions of this database inside the export's read (its cursor's statement). */
  async function exportSessions(): Promise<number> {
    const [row] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND xact_start IS NOT NULL AND query LIKE 'SELECT c.id, c.first_name%'`,
    );
    return row.n;
  }

  async function exportCsv(as: string, query: Record<string, string> = {}) {
    return call(t, 'GET', '/contacts/export', { as, query });
  }

  /** The ids of the exported contacts, in file order. */
  async function exportedIds(as: string, query: Record<string, string> = {}): Promise<string[]> {
    const res = await exportCsv(as, query);
    expect(res.status).toBe(200);
    return records(res.text)
      .slice(1)
      .map((r) => r[0]);
  }

  it('streams a CSV attachment: byte order mark, header row, one exact row per contact, newest first', async () => {
    const member = await signUp(t, { premium: true });
    const colleague = await addMember(t, member.workspaceId);
    const ada = await createContact(t, member.email, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@engines.example',
      phone: '020 7946 0958',
      company: 'Analytical Engines, Ltd "AE"',
      title: 'CTO',
      stage: 'won',
      owner_id: colleague.userId,
      value_cents: 250000,
      tags: ['vip', 'webinar'],
    });
    const grace = await createContact(t, member.email, { first_name: 'Grace', owner_id: null });
    const res = await exportCsv(member.email);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=contacts.csv');
    const stored = await t.db.query<Record<string, string>[]>(
      `SELECT id, to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at,
              to_char(last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_activity_at,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
         FROM contacts WHERE id = ANY($1) ORDER BY created_at DESC`,
      [[ada.id, grace.id]],
    );
    const times = Object.fromEntries(
      stored.map((r) => [r.id, `${r.last_activity_at},,,${r.created_at},${r.updated_at}`]),
    );
    expect(res.text).toBe(
      `\uFEFF${HEADER}\n` +
        `${grace.id},Grace,,,,,,default,lead,,0,EUR,,,,,,${times[grace.id]}\n` +
        `${ada.id},Ada,Lovelace,ada@engines.example,020 7946 0958,` +
        `"Analytical Engines, Ltd ""AE""",CTO,default,won,${colleague.userId},250000,EUR,,,` +
        `${stored.find((r) => r.id === ada.id)!.closed_at},,vip|webinar,${times[ada.id]}\n`,
    );
  });

  it('writes a cell a spreadsheet would run as a formula with a leading single quote', async () => {
    const member = await signUp(t, { premium: true });
    const risky = await createContact(t, member.email, {
      first_name: '=HYPERLINK("http://evil.example","click")',
      last_name: '+1+1',
      phone: '+44 20 7946 0958',
      company: '-2+3',
      title: '@SUM(A1:A2)',
      tags: ['=cmd', 'ok'],
    });
    const carriage = await createContact(t, member.email, { first_name: 'Safe = fine' });
    // A tag stored before writes refused whitespace at a tag's ends.
    await t.db.query(`UPDATE contacts SET tags = ARRAY[E'\\r=1', E'\\tcmd'] WHERE id = $1`, [
      carriage.id,
    ]);
    const rows = records((await exportCsv(member.email)).text);
    expect(rows[0].join(',')).toBe(HEADER);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.get(risky.id)!.slice(1, 7)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'+1+1",
      '',
      "'+44 20 7946 0958",
      "'-2+3",
      "'@SUM(A1:A2)",
    ]);
    const tags = rows[0].indexOf('tags');
    expect(byId.get(risky.id)![tags]).toBe("'=cmd|ok");
    // Only a first character counts; numbers are never quoted.
    expect(byId.get(carriage.id)![1]).toBe('Safe = fine');
    expect(byId.get(carriage.id)![tags]).toBe("'\r=1|\tcmd");
    expect(byId.get(carriage.id)![rows[0].indexOf('value_cents')]).toBe('0');
  });

  it("escapes full-width formula starts and a leading single quote too, from the import's table", async () => {
    const member = await signUp(t, { premium: true });
    const values = {
      first_name: '\uFF1D1+1',
      last_name: '\uFF0B1',
      company: "'=SUM(A1)",
      title: '\uFF20here',
      tags: ['\uFF0Dx', "'", 'plain'],
    };
    const contact = await createContact(t, member.email, values);
    const rows = records((await exportCsv(member.email)).text);
    const row = rows.slice(1).find((r) => r[0] === contact.id)!;
    const cell = (name: string) => row[rows[0].indexOf(name)];
    expect(cell('first_name')).toBe("'\uFF1D1+1");
    expect(cell('last_name')).toBe("'\uFF0B1");
    expect(cell('company')).toBe("''=SUM(A1)");
    expect(cell('title')).toBe("'\uFF20here");
    expect(cell('tags')).toBe("'\uFF0Dx|'|plain");
    for (const name of ['first_name', 'last_name', 'company', 'title']) {
      expect(unescapeFormulaCell(cell(name))).toBe(values[name as keyof typeof values]);
    }
  });

  it('has the columns docs/data-operations.md lists, in its order', () => {
    const docs = readFileSync('docs/data-operations.md', 'utf8');
    const listed = /newest first as the list:\s*`([^`]+)`/.exec(docs)![1];
    expect(listed.split(',').map((name) => name.trim())).toEqual(HEADER.split(','));
  });

  it('takes every filter of the list, combined, with the same answers', async () => {
    const member = await signUp(t, { premium: true });
    const colleague = await addMember(t, member.workspaceId);
    const a = await createContact(t, member.email, {
      first_name: 'Needle',
      stage: 'won',
      tags: ['VIP'],
    });
    const b = await createContact(t, member.email, {
      first_name: 'Hay',
      owner_id: colleague.userId,
      tags: ['VIP'],
    });
    const c = await createContact(t, member.email, { first_name: 'Idle', tags: ['vip'] });
    await idleFor(t, c.id, 40);
    const cases: [Record<string, string>, string[]][] = [
      [{}, [c.id, b.id, a.id]],
      [{ stage: 'won' }, [a.id]],
      [{ owner_id: colleague.userId }, [b.id]],
      [{ q: 'needle' }, [a.id]],
      [{ dormant: 'true' }, [c.id]],
      [{ dormant: 'false' }, [b.id, a.id]],
      [{ tag: 'VIP' }, [b.id, a.id]],
      [{ tag: 'vip' }, [c.id]],
      [{ tag: 'VIP', stage: 'lead' }, [b.id]],
    ];
    for (const [query, expected] of cases) {
      const list = await call(t, 'GET', '/contacts', { as: member.email, query });
      const listed = list.body.items.map((x: { id: string }) => x.id);
      expect({ query, ids: await exportedIds(member.email, query) }).toEqual({
        query,
        ids: expected,
      });
      expect({ query, ids: listed }).toEqual({ query, ids: expected });
    }
  });

  it.each([
    [{ stage: 'nirvana' }, 'stage', "Unknown stage 'nirvana'. Valid stages: lead, contacted"],
    [{ tag: '' }, 'tag', 'tag must be longer than or equal to 1 characters'],
    [{ dormant: 'maybe' }, 'dormant', 'dormant must be a boolean value'],
    [{ owner_id: 'nobody' }, 'owner_id', 'owner_id must be a UUID'],
  ])('refuses %j with 422 naming %s, and sends no file', async (query, field, message) => {
    const res = await exportCsv(rep.email, query);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].field).toBe(field);
    expect(res.body.errors[0].message).toContain(message);
  });

  it('exports the demo contacts of a free workspace and the real ones of a premium workspace', async () => {
    const free = await signUp(t);
    const demo = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo ORDER BY created_at DESC, id DESC`,
      [free.workspaceId],
    );
    expect(demo.length).toBeGreaterThan(0);
    expect(await exportedIds(free.email)).toEqual(demo.map((r) => r.id));

    // The same workspace upgraded: its demo rows stay in the table and out of the export.
    await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [free.workspaceId]);
    expect(await exportedIds(free.email)).toEqual([]);
    const real = await createContact(t, free.email, { first_name: 'Real' });
    expect(await exportedIds(free.email)).toEqual([real.id]);
  });

  it('holds every matching contact: a page size or cursor is ignored, as unknown query parameters are', async () => {
    const member = await signUp(t, { premium: true });
    const first = await createContact(t, member.email, { first_name: 'First' });
    const second = await createContact(t, member.email, { first_name: 'Second' });
    expect(await exportedIds(member.email, { limit: '1', cursor: 'garbage' })).toEqual([
      second.id,
      first.id,
    ]);
  });

  it("never holds another workspace's contacts", async () => {
    const mine = await createContact(t, rep.email, { first_name: 'Mine', tags: ['shared'] });
    const other = await signUp(t, { premium: true });
    const theirs = await createContact(t, other.email, { first_name: 'Theirs', tags: ['shared'] });
    expect(await exportedIds(rep.email, { tag: 'shared' })).toEqual([mine.id]);
    expect(await exportedIds(other.email, { tag: 'shared' })).toEqual([theirs.id]);
    expect(await exportedIds(other.email, { owner_id: rep.userId })).toEqual([]);
  });

  it('is open to API keys with contacts:read, and only to them', async () => {
    const member = await signUp(t, { premium: true });
    const reader = await createKey(t, member.email, ['contacts:read']);
    const contact = await createContact(t, member.email, { first_name: 'Keyed' });
    const res = await withKey(t, reader.key, 'GET', '/contacts/export');
    expect(res.status).toBe(200);
    expect(
      records(res.text)
        .slice(1)
        .map((r) => r.slice(0, 2)),
    ).toEqual([[contact.id, 'Keyed']]);
    const other = await createKey(t, member.email, ['activities:read']);
    const refused = await withKey(t, other.key, 'GET', '/contacts/export');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Scope 'contacts:read' required");
  });

  it('holds as many rows as the pages of the list, from one snapshot, while contacts are created during the stream', async () => {
    // More rows than the cursor fetches and the stream buffers at once, so the export is still
    // reading from the database while the other contacts are created.
    const ROWS = 3_000;
    const member = await signUp(t, { premium: true });
    await t.db.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at, created_at)
       SELECT $1, false, 'Bulk ' || n, 'lead', $2, now(), now() - make_interval(secs => n)
         FROM generate_series(1, $3::int) AS n`,
      [member.workspaceId, member.userId, ROWS],
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/contacts/export',
      headers: bearer(member.email),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    const chunks: Buffer[] = [];
    // Take the first chunk only; the rest waits on the database cursor (backpressure).
    await new Promise<void>((resolve) =>
      stream.once('data', (chunk: Buffer) => {
        stream.pause();
        chunks.push(chunk);
        resolve();
      }),
    );
    expect(await exportSessions()).toBe(1);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createContact(t, member.email, { first_name: `During ${i}` }),
      ),
    );
    // The export's read is still under way after the contacts above were committed.
    expect(await exportSessions()).toBe(1);
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.resume();
    await new Promise((resolve) => stream.once('end', resolve));
    const exported = records(Buffer.concat(chunks).toString('utf8'))
      .slice(1)
      .map((r) => r[0]);
    expect(new Set(exported).size).toBe(exported.length);

    const listed: { id: string; created_at: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '200', ...(cursor ? { cursor } : {}) };
      const page = await call(t, 'GET', '/contacts', { as: member.email, query });
      expect(page.status).toBe(200);
      listed.push(...page.body.items);
      cursor = page.body.next_cursor;
    } while (cursor);
    const during = new Set(created.map((c) => c.id));
    // The list now holds the contacts created during the export; the export holds every
    // other one, in the list's order.
    expect(listed).toHaveLength(ROWS + created.length);
    expect(exported).toHaveLength(ROWS);
    expect(exported).toEqual(listed.map((c) => c.id).filter((id) => !during.has(id)));
    expect(await exportSessions()).toBe(0);
  });

  it('gives its connection back when the reader goes away mid-file', async () => {
    const member = await signUp(t, { premium: true });
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, last_activity_at)
       SELECT $1, false, 'Bulk ' || n, 'lead', $2, now() FROM generate_series(1, 20000) AS n`,
      [member.workspaceId, member.userId],
    );
    // Over a real socket, so the reader going away is a closed connection.
    const served = await startApp();
    try {
      await served.app.listen(0, '127.0.0.1');
      const { port } = served.app.getHttpServer().address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = get(
          { host: '127.0.0.1', port, path: '/contacts/export', headers: bearer(member.email) },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              request.removeListener('error', reject);
              request.on('error', () => undefined);
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', reject);
      });
      for (let i = 0; i < 100 && (await exportSessions()) > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await exportSessions()).toBe(0);
    } finally {
      await served.close();
    }
    // The service goes on answering.
    expect((await exportCsv(rep.email, { tag: 'none-such' })).text).toBe(`\uFEFF${HEADER}\n`);
  });
});
