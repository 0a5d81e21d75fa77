import { RawJson } from '../../core/http/raw-json.js';
import { timeOrderedId } from '../../database/time-ordered-id.js';
import type { RequestOrigin } from '../../core/auth/request-origin.js';
import type { NewWebhookEvent, WebhookEventType } from './webhooks.queries.js';

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
 * One record's change, as a write announces it. Its event carries `record` under the name of the
 * type's kind (`contact` for `contact.*`), then what the change says of it: an edit's old values
 * (`previous`), a move's `from` and `to`, and anything `also` names (`merged_ids`, `merged_into`).
 */
export interface Change {
  /** The record as the API presents it: as it is now, or as it was when the change deleted it. */
  readonly record: object;
  /**
   * An edit: the record as it was, and the fields whose old values the event names in `previous`
   * when they changed. An edit that changed none of them announces nothing, unless `always` (a
   * merge happened whatever it changed of the kept contact).
   */
  readonly edit?: {
    readonly before: object;
    readonly fields: readonly string[];
    readonly always?: boolean;
  };
  /** A move from one state to another (a contact's stage, a workspace's tier). */
  readonly move?: { readonly from: string; readonly to: string };
  readonly also?: Readonly<Record<string, unknown>>;
}

/** The name a type's event carries its record by: `contact` for `contact.updated`. */
export function recordKeyOf(type: WebhookEventType): string {
  return type.slice(0, type.indexOf('.'));
}

/** What the event of `change` carries besides the envelope; null for an edit that changed nothing. */
export function changeData(type: WebhookEventType, change: Change): Record<string, unknown> | null {
  const data: Record<string, unknown> = { [recordKeyOf(type)]: change.record };
  if (change.edit) {
    const previous = previousValues(change.edit.before, change.record, change.edit.fields);
    if (Object.keys(previous).length > 0) data.previous = previous;
    else if (!change.edit.always) return null;
  }
  if (change.move) {
    data.from = change.move.from;
    data.to = change.move.to;
  }
  return { ...data, ...change.also };
}

/**
 * The old values of the `fields` that differ between `before` and `after`. A field whose value
 * is an object of keys (a contact's `custom`) shows only the keys that changed, each with its
 * whole old value (a currency's amount and code together, whichever changed).
 */
function previousValues(
  before: object,
  after: object,
  fields: readonly string[],
  keyed = true,
): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const previous: Record<string, unknown> = {};
  for (const field of fields) {
    const [was, is] = [valueOf(old[field]), valueOf(now[field])];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    previous[field] =
      keyed && isKeyed(was) && isKeyed(is)
        ? previousValues(was, is, Object.keys({ ...was, ...is }), false)
        : was;
  }
  return previous;
}

/**
 * A value as JSON has it: a presented record may hold JSON text (`RawJson`, such as a custom
 * number PostgreSQL writes without an exponent), which is a value, not an object of keys.
 */
function valueOf(value: unknown): unknown {
  return value instanceof RawJson ? JSON.parse(value.text) : value;
}

function isKeyed(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An event of `type` with `data`: the body every delivery POSTs, as Standard Webhooks shapes it. */
export function newEvent(
  scope: EventScope,
  type: string,
  data: Record<string, unknown>,
): NewWebhookEvent {
  const id = timeOrderedId();
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
