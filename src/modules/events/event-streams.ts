// Over 400 lines as one file: an instance's streams share one state (the workspaces followed, their leases and polls), which each step here reads and changes.
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { AppConfig } from '../../config/app-config.js';
import { Draining } from '../../core/draining.js';
import { INVALID_API_KEY_DETAIL } from '../../core/auth/api-key-verifier.js';
import { UnauthorizedProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { visibilityOf } from '../../database/visibility.js';
import { WebhookEventFeed } from '../webhooks/webhook-event-feed.js';
import { type BatchNow, EventStream, type StreamViewer } from './event-stream.js';
import {
  contactOwners,
  eventHeads,
  eventsAfter,
  holdStreamLeases,
  jobStarters,
  resumable,
  type StoredEventRow,
  type ViewerRow,
  viewersNow,
} from './events.queries.js';
import {
  anyMemberLeft,
  changesVisibility,
  contactOf,
  EVENT_PAGE,
  frame,
  jobOf,
  type LastEventId,
  LEASE_RENEW_MS,
  NO_LONGER_A_MEMBER,
  openingFrame,
  RESET_REASONS,
  type ResetReason,
  sameVisibility,
  SHUTDOWN_RECONNECT_MS,
  shuttingDown,
  StreamEventRow,
  tooManyStreamsHere,
  tooManyStreamsOfUser,
} from './events.rules.js';

/**
 * What a stream is sent at a shutdown before it is closed: where it stands as its id, so the
 * client resumes on another instance from there even when it has had no event.
 */
function reconnectElsewhere(stream: EventStream): string {
  return frame(stream.point(), 'reconnect', { reason: 'shutdown' }, SHUTDOWN_RECONNECT_MS);
}

/** The streams of one workspace on this instance, and the last event number sent to them. */
interface Followed {
  readonly workspaceId: string;
  readonly streams: Set<EventStream>;
  last: number;
  /** The live streams' read of the store under way, if any: one at a time. */
  advancing?: Promise<void>;
  /** Asked to read again while a read was under way. */
  again: boolean;
}

/**
 * Where a new stream starts: after `cursor`, with a reset first when it could not resume; and
 * its member as read when it opened.
 */
export interface StreamStart {
  cursor: number;
  /**
   * The workspace's unbroken record of events it starts in, where it stands for the team its
   * member was read with (`ViewerRow.record`).
   */
  record: string;
  /** Why it is reset first (`RESET_REASONS`), or null when it resumes or starts anew. */
  reset: ResetReason | null;
  viewer: StreamViewer;
  /** The API key it is opened with, if one, and when that expires (null: never). */
  apiKey?: { id: string; expiresAt: string | null };
}

/** Who asks for a stream, as their request's credentials say. */
export interface StreamCaller {
  readonly userId: string;
  readonly workspaceId: string;
  /** The API key of the request, if it came with one. */
  readonly apiKeyId?: string;
}

/** A page of the workspace's events, and its team as of the same read. */
interface EventPage {
  rows: StreamEventRow[];
  team: string;
}

/** The member of a stream, as `viewersNow` reads them, with their team's `members`. */
function viewerOf(workspaceId: string, row: ViewerRow, members: ReadonlySet<string>): StreamViewer {
  return {
    userId: row.user_id,
    workspaceId,
    role: row.role,
    visibility: visibilityOf(row, { id: row.user_id, ...row }),
    team: row.team,
    members,
    apiKeys: new Set(Object.keys(row.api_keys)),
    record: row.record,
  };
}

/**
 * The longest a timer waits (Node fires a longer one at once): a key expiring later than that
 * ends no stream by its timer, which no stream outlives (deploys, proxies), and is refused at the
 * next opening anyway.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The event streams of this instance (`GET /events`). The store is the webhook outbox: while a
 * workspace has a stream open anywhere (its lease, renewed every 30 s), every change of it records
 * its event in its own transaction, numbered per workspace. A dispatch that numbers events says so
 * by NOTIFY, and the instance reads them at once; every `EVENT_STREAM_POLL_MS` it also asks, in
 * one statement for all the workspaces it streams, where their events stand, numbers what waits
 * (the webhook relay's dispatch, so the numbers are the webhooks') and sends each new batch to
 * the workspace's streams. The store being the only source, a notification lost or a poll late
 * costs latency, never an event, and any instance serves any resumption. Each read of the store
 * and each poll also carries the workspace's team (events.queries.ts, `teamOf`): a member
 * removed or given another role is noticed on every instance before anything written after it
 * is sent, and by the next poll when nothing is.
 */
@Injectable()
export class EventStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('EventStreams');
  private readonly followed = new Map<string, Followed>();
  private readonly perUser = new Map<string, number>();
  private open = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private polling?: NodeJS.Timeout;
  private stopped = false;
  private listening = false;

  constructor(
    private readonly db: Db,
    private readonly outbox: WebhookEventFeed,
    private readonly draining: Draining,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { env } = this.config;
    this.timers.push(
      setInterval(() => this.heartbeat(), env.EVENT_STREAM_HEARTBEAT_MS).unref(),
      setInterval(() => void this.renewLeases(), LEASE_RENEW_MS).unref(),
    );
    this.schedulePoll();
    // At a shutdown each stream is told to come back elsewhere, at once: the balancer has taken
    // the instance out, and the client resumes from its Last-Event-ID on another.
    this.draining.onBegin(() => this.endAll(reconnectElsewhere));
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.polling);
    // A close without a drain (app.close()) is a shutdown too.
    this.endAll(reconnectElsewhere);
  }

  /** How many streams this instance holds (for tests and the benchmark). */
  get size(): number {
    return this.open;
  }

  /**
   * Takes a place for a stream of `caller` (429 past the user's or the instance's limit, 503 when
   * shutting down), leases the workspace's events, reads the member as of now, finds where the
   * stream starts (`startingPoint`), and last spends what opened it (`spend`: a ticket is used
   * only by a stream that opens). Gives the place back if anything fails, or when the client went
   * away meanwhile (`response` closed; then null, and nothing more is done for it): that close
   * came before `attach` could hear it. `attach` then holds the place.
   */
  async start(
    caller: StreamCaller,
    lastEventId: LastEventId,
    response: ServerResponse,
    spend?: () => Promise<void>,
  ): Promise<StreamStart | null> {
    if (this.draining.active) throw shuttingDown();
    const { EVENT_STREAMS_PER_USER: perUser, EVENT_STREAMS_PER_INSTANCE: perInstance } =
      this.config.env;
    if ((this.perUser.get(caller.userId) ?? 0) >= perUser) throw tooManyStreamsOfUser(perUser);
    if (this.open >= perInstance) throw tooManyStreamsHere();
    this.take(caller.userId, 1);
    let opened = false;
    try {
      const { workspaceId } = caller;
      const [lease] = await this.db.rows(holdStreamLeases([workspaceId]));
      // The workspace was deleted meanwhile: its credentials go with it.
      if (!lease) throw new UnauthorizedProblem(NO_LONGER_A_MEMBER);
      // Where the record stands, read before the member: a change of what they see numbered
      // after it is delivered, and read again there (\`deliver\`); one numbered before it is in
      // the member as read. The other order would miss a change numbered between the two reads.
      const newest = await this.newest(workspaceId);
      const row = await this.db.oneOrNone(viewersNow(workspaceId, [caller.userId]));
      if (!row) throw new UnauthorizedProblem(NO_LONGER_A_MEMBER);
      const { apiKeyId } = caller;
      // Revoked since the guard read it.
      if (apiKeyId !== undefined && !(apiKeyId in row.api_keys)) {
        throw new UnauthorizedProblem(INVALID_API_KEY_DETAIL);
      }
      const viewer = viewerOf(workspaceId, row, this.teamMembers(workspaceId, row));
      // Where the record stands for the team the member was read with (the lease just taken,
      // should the read have found none).
      const record = row.record ?? lease.record;
      const point = await this.startingPoint(workspaceId, record, lastEventId, viewer, newest);
      const apiKey =
        apiKeyId === undefined ? undefined : { id: apiKeyId, expiresAt: row.api_keys[apiKeyId] };
      const start = { ...point, viewer, apiKey };
      // Spent last, so a stream that fails to open (a 503, a client gone) leaves it usable, as a
      // request that opens none.
      if (response.destroyed) return null;
      await spend?.();
      if (response.destroyed) return null;
      opened = true;
      return start;
    } finally {
      if (!opened) this.take(caller.userId, -1);
    }
  }

  /**
   * Where a stream of the workspace starts: after `lastEventId` when the store holds everything
   * since and nothing since may have changed what `viewer` sees (`resumable`), else at `newest`
   * (read before `viewer`), with a reset when it asked to resume: its events were filtered by
   * what the member saw then, and say nothing of a role or a group that changed meanwhile.
   */
  private async startingPoint(
    workspaceId: string,
    record: string,
    lastEventId: LastEventId,
    viewer: StreamViewer,
    newest: number,
  ): Promise<Omit<StreamStart, 'viewer'>> {
    if (lastEventId === null) return { cursor: newest, record, reset: null };
    if (lastEventId === 'malformed') {
      return { cursor: newest, record, reset: RESET_REASONS.notHeld };
    }
    const { seq } = lastEventId;
    const member = viewer.role === 'member';
    const resumption = await this.db.one(resumable(workspaceId, seq, lastEventId.record, member));
    if (!resumption.resumable) return { cursor: newest, record, reset: RESET_REASONS.notHeld };
    if (resumption.changed) return { cursor: newest, record, reset: RESET_REASONS.visibility };
    return { cursor: seq, record, reset: null };
  }

  /**
   * The members `row` was read with, as one set for the workspace's streams read with the same
   * team: a stream keeps them to tell, at the next change of the team, whether one left.
   */
  private teamMembers(workspaceId: string, row: ViewerRow): ReadonlySet<string> {
    for (const stream of this.followed.get(workspaceId)?.streams ?? []) {
      if (stream.team === row.team) return stream.members;
    }
    return new Set(row.members);
  }

  /**
   * The number of the workspace's newest event, those committed and not yet numbered included
   * (numbered now): a new stream starts after everything that happened before it opened.
   */
  private async newest(workspaceId: string): Promise<number> {
    const [head] = await this.db.rows(eventHeads([workspaceId]));
    if (!head.waiting) return Number(head.last_seq);
    await this.outbox.dispatchNow(workspaceId);
    const [numbered] = await this.db.rows(eventHeads([workspaceId]));
    return Number(numbered.last_seq);
  }

  /**
   * Makes `response` (its headers written) the stream of `start`'s member from its cursor: a
   * reset first if it could not resume, then the store's events after its cursor, then the live
   * ones.
   */
  attach(response: ServerResponse, start: StreamStart): void {
    const { viewer } = start;
    const followed = this.follow(viewer.workspaceId, start.cursor);
    const stream = new EventStream(
      viewer,
      response,
      start.cursor,
      start.record,
      this.config.env.EVENT_STREAM_BUFFER_BYTES,
      (closed) => this.release(followed, closed),
    );
    followed.streams.add(stream);
    if (start.apiKey) this.endWithKey(stream, start.apiKey);
    stream.write(openingFrame(stream.point()));
    if (start.reset) stream.write(frame(stream.point(), 'reset', { reason: start.reset }));
    // A shutdown that began while `start` read the store has told its streams already: this one
    // comes back elsewhere too, from where it stands.
    if (this.draining.active || this.stopped) {
      stream.end(reconnectElsewhere(stream));
      return;
    }
    void this.catchUp(followed, stream);
  }

  /**
   * Ties `stream` to the API key it was opened with: it ends when the key expires (a timer), or is
   * revoked (`seeAgain`: a key's revocation changes the team's fingerprint). Its client's
   * reconnection is then refused, as every request of the key is.
   */
  private endWithKey(stream: EventStream, key: NonNullable<StreamStart['apiKey']>): void {
    stream.apiKeyId = key.id;
    if (key.expiresAt === null) return;
    const wait = Math.max(0, new Date(key.expiresAt).getTime() - Date.now());
    if (wait <= LONGEST_TIMER_MS) stream.expiry = setTimeout(() => stream.end(), wait).unref();
  }

  /**
   * Reads the store for `stream` until it has what the live batches start after, a page once its
   * reader has taken the one before (a replay far behind, or a burst of large events, never
   * piles up more than a page for a reader that reads).
   */
  private async catchUp(followed: Followed, stream: EventStream): Promise<void> {
    stream.live = false;
    try {
      while (!stream.closed) {
        await stream.drained();
        if (stream.closed) return;
        const page = await this.read(followed, stream.cursor);
        if (page.rows.length > 0 && Number(page.rows[0].seq) > stream.cursor + 1) {
          // The retention took events after the cursor while the stream was on its way to them
          // (it resumed from a point about to expire): as if it could not resume.
          stream.cursor = await this.newest(followed.workspaceId);
          stream.write(frame(stream.point(), 'reset', { reason: RESET_REASONS.notHeld }));
          continue;
        }
        await this.deliver(followed, page, [stream]);
        const { rows } = page;
        if (rows.length < EVENT_PAGE && stream.cursor >= followed.last) {
          stream.live = true;
          return;
        }
      }
    } catch (error) {
      this.logger.warn(`stream replay failed, closing it: ${(error as Error).message}`);
      stream.end();
    }
  }

  private follow(workspaceId: string, cursor: number): Followed {
    this.listen();
    let followed = this.followed.get(workspaceId);
    if (!followed) {
      followed = { workspaceId, streams: new Set(), last: cursor, again: false };
      this.followed.set(workspaceId, followed);
    }
    return followed;
  }

  /** From the first stream on, events numbered on any instance are read at their NOTIFY. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.outbox.whenNumbered((workspaceId) => {
      const followed = this.followed.get(workspaceId);
      if (!followed || this.stopped) return;
      this.advance(followed).catch((error: Error) =>
        this.logger.warn(`event read failed (the next poll tries again): ${error.message}`),
      );
    });
  }

  private release(followed: Followed, stream: EventStream): void {
    followed.streams.delete(stream);
    if (followed.streams.size === 0 && this.followed.get(followed.workspaceId) === followed) {
      this.followed.delete(followed.workspaceId);
    }
    this.take(stream.viewer.userId, -1);
  }

  private take(userId: string, count: 1 | -1): void {
    this.open += count;
    const mine = (this.perUser.get(userId) ?? 0) + count;
    if (mine > 0) this.perUser.set(userId, mine);
    else this.perUser.delete(userId);
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.polling = setTimeout(() => void this.poll(), this.config.env.EVENT_STREAM_POLL_MS);
    this.polling.unref();
  }

  /** One round: where every streamed workspace's events stand, then each one's new batch. */
  private async poll(): Promise<void> {
    try {
      const ids = [...this.followed.keys()];
      if (ids.length === 0) return;
      for (const head of await this.db.rows(eventHeads(ids))) {
        const followed = this.followed.get(head.workspace_id);
        if (!followed) continue;
        // Numbered here rather than waiting for a worker's turn: under the workspace's counter
        // lock, as the relay does, so the numbers are the same whoever gives them.
        if (head.waiting) await this.outbox.dispatchNow(head.workspace_id);
        // A team change that nothing written since has shown: its streams learn it now.
        const stale = [...followed.streams].filter((s) => s.team !== head.team);
        if (stale.length > 0) await this.seeAgain(followed, stale, null);
        if (head.waiting || Number(head.last_seq) > followed.last) await this.advance(followed);
      }
    } catch (error) {
      this.logger.warn(`event poll failed (the next one tries again): ${(error as Error).message}`);
    } finally {
      this.schedulePoll();
    }
  }

  /**
   * Sends the workspace's events after `followed.last` to its live streams, one read at a time
   * (a poll and a notification may ask together: the read under way goes round once more).
   */
  private advance(followed: Followed): Promise<void> {
    if (followed.advancing) {
      followed.again = true;
      return followed.advancing;
    }
    const run = async () => {
      try {
        do {
          followed.again = false;
          await this.advancePages(followed);
        } while (followed.again && !this.stopped);
      } finally {
        followed.advancing = undefined;
      }
    };
    followed.advancing = run();
    return followed.advancing;
  }

  /** The store's events after `followed.last` to the live streams, a page at a time. */
  private async advancePages(followed: Followed): Promise<void> {
    for (;;) {
      const page = await this.read(followed, followed.last);
      const { rows } = page;
      if (rows.length === 0) return;
      await this.deliver(
        followed,
        page,
        [...followed.streams].filter((s) => s.live),
      );
      followed.last = Number(rows[rows.length - 1].seq);
      // A stream whose replay ended while this page was being sent went live short of it: it
      // reads the rest from the store, as no later page would bring it (nor any poll).
      for (const stream of followed.streams) {
        if (stream.live && stream.cursor < followed.last) void this.catchUp(followed, stream);
      }
      if (rows.length < EVENT_PAGE) return;
    }
  }

  /** The workspace's next page of events after `after`, as the streams weigh them. */
  private async read(followed: Followed, after: number): Promise<EventPage> {
    const rows: StoredEventRow[] = await this.db.rows(
      eventsAfter(followed.workspaceId, after, EVENT_PAGE),
    );
    return { rows: rows.map((row) => new StreamEventRow(row)), team: rows[0]?.team ?? '' };
  }

  /**
   * Sends a page's events to `streams`. First, the streams whose member was read with another
   * team than the page's read them again: one removed is closed before anything is sent, one
   * whose role changed is filtered by the new one. Then in parts that end at each event that may
   * change what members see (a group, the visibility settings): after such an event each
   * member's visibility is read again, so what follows is filtered by the new one. A stream that
   * finds a gap (it fell behind) reads the store itself from there.
   */
  private async deliver(
    followed: Followed,
    { rows, team }: EventPage,
    streams: readonly EventStream[],
  ): Promise<void> {
    const stale = streams.filter((s) => rows.length > 0 && s.team !== team);
    if (stale.length > 0) await this.seeAgain(followed, stale, null);
    let taking = streams.filter((s) => !s.closed);
    for (let from = 0; from < rows.length && taking.length > 0;) {
      const change = rows.findIndex((row, i) => i >= from && changesVisibility(row));
      const end = change === -1 ? rows.length : change + 1;
      const part = rows.slice(from, end);
      const now = await this.batchNow(followed, part, taking);
      taking = taking.filter((stream) => {
        if (stream.send(part, now)) return !stream.closed;
        if (stream.live) void this.catchUp(followed, stream);
        return false;
      });
      if (change !== -1) {
        const members = taking.filter((s) => s.role === 'member');
        await this.seeAgain(followed, members, rows[change].seq);
        taking = taking.filter((s) => !s.closed);
      }
      from = end;
    }
  }

  /**
   * Reads again the members of `streams`, after the event `seq` (a group or a setting changed)
   * or, when null, a change of the team (a role, a member joining or leaving). A stream whose
   * member left the workspace is closed. One whose member now sees other contacts (another
   * role, setting or group) is sent `reset` (its page reloads what it shows) and filtered by
   * what they see now from there; so is every stream of the workspace when a member left it
   * (their contacts became unassigned, their groups lost them). The reset's id is the change's,
   * or for a team change the last event the stream has passed.
   */
  private async seeAgain(
    followed: Followed,
    streams: readonly EventStream[],
    seq: string | null,
  ): Promise<void> {
    const open = streams.filter((s) => !s.closed);
    if (open.length === 0) return;
    const ids = [...new Set(open.map((s) => s.viewer.userId))];
    const { workspaceId } = followed;
    const rows = await this.db.rows(viewersNow(workspaceId, ids));
    // One read: every row has the same team.
    const members = rows.length > 0 ? this.teamMembers(workspaceId, rows[0]) : new Set<string>();
    const now = new Map(rows.map((row) => [row.user_id, viewerOf(workspaceId, row, members)]));
    for (const stream of open) {
      const viewer = now.get(stream.viewer.userId);
      // Gone from the workspace, or the key it was opened with revoked.
      if (!viewer || (stream.apiKeyId !== undefined && !viewer.apiKeys.has(stream.apiKeyId))) {
        stream.end();
        continue;
      }
      const left = anyMemberLeft(stream.members, viewer.members);
      const sees = sameVisibility(stream.visibility, viewer.visibility);
      stream.role = viewer.role;
      stream.visibility = viewer.visibility;
      stream.team = viewer.team;
      stream.members = viewer.members;
      // Its points from here on resume past the change it has now seen.
      stream.record = viewer.record ?? stream.record;
      if (sees && !left) continue;
      // A member's departure is the cause even where it also changed this member's view (a
      // group mate): the reason says what happened, and the client reloads either way.
      const id = seq ?? stream.point();
      stream.write(
        frame(id, 'reset', { reason: left ? RESET_REASONS.team : RESET_REASONS.visibility }),
      );
    }
  }

  /**
   * The owners now of the contacts that `rows` name by another record (a follow-up's contact),
   * and who started the jobs they name (an import, a bulk operation), read only when one of
   * `streams` sees some contacts only: at most one statement each per batch.
   */
  private async batchNow(
    followed: Followed,
    rows: readonly StreamEventRow[],
    streams: readonly EventStream[],
  ): Promise<BatchNow> {
    const now = { owners: new Map<string, string | null>(), starters: new Map<string, string>() };
    if (!streams.some((s) => s.visibility)) return now;
    const contacts = new Set<string>();
    const jobs = { import: new Set<string>(), bulk_operation: new Set<string>() };
    for (const row of rows) {
      const job = jobOf(row);
      if (job) {
        if (job.id !== null) jobs[job.kind].add(job.id);
        continue;
      }
      const id = row.type.startsWith('contact.') ? null : contactOf(row);
      if (id) contacts.add(id);
    }
    const { workspaceId } = followed;
    if (contacts.size > 0) {
      for (const o of await this.db.rows(contactOwners(workspaceId, [...contacts]))) {
        now.owners.set(o.id, o.owner_id);
      }
    }
    if (jobs.import.size > 0 || jobs.bulk_operation.size > 0) {
      const started = jobStarters(workspaceId, [...jobs.import], [...jobs.bulk_operation]);
      for (const j of await this.db.rows(started)) now.starters.set(j.id, j.created_by);
    }
    return now;
  }

  private heartbeat(): void {
    for (const followed of this.followed.values()) {
      for (const stream of followed.streams) stream.write(': heartbeat\n\n');
    }
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.followed.keys()];
    if (ids.length === 0) return;
    try {
      await this.db.rows(holdStreamLeases(ids));
    } catch (error) {
      this.logger.warn(
        `stream leases not renewed (the next round tries again): ${(error as Error).message}`,
      );
    }
  }

  private endAll(last: (stream: EventStream) => string): void {
    for (const followed of [...this.followed.values()]) {
      for (const stream of [...followed.streams]) stream.end(last(stream));
    }
  }
}
