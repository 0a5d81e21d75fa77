import type { RequestOrigin } from '../../core/http/request-origin.js';
import type { Keyed } from '../../core/http/pagination.js';
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
  file: Buffer;
}

/** Records an upload, queued. */
export function insertImport(scope: TenantScope, upload: NewImport): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO imports (workspace_id, is_demo, created_by, origin, dry_run, mapping, match_on,
            on_match, file)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(upload.createdBy)},
               ${p.add(JSON.stringify(upload.origin))}::jsonb, ${p.add(upload.dryRun)},
               ${p.add(JSON.stringify(upload.mapping))}::jsonb, ${p.add(upload.matchOn)},
               ${p.add(upload.onMatch)}, ${p.add(upload.file)})
       RETURNING id`,
    p.values,
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
 * Cancels an import that is not over, dropping its file; no row when it is over or not in
 * scope. A batch being written holds the row (`lockRunningImport`), so this waits for it and the
 * batch counts; the worker sees the cancel before its next batch.
 */
export function cancelImport(scope: TenantScope, id: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `UPDATE imports i SET status = 'cancelled', finished_at = now(), file = NULL, updated_at = now()
        WHERE i.id = ${p.add(id)} AND ${tenantScope(p, scope, 'i')} AND i.status IN ${UNFINISHED}
        RETURNING i.id`,
    p.values,
  );
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

/** `length` bytes of the file from byte `offset` (0-based); empty past its end. */
export function importFileSlice(
  id: string,
  offset: number,
  length: number,
): Statement<{ chunk: Buffer | null }> {
  return statement(`SELECT substring(file FROM $2 FOR $3) AS chunk FROM imports WHERE id = $1`, [
    id,
    offset + 1,
    length,
  ]);
}

/**
 * A dry run that starts again (it wrote nothing, so counting from the first row is exact) and a
 * run whose file was read: the rows in all, the counts from zero.
 */
export function startImportCounts(id: string, rows: number): Statement<{ id: string }> {
  return statement(
    `UPDATE imports SET rows = $2, processed = 0, created = 0, updated = 0, skipped = 0, failed = 0,
            errors = '[]', updated_at = now()
        WHERE id = $1 AND status = 'running' RETURNING id`,
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

/** Ends a running import (its file dropped); no row when it was over already. */
export function finishImport(
  id: string,
  status: Extract<JobStatus, 'succeeded' | 'failed'>,
  error: string | null,
): Statement<{ id: string }> {
  return statement(
    `UPDATE imports SET status = $2, error = $3, finished_at = now(), file = NULL, updated_at = now()
        WHERE id = $1 AND status = 'running' RETURNING id`,
    [id, status, error],
  );
}

/**
 * Fails an import that is not over, its file dropped: for a job whose retries are used up. Waits
 * for a batch being written (it holds the row), which then counts; no row when it was over.
 */
export function failUnfinishedImport(id: string, error: string): Statement<{ id: string }> {
  return statement(
    `UPDATE imports SET status = 'failed', error = $2, finished_at = now(), file = NULL,
            updated_at = now()
        WHERE id = $1 AND status IN ${UNFINISHED} RETURNING id`,
    [id, error],
  );
}
