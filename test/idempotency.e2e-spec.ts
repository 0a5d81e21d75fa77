import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import {
  IDEMPOTENCY_KEY_IN_USE_DETAIL,
  IDEMPOTENCY_KEY_REUSED_BODY_DETAIL,
} from '../src/core/idempotency/idempotency.problems.js';
import { INVALID_IDEMPOTENCY_KEY_DETAIL } from '../src/core/idempotency/idempotency.rules.js';
import { listRoutes } from '../src/core/guards/route-inventory.js';
import {
  addMember,
  createContact,
  idleFor,
  lastActivityOf,
  setPremium,
  signUp,
  type Member,
} from './support/factories.js';
import { createKey, withKey } from './support/api-keys.js';
import { holdWorkspaceRow, release } from './support/row-lock.js';
import {
  bearer,
  call,
  startApp,
  type RequestOptions,
  type TestApp,
  useTestApp,
} from './support/test-app.js';
import { findIdempotentOutcome } from '../src/database/idempotency.queries.js';
import { maintain, seedRows } from './support/seed-rows.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call with an Idempotency-Key. */
function keyed(t: TestApp, method: Method, url: string, key: string, options: RequestOptions = {}) {
  return call(t, method, url, {
    ...options,
    headers: { ...options.headers, 'idempotency-key': key },
  });
}

async function count(t: TestApp, sql: string, values: unknown[]): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }[]>(sql, values);
  return n;
}

/** The stored outcomes of a caller, by key. */
async function storedKeys(t: TestApp, callerId: string) {
  return t.db.query<{ key: string; method: string; path: string; status: number }[]>(
    `SELECT key, method, path, status FROM idempotency_keys WHERE caller_id = $1 ORDER BY key`,
    [callerId],
  );
}

