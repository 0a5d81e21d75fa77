import type { CrmRequest } from '../../core/auth/request-context.js';
import { Problem } from '../../core/http/problem.js';
import type { Visibility } from '../../database/visibility.js';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-event-feed.js';
import {
  type StoredEventRow,
  TIER_CHANGED,
  VISIBILITY_EVENT_PREFIX,
  VISIBILITY_SETTINGS,
} from './events.queries.js';

/**
 * Every type of event a stream sends besides its control events (`reset`, `reconnect`): the
 * webhook events, `contact.hidden` for a contact a member stops seeing and `view.hidden` for a
 * view its author made private. The reference client
 * (clients/event-stream.ts) lists them too, a spec ties the two.
 */
export const STREAM_EVENT_TYPES = [
  ...WEBHOOK_EVENT_TYPES,
  'contact.hidden',
  'view.hidden',
] as const;

/** What a browser waits before reconnecting when the stream drops (`retry:`), in ms. */
export const RECONNECT_MS = 2_000;
/** What a browser waits before reconnecting to another instance at a shutdown, in ms. */
export const SHUTDOWN_RECONNECT_MS = 500;
/** Events read from the store per statement, replaying or following. */
export const EVENT_PAGE = 500;
/** How often an instance renews the stream leases of the workspaces it streams, in ms. */
export const LEASE_RENEW_MS = 30_000;

export const TOO_MANY_STREAMS_OF_USER = (limit: number) =>
  `Too many event streams: at most ${limit} per user are open at once on this instance`;
export const TOO_MANY_STREAMS_HERE =
  'Too many event streams on this instance; retry (another instance may take it)';
export const SHUTTING_DOWN = 'This instance is shutting down; reconnect';

/**
 * The refusals of a stream's opening, answered with Retry-After: past the user's streams on the
 * instance, past the instance's (another instance may take it at once), at a shutdown.
 */
export const tooManyStreamsOfUser = (limit: number) =>
  new Problem(429, TOO_MANY_STREAMS_OF_USER(limit), 'too_many_streams', { retry_after: 5 });
export const tooManyStreamsHere = () =>
  new Problem(429, TOO_MANY_STREAMS_HERE, 'too_many_streams', { retry_after: 1 });
export const shuttingDown = () =>
  new Problem(503, SHUTTING_DOWN, 'shutting_down', { retry_after: 1 });

/** A stream asked for by someone removed from the workspace since their credentials were read. */
export const NO_LONGER_A_MEMBER = 'You are no longer a member of this workspace';

/**
 * Why a stream is sent `reset` (reload what the page shows, then go on from its id): its resume
 * point is not held; what its member sees changed (a setting, a group, their role); a member left
 * the workspace (their contacts became unassigned, their groups lost them).
 */
export const RESET_REASONS = {
  notHeld: 'resume_point_not_held',
  visibility: 'visibility_changed',
  team: 'member_removed',
} as const;
export type ResetReason = (typeof RESET_REASONS)[keyof typeof RESET_REASONS];
/**
 * An id a stream sends: an event's number (a whole number of at most 15 digits, exact in a
 * JavaScript number, written without leading zeros), or where the stream stands between events,
 * `<number>-<record>` (`streamPoint`).
 */
export const STREAM_ID = /^(0|[1-9]\d{0,14})(?:-(\d{1,20}))?$/;

/**
 * Where a stream stands when it sends no event (its opening, a reset, a reconnect): the number
 * it has passed, and the unbroken record of the workspace's events it was in, where it stood for
 * the team the stream last read (`ViewerRow.record`). A bare number is resumed only when it is an
 * event of the current record; the record is what lets a stream resume from a number of before it
 * began (the newest event then) without letting an id of before a break resume across it, nor
 * one of before a change of the team the stream had not seen.
 */
export function streamPoint(cursor: number, record: string): string {
  return `${cursor}-${record}`;
}

/**
 * Where a client asks its stream to start: after event `seq` (`record` when it is a stream's
 * point), from now (null: a new stream), or after an id no stream sends (`malformed`), which is
 * answered as one the store does not hold: the client cannot correct it, and an EventSource
 * refused with an error stops for good.
 */
export type LastEventId = { seq: number; record: string | null } | 'malformed' | null;

