import type { RequestOrigin } from '../../core/auth/request-origin.js';
import type { Keyed } from '../../core/pagination/pagination.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import type { JobError, JobStatus } from './imports.rules.js';

/** An import as the API shows it, before its counts are grouped. */
export interface ImportRow {
  id: string;
  status: JobStatus;
  dry_run: boolean;
  match_on: string;
  on_match: string;
  rows: number | null;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const IMPORT_COLUMNS = `i.id, i.status, i.dry_run, i.match_on, i.on_match, i.rows,
  i.processed, i.created, i.updated, i.skipped, i.failed, i.error,
  ${isoUtc('i.created_at')} AS created_at, ${isoUtc('i.started_at')} AS started_at,
  ${isoUtc('i.finished_at')} AS finished_at`;

/** The states an import can still leave, as SQL. */
const UNFINISHED = `('queued', 'running')`;

export interface NewImport {
  createdBy: string;
  origin: RequestOrigin;
  dryRun: boolean;
  mapping: Record<string, string>;
  matchOn: string;
  onMatch: string;
  /** The uploaded file (`insertImportFile`), which the import claims. */
  fileId: string;
}

/**
 * Records an upload, queued, claiming its file: no row when the file is no longer there to claim
 * (its request ended and deleted it). The claim locks the file's row, so it and the deletion of
 * an unclaimed file (`deleteUnclaimedImportFiles`) cannot both happen.
 */
export function insertImport(scope: TenantScope, upload: NewImport): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `WITH claimed AS (
       UPDATE import_files SET claimed_at = now()
          WHERE id = ${p.add(upload.fileId)} AND workspace_id = ${p.add(scope.workspace.id)}
            AND claimed_at IS NULL
          RETURNING id)
     INSERT INTO imports (workspace_id, is_demo, created_by, origin, dry_run, mapping, match_on,
            on_match, file_id)
       SELECT ${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(upload.createdBy)},
              ${p.add(JSON.stringify(upload.origin))}::jsonb, ${p.add(upload.dryRun)},
              ${p.add(JSON.stringify(upload.mapping))}::jsonb, ${p.add(upload.matchOn)},
              ${p.add(upload.onMatch)}, claimed.id
         FROM claimed
       RETURNING id`,
    p.values,
  );
}

// The upload's statements: each one short and on its own, so a slow client holds no connection.

/** A new, unclaimed file of the workspace, to which the upload adds its parts. */
export function insertImportFile(workspaceId: string): Statement<{ id: string }> {
  return statement(`INSERT INTO import_files (workspace_id) VALUES ($1) RETURNING id`, [
    workspaceId,
  ]);
}

/**
 * Part number `part` (from 0) of a file being uploaded, stamping the file's `last_part_at` so the
 * sweep (`deleteUnclaimedImportFiles`) keeps it: no row written when the file is gone (swept).
 * The stamp and the sweep's deletion both lock the file's row, and the deletion checks the stamp
 * again after waiting for it, so a file being written to is never swept.
 */
export function insertImportFilePart(fileId: string, part: number, bytes: Buffer): Statement {
  return statement(
    `WITH file AS (UPDATE import_files SET last_part_at = now() WHERE id = $1 RETURNING id)
     INSERT INTO import_file_parts (file_id, part, bytes) SELECT id, $2, $3 FROM file`,
    [fileId, part, bytes],
  );
}

/** How long an unclaimed file may go without a part before any later request deletes it. */
const UNCLAIMED_FILE_TTL = `interval '1 hour'`;

/**
 * Deletes the file of a request that ended, with its parts, unless an import claimed it; and
 * every unclaimed file to which no part came for over an hour (a process that died mid-request,
 * a client that stopped sending). An upload still arriving keeps its file however long it takes.
 */
export function deleteUnclaimedImportFiles(fileId: string): Statement {
  return statement(
    `DELETE FROM import_files
        WHERE claimed_at IS NULL AND (id = $1 OR last_part_at < now() - ${UNCLAIMED_FILE_TTL})`,
    [fileId],
  );
}

/** One import with its errors; no row when not in scope. */
export function importById(
  scope: TenantScope,
  id: string,
): Statement<ImportRow & { errors: JobError[] }> {
  const p = new SqlParams();
  return statement(
    `SELECT ${IMPORT_COLUMNS}, i.errors FROM imports i
        WHERE i.id = ${p.add(id)} AND ${tenantScope(p, scope, 'i')}`,
    p.values,
  );
}