/** Until a backend of the database waits for a lock: the request is inside its write. */
async function untilSomeoneWaitsOnALock(t: TestApp): Promise<void> {
  for (;;) {
    const waiting = await count(
      t,
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      [],
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Idempotency-Key', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A long lock timeout: the slow first request below waits on a row lock while others run.
    t = await startApp({ DATABASE_LOCK_TIMEOUT_MS: '4000' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A premium workspace whose contacts are routed round robin over two members. */
  async function roundRobinWorkspace() {
    const admin = await signUp(t, { premium: true });
    const a = await addMember(t, admin.workspaceId);
    const b = await addMember(t, admin.workspaceId);
    const routing = await call(t, 'PUT', '/routing', {
      as: admin.email,
      body: { strategy: 'round_robin', member_ids: [a.userId, b.userId] },
    });
    if (routing.status !== 200) throw new Error(`routing failed: ${routing.text}`);
    return { admin, a, b };
  }

  async function nextIndex(workspaceId: string): Promise<number> {
    return count(
      t,
      `SELECT next_index::int AS n FROM routing_rules WHERE workspace_id = $1 AND NOT is_demo`,
      [workspaceId],
    );
  }

  it('replays POST /contacts: the same answer, one contact, one stage move, one routing turn', async () => {
    const { admin, a } = await roundRobinWorkspace();
    const body = { first_name: 'Ada', company: 'Analytical' };

    const first = await keyed(t, 'POST', '/contacts', 'create-ada', { as: admin.email, body });
    const again = await keyed(t, 'POST', '/contacts', 'create-ada', { as: admin.email, body });

    expect(first.status).toBe(200);
    expect(first.body.owner_id).toBe(a.userId);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.text).toBe(first.text);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo AND first_name = 'Ada'`,
        [admin.workspaceId],
      ),
    ).toBe(1);
    expect(
      await count(t, `SELECT count(*)::int AS n FROM stage_moves WHERE contact_id = $1`, [
        first.body.id,
      ]),
    ).toBe(1);
    expect(await nextIndex(admin.workspaceId)).toBe(1);
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'create-ada', method: 'POST', path: '/contacts', status: 200 },
    ]);

    // The same JSON with its members in another order is the same request.
    const reordered = await keyed(t, 'POST', '/contacts', 'create-ada', {
      as: admin.email,
      body: { company: 'Analytical', first_name: 'Ada' },
    });
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.text).toBe(first.text);
  });

  it('looks a key up by the primary key, as sent and as its digest, however many keys its caller has', async () => {
    const admin = await signUp(t, { premium: true });
    const caller = admin.userId;
    await seedRows(
      t,
      `INSERT INTO idempotency_keys
              (workspace_id, caller_id, key, fingerprint, method, path, status, body, content_type)
       SELECT $1, $2, 'seeded-' || n, 'f', 'POST', '/contacts', 200, '{}', 'application/json'
         FROM generate_series(1, 3000) AS n`,
      [admin.workspaceId, caller],
    );
    await maintain(t, 'ANALYZE idempotency_keys');
    const lookup = findIdempotentOutcome({
      workspaceId: admin.workspaceId,
      callerId: caller,
      key: 'k',
    });
    const plan = (
      await t.db.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${lookup.text}`, [...lookup.values])
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan.match(/Index Cond: .*\(key = /g)).toHaveLength(2);
    expect(plan).not.toMatch(/Filter: .*key/);
  });

  it('stores and replays a key of quotes, backslashes and SQL as the text it is, though it is written into SQL text', async () => {
    const admin = await signUp(t, { premium: true });
    const key = `o'k\\'); DROP TABLE contacts; -- $1 %`;
    // The stored answer is written into SQL text too: a quote, a backslash, a non-ASCII letter.
    const body = { first_name: `O'Brien \\ Søns` };
    const first = await keyed(t, 'POST', '/contacts', key, { as: admin.email, body });
    const again = await keyed(t, 'POST', '/contacts', key, { as: admin.email, body });
    // One character fewer (its first) is another key: a write of its own.
    const other = await keyed(t, 'POST', '/contacts', key.slice(1), { as: admin.email, body });
    expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.body.first_name).toBe(`O'Brien \\ Søns`);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.id).not.toBe(first.body.id);
    expect((await storedKeys(t, admin.userId)).map((stored) => stored.key).sort()).toEqual(
      [key, key.slice(1)].sort(),
    );
  });

  it('replays POST /contacts/{id}/stage: one move, activity bumped once', async () => {
    const admin = await signUp(t, { premium: true });
    const contact = await createContact(t, admin.email, { first_name: 'Grace' });
    await idleFor(t, contact.id, 10);
    const url = `/contacts/${contact.id}/stage`;

    const first = await keyed(t, 'POST', url, 'move-grace', {
      as: admin.email,
      body: { stage: 'qualified' },
    });
    expect(first.status).toBe(200);
    const bumped = await lastActivityOf(t, contact.id);
    const again = await keyed(t, 'POST', url, 'move-grace', {
      as: admin.email,
      body: { stage: 'qualified' },
    });

    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await lastActivityOf(t, contact.id)).toBe(bumped);
    const moves = await t.db.query(
      `SELECT from_stage, to_stage FROM stage_moves WHERE contact_id = $1 ORDER BY moved_at`,
      [contact.id],
    );
    expect(moves).toEqual([
      { from_stage: null, to_stage: 'lead' },
      { from_stage: 'lead', to_stage: 'qualified' },
    ]);
  });

  it('replays PATCH and DELETE without touching the contact again', async () => {
    const admin = await signUp(t, { premium: true });
    const contact = await createContact(t, admin.email, { first_name: 'Linus' });
    const url = `/contacts/${contact.id}`;

    const edit = await keyed(t, 'PATCH', url, 'edit-linus', {
      as: admin.email,
      body: { company: 'Kernel' },
    });
    expect(edit.status).toBe(200);
    await t.db.query(`UPDATE contacts SET company = 'Changed since' WHERE id = $1`, [contact.id]);
    const editAgain = await keyed(t, 'PATCH', url, 'edit-linus', {
      as: admin.email,
      body: { company: 'Kernel' },
    });
    expect(editAgain.status).toBe(200);
    expect(editAgain.headers['idempotent-replayed']).toBe('true');
    expect(editAgain.body.company).toBe('Kernel');
    expect(editAgain.text).toBe(edit.text);
    const [row] = await t.db.query(`SELECT company FROM contacts WHERE id = $1`, [contact.id]);
    expect(row.company).toBe('Changed since');

    const removal = await keyed(t, 'DELETE', url, 'delete-linus', { as: admin.email });
    const removalAgain = await keyed(t, 'DELETE', url, 'delete-linus', { as: admin.email });
    expect(removal.status).toBe(204);
    expect(removal.text).toBe('');
    expect(removalAgain.status).toBe(204);
    expect(removalAgain.headers['idempotent-replayed']).toBe('true');
    expect(removalAgain.text).toBe('');
    // Without the key the repeat runs again and finds nothing.
    const unkeyed = await call(t, 'DELETE', url, { as: admin.email });
    expect(unkeyed.status).toBe(404);
  });

  it('refuses the key on another body, path or method with 422, and changes nothing', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await keyed(t, 'POST', '/contacts', 'one-use', {
      as: admin.email,
      body: { first_name: 'Barbara' },
    });
    expect(first.status).toBe(200);
    const id = first.body.id as string;

    const otherBody = await keyed(t, 'POST', '/contacts', 'one-use', {
      as: admin.email,
      body: { first_name: 'Edsger' },
    });
    const otherPath = await keyed(t, 'POST', `/contacts/${id}/stage`, 'one-use', {
      as: admin.email,
      body: { first_name: 'Barbara' },
    });
    const otherMethod = await keyed(t, 'PATCH', `/contacts/${id}`, 'one-use', {
      as: admin.email,
      body: { first_name: 'Edsger' },
    });
    const deletion = await keyed(t, 'DELETE', `/contacts/${id}`, 'one-use', { as: admin.email });

    expect(otherBody.status).toBe(422);
    expect(otherBody.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(otherBody.body).toEqual({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: IDEMPOTENCY_KEY_REUSED_BODY_DETAIL,
      code: 'idempotency_key_reused',
    });
    const elsewhere =
      'This Idempotency-Key was already used for POST /contacts; use a new key for a new request';
    for (const res of [otherPath, otherMethod, deletion]) {
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(elsewhere);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    const [row] = await t.db.query(`SELECT first_name, stage FROM contacts WHERE id = $1`, [id]);
    expect(row).toEqual({ first_name: 'Barbara', stage: 'lead' });
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'one-use', method: 'POST', path: '/contacts', status: 200 },
    ]);
  });

  it('refuses an unusable key with 400 before anything runs', async () => {
    const admin = await signUp(t, { premium: true });
    for (const key of ['', '   ', 'x'.repeat(256), 'tab\there', 'café']) {
      const res = await keyed(t, 'POST', '/contacts', key, {
        as: admin.email,
        body: { first_name: 'Nobody' },
      });
      expect([key, res.status]).toEqual([key, 400]);
      expect(res.body).toEqual({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: INVALID_IDEMPOTENCY_KEY_DETAIL,
        code: 'invalid_idempotency_key',
      });
    }
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(0);

    // 255 printable characters, spaces inside included, make a key; surrounding spaces are trimmed.
    const longest = `a ${'x'.repeat(253)}`;
    const accepted = await keyed(t, 'POST', '/contacts', longest, {
      as: admin.email,
      body: { first_name: 'Longest' },
    });
    expect(accepted.status).toBe(200);
    const padded = await keyed(t, 'POST', '/contacts', `  ${longest} `, {
      as: admin.email,
      body: { first_name: 'Longest' },
    });
    expect(padded.headers['idempotent-replayed']).toBe('true');
    expect(padded.body.id).toBe(accepted.body.id);
  });

  it('stores a 4xx of the handler and replays it, though the request would now succeed', async () => {
    const admin = await signUp(t, { premium: true });
    const outsider = await signUp(t, { premium: true });
    const body = { first_name: 'Owned', owner_id: outsider.userId };

    const first = await keyed(t, 'POST', '/contacts', 'owned', { as: admin.email, body });
    expect(first.status).toBe(422);
    expect(first.body.detail).toBe('Validation failed: owner_id is not a member of this workspace');
    // The outsider joins the workspace: the same request would succeed now.
    await t.db.query(`UPDATE users SET workspace_id = $1 WHERE id = $2`, [
      admin.workspaceId,
      outsider.userId,
    ]);
    const again = await keyed(t, 'POST', '/contacts', 'owned', { as: admin.email, body });

    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(again.text).toBe(first.text);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(0);
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'owned', method: 'POST', path: '/contacts', status: 422 },
    ]);
    const fresh = await keyed(t, 'POST', '/contacts', 'owned-2', { as: admin.email, body });
    expect(fresh.status).toBe(200);
  });

  /**
   * Runs `write` while `userId` is being removed: its reads still see the user, its insert then
   * waits on the removal (the foreign key's lock) and fails once the removal commits.
   */
  async function removedDuring<T>(userId: string, write: () => Promise<T>): Promise<T> {
    const remover = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await remover.connect();
    try {
      await remover.query('BEGIN');
      await remover.query('DELETE FROM users WHERE id = $1', [userId]);
      const pending = write();
      await untilSomeoneWaitsOnALock(t);
      await remover.query('COMMIT');
      return await pending;
    } finally {
      await remover.end();
    }
  }

  it('stores a 4xx that came after a partial write, with that write rolled back', async () => {
    const admin = await signUp(t, { premium: true });
    const assignee = await addMember(t, admin.workspaceId);
    const contact = await createContact(t, admin.email, { first_name: 'Margaret' });
    await idleFor(t, contact.id, 10);
    const before = await lastActivityOf(t, contact.id);
    const url = `/contacts/${contact.id}/followups`;
    const body = {
      title: 'Call back',
      scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
      owner_id: assignee.userId,
    };

    // The membership check passes, the contact's activity is bumped, then the insert fails.
    const first = await removedDuring(assignee.userId, () =>
      keyed(t, 'POST', url, 'assign-margaret', { as: admin.email, body }),
    );
    expect(first.status).toBe(422);
    expect(first.body.detail).toBe('Validation failed: owner_id is not a member of this workspace');
    expect(await lastActivityOf(t, contact.id)).toBe(before);

    const again = await keyed(t, 'POST', url, 'assign-margaret', { as: admin.email, body });
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await lastActivityOf(t, contact.id)).toBe(before);
    expect(
      await count(t, `SELECT count(*)::int AS n FROM followups WHERE contact_id = $1`, [
        contact.id,
      ]),
    ).toBe(0);
  });

  it('stores a 4xx from a failed statement outside any service transaction', async () => {
    const admin = await signUp(t, { premium: true });
    const owner = await addMember(t, admin.workspaceId);
    const body = { first_name: 'Orphan', owner_id: owner.userId };
    // POST /contacts inserts with one statement of its own; the foreign key refuses it.
    const first = await removedDuring(owner.userId, () =>
      keyed(t, 'POST', '/contacts', 'orphan', { as: admin.email, body }),
    );
    expect(first.status).toBe(422);
    expect(first.body.detail).toBe('Validation failed: owner_id is not a member of this workspace');
    const again = await keyed(t, 'POST', '/contacts', 'orphan', { as: admin.email, body });
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'orphan', method: 'POST', path: '/contacts', status: 422 },
    ]);
  });

  it('stores the validation pipe’s 422 too', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await keyed(t, 'POST', '/contacts', 'no-name', { as: admin.email, body: {} });
    const again = await keyed(t, 'POST', '/contacts', 'no-name', { as: admin.email, body: {} });
    expect(first.status).toBe(422);
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers a body nested past the call stack with the validation pipe’s 422, stored, not a 500', async () => {
    const admin = await signUp(t, { premium: true });
    const depth = 100_000;
    const text = `{"first_name":"Deep","tags":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const send = () =>
      call(t, 'POST', '/contacts', {
        as: admin.email,
        headers: { 'idempotency-key': 'deep', 'content-type': 'application/json' },
        // Sent as the text it is: a string payload goes out unchanged.
        body: text,
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(422);
    expect(first.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(first.body).toMatchObject({
      detail: 'Validation failed: tags must not nest arrays or objects more than 32 levels deep',
      errors: [
        { field: 'tags', message: 'tags must not nest arrays or objects more than 32 levels deep' },
      ],
    });
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'deep', method: 'POST', path: '/contacts', status: 422 },
    ]);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(0);
  });

  it('never stores a guard’s answer: a 402 before the upgrade, the write after it', async () => {
    const admin = await signUp(t);
    const body = { first_name: 'Later' };
    const refused = await keyed(t, 'POST', '/contacts', 'after-upgrade', { as: admin.email, body });
    expect(refused.status).toBe(402);
    await setPremium(t, admin.workspaceId, true);
    const done = await keyed(t, 'POST', '/contacts', 'after-upgrade', { as: admin.email, body });
    expect(done.status).toBe(200);
    expect(done.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'after-upgrade', method: 'POST', path: '/contacts', status: 200 },
    ]);
  });

  it('checks a replay as a new request first: a workspace back on free gets its 402, then the stored answer again', async () => {
    const admin = await signUp(t, { premium: true });
    const body = { first_name: 'Once' };
    const first = await keyed(t, 'POST', '/contacts', 'before-downgrade', {
      as: admin.email,
      body,
    });
    expect(first.status).toBe(200);
    await setPremium(t, admin.workspaceId, false);
    const refused = await keyed(t, 'POST', '/contacts', 'before-downgrade', {
      as: admin.email,
      body,
    });
    expect(refused.status).toBe(402);
    expect(refused.headers['idempotent-replayed']).toBeUndefined();
    await setPremium(t, admin.workspaceId, true);
    const replay = await keyed(t, 'POST', '/contacts', 'before-downgrade', {
      as: admin.email,
      body,
    });
    expect([replay.status, replay.headers['idempotent-replayed'], replay.body.id]).toEqual([
      200,
      'true',
      first.body.id,
    ]);
  });

  it('tells a body with a number past a double (1e400) from one with null: its key was used for another request', async () => {
    const admin = await signUp(t, { premium: true });
    const contact = await createContact(t, admin.email, { probability: 40 });
    const send = (payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/contacts/${contact.id}`,
        headers: {
          ...bearer(admin.email),
          'content-type': 'application/json',
          'idempotency-key': 'past-a-double',
        },
        payload,
      });
    expect((await send('{"probability":null}')).statusCode).toBe(200);
    const other = await send('{"probability":1e400}');
    expect([other.statusCode, other.json().code, other.headers['idempotent-replayed']]).toEqual([
      422,
      'idempotency_key_reused',
      undefined,
    ]);
  });

  it('scopes keys to the caller: another member may use the same key', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const body = { first_name: 'Twin' };
    const mine = await keyed(t, 'POST', '/contacts', 'same-key', { as: admin.email, body });
    const theirs = await keyed(t, 'POST', '/contacts', 'same-key', { as: member.email, body });
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo AND first_name = 'Twin'`,
        [admin.workspaceId],
      ),
    ).toBe(2);
  });

  it('scopes keys to the API key: its member and each of their keys have keys of their own', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await createKey(t, admin.email, ['contacts:write']);
    const second = await createKey(t, admin.email, ['contacts:write']);
    const body = { first_name: 'Keyed' };
    const headers = { 'idempotency-key': 'sync-1' };
    const byFirst = await withKey(t, first.key, 'POST', '/contacts', { body, headers });
    const again = await withKey(t, first.key, 'POST', '/contacts', { body, headers });
    const bySecond = await withKey(t, second.key, 'POST', '/contacts', { body, headers });
    const byMember = await keyed(t, 'POST', '/contacts', 'sync-1', { as: admin.email, body });
    expect([byFirst.status, again.status, bySecond.status, byMember.status]).toEqual([
      200, 200, 200, 200,
    ]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(byFirst.body.id);
    expect(bySecond.headers['idempotent-replayed']).toBeUndefined();
    expect(byMember.headers['idempotent-replayed']).toBeUndefined();
    expect(new Set([byFirst.body.id, bySecond.body.id, byMember.body.id]).size).toBe(3);
    expect((await storedKeys(t, first.id)).length).toBe(1);
    expect((await storedKeys(t, second.id)).length).toBe(1);
  });

  it('forgets a key after 24 hours, and inserts clear expired rows', async () => {
    const admin = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const old = await keyed(t, 'POST', '/contacts', 'yesterday', {
      as: admin.email,
      body: { first_name: 'Old' },
    });
    const othersOld = await keyed(t, 'POST', '/contacts', 'theirs', {
      as: other.email,
      body: { first_name: 'Theirs' },
    });
    expect([old.status, othersOld.status]).toEqual([200, 200]);
    await t.db.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours'
        WHERE caller_id = ANY($1::uuid[])`,
      [[admin.userId, other.userId]],
    );

    // Another body under the expired key is a new request, not a 422.
    const fresh = await keyed(t, 'POST', '/contacts', 'yesterday', {
      as: admin.email,
      body: { first_name: 'New' },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(fresh.body.id).not.toBe(old.body.id);
    const rows = await t.db.query(
      `SELECT caller_id, key, created_at > now() - interval '1 hour' AS recent
         FROM idempotency_keys WHERE caller_id = ANY($1::uuid[])`,
      [[admin.userId, other.userId]],
    );
    expect(rows).toEqual([{ caller_id: admin.userId, key: 'yesterday', recent: true }]);
  });

  it('leaves reads and public routes alone', async () => {
    const admin = await signUp(t, { premium: true });
    const read = await keyed(t, 'POST', '/contacts', 'x'.repeat(300), {
      as: admin.email,
      body: { first_name: 'Read' },
    });
    expect(read.status).toBe(400);
    const get = await call(t, 'GET', '/contacts', {
      as: admin.email,
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(get.status).toBe(200);
    // A POST that reads stores nothing: the same key with another body reads again.
    for (const limit of [1, 2]) {
      const search = await keyed(t, 'POST', '/contacts/search', 'search-1', {
        as: admin.email,
        body: { limit },
      });
      expect([search.status, search.headers['idempotent-replayed']]).toEqual([200, undefined]);
    }
    expect(await storedKeys(t, admin.userId)).toEqual([]);
    // The payment webhook is public: its own answer, whatever the key.
    const webhook = await keyed(t, 'POST', '/webhooks/payments', 'x'.repeat(300), {
      body: { id: 'evt_1' },
    });
    expect(webhook.body.detail).not.toBe(INVALID_IDEMPOTENCY_KEY_DETAIL);
    expect(webhook.headers['idempotent-replayed']).toBeUndefined();
  });

  it('documents the header, the replay header and the 400, 409, 410 and 422 on every signed write', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    expect(doc.components.parameters['Idempotency-Key']).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
    const writes = listRoutes(t.app).filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const operation = doc.paths[route.path][route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
      const refs = JSON.stringify(operation.parameters ?? []);
      if (route.isPublic || route.readOnly) {
        expect([name, refs.includes('Idempotency-Key')]).toEqual([name, false]);
        continue;
      }
      expect([name, refs.includes('#/components/parameters/Idempotency-Key')]).toEqual([
        name,
        true,
      ]);
      expect([name, ['400', '409', '410', '422'].every((c) => c in operation.responses)]).toEqual([
        name,
        true,
      ]);
      const success = Object.entries<{ headers?: object }>(operation.responses).find(([c]) =>
        c.startsWith('2'),
      )![1];
      expect([name, Object.keys(success.headers ?? {})]).toEqual([
        name,
        expect.arrayContaining(['Idempotent-Replayed']),
      ]);
    }
    expect(doc.paths['/contacts'].post.responses['409'].content).toEqual({
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        // The body the 409 below is answered with, less the Retry-After it sends as a header.
        example: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: IDEMPOTENCY_KEY_IN_USE_DETAIL,
          code: 'idempotency_key_in_use',
        },
      },
    });
    // A write that takes no body (the checkout) refuses one sent (422), and the key's reuse is
    // a 422 beside it: an unusable key is the 400 above, on every route alike.
    expect(doc.paths['/billing/checkout'].post.responses['422'].description).toBe(
      'Validation failed: `errors` names each field; this route takes no body, and each ' +
        'property of one sent is refused; or: The Idempotency-Key was used for another request ' +
        '(method, path or body)',
    );
  });

  it('answers 409 at once while the first request with the key still runs', async () => {
    const admin = await signUp(t, { premium: true });
    const body = { first_name: 'Patient' };
    const blocker = await holdWorkspaceRow(admin.workspaceId);
    let first: ReturnType<typeof keyed> | undefined;
    try {
      first = keyed(t, 'POST', '/contacts', 'slow', { as: admin.email, body });
      await untilSomeoneWaitsOnALock(t);
      const second = await keyed(t, 'POST', '/contacts', 'slow', { as: admin.email, body });
      expect(second.status).toBe(409);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.body).toEqual({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: IDEMPOTENCY_KEY_IN_USE_DETAIL,
        code: 'idempotency_key_in_use',
      });
    } finally {
      await release(blocker);
    }
    const done = await first;
    expect(done.status).toBe(200);
    const third = await keyed(t, 'POST', '/contacts', 'slow', { as: admin.email, body });
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.text).toBe(done.text);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(1);
  });
});

