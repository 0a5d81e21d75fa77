import type { TrackedJobView } from '../../jobs/tracked-table.js';
import type { ImportSummaryResponse } from './dto/import.dto.js';
import type { ImportView } from './imports.queries.js';

/** An import as its routes and its events present it, without its row errors. */
export function presentImport(row: TrackedJobView & ImportView): ImportSummaryResponse {
  return {
    id: row.id,
    status: row.status,
    dry_run: row.dry_run,
    match_on: row.match_on,
    on_match: row.on_match,
    counts: {
      rows: row.rows,
      processed: row.processed,
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      failed: row.failed,
    },
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}
