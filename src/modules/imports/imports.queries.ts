import type { RequestOrigin } from '../../core/auth/request-origin.js';
import { SqlParams, type TenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { trackedTable } from '../../jobs/tracked-table.js';
import { type JobError, MAX_JOB_ERRORS } from './imports.rules.js';

/** An import's own columns the API shows, beside those of every tracked job. */
export interface ImportView {
  dry_run: boolean;
  match_on: string;
  on_match: string;
  rows: number | null;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

/** What the worker needs of an import to run it, beside what every tracked job hands it. */
export interface ImportClaimed {
  dry_run: boolean;
  mapping: Record<string, string>;
  match_on: string;
  on_match: string;
  rows: number | null;
}

/** What one batch adds to the counts (a type, so it reads as the checkpoint's record of counts). */
export type BatchCounts = {
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
};

/**
 * Imports as tracked jobs (the lifecycle's statements are in tracked-jobs.queries.ts): a batch
 * counts rows created, updated, skipped and failed and keeps the first errors of rows; an import
 * owns its uploaded file, deleted when it ends.
 */
export const IMPORTS = trackedTable<ImportView, ImportClaimed, { errors: JobError[] }>({
  name: 'imports',
  shown: ['dry_run', 'match_on', 'on_match', 'rows', 'created', 'updated', 'skipped', 'failed'],
  detail: ['errors'],
  claimed: ['dry_run', 'mapping', 'match_on', 'on_match', 'rows'],
  counts: ['created', 'updated', 'skipped', 'failed'],
  lists: { errors: MAX_JOB_ERRORS },
  owns: { table: 'import_files', column: 'file_id' },
});

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

// The worker's statements beside the lifecycle's: it knows the import by its id.

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
