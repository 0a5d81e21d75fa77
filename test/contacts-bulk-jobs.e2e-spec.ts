import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { BULK_OPERATIONS } from '../src/modules/contact-data/bulk/bulk-operations.queries.js';
import {
  BULK_BATCH_SIZE,
  BULK_GIVEN_UP_ERROR,
} from '../src/modules/contact-data/bulk/contacts-bulk.rules.js';
import { failUnfinishedJob } from '../src/jobs/tracked-jobs.queries.js';
import { createKey, withKey } from './support/api-keys.js';
import {
  addMember,
  createContact,
  demoContactId,
  setPremium,
  signUp,
  type Member,
} from './support/factories.js';
import { recordQueries } from './support/query-counter.js';
import {
  holdAfter,
  release,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
} from './support/row-lock.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import {
  NUMBERING_ORDER,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';
import { useOwnDatabase } from './support/own-database.js';

const NEITHER =
  'contact_ids, filter or view is required: list the contacts, or give a filter or a view to run the action as a job over every contact it matches';
const BOTH =
  'contact_ids cannot be given with a filter or a view: list the contacts, or give a filter or a view to run the action as a job over every contact it matches';

/** `count` real contacts of the workspace, in `stage` with `tags`, straight into the table. */
async function seedContacts(
  t: TestApp,
  member: Member,
  count: number,
  options: { stage?: string; tags?: string[]; name?: string } = {},
): Promise<string[]> {
  const rows = await t.db.query<{ id: string }[]>(
    `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, tags, last_activity_at)
     SELECT $1, false, $5 || ' ' || n, $3, $2, $4::text[], now() FROM generate_series(1, $6::int) AS n
     RETURNING id`,
    [
      member.workspaceId,
      member.userId,
      options.stage ?? 'lead',
      options.tags ?? [],
      options.name ?? 'Seeded',
      count,
    ],
  );
  return rows.map((r) => r.id).sort();
}

/** The workspace's real contacts per stage, and what the board's counters say of them. */
async function stageCounts(t: TestApp, workspaceId: string) {
  const counted = await t.db.query<{ stage: string; n: number }[]>(
    `SELECT stage, count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo
      GROUP BY stage ORDER BY stage`,
    [workspaceId],
  );
  const totals = await t.db.query<{ stage: string; n: number }[]>(
    `SELECT stage, sum(contacts)::int AS n FROM contact_stage_totals
      WHERE workspace_id = $1 AND NOT is_demo GROUP BY stage HAVING sum(contacts) <> 0 ORDER BY stage`,
    [workspaceId],
  );
  return { counted, totals };
}

/**
 * Each batch's move of contacts takes `ms` longer, so a test can act between batches (a move
 * sets the stage; a delete, which moves to the trash, does not wait).
 */
async function slowBatches(t: TestApp, ms: number): Promise<() => Promise<void>> {
  await t.db.query(
    `CREATE OR REPLACE FUNCTION slow_bulk_batch() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM pg_sleep(${ms / 1000}); RETURN NULL; END $$`,
  );
  await t.db.query(
    `CREATE TRIGGER slow_bulk_batch BEFORE UPDATE OF stage ON contacts_all
       FOR EACH STATEMENT EXECUTE FUNCTION slow_bulk_batch()`,
  );
  return async () => {
    await t.db.query(`DROP TRIGGER slow_bulk_batch ON contacts_all`);
    await t.db.query(`DROP FUNCTION slow_bulk_batch()`);
  };
}

/**
 * Holds every batch of contact updates after the first until the returned `open` is called: the
 * gate is an advisory lock the test's own connection holds, which the later batches' statements
 * wait for. `until(waits)` polls the database's lock waits (`atGate`: statements held at the
 * gate, `forTurn`: statements waiting for another advisory lock, the turn of a job whose batch is
 * held) until `waits` holds, or throws after 20 s.
 */
async function gateAfterFirstBatch(t: TestApp) {
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await gate.connect();
  await gate.query('SELECT pg_advisory_lock(4242)');
  await t.db.query('CREATE SEQUENCE bulk_batches_seen');
  await t.db.query(
    `CREATE OR REPLACE FUNCTION gate_bulk_batch() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF nextval('bulk_batches_seen') > 1 THEN
         PERFORM pg_advisory_lock_shared(4242);
         PERFORM pg_advisory_unlock_shared(4242);
       END IF;
       RETURN NULL;
     END $$`,
  );
  await t.db.query(
    `CREATE TRIGGER gate_bulk_batch BEFORE UPDATE ON contacts_all
       FOR EACH STATEMENT EXECUTE FUNCTION gate_bulk_batch()`,
  );
  type Waits = { atGate: number; forTurn: number };
  const until = async (holds: (waits: Waits) => boolean): Promise<void> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      // A one-number advisory key k is held as classid 0, objid k, objsubid 1.
      const { rows } = await gate.query<Waits>(
        `SELECT count(*) FILTER (WHERE gated)::int AS "atGate",
                count(*) FILTER (WHERE NOT gated)::int AS "forTurn"
           FROM (SELECT l.classid = 0 AND l.objid = 4242 AND l.objsubid = 1 AS gated
                   FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                  WHERE a.datname = current_database() AND l.locktype = 'advisory'
                    AND NOT l.granted) AS waiting`,
      );
      if (holds(rows[0])) return;
      if (Date.now() > deadline) throw new Error(`lock waits still ${JSON.stringify(rows[0])}`);
      await sleep(20);
    }
  };
  let opened = false;
  const open = async () => {
    opened = true;
    await gate.query('SELECT pg_advisory_unlock(4242)');
  };
  const remove = async () => {
    // Opened first even when the test failed midway, so no later statement waits at the gate.
    if (!opened) await open();
    await gate.end();
    await t.db.query('DROP TRIGGER gate_bulk_batch ON contacts_all');
    await t.db.query('DROP FUNCTION gate_bulk_batch()');
    await t.db.query('DROP SEQUENCE bulk_batches_seen');
  };
  return { until, open, remove };
}

/** GET /bulk-operations/{id} until `until` holds (by default: until it is over). */
async function waitForOperation(
  t: TestApp,
  as: string,
  id: string,
  until: (body: Record<string, unknown>) => boolean = (b) =>
    !['queued', 'running'].includes(b.status as string),
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(t, 'GET', `/bulk-operations/${id}`, { as });
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`operation ${id} still ${res.text}`);
    await sleep(50);
  }
}

// Thousands of contacts: kept out of the run's shared database.
useOwnDatabase();

