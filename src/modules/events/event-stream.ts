import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Visibility } from '../../database/visibility.js';

import {
  frame,
  frameOfJson,
  hiddenPayload,
  type RecordsNow,
  type StreamEventRow,
  streamedEvent,
  streamPoint,
} from './events.rules.js';

/**
 * Takes the answer over from Fastify, which then sends nothing more, and writes the stream's
 * headers with those its hooks set so far (CORS, the request id): the hooks that would add them
 * at the send never run for it.
 */
export function takeOver(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies that buffer (nginx) pass each event on as it comes.
    'x-accel-buffering': 'no',
  });
  return reply.raw;
}

/**
 * The frame of an event, written once however many streams send it: its body's JSON is most of
 * what a stream costs the instance (bench/README.md, "The event stream").
 */
const frames = new WeakMap<StreamEventRow, string>();
function frameOf(row: StreamEventRow): string {
  let text = frames.get(row);
  if (text === undefined) {
    text = frameOfJson(row.seq, row.type, row.body);
    frames.set(row, text);
  }
  return text;
}

/**
 * A batch's frames, every one of them, as the bytes the streams that show it whole write (most
 * streams, as most members see every event): encoded once for all of them, not once each.
 */
const wholeBatches = new WeakMap<readonly StreamEventRow[], Buffer>();
function wholeBatchOf(rows: readonly StreamEventRow[]): Buffer {
  let bytes = wholeBatches.get(rows);
  if (bytes === undefined) {
    bytes = Buffer.from(rows.map(frameOf).join(''));
    wholeBatches.set(rows, bytes);
  }
  return bytes;
}

/** Who a stream is for: the member, and what they see of the contacts as of its opening. */
export interface StreamViewer {
  readonly userId: string;
  readonly workspaceId: string;
  readonly role: string;
  readonly visibility?: Visibility;
  /** The workspace's team as of that read (events.queries.ts, `teamOf`). */
  readonly team: string;
  /** The ids of its real members as of the same read. */
  readonly members: ReadonlySet<string>;
  /** The member's API keys as of the same read (a stream opened with one ends when it goes). */
  readonly apiKeys: ReadonlySet<string>;
  /** Where the workspace's record stands for its team as of the same read (`ViewerRow.record`). */
  readonly record: string | null;
}

/**
 * What the events of a batch name, as of now (filled only where needed): the owner of the
 * contacts other records' events name, and who started the jobs.
 */
export interface BatchNow {
  readonly owners: ReadonlyMap<string, string | null>;
  readonly starters: ReadonlyMap<string, string>;
}

/**
 * One open `GET /events` answer: the frames it writes, where it is in its workspace's events
 * (`cursor`, the last number it has passed, sent or filtered out) and whether it follows the
 * instance's live batches or still reads the store itself (`live`).
 */
export class EventStream {
  /** Whether it takes the live batches; until then it reads the store (a resumption's replay). */
  live = false;
  closed = false;
  /**
   * Its member's role and what they see, and the team they were read with (and its members): as
   * of the opening, read again when a setting, a group or the team (a role, a member leaving)
   * changes.
   */
  role: string;
  visibility: Visibility | undefined;
  team: string;
  members: ReadonlySet<string>;
  /** The API key it was opened with, if one: it ends when the key is revoked or expires. */
  apiKeyId?: string;
  /** Ends it when its key expires. */
  expiry?: NodeJS.Timeout;

  constructor(
    readonly viewer: StreamViewer,
    private readonly response: ServerResponse,
    /** The last event number it has passed. */
    public cursor: number,
    /**
     * The workspace's unbroken record of events it is in, where it stands for the team its member
     * was last read with (`ViewerRow.record`): its points resume past the team changes it saw.
     */
    public record: string,
    /** The bytes it may have waiting for its reader; past them it is dropped. */
    private readonly bufferCap: number,
    private readonly onClose: (stream: EventStream) => void,
  ) {
    this.role = viewer.role;
    this.visibility = viewer.visibility;
    this.team = viewer.team;
    this.members = viewer.members;
    response.on('close', () => this.close());
  }

  /** Where it stands, as the id of a frame that is no event (`streamPoint`). */
  point(): string {
    return streamPoint(this.cursor, this.record);
  }

  /**
   * Sends the events of `rows` after its cursor, in order, in one write (a batch's frames are
   * one system call, not one each); false on a gap, or while more than its cap waits for its
   * reader (then nothing is sent): it reads the store from its cursor (`drained` first).
   */
  send(rows: readonly StreamEventRow[], batch: BatchNow): boolean {
    if (this.behind()) return false;
    const now: RecordsNow = {
      ownerOf: (id) => batch.owners.get(id),
      startedBy: (id) => batch.starters.get(id),
    };
    let out = '';
    let whole = true;
    // Every frame of the batch sent as it is, from the first: the batch's shared bytes.
    let shared = rows.length > 0 && Number(rows[0].seq) === this.cursor + 1;
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= this.cursor) continue;
      if (seq !== this.cursor + 1) {
        whole = false;
        break;
      }
      const shown = streamedEvent(
        { userId: this.viewer.userId, visibility: this.visibility },
        row,
        now,
      );
      if (shown.kind === 'event') out += frameOf(row);
      else shared = false;
      if (shown.kind === 'hidden') {
        out += frame(row.seq, `${shown.record}.hidden`, hiddenPayload(row, shown.record, shown.id));
      }
      this.cursor = seq;
    }
    if (this.closed) return whole;
    if (shared && whole) this.response.write(wholeBatchOf(rows));
    else if (out !== '') this.response.write(out);
    return whole;
  }

  /**
   * Writes `text` (a frame that is no event: an opening, a reset, a heartbeat); a reader that has
   * not taken what waited for it, more than the cap, is dropped instead: it resumes with
   * Last-Event-ID from the store, as after any drop. One write bigger than the cap (a page of
   * large events) is no reason: what counts is what the reader leaves waiting.
   */
  write(text: string | Buffer): void {
    if (this.closed) return;
    if (this.behind()) {
      this.response.destroy();
      this.close();
      return;
    }
    this.response.write(text);
  }

  /** Resolves once its reader has taken what waited for it, or it closed. */
  drained(): Promise<void> {
    if (this.closed || !this.response.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.response.off('drain', done);
        this.response.off('close', done);
        resolve();
      };
      this.response.on('drain', done);
      this.response.on('close', done);
    });
  }

  /** Whether more than its cap waits for its reader. */
  private behind(): boolean {
    return this.response.writableLength > this.bufferCap;
  }

  /** Ends the answer, after `last` when given (a shutdown's reconnect). */
  end(last?: string): void {
    if (this.closed) return;
    if (last !== undefined) this.response.write(last);
    this.response.end();
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiry);
    this.onClose(this);
  }
}
