import type { HistoryEntry } from './dto/history.response.js';
import type { HistoryEntryRow } from './history.queries.js';
import { presentChanges } from './history.rules.js';

/** An entry as the API answers it. */
export function presentHistoryEntry(row: HistoryEntryRow): HistoryEntry {
  return {
    id: row.id,
    at: row.at,
    actor: {
      type: row.actor_type,
      id: row.actor_type === 'api_key' ? row.actor_api_key_id : row.actor_user_id,
      name: row.actor_type === 'system' ? null : row.actor_name,
    },
    via: row.via as HistoryEntry['via'],
    request_id: row.request_id,
    operation_id: row.operation_id,
    followup_id: row.followup_id,
    merged_from: row.merged_from,
    changes: presentChanges(row.changes),
  };
}
