import { describe, expect, it } from '@jest/globals';
import { STREAM_EVENT_TYPES as CLIENT_TYPES } from '../../../clients/event-stream.js';
import type { CrmRequest } from '../../core/auth/request-context.js';
import {
  anyMemberLeft,
  lastEventIdOf,
  streamPoint,
  type RecordsNow,
  STREAM_EVENT_TYPES,
  StreamEventRow,
  streamedEvent,
} from './events.rules.js';

const ME = '00000000-0000-4000-8000-000000000001';
const MATE = '00000000-0000-4000-8000-000000000002';
const STRANGER = '00000000-0000-4000-8000-000000000003';
const CONTACT = '00000000-0000-4000-8000-00000000000c';

function event(type: string, data: Record<string, unknown>): StreamEventRow {
  const body = JSON.stringify({ type, timestamp: '2026-11-29T10:00:00.000Z', data });
  return new StreamEventRow({ seq: '7', type, body });
}

describe('the event stream rules', () => {
  it('lists in the reference client every type the service sends', () => {
    expect([...CLIENT_TYPES].sort()).toEqual([...STREAM_EVENT_TYPES].sort());
  });

  const member = { owners: [ME, MATE], unassigned: false };
  const owned = (owner: string | null, previous?: string | null) =>
    event('contact.updated', {
      contact: { id: CONTACT, owner_id: owner },
      ...(previous !== undefined ? { previous: { owner_id: previous } } : {}),
    });
  const none: RecordsNow = { ownerOf: () => undefined, startedBy: () => undefined };

  it('sends everything to whoever sees every contact', () => {
    expect(streamedEvent({ userId: ME, visibility: undefined }, owned(STRANGER), none)).toEqual({
      kind: 'event',
    });
  });

  it("sends a member their contacts' events and hides the others'", () => {
    expect(streamedEvent({ userId: ME, visibility: member }, owned(MATE), none)).toEqual({
      kind: 'event',
    });
    expect(streamedEvent({ userId: ME, visibility: member }, owned(STRANGER), none)).toEqual({
      kind: 'none',
    });
    expect(streamedEvent({ userId: ME, visibility: member }, owned(null), none)).toEqual({
      kind: 'none',
    });
    expect(
      streamedEvent({ userId: ME, visibility: { ...member, unassigned: true } }, owned(null), none),
    ).toEqual({
      kind: 'event',
    });
  });

  it('announces a merged contact the member saw before and does not see now as contact.hidden, one they never saw not at all', () => {
    const merged = (owner: string | null, before?: string | null) =>
      event('contact.merged', {
        contact: { id: CONTACT, owner_id: owner },
        merged_ids: [MATE],
        ...(before === undefined ? {} : { previous: { owner_id: before } }),
      });
    const seen = (e: ReturnType<typeof merged>) =>
      streamedEvent({ userId: ME, visibility: member }, e, none);
    expect(seen(merged(STRANGER, ME))).toEqual({ kind: 'hidden', record: 'contact', id: CONTACT });
    // The owner unchanged (no `previous`): a stranger's before too.
    expect(seen(merged(STRANGER))).toEqual({ kind: 'none' });
    expect(seen(merged(STRANGER, null))).toEqual({ kind: 'none' });
    expect(seen(merged(ME))).toEqual({ kind: 'event' });
    expect(seen(merged(ME, STRANGER))).toEqual({ kind: 'event' });
  });

  it('announces a contact given to an owner the member does not see as contact.hidden', () => {
    expect(streamedEvent({ userId: ME, visibility: member }, owned(STRANGER, ME), none)).toEqual({
      kind: 'hidden',
      record: 'contact',
      id: CONTACT,
    });
    // Never seen before either: nothing.
    expect(
      streamedEvent({ userId: ME, visibility: member }, owned(STRANGER, STRANGER), none),
    ).toEqual({ kind: 'none' });
    // Given to them: its event, the contact appears.
    expect(streamedEvent({ userId: ME, visibility: member }, owned(ME, STRANGER), none)).toEqual({
      kind: 'event',
    });
  });

  it("sends a private view's events to its author alone, a shared one's to everyone", () => {
    const view = (visibility: string) =>
      event('view.updated', { view: { id: CONTACT, visibility, created_by: MATE } });
    expect(streamedEvent({ userId: MATE, visibility: undefined }, view('private'), none)).toEqual({
      kind: 'event',
    });
    expect(streamedEvent({ userId: ME, visibility: undefined }, view('private'), none)).toEqual({
      kind: 'none',
    });
    expect(streamedEvent({ userId: ME, visibility: member }, view('workspace'), none)).toEqual({
      kind: 'event',
    });
  });

  it("sends an erased event, a view's too, to those who see every contact only", () => {
    for (const type of ['view.created', 'view.deleted', 'contact.updated', 'followup.created']) {
      const erased = event(type, { erased: true, sequence: 7 });
      expect(streamedEvent({ userId: ME, visibility: undefined }, erased, none)).toEqual({
        kind: 'event',
      });
      expect(streamedEvent({ userId: ME, visibility: member }, erased, none)).toEqual({
        kind: 'none',
      });
    }
  });

  it("weighs another record's event by its contact's owner now, and workspace events reach all", () => {
    const followup = event('followup.created', { followup: { contact_id: CONTACT } });
    expect(
      streamedEvent({ userId: ME, visibility: member }, followup, { ...none, ownerOf: () => MATE }),
    ).toEqual({
      kind: 'event',
    });
    expect(
      streamedEvent({ userId: ME, visibility: member }, followup, {
        ...none,
        ownerOf: () => STRANGER,
      }),
    ).toEqual({
      kind: 'none',
    });
    expect(streamedEvent({ userId: ME, visibility: member }, followup, none)).toEqual({
      kind: 'none',
    });
    const tier = event('workspace.tier_changed', { from: 'free', to: 'premium' });
    expect(streamedEvent({ userId: ME, visibility: member }, tier, none)).toEqual({
      kind: 'event',
    });
    const purged = event('contact.purged', { contact: { id: CONTACT } });
    expect(streamedEvent({ userId: ME, visibility: member }, purged, none)).toEqual({
      kind: 'none',
    });
  });

  it('sends a member who sees some contacts only the events of the jobs they started', () => {
    const startedBy = (who: string): RecordsNow => ({ ...none, startedBy: () => who });
    for (const [type, kind] of [
      ['import.progress', 'import'],
      ['import.finished', 'import'],
      ['bulk_operation.progress', 'bulk_operation'],
      ['bulk_operation.finished', 'bulk_operation'],
    ]) {
      const job = event(type, { [kind]: { id: CONTACT, status: 'running' } });
      expect(streamedEvent({ userId: ME, visibility: member }, job, startedBy(ME))).toEqual({
        kind: 'event',
      });
      // Even a group mate's: the routes show them only their own.
      expect(streamedEvent({ userId: ME, visibility: member }, job, startedBy(MATE))).toEqual({
        kind: 'none',
      });
      expect(streamedEvent({ userId: ME, visibility: member }, job, none)).toEqual({
        kind: 'none',
      });
      expect(streamedEvent({ userId: ME, visibility: undefined }, job, startedBy(MATE))).toEqual({
        kind: 'event',
      });
    }
  });

  it('reads a resume id from the header, else the query, any id no stream sends as malformed', () => {
    const resumeFrom = (header: string | undefined, query?: unknown) =>
      lastEventIdOf({ headers: { 'last-event-id': header } } as unknown as CrmRequest, {
        last_event_id: query,
      });
    expect(resumeFrom(undefined)).toBe(null);
    expect(resumeFrom('1042', 'abc')).toEqual({ seq: 1042, record: null });
    expect(resumeFrom('', '7')).toEqual({ seq: 7, record: null });
    expect(resumeFrom(undefined, '0')).toEqual({ seq: 0, record: null });
    expect(resumeFrom('', '')).toBe(null);
    // A stream's point, as it sends it between events.
    const point = streamPoint(41, '1796140800123456');
    expect(point).toBe('41-1796140800123456');
    expect(resumeFrom(point)).toEqual({ seq: 41, record: '1796140800123456' });
    for (const id of [
      '-1',
      '99999999999999999999',
      'abc',
      '1e3',
      '5.0',
      '+5',
      '0x10',
      ' 5',
      '5-',
      '-5',
      '5-1-2',
      '5-x',
      '5-123456789012345678901',
      '01',
      '007-1796140800123456',
    ]) {
      expect([id, resumeFrom(id, '7')]).toEqual([id, 'malformed']);
    }
    expect(resumeFrom(undefined, ['1', '2'])).toBe('malformed');
  });

  it('tells a member left by who the members are, whoever joined meanwhile', () => {
    const team = new Set([ME, MATE]);
    expect(anyMemberLeft(team, team)).toBe(false);
    expect(anyMemberLeft(team, new Set([ME, MATE, STRANGER]))).toBe(false);
    expect(anyMemberLeft(team, new Set([ME, STRANGER]))).toBe(true);
    expect(anyMemberLeft(team, new Set([ME]))).toBe(true);
  });
});
