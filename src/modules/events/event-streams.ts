import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { Problem } from '../../core/http/problem.js';
import { Draining } from '../../core/draining.js';
import { Db } from '../../database/db.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { openStreamRecording, visibleContactIds } from './events.queries.js';
import {
  BUFFER_CAP_BYTES,
  eventContactId,
  eventNumber,
  HEARTBEAT_MS,
  MAX_STREAMS_PER_INSTANCE,
  MAX_STREAMS_PER_USER,
  POLL_MS,
  READ_BATCH,
  REMARK_MS,
  RETRY_MS,
  SHUTDOWN_RETRY_MS,
  sseEvent,
  TOO_MANY_STREAMS_DETAIL,
  TOO_MANY_USER_STREAMS_DETAIL,
} from './events.rules.js';

/** A numbered event as the store answers it. */
type StoredEvent = Awaited<ReturnType<WebhookEventsService['numberedAfter']>>[number];

/** One open `GET /events`: who reads it, what it has been sent up to, its socket. */
class EventStream {
  constructor(
    readonly scope: WorkspaceScope,
    readonly userId: string,
    private readonly response: ServerResponse,
    /** The number of the last event this stream has passed (sent, or not its reader's to see). */
    public cursor: bigint,
  ) {}

  get open(): boolean {
    return !this.response.destroyed && !this.response.writableEnded;
  }

  /** Writes `text`; a reader that has let too much pile up is cut off instead. */
  write(text: string): void {
    if (!this.open) return;
    if (this.response.writableLength > BUFFER_CAP_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }

  /** Sends the events after its cursor that `shown` lets through, and passes the others. */
  deliver(events: readonly StoredEvent[], shown: (event: StoredEvent) => boolean): void {
    for (const event of events) {
      const seq = BigInt(event.seq);
      if (seq <= this.cursor) continue;
      if (shown(event))
        this.write(sseEvent({ id: event.seq, event: event.type, data: event.payload }));
      this.cursor = seq;
    }
  }

  /** Asks the client to come back soon (to another instance) and closes. */
  end(retryMs: number): void {
    if (!this.open) return;
    this.response.end(`retry: ${retryMs}\n\n`);
  }
}

/**
 * The instance's open event streams. The store is the workspace's numbered events (the webhook
 * outbox, recorded for every event while a stream was open within the day): each stream has a
 * cursor, its last event's number, and every few hundred milliseconds the instance numbers what
 * its workspaces recorded and sends each stream what follows its cursor. A replay and the live
 * events are one read, so there is no seam to lose or repeat an event at, and a write on
 * another instance reaches this one through the database alone.
 */
@Injectable()
export class EventStreams implements OnModuleDestroy {
  private readonly logger = new Logger('EventStreams');
  private readonly byWorkspace = new Map<string, Set<EventStream>>();
  private readonly perUser = new Map<string, number>();
  private readonly remarkedAt = new Map<string, number>();
  private count = 0;
  private poller: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
    private readonly draining: Draining,
  ) {}

  /**
   * Opens a stream for the caller on `reply`: from after `lastEventId` when the store holds it
   * since events have been recorded without a break, else (with one `reset` when an id was given)
   * from the events that follow now.
   */
  async open(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    lastEventId: string | undefined,
    reply: FastifyReply,
  ): Promise<void> {
    this.admit(user.id);
    const workspaceId = scope.workspace.id;
    const { recorded_since: since } = await this.db.one(openStreamRecording(workspaceId));
    this.remarkedAt.set(workspaceId, Date.now());
    let cursor: string | null = null;
    const asked = lastEventId === undefined || lastEventId.trim() === '' ? null : lastEventId;
    if (asked !== null) {
      const number = eventNumber(asked);
      const at = number === null ? null : await this.events.recordedAt(workspaceId, number);
      if (at !== null && since !== null && at >= since) cursor = number;
    }
    const reset = asked !== null && cursor === null;
    cursor ??= await this.events.lastNumber(workspaceId);

    this.admit(user.id);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    const stream = new EventStream(scope, user.id, response, BigInt(cursor));
    if (reset) {
      stream.write(
        sseEvent({
          event: 'reset',
          data: { reason: `Event ${asked} is not held; reload, then follow from here` },
        }),
      );
    }
    this.add(stream);
    response.on('close', () => this.remove(stream));
    this.start();
    void this.read();
  }

  onModuleDestroy(): void {
    clearInterval(this.poller);
    clearInterval(this.heartbeat);
    this.poller = this.heartbeat = undefined;
    this.endAll();
  }

