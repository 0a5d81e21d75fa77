import { writingVia } from '../../../core/auth/request-origin.js';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../../core/auth/request-context.js';
import { Problem, ValidationProblem } from '../../../core/http/problem.js';
import { validateAsBody } from '../../../core/http/validation.pipe.js';
import { Db } from '../../../database/db.js';
import type { Stage } from '../../../tenancy/stages.js';
import { WebhookEventsService } from '../../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../../workspaces/workspaces.service.js';
import { contactEdit, presentContact } from '../../contacts/contact-presenter.js';
import { ContactsService } from '../../contacts/contacts.service.js';
import { type CustomValues, rethrowCustomRefusal } from '../../contacts/custom-values.js';
import { inField } from '../../contacts/nested-field.js';
import {
  addContactTags,
  assignContacts,
  lockContacts,
  moveContacts,
  removeContactTags,
  setContactCustom,
} from './contacts-bulk.queries.js';
import {
  type BulkAction,
  type BulkActionName,
  bulkNotFoundDetail,
  ownPipelineErrors,
  type StageCount,
  tooManyTagsMessage,
} from './contacts-bulk.rules.js';
import type { ContactRow } from '../../contacts/contact-columns.js';
import { trashContacts } from '../../contacts/contacts.queries.js';
import {
  lostReasonError,
  MAX_TAGS,
  placement,
  stageMoveChange,
} from '../../contacts/contacts.rules.js';
import {
  AssignOwnerParams,
  MoveStageParams,
  NoParams,
  SetFieldsParams,
  AddTagsParams,
  TagsParams,
} from './dto/bulk-contacts.dto.js';
import { StageChangeReactions } from '../../contacts/stage-change-reactions.js';

const PARAMS: Record<BulkActionName, new () => object> = {
  move_stage: MoveStageParams,
  assign_owner: AssignOwnerParams,
  add_tags: AddTagsParams,
  remove_tags: TagsParams,
  delete: NoParams,
  set_fields: SetFieldsParams,
};

/** What an action needs of the workspace, checked: a move's stage, the custom values to set. */
interface CheckedAction {
  stage?: Stage;
  custom?: CustomValues;
}

/**
 * One action over many contacts, all or nothing, each contact following the rules of its single
 * route: `POST /contacts/bulk` with ids, and each batch of a bulk operation over a filter.
 */
export interface BulkApplyOptions {
  /** The bulk operation whose batch this is. */
  operationId?: string;
}

