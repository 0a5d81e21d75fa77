import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { SYSTEM_ORIGIN, writingVia } from '../../core/auth/request-origin.js';
import { NotFoundProblem, Problem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { jobById, jobsStartedBy } from '../../jobs/tracked-jobs.queries.js';
import { BULK_OPERATIONS } from '../contact-data/bulk/bulk-operations.queries.js';
import { presentContact } from '../contacts/contact-presenter.js';
import { contactById } from '../contacts/contacts.queries.js';
import type { ContactResponse } from '../contacts/dto/contact.response.js';
import { StageChangeReactions } from '../contacts/stage-change-reactions.js';
import { findStage } from '../../tenancy/stages.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import type { TrashedContactResponse } from './dto/trash.response.js';
import {
  expiredTrash,
  lockTrashed,
  purgeContacts,
  restoreContacts,
  TRASH_ORDER,
  type TrashedContactRow,
  trashPage,
  type TrashSelection,
} from './trash.queries.js';
import { notInTrashDetail } from './trash.rules.js';

/**
 * The trash: what `DELETE /contacts/{id}` and bulk deletes put there (`trashContacts`), listed,
 * restored as it was, and purged for good by hand or once the workspace's retention is over.
 */
@Injectable()
export class TrashService {
  constructor(
    private readonly db: Db,
    private readonly events: WebhookEventsService,
    private readonly stageReactions: StageChangeReactions,
  ) {}

  async list(scope: WorkspaceScope, query: PageQueryDto): Promise<Page<TrashedContactResponse>> {
    const rows = await this.db.rows(
      trashPage(scope, { after: TRASH_ORDER.decode(query.cursor), limit: query.limit }),
    );
    const now = new Date();
    return TRASH_ORDER.page(rows, query.limit, (row) => presentTrashed(scope, row, now));
  }

  /** Restores one contact; 404 when it is not in the scope's trash. */
  async restoreOne(scope: WorkspaceScope, id: string): Promise<ContactResponse> {
    const [restored] = await this.restore(
      scope,
      { ids: [id] },
      () => new NotFoundProblem('Contact'),
    );
    return restored;
  }

  /**
   * Restores the listed contacts, all or none: any not in the scope's trash is 404 naming them
   * (`contact_ids`, sorted). Or every contact a bulk operation deleted that is still there.
   */
  async restoreMany(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    selection: TrashSelection,
  ): Promise<{ restored: number }> {
    if ('operationId' in selection) {
      // An operation the member may not see (GET /bulk-operations/{id}) is not found here either.
      const startedBy = jobsStartedBy(scope, user.id);
      const operation = await this.db.oneOrNone(
        jobById(BULK_OPERATIONS, scope, selection.operationId, startedBy),
      );
      if (!operation) throw new NotFoundProblem('Bulk operation');
    }
    const restored = await this.restore(
      scope,
      selection,
      (missing, listed) =>
        new Problem(404, notInTrashDetail(missing.length, listed), 'not_found', {
          contact_ids: missing,
        }),
    );
    return { restored: restored.length };
  }

  private restore(
    scope: WorkspaceScope,
    selection: TrashSelection,
    refuse: (missing: string[], listed: number) => Problem,
  ): Promise<ContactResponse[]> {
    // One transaction: the restore and the reactions to its contacts' stages.
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['contact.restored'], async (tx, emit) => {
        const found = await tx.rows(lockTrashed(scope, selection));
        if ('ids' in selection && found.length !== selection.ids.length) {
          const present = new Set(found.map((row) => row.id));
          const missing = selection.ids.filter((id) => !present.has(id)).sort();
          throw refuse(missing, selection.ids.length);
        }
        if (found.length === 0) return [];
        const rows = await tx.rows(
          restoreContacts(
            writingVia(scope, 'restore'),
            found.map((row) => row.id),
          ),
        );
        // A stage can turn won or lost while its contact is in the trash (a reshape, a change of
        // its kind): back in it, the contact is done with its sequences, as one moved there. The
        // answer and the event show such a contact as the reactions left it (its next follow-up
        // gone with the steps); the events of the enrollments it ends come after its own.
        const now = new Date();
        const presented = new Map<string, ContactResponse>();
        const reacting = rows.filter((row) => endsSequences(scope, row));
        const settled = rows.filter((row) => !endsSequences(scope, row));
        for (const { enrolled: _, ...row } of settled) {
          presented.set(row.id, presentContact(scope, row, now));
        }
        await emit(
          'contact.restored',
          settled.map((row) => ({ record: presented.get(row.id)! })),
        );
        for (const { enrolled: _, ...row } of reacting) {
          const change = {
            contact_id: row.id,
            from_stage: row.stage,
            to_stage: findStage(scope.workspace.stages, row.stage)!,
          };
          await this.stageReactions.run(tx, scope, change, async (reacted) => {
            const after = reacted ? await tx.one(contactById(scope, row.id)) : row;
            const record = presentContact(scope, after, now);
            presented.set(row.id, record);
            await emit('contact.restored', [{ record }]);
          });
        }
        return rows.map((row) => presented.get(row.id)!);
      }),
    );
  }

  /** Purges one contact of the scope's trash now; 404 when it is not there. */
  async purgeOne(scope: WorkspaceScope, id: string): Promise<void> {
    // One transaction whether or not an endpoint listens: the lock holds until the purge.
    await this.db.transaction((db) =>
      this.events.write(db, scope, ['contact.purged'], async (tx, emit) => {
        const [row] = await tx.rows(lockTrashed(scope, { ids: [id] }));
        if (!row) throw new NotFoundProblem('Contact');
        await tx.exec(purgeContacts(scope, [id]));
        await emit('contact.purged', { record: { id } });
      }),
    );
  }

  /**
   * Purges the contacts whose time in the trash is over at `now`, `batch` at a time (a
   * transaction each), until none is left or `stopping` says so; answers how many went.
   */
  async purgeExpired(now: Date, batch: number, stopping?: AbortSignal): Promise<number> {
    let purged = 0;
    while (!stopping?.aborted) {
      const done = await this.db.transaction(async (tx) => {
        const expired = await tx.rows(expiredTrash(now, batch));
        const byTenant = new Map<string, string[]>();
        for (const row of expired) {
          const key = JSON.stringify([row.workspace_id, row.is_demo]);
          const ids = byTenant.get(key) ?? [];
          ids.push(row.id);
          byTenant.set(key, ids);
        }
        for (const [key, ids] of byTenant) {
          const [workspaceId, demo] = JSON.parse(key) as [string, boolean];
          const scope = { workspace: { id: workspaceId }, demo, origin: SYSTEM_ORIGIN };
          await this.events.write(tx, scope, ['contact.purged'], async (tx, emit) => {
            await tx.exec(purgeContacts(scope, ids));
            await emit(
              'contact.purged',
              ids.map((id) => ({ record: { id } })),
            );
          });
        }
        return expired.length;
      });
      purged += done;
      if (done < batch) break;
    }
    return purged;
  }
}

function presentTrashed(
  scope: WorkspaceScope,
  row: TrashedContactRow,
  now: Date,
): TrashedContactResponse {
  return {
    ...presentContact(scope, row, now),
    deleted_at: row.deleted_at,
    deleted_by: row.deleted_by,
    bulk_operation_id: row.deleted_by_operation,
  };
}

/** Whether a restored contact is back, enrolled, in a stage that turned won or lost meanwhile. */
function endsSequences(scope: WorkspaceScope, row: { stage: string; enrolled: boolean }): boolean {
  const stage = findStage(scope.workspace.stages, row.stage);
  return row.enrolled && stage !== undefined && stage.kind !== 'open';
}
