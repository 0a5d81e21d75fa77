import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { Db } from '../../database/db.js';
import { WebhookQueue } from './webhook-queue.js';
import { WebhookRelay } from './webhook-relay.js';
import {
  ALL_EVENTS,
  insertWebhookEvent,
  insertWebhookPing,
  type NewWebhookEvent,
  type WebhookEventType,
  webhookSubscribed,
} from './webhooks.queries.js';

/** The workspace a change happened in, and whether it touched demo rows (which never emit). */
export interface EventScope {
  readonly workspace: {
    readonly id: string;
    /** What its active endpoints subscribe to, when the request read it (Workspace). */
    readonly webhook_events?: readonly string[];
  };
  readonly demo: boolean;
  /** Who made the change: the event's `actor` and `request_id`. */
  readonly origin: RequestOrigin;
}

/**
 * Whether an event of one of `types` may be recorded: never for demo rows; not when the
 * request's read of the workspace found no endpoint subscribing (an endpoint made during the
 * request counts from the next one); unknown (true) when the workspace was read another way.
 */
function mayRecord(scope: EventScope, types: readonly string[]): boolean {
  if (scope.demo) return false;
  const subscribed = scope.workspace.webhook_events;
  if (subscribed === undefined) return true;
  return subscribed.includes(ALL_EVENTS) || types.some((t) => subscribed.includes(t));
}

/**
 * The transactional outbox: a change records its events in its own transaction, so an event
 * exists exactly when the change committed (a rolled-back write emits nothing). Once it has
 * committed, the workers are nudged (`WebhookRelay`) to dispatch the workspace's events. Demo
 * rows never emit. The actor and request id come from the scope's `origin`: the request the
 * change runs in, or the one a job (an import) was asked for by.
 */
@Injectable()
export class WebhookEventsService {
  constructor(
    private readonly db: Db,
    private readonly queue: WebhookQueue,
    private readonly relay: WebhookRelay,
  ) {}

  /**
   * Records `type` with `data` (the record(s), `previous`, `from`/`to`) in `tx`, when an active
   * endpoint of the workspace subscribes to it: one statement, which checks again and writes
   * nothing otherwise (none at all when the request found no subscriber). Answers the event's
   * id, or null when none was recorded.
   */
  async record(
    tx: Db,
    scope: EventScope,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<string | null> {
    if (!mayRecord(scope, [type])) return null;
    const recorded = await tx.oneOrNone(insertWebhookEvent(this.event(scope, type, data)));
    if (!recorded) return null;
    this.dispatchAfterCommit(tx, scope);
    return recorded.id;
  }

  /**
   * For a write that is one statement: the event its statement records itself, with the row it
   * selects at `data.<key>` (`recordRowEventCte`), or null when none may be recorded (demo rows,
   * no subscriber when the request read the subscriptions). Call `recorded` once it has run.
   */
  rowEvent(scope: EventScope, type: WebhookEventType): NewWebhookEvent | null {
    return mayRecord(scope, [type]) ? this.event(scope, type, {}) : null;
  }

  /** After a statement made with `rowEvent`'s event ran through `db`. */
  recorded(db: Db, scope: EventScope): void {
    this.dispatchAfterCommit(db, scope);
  }

  /**
   * `record` for each of several records of one type (a sequence's follow-ups, the enrollments
   * of one request). Where the request did not read the subscriptions and there are several, one
   * statement asks first, rather than one per record.
   */
  async recordEach(
    tx: Db,
    scope: EventScope,
    type: WebhookEventType,
    datas: readonly Record<string, unknown>[],
  ): Promise<void> {
    if (!mayRecord(scope, [type]) || datas.length === 0) return;
    if (datas.length > 1 && scope.workspace.webhook_events === undefined) {
      const { subscribed } = await tx.one(
        webhookSubscribed(scope.workspace.id, [type, ALL_EVENTS]),
      );
      if (!subscribed) return;
    }
    for (const data of datas) await this.record(tx, scope, type, data);
  }

  /** Records a `ping` for one endpoint and queues its delivery to that endpoint alone. */
  async ping(scope: EventScope, endpointId: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const event = this.event(scope, 'ping', {});
      const recorded = await tx.oneOrNone(insertWebhookPing(event, endpointId));
      if (!recorded) return null;
      await this.queue.enqueue(tx, recorded.id, endpointId);
      return recorded.id;
    });
  }

  /**
   * Runs a write that records events of `types`: in a transaction only when an active endpoint of
   * the workspace subscribes to one of them, else as it is, so a write in a workspace without
   * endpoints costs nothing more. `emitting` tells `work` whether to record (and read what its
   * events need, such as the old values of an edit). A write already in a transaction (`db` in
   * one, or the request's) runs in it. Where the request did not read the subscriptions, one
   * statement asks.
   */
  async write<T>(
    db: Db,
    scope: EventScope,
    types: readonly WebhookEventType[],
    work: (tx: Db, emitting: boolean) => Promise<T>,
  ): Promise<T> {
    if (!mayRecord(scope, types)) return work(db, false);
    if (scope.workspace.webhook_events === undefined) {
      const { subscribed } = await db.one(
        webhookSubscribed(scope.workspace.id, [...types, ALL_EVENTS]),
      );
      if (!subscribed) return work(db, false);
    }
    return db.transaction((tx) => work(tx, true));
  }

  /** Nudges the workers once `db`'s transaction has committed (at once outside one). */
  private dispatchAfterCommit(db: Db, scope: EventScope): void {
    const workspaceId = scope.workspace.id;
    db.afterCommit(() => this.relay.nudge(workspaceId));
  }

  /** The body every delivery of the event POSTs, as Standard Webhooks shapes it. */
  private event(scope: EventScope, type: string, data: Record<string, unknown>): NewWebhookEvent {
    const id = randomUUID();
    const { origin } = scope;
    return {
      id,
      workspaceId: scope.workspace.id,
      type,
      payload: {
        type,
        timestamp: new Date().toISOString(),
        data: {
          event_id: id,
          // Filled in by the statement with the number it takes.
          sequence: null,
          workspace_id: scope.workspace.id,
          request_id: origin.request_id,
          actor: origin.actor,
          ...data,
        },
      },
    };
  }
}

/**
 * The old values of the `fields` an edit changed (`previous` of an `*.updated` event); empty
 * when it changed none of them.
 */
export function previousValues<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T)[],
): Partial<T> {
  const previous: Partial<T> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      previous[field] = before[field];
    }
  }
  return previous;
}