describe('Idempotency-Key and a failed write', () => {
  const t = useTestApp({ DATABASE_LOCK_TIMEOUT_MS: '300' });

  it('stores no 5xx: the retry with the same key runs and succeeds', async () => {
    const admin = await signUp(t, { premium: true });
    const body = { first_name: 'Retried' };
    const blocker = await holdWorkspaceRow(admin.workspaceId);
    let failed;
    try {
      failed = await keyed(t, 'POST', '/contacts', 'retry-me', { as: admin.email, body });
    } finally {
      await release(blocker);
    }
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('database_busy');
    expect(await storedKeys(t, admin.userId)).toEqual([]);

    const retried = await keyed(t, 'POST', '/contacts', 'retry-me', { as: admin.email, body });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(1);
    expect(await storedKeys(t, admin.userId)).toEqual([
      { key: 'retry-me', method: 'POST', path: '/contacts', status: 200 },
    ]);
  });
});

describe('Idempotency-Key and the statements a write sends', () => {
  const t = useTestApp({ SQL_STATEMENT_COUNTER: 'true' });

  it('costs a keyed write two round trips more than the same write without a key, and a replay two after the guards', async () => {
    const admin = await signUp(t, { premium: true });
    const create = (headers: Record<string, string>) =>
      call(t, 'POST', '/contacts', { as: admin.email, body: { first_name: 'Counted' }, headers });
    const plain = await create({});
    const keyed = await create({ 'idempotency-key': 'counted' });
    const replay = await create({ 'idempotency-key': 'counted' });
    expect([plain.status, keyed.status, replay.status]).toEqual([200, 200, 200]);
    const statements = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers['x-sql-statements']);
    // START TRANSACTION with the lock, the look-up and the request's SAVEPOINT in one round
    // trip; the store with the COMMIT (which releases the savepoint) in another.
    expect(statements(keyed) - statements(plain)).toBe(2);
    // The replay: the opening round trip and COMMIT, after the guards' reads.
    const guards = statements(plain) - 1;
    expect(statements(replay)).toBe(guards + 2);
  });
});

