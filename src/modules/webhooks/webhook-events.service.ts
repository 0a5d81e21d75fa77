import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { requestOrigin } from '../../core/http/request-origin.js';
import { Db } from '../../database/db.js';
import { WebhookQueue } from './webhook-queue.js';
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
  readonly workspace: { readonly id: string };
  readonly demo: boolean;
}

/**
 * The transactional outbox: a change records its events in its own transaction, so an event
 * exists exactly when the change committed (a rolled-back write emits nothing), and the job that
 * delivers it is queued in the same transaction. Demo rows never emit. The actor and request id
 * come from the request the change runs in (`requestOrigin`).
 */
@Injectable()
export class WebhookEventsService {
  constructor(
    private readonly db: Db,
    private readonly queue: WebhookQueue,
  ) {}

  /**
   * Records `type` with `data` (the record(s), `previous`, `from`/`to`) in `tx`, when an active
   * endpoint of the workspace subscribes to it: one statement, which writes nothing otherwise.
   * Answers the event's id, or null when none was recorded.
   */
  async record(
    tx: Db,
    scope: EventScope,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<string | null> {
    if (scope.demo) return null;
    const recorded = await tx.oneOrNone(insertWebhookEvent(this.event(scope, type, data)));
    if (!recorded) return null;
    await this.queue.enqueue(tx, recorded.id);
    return recorded.id;
  }

  /**
   * `record` for each of several records of one type (a sequence's follow-ups, the enrollments
   * of one request): with more than one, whether anything subscribes is asked once first, so a
   * workspace without endpoints pays one statement whatever their number.
   */
  async recordEach(
    tx: Db,
    scope: EventScope,
    type: WebhookEventType,
    datas: readonly Record<string, unknown>[],
  ): Promise<void> {
    if (scope.demo || datas.length === 0) return;
    if (datas.length > 1) {
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
   * the workspace subscribes to one of them, else as it is. So a single-statement write costs a
   * workspace without endpoints one more statement, and no transaction. `emitting` tells `work`
   * whether to record (and read what its events need, such as the old values of an edit). A
   * write already in a transaction (`db` in one, or the request's) runs in it: the check still
   * spares it those reads when nothing subscribes.
   */
  async write<T>(
    db: Db,
    scope: EventScope,
    types: readonly WebhookEventType[],
    work: (tx: Db, emitting: boolean) => Promise<T>,
  ): Promise<T> {
    if (scope.demo) return work(db, false);
    const { subscribed } = await db.one(
      webhookSubscribed(scope.workspace.id, [...types, ALL_EVENTS]),
    );
    if (!subscribed) return work(db, false);
    return db.transaction((tx) => work(tx, true));
  }

  /** The body every delivery of the event POSTs, as Standard Webhooks shapes it. */
  private event(scope: EventScope, type: string, data: Record<string, unknown>): NewWebhookEvent {
    const id = randomUUID();
    const origin = requestOrigin();
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
