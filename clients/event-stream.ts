/**
 * A reference client of the event stream (`GET /events`, docs/events.md) for a browser: it asks
 * for a ticket, opens an `EventSource`, resumes after the last event it handed over whenever
 * the stream drops (with a new ticket: each works once), and hands typed events to a callback.
 */

/**
 * The event number an id of the stream names: an event's id is its number; the id of a reset
 * or a reconnect, `<number>-<record>`, where the stream stood. Resume with the id as sent.
 */
function numberOf(id: string): number {
  return Number.parseInt(id, 10);
}

/** Every event type the stream sends besides its control events (`ready`, `reset`, `reconnect`). */
export const STREAM_EVENT_TYPES = [
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contact.restored',
  'contact.purged',
  'contact.erased',
  'contact.stage_changed',
  'contact.merged',
  'contact.hidden',
  'interaction.created',
  'interaction.updated',
  'followup.created',
  'followup.updated',
  'followup.completed',
  'followup.deleted',
  'enrollment.created',
  'enrollment.finished',
  'workspace.tier_changed',
  'settings.updated',
  'group.created',
  'group.updated',
  'group.deleted',
  'import.progress',
  'import.finished',
  'bulk_operation.progress',
  'bulk_operation.finished',
  'pipeline.created',
  'pipeline.updated',
  'pipeline.deleted',
  'custom_field.created',
  'custom_field.updated',
  'custom_field.archived',
  'custom_field.unarchived',
  'view.created',
  'view.updated',
  'view.deleted',
  'view.hidden',
] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

/** An event as the stream sends it: its number, its type, and its webhook body. */
export interface StreamEvent {
  /** One more than the workspace's previous event. */
  id: number;
  type: StreamEventType;
  body: {
    type: StreamEventType;
    timestamp: string;
    data: {
      event_id: string;
      sequence: number;
      workspace_id: string;
      [record: string]: unknown;
    };
  };
}

export interface EventStreamOptions {
  /** The service's base URL, e.g. `https://crm.example.com`. */
  baseUrl: string;
  /**
   * A new ticket: `POST /events/tickets` with the member's credentials (the typed client's
   * `crm.POST('/events/tickets')`), its `ticket`.
   */
  ticket: () => Promise<string>;
  /** Each event, in order, exactly once while the page lives. */
  onEvent: (event: StreamEvent) => void;
  /**
   * The stream could not resume (the page was away longer than the service keeps events):
   * reload what the page shows. Events after `newest` follow.
   */
  onReset?: (newest: number) => void;
  /** The stream is open (again): events from here on arrive (a page's "live" sign). */
  onOpen?: () => void;
  /**
   * Resume from this id (an event the page already has, or the `lastEventId` of a handle the
   * page had before), rather than from now.
   */
  lastEventId?: string | number;
  /** How long to wait before reopening after an error, doubled up to 30 s while it fails. */
  retryMs?: number;
  /** The EventSource to use (the browser's by default). */
  EventSource?: typeof EventSource;
}

/** What an EventSource hands a listener of a named event (a MessageEvent's part read here). */
interface SentMessage {
  data: string;
  lastEventId: string;
}

export interface EventStreamHandle {
  /** Where the stream stands (after the last event handed over, or a reset): where to resume. */
  readonly lastEventId: string | undefined;
  close(): void;
}

export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const Source = options.EventSource ?? EventSource;
  const firstRetry = options.retryMs ?? 1_000;
  // The id to resume from, as the stream sent it, and the number of the last event handed over.
  let last = options.lastEventId === undefined ? undefined : String(options.lastEventId);
  let handed = last === undefined ? undefined : numberOf(last);
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let retry = firstRetry;

  const reopen = (delay: number) => {
    source?.close();
    source = undefined;
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      retry = Math.min(retry * 2, 30_000);
      return reopen(retry);
    }
    if (closed) return;
    const url = new URL('/events', options.baseUrl);
    url.searchParams.set('ticket', ticket);
    if (last !== undefined) url.searchParams.set('last_event_id', last);
    const opened = new Source(url);
    source = opened;
    opened.onopen = () => {
      retry = firstRetry;
      options.onOpen?.();
    };
    // The browser would reconnect with the used ticket (401): reopen with a new one instead.
    opened.onerror = () => {
      retry = Math.min(retry * 2, 30_000);
      reopen(retry / 2);
    };
    for (const type of STREAM_EVENT_TYPES) {
      opened.addEventListener(type, (event) => {
        const message = event as unknown as SentMessage;
        const id = numberOf(message.lastEventId);
        if (handed !== undefined && id <= handed) return;
        last = message.lastEventId;
        handed = id;
        const body = JSON.parse(message.data) as StreamEvent['body'];
        options.onEvent({ id, type, body });
      });
    }
    // Where the stream starts: kept, so a drop before its first event resumes from there.
    opened.addEventListener('ready', (event) => {
      last = (event as unknown as SentMessage).lastEventId;
      handed ??= numberOf(last);
    });
    opened.addEventListener('reset', (event) => {
      const message = event as unknown as SentMessage;
      last = message.lastEventId;
      handed = numberOf(last);
      options.onReset?.(handed);
    });
    // The instance is shutting down: another takes the stream over at once, from where it stood.
    opened.addEventListener('reconnect', (event) => {
      last = (event as unknown as SentMessage).lastEventId;
      reopen(0);
    });
  };

  void open();
  return {
    get lastEventId() {
      return last;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
