import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Draining } from '../src/core/draining.js';
import { DATABASE_LOCK_TIMEOUT_DETAIL } from '../src/core/http/database-faults.js';
import { EventStreams } from '../src/modules/events/event-streams.js';
import { SHUTTING_DOWN, TOO_MANY_STREAMS_OF_USER } from '../src/modules/events/events.rules.js';
import {
  EXPIRED_TICKET_DETAIL,
  INVALID_TICKET_DETAIL,
  TICKET_WITH_HEADER_DETAIL,
} from '../src/core/auth/stream-tickets.js';
import { addMember, createContact, type Member, signUp } from './support/factories.js';
import { listening, numberOf, pointAt, StreamReader } from './support/event-stream.js';
import { createGroup, setVisibility } from './support/groups.js';
import { csv, postImport, waitForImport } from './support/imports.js';
import { holdAfter, holdWorkspaceRow, release, untilWaitingOnLocks } from './support/row-lock.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

/** Fast polls and heartbeats, two streams a user: the limits and the protocol within a test's time. */
const STREAMING = {
  EVENT_STREAM_POLL_MS: '50',
  EVENT_STREAM_HEARTBEAT_MS: '300',
  EVENT_STREAMS_PER_USER: '2',
  CORS_ORIGINS: 'https://app.example.com',
};

let tApp: TestApp;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 10 s) until `holds`, checked every 50 ms. */
async function eventually(holds: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`${what} never came`);
    await pause(50);
  }
}