describe('POST /contacts/bulk with a filter: a job', () => {
  let t: TestApp;
  let worker: BulkOperationWorker;

  beforeAll(async () => {
    t = await startApp();
    worker = t.app.get(BulkOperationWorker);
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  function bulk(as: string, body: Record<string, unknown>) {
    return call(t, 'POST', '/contacts/bulk', { as, body });
  }

  /** Queues `body` (over a filter) as `member`, runs its job here, and answers the operation. */
  async function ranByFilter(member: Member, body: Record<string, unknown>) {
    const res = await bulk(member.email, body);
    expect(res.status).toBe(202);
    await worker.run(res.body.id);
    return (await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email })).body;
  }

  /** A member's operation moving their 1,200 contacts to `contacted`: two batches. */
  async function movingTwoBatches(): Promise<{ member: Member; id: string }> {
    const member = await signUp(t, { premium: true });
    await seedContacts(t, member, 1_200);
    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      filter: {},
    });
    return { member, id: res.body.id as string };
  }

  async function operationRows(workspaceId: string) {
    return t.db.query<Record<string, unknown>[]>(
      `SELECT status, contact_ids FROM bulk_operations WHERE workspace_id = $1`,
      [workspaceId],
    );
  }

  async function eventsOf(workspaceId: string, type: string) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
    return t.db.query<{ payload: any }[]>(
      `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = $2 ORDER BY ${NUMBERING_ORDER}`,
      [workspaceId, type],
    );
  }

  it('moves the 1,200 contacts a filter matches, in batches, as single moves do: exact counts and board counters', async () => {
    const member = await signUp(t, { premium: true });
    await insertEndpoint(t, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    const matching = await seedContacts(t, member, 1_200, { tags: ['spring'] });
    const others = await seedContacts(t, member, 300, { tags: ['autumn'] });
    const demo = await demoContactId(t, member.workspaceId);
    const [demoBefore] = await t.db.query(`SELECT stage, tags FROM contacts WHERE id = $1`, [demo]);

    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      filter: { tag: 'spring' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
    const queued = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({
      id: res.body.id,
      action: 'move_stage',
      params: { stage: 'contacted' },
      filter: { tag: 'spring' },
      view_id: null,
      status: 'queued',
      counts: { matched: null, processed: 0, affected: 0, skipped: 0 },
      error: null,
      created_at: expect.any(String),
      started_at: null,
      finished_at: null,
    });

    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 1_200, processed: 1_200, affected: 1_200, skipped: 0 },
      error: null,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const stages = await t.db.query<{ id: string; stage: string }[]>(
      `SELECT id, stage FROM contacts WHERE workspace_id = $1 AND NOT is_demo ORDER BY id`,
      [member.workspaceId],
    );
    const inStage = (stage: string) => stages.filter((c) => c.stage === stage).map((c) => c.id);
    expect(inStage('contacted')).toEqual(matching);
    expect(inStage('lead')).toEqual(others);
    expect(await stageCounts(t, member.workspaceId)).toEqual({
      counted: [
        { stage: 'contacted', n: 1_200 },
        { stage: 'lead', n: 300 },
      ],
      totals: [
        { stage: 'contacted', n: 1_200 },
        { stage: 'lead', n: 300 },
      ],
    });
    const moves = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM stage_moves WHERE workspace_id = $1 AND NOT is_demo
          AND from_stage = 'lead' AND to_stage = 'contacted' AND moved_by = $2`,
      [member.workspaceId, member.userId],
    );
    expect(moves).toEqual([{ n: 1_200 }]);
    const events = await eventsOf(member.workspaceId, 'contact.stage_changed');
    // Batch by batch in id order: the same order as the contacts' ids.
    expect(events.map((e) => e.payload.data.contact.id)).toEqual(matching);
    expect(events[0].payload.data).toMatchObject({ from: 'lead', to: 'contacted' });
    // The events name the request that asked for the job, as a single move names its own.
    expect(events[0].payload.data).toMatchObject({
      request_id: res.headers['x-request-id'],
      actor: { type: 'user', user_id: member.userId, api_key_id: null },
    });
    const [demoAfter] = await t.db.query(`SELECT stage, tags FROM contacts WHERE id = $1`, [demo]);
    expect(demoAfter).toEqual(demoBefore);
    // The kept ids go once the job is over.
    expect(await operationRows(member.workspaceId)).toEqual([
      { status: 'succeeded', contact_ids: null },
    ]);
  }, 60_000);

  it('acts only on the contacts matched when it starts: later ones untouched, vanished ones skipped', async () => {
    const member = await signUp(t, { premium: true });
    const matching = await seedContacts(t, member, 1_200, { tags: ['spring'] });
    const res = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      filter: { tag: 'spring', stage: 'lead' },
    });
    expect(res.status).toBe(202);
    const restore = await slowBatches(t, 400);
    const late: string[] = [];
    const gone = matching.slice(-3);
    try {
      const running = worker.run(res.body.id);
      await waitForOperation(t, member.email, res.body.id, (b) => {
        const counts = b.counts as { matched: number | null };
        return counts.matched !== null;
      });
      for (const i of [1, 2]) {
        const contact = await createContact(t, member.email, {
          first_name: `Late ${i}`,
          tags: ['spring'],
        });
        late.push(contact.id);
      }
      for (const id of gone) {
        expect((await call(t, 'DELETE', `/contacts/${id}`, { as: member.email })).status).toBe(204);
      }
      await running;
    } finally {
      await restore();
    }
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 1_200, processed: 1_200, affected: 1_197, skipped: 3 },
    });
    const lateRows = await t.db.query<{ stage: string }[]>(
      `SELECT stage FROM contacts WHERE id = ANY($1)`,
      [late],
    );
    expect(lateRows.map((r) => r.stage)).toEqual(['lead', 'lead']);
    expect(await stageCounts(t, member.workspaceId)).toEqual({
      counted: [
        { stage: 'contacted', n: 1_197 },
        { stage: 'lead', n: 2 },
      ],
      totals: [
        { stage: 'contacted', n: 1_197 },
        { stage: 'lead', n: 2 },
      ],
    });
  }, 60_000);

  it('acts on every contact of its set left after erasures, one it acted on and one ahead (counted skipped)', async () => {
    const member = await signUp(t, { premium: true });
    const ids = (await seedContacts(t, member, 3, { tags: ['spring'] })).sort();
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['done'] },
      filter: { tag: 'spring' },
    });
    expect(res.status).toBe(202);
    // As if its first batch (the first contact) was applied and counted when its job stopped.
    await t.db.query(
      `UPDATE bulk_operations SET status = 'running', started_at = now(), contact_ids = $2,
              matched = 3, processed = 1, affected = 1 WHERE id = $1`,
      [res.body.id, ids],
    );
    await t.db.query(`UPDATE contacts SET tags = tags || '{done}' WHERE id = $1`, [ids[0]]);
    for (const id of [ids[0], ids[2]]) {
      const erased = await call(t, 'POST', `/contacts/${id}/erase`, { as: member.email });
      expect(erased.status).toBe(200);
    }
    // Each erased id leaves a hole in its place: the set's places after the count do not move.
    const [held] = await t.db.query(`SELECT contact_ids FROM bulk_operations WHERE id = $1`, [
      res.body.id,
    ]);
    expect(held.contact_ids).toEqual([null, ids[1], null]);
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 3, processed: 3, affected: 2, skipped: 1 },
    });
    const tagged = await t.db.query<{ id: string; done: boolean }[]>(
      `SELECT id, 'done' = ANY(tags) AS done FROM contacts WHERE id = ANY($1) ORDER BY id`,
      [ids],
    );
    expect(tagged).toEqual([{ id: ids[1], done: true }]);
  });

  it('lets an erasure of a contact its batch waits for go first: both end, the contact skipped', async () => {
    const member = await signUp(t, { premium: true });
    const ids = await seedContacts(t, member, 3, { tags: ['spring'] });
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['done'] },
      filter: { tag: 'spring' },
    });
    expect(res.status).toBe(202);
    // The erasure holds the contact, then scrubs the operation that holds it in its set; the
    // batch, its operation's turn taken, waits for that contact.
    const [erased, failure] = await releasedTogetherAtContact(
      t.db,
      ids[1],
      () => call(t, 'POST', `/contacts/${ids[1]}/erase`, { as: member.email }),
      () =>
        worker.run(res.body.id).then(
          () => undefined,
          (error: unknown) => error,
        ),
    );
    expect(erased.status).toBe(200);
    expect(failure).toBeUndefined();
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 3, processed: 3, affected: 2, skipped: 1 },
    });
    const tagged = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE id = ANY($1) AND 'done' = ANY(tags) ORDER BY id`,
      [ids],
    );
    expect(tagged.map((c) => c.id)).toEqual([ids[0], ids[2]]);
  });

  it('succeeds with zero counts when the filter matches nothing', async () => {
    const member = await signUp(t, { premium: true });
    await seedContacts(t, member, 3);
    const res = await bulk(member.email, { action: 'delete', filter: { tag: 'nobody' } });
    expect(res.status).toBe(202);
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 0, processed: 0, affected: 0, skipped: 0 },
    });
    expect((await stageCounts(t, member.workspaceId)).counted).toEqual([{ stage: 'lead', n: 3 }]);
  });

  it('deletes every real contact with an empty filter, never a demo contact, with contact.deleted for each', async () => {
    const member = await signUp(t, { premium: true });
    await insertEndpoint(t, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    const ids = await seedContacts(t, member, 5);
    const demo = await demoContactId(t, member.workspaceId);
    const res = await bulk(member.email, { action: 'delete', filter: {} });
    expect(res.status).toBe(202);
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body.counts).toEqual({ matched: 5, processed: 5, affected: 5, skipped: 0 });
    expect((await stageCounts(t, member.workspaceId)).counted).toEqual([]);
    expect(await t.db.query(`SELECT 1 FROM contacts WHERE id = $1`, [demo])).toHaveLength(1);
    const deleted = await eventsOf(member.workspaceId, 'contact.deleted');
    // One statement's events: numbered in either order (docs/webhooks.md).
    expect(deleted.map((e) => e.payload.data.contact.id as string).sort()).toEqual(ids);
  });

  it('tags and assigns by filter as PATCH does: contact.updated with the previous value, no activity', async () => {
    const member = await signUp(t, { premium: true });
    await insertEndpoint(t, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    const colleague = await addMember(t, member.workspaceId);
    const a = await createContact(t, member.email, { first_name: 'A', tags: ['vip'] });
    const b = await createContact(t, member.email, { first_name: 'B', tags: ['vip', 'q3'] });
    const c = await createContact(t, member.email, { first_name: 'C' });
    await t.db.query(`UPDATE contacts SET last_activity_at = '2020-01-01' WHERE id = ANY($1)`, [
      [a.id, b.id, c.id],
    ]);
    const tagged = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['q3'] },
      filter: { tag: 'vip' },
    });
    await worker.run(tagged.body.id);
    const assigned = await bulk(member.email, {
      action: 'assign_owner',
      params: { owner_id: colleague.userId },
      filter: { tag: 'q3' },
    });
    await worker.run(assigned.body.id);
    const rows = await t.db.query(
      `SELECT id, tags, owner_id, last_activity_at::date::text AS active FROM contacts
        WHERE id = ANY($1) ORDER BY first_name`,
      [[a.id, b.id, c.id]],
    );
    expect(rows).toEqual([
      { id: a.id, tags: ['vip', 'q3'], owner_id: colleague.userId, active: '2020-01-01' },
      { id: b.id, tags: ['vip', 'q3'], owner_id: colleague.userId, active: '2020-01-01' },
      { id: c.id, tags: [], owner_id: member.userId, active: '2020-01-01' },
    ]);
    const updated = await eventsOf(member.workspaceId, 'contact.updated');
    expect(updated.map((e) => [e.payload.data.contact.id, e.payload.data.previous])).toEqual([
      [a.id, { tags: ['vip'] }],
      ...[a.id, b.id].sort().map((id) => [id, { owner_id: member.userId }]),
    ]);
    const done = await call(t, 'GET', `/bulk-operations/${tagged.body.id}`, { as: member.email });
    // b carried the tag already: acted on (locked, its tags rewritten the same), no event.
    expect(done.body.counts).toEqual({ matched: 2, processed: 2, affected: 2, skipped: 0 });
  });

  it("records a batch's events in one statement, and sends none where nothing listens", async () => {
    const tagging = { action: 'add_tags', params: { tags: ['q4'] }, filter: { tag: 'spring' } };
    // The statements recording contact.updated (the job's own progress events aside).
    const eventInserts = (sent: { text: string; values: unknown[] }[]) =>
      sent.filter(
        (q) => q.text.startsWith('INSERT INTO webhook_events') && q.values[1] === 'contact.updated',
      ).length;

    const quiet = await signUp(t, { premium: true });
    await seedContacts(t, quiet, BULK_BATCH_SIZE + 100, { tags: ['spring'] });
    const unheard = await recordQueries(t, () => ranByFilter(quiet, tagging));
    expect(eventInserts(unheard)).toBe(0);
    expect(await eventsOf(quiet.workspaceId, 'contact.updated')).toEqual([]);

    const heard = await signUp(t, { premium: true });
    await insertEndpoint(t, heard.workspaceId, { url: 'https://93.184.216.34/hook' });
    const ids = await seedContacts(t, heard, BULK_BATCH_SIZE + 100, { tags: ['spring'] });
    const sent = await recordQueries(t, () => ranByFilter(heard, tagging));
    // Two batches (500 and 100 contacts), a statement of events each.
    expect(eventInserts(sent)).toBe(2);
    const recorded = await t.db.query<{ id: string }[]>(
      `SELECT payload #>> '{data,contact,id}' AS id FROM webhook_events
        WHERE workspace_id = $1 AND type = 'contact.updated' ORDER BY created_at, id`,
      [heard.workspaceId],
    );
    // In the batches' (id) order, as they are numbered.
    expect(recorded.map((r) => r.id)).toEqual([...ids].sort());
  });

  it("fails with the rule's reason when a batch is refused, the contacts of that batch unchanged", async () => {
    const member = await signUp(t, { premium: true });
    const full = await createContact(t, member.email, {
      tags: Array.from({ length: 19 }, (_, i) => `t${i}`),
    });
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['x', 'y'] },
      filter: { tag: 't0' },
    });
    expect(res.status).toBe(202);
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'failed',
      error: 'params.tags: adding these tags would give 1 contact(s) more than 20 tags',
      counts: { matched: 1, processed: 0, affected: 0, skipped: 0 },
      finished_at: expect.any(String),
    });
    const [row] = await t.db.query<{ tags: string[] }[]>(
      `SELECT tags FROM contacts WHERE id = $1`,
      [full.id],
    );
    expect(row.tags).toHaveLength(19);
  });

  it('fails naming the filter’s field, as the request would, when a stage it filters on is removed before it runs', async () => {
    const member = await signUp(t, { premium: true, role: 'admin' });
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['x'] },
      filter: { stage: 'proposal' },
    });
    expect(res.status).toBe(202);
    const settings = await call(t, 'PUT', '/settings', {
      as: member.email,
      body: {
        dormancy_days: 14,
        timezone: 'UTC',
        stages: DEFAULT_STAGES.filter((s) => s.key !== 'proposal'),
      },
    });
    expect(settings.status).toBe(200);
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body.status).toBe('failed');
    expect(done.body.error).toMatch(
      /^filter\.stage: Unknown stage 'proposal'\. Valid stages: lead, /,
    );
  });

  it("keeps a move by filter in each contact's own pipeline: a batch holding a contact whose pipeline lacks the stage fails the job; params.pipeline moves them across", async () => {
    const member = await signUp(t, { premium: true });
    const deals = await call(t, 'POST', '/pipelines', {
      as: member.email,
      body: {
        key: 'deals',
        name: 'Deals',
        stages: [
          { key: 'x4', label: 'Four', kind: 'open' },
          { key: 'x5', label: 'Five', kind: 'open' },
        ],
      },
    });
    expect(deals.status).toBe(201);
    const leads = await seedContacts(t, member, 2, { tags: ['spring'] });
    const [inDeals] = await seedContacts(t, member, 1, { stage: 'x4', tags: ['spring'] });
    const stagesNow = async () =>
      (
        await t.db.query<{ stage: string }[]>(
          `SELECT stage FROM contacts WHERE id = ANY($1) ORDER BY id`,
          [[...leads, inDeals].sort()],
        )
      ).map((r) => r.stage);
    const before = await stagesNow();

    // A named pipeline is checked before anything is queued, as the stage route checks it.
    const unknown = await bulk(member.email, {
      action: 'move_stage',
      params: { stage: 'x5', pipeline: 'partners' },
      filter: { tag: 'spring' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      {
        field: 'params.pipeline',
        message: "Unknown pipeline 'partners'. Valid pipelines: default, deals",
      },
    ]);

    const failed = await ranByFilter(member, {
      action: 'move_stage',
      params: { stage: 'x5' },
      filter: { tag: 'spring' },
    });
    expect(failed).toMatchObject({
      status: 'failed',
      error:
        "params.stage: Stage 'x5' is not a stage of pipeline 'default', where 2 contact(s) are " +
        '(params.pipeline moves them across pipelines). Valid stages: lead, contacted, ' +
        'qualified, proposal, negotiation, won, lost',
      counts: { matched: 3, processed: 0, affected: 0, skipped: 0 },
    });
    expect(await stagesNow()).toEqual(before);

    const done = await ranByFilter(member, {
      action: 'move_stage',
      params: { stage: 'x5', pipeline: 'deals' },
      filter: { tag: 'spring' },
    });
    expect(done).toMatchObject({
      status: 'succeeded',
      error: null,
      counts: { matched: 3, processed: 3, affected: 3, skipped: 0 },
    });
    expect(await stagesNow()).toEqual(['x5', 'x5', 'x5']);
  });

  it('fails a move by filter before its first batch when a later batch holds a contact whose pipeline lacks the stage', async () => {
    const member = await signUp(t, { premium: true });
    const deals = await call(t, 'POST', '/pipelines', {
      as: member.email,
      body: { key: 'deals', name: 'Deals', stages: [{ key: 'x4', label: 'Four', kind: 'open' }] },
    });
    expect(deals.status).toBe(201);
    // Ids grow by the millisecond: the contact in Deals is the last of the set, past the first
    // batch.
    const leads = await seedContacts(t, member, BULK_BATCH_SIZE + 1, { tags: ['spring'] });
    await sleep(5);
    const [inDeals] = await seedContacts(t, member, 1, { stage: 'x4', tags: ['spring'] });
    expect([...leads, inDeals].sort().at(-1)).toBe(inDeals);

    const failed = await ranByFilter(member, {
      action: 'move_stage',
      params: { stage: 'contacted' },
      filter: { tag: 'spring' },
    });
    expect(failed).toMatchObject({
      status: 'failed',
      error:
        "params.stage: Stage 'contacted' is not a stage of pipeline 'deals', where 1 contact(s) " +
        'are (params.pipeline moves them across pipelines). Valid stages: x4',
      counts: { matched: BULK_BATCH_SIZE + 2, processed: 0, affected: 0, skipped: 0 },
    });
    const stages = await t.db.query(
      `SELECT stage, count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND NOT is_demo
        GROUP BY stage ORDER BY stage`,
      [member.workspaceId],
    );
    expect(stages).toEqual([
      { stage: 'lead', n: BULK_BATCH_SIZE + 1 },
      { stage: 'x4', n: 1 },
    ]);
  });

  it('cancels a queued operation: its job then changes nothing; a second cancel is 409', async () => {
    const member = await signUp(t, { premium: true });
    await seedContacts(t, member, 10);
    const res = await bulk(member.email, { action: 'delete', filter: {} });
    const cancelled = await call(t, 'POST', `/bulk-operations/${res.body.id}/cancel`, {
      as: member.email,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: res.body.id,
      status: 'cancelled',
      finished_at: expect.any(String),
    });
    await worker.run(res.body.id);
    expect((await stageCounts(t, member.workspaceId)).counted).toEqual([{ stage: 'lead', n: 10 }]);
    const again = await call(t, 'POST', `/bulk-operations/${res.body.id}/cancel`, {
      as: member.email,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      detail: 'The bulk operation is already over; only a queued or running one can be cancelled',
      status_now: 'cancelled',
    });
  });

  it('cancels a running operation between batches: the batches applied stay, counted', async () => {
    const { member, id } = await movingTwoBatches();
    // The second batch, holding the operation's turn and row, waits at the gate while the cancel
    // is sent; the cancel waits for that batch, which then counts, and no batch after it runs.
    const gate = await gateAfterFirstBatch(t);
    try {
      const running = worker.run(id);
      await gate.until((waits) => waits.atGate === 1);
      const cancelled = call(t, 'POST', `/bulk-operations/${id}/cancel`, {
        as: member.email,
      });
      await gate.until((waits) => waits.forTurn === 1);
      await gate.open();
      expect((await cancelled).status).toBe(200);
      await running;
    } finally {
      await gate.remove();
    }
    const done = await call(t, 'GET', `/bulk-operations/${id}`, { as: member.email });
    expect(done.body.status).toBe('cancelled');
    const { processed, affected } = done.body.counts as { processed: number; affected: number };
    expect(processed).toBe(1_000);
    expect(affected).toBe(processed);
    const { counted } = await stageCounts(t, member.workspaceId);
    expect(counted).toEqual([
      { stage: 'contacted', n: processed },
      { stage: 'lead', n: 1_200 - processed },
    ]);
  }, 60_000);

  it('fails an operation given up while a batch is applied after that batch: it stays, counted, and none runs after it', async () => {
    const { member, id } = await movingTwoBatches();
    // The dead letter's statement, sent while the second batch waits at the gate: it waits for
    // the operation's turn as a cancel does, so the batch commits, counted, and is the last.
    const given = failUnfinishedJob(BULK_OPERATIONS, id, BULK_GIVEN_UP_ERROR);
    const gate = await gateAfterFirstBatch(t);
    try {
      const running = worker.run(id);
      await gate.until((waits) => waits.atGate === 1);
      // TypeORM answers an UPDATE with its rows and their count.
      const failed = t.db.query<[{ id: string }[], number]>(given.text, [...given.values]);
      await gate.until((waits) => waits.forTurn === 1);
      await gate.open();
      expect(await failed).toEqual([[expect.objectContaining({ id })], 1]);
      await running;
    } finally {
      await gate.remove();
    }
    const done = await call(t, 'GET', `/bulk-operations/${id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'failed',
      error: BULK_GIVEN_UP_ERROR,
      counts: { processed: 1_000, affected: 1_000 },
    });
    expect((await stageCounts(t, member.workspaceId)).counted).toEqual([
      { stage: 'contacted', n: 1_000 },
      { stage: 'lead', n: 200 },
    ]);
  }, 60_000);

  it('fails its run for a retry, rather than leave the operation running, when a batch waits past the lock timeout for a contact another write holds', async () => {
    const member = await signUp(t, { premium: true });
    const ids = await seedContacts(t, member, 3);
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['held'] },
      filter: {},
    });
    expect(res.status).toBe(202);
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [ids[1]],
    });
    let failure: unknown;
    try {
      failure = await worker.run(res.body.id).then(
        () => undefined,
        (error: unknown) => error,
      );
    } finally {
      await release(blocker);
    }
    // A run that throws is retried by pg-boss from the checkpoint; one that returns is done with.
    expect((failure as { code?: unknown } | undefined)?.code).toBe('55P03');
    const waiting = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(waiting.body).toMatchObject({
      status: 'running',
      counts: { matched: 3, processed: 0, affected: 0, skipped: 0 },
    });
    await worker.run(res.body.id);
    const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(done.body).toMatchObject({
      status: 'succeeded',
      counts: { matched: 3, processed: 3, affected: 3, skipped: 0 },
    });
    const tagged = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM contacts WHERE id = ANY($1) AND tags = '{held}'`,
      [ids],
    );
    expect(tagged).toEqual([{ n: 3 }]);
  });

  it('fails at its next batch once the workspace is no longer premium, changing nothing more', async () => {
    const member = await signUp(t, { premium: true });
    await seedContacts(t, member, 4);
    const res = await bulk(member.email, { action: 'delete', filter: {} });
    await setPremium(t, member.workspaceId, false);
    await worker.run(res.body.id);
    // A free workspace reads only demo rows: the operation is not among them.
    const hidden = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(hidden.status).toBe(404);
    await setPremium(t, member.workspaceId, true);
    const after = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: member.email });
    expect(after.body).toMatchObject({
      status: 'failed',
      error: 'The workspace is no longer premium; contacts not yet acted on were left as they were',
      counts: { matched: null, processed: 0, affected: 0, skipped: 0 },
    });
    expect((await stageCounts(t, member.workspaceId)).counted).toEqual([{ stage: 'lead', n: 4 }]);
  });

  it('queues one operation for an Idempotency-Key sent twice, answering the same 202', async () => {
    const member = await signUp(t, { premium: true });
    const send = () =>
      call(t, 'POST', '/contacts/bulk', {
        as: member.email,
        headers: { 'idempotency-key': `bulk-${member.userId}` },
        body: { action: 'add_tags', params: { tags: ['q3'] }, filter: { stage: 'lead' } },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await operationRows(member.workspaceId)).toHaveLength(1);
  });

  it('lists operations newest first; another workspace sees none of them (404)', async () => {
    const member = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const first = await bulk(member.email, { action: 'delete', filter: { tag: 'a' } });
    const second = await bulk(member.email, { action: 'delete', filter: { tag: 'b' } });
    const list = await call(t, 'GET', '/bulk-operations', { as: member.email });
    expect(list.status).toBe(200);
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    expect(list.body.next_cursor).toBeNull();
    const paged = await call(t, 'GET', '/bulk-operations', {
      as: member.email,
      query: { limit: '1' },
    });
    expect(paged.body.items.map((o: { id: string }) => o.id)).toEqual([second.body.id]);
    const next = await call(t, 'GET', '/bulk-operations', {
      as: member.email,
      query: { limit: '1', cursor: paged.body.next_cursor },
    });
    expect(next.body.items.map((o: { id: string }) => o.id)).toEqual([first.body.id]);

    expect((await call(t, 'GET', '/bulk-operations', { as: other.email })).body.items).toEqual([]);
    for (const [method, url] of [
      ['GET', `/bulk-operations/${first.body.id}`],
      ['POST', `/bulk-operations/${first.body.id}/cancel`],
      ['GET', `/bulk-operations/${randomUUID()}`],
    ] as const) {
      const res = await call(t, method, url, { as: other.email });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Bulk operation not found');
    }
    expect((await operationRows(member.workspaceId)).map((r) => r.status)).toEqual([
      'queued',
      'queued',
    ]);
  });

  it("outlives its author: a removed member's ended operations stay (and undo), the unended ones are cancelled", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    await seedContacts(t, admin, 3, { tags: ['old'] });
    const deleting = await bulk(member.email, { action: 'delete', filter: { tag: 'old' } });
    await worker.run(deleting.body.id);
    const queued = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['x'] },
      filter: {},
    });
    expect([deleting.status, queued.status]).toEqual([202, 202]);

    const removed = await call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email });
    expect(removed.status).toBe(204);
    const rows = await t.db.query(
      `SELECT id, status, created_by FROM bulk_operations WHERE workspace_id = $1 ORDER BY created_at`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([
      { id: deleting.body.id, status: 'succeeded', created_by: null },
      { id: queued.body.id, status: 'cancelled', created_by: null },
    ]);
    const listed = await call(t, 'GET', '/bulk-operations', { as: admin.email });
    expect(listed.body.items.map((o: { id: string }) => o.id)).toEqual([
      queued.body.id,
      deleting.body.id,
    ]);
    const restored = await call(t, 'POST', '/contacts/restore', {
      as: admin.email,
      body: { bulk_operation_id: deleting.body.id },
    });
    expect([restored.status, restored.body]).toEqual([200, { restored: 3 }]);
  });

  it('is 409 to a member removed while starting one, rather than left to run without its author', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const [theirs] = await seedContacts(t, member, 1);
    // The removal holds the member and their operations' turns, then waits for their contact.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [theirs],
    });
    const lockWaits = async () => {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return row.n;
    };
    let started: Awaited<ReturnType<typeof bulk>> | undefined;
    let removed: Awaited<ReturnType<typeof call>> | undefined;
    try {
      const removal = call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email });
      await untilWaitingOnLocks(t.db, 1);
      const starting = bulk(member.email, {
        action: 'add_tags',
        params: { tags: ['x'] },
        filter: {},
      });
      // Started once the removal holds its member: answered, or waiting for the removal.
      let answered = false;
      void starting.finally(() => (answered = true));
      while (!answered && (await lockWaits()) < 2) await sleep(10);
      await release(blocker);
      [removed, started] = await Promise.all([removal, starting]);
    } finally {
      await release(blocker).catch(() => undefined);
    }
    expect(removed?.status).toBe(204);
    expect([started?.status, started?.body.detail]).toEqual([
      409,
      'Your account was removed from this workspace',
    ]);
    const rows = await t.db.query(`SELECT status FROM bulk_operations WHERE workspace_id = $1`, [
      admin.workspaceId,
    ]);
    expect(rows).toEqual([]);
  });

  it("lets an erasure of a removed member's contact, held in their running operation, go first: both end", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const [theirs] = await seedContacts(t, member, 1);
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['x'] },
      filter: {},
    });
    expect(res.status).toBe(202);
    await t.db.query(
      `UPDATE bulk_operations SET status = 'running', started_at = now(), contact_ids = $2,
              matched = 1 WHERE id = $1`,
      [res.body.id, [theirs]],
    );
    // The erasure holds the contact, then scrubs the operation that holds it in its set; the
    // removal, which cancels that operation, waits for the member's contacts.
    const [erased, removed] = await releasedTogetherAtContact(
      t.db,
      theirs,
      () => call(t, 'POST', `/contacts/${theirs}/erase`, { as: admin.email }),
      () => call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email }),
    );
    expect([erased.status, removed.status]).toEqual([200, 204]);
    const rows = await t.db.query(
      `SELECT status, contact_ids, created_by FROM bulk_operations WHERE id = $1`,
      [res.body.id],
    );
    // Its set is emptied as it ends.
    expect(rows).toEqual([{ status: 'cancelled', contact_ids: null, created_by: null }]);
    expect(await t.db.query(`SELECT id FROM contacts_all WHERE id = $1`, [theirs])).toEqual([]);
  });

  it("lets a removed member's running batch, an erasure of a contact it holds and the removal go one after the other: all three end", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const ids = await seedContacts(t, member, 2, { tags: ['spring'] });
    const res = await bulk(member.email, {
      action: 'add_tags',
      params: { tags: ['done'] },
      filter: { tag: 'spring' },
    });
    expect(res.status).toBe(202);
    // The batch, its turn taken, waits for the contact; then the erasure of that contact; then
    // the removal, for the operation's turn. Once the batch is applied, the removal takes the
    // turn and waits for the member's contacts, which the erasure holds as it scrubs the
    // operation.
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
      values: [ids[1]],
    });
    let answers: [unknown, { status: number }, { status: number }];
    try {
      const running = worker.run(res.body.id).then(
        () => undefined,
        (error: unknown) => error,
      );
      await untilWaitingOnLocks(t.db, 1);
      const erasing = call(t, 'POST', `/contacts/${ids[1]}/erase`, { as: admin.email });
      await untilWaitingOnLocks(t.db, 2);
      const removing = call(t, 'DELETE', `/team/${member.userId}`, { as: admin.email });
      await untilWaitingOnLocks(t.db, 3);
      await release(blocker);
      answers = await Promise.all([running, erasing, removing]);
    } finally {
      await release(blocker).catch(() => undefined);
    }
    const [failure, erased, removed] = answers;
    expect([failure, erased.status, removed.status]).toEqual([undefined, 200, 204]);
    const [operation] = await t.db.query<{ status: string; created_by: string | null }[]>(
      `SELECT status, created_by FROM bulk_operations WHERE id = $1`,
      [res.body.id],
    );
    // Its one batch applied: ended by its run or, when the removal went first, cancelled.
    expect(['succeeded', 'cancelled']).toContain(operation.status);
    expect(operation.created_by).toBeNull();
    const left = await t.db.query(`SELECT id, tags, owner_id FROM contacts WHERE id = ANY($1)`, [
      ids,
    ]);
    expect(left).toEqual([{ id: ids[0], tags: ['spring', 'done'], owner_id: null }]);
  });

  it('shows a member whose visibility is restricted only the operations they started', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const tagging = { action: 'add_tags', params: { tags: ['x'] }, filter: {} };
    const theirs = await bulk(admin.email, tagging);
    const own = await bulk(member.email, tagging);
    expect([theirs.status, own.status]).toEqual([202, 202]);
    await t.db.query(`UPDATE workspaces SET member_visibility = 'own' WHERE id = $1`, [
      admin.workspaceId,
    ]);

    const listed = await call(t, 'GET', '/bulk-operations', { as: member.email });
    expect(listed.body.items.map((o: { id: string }) => o.id)).toEqual([own.body.id]);
    expect(
      (await call(t, 'GET', `/bulk-operations/${own.body.id}`, { as: member.email })).status,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', `/bulk-operations/${theirs.body.id}`],
      ['POST', `/bulk-operations/${theirs.body.id}/cancel`],
    ] as const) {
      const res = await call(t, method, url, { as: member.email });
      expect([method, res.status, res.body.detail]).toEqual([
        method,
        404,
        'Bulk operation not found',
      ]);
    }
    const restore = await call(t, 'POST', '/contacts/restore', {
      as: member.email,
      body: { bulk_operation_id: theirs.body.id },
    });
    expect([restore.status, restore.body.detail]).toEqual([404, 'Bulk operation not found']);
    const [row] = await t.db.query<{ status: string }[]>(
      `SELECT status FROM bulk_operations WHERE id = $1`,
      [theirs.body.id],
    );
    expect(row.status).toBe('queued');
    // Managers see every operation; so does every member once visibility is `all` again.
    const all = await call(t, 'GET', '/bulk-operations', { as: admin.email });
    expect(all.body.items.map((o: { id: string }) => o.id)).toEqual([own.body.id, theirs.body.id]);
    await t.db.query(`UPDATE workspaces SET member_visibility = 'all' WHERE id = $1`, [
      admin.workspaceId,
    ]);
    const again = await call(t, 'GET', '/bulk-operations', { as: member.email });
    expect(again.body.items).toHaveLength(2);
  });

  it('is 402 on a free workspace, to start or cancel; its list is empty', async () => {
    const free = await signUp(t);
    const demo = await demoContactId(t, free.workspaceId);
    const res = await bulk(free.email, { action: 'delete', filter: {} });
    expect(res.status).toBe(402);
    const cancel = await call(t, 'POST', `/bulk-operations/${randomUUID()}/cancel`, {
      as: free.email,
    });
    expect(cancel.status).toBe(402);
    expect((await call(t, 'GET', '/bulk-operations', { as: free.email })).body.items).toEqual([]);
    expect(await operationRows(free.workspaceId)).toEqual([]);
    expect(await t.db.query(`SELECT 1 FROM contacts WHERE id = $1`, [demo])).toHaveLength(1);
  });

  it.each([
    [{ action: 'delete' }, 'contact_ids', NEITHER],
    [{ action: 'delete', contact_ids: [randomUUID()], filter: {} }, 'filter', BOTH],
    [
      { action: 'delete', filter: { stage: 'nirvana' } },
      'filter.stage',
      "Unknown stage 'nirvana'. Valid stages: lead, contacted",
    ],
    [
      { action: 'delete', filter: { owner_id: 'me' } },
      'filter.owner_id',
      'owner_id must be a UUID',
    ],
    [
      { action: 'delete', filter: { color: 'red' } },
      'filter.color',
      'property color should not exist',
    ],
    [
      { action: 'delete', filter: { dormant: 'maybe' } },
      'filter.dormant',
      'dormant must be a boolean value',
    ],
    [
      { action: 'delete', filter: { tag: '' } },
      'filter.tag',
      'tag must be longer than or equal to 1 characters',
    ],
    [{ action: 'delete', filter: 'lead' }, 'filter', 'filter must be an object'],
    [
      { action: 'move_stage', params: { stage: 'nirvana' }, filter: {} },
      'params.stage',
      "Unknown stage 'nirvana'. Valid stages: lead, contacted",
    ],
    [
      { action: 'assign_owner', params: { owner_id: randomUUID() }, filter: {} },
      'params.owner_id',
      'owner_id is not a member of this workspace',
    ],
  ])('refuses %j with 422 on %s, queuing nothing', async (body, field, message) => {
    const member = await signUp(t, { premium: true });
    const res = await bulk(member.email, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field, message: expect.stringContaining(message) }]);
    expect(res.body.detail).toBe(`Validation failed: ${res.body.errors[0].message}`);
    expect(await operationRows(member.workspaceId)).toEqual([]);
  });

  it('needs contacts:write of an API key to start or cancel, contacts:read to follow', async () => {
    const member = await signUp(t, { premium: true });
    const reader = await createKey(t, member.email, ['contacts:read']);
    const writer = await createKey(t, member.email, ['contacts:write']);
    const body = { action: 'delete', filter: { tag: 'none' } };
    const refused = await withKey(t, reader.key, 'POST', '/contacts/bulk', { body });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Scope 'contacts:write' required");
    const started = await withKey(t, writer.key, 'POST', '/contacts/bulk', { body });
    expect(started.status).toBe(202);
    const url = `/bulk-operations/${started.body.id}`;
    expect((await withKey(t, reader.key, 'GET', url)).status).toBe(200);
    expect((await withKey(t, reader.key, 'GET', '/bulk-operations')).status).toBe(200);
    expect((await withKey(t, reader.key, 'POST', `${url}/cancel`)).status).toBe(403);
    expect((await withKey(t, writer.key, 'POST', `${url}/cancel`)).status).toBe(200);
  });
});

