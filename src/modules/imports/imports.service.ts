import { Injectable } from '@nestjs/common';
import { jobOf } from '../../jobs/tracked-job.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { TrackedJobs } from '../../jobs/tracked-jobs.js';
import type { Page } from '../../database/keyset.js';
import type {
  ImportQueuedResponse,
  ImportResponse,
  ImportSummaryResponse,
} from './dto/import.dto.js';
import { ImportWorker } from './import.worker.js';
import { presentImport } from './imports.presenter.js';
import {
  cancelJob,
  JOB_ORDER,
  jobById,
  jobPage,
  jobsStartedBy,
} from '../../jobs/tracked-jobs.queries.js';
import { IMPORTS, insertImport } from './imports.queries.js';
import { ALREADY_FINISHED_DETAIL, resolveMapping } from './imports.rules.js';
import { type ImportUpload, UploadGoneProblem } from './imports.upload.js';

@Injectable()
export class ImportsService {
  constructor(
    private readonly db: Db,
    private readonly worker: ImportWorker,
    private readonly tracked: TrackedJobs,
  ) {}

  /**
   * Records an upload and queues its job in one transaction: the job exists exactly when the
   * import does. Everything that can be checked without reading the file is checked here (422).
   */
  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    upload: ImportUpload,
  ): Promise<ImportQueuedResponse> {
    const { mapping, match_on, on_match, dry_run } = upload.options;
    // Kept as resolved: a label renamed after the upload still names its field.
    const { targets, problems } = resolveMapping(
      mapping,
      match_on,
      scope.workspace.custom_fields ?? [],
    );
    if (problems.length > 0) throw new ValidationProblem(problems);
    return this.db.transaction(async (tx) => {
      await this.tracked.holdAuthor(tx, scope, user.id);
      const recorded = await tx.oneOrNone(
        insertImport(scope, {
          createdBy: user.id,
          origin: scope.origin,
          dryRun: dry_run,
          mapping: targets,
          matchOn: match_on,
          onMatch: on_match,
          fileId: upload.file.id,
        }),
      );
      // Only when the request ended (its client gone) and deleted the file first.
      if (!recorded) throw new UploadGoneProblem();
      const { id } = recorded;
      await this.worker.enqueue(tx, id);
      return { id, status: 'queued' };
    });
  }

  /** One import; a member whose visibility is restricted sees only those they started. */
  async get(scope: WorkspaceScope, user: AuthenticatedUser, id: string): Promise<ImportResponse> {
    const startedBy = jobsStartedBy(scope, user.id);
    const row = await this.db.oneOrNone(jobById(IMPORTS, scope, id, startedBy));
    if (!row) throw new NotFoundProblem('Import');
    return { ...presentImport(row), errors: row.errors };
  }

  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: PageQueryDto,
  ): Promise<Page<ImportSummaryResponse>> {
    const rows = await this.db.rows(
      jobPage(IMPORTS, scope, {
        after: JOB_ORDER.decode(query.cursor),
        limit: query.limit,
        startedBy: jobsStartedBy(scope, user.id),
      }),
    );
    return JOB_ORDER.page(rows, query.limit, presentImport);
  }

  /** Cancels a queued or running import: rows already counted stay; 409 once it is over. */
  async cancel(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    id: string,
  ): Promise<ImportResponse> {
    const startedBy = jobsStartedBy(scope, user.id);
    const cancelled = await this.db.transaction(async (tx) => {
      const ended = await tx.oneOrNone(cancelJob(IMPORTS, scope, id, startedBy));
      if (ended) await this.worker.announce(tx, jobOf(scope, id), 'finished');
      return ended;
    });
    const current = await this.get(scope, user, id);
    if (!cancelled)
      throw new ConflictProblem(ALREADY_FINISHED_DETAIL, { status_now: current.status });
    return current;
  }
}