describe('GET /events', () => {
  let t: TestApp;
  let base: string;
  const readers: StreamReader[] = [];

  const open = async (path: string, headers: Record<string, string> = {}, at = base) => {
    const reader = await StreamReader.open(at, path, headers);
    readers.push(reader);
    return reader;
  };
  /** Opens a stream and waits until it is live (its `retry:` sent). */
  const stream = async (who: string, path = '/events', headers: Record<string, string> = {}) => {
    const reader = await open(path, { ...bearer(who), ...headers });
    expect(reader.status).toBe(200);
    await reader.until(() => reader.retries.length > 0);
    return reader;
  };

  beforeAll(async () => {
    t = await startApp(STREAMING);
    tApp = t;
    base = await listening(t);
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t.close();
  });

  it("sends each of the workspace's events as it commits, its number as id and its webhook body as data", async () => {
    const admin = await signUp(t, { premium: true });
    const reader = await stream(admin.email);
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.retries).toEqual([2000]);
    const contact = await createContact(t, admin.email, { first_name: 'Ada' });
    const moved = await call(t, 'POST', `/contacts/${contact.id}/stage`, {
      as: admin.email,
      body: { stage: 'contacted' },
    });
    expect(moved.status).toBe(200);
    const [created, stage] = await reader.take(2);
    expect(created.event).toBe('contact.created');
    expect(created.data).toMatchObject({
      type: 'contact.created',
      data: { workspace_id: admin.workspaceId, contact: { id: contact.id, first_name: 'Ada' } },
    });
    expect(stage).toMatchObject({
      event: 'contact.stage_changed',
      data: { data: { from: 'lead', to: 'contacted' } },
    });
    expect(Number(stage.id)).toBe(Number(created.id) + 1);
    expect(created.data.data?.sequence).toBe(Number(created.id));
    // The heartbeat comment keeps proxies from closing an idle stream.
    await reader.until(() => reader.comments.includes('heartbeat'));
  });

  it("never sends another workspace's events, whether the stream is opened with a header or a ticket", async () => {
    const mine = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const reader = await stream(mine.email);
    const ticket = (await call(t, 'POST', '/events/tickets', { as: mine.email })).body.ticket;
    const byTicket = await open(`/events?ticket=${encodeURIComponent(ticket)}`);
    expect(byTicket.status).toBe(200);
    await byTicket.until(() => byTicket.retries.length > 0);
    await createContact(t, other.email, { first_name: 'Elsewhere' });
    const own = await createContact(t, mine.email, { first_name: 'Mine' });
    for (const r of [reader, byTicket]) {
      const [first] = await r.take(1);
      expect(first.data.data?.contact).toMatchObject({ id: own.id });
      expect(r.events).toHaveLength(1);
    }
  });

  it('resumes after Last-Event-ID with every event since, in order, no gap and no repeat, while writes go on', async () => {
    const admin = await signUp(t, { premium: true });
    const first = await stream(admin.email);
    for (let i = 0; i < 3; i++) await createContact(t, admin.email, { first_name: `Before ${i}` });
    const seen = await first.take(3);
    first.close();
    // Written while no stream is open: the lease keeps them recorded.
    for (let i = 0; i < 3; i++) await createContact(t, admin.email, { first_name: `Between ${i}` });
    const resumed = await stream(admin.email, '/events', { 'last-event-id': String(seen[1].id) });
    const writes = (async () => {
      for (let i = 0; i < 5; i++) await createContact(t, admin.email, { first_name: `After ${i}` });
    })();
    await writes;
    const events = await resumed.take(9);
    const ids = events.map((e) => Number(e.id));
    const start = Number(seen[1].id) + 1;
    expect(ids).toEqual(Array.from({ length: 9 }, (_, i) => start + i));
    expect(events.map((e) => (e.data.data?.contact as { first_name: string }).first_name)).toEqual([
      'Before 2',
      'Between 0',
      'Between 1',
      'Between 2',
      ...Array.from({ length: 5 }, (_, i) => `After ${i}`),
    ]);
    // The query parameter does the same where a header cannot be set.
    const byQuery = await stream(admin.email, `/events?last_event_id=${ids[6]}`);
    const rest = await byQuery.take(2);
    expect(rest.map((e) => Number(e.id))).toEqual([ids[7], ids[8]]);
  });

  it('sends a stream that finishes its replay while a live batch is being sent the events of that batch', async () => {
    const admin = await signUp(t, { premium: true });
    const live = await stream(admin.email);
    await createContact(t, admin.email, { first_name: 'First' });
    const [first] = await live.take(1);
    // The steps of one instance held in place: the resuming stream's replay read, and the
    // sending of the next live batch, so the replay ends while that batch is on its way.
    const streams = t.app.get(EventStreams);
    const steps = streams as unknown as {
      read(followed: unknown, after: number): Promise<{ rows: { seq: string }[] }>;
      batchNow(
        followed: unknown,
        rows: readonly { seq: string }[],
        streams: unknown,
      ): Promise<unknown>;
    };
    const read = steps.read.bind(streams);
    const batchNow = steps.batchNow.bind(streams);
    const gate = () => {
      let open = () => undefined as void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { opened, open };
    };
    const replayRead = gate();
    const replayHeld = gate();
    const batchReached = gate();
    const batchHeld = gate();
    const second = String(Number(first.id) + 1);
    const reads = jest.spyOn(steps, 'read').mockImplementation(async (followed, after) => {
      const page = await read(followed, after);
      if (after === numberOf(live.opening)) {
        replayRead.open();
        await replayHeld.opened;
      }
      return page;
    });
    const batches = jest.spyOn(steps, 'batchNow').mockImplementation(async (followed, rows, to) => {
      if (rows.some((row) => row.seq === second)) {
        batchReached.open();
        await batchHeld.opened;
      }
      return batchNow(followed, rows, to);
    });
    try {
      const resumed = await open('/events', {
        ...bearer(admin.email),
        'last-event-id': live.opening!,
      });
      expect(resumed.status).toBe(200);
      await replayRead.opened;
      const created = await createContact(t, admin.email, { first_name: 'Second' });
      await batchReached.opened;
      replayHeld.open();
      await resumed.until(() => resumed.events.length > 0, 'the replay');
      batchHeld.open();
      const [, next] = await resumed.take(2);
      expect([next.id, next.event, next.data.data?.contact]).toEqual([
        second,
        'contact.created',
        expect.objectContaining({ id: created.id }),
      ]);
      expect(resumed.events.map((e) => e.id)).toEqual([first.id, second]);
    } finally {
      reads.mockRestore();
      batches.mockRestore();
    }
  });

  it('answers one reset for an id the store does not hold, then goes on from the newest event', async () => {
    const admin = await signUp(t, { premium: true });
    await stream(admin.email).then((r) => r.close());
    await createContact(t, admin.email);
    const reader = await stream(admin.email, '/events', { 'last-event-id': '999999' });
    const [reset] = await reader.take(1, 'reset');
    expect(reset.data).toEqual({ reason: 'resume_point_not_held' });
    const after = await createContact(t, admin.email, { first_name: 'Next' });
    const [next] = await reader.take(1, 'contact.created');
    expect(next.data.data?.contact).toMatchObject({ id: after.id });
    expect(Number(next.id)).toBe(numberOf(reset.id) + 1);

    // No event has such an id: reset the same way, never an error, which stops an EventSource.
    const malformed = await stream(admin.email, '/events', { 'last-event-id': 'abc' });
    const [again] = await malformed.take(1, 'reset');
    expect(again).toMatchObject({ data: { reason: 'resume_point_not_held' } });
    expect(again.id).toMatch(pointAt(next.id));
  });

  it('takes a single-use ticket in place of a header, refused once used, expired, or beside a header', async () => {
    const admin = await signUp(t, { premium: true });
    const issued = await call(t, 'POST', '/events/tickets', { as: admin.email });
    expect(issued.status).toBe(201);
    const { ticket } = issued.body as { ticket: string };
    const reader = await open(`/events?ticket=${encodeURIComponent(ticket)}`);
    expect(reader.status).toBe(200);
    const contact = await createContact(t, admin.email);
    const [created] = await reader.take(1);
    expect(created.data.data?.contact).toMatchObject({ id: contact.id });

    const again = await open(`/events?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect((await again.problem()).detail).toBe(INVALID_TICKET_DETAIL);

    const late = (await call(t, 'POST', '/events/tickets', { as: admin.email })).body.ticket;
    await t.db.query(`UPDATE event_tickets SET expires_at = now() - interval '1 second'`);
    const expired = await open(`/events?ticket=${encodeURIComponent(late)}`);
    expect(expired.status).toBe(401);
    expect((await expired.problem()).detail).toBe(EXPIRED_TICKET_DETAIL);

    // A ticket of one workspace with another's credentials: refused, not guessed at.
    const other = await signUp(t, { premium: true });
    const third = (await call(t, 'POST', '/events/tickets', { as: admin.email })).body.ticket;
    const both = await open(`/events?ticket=${encodeURIComponent(third)}`, bearer(other.email));
    expect(both.status).toBe(400);
    expect((await both.problem()).detail).toBe(TICKET_WITH_HEADER_DETAIL);
  });

  it('streams to a free workspace too', async () => {
    const free = await signUp(t);
    const reader = await stream(free.email);
    expect(reader.status).toBe(200);
    const issued = await call(t, 'POST', '/events/tickets', { as: free.email });
    expect(issued.status).toBe(201);
  });

  it('sends a member only the contacts they see, and a contact given away as contact.hidden', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    await setVisibility(tApp, admin, 'own', false);
    const reader = await stream(member.email);
    const everything = await stream(admin.email);
    await createContact(t, admin.email, { first_name: 'Not theirs', owner_id: admin.userId });
    const theirs = await createContact(t, admin.email, {
      first_name: 'Theirs',
      owner_id: member.userId,
    });
    const followup = await call(t, 'POST', `/contacts/${theirs.id}/followups`, {
      as: admin.email,
      body: { title: 'Call back', scheduled_for: '2030-01-01T09:00:00.000Z' },
    });
    expect(followup.status).toBe(200);
    // A follow-up's event is weighed by its contact's owner when it is sent: sent here before
    // the contact changes hands.
    await reader.take(2);
    const given = await call(t, 'PATCH', `/contacts/${theirs.id}`, {
      as: admin.email,
      body: { owner_id: admin.userId },
    });
    expect(given.status).toBe(200);
    await everything.take(4);
    const events = await reader.take(3);
    expect(events.map((e) => e.event)).toEqual([
      'contact.created',
      'followup.created',
      'contact.hidden',
    ]);
    expect(events[2].data).toMatchObject({
      type: 'contact.hidden',
      data: { contact: { id: theirs.id } },
    });
    expect(Object.keys(events[2].data.data?.contact as object)).toEqual(['id']);
    // Its later events no longer reach them.
    await call(t, 'PATCH', `/contacts/${theirs.id}`, { as: admin.email, body: { title: 'CTO' } });
    await everything.take(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reader.events).toHaveLength(3);
  });

  it('filters a stream by a visibility change committed while it opens, reading the member after where it starts', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const mate = await addMember(t, admin.workspaceId);
    // Where the stream starts is read under this lock (the member, in the order that missed the
    // change, before it): the change commits while the opening waits.
    const blocker = await holdAfter({
      text: 'LOCK TABLE webhook_sequences IN ACCESS EXCLUSIVE MODE',
    });
    let reader: StreamReader;
    try {
      const opening = open('/events', bearer(member.email));
      const leased = () =>
        t.db.query(`SELECT 1 FROM event_stream_leases WHERE workspace_id = $1`, [
          admin.workspaceId,
        ]);
      while ((await leased()).length === 0) await pause(20);
      await pause(200);
      await setVisibility(tApp, admin, 'own');
      await release(blocker);
      reader = await opening;
    } catch (error) {
      await release(blocker).catch(() => undefined);
      throw error;
    }
    expect(reader.status).toBe(200);
    await createContact(t, admin.email, { first_name: 'The mate’s', owner_id: mate.userId });
    const theirs = await createContact(t, admin.email, {
      first_name: 'Theirs',
      owner_id: member.userId,
    });
    const [created] = await reader.take(1, 'contact.created');
    expect(created.data.data?.contact).toMatchObject({ id: theirs.id });
    // The change is before where it started: neither it nor a reset is sent, nor the mate's.
    expect(reader.events.map((e) => e.event)).toEqual(['contact.created']);
  });

  it("announces the workspace's settings and groups, and resets a member's stream when what they see changes", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const mate = await addMember(t, admin.workspaceId);
    const theirs = await stream(member.email);
    const everything = await stream(admin.email);
    await setVisibility(tApp, admin, 'group');
    const [settings] = await everything.take(1, 'settings.updated');
    expect(settings.data.data).toMatchObject({
      settings: { member_visibility: 'group' },
      previous: { member_visibility: 'all' },
    });
    // The member saw everything, now only their groups' (none): one reset, after the change.
    const [reset] = await theirs.take(1, 'reset');
    expect(reset).toMatchObject({ id: settings.id, data: { reason: 'visibility_changed' } });
    expect(theirs.events.map((e) => e.event)).toEqual(['settings.updated', 'reset']);
    await createContact(t, admin.email, { first_name: 'Mate 1', owner_id: mate.userId });
    await everything.take(1, 'contact.created');

    // A group with the mate: the member sees the mate's contacts from the group's event on.
    const group = await call(t, 'POST', '/groups', {
      as: admin.email,
      body: { name: 'Pair', member_ids: [member.userId, mate.userId] },
    });
    expect(group.status).toBe(200);
    const [created] = await theirs.take(1, 'group.created');
    expect(created.data.data).toMatchObject({ group: { id: group.body.id, name: 'Pair' } });
    const resets = await theirs.take(2, 'reset');
    expect(numberOf(resets[1].id)).toBe(Number(created.id));
    const visible = await createContact(t, admin.email, {
      first_name: 'Mate 2',
      owner_id: mate.userId,
    });
    const [seen] = await theirs.take(1, 'contact.created');
    expect(seen.data.data?.contact).toMatchObject({ id: visible.id });
    // The admin's stream saw every change and no reset.
    await everything.take(2, 'contact.created');
    expect(everything.events.filter((e) => e.event === 'reset')).toEqual([]);
    const renamed = await call(t, 'PATCH', `/groups/${group.body.id}`, {
      as: admin.email,
      body: { name: 'Duo' },
    });
    expect(renamed.status).toBe(200);
    const [updated] = await everything.take(1, 'group.updated');
    expect(updated.data.data).toMatchObject({ group: { name: 'Duo' }, previous: { name: 'Pair' } });
    // A rename changes nobody's view: no reset.
    await theirs.take(1, 'group.updated');
    expect(theirs.events.filter((e) => e.event === 'reset')).toHaveLength(2);
  });

  it("resets a member's stream at a tier change, which says whose groups count, live or resumed past it", async () => {
    const owner = await signUp(t, { role: 'super_admin' });
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const mate = await addMember(t, admin.workspaceId);
    await setVisibility(tApp, admin, 'group', false);
    await createGroup(t, admin.email, { member_ids: [member.userId, mate.userId] });
    const toggle = async () => {
      const res = await call(t, 'POST', `/admin/companies/${admin.workspaceId}/toggle-premium`, {
        as: owner.email,
      });
      expect(res.status).toBe(200);
    };
    // Free, the demo groups count, which the member is in none of: they see their own alone.
    await toggle();
    const theirs = await stream(member.email);
    const everything = await stream(admin.email);
    // Premium again, their real group counts: the mate's contacts are theirs to see from here.
    await toggle();
    const [upgraded] = await everything.take(1, 'workspace.tier_changed');
    const [reset] = await theirs.take(1, 'reset');
    expect(reset).toMatchObject({ id: upgraded.id, data: { reason: 'visibility_changed' } });
    const mates = await createContact(t, admin.email, {
      first_name: 'Mate',
      owner_id: mate.userId,
    });
    const [seen] = await theirs.take(1, 'contact.created');
    expect(seen.data.data?.contact).toMatchObject({ id: mates.id });
    expect(theirs.events.map((e) => e.event)).toEqual([
      'workspace.tier_changed',
      'reset',
      'contact.created',
    ]);
    expect(everything.events.filter((e) => e.event === 'reset')).toEqual([]);

    // Resuming past a tier change: the events it missed were weighed by the groups of before.
    theirs.close();
    await eventually(() => theirs.ended, 'the end of the stream');
    await toggle();
    await everything.take(2, 'workspace.tier_changed');
    const resumed = await stream(member.email, '/events', { 'last-event-id': seen.id! });
    await resumed.take(1, 'reset');
    expect(resumed.events.map((e) => [e.event, e.data.reason])).toEqual([
      ['reset', 'visibility_changed'],
    ]);
  });

  it("announces the workspace's pipelines, custom fields and views, a private view to its author alone", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const everything = await stream(admin.email);
    const theirs = await stream(member.email);
    const pipeline = await call(t, 'POST', '/pipelines', {
      as: admin.email,
      body: {
        key: 'renewals',
        name: 'Renewals',
        stages: [
          { key: 'renewal-due', label: 'Due', kind: 'open' },
          { key: 'renewed', label: 'Renewed', kind: 'won' },
          { key: 'churned', label: 'Churned', kind: 'lost' },
        ],
      },
    });
    expect(pipeline.status).toBe(201);
    const field = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'arr', label: 'ARR', type: 'number' },
    });
    expect(field.status).toBe(201);
    const archived = await call(t, 'POST', '/custom-fields/arr/archive', { as: admin.email });
    expect(archived.status).toBe(200);
    const secret = await call(t, 'POST', '/views', {
      as: admin.email,
      body: { name: 'Mine', visibility: 'private' },
    });
    const shared = await call(t, 'POST', '/views', {
      as: admin.email,
      body: { name: 'Ours', visibility: 'workspace' },
    });
    expect([secret.status, shared.status]).toEqual([200, 200]);
    const renamed = await call(t, 'PATCH', '/pipelines/renewals', {
      as: admin.email,
      body: { name: 'Renewal pipeline' },
    });
    expect(renamed.status).toBe(200);

    const all = await everything.take(6);
    expect(all.map((e) => e.event)).toEqual([
      'pipeline.created',
      'custom_field.created',
      'custom_field.archived',
      'view.created',
      'view.created',
      'pipeline.updated',
    ]);
    expect(all[0].data.data).toMatchObject({ pipeline: { key: 'renewals', name: 'Renewals' } });
    expect(all[1].data.data).toMatchObject({ custom_field: { key: 'arr', type: 'number' } });
    expect(all[3].data.data).toMatchObject({ view: { id: secret.body.id, visibility: 'private' } });
    expect(all[5].data.data).toMatchObject({
      pipeline: { name: 'Renewal pipeline' },
      previous: { name: 'Renewals' },
    });
    // The member gets all but the admin's private view.
    const seen = await theirs.take(5);
    expect(seen.map((e) => e.id)).toEqual(
      [all[0], all[1], all[2], all[4], all[5]].map((e) => e.id),
    );

    // The shared view made private: gone from the member's list, which is told by id alone.
    const hidden = await call(t, 'PATCH', `/views/${shared.body.id}`, {
      as: admin.email,
      body: { visibility: 'private', name: 'Mine too' },
    });
    expect(hidden.status).toBe(200);
    const [update] = await everything.take(1, 'view.updated');
    const [gone] = await theirs.take(1, 'view.hidden');
    expect(gone.id).toBe(update.id);
    expect(gone.data).toMatchObject({
      type: 'view.hidden',
      data: { view: { id: shared.body.id } },
    });
    expect(Object.keys(gone.data.data!).sort()).toEqual(
      ['event_id', 'sequence', 'view', 'workspace_id'].sort(),
    );
    expect(theirs.events.filter((e) => e.event === 'view.updated')).toEqual([]);
  });

  it("announces a job's cancel as its end", async () => {
    // No worker here: the operation waits in the queue until it is cancelled.
    const admin = await signUp(t, { premium: true });
    await createContact(t, admin.email, { tags: ['spring'] });
    const reader = await stream(admin.email);
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: admin.email,
      body: { action: 'add_tags', params: { tags: ['vip'] }, filter: { tag: 'spring' } },
    });
    expect(res.status).toBe(202);
    const cancelled = await call(t, 'POST', `/bulk-operations/${res.body.id}/cancel`, {
      as: admin.email,
    });
    expect(cancelled.status).toBe(200);
    const [finished] = await reader.take(1, 'bulk_operation.finished');
    expect(finished.data.data).toMatchObject({
      bulk_operation: { id: res.body.id, status: 'cancelled' },
      actor: { type: 'user', user_id: admin.userId },
    });
  });

  it('holds at most the per-user limit of streams at once (429 with Retry-After), and frees a place when one closes', async () => {
    const admin = await signUp(t, { premium: true });
    const a = await stream(admin.email);
    await stream(admin.email);
    const third = await open('/events', bearer(admin.email));
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect((await third.problem()).detail).toBe(TOO_MANY_STREAMS_OF_USER(2));
    a.close();
    const streams = t.app.get(EventStreams);
    const before = streams.size;
    await a.until(() => a.ended);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams.size).toBe(before - 1);
    await stream(admin.email);
  });

  it('gives back the place of a stream whose client goes away while it opens', async () => {
    const admin = await signUp(t, { premium: true });
    const streams = t.app.get(EventStreams);
    const before = streams.size;
    /** Sends GET /events on a socket of its own and leaves it to be destroyed. */
    const abandoned = () => {
      const req = request(`${base}/events`, { headers: bearer(admin.email), agent: false });
      req.on('error', () => undefined);
      req.end();
      return req;
    };
    // Its workspace's row held, the opening waits in the database (the workspace's first lease)
    // while its client goes away.
    const blocker = await holdWorkspaceRow(admin.workspaceId);
    const waiting = [abandoned(), abandoned()];
    const leasing = async () => {
      const [{ n }] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO event_stream_leases%'`,
      );
      return n;
    };
    while ((await leasing()) < waiting.length) await pause(20);
    for (const req of waiting) req.destroy();
    await pause(300);
    await release(blocker);
    await eventually(() => streams.size === before, 'the places given back');
    // STREAMING allows 2 a user: both are free again.
    const fresh = [await stream(admin.email), await stream(admin.email)];
    for (const reader of fresh) reader.close();
    await eventually(() => streams.size === before, 'the fresh streams closed');

    // Dropped at any moment of the opening, again and again.
    for (let i = 0; i < 12; i++) {
      const req = abandoned();
      setTimeout(() => req.destroy(), 2 * i);
      await pause(5);
    }
    await pause(1_000);
    await eventually(() => streams.size === before, 'the places given back');
    await stream(admin.email);
    await stream(admin.email);
  });

  it("answers HEAD with the stream's headers and ends it, taking no place", async () => {
    const admin = await signUp(t, { premium: true });
    const streams = t.app.get(EventStreams);
    const before = streams.size;
    for (let i = 0; i < 3; i++) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/events',
        headers: bearer(admin.email),
      });
      expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
        200,
        'text/event-stream; charset=utf-8',
        '',
      ]);
    }
    expect(streams.size).toBe(before);
    // STREAMING allows 2 a user: both are still free.
    await stream(admin.email);
    await stream(admin.email);
    // An id no event has is no error for the stream (it is reset), nor for its HEAD.
    const bad = await t.app.inject({
      method: 'HEAD',
      url: '/events',
      headers: { ...bearer(admin.email), 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(200);
  });

  it('spends a ticket only on the stream it opens: a HEAD, a repeated ticket or a 429 leaves it usable', async () => {
    const admin = await signUp(t, { premium: true });
    const ticket = encodeURIComponent(
      (await call(t, 'POST', '/events/tickets', { as: admin.email })).body.ticket,
    );
    const head = await t.app.inject({ method: 'HEAD', url: `/events?ticket=${ticket}` });
    expect(head.statusCode).toBe(200);
    const repeated = await open(`/events?ticket=${ticket}&ticket=${ticket}`);
    expect(repeated.status).toBe(422);
    expect((await repeated.problem()).detail).toBe(
      'Validation failed: ticket is given more than once',
    );
    // STREAMING allows 2 a user: the third is refused, and the ticket waits for a place.
    const first = await stream(admin.email);
    await stream(admin.email);
    const refused = await open(`/events?ticket=${ticket}`);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect((await refused.problem()).detail).toBe(TOO_MANY_STREAMS_OF_USER(2));
    expect(
      await t.db.query(`SELECT 1 FROM event_tickets WHERE user_id = $1`, [admin.userId]),
    ).toHaveLength(1);
    first.close();
    await first.until(() => first.ended);
    const opened = async () => {
      for (;;) {
        const reader = await open(`/events?ticket=${ticket}`);
        if (reader.status !== 429) return reader;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const byTicket = await opened();
    expect(byTicket.status).toBe(200);
    await byTicket.until(() => byTicket.retries.length > 0);
    expect(
      await t.db.query(`SELECT 1 FROM event_tickets WHERE user_id = $1`, [admin.userId]),
    ).toEqual([]);
    const again = await open(`/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect((await again.problem()).detail).toBe(INVALID_TICKET_DETAIL);
  });

  it('leaves a ticket usable when its stream fails to open: the lease it waits on answers 503', async () => {
    const admin = await signUp(t, { premium: true });
    // A first stream makes the workspace's lease row, which the blocker then holds.
    const first = await stream(admin.email);
    first.close();
    await first.until(() => first.ended);
    const ticket = encodeURIComponent(
      (await call(t, 'POST', '/events/tickets', { as: admin.email })).body.ticket,
    );
    const blocker = await holdAfter({
      text: 'SELECT 1 FROM event_stream_leases WHERE workspace_id = $1 FOR UPDATE',
      values: [admin.workspaceId],
    });
    let failed;
    try {
      failed = await open(`/events?ticket=${ticket}`);
    } finally {
      await release(blocker);
    }
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('1');
    expect((await failed.problem()).detail).toBe(DATABASE_LOCK_TIMEOUT_DETAIL);
    expect(
      await t.db.query(`SELECT 1 FROM event_tickets WHERE user_id = $1`, [admin.userId]),
    ).toHaveLength(1);
    const byTicket = await open(`/events?ticket=${ticket}`);
    expect(byTicket.status).toBe(200);
    await byTicket.until(() => byTicket.retries.length > 0);
    byTicket.close();
    expect(
      await t.db.query(`SELECT 1 FROM event_tickets WHERE user_id = $1`, [admin.userId]),
    ).toEqual([]);
  });

  it("closes a removed member's streams and resets the workspace's others, whose contacts changed hands", async () => {
    const admin = await signUp(t, { premium: true });
    const leaver = await addMember(t, admin.workspaceId);
    const stayer = await addMember(t, admin.workspaceId);
    const theirs = await stream(leaver.email);
    const everything = await stream(admin.email);
    const mate = await stream(stayer.email);
    const left = await createContact(t, admin.email, {
      first_name: 'Left',
      owner_id: leaver.userId,
    });
    const [created] = await everything.take(1);
    await theirs.take(1);
    await mate.take(1);
    const removed = await call(t, 'DELETE', `/team/${leaver.userId}`, { as: admin.email });
    expect(removed.status).toBe(204);
    await theirs.until(() => theirs.ended, 'the end of the removed member’s stream');
    const secret = await createContact(t, admin.email, {
      first_name: 'Secret',
      email: 'after-removal@example.com',
    });
    for (const reader of [everything, mate]) {
      const [reset] = await reader.take(1, 'reset');
      expect(reset).toMatchObject({ data: { reason: 'member_removed' } });
      expect(reset.id).toMatch(pointAt(created.id));
      const [, next] = await reader.take(2, 'contact.created');
      expect(next.data.data?.contact).toMatchObject({ id: secret.id });
      // The contact the removal unassigned is announced too, after the reset.
      expect(reader.events.map((e) => e.event)).toEqual([
        'contact.created',
        'reset',
        'contact.updated',
        'contact.created',
      ]);
      expect(reader.events[2].data.data).toMatchObject({
        contact: { id: left.id, owner_id: null },
        previous: { owner_id: leaver.userId },
      });
    }
    expect(theirs.events.map((e) => e.event)).toEqual(['contact.created']);
  });

  it('ends a stream opened with an API key when the key is revoked or expires, and refuses it after', async () => {
    const admin = await signUp(t, { premium: true });
    const keyOf = async (expires_at?: string) => {
      const res = await call(t, 'POST', '/api-keys', {
        as: admin.email,
        body: { name: 'Board', scopes: ['events:read'], ...(expires_at ? { expires_at } : {}) },
      });
      expect(res.status).toBe(200);
      return res.body as { id: string; key: string };
    };
    const revoked = await keyOf();
    const expiring = await keyOf(new Date(Date.now() + 3_000).toISOString());
    const byRevoked = await open('/events', { 'x-api-key': revoked.key });
    const byExpiring = await open('/events', { 'x-api-key': expiring.key });
    for (const reader of [byRevoked, byExpiring]) {
      expect(reader.status).toBe(200);
      await reader.until(() => reader.retries.length > 0);
    }
    // A teammate's stream (the admin's two places are the keys').
    const everything = await stream((await addMember(t, admin.workspaceId)).email);
    const gone = await call(t, 'DELETE', `/api-keys/${revoked.id}`, { as: admin.email });
    expect(gone.status).toBe(204);
    const after = await createContact(t, admin.email, { first_name: 'After the revocation' });
    const [created] = await everything.take(1, 'contact.created');
    expect(created.data.data?.contact).toMatchObject({ id: after.id });
    await byRevoked.until(() => byRevoked.ended, 'the end of the revoked key’s stream');
    expect(byRevoked.events).toEqual([]);
    // The other key's stream went on, until its key expired.
    const [seen] = await byExpiring.take(1, 'contact.created');
    expect(seen.id).toBe(created.id);
    await byExpiring.until(() => byExpiring.ended, 'the end of the expired key’s stream');
    expect(everything.ended).toBe(false);
    for (const key of [revoked.key, expiring.key]) {
      const again = await open('/events', { 'x-api-key': key });
      expect(again.status).toBe(401);
    }
  });

  it('ties a ticket asked for with an API key to the key: refused once it is revoked, its stream ended with it', async () => {
    const admin = await signUp(t, { premium: true });
    const made = await call(t, 'POST', '/api-keys', {
      as: admin.email,
      body: { name: 'Board', scopes: ['events:read'] },
    });
    expect(made.status).toBe(200);
    const { id, key } = made.body as { id: string; key: string };
    const ticketOf = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/events/tickets',
        headers: { 'x-api-key': key },
      });
      expect(res.statusCode).toBe(201);
      return encodeURIComponent(res.json<{ ticket: string }>().ticket);
    };
    const byTicket = await open(`/events?ticket=${await ticketOf()}`);
    expect(byTicket.status).toBe(200);
    await byTicket.until(() => byTicket.retries.length > 0);
    const unused = await ticketOf();
    const gone = await call(t, 'DELETE', `/api-keys/${id}`, { as: admin.email });
    expect(gone.status).toBe(204);
    await createContact(t, admin.email, { first_name: 'After the revocation' });
    await byTicket.until(() => byTicket.ended, 'the end of the revoked key’s stream');
    expect(byTicket.events).toEqual([]);
    const refused = await open(`/events?ticket=${unused}`);
    expect(refused.status).toBe(401);
    expect((await refused.problem()).detail).toBe(INVALID_TICKET_DETAIL);
  });

  it("narrows a demoted admin's stream and widens a promoted member's, each with a reset", async () => {
    const admin = await signUp(t, { premium: true });
    const other = await addMember(t, admin.workspaceId, 'admin');
    const member = await addMember(t, admin.workspaceId);
    await setVisibility(tApp, admin, 'own', false);
    const demoted = await stream(other.email);
    const promoted = await stream(member.email);
    const everything = await stream(admin.email);
    const roles = await Promise.all([
      call(t, 'PATCH', `/team/${other.userId}`, { as: admin.email, body: { role: 'member' } }),
      call(t, 'PATCH', `/team/${member.userId}`, { as: admin.email, body: { role: 'admin' } }),
    ]);
    expect(roles.map((r) => r.status)).toEqual([200, 200]);
    const [reset] = await demoted.take(1, 'reset');
    expect(reset.data).toEqual({ reason: 'visibility_changed' });
    await promoted.take(1, 'reset');
    const hidden = await createContact(t, admin.email, {
      first_name: 'Not theirs',
      owner_id: admin.userId,
    });
    const own = await createContact(t, admin.email, {
      first_name: 'Theirs',
      owner_id: other.userId,
    });
    await everything.take(2, 'contact.created');
    const [seen] = await demoted.take(1, 'contact.created');
    expect(seen.data.data?.contact).toMatchObject({ id: own.id });
    const widened = await promoted.take(2, 'contact.created');
    expect(widened.map((e) => (e.data.data?.contact as { id: string }).id)).toEqual([
      hidden.id,
      own.id,
    ]);
    expect(demoted.events.map((e) => e.event)).toEqual(['reset', 'contact.created']);
    expect(everything.events.filter((e) => e.event === 'reset')).toEqual([]);
  });

  it('sends contact.hidden when a merge gives the kept contact to an owner the member does not see, and nothing to one who never saw it', async () => {
    const admin = await signUp(t, { premium: true });
    const m1 = await addMember(t, admin.workspaceId);
    const m2 = await addMember(t, admin.workspaceId);
    const m3 = await addMember(t, admin.workspaceId);
    await setVisibility(tApp, admin, 'own', false);
    const target = await createContact(t, admin.email, { first_name: 'Kept', owner_id: m1.userId });
    const source = await createContact(t, admin.email, { first_name: 'Gone', owner_id: m2.userId });
    const reader = await stream(m1.email);
    const bystander = await stream(m3.email);
    const everything = await stream(admin.email);
    const merged = await call(t, 'POST', `/contacts/${target.id}/merge`, {
      as: admin.email,
      body: { source_ids: [source.id], fields: { owner_id: source.id } },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.owner_id).toBe(m2.userId);
    const [event] = await everything.take(1, 'contact.merged');
    const [hidden] = await reader.take(1);
    expect(hidden).toMatchObject({
      id: event.id,
      event: 'contact.hidden',
      data: { type: 'contact.hidden', data: { contact: { id: target.id } } },
    });
    expect(Object.keys(hidden.data.data?.contact as object)).toEqual(['id']);
    expect(event.data.data?.previous).toEqual({ owner_id: m1.userId });
    const gone = await call(t, 'GET', `/contacts/${target.id}`, { as: m1.email });
    expect(gone.status).toBe(404);
    // A member who saw neither contact hears nothing of the merge: their next event is their own.
    const mine = await createContact(t, admin.email, { owner_id: m3.userId });
    const [next] = await bystander.take(1);
    expect([next.event, (next.data.data?.contact as { id: string }).id]).toEqual([
      'contact.created',
      mine.id,
    ]);
    expect(bystander.events).toHaveLength(1);
  });

  it('answers a new ticket to each request, an Idempotency-Key stored for none', async () => {
    const admin = await signUp(t, { premium: true });
    const key = `ticket-${randomUUID()}`;
    const ask = () =>
      call(t, 'POST', '/events/tickets', {
        as: admin.email,
        headers: { 'idempotency-key': key },
      });
    const first = await ask();
    expect(first.status).toBe(201);
    const byFirst = await open(`/events?ticket=${encodeURIComponent(first.body.ticket)}`);
    expect(byFirst.status).toBe(200);
    const second = await ask();
    expect([second.status, second.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(second.body.ticket).not.toBe(first.body.ticket);
    const bySecond = await open(`/events?ticket=${encodeURIComponent(second.body.ticket)}`);
    expect(bySecond.status).toBe(200);
    expect(
      await t.db.query(`SELECT 1 FROM idempotency_keys WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]),
    ).toEqual([]);
    // It takes no body, as its document says.
    const withBody = await call(t, 'POST', '/events/tickets', {
      as: admin.email,
      body: { ttl: 5 },
    });
    expect([withBody.status, withBody.body.errors]).toEqual([
      422,
      [{ field: 'ttl', message: 'property ttl should not exist' }],
    ]);
  });

  it("documents the stream's own refusals: its limits, a shutdown, tickets", async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const responses = doc.paths['/events'].get.responses;
    const example = (status: string) =>
      responses[status].content['application/problem+json'].example;
    expect(example('429')).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: TOO_MANY_STREAMS_OF_USER(5),
      code: 'too_many_streams',
    });
    expect(responses['429'].headers['Retry-After']).toEqual({
      $ref: '#/components/headers/Retry-After',
    });
    // The limits every route has (`code: rate_limited`) follow the stream's own.
    expect(responses['429'].description).toMatch(
      /^Too many streams open \(`code: too_many_streams`\).*; or: More than 600 requests in a minute/,
    );
    expect(example('503')).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: SHUTTING_DOWN,
      code: 'shutting_down',
    });
    expect(responses['503'].description).toContain('The database is unavailable');
    expect(example('401')).toMatchObject({
      detail: INVALID_TICKET_DETAIL,
      code: 'unauthenticated',
    });
    expect(responses['401'].description).toContain(EXPIRED_TICKET_DETAIL);
    expect(responses['401'].description).toContain('API key');
    expect(example('400')).toMatchObject({
      detail: TICKET_WITH_HEADER_DETAIL,
      code: 'conflicting_credentials',
    });
    expect(responses['400'].description).toContain('given more than once');
    const ticketParameters = JSON.stringify(doc.paths['/events/tickets'].post.parameters ?? []);
    expect(ticketParameters).not.toContain('Idempotency-Key');
    // The ticket is a credential: a security scheme of the stream alone.
    expect(doc.components.securitySchemes.streamTicket).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'ticket',
    });
    expect(doc.components.securitySchemes.streamTicket.description).toContain(
      TICKET_WITH_HEADER_DETAIL,
    );
    expect(doc.paths['/events'].get.security).toEqual([
      { bearer: [] },
      { apiKey: [] },
      { streamTicket: [] },
    ]);
    expect(doc.paths['/events/tickets'].post.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
  });

  it('answers the allowed origin on the stream (CORS)', async () => {
    const admin = await signUp(t, { premium: true });
    const reader = await stream(admin.email, '/events', { origin: 'https://app.example.com' });
    expect(reader.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const stranger = await stream(admin.email, '/events', { origin: 'https://evil.example.com' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    // Its preflight, and an OPTIONS of the origin that sends less: answered as one, never a
    // plain-text 400. One that names no origin is no CORS request (a 405 problem).
    const bare = await t.app.inject({ method: 'OPTIONS', url: '/events' });
    expect([bare.statusCode, bare.headers['access-control-allow-headers']]).toEqual([
      405,
      undefined,
    ]);
    for (const headers of [
      { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
      { origin: 'https://app.example.com' },
    ]) {
      const preflight = await t.app.inject({ method: 'OPTIONS', url: '/events', headers });
      expect([preflight.statusCode, preflight.headers['access-control-allow-origin']]).toEqual([
        204,
        headers.origin,
      ]);
      expect(preflight.headers['access-control-allow-headers']).toContain('Last-Event-ID');
    }
  });
});

describe('GET /events across instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startApp({ EVENT_STREAM_POLL_MS: '50' });
    b = await startApp({ EVENT_STREAM_POLL_MS: '50' });
  });
  afterAll(async () => {
    await a.close();
    await b.close().catch(() => {});
  });

  it('sends a write on one instance to a stream on the other', async () => {
    const baseB = await listening(b);
    const admin: Member = await signUp(a, { premium: true });
    const reader = await StreamReader.open(baseB, '/events', bearer(admin.email));
    expect(reader.status).toBe(200);
    await reader.until(() => reader.retries.length > 0);
    const contact = await createContact(a, admin.email, { first_name: 'Across' });
    const [created] = await reader.take(1);
    expect(created.data.data?.contact).toMatchObject({ id: contact.id });
    reader.close();
  });

  it('at a shutdown tells its streams to reconnect, and the client resumes on another instance with nothing lost', async () => {
    const baseA = await listening(a).catch(() => '');
    const admin: Member = await signUp(a, { premium: true });
    const served =
      baseA || `http://127.0.0.1:${(a.app.getHttpServer().address() as { port: number }).port}`;
    const onB = await StreamReader.open(served, '/events', bearer(admin.email));
    await onB.until(() => onB.retries.length > 0);
    await createContact(a, admin.email, { first_name: 'Before' });
    const [before] = await onB.take(1);
    // b shuts down while another write lands.
    const bBase = `http://127.0.0.1:${(b.app.getHttpServer().address() as { port: number }).port}`;
    const onClosing = await StreamReader.open(bBase, '/events', bearer(admin.email));
    await onClosing.until(() => onClosing.retries.length > 0);
    const closing = b.close();
    const [reconnect] = await onClosing.take(1, 'reconnect');
    expect(reconnect.data).toEqual({ reason: 'shutdown' });
    // It had no event: the reconnect says where it stands, to resume from.
    expect(reconnect.id).toMatch(pointAt(before.id));
    expect(onClosing.retries).toContain(500);
    await onClosing.until(() => onClosing.ended);
    await closing;
    const written = await createContact(a, admin.email, { first_name: 'During' });
    const resumed = await StreamReader.open(served, '/events', {
      ...bearer(admin.email),
      'last-event-id': reconnect.id!,
    });
    const [next] = await resumed.take(1);
    expect(next.data.data?.contact).toMatchObject({ id: written.id });
    expect(Number(next.id)).toBe(Number(before.id) + 1);
    onB.close();
    resumed.close();
  });
});

