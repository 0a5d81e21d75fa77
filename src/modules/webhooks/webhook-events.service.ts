import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import type { SqlParams } from '../../database/sql.js';
import {
  type Change,
  changeData,
  type EventScope,
  newEvent,
  recordKeyOf,
} from './webhook-event-body.js';
import { WebhookRelay } from './webhook-relay.js';
import {
  ALL_EVENTS,
  EVENTS_PER_INSERT,
  insertWebhookEvents,
  recordRowEventCte,
  type WebhookEventType,
  webhookSubscribed,
} from './webhooks.queries.js';

/**
 * A data-modifying CTE for a write that is one statement: it records the event of each row that
 * statement selects as `rows` (columns as the API's presenter takes them).
 */
export type RowEventCte = (p: SqlParams, rows: string) => string;

/** How a write announces its changes; `WebhookEventsService.write` hands it to the write. */
export interface Emit {
  /**
   * Announces `type` for each of `changes`, in order, in the write's transaction: one statement
   * for up to EVENTS_PER_INSERT of them (`insertWebhookEvents`). Where the request did not read
   * the subscriptions, one statement asks before a list.
   */
  (type: WebhookEventType, changes: Change | readonly Change[]): Promise<void>;
  /**
   * Whether the write's events go anywhere: when not, announcing records nothing, so the write
   * need not read what only they need (an edit's old values). Asks once when nothing has said.
   */
  listening(): Promise<boolean>;
  /**
   * For a write that is one statement (`oneStatement`): the CTE its statement takes in to record
   * the event of `type` with the row it writes, or undefined when none may be recorded.
   */
  within(type: WebhookEventType): RowEventCte | undefined;
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

/** Announces nothing: the write's events may not be recorded. */
const SILENT: Emit = Object.assign(() => Promise.resolve(), {
  listening: () => Promise.resolve(false),
  within: () => undefined,
});

/** The announcements of one write, sent through the handle its changes are sent through. */
class Announcements {
  readonly emit: Emit;
  /** Whether a statement of the write records its event itself (`within`). */
  private embedded = false;

  constructor(
    private readonly db: Db,
    private readonly scope: EventScope,
    private readonly types: readonly WebhookEventType[],
    private readonly nudge: () => void,
    /** Whether the write's events go anywhere, when known. */
    private listens: boolean | undefined,
    private readonly oneStatement: boolean,
    /** Whether an endpoint subscribes to a type, where a statement of this write asked. */
    readonly subscribed = new Map<string, boolean>(),
  ) {
    this.emit = Object.assign(
      (type: WebhookEventType, changes: Change | readonly Change[]) =>
        this.announce(type, isList(changes) ? changes : [changes]),
      {
        listening: () => this.listening(),
        within: (type: WebhookEventType) => this.within(type),
      },
    );
  }

  /** Runs `work` with these announcements; nudges the workers once it has committed. */
  async run<T>(work: (tx: Db, emit: Emit) => Promise<T>): Promise<T> {
    const result = await work(this.db, this.emit);
    // The statement's own event: the statement ran, whether or not an endpoint took it.
    if (this.embedded) this.db.afterCommit(this.nudge);
    return result;
  }

  async listening(): Promise<boolean> {
    this.listens ??= await this.ask(this.types);
    return this.listens;
  }

  /** Whether an active endpoint of the workspace subscribes to one of `types`: one statement. */
  private async ask(types: readonly WebhookEventType[]): Promise<boolean> {
    const { subscribed } = await this.db.one(
      webhookSubscribed(this.scope.workspace.id, [...types, ALL_EVENTS]),
    );
    if (types.length === 1) this.subscribed.set(types[0], subscribed);
    return subscribed;
  }

  private mayRecord(type: WebhookEventType): boolean {
    return (
      this.listens !== false && this.subscribed.get(type) !== false && mayRecord(this.scope, [type])
    );
  }