/** An event's webhook body. */
export interface EventBody {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * A numbered event as the streams weigh and send it: its body is parsed only when a rule reads
 * it (a member who sees some contacts, a view's privacy); most streams send its text as it is.
 */
export class StreamEventRow {
  readonly seq: string;
  readonly type: string;
  readonly body: string;
  private parsed?: EventBody;

  constructor(row: Pick<StoredEventRow, 'seq' | 'type' | 'body'>) {
    this.seq = row.seq;
    this.type = row.type;
    this.body = row.body;
  }

  get payload(): EventBody {
    return (this.parsed ??= JSON.parse(this.body) as EventBody);
  }
}

/** One frame of `text/event-stream`. */
export function frame(id: string | null, event: string, data: unknown, retryMs?: number): string {
  return frameOfJson(id, event, JSON.stringify(data), retryMs);
}

/** One frame whose data is JSON text already (one line: JSON text escapes its line breaks). */
export function frameOfJson(
  id: string | null,
  event: string,
  json: string,
  retryMs?: number,
): string {
  const lines: string[] = [];
  if (retryMs !== undefined) lines.push(`retry: ${retryMs}`);
  if (id !== null) lines.push(`id: ${id}`);
  lines.push(`event: ${event}`, `data: ${json}`);
  return `${lines.join('\n')}\n\n`;
}

/** The record kinds whose events concern one contact, and where they name it. */
const CONTACT_OF: Record<string, (data: Record<string, unknown>) => unknown> = {
  contact: (data) => (data.contact as { id?: unknown } | undefined)?.id,
  followup: (data) => (data.followup as { contact_id?: unknown } | undefined)?.contact_id,
  interaction: (data) => (data.interaction as { contact_id?: unknown } | undefined)?.contact_id,
  enrollment: (data) => (data.enrollment as { contact_id?: unknown } | undefined)?.contact_id,
};

/** The contact an event concerns, or null for an event of the workspace (its tier, settings). */
export function contactOf(event: StreamEventRow): string | null {
  const kind = event.type.slice(0, event.type.indexOf('.'));
  const id = CONTACT_OF[kind]?.(event.payload.data);
  return typeof id === 'string' ? id : null;
}

/**
 * The kinds of tracked job whose events name the job (`data.import`, `data.bulk_operation`): a
 * member who sees only some contacts is shown only the jobs they started, by the routes
 * (`jobsStartedBy`) and by the streams alike.
 */
export const JOB_KINDS = ['import', 'bulk_operation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The job an event is about (its id null if it names none), or null for any other event. */
export function jobOf(event: StreamEventRow): { kind: JobKind; id: string | null } | null {
  const kind = JOB_KINDS.find((k) => event.type.startsWith(`${k}.`));
  if (!kind) return null;
  const id = (event.payload.data[kind] as { id?: unknown } | undefined)?.id;
  return { kind, id: typeof id === 'string' ? id : null };
}

/**
 * What a stream's rules read of the database as it sends a batch: the owner now of a contact
 * another record's event names (undefined when gone or not read), and who started a job
 * (undefined when gone or not read).
 */
export interface RecordsNow {
  ownerOf(contactId: string): string | null | undefined;
  startedBy(jobId: string): string | undefined;
}

/** Whether an event of a contact concerns it by its own record, which carries its owner. */
function carriesOwner(event: StreamEventRow): boolean {
  const contact = event.payload.data.contact as Record<string, unknown> | undefined;
  return contact !== undefined && 'owner_id' in contact;
}

/** Whether `visibility` shows a contact owned by `owner`: visibleOwner's rule, on one value. */
export function seesOwner(visibility: Visibility, owner: string | null): boolean {
  return owner === null ? visibility.unassigned : visibility.owners.includes(owner);
}

/** The records a stream says are gone from a member's sight, by `<record>.hidden` with the id. */
export type HiddenRecord = 'contact' | 'view';

/** What a stream sends for an event: the event, `<record>.hidden` with the id only, or nothing. */
export type StreamedEvent =
  { kind: 'event' } | { kind: 'hidden'; record: HiddenRecord; id: string } | { kind: 'none' };

/**
 * What `viewer`, who sees the contacts of `visibility` (undefined: every one), is sent of
 * `event`. An erased event (its body scrubbed, `data.erased`, a view's too) reaches only those
 * who see every contact. A view's: `viewEvent`. An event of a
 * contact they do not see never reaches them; a contact's edit that gives it to an owner they do
 * not see, when they saw it before, is `contact.hidden` (id only); a merge names no former
 * owner, so a merged contact they do not see is `contact.hidden` whether or not they saw it
 * before (the id only, of a contact that was just merged). A contact's own events say
 * its owner as of the event; other records' (follow-ups, interactions) are weighed by their
 * contact's owner now (`now.ownerOf`). An event naming a contact but not its owner (a purge, an
 * erasure: the id only) reaches only those who see every contact. A job's events (an import's,
 * a bulk operation's) reach such a member only for the jobs they started (`now.startedBy`), as
 * its routes answer them.
 */
export function streamedEvent(
  viewer: { readonly userId: string; readonly visibility: Visibility | undefined },
  event: StreamEventRow,
  now: RecordsNow,
): StreamedEvent {
  // A test delivery of one webhook endpoint, stored with the events: no change of the workspace.
  if (event.type === 'ping') return { kind: 'none' };
  const { visibility } = viewer;
  // Erased (a contact's data scrubbed from the events holding it, a view's among them): it no
  // longer says whose contact or view it was.
  if (event.payload.data.erased === true) return visibility ? { kind: 'none' } : { kind: 'event' };
  if (event.type.startsWith('view.')) return viewEvent(viewer, event);
  if (!visibility) return { kind: 'event' };
  const job = jobOf(event);
  if (job) {
    const mine = job.id !== null && now.startedBy(job.id) === viewer.userId;
    return mine ? { kind: 'event' } : { kind: 'none' };
  }
  const contactId = contactOf(event);
  if (contactId === null) return { kind: 'event' };
  if (!event.type.startsWith('contact.')) {
    const owner = now.ownerOf(contactId);
    return owner !== undefined && seesOwner(visibility, owner)
      ? { kind: 'event' }
      : { kind: 'none' };
  }
  if (!carriesOwner(event)) return { kind: 'none' };
  const contact = event.payload.data.contact as { owner_id: string | null };
  if (seesOwner(visibility, contact.owner_id)) return { kind: 'event' };
  // A merge names the owner before only when it changed it (otherwise they did not see it then).
  const previous = event.payload.data.previous as Record<string, unknown> | undefined;
  if (previous && 'owner_id' in previous) {
    const before = previous.owner_id as string | null;
    if (seesOwner(visibility, before)) return { kind: 'hidden', record: 'contact', id: contactId };
  }
  return { kind: 'none' };
}

/**
 * A view's event for `viewer`: a private view's reach its author alone, as the view itself does;
 * one its author just made private is `view.hidden` (id only) to the others, who had it.
 */
function viewEvent(viewer: { readonly userId: string }, event: StreamEventRow): StreamedEvent {
  const { view, previous } = event.payload.data as {
    view: { id?: unknown; visibility?: string; created_by?: string };
    previous?: { visibility?: string };
  };
  if (view.visibility !== 'private' || view.created_by === viewer.userId) return { kind: 'event' };
  return previous?.visibility === 'workspace' && typeof view.id === 'string'
    ? { kind: 'hidden', record: 'view', id: view.id }
    : { kind: 'none' };
}

/** The `<record>.hidden` event standing for `event` (same id and time), the record's id only. */
export function hiddenPayload(event: StreamEventRow, record: HiddenRecord, id: string): object {
  const { data, timestamp } = event.payload;
  return {
    type: `${record}.hidden`,
    timestamp,
    data: {
      event_id: data.event_id,
      sequence: data.sequence,
      workspace_id: data.workspace_id,
      [record]: { id },
    },
  };
}

/**
 * Whether an event may change what members see: a group changed, the visibility settings did,
 * or the tier (`TIER_CHANGED`: which groups count). Streams read their members' visibility again
 * after it, and reset those it changed; a stream resuming past one is reset (`resumable` asks the
 * same of the store).
 */
export function changesVisibility(event: StreamEventRow): boolean {
  if (event.type.startsWith(VISIBILITY_EVENT_PREFIX) || event.type === TIER_CHANGED) return true;
  if (event.type !== 'settings.updated') return false;
  const previous = event.payload.data.previous as Record<string, unknown> | undefined;
  return previous !== undefined && VISIBILITY_SETTINGS.some((setting) => setting in previous);
}

/** Whether a member of `before` is not among `now`'s: one left, whoever joined meanwhile. */
export function anyMemberLeft(before: ReadonlySet<string>, now: ReadonlySet<string>): boolean {
  if (before === now) return false;
  for (const id of before) if (!now.has(id)) return true;
  return false;
}

/** Whether two visibilities show the same contacts. */
export function sameVisibility(a: Visibility | undefined, b: Visibility | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.unassigned !== b.unassigned || a.owners.length !== b.owners.length) return false;
  const owners = new Set(a.owners);
  return b.owners.every((owner) => owners.has(owner));
}

/**
 * The event a stream resumes after: `Last-Event-ID` (what a browser sends when it reconnects by
 * itself), else `?last_event_id=`, whatever the query holds when the header is there; null for
 * a new stream (neither, or empty, as an EventSource that has no id yet sends none). The query's
 * written with brackets (`last_event_id[]=`) is malformed, as a reset says, never a 422.
 */
export function lastEventIdOf(
  request: CrmRequest,
  query: { last_event_id?: unknown },
): LastEventId {
  const header = request.headers['last-event-id'];
  const raw = typeof header === 'string' && header !== '' ? header : query.last_event_id;
  if (raw === undefined || raw === '') return givenBracketed(request) ? 'malformed' : null;
  const match = typeof raw === 'string' ? STREAM_ID.exec(raw) : null;
  return match ? { seq: Number(match[1]), record: match[2] ?? null } : 'malformed';
}

/** Whether the query names `last_event_id[...]`, which no parameter reads: an id that is none. */
function givenBracketed(request: CrmRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.keys(query).some((name) => name.startsWith('last_event_id['));
}

/**
 * What a stream opens with: how long to wait before reconnecting, and `event: ready` with where
 * it starts as its id (`streamPoint`), so a stream that drops before its first event still
 * leaves the client an id to resume from. An event with data: an EventSource keeps the id of a
 * frame without data too, but dispatches nothing, so a client that reopens with a new ticket
 * could not read it.
 */
export function openingFrame(point: string): string {
  return frame(point, 'ready', {}, RECONNECT_MS);
}
