import { presentContact } from '../contacts/contact-presenter.js';
import type { ContactRow } from '../contacts/contact-columns.js';
import type { UndispatchedEventRow } from './webhook-dispatch.queries.js';

/**
 * How the fan-out presents a row that a writer's own statement recorded (`presents`), by the key
 * it sits at: with the API's presenter, as of the event's moment, so the payload is what the
 * write's answer showed.
 */
const PRESENTERS: Record<string, (event: UndispatchedEventRow) => object> = {
  contact: (event) =>
    presentContact({ workspace: event }, event.row as unknown as ContactRow, new Date(event.at)),
};

/** The event's recorded row as the API presents it; null for an event that recorded none. */
export function presentRecordedRow(event: UndispatchedEventRow): object | null {
  if (event.presents === null) return null;
  const present = PRESENTERS[event.presents];
  if (!present) throw new Error(`no presenter for recorded rows at data.${event.presents}`);
  return present(event);
}