/** A page of imports, newest first (without their errors). */
export function importPage(
  scope: TenantScope,
  page: { after: readonly string[] | null; limit: number },
): Statement<Keyed<ImportRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'i')];
  if (page.after) {
    where.push(
      `(i.created_at, i.id) < (${p.add(page.after[0])}::timestamptz, ${p.add(page.after[1])}::uuid)`,
    );
  }
  return statement(
    `SELECT ${IMPORT_COLUMNS}, i.created_at::text AS sort_at FROM imports i
        WHERE ${where.join(' AND ')}
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
}

/**
 * Cancels an import that is not over, deleting its file; no row when it is over or not in
 * scope. A batch being written holds the row (`lockRunningImport`), so this waits for it and the
 * batch counts; the worker sees the cancel before its next batch.
 */
export function cancelImport(scope: TenantScope, id: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    withFileDeleted(
      `UPDATE imports i SET status = 'cancelled', finished_at = now(), updated_at = now()
          WHERE i.id = ${p.add(id)} AND ${tenantScope(p, scope, 'i')} AND i.status IN ${UNFINISHED}
          RETURNING i.id, i.file_id`,
    ),
    p.values,
  );
}

/**
 * An update that ends imports (returning `id, file_id`), deleting their files with it: the parts
 * go by cascade and the import's `file_id` is set null by its foreign key.
 */
function withFileDeleted(endImports: string): string {
  return `WITH ended AS (${endImports}),
          deleted AS (DELETE FROM import_files f USING ended WHERE f.id = ended.file_id)
     SELECT id FROM ended`;
}

// The worker's statements: it knows the import by its id, taken from its own queued job.

/** What the worker needs of an import to run it. */
export interface ImportJobRow {
  id: string;
  workspace_id: string;
  is_demo: boolean;
  created_by: string;
  /** Who asked for it: its events name that request and caller. */
  origin: RequestOrigin;
  dry_run: boolean;
  mapping: Record<string, string>;
  match_on: string;
  on_match: string;
  rows: number | null;
  processed: number;
}

/** Marks an import running (once more, when resumed); no row when it is over. */
export function claimImport(id: string): Statement<ImportJobRow> {
  return statement(
    `UPDATE imports SET status = 'running', started_at = COALESCE(started_at, now()), updated_at = now()
        WHERE id = $1 AND status IN ${UNFINISHED}
        RETURNING id, workspace_id, is_demo, created_by, origin, dry_run, mapping, match_on,
                  on_match, rows, processed`,
    [id],
  );
}

/** Part number `part` (from 0) of an import's file; no row past its end or once it is over. */
export function importFilePart(id: string, part: number): Statement<{ bytes: Buffer }> {
  return statement(
    `SELECT p.bytes FROM imports i JOIN import_file_parts p ON p.file_id = i.file_id
        WHERE i.id = $1 AND p.part = $2`,
    [id, part],
  );
}

/**
 * A dry run that starts again (it wrote nothing, so counting from the first row is exact) and a
 * run whose file was read: the rows in all, the counts from zero. No row for a real run another
 * job counted first (two jobs of one import at once): that one may have written batches since,
 * which counts from zero would write again.
 */
export function startImportCounts(id: string, rows: number): Statement<{ id: string }> {
  return statement(
    `UPDATE imports SET rows = $2, processed = 0, created = 0, updated = 0, skipped = 0, failed = 0,
            errors = '[]', updated_at = now()
        WHERE id = $1 AND status = 'running' AND (rows IS NULL OR dry_run) RETURNING id`,
    [id, rows],
  );
}

/**
 * The import's row, locked until the batch's transaction ends, when it is still running from
 * row `processed`: no row when it was cancelled or another worker has counted past it.
 */
export function lockRunningImport(
  id: string,
  processed: number,
): Statement<{ kept_errors: number }> {
  return statement(
    `SELECT jsonb_array_length(errors) AS kept_errors FROM imports
        WHERE id = $1 AND status = 'running' AND processed = $2 FOR UPDATE`,
    [id, processed],
  );
}

/** What one batch adds to the counts. */
export interface BatchCounts {
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** Advances the checkpoint by a batch, in the batch's transaction. */
export function checkpointImport(
  id: string,
  batch: BatchCounts,
  errors: readonly JobError[],
): Statement {
  return statement(
    `UPDATE imports SET processed = processed + $2, created = created + $3, updated = updated + $4,
            skipped = skipped + $5, failed = failed + $6, errors = errors || $7::jsonb,
            updated_at = now()
        WHERE id = $1`,
    [
      id,
      batch.processed,
      batch.created,
      batch.updated,
      batch.skipped,
      batch.failed,
      JSON.stringify(errors),
    ],
  );
}

/** Ends a running import (its file deleted); no row when it was over already. */
export function finishImport(
  id: string,
  status: Extract<JobStatus, 'succeeded' | 'failed'>,
  error: string | null,
): Statement<{ id: string }> {
  return statement(
    withFileDeleted(
      `UPDATE imports SET status = $2, error = $3, finished_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'running' RETURNING id, file_id`,
    ),
    [id, status, error],
  );
}

/**
 * Fails an import that is not over, its file deleted: for a job whose retries are used up. Waits
 * for a batch being written (it holds the row), which then counts; no row when it was over.
 */
export function failUnfinishedImport(id: string, error: string): Statement<{ id: string }> {
  return statement(
    withFileDeleted(
      `UPDATE imports SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
          WHERE id = $1 AND status IN ${UNFINISHED} RETURNING id, file_id`,
    ),
    [id, error],
  );
}
