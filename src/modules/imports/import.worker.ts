import { unescapeFormulaCell } from '../contacts/contacts.rules.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { AppConfig } from '../../config/app-config.js';
import { Db } from '../../database/db.js';
import { JobFailed, type JobAnnouncer, type TrackedRun } from '../../jobs/tracked-job.js';
import type { TrackedJob } from '../../jobs/tracked-job.runner.js';
import { TrackedJobs } from '../../jobs/tracked-jobs.js';
import type { ClaimedJobRow } from '../../jobs/tracked-table.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { jobAnnouncer } from '../events/job-events.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import { presentImport } from './imports.presenter.js';
import {
  checkAsNew,
  ContactImporter,
  type ImportOptions,
  type ImportRow,
  newFileMemory,
} from './contact-importer.js';
import { csvRecords, NotCsvError } from './csv-records.js';
import {
  type ImportClaimed,
  importFilePart,
  IMPORTS,
  startImportCounts,
} from './imports.queries.js';
import {
  IMPORT_BATCH_SIZE,
  type ImportTarget,
  type MatchOn,
  type OnMatch,
  type RowCells,
} from './imports.rules.js';
import { keptText } from '../../core/http/kept-text.js';

export const IMPORT_QUEUE = 'contact-import';
/** Where pg-boss puts an import job whose retries are used up: its import then fails. */
export const IMPORT_GIVEN_UP_QUEUE = 'contact-import-given-up';

export const GIVEN_UP_ERROR =
  'The import stopped after its job failed on every retry (an error, or a worker that died); ' +
  'the rows counted were written, the rest were not';

export const NO_LONGER_PREMIUM_ERROR =
  'The workspace is no longer premium; rows not yet imported were left out';

type ImportJobRow = ClaimedJobRow & ImportClaimed;

/**
 * Runs imports as tracked jobs (TrackedJobs: batches, checkpoints, slices, cancel). A job resumes
 * from the checkpoint, skipping the rows already counted; a dry run, which writes nothing,
 * starts again from its first row, and so is never cut into slices. A file that is not CSV (or
 * lacks a mapped column) fails the import before any row is written.
 */
@Injectable()
export class ImportWorker implements OnModuleInit {
  private job!: TrackedJob<ImportClaimed>;
  /** An import's events: its progress (at most once a second) and its end, with its counts. */
  readonly announce: JobAnnouncer;

  constructor(
    private readonly db: Db,
    private readonly tracked: TrackedJobs,
    private readonly importer: ContactImporter,
    private readonly workspaces: WorkspacesService,
    private readonly config: AppConfig,
    events: WebhookEventsService,
  ) {
    this.announce = jobAnnouncer(events, IMPORTS, presentImport, {
      progress: 'import.progress',
      finished: 'import.finished',
    });
  }

  onModuleInit(): void {
    this.job = this.tracked.register({
      queue: IMPORT_QUEUE,
      givenUpQueue: IMPORT_GIVEN_UP_QUEUE,
      dataKey: 'importId',
      givenUpError: GIVEN_UP_ERROR,
      table: IMPORTS,
      expirySeconds: this.config.env.IMPORT_JOB_EXPIRY_SECONDS,
      refusal: (error) => (error instanceof NotCsvError ? error.message : undefined),
      open: (job) => this.open(job),
      announce: this.announce,
    });
  }

  /** Queues (the rest of) an import, in the caller's transaction. */
  enqueue(tx: Db, importId: string): Promise<void> {
    return this.job.enqueue(tx, importId);
  }

  run(importId: string): Promise<void> {
    return this.job.run(importId);
  }

  private async open(job: ImportJobRow): Promise<TrackedRun<ImportRow> | null> {
    let from = job.processed;
    if (job.rows === null || job.dry_run) {
      const rows = await this.countRows(job);
      if (!(await this.db.oneOrNone(startImportCounts(job.id, rows)))) return null;
      from = 0;
    }
    const options: ImportOptions = {
      matchOn: job.match_on as MatchOn,
      onMatch: job.on_match as OnMatch,
      dryRun: job.dry_run,
    };
    // A dry run's earlier batches are not in the database: its matches and sizes look here too.
    const fileMemory = newFileMemory();
    return {
      from,
      batches: this.batches(job, from),
      sliced: !job.dry_run,
      step: async (tx, batch) => {
        const scope = await this.scopeOf(tx, job);
        const memory = job.dry_run ? fileMemory : newFileMemory();
        const user = { id: job.created_by };
        const { counts, errors } = await this.importer.apply(
          tx,
          scope,
          user,
          options,
          [...batch],
          memory,
        );
        return { counts, lists: { errors } };
      },
    };
  }

  /** The import's workspace with its settings held; JobFailed once it is no longer premium. */
  private async scopeOf(tx: Db, job: ImportJobRow): Promise<WorkspaceScope> {
    const scope = await this.workspaces.holdSettings(
      tx,
      {
        workspace: { id: job.workspace_id } as Workspace,
        demo: job.is_demo,
        // Its events name the request that uploaded it, as the single writes name theirs; its
        // history names the import too.
        origin: { ...job.origin, via: 'import', operation_id: job.id },
      },
      job.created_by,
    );
    if (!scope.workspace.is_premium && !job.is_demo) throw new JobFailed(NO_LONGER_PREMIUM_ERROR);
    return scope;
  }

  /** The file's data rows after the first `counted`, in batches. */
  private async *batches(job: ImportJobRow, counted: number): AsyncGenerator<ImportRow[]> {
    let columns: [ImportTarget, number][] | undefined;
    let rowNumber = 0;
    let batch: ImportRow[] = [];
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
      yield batch;
      batch = [];
    }
    if (batch.length > 0) yield batch;
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

/**
 * Where each mapped field is in the header; NotCsvError when a mapped column is not there once.
 * A header is compared trimmed and whatever its Unicode form, as labels are: a file saved on
 * macOS may write `é` as `e` and a combining accent, a mapping typed elsewhere as one character.
 */
function columnsOf(header: string[], mapping: Record<string, string>): [ImportTarget, number][] {
  const headers = header.map(keptText);
  return Object.entries(mapping).map(([name, field]) => {
    const wanted = keptText(name);
    const at = headers.flatMap((h, i) => (h === wanted ? [i] : []));
    if (at.length === 0) {
      throw new NotCsvError(`The header has no column '${name}' (named in mapping)`);
    }
    if (at.length > 1) {
      throw new NotCsvError(`The header has ${at.length} columns named '${name}'`);
    }
    return [field as ImportTarget, at[0]];
  });
}

function cellsOf(record: string[], columns: [ImportTarget, number][]): RowCells {
  const cells: RowCells = {};
  for (const [field, at] of columns) {
    const cell = unescapeFormulaCell(record[at]?.trim() ?? '');
    if (cell !== '') cells[field] = cell;
  }
  return cells;
}