@Injectable()
export class ContactsBulkService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly contacts: ContactsService,
    private readonly stageReactions: StageChangeReactions,
    private readonly events: WebhookEventsService,
  ) {}

  /**
   * Applies `action` to the contacts `ids` (distinct) in one transaction (the caller's `db` when
   * it is in one), after locking them in id order; answers how many it acted on. Any listed id
   * not in scope is 404 naming them (`contact_ids`, sorted), and nothing changes; so is a move
   * without `pipeline` when the pipeline of any of them lacks the stage (422). A bulk
   * operation's job names it (`operationId`): the contacts it deletes can be restored by it, and
   * the history records its writes as the operation's.
   */
  async apply(
    caller: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    action: BulkAction,
    ids: readonly string[],
    db: Db = this.db,
    options: BulkApplyOptions = {},
  ): Promise<number> {
    const scope = writingVia(caller, 'bulk', options.operationId);
    return db.transaction(async (tx) => {
      // Moves validate the stage against settings held until commit, as a single move does.
      const held =
        action.action === 'move_stage' ? await this.workspaces.holdSettings(tx, scope) : scope;
      const checked = await this.check(held, action, tx);
      const locked = await tx.rows(lockContacts(scope, ids));
      if (locked.length !== ids.length) {
        const found = new Set(locked.map((c) => c.id));
        const missing = ids.filter((id) => !found.has(id)).sort();
        throw new Problem(404, bulkNotFoundDetail(missing.length, ids.length), 'not_found', {
          contact_ids: missing,
        });
      }
      if (action.action === 'move_stage') {
        const stages = locked.map((c) => ({ stage: c.stage, contacts: 1 }));
        requireOwnPipelines(held, action, checked, stages);
      }
      await this.act(tx, scope, user, action, locked, checked, options);
      return locked.length;
    });
  }

  /**
   * Checks what `action` needs of the workspace, whatever its contacts: a move's stage exists
   * (in its `pipeline` when it names one, placed as the stage route places it), an
   * assignment's owner is a member, custom values fit the workspace's active fields as PATCH
   * checks them (422 naming `params.*`). Answers the stage of a move, the values to set.
   */
  async check(scope: WorkspaceScope, action: BulkAction, db: Db = this.db): Promise<CheckedAction> {
    switch (action.action) {
      case 'assign_owner':
        if (
          action.owner_id !== null &&
          !(await this.workspaces.isMember(scope, action.owner_id, db))
        ) {
          throw ValidationProblem.of(
            'params.owner_id',
            'owner_id is not a member of this workspace',
          );
        }
        return {};
      case 'move_stage': {
        // The stage route's placement: the stage exists, in `pipeline` when one is named.
        const { stage: key, pipeline } = action;
        const stage = await inField('params', () =>
          Promise.resolve(placement(scope.workspace, { stage: key, pipeline })),
        );
        const refused = lostReasonError(scope.workspace, stage, action.lost_reason ?? undefined);
        if (refused) throw ValidationProblem.of('params.lost_reason', refused);
        return { stage };
      }
      case 'set_fields':
        return {
          custom: await inField('params', () =>
            this.contacts.checkCustom(db, scope, action.custom, 'edit'),
          ),
        };
      case 'add_tags':
      case 'remove_tags':
      case 'delete':
        return {};
    }
  }

  private async act(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    action: BulkAction,
    before: ContactRow[],
    checked: CheckedAction,
    options: BulkApplyOptions,
  ): Promise<void> {
    const ids = before.map((c) => c.id);
    const now = new Date();
    switch (action.action) {
      case 'move_stage': {
        const { stage } = checked;
        if (!stage) throw new Error('a move needs its stage');
        return this.events.write(tx, scope, ['contact.stage_changed'], async (tx, emit) => {
          const moved = byId(
            await tx.rows(
              moveContacts(scope, ids, {
                stage: stage.key,
                lostReason: action.lost_reason ?? null,
                movedBy: user.id,
              }),
            ),
          );
          // Events before the reactions, so the events of the enrollments they end come after.
          await emit(
            'contact.stage_changed',
            moved
              .filter((row) => row.from_stage !== stage.key)
              .map(({ from_stage, ...row }) => ({
                record: presentContact(scope, row, now),
                // The stage left as the request found it: a pipeline's change may have removed it.
                ...stageMoveChange(scope.workspace.stages, from_stage, stage),
              })),
          );
          for (const row of moved) {
            await this.stageReactions.run(tx, scope, {
              contact_id: row.id,
              from_stage: row.from_stage,
              to_stage: stage,
            });
          }
        });
      }
      case 'assign_owner':
        return this.events.write(tx, scope, ['contact.updated'], async (tx, emit) =>
          emit(
            'contact.updated',
            edits(
              scope,
              before,
              await tx.rows(assignContacts(scope, ids, action.owner_id)),
              'owner_id',
            ),
          ),
        );
      case 'add_tags': {
        const tags = [...new Set(action.tags)];
        const over = before.filter((c) => new Set([...c.tags, ...tags]).size > MAX_TAGS).length;
        if (over > 0) throw ValidationProblem.of('params.tags', tooManyTagsMessage(over, MAX_TAGS));
        return this.events.write(tx, scope, ['contact.updated'], async (tx, emit) =>
          emit(
            'contact.updated',
            edits(scope, before, await tx.rows(addContactTags(scope, ids, tags)), 'tags'),
          ),
        );
      }
      case 'remove_tags':
        return this.events.write(tx, scope, ['contact.updated'], async (tx, emit) =>
          emit(
            'contact.updated',
            edits(scope, before, await tx.rows(removeContactTags(scope, ids, action.tags)), 'tags'),
          ),
        );
      case 'set_fields': {
        const { custom } = checked;
        if (!custom) throw new Error('set_fields needs its checked values');
        return this.events.write(tx, scope, ['contact.updated'], async (tx, emit) => {
          const after = await inField('params', () =>
            tx
              .rows(setContactCustom(scope, ids, custom))
              .catch(rethrowCustomRefusal(scope.workspace.custom_fields)),
          );
          await emit('contact.updated', edits(scope, before, after, 'custom'));
        });
      }
      case 'delete':
        return this.events.write(tx, scope, ['contact.deleted'], async (tx, emit) => {
          const trashing = { by: user.id, operationId: options.operationId };
          const deleted = byId(await tx.rows(trashContacts(scope, ids, trashing)));
          await emit(
            'contact.deleted',
            deleted.map((row) => ({ record: presentContact(scope, row, now) })),
          );
        });
    }
  }
}

/**
 * `contact.updated` of each contact whose `field` an action edited, with its old value, as PATCH
 * (a contact it left as it was announces nothing; of `custom`, the keys that changed). In the
 * lock's (id) order, so a contact's events come in the same order on every run.
 */
function edits(
  scope: WorkspaceScope,
  before: ContactRow[],
  after: ContactRow[],
  field: 'owner_id' | 'tags' | 'custom',
) {
  const now = new Date();
  const rows = new Map(after.map((row) => [row.id, row]));
  // Both presented, so they show the same custom keys (stored ones omit the unset).
  return before.map((old) => contactEdit(scope, old, rows.get(old.id)!, [field], now));
}

/**
 * The action with its `params` checked against the class of that action as a request body is
 * checked (the same rules and messages: a value of the wrong type is told its type), 422 naming
 * `params.*`.
 */
export async function parseBulkAction(
  action: BulkActionName,
  params: Record<string, unknown> | undefined,
): Promise<BulkAction> {
  const checked = await inField('params', () => validateAsBody(PARAMS[action], params ?? {}));
  return { action, ...checked } as BulkAction;
}

/**
 * A move without `pipeline` keeps each contact in its own pipeline, as the stage route does: 422
 * (`params.stage`) when the pipeline of any of the contacts (`stages`, counted by stage) lacks
 * the stage.
 */
export function requireOwnPipelines(
  held: WorkspaceScope,
  action: Extract<BulkAction, { action: 'move_stage' }>,
  checked: CheckedAction,
  stages: readonly StageCount[],
): void {
  if (action.pipeline !== undefined || !checked.stage) return;
  const refused = ownPipelineErrors(held.workspace.stages, checked.stage, stages);
  if (refused.length > 0) throw new ValidationProblem(refused);
}

/** Rows in id order, the order the contacts were locked in. */
function byId<Row extends { id: string }>(rows: Row[]): Row[] {
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