/** Instances on one database: `quiet` works no queue; workers are started per test. */
describe('bulk operations across instances', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await startApp();
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(quiet);
    await quiet.close();
  });

  async function movedOnce(workspaceId: string) {
    const [row] = await quiet.db.query(
      `SELECT (SELECT count(*)::int FROM stage_moves m WHERE m.workspace_id = $1 AND NOT m.is_demo
                 AND m.to_stage = 'contacted') AS moves,
              (SELECT count(*)::int FROM webhook_events e WHERE e.workspace_id = $1
                 AND e.type = 'contact.stage_changed') AS events,
              (SELECT count(DISTINCT e.payload->'data'->'contact'->>'id')::int FROM webhook_events e
                WHERE e.workspace_id = $1 AND e.type = 'contact.stage_changed') AS contacts`,
      [workspaceId],
    );
    return row;
  }

  it('resumes on another instance after the first stops between batches, applying no batch twice', async () => {
    const member = await signUp(quiet, { premium: true });
    await insertEndpoint(quiet, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    await seedContacts(quiet, member, 1_200);
    const restore = await slowBatches(quiet, 400);
    const first = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    const res = await call(first, 'POST', '/contacts/bulk', {
      as: member.email,
      body: { action: 'move_stage', params: { stage: 'contacted' }, filter: { stage: 'lead' } },
    });
    expect(res.status).toBe(202);
    const id = res.body.id as string;
    try {
      await waitForOperation(
        first,
        member.email,
        id,
        (b) => (b.counts as { processed: number }).processed >= 500,
      );
      // The stopping instance finishes its batch and hands the rest over.
      await first.close();
    } finally {
      await restore();
    }
    const [stopped] = await quiet.db.query(
      `SELECT status, matched, processed, cardinality(contact_ids)::int AS kept
         FROM bulk_operations WHERE id = $1`,
      [id],
    );
    expect(stopped).toMatchObject({ status: 'running', matched: 1_200, kept: 1_200 });
    expect(stopped.processed % 500).toBe(0);
    expect(stopped.processed).toBeLessThan(1_200);
    // Contacts that match the filter now but did not when the job started are not its concern.
    await seedContacts(quiet, member, 7, { name: 'Late' });

    const second = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    try {
      const done = await waitForOperation(second, member.email, id);
      expect(done).toMatchObject({
        status: 'succeeded',
        counts: { matched: 1_200, processed: 1_200, affected: 1_200, skipped: 0 },
      });
    } finally {
      await second.close();
    }
    expect(await movedOnce(member.workspaceId)).toEqual({
      moves: 1_200,
      events: 1_200,
      contacts: 1_200,
    });
    expect(await stageCounts(quiet, member.workspaceId)).toEqual({
      counted: [
        { stage: 'contacted', n: 1_200 },
        { stage: 'lead', n: 7 },
      ],
      totals: [
        { stage: 'contacted', n: 1_200 },
        { stage: 'lead', n: 7 },
      ],
    });
  }, 120_000);

  it('fails an operation whose job used up its retries, with its error, instead of leaving it running', async () => {
    const member = await signUp(quiet, { premium: true });
    await insertEndpoint(quiet, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    await seedContacts(quiet, member, 20);
    const res = await call(quiet, 'POST', '/contacts/bulk', {
      as: member.email,
      body: { action: 'move_stage', params: { stage: 'contacted' }, filter: { stage: 'lead' } },
    });
    expect(res.status).toBe(202);
    const id = res.body.id as string;
    // Its last try now: this job's next failure is final.
    await quiet.db.query(`UPDATE pgboss.job SET retry_limit = 0 WHERE data->>'operationId' = $1`, [
      id,
    ]);
    // Every change of this workspace's contacts fails, as a database fault would.
    const trigger = `bulk_fault_${member.workspaceId.replace(/-/g, '')}`;
    await quiet.db.query(
      `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'provoked'; END $$`,
    );
    await quiet.db.query(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE ON contacts_all FOR EACH ROW
         WHEN (OLD.workspace_id = '${member.workspaceId}') EXECUTE FUNCTION ${trigger}()`,
    );
    const worker = await startApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
    try {
      const done = await waitForOperation(worker, member.email, id);
      expect(done).toMatchObject({
        status: 'failed',
        error: BULK_GIVEN_UP_ERROR,
        counts: { matched: 20, processed: 0, affected: 0, skipped: 0 },
        finished_at: expect.any(String),
      });
      expect(BULK_GIVEN_UP_ERROR).toBe(
        'The bulk operation stopped after its job failed on every retry (an error, or a worker that died); the contacts counted were acted on, the rest were not',
      );
    } finally {
      await worker.close();
      await quiet.db.query(`DROP TRIGGER ${trigger} ON contacts_all`);
      await quiet.db.query(`DROP FUNCTION ${trigger}()`);
    }
    expect(await stageCounts(quiet, member.workspaceId)).toEqual({
      counted: [{ stage: 'lead', n: 20 }],
      totals: [{ stage: 'lead', n: 20 }],
    });
    expect(await movedOnce(member.workspaceId)).toEqual({ moves: 0, events: 0, contacts: 0 });
    const [kept] = await quiet.db.query(
      `SELECT contact_ids IS NULL AS dropped FROM bulk_operations WHERE id = $1`,
      [id],
    );
    expect(kept).toEqual({ dropped: true });
    // Its end is announced as any failure's, once.
    const finished = await quiet.db.query<{ operation: Record<string, unknown> }[]>(
      `SELECT payload->'data'->'bulk_operation' AS operation FROM webhook_events
        WHERE workspace_id = $1 AND type = 'bulk_operation.finished'`,
      [member.workspaceId],
    );
    expect(finished).toEqual([
      {
        operation: expect.objectContaining({
          id,
          status: 'failed',
          error: BULK_GIVEN_UP_ERROR,
          counts: { matched: 20, processed: 0, affected: 0, skipped: 0 },
        }),
      },
    ]);
  }, 60_000);

  it('applies each batch once when the same operation runs in two workers at once', async () => {
    const member = await signUp(quiet, { premium: true });
    await insertEndpoint(quiet, member.workspaceId, { url: 'https://93.184.216.34/hook' });
    await seedContacts(quiet, member, 1_200);
    const res = await call(quiet, 'POST', '/contacts/bulk', {
      as: member.email,
      body: { action: 'move_stage', params: { stage: 'contacted' }, filter: {} },
    });
    const worker = quiet.app.get(BulkOperationWorker);
    await Promise.all([worker.run(res.body.id), worker.run(res.body.id)]);
    const done = await waitForOperation(quiet, member.email, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      counts: { matched: 1_200, processed: 1_200, affected: 1_200, skipped: 0 },
    });
    expect(await movedOnce(member.workspaceId)).toEqual({
      moves: 1_200,
      events: 1_200,
      contacts: 1_200,
    });
  }, 60_000);
});
