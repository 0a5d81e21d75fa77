import type { TrackedJobView } from '../../../jobs/tracked-table.js';
import type { BulkOperationResponse } from './dto/bulk-operation.response.js';
import type { BulkOperationView } from './bulk-operations.queries.js';

/** A bulk operation as its routes and its events present it. */
export function presentOperation(row: TrackedJobView & BulkOperationView): BulkOperationResponse {
  return {
    id: row.id,
    action: row.action,
    params: row.params,
    filter: row.filter,
    view_id: row.view_id,
    status: row.status,
    counts: {
      matched: row.matched,
      processed: row.processed,
      affected: row.affected,
      skipped: row.skipped,
    },
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}