describe('Idempotency-Key on two instances sharing one database', () => {
  let a: TestApp;
  let b: TestApp;
  const ports: number[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startApp({ RATE_LIMIT_PER_MINUTE: '0' }),
      startApp({ RATE_LIMIT_PER_MINUTE: '0' }),
    ]);
    for (const t of [a, b]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((t.app.getHttpServer().address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('makes one write of the same key sent to both at once; the others are 409 or replays', async () => {
    const { admin }: { admin: Member } = { admin: await signUp(a, { premium: true }) };
    const send = (port: number) =>
      fetch(`http://127.0.0.1:${port}/contacts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer dev:${admin.email}`,
          'content-type': 'application/json',
          'idempotency-key': 'both-at-once',
        },
        body: JSON.stringify({ first_name: 'Concurrent' }),
      }).then(async (res) => ({
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        text: await res.text(),
      }));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(ports[i % 2])));

    const written = answers.filter((r) => r.status === 200 && r.replayed === null);
    expect(written).toHaveLength(1);
    for (const other of answers.filter((r) => r !== written[0])) {
      if (other.status === 200) {
        expect(other.replayed).toBe('true');
        expect(other.text).toBe(written[0].text);
      } else {
        expect(other.status).toBe(409);
        expect(JSON.parse(other.text).detail).toBe(IDEMPOTENCY_KEY_IN_USE_DETAIL);
      }
    }
    expect(
      await count(
        a,
        `SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo`,
        [admin.workspaceId],
      ),
    ).toBe(1);
    // Each instance replays what either one stored.
    for (const port of ports) {
      const again = await send(port);
      expect(again).toEqual({ status: 200, replayed: 'true', text: written[0].text });
    }
  });
});
