import { unescapeFormulaCell } from '../contacts/contacts.rules.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { JobQueue } from '../../jobs/job-queue.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import {
  checkAsNew,
  ContactImporter,
  type ImportOptions,
  type ImportRow,
} from './contact-importer.js';
import { csvRecords, NotCsvError } from './csv-records.js';
import {
  checkpointImport,
  claimImport,
  failUnfinishedImport,
  finishImport,
  importFilePart,
  type ImportJobRow,
  lockRunningImport,
  startImportCounts,
} from './imports.queries.js';
import {
  IMPORT_BATCH_SIZE,
  type ImportField,
  MAX_JOB_ERRORS,
  type MatchOn,
  type OnMatch,
  type RowCells,
} from './imports.rules.js';

export const IMPORT_QUEUE = 'contact-import';
/** Where pg-boss puts an import job whose retries are used up: its import then fails. */
export const IMPORT_GIVEN_UP_QUEUE = 'contact-import-given-up';

export interface ImportJob {
  importId: string;
}

/**
 * How long one job works before it queues the rest of its import as a new job: a fifth of the
 * job's expiry (IMPORT_JOB_EXPIRY_SECONDS, after which pg-boss gives a dead worker's job to
 * another), at most 30 s, so a slice and its last batch end well before it.
 */
const MAX_SLICE_MS = 30_000;
/** Retries of a job that threw or whose worker died, each resuming from the checkpoint. */
const IMPORT_JOB_RETRY_LIMIT = 5;

export const GIVEN_UP_ERROR =
  'The import stopped after its job failed on every retry (an error, or a worker that died); ' +
  'the rows counted were written, the rest were not';

export const NO_LONGER_PREMIUM_ERROR =
  'The workspace is no longer premium; rows not yet imported were left out';

/**
 * Runs imports on the job queue. An import advances batch by batch, each batch in one
 * transaction with the checkpoint that counts it (`processed`, the counts and errors), taken
 * under the import's row lock only while the import is running from that checkpoint: a batch is
 * counted and written together or not at all, a cancel lands between batches, and a job that
 * runs twice (pg-boss retrying a worker it thought dead) cannot write a batch twice. A job
 * resumes from the checkpoint, skipping the rows already counted; a dry run, which writes
 * nothing, starts again from its first row.
 */