  private async announce(type: WebhookEventType, changes: readonly Change[]): Promise<void> {
    if (this.oneStatement) {
      throw new Error('a write that is one statement records its events within it');
    }
    if (!this.mayRecord(type)) return;
    const datas = changes.flatMap((change) => {
      const data = changeData(type, change);
      return data ? [data] : [];
    });
    if (datas.length === 0) return;
    // A list is asked about first where the request did not say: its events' bodies, sent for
    // nothing when none is recorded, weigh more than the question.
    const unknown = this.scope.workspace.webhook_events === undefined && !this.subscribed.has(type);
    if (datas.length > 1 && unknown && !(await this.ask([type]))) return;
    // Each statement checks again and writes nothing when no active endpoint subscribes.
    const events = datas.map((data) => newEvent(this.scope, type, data));
    // A list (a bulk action's batch, a removal's) in statements of many events each, in order.
    for (let from = 0; from < events.length; from += EVENTS_PER_INSERT) {
      const recorded = await this.db.rows(
        insertWebhookEvents(events.slice(from, from + EVENTS_PER_INSERT)),
      );
      if (recorded.length > 0) this.db.afterCommit(this.nudge);
    }
  }

  private within(type: WebhookEventType): RowEventCte | undefined {
    if (!this.mayRecord(type)) return undefined;
    const event = newEvent(this.scope, type, {});
    this.embedded = true;
    return (p, rows) => recordRowEventCte(p, event, rows, recordKeyOf(type));
  }
}

function isList(changes: Change | readonly Change[]): changes is readonly Change[] {
  return Array.isArray(changes);
}

/**
 * The transactional outbox: a change records its events in its own transaction, so an event
 * exists exactly when the change committed (a rolled-back write emits nothing). Once it has
 * committed, the workers are nudged (`WebhookRelay`) to dispatch the workspace's events. Demo
 * rows never emit. The actor and request id come from the scope's `origin`: the request the
 * change runs in, or the one a job (an import) was asked for by.
 *
 * Services have one call, `write`: the write hands over each change itself (the record, an
 * edit's record as it was, a move's from and to), in the write's transaction, and the outbox
 * derives the rest: the event bodies, `previous`, whether anything listens, whether the write
 * needs a transaction, the statement that records each event, or the CTE that records it within
 * a write that is one statement. Whatever else is to follow every change in its transaction
 * takes the changes here, not at each caller.
 */
@Injectable()
export class WebhookEventsService {
  constructor(private readonly relay: WebhookRelay) {}

  /**
   * Runs `work`, a write that may announce changes of `types` through `emit`. On a handle
   * already in a transaction (`db` in one), `work` runs in it and nothing is asked up front.
   * Otherwise it runs in a transaction only when an active endpoint of the workspace subscribes
   * to one of `types`, else as it is, so a write in a workspace without endpoints costs nothing
   * more; where the request did not read the subscriptions, one statement asks. A write that is
   * one statement (`oneStatement`) records its event within it (`emit.within`) and runs as it
   * is. Demo rows announce nothing.
   */
  async write<T>(
    db: Db,
    scope: EventScope,
    types: readonly WebhookEventType[],
    work: (tx: Db, emit: Emit) => Promise<T>,
    options: { oneStatement?: boolean } = {},
  ): Promise<T> {
    if (!mayRecord(scope, types)) return work(db, SILENT);
    const oneStatement = options.oneStatement === true;
    const nudge = () => this.relay.nudge(scope.workspace.id);
    // Subscribed when the request read the subscriptions (mayRecord said so), else not known.
    const known = scope.workspace.webhook_events !== undefined ? true : undefined;
    const on = (tx: Db, listens: boolean | undefined, subscribed?: Map<string, boolean>) =>
      new Announcements(tx, scope, types, nudge, listens, oneStatement, subscribed);
    if (oneStatement || db.inTransaction) return on(db, known).run(work);
    const asked = on(db, known);
    if (!(await asked.listening())) return work(db, SILENT);
    return db.transaction((tx) => on(tx, true, asked.subscribed).run(work));
  }
}
