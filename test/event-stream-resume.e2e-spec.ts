import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type OutgoingHttpHeaders, request } from 'node:http';
import { AppConfig } from '../src/config/app-config.js';
import { EventStreams } from '../src/modules/events/event-streams.js';
import { addMember, createContact, listAsOwner, type Member, signUp } from './support/factories.js';
import { setVisibility } from './support/groups.js';
import { listening, numberOf, pointAt, StreamReader } from './support/event-stream.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a client resumes from: the id a stream opens with, the ids of its resets, ids no event
 * has, a record of the workspace's events that broke (its lease lapsed).
 */
describe('GET /events: where a stream resumes', () => {
  let t: TestApp;
  let base: string;
  const readers: StreamReader[] = [];

  /** Opens a stream and waits until it is live (its `retry:` sent). */
  const stream = async (who: Member, path = '/events', headers: Record<string, string> = {}) => {
    const reader = await StreamReader.open(base, path, { ...bearer(who.email), ...headers });
    readers.push(reader);
    expect(reader.status).toBe(200);
    await reader.until(() => reader.retries.length > 0);
    return reader;
  };

  /** The first frame of a stream, as its lines (`retry: 2000`, `id: 7-…`, `event: ready`, …); the stream is closed. */
  const openingOf = (who: Member, headers: Record<string, string> = {}) =>
    new Promise<string[]>((resolve, reject) => {
      const req = request(`${base}/events`, { headers: { ...bearer(who.email), ...headers } });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          const end = text.indexOf('\n\n');
          if (end === -1) return;
          req.destroy();
          resolve(text.slice(0, end).split('\n'));
        });
      });
      req.end();
    });

  /** Closes the streams of a workspace and waits until the instance let them go: none renews its lease. */
  const closeAll = async (streamsOfIt: StreamReader[]) => {
    const streams = t.app.get(EventStreams);
    const left = streams.size - streamsOfIt.length;
    for (const reader of streamsOfIt) reader.close();
    const deadline = Date.now() + 10_000;
    while (streams.size > left) {
      if (Date.now() > deadline) throw new Error('the streams never closed');
      await pause(50);
    }
  };

  beforeAll(async () => {
    t = await startApp({ EVENT_STREAM_POLL_MS: '50', EVENT_STREAMS_PER_USER: '50' });
    base = await listening(t);
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t.close();
  });

  it('opens with where it starts as its id, from which a client whose stream dropped resumes', async () => {
    const admin = await signUp(t, { premium: true });
    // A new workspace: no event yet, its first stream starts after 0.
    const lines = await openingOf(admin);
    expect(lines).toEqual([
      'retry: 2000',
      expect.stringMatching(/^id: /),
      'event: ready',
      'data: {}',
    ]);
    const [, first] = lines;
    expect(first.slice(4)).toMatch(pointAt(0));
    const created = await createContact(t, admin.email, { first_name: 'First' });
    const fromZero = await stream(admin, '/events', { 'last-event-id': first.slice(4) });
    const [event] = await fromZero.take(1);
    expect(event).toMatchObject({ id: '1', data: { data: { contact: { id: created.id } } } });
    expect(fromZero.events.filter((e) => e.event === 'reset')).toEqual([]);

    // Then it starts after the newest event: the first contact's.
    const [, opening] = await openingOf(admin);
    expect(opening.slice(4)).toMatch(pointAt(1));
    const written = await createContact(t, admin.email, { first_name: 'While away' });
    const resumed = await stream(admin, '/events', { 'last-event-id': opening.slice(4) });
    const [next] = await resumed.take(1);
    expect(next).toMatchObject({
      id: '2',
      event: 'contact.created',
      data: { data: { contact: { id: written.id } } },
    });
    expect(resumed.events.filter((e) => e.event === 'reset')).toEqual([]);
  });

  it('resumes a client away for hours with no stream of the workspace open: every event written meanwhile, no reset', async () => {
    const admin = await signUp(t, { premium: true });
    const before = await stream(admin);
    await createContact(t, admin.email, { first_name: 'Seen' });
    const [seen] = await before.take(1);
    await closeAll([before]);
    // Nobody has streamed for 23 hours: the lease still keeps every event recorded.
    await t.db.query(
      `UPDATE event_stream_leases SET renewed_at = now() - interval '23 hours' WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    const missed = await createContact(t, admin.email, { first_name: 'While away' });
    const back = await stream(admin, '/events', { 'last-event-id': seen.id! });
    const [next] = await back.take(1);
    expect(next).toMatchObject({
      id: String(Number(seen.id) + 1),
      event: 'contact.created',
      data: { data: { contact: { id: missed.id } } },
    });
    expect(back.events.filter((e) => e.event === 'reset')).toEqual([]);
  });

  it('resumes from the id of a reset after its record broke, and never across the break', async () => {
    const admin = await signUp(t, { premium: true });
    const before = await stream(admin);
    await createContact(t, admin.email, { first_name: 'Seen' });
    const [seen] = await before.take(1);
    const [, stale] = await openingOf(admin);
    await closeAll([before]);
    // The lease lapses (a day with no stream): what is written then is not recorded.
    await t.db.query(
      `UPDATE event_stream_leases SET renewed_at = now() - interval '25 hours' WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    await createContact(t, admin.email, { first_name: 'Unrecorded' });

    // Its id is the newest event's, yet something happened after it that no event says.
    const back = await stream(admin, '/events', { 'last-event-id': String(seen.id) });
    const [reset] = await back.take(1, 'reset');
    expect(reset).toMatchObject({ event: 'reset', data: { reason: 'resume_point_not_held' } });
    expect(reset.id).toMatch(pointAt(seen.id));
    // Now another stream holds the new record: ids of before the break still cannot resume,
    // neither the newest event's nor where a stream stood then, though nothing was recorded
    // after either.
    for (const id of [String(seen.id), stale.slice(4)]) {
      const late = await stream(admin, '/events', { 'last-event-id': id });
      const [again] = await late.take(1);
      expect([id, again]).toEqual([
        id,
        { id: reset.id, event: 'reset', data: { reason: 'resume_point_not_held' } },
      ]);
      late.close();
    }
    const after = await createContact(t, admin.email, { first_name: 'After' });
    const [live] = await back.take(1, 'contact.created');
    expect(Number(live.id)).toBe(numberOf(reset.id) + 1);
    back.close();

    // The page reloaded at the reset: a reconnection from its id gets what followed, no reset.
    const again = await stream(admin, '/events', { 'last-event-id': reset.id! });
    const [next] = await again.take(1);
    expect(next).toMatchObject({
      id: live.id,
      event: 'contact.created',
      data: { data: { contact: { id: after.id } } },
    });
    // A point of the record further than its newest event, or before what it began at, cannot
    // skip or replay: reset.
    const record = reset.id!.split('-')[1];
    for (const id of [`${Number(live.id) + 5}-${record}`, `0-${record}`]) {
      const odd = await stream(admin, '/events', { 'last-event-id': id });
      const [first] = await odd.take(1);
      expect([id, first]).toMatchObject([id, { event: 'reset' }]);
      odd.close();
    }
  });

  it('answers an id no event has with one reset, never an error, the header winning over the query', async () => {
    const admin = await signUp(t, { premium: true });
    const live = await stream(admin);
    await createContact(t, admin.email);
    const newest = await createContact(t, admin.email, { first_name: 'Newest' });
    const [created, latest] = await live.take(2);
    const newestId = latest.id!;
    const [, opening] = await openingOf(admin);
    const record = opening.split('-')[1];
    for (const id of [
      '-1',
      '99999999999999999999',
      'abc',
      '1e3',
      '5.0',
      '+5',
      '0x10',
      '5-',
      '5-x',
    ]) {
      for (const [path, headers] of [
        ['/events', { 'last-event-id': id }],
        [`/events?last_event_id=${encodeURIComponent(id)}`, {}],
      ] as const) {
        const reader = await stream(admin, path, headers);
        const [reset] = await reader.take(1);
        expect([id, path, reset]).toEqual([
          id,
          path,
          {
            id: `${newestId}-${record}`,
            event: 'reset',
            data: { reason: 'resume_point_not_held' },
          },
        ]);
        reader.close();
      }
    }
    // The header wins, whatever the query holds.
    const byHeader = await stream(admin, '/events?last_event_id=abc', {
      'last-event-id': created.id!,
    });
    const [next] = await byHeader.take(1);
    expect(next).toMatchObject({ id: newestId, data: { data: { contact: { id: newest.id } } } });
    const malformedHeader = await stream(admin, `/events?last_event_id=${created.id}`, {
      'last-event-id': 'abc',
    });
    const [reset] = await malformedHeader.take(1);
    expect(reset).toMatchObject({ id: `${newestId}-${record}`, event: 'reset' });
    // The query given twice is no id either (a reset, never a 422 that would stop an
    // EventSource), and beside the header it is not read.
    const twice = await stream(admin, `/events?last_event_id=${created.id}&last_event_id=1`);
    const [twiceReset] = await twice.take(1);
    expect(twiceReset).toMatchObject({ id: `${newestId}-${record}`, event: 'reset' });
    // Nor is one written with brackets: a reset too, not a 422, nor a new stream's start.
    for (const query of [`last_event_id[]=${created.id}`, `last_event_id[a]=${created.id}`]) {
      const bracketed = await stream(admin, `/events?${query}`);
      const [bracketedReset] = await bracketed.take(1);
      expect([query, bracketedReset]).toEqual([
        query,
        expect.objectContaining({ id: `${newestId}-${record}`, event: 'reset' }),
      ]);
    }
    const twiceWithHeader = await stream(admin, '/events?last_event_id=1&last_event_id=2', {
      'last-event-id': created.id!,
    });
    const [afterHeader] = await twiceWithHeader.take(1);
    expect(afterHeader).toMatchObject({ id: newestId });
    // Nor is one holding a NUL, which any other parameter is refused for: a reset alone, and
    // beside the header not read.
    const nul = await stream(admin, '/events?last_event_id=%00&last_event_id=5');
    const [nulReset] = await nul.take(1);
    expect(nulReset).toMatchObject({ id: `${newestId}-${record}`, event: 'reset' });
    const nulWithHeader = await stream(admin, '/events?last_event_id=%00', {
      'last-event-id': created.id!,
    });
    const [afterNul] = await nulWithHeader.take(1);
    expect(afterNul).toMatchObject({ id: newestId });

    // A repeated header is refused before the route reads it, as every header read once.
    const statusOf = (headers: OutgoingHttpHeaders) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${base}/events`, { headers: { ...bearer(admin.email), ...headers } });
        req.on('error', reject);
        req.on('response', (res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.end();
      });
    expect(await statusOf({ 'last-event-id': ['1', '2'] })).toBe(400);
  });

  it("replays a contact's erased events only to those who see every contact, and a test ping to none", async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    await setVisibility(t, admin, 'own');
    const everything = await stream(admin);
    const theirs = await stream(member);
    const from = theirs.opening!;
    const hidden = await createContact(t, admin.email, { first_name: 'Not theirs' });
    await everything.take(1, 'contact.created');
    const erased = await call(t, 'POST', `/contacts/${hidden.id}/erase`, { as: admin.email });
    expect(erased.status).toBe(200);
    await everything.take(1, 'contact.erased');
    const own = await createContact(t, admin.email, {
      first_name: 'Theirs',
      owner_id: member.userId,
    });
    const created = (await everything.take(2, 'contact.created'))[1];
    // An endpoint's test delivery is stored with the events; no stream shows it.
    const [endpoint] = await t.db.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret)
       VALUES ($1, 'https://127.0.0.1:9/x', ARRAY['contact.created'], 'whsec_' || md5('x')) RETURNING id`,
      [admin.workspaceId],
    );
    const ping = await call(t, 'POST', `/webhook-endpoints/${endpoint.id}/test`, {
      as: admin.email,
    });
    expect(ping.status).toBe(202);
    await createContact(t, admin.email, { first_name: 'Last' });
    await everything.take(3, 'contact.created');
    const [stored] = await t.db.query<{ erased: number; pings: number }[]>(
      `SELECT count(*) FILTER (WHERE payload -> 'data' ->> 'erased' = 'true')::int AS erased,
              count(*) FILTER (WHERE type = 'ping')::int AS pings
         FROM webhook_events WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(stored.erased).toBeGreaterThan(0);
    expect(stored.pings).toBe(1);
    expect(everything.events.map((e) => e.event)).not.toContain('ping');

    // Live and replayed alike, the member is shown their own contact and nothing of the erased one.
    const [live] = await theirs.take(1, 'contact.created');
    expect(live.id).toBe(created.id);
    const replayed = await stream(member, '/events', { 'last-event-id': from });
    const [again] = await replayed.take(1, 'contact.created');
    expect(again.data.data?.contact).toMatchObject({ id: own.id });
    await createContact(t, admin.email, { first_name: 'Theirs 2', owner_id: member.userId });
    await replayed.take(2, 'contact.created');
    await theirs.take(2, 'contact.created');
    for (const reader of [replayed, theirs]) {
      expect(reader.events.map((e) => e.event)).toEqual(['contact.created', 'contact.created']);
    }
  });

  it("replays past a view's erased event: the stream goes on to what follows", async () => {
    const admin = await signUp(t, { premium: true });
    const everything = await stream(admin);
    const from = everything.opening!;
    const email = `erased.${admin.workspaceId}@example.com`;
    const gone = await createContact(t, admin.email, { first_name: 'Gone', email });
    const view = await call(t, 'POST', '/views', {
      as: admin.email,
      body: { name: email, visibility: 'workspace' },
    });
    expect(view.status).toBe(200);
    await everything.take(1, 'view.created');
    expect((await call(t, 'POST', `/contacts/${gone.id}/erase`, { as: admin.email })).status).toBe(
      200,
    );
    await everything.take(1, 'contact.erased');
    await createContact(t, admin.email, { first_name: 'After' });
    await everything.take(2, 'contact.created');

    const replayed = await stream(admin, '/events', { 'last-event-id': from });
    const [after] = await replayed.take(2, 'contact.created').then((e) => e.slice(1));
    expect(after.data.data?.contact).toMatchObject({ first_name: 'After' });
    const scrubbed = replayed.events.find((e) => e.event === 'view.created');
    expect(scrubbed?.data.data).toMatchObject({ erased: true });
  });

  it('resets a member resuming past a change of what they see (a setting, a group, their role), and no one else', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const mate = await addMember(t, admin.workspaceId);
    // The admin's stream holds the lease throughout: every event is recorded.
    const everything = await stream(admin);
    const away = await stream(member);
    await createContact(t, admin.email, { first_name: 'Seen' });
    const [seen] = await away.take(1, 'contact.created');
    const [adminSeen] = await everything.take(1, 'contact.created');
    expect(adminSeen.id).toBe(seen.id);
    await closeAll([away]);

    // While the member is away the setting narrows what they see: the events they resume with
    // were weighed by what they saw when sent, so the stream resets rather than replay.
    await setVisibility(t, admin, 'own');
    const [settings] = await everything.take(1, 'settings.updated');
    const narrowed = await stream(member, '/events', { 'last-event-id': seen.id! });
    await narrowed.take(1, 'reset');
    expect(narrowed.events).toEqual([
      { id: narrowed.opening, event: 'reset', data: { reason: 'visibility_changed' } },
    ]);
    expect(narrowed.opening).toMatch(pointAt(settings.id));
    // The admin, whom settings do not concern, resumes from the same event with the change.
    const admins = await stream(admin, '/events', { 'last-event-id': seen.id! });
    const [replayed] = await admins.take(1, 'settings.updated');
    expect(replayed.id).toBe(settings.id);
    expect(admins.events.map((e) => e.event)).toEqual(['settings.updated']);
    await closeAll([narrowed, admins]);

    // A group given to the member while away: resuming from where the reset left them, reset again.
    const group = await call(t, 'POST', '/groups', {
      as: admin.email,
      body: { name: 'Pair', member_ids: [member.userId, mate.userId] },
    });
    expect(group.status).toBe(200);
    await everything.take(1, 'group.created');
    const regrouped = await stream(member, '/events', { 'last-event-id': narrowed.opening! });
    await regrouped.take(1, 'reset');
    expect(regrouped.events.map((e) => [e.event, e.data.reason])).toEqual([
      ['reset', 'visibility_changed'],
    ]);
    // Nothing changed since: it resumes.
    await closeAll([regrouped]);
    const again = await stream(member, '/events', { 'last-event-id': regrouped.opening! });
    const own = await createContact(t, admin.email, { first_name: 'Own', owner_id: member.userId });
    const [ownEvent] = await again.take(1, 'contact.created');
    expect(ownEvent.data.data?.contact).toMatchObject({ id: own.id });
    expect(again.events.map((e) => e.event)).toEqual(['contact.created']);
    await closeAll([again]);

    // Their role changes while away (no event says so): reset, and so is an admin made member.
    const promoted = await call(t, 'PATCH', `/team/${member.userId}`, {
      as: admin.email,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    const elevated = await stream(member, '/events', { 'last-event-id': ownEvent.id! });
    await elevated.take(1, 'reset');
    expect(elevated.events.map((e) => [e.event, e.data.reason])).toEqual([
      ['reset', 'visibility_changed'],
    ]);
    // The admin's own resumption across the team change is reset too: a member left or changed.
    const adminAgain = await stream(admin, '/events', { 'last-event-id': ownEvent.id! });
    await adminAgain.take(1, 'reset');
  });

  it('resumes from the ids a stream sent after a change of the team it saw, reset once, never again', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    await setVisibility(t, admin, 'own');
    const everything = await stream(admin);
    const theirs = await stream(member);
    await createContact(t, admin.email, { first_name: 'Theirs', owner_id: member.userId });
    const [seen] = await theirs.take(1, 'contact.created');
    await everything.take(1, 'contact.created');
    const promoted = await call(t, 'PATCH', `/team/${member.userId}`, {
      as: admin.email,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    // The member's stream is reset as it happens, at the event it had passed.
    const [reset] = await theirs.take(1, 'reset');
    expect(reset).toMatchObject({ data: { reason: 'visibility_changed' } });
    expect(reset.id).toMatch(pointAt(seen.id));
    // The admin's stream saw the change too (its view is the same: no reset); where it stands
    // now says so.
    const [, adminPoint] = await openingOf(admin);
    await closeAll([theirs, everything]);

    // Nothing written since: the reset's id resumes, with nothing to replay and no reset, and so
    // does the id of a stream that opened after the change, the member's or the admin's.
    const back = await stream(member, '/events', { 'last-event-id': reset.id! });
    const admins = await stream(admin, '/events', { 'last-event-id': adminPoint.slice(4) });
    for (const reader of [back, admins]) expect(reader.opening).toMatch(pointAt(seen.id));
    await closeAll([back, admins]);
    const again = await stream(member, '/events', { 'last-event-id': back.opening! });
    const after = await createContact(t, admin.email, {
      first_name: 'After',
      owner_id: member.userId,
    });
    const [next] = await again.take(1);
    expect(next).toMatchObject({
      event: 'contact.created',
      data: { data: { contact: { id: after.id } } },
    });
    expect(Number(next.id)).toBe(Number(seen.id) + 1);
    for (const reader of [back, admins, again]) {
      expect(reader.events.filter((e) => e.event === 'reset')).toEqual([]);
    }
    // The event itself, of before the change, still resets: it says nothing of the team since.
    const fromEvent = await stream(member, '/events', { 'last-event-id': seen.id! });
    await fromEvent.take(1, 'reset');
    await closeAll([again, fromEvent]);
  });

  it('resets a stream resuming past its member leaving OWNER_EMAILS, which took their owner role', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    // Made owner long ago: listed, super_admin, remembering member.
    listAsOwner(t, member.email);
    await t.db.query(
      `UPDATE users SET role = 'super_admin', role_before_owner = 'member' WHERE id = $1`,
      [member.userId],
    );
    await setVisibility(t, admin, 'own');
    const everything = await stream(admin);
    const away = await stream(member);
    await createContact(t, admin.email, { first_name: 'Seen by the owner' });
    const [seen] = await away.take(1, 'contact.created');
    await everything.take(1, 'contact.created');
    await closeAll([away]);

    // Off the list while away: the stream's own request takes the role, and the stream resets.
    (t.app.get(AppConfig).ownerEmails as Set<string>).delete(member.email.toLowerCase());
    const demoted = await stream(member, '/events', { 'last-event-id': seen.id! });
    await demoted.take(1, 'reset');
    expect(demoted.events.map((e) => [e.event, e.data.reason])).toEqual([
      ['reset', 'visibility_changed'],
    ]);
    const [row] = await t.db.query<{ role: string }[]>(`SELECT role FROM users WHERE id = $1`, [
      member.userId,
    ]);
    expect(row.role).toBe('member');
    await closeAll([demoted, everything]);
  });
});