@Injectable()
export class ImportWorker implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly importer: ContactImporter,
    private readonly workspaces: WorkspacesService,
    private readonly config: AppConfig,
  ) {}

  private get expirySeconds(): number {
    return this.config.env.IMPORT_JOB_EXPIRY_SECONDS;
  }

  onModuleInit(): void {
    this.jobs.register<ImportJob>(
      IMPORT_QUEUE,
      async (jobs) => {
        for (const job of jobs) await this.run(job.data.importId);
      },
      1,
    );
    this.jobs.register<ImportJob>(IMPORT_GIVEN_UP_QUEUE, async (jobs) => {
      for (const job of jobs) {
        await this.db.exec(failUnfinishedImport(job.data.importId, GIVEN_UP_ERROR));
      }
    });
  }

  /** Queues (the rest of) an import, in the caller's transaction. */
  async enqueue(tx: Db, importId: string): Promise<void> {
    const job: ImportJob = { importId };
    await this.jobs.send(tx, IMPORT_QUEUE, job, {
      expireInSeconds: this.expirySeconds,
      retryLimit: IMPORT_JOB_RETRY_LIMIT,
      retryDelaySeconds: 5,
      deadLetter: IMPORT_GIVEN_UP_QUEUE,
    });
  }

  async run(importId: string): Promise<void> {
    const job = await this.db.oneOrNone(claimImport(importId));
    if (!job) return;
    await this.work(job);
  }

  private async work(job: ImportJobRow): Promise<void> {
    const started = Date.now();
    let processed = job.processed;
    if (job.rows === null || job.dry_run) {
      let rows: number;
      try {
        rows = await this.countRows(job);
      } catch (error) {
        if (!(error instanceof NotCsvError)) throw error;
        await this.db.exec(finishImport(job.id, 'failed', error.message));
        return;
      }
      if (!(await this.db.oneOrNone(startImportCounts(job.id, rows)))) return;
      processed = 0;
    }
    const options: ImportOptions = {
      matchOn: job.match_on as MatchOn,
      onMatch: job.on_match as OnMatch,
      dryRun: job.dry_run,
    };
    const createdInFile = new Map<string, string>();
    const sliceMs = Math.min(MAX_SLICE_MS, (this.expirySeconds * 1000) / 5);
    // Rows the checkpoint counts already: a resumed job skips them.
    const counted = processed;
    let columns: [ImportField, number][] | undefined;
    let rowNumber = 0;
    let batch: ImportRow[] = [];
    // The batch being written while the next one is read and checked: one at a time, in order.
    let writing: { rows: number; done: Promise<boolean> } | null = null;
    const written = async (): Promise<boolean> => {
      if (!writing) return true;
      const { rows, done } = writing;
      writing = null;
      if (!(await done)) return false;
      processed += rows;
      return true;
    };
    for await (const record of csvRecords(this.fileChunks(job.id))) {
      if (!columns) {
        columns = columnsOf(record, job.mapping);
        continue;
      }
      rowNumber++;
      if (rowNumber <= counted) continue;
      const cells = cellsOf(record, columns);
      batch.push({ row: rowNumber, cells, asNew: checkAsNew(cells) });
      if (batch.length < IMPORT_BATCH_SIZE) continue;
      if (!(await written())) return;
      const sliceOver = !job.dry_run && Date.now() - started > sliceMs;
      if (sliceOver || this.jobs.stopping.aborted) {
        // The batch in hand is left to the next job, which reads it again from the checkpoint.
        await this.handOver(job.id, processed);
        return;
      }
      const done = this.commit(job, options, processed, batch, createdInFile);
      // Awaited by written(); a failure of the read meanwhile must not leave it unhandled.
      done.catch(() => undefined);
      writing = { rows: batch.length, done };
      batch = [];
    }
    if (!(await written())) return;
    if (batch.length > 0 && !(await this.commit(job, options, processed, batch, createdInFile))) {
      return;
    }
    await this.db.exec(finishImport(job.id, 'succeeded', null));
  }

  /** Writes one batch with its checkpoint; false when the import is no longer this job's. */
  private async commit(
    job: ImportJobRow,
    options: ImportOptions,
    processed: number,
    batch: ImportRow[],
    createdInFile: Map<string, string>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const running = await tx.oneOrNone(lockRunningImport(job.id, processed));
      if (!running) return false;
      const scope: WorkspaceScope = await this.workspaces.holdSettings(tx, {
        workspace: { id: job.workspace_id } as Workspace,
        demo: job.is_demo,
        // Its events name the request that uploaded it, as the single writes name theirs.
        origin: job.origin,
      });
      if (!scope.workspace.is_premium && !job.is_demo) {
        await tx.exec(finishImport(job.id, 'failed', NO_LONGER_PREMIUM_ERROR));
        return false;
      }
      // A real run's earlier batches are in the database, where the match finds them.
      const created = job.dry_run ? createdInFile : new Map<string, string>();
      const { counts, errors } = await this.importer.apply(
        tx,
        scope,
        { id: job.created_by },
        options,
        batch,
        created,
      );
      const room = Math.max(0, MAX_JOB_ERRORS - running.kept_errors);
      await tx.exec(checkpointImport(job.id, counts, errors.slice(0, room)));
      return true;
    });
  }

  /** Queues the rest of a running import as a new job, with its checkpoint held. */
  private async handOver(importId: string, processed: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await tx.oneOrNone(lockRunningImport(importId, processed))) {
        await this.enqueue(tx, importId);
      }
    });
  }

  /** Reads the whole file once: the number of data rows, or NotCsvError. */
  private async countRows(job: ImportJobRow): Promise<number> {
    let rows = -1;
    for await (const record of csvRecords(this.fileChunks(job.id))) {
      if (rows === -1) columnsOf(record, job.mapping);
      rows++;
    }
    if (rows === -1) throw new NotCsvError('The file has no header row');
    return rows;
  }

  /** The file's parts in order, one read at a time (1 MiB each). */
  private async *fileChunks(importId: string): AsyncGenerator<Buffer> {
    for (let part = 0; ; part++) {
      const row = await this.db.oneOrNone(importFilePart(importId, part));
      if (!row) return;
      yield row.bytes;
    }
  }
}

/** Where each mapped field is in the header; NotCsvError when a mapped column is not there once. */
function columnsOf(header: string[], mapping: Record<string, string>): [ImportField, number][] {
  return Object.entries(mapping).map(([name, field]) => {
    const at = header.flatMap((h, i) => (h.trim() === name.trim() ? [i] : []));
    if (at.length === 0) {
      throw new NotCsvError(`The header has no column '${name}' (named in mapping)`);
    }
    if (at.length > 1) {
      throw new NotCsvError(`The header has ${at.length} columns named '${name}'`);
    }
    return [field as ImportField, at[0]];
  });
}

function cellsOf(record: string[], columns: [ImportField, number][]): RowCells {
  const cells: RowCells = {};
  for (const [field, at] of columns) {
    const cell = unescapeFormulaCell(record[at]?.trim() ?? '');
    if (cell !== '') cells[field] = cell;
  }
  return cells;
}
