/** How long a browser waits before reconnecting a dropped stream (the stream's `retry:`). */
export const RETRY_MS = 3_000;
/** After a shutdown's `retry:`, how soon a client comes back (to another instance). */
export const SHUTDOWN_RETRY_MS = 500;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How often an instance reads the store for the workspaces its streams follow. */
export const POLL_MS = 250;
/** Events read from the store at once for one workspace. */
export const READ_BATCH = 500;
/** A stream whose unsent bytes pass this is a reader that cannot keep up: it is closed. */
export const BUFFER_CAP_BYTES = 1_048_576;
/** Streams one member may hold open on one instance, and one instance in all. */
export const MAX_STREAMS_PER_USER = 5;
export const MAX_STREAMS_PER_INSTANCE = 500;
/** How often an open stream tells the workspace to keep recording its events. */
export const REMARK_MS = 30 * 60_000;

export const TOO_MANY_USER_STREAMS_DETAIL = `Too many event streams: at most ${MAX_STREAMS_PER_USER} open at once per member; close one or retry later`;
export const TOO_MANY_STREAMS_DETAIL = 'Too many event streams on this instance; retry shortly';

/**
 * The contact an event is about, for visibility: the contact's own id, or the one its
 * interaction, follow-up or enrollment hangs off; null for an event about no contact.
 */
export function eventContactId(payload: Record<string, unknown>): string | null {
  const data = payload.data as Record<string, Record<string, unknown> | undefined> | undefined;
  if (!data) return null;
  const contact = data.contact?.id;
  if (typeof contact === 'string') return contact;
  for (const key of ['interaction', 'followup', 'enrollment']) {
    const id = data[key]?.contact_id;
    if (typeof id === 'string') return id;
  }
  return null;
}

/** A Last-Event-ID as the store numbers events: a positive integer, else null. */
export function eventNumber(text: string | undefined): string | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  return /^[1-9][0-9]{0,17}$/.test(trimmed) ? trimmed : null;
}

/** One server-sent event: its lines, ended by a blank line. */
export function sseEvent(event: { id?: string; event: string; data: unknown }): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