  /** Asks every stream to come back soon, to another instance, and closes it. */
  private endAll(): void {
    for (const streams of this.byWorkspace.values()) {
      for (const stream of streams) stream.end(SHUTDOWN_RETRY_MS);
    }
  }

  /** 429 past the limits, before anything is written. */
  private admit(userId: string): void {
    if ((this.perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
      throw new Problem(429, TOO_MANY_USER_STREAMS_DETAIL, 'too_many_streams', {
        retry_after: 30,
      });
    }
    if (this.count >= MAX_STREAMS_PER_INSTANCE) {
      throw new Problem(429, TOO_MANY_STREAMS_DETAIL, 'too_many_streams', { retry_after: 5 });
    }
  }

  private add(stream: EventStream): void {
    const workspaceId = stream.scope.workspace.id;
    const streams = this.byWorkspace.get(workspaceId) ?? new Set<EventStream>();
    streams.add(stream);
    this.byWorkspace.set(workspaceId, streams);
    this.perUser.set(stream.userId, (this.perUser.get(stream.userId) ?? 0) + 1);
    this.count++;
  }

  private remove(stream: EventStream): void {
    const workspaceId = stream.scope.workspace.id;
    const streams = this.byWorkspace.get(workspaceId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) {
      this.byWorkspace.delete(workspaceId);
      this.remarkedAt.delete(workspaceId);
    }
    const left = (this.perUser.get(stream.userId) ?? 1) - 1;
    if (left === 0) this.perUser.delete(stream.userId);
    else this.perUser.set(stream.userId, left);
    this.count--;
  }

  private start(): void {
    this.poller ??= setInterval(() => void this.read(), POLL_MS).unref();
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  private beat(): void {
    for (const streams of this.byWorkspace.values()) {
      for (const stream of streams) stream.write(': heartbeat\n\n');
    }
  }

  /** One read at a time; a read asked for during one runs right after it. */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.readAll()
      .catch((error: Error) => this.logger.warn(`event streams not read: ${error.message}`))
      .finally(() => {
        this.reading = null;
        if (this.again) {
          this.again = false;
          void this.read();
        }
      });
    return this.reading;
  }

  private async readAll(): Promise<void> {
    // Shutting down (SIGTERM): the streams move at once, during the grace, not when it ends.
    if (this.draining.active) return this.endAll();
    const workspaces = [...this.byWorkspace.keys()];
    if (workspaces.length === 0) return;
    await this.events.dispatchWaiting(workspaces);
    for (const workspaceId of workspaces) await this.deliver(workspaceId);
    await this.remark(workspaces);
  }

  /** Sends each stream of the workspace what follows its cursor, a batch at a time. */
  private async deliver(workspaceId: string): Promise<void> {
    for (;;) {
      const streams = [...(this.byWorkspace.get(workspaceId) ?? [])];
      if (streams.length === 0) return;
      const from = streams.reduce((min, s) => (s.cursor < min ? s.cursor : min), streams[0].cursor);
      const batch = await this.events.numberedAfter(workspaceId, from.toString(), READ_BATCH);
      if (batch.length === 0) return;
      for (const stream of streams) {
        const shown = await this.shownTo(stream, batch);
        stream.deliver(batch, shown);
      }
      if (batch.length < READ_BATCH) return;
    }
  }

  /**
   * Which events of `batch` the stream's member may see: every one, unless their visibility is
   * narrowed; then those about no contact, and those about a contact they see now.
   */
  private async shownTo(
    stream: EventStream,
    batch: readonly StoredEvent[],
  ): Promise<(event: StoredEvent) => boolean> {
    if (!stream.scope.visibility) return () => true;
    const ids = [...new Set(batch.flatMap((e) => eventContactId(e.payload) ?? []))];
    if (ids.length === 0) return () => true;
    const seen = new Set(
      (await this.db.rows(visibleContactIds(stream.scope, ids))).map((r) => r.id),
    );
    return (event) => {
      const contact = eventContactId(event.payload);
      return contact === null || seen.has(contact);
    };
  }

  /** Keeps the workspaces with open streams recording their events. */
  private async remark(workspaces: readonly string[]): Promise<void> {
    const now = Date.now();
    for (const workspaceId of workspaces) {
      if (now - (this.remarkedAt.get(workspaceId) ?? 0) < REMARK_MS) continue;
      await this.db.one(openStreamRecording(workspaceId));
      this.remarkedAt.set(workspaceId, now);
    }
  }
}