describe('GET /events opened as a shutdown begins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ EVENT_STREAM_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells a stream whose opening read the store as the shutdown began to reconnect, and ends it', async () => {
    const base = await listening(t);
    const admin: Member = await signUp(t, { premium: true });
    // The opening waits on its workspace's lease while the shutdown begins.
    const blocker = await holdAfter({
      text: `INSERT INTO event_stream_leases (workspace_id, renewed_at, recorded_since)
             VALUES ($1, now(), now())
             ON CONFLICT (workspace_id) DO UPDATE SET renewed_at = now()`,
      values: [admin.workspaceId],
    });
    const opening = StreamReader.open(base, '/events', bearer(admin.email));
    await untilWaitingOnLocks(t.db, 1);
    t.app.get(Draining).begin();
    await release(blocker, 'COMMIT');
    const reader = await opening;
    expect(reader.status).toBe(200);
    const [reconnect] = await reader.take(1, 'reconnect');
    expect(reconnect.data).toEqual({ reason: 'shutdown' });
    await reader.until(() => reader.ended);
    expect(t.app.get(EventStreams).size).toBe(0);
  });
});

describe('GET /events: the jobs', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startApp({
      JOB_WORKER: 'inline',
      WEBHOOK_POLL_INTERVAL_MS: '500',
      EVENT_STREAM_POLL_MS: '50',
      // Far under a bulk action's burst of events: a reader that reads still takes it whole.
      EVENT_STREAM_BUFFER_BYTES: '20000',
    });
    base = await listening(t);
  });
  afterAll(async () => {
    // Past the workers' first fetch, as the other specs that work the queue wait.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await t.close();
  });

  it("sends an import's progress and its end, with its counts", async () => {
    const admin = await signUp(t, { premium: true });
    const reader = await StreamReader.open(base, '/events', bearer(admin.email));
    await reader.until(() => reader.retries.length > 0);
    const file = csv([
      ['First name', 'Email'],
      ['Ada', 'ada@x.example'],
      ['Bad', 'not-an-email'],
    ]);
    const mapping = JSON.stringify({ 'First name': 'first_name', Email: 'email' });
    const posted = await postImport(t, admin.email, { mapping }, file);
    expect(posted.status).toBe(202);
    const [progress] = await reader.take(1, 'import.progress');
    expect(progress.data.data?.import).toMatchObject({ id: posted.body.id, status: 'running' });
    const [finished] = await reader.take(1, 'import.finished');
    expect(finished.data.data?.import).toMatchObject({
      id: posted.body.id,
      status: 'succeeded',
      counts: { rows: 2, processed: 2, created: 1, failed: 1 },
    });
    // In the order they happened: the batch's contact and progress, then the end.
    const order = reader.events.map((e) => e.event);
    expect(order.indexOf('contact.created')).toBeLessThan(order.indexOf('import.finished'));
    expect(order.indexOf('import.progress')).toBeLessThan(order.indexOf('import.finished'));
    reader.close();
  });

  it("sends a bulk operation's progress and its end with its counts", async () => {
    const admin = await signUp(t, { premium: true });
    for (let i = 0; i < 3; i++) await createContact(t, admin.email, { tags: ['spring'] });
    const reader = await StreamReader.open(base, '/events', bearer(admin.email));
    await reader.until(() => reader.retries.length > 0);
    const res = await call(t, 'POST', '/contacts/bulk', {
      as: admin.email,
      body: { action: 'add_tags', params: { tags: ['vip'] }, filter: { tag: 'spring' } },
    });
    expect(res.status).toBe(202);
    const [finished] = await reader.take(1, 'bulk_operation.finished');
    expect(finished.data.data?.bulk_operation).toMatchObject({
      id: res.body.id,
      status: 'succeeded',
      counts: { matched: 3, processed: 3, affected: 3 },
    });
    expect(reader.events.filter((e) => e.event === 'bulk_operation.progress')).not.toEqual([]);
    reader.close();
  });

  it('sends a member who sees only their contacts the events of the jobs they started alone, an admin every one', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    await setVisibility(t, admin, 'own', false);
    await createContact(t, admin.email, { tags: ['spring'], owner_id: admin.userId });
    await createContact(t, admin.email, { tags: ['spring'], owner_id: member.userId });
    const theirs = await StreamReader.open(base, '/events', bearer(member.email));
    const everything = await StreamReader.open(base, '/events', bearer(admin.email));
    await theirs.until(() => theirs.retries.length > 0);
    await everything.until(() => everything.retries.length > 0);
    const mapping = JSON.stringify({ 'First name': 'first_name', Email: 'email' });
    const importAs = async (who: Member, name: string) => {
      const file = csv([
        ['First name', 'Email'],
        [name, `${name.toLowerCase()}@x.example`],
      ]);
      const posted = await postImport(t, who.email, { mapping }, file);
      expect(posted.status).toBe(202);
      return posted.body.id as string;
    };
    const bulkAs = async (who: Member) => {
      const res = await call(t, 'POST', '/contacts/bulk', {
        as: who.email,
        body: { action: 'add_tags', params: { tags: ['vip'] }, filter: { tag: 'spring' } },
      });
      expect(res.status).toBe(202);
      return res.body.id as string;
    };
    const jobEvents = (reader: StreamReader) =>
      reader.events
        .filter((e) => /^(import|bulk_operation)\./.test(e.event ?? ''))
        .map((e) => {
          const data = e.data.data as Record<string, { id: string }>;
          return [e.event, (data.import ?? data.bulk_operation).id];
        });
    // The admin's jobs end before the member's start: the member's stream passes them first.
    const adminImport = await importAs(admin, 'Ada');
    await everything.take(1, 'import.finished');
    const adminBulk = await bulkAs(admin);
    await everything.take(1, 'bulk_operation.finished');
    const memberImport = await importAs(member, 'Bea');
    await everything.take(2, 'import.finished');
    const memberBulk = await bulkAs(member);
    await everything.take(2, 'bulk_operation.finished');
    await theirs.take(1, 'bulk_operation.finished');

    const mine = jobEvents(theirs);
    expect(mine).toContainEqual(['import.progress', memberImport]);
    expect(mine).toContainEqual(['import.finished', memberImport]);
    expect(mine).toContainEqual(['bulk_operation.finished', memberBulk]);
    expect(mine.filter(([, id]) => id !== memberImport && id !== memberBulk)).toEqual([]);
    const all = jobEvents(everything);
    for (const id of [adminImport, memberImport]) {
      expect(all).toContainEqual(['import.finished', id]);
    }
    for (const id of [adminBulk, memberBulk]) {
      expect(all).toContainEqual(['bulk_operation.finished', id]);
    }
    // As the routes answer: the admin's jobs are not the member's to see.
    const listed = await call(t, 'GET', '/imports', { as: member.email });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([memberImport]);
    theirs.close();
    everything.close();
  });

  it('sends a reader that reads every event of a burst far over the cap, live and resumed', async () => {
    const admin = await signUp(t, { premium: true });
    const field = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'notes', label: 'Notes', type: 'long_text' },
    });
    expect(field.status).toBe(201);
    const rows = Array.from({ length: 600 }, (_, i) => [
      `Burst ${i}`,
      `burst${i}@x.example`,
      `${i} `.padEnd(2_000, 'n'),
    ]);
    const posted = await postImport(
      t,
      admin.email,
      { mapping: JSON.stringify({ Name: 'first_name', Email: 'email', Notes: 'custom.notes' }) },
      csv([['Name', 'Email', 'Notes'], ...rows]),
    );
    expect(posted.status).toBe(202);
    expect(await waitForImport(t, admin.email, posted.body.id)).toMatchObject({
      status: 'succeeded',
    });
    const live = await StreamReader.open(base, '/events', bearer(admin.email));
    await live.until(() => live.retries.length > 0);
    // 600 events of about 3 KB each, written as one transaction's, where 20 KB may wait.
    const bulk = await call(t, 'POST', '/contacts/bulk', {
      as: admin.email,
      body: { action: 'add_tags', params: { tags: ['burst'] }, filter: {} },
    });
    expect(bulk.status).toBe(202);
    const updated = await live.take(600, 'contact.updated');
    const ids = updated.map((e) => (e.data.data?.contact as { id: string }).id);
    expect(new Set(ids).size).toBe(600);
    expect(live.ended).toBe(false);
    // Resumed from before the burst, the replay sends it whole too.
    const resumed = await StreamReader.open(base, '/events', {
      ...bearer(admin.email),
      'last-event-id': live.opening!,
    });
    const replayed = await resumed.take(600, 'contact.updated');
    expect(replayed.map((e) => e.id)).toEqual(updated.map((e) => e.id));
    expect(resumed.ended).toBe(false);
    live.close();
    resumed.close();
  });
});
