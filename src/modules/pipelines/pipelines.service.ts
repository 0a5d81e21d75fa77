// Over 400 lines as one file: a pipeline's writes (create, edit, reshape, remove) share the settings
// lock and what a reshape does to the contacts in its stages.
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import {
  closesAlike,
  DEFAULT_PIPELINE_KEY,
  entryStage,
  findStage,
  type PipelineRecord,
  pipelineStages,
  stagesOfPipeline,
} from '../../tenancy/stages.js';
import { withDemoPipeline } from '../../tenancy/demo-pipeline.js';
import { presentContact } from '../contacts/contact-presenter.js';
import { stageMoveChange } from '../contacts/contacts.rules.js';
import { StageChangeReactions } from '../contacts/stage-change-reactions.js';
import type { WorkspaceSettings } from '../workspaces/workspaces.queries.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { CreatePipelineDto, PipelineResponse, UpdatePipelineDto } from './dto/pipeline.dto.js';
import {
  followStageKinds,
  keepClosingMoments,
  keysWithStageMoves,
  lockStageContacts,
  moveStageContacts,
  renameStageMoves,
  placeDemoContacts,
  rewrittenContactCount,
  type ReshapedContactRow,
  stageContactCounts,
} from './pipelines.queries.js';
import {
  kindChanges,
  lostKindErrors,
  lostMoveErrors,
  MAX_PIPELINES,
  movedTo,
  pipelineErrors,
  pipelineInUseDetail,
  pipelinePage,
  removedStageKeys,
  type StageInput,
  stageKeyClashes,
  stageMoveErrors,
  stagesInUseDetail,
  stageRenames,
  storedStages,
  withRenamedSince,
  withPipelineStages,
} from './pipelines.rules.js';

/** A new set of stages for one pipeline, as a write asks for it. */
export interface StageChangeRequest {
  stages: readonly StageInput[];
  /** Where the contacts of each removed stage go. */
  move_to?: Readonly<Record<string, string>>;
}

/** The fields of a pipeline whose old values `pipeline.updated` names in `previous`. */
const PIPELINE_FIELDS = ['name', 'position', 'stages'] as const;

/**
 * A workspace's pipelines and their stages (stored on the workspace: `pipelines` and `stages`).
 * Every write locks the workspace's settings, which contact writes that place a contact in a
 * stage hold too, so a stage cannot gain a contact while it is being removed. A stage is the
 * workspace's: its contacts are counted, moved, closed and reopened whoever owns them, those in
 * the trash included, so a restore never brings a contact back into a stage that is gone. What a
 * change of the stages does to contacts is the admin's reshaping, not work on the deals: it is
 * never activity (last_activity_at stays). A removed stage's contacts moved into a stage that
 * existed before are stage moves the admin made (recorded, announced, and the sequences of
 * those reaching a won or lost stage end); moved into a stage the same change adds, the stage
 * was renamed: announced, not recorded, so the reports count no entry and no time in a stage
 * for it, and its moves take the new key (`renameStageMoves`). A stage the change adds counts
 * moves from then on (`Stage.since`), so a key a removed stage had starts afresh, for a stage
 * renamed to it too. A stage whose kind becomes won or lost closes its contacts and ends their
 * sequences too, through the same stage-change reactions. The workspace's demo contacts, which
 * a premium caller never sees, are placed silently after each write of the stages
 * (`writePipelines`).
 */
@Injectable()
export class PipelinesService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly stageReactions: StageChangeReactions,
    private readonly events: WebhookEventsService,
  ) {}

  list(scope: WorkspaceScope, page: PageQueryDto): Page<PipelineResponse> {
    return pipelinePage(pipelineViews(scope.workspace), page);
  }

  get(scope: WorkspaceScope, key: string): PipelineResponse {
    const view = pipelineViews(scope.workspace).find((p) => p.key === key);
    if (!view) throw new NotFoundProblem('Pipeline');
    return view;
  }

  async create(scope: WorkspaceScope, dto: CreatePipelineDto): Promise<PipelineResponse> {
    const errors = pipelineErrors(dto.stages);
    if (errors.length > 0) throw new ValidationProblem(errors);
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['pipeline.created'], async (tx, emit) => {
        const current = await this.workspaces.lockSettings(tx, scope.workspace.id);
        if (current.pipelines.length >= MAX_PIPELINES) {
          throw new ConflictProblem(
            `A workspace has at most ${MAX_PIPELINES} pipelines; remove one first`,
          );
        }
        if (current.pipelines.some((p) => p.key === dto.key)) {
          throw new ConflictProblem(`Pipeline '${dto.key}' already exists`);
        }
        const clashes = stageKeyClashes(dto.stages, current.stages);
        if (clashes.length > 0) throw new ValidationProblem(clashes);
        const record: PipelineRecord = { id: crypto.randomUUID(), key: dto.key, name: dto.name };
        const pipelines = movedTo(
          [...current.pipelines, record],
          record,
          dto.position ?? current.pipelines.length,
        );
        const stages = withPipelineStages(
          pipelines,
          current.stages,
          dto.key,
          storedStages(dto.stages, dto.key, [], new Date()),
        );
        const written = await this.writePipelines(tx, scope, { pipelines, stages });
        const created = pipelineView(written, dto.key);
        await emit('pipeline.created', { record: created });
        return created;
      }),
    );
  }

  async update(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    key: string,
    dto: UpdatePipelineDto,
  ): Promise<PipelineResponse> {
    if (dto.move_to !== undefined && dto.stages === undefined) {
      throw ValidationProblem.of(
        'move_to',
        'move_to is given with the stages it moves contacts out of',
      );
    }
    if (dto.stages) {
      const errors = pipelineErrors(dto.stages);
      if (errors.length > 0) throw new ValidationProblem(errors);
    }
    return this.db.transaction((tx) =>
      this.events.write(tx, scope, ['pipeline.updated'], async (tx, emit) => {
        const current = await this.workspaces.lockSettings(tx, scope.workspace.id);
        const record = current.pipelines.find((p) => p.key === key);
        if (!record) throw new NotFoundProblem('Pipeline');
        const before = pipelineView(current, key);
        const renamed = dto.name === undefined ? record : { ...record, name: dto.name };
        let pipelines = current.pipelines.map((p) => (p === record ? renamed : p));
        if (dto.position !== undefined) pipelines = movedTo(pipelines, renamed, dto.position);
        let written: WorkspaceSettings;
        if (dto.stages) {
          written = await this.replaceStages(tx, scope, user, { ...current, pipelines }, key, {
            stages: dto.stages,
            move_to: dto.move_to,
          });
        } else {
          written = await this.writePipelines(tx, scope, {
            pipelines,
            stages: withPipelineStages(
              pipelines,
              current.stages,
              key,
              stagesOfPipeline(current.stages, key),
            ),
          });
        }
        const after = pipelineView(written, key);
        await emit('pipeline.updated', {
          record: after,
          edit: { before, fields: PIPELINE_FIELDS },
        });
        return after;
      }),
    );
  }

  /**
   * Replaces the stages of `pipeline` in the caller's transaction, which holds `lockSettings`
   * (`current` is what it read, with any other change of the write applied). A stage left out that
   * holds contacts is 409 unless `move_to` names where they go; they move after the write, so they
   * may go to a stage it adds. Answers the settings as written. With `rekeyingPhones` the caller
   * re-keys the workspace's phones after it, in the transaction: their contacts are locked with
   * those the change writes, in one id order (`lockStageContacts`).
   */
  async replaceStages(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    current: WorkspaceSettings,
    pipeline: string,
    change: StageChangeRequest,
    rekeyingPhones = false,
  ): Promise<WorkspaceSettings> {
    const before = stagesOfPipeline(current.stages, pipeline);
    const clashes = stageKeyClashes(
      change.stages,
      current.stages.filter((s) => s.pipeline !== pipeline),
    );
    if (clashes.length > 0) throw new ValidationProblem(clashes);
    const given = storedStages(change.stages, pipeline, before, new Date());
    const removed = removedStageKeys(before, given);
    const moveTo = change.move_to ?? {};
    // A target the workspace had, in any pipeline, is a stage move; only a new key renames.
    const renames = stageRenames(moveTo, removed, current.stages);
    const reused =
      renames.size === 0 ? [] : await tx.rows(keysWithStageMoves(scope, [...renames.keys()]));
    const next = withRenamedSince(given, renames, before, new Set(reused.map((r) => r.key)));
    const stages = withPipelineStages(current.pipelines, current.stages, pipeline, next);
    const moveErrors = stageMoveErrors(moveTo, removed, stages);
    if (moveErrors.length > 0) throw new ValidationProblem(moveErrors);
    const counts = await this.stageCounts(tx, scope, removed);
    const inUse = removed
      .map((key) => ({ key, contacts: counts.get(key) ?? 0 }))
      .filter((s) => s.contacts > 0 && !Object.hasOwn(moveTo, s.key));
    if (inUse.length > 0) {
      throw new ConflictProblem(stagesInUseDetail(inUse), { stages_in_use: inUse });
    }
    const sources = removed.filter((key) => (counts.get(key) ?? 0) > 0);
    const kinds = kindChanges(before, next);
    const lostErrors = [
      ...lostMoveErrors(current, moveTo, before, stages, sources),
      ...(current.require_lost_reason
        ? lostKindErrors(
            current,
            change.stages,
            kinds.lost,
            await this.stageCounts(tx, scope, kinds.lost),
          )
        : []),
    ];
    if (lostErrors.length > 0) throw new ValidationProblem(lostErrors);
    // The contacts it moves, closes or reopens, and those whose phones the caller re-keys,
    // locked before the first of those writes: the re-key reads the phones after, so a merge
    // that gave a contact another's phone (and its key, in the old region) has committed.
    const rewritten = [...sources, ...kinds.open, ...kinds.closed];
    if (rewritten.length > 0 || rekeyingPhones) {
      await this.lockRewritten(tx, scope, rewritten, rekeyingPhones);
    }
    const entry = entryStage(next).key;
    const written = await this.writePipelines(
      tx,
      scope,
      { pipelines: current.pipelines, stages },
      // The demo contacts of a removed stage go where its real ones go, else to the entry stage.
      Object.fromEntries(
        removed.map((key) => [key, Object.hasOwn(moveTo, key) ? moveTo[key] : entry]),
      ),
    );
    // A renamed stage's moves are the new key's: the reports and timelines follow it.
    if (renames.size > 0) await tx.exec(renameStageMoves(scope, renames));
    if (kinds.open.length + kinds.closed.length > 0) {
      const closed = await tx.rows(followStageKinds(scope, kinds));
      // A contact its stage's new kind closes is done with its sequences, as one moved there.
      for (const row of closed) {
        await this.stageReactions.run(tx, scope, {
          contact_id: row.id,
          from_stage: row.stage,
          to_stage: findStage(written.stages, row.stage)!,
        });
      }
    }
    await this.moveOut(tx, scope, user, { before: current, after: written }, sources, (from) => ({
      to: moveTo[from],
      // Into a stage this change adds: the stage was renamed, not left.
      recorded: findStage(current.stages, moveTo[from]) !== undefined,
    }));
    return written;
  }

  /**
   * Removes a pipeline. One that holds contacts is 409 unless `moveTo` names another pipeline:
   * its contacts then move into that pipeline's first open stage.
   */
  async remove(
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    key: string,
    moveTo?: string,
  ): Promise<void> {
    await this.db.transaction((tx) =>
      this.events.write(tx, scope, ['pipeline.deleted'], async (tx, emit) => {
        const current = await this.workspaces.lockSettings(tx, scope.workspace.id);
        const record = current.pipelines.find((p) => p.key === key);
        if (!record) throw new NotFoundProblem('Pipeline');
        if (key === DEFAULT_PIPELINE_KEY) {
          throw new ConflictProblem(
            'The default pipeline cannot be removed; /settings edits its stages',
          );
        }
        const target =
          moveTo === undefined ? undefined : current.pipelines.find((p) => p.key === moveTo);
        if (moveTo !== undefined && (!target || target === record)) {
          throw ValidationProblem.of(
            'move_to',
            `move_to must be the key of another pipeline of the workspace, e.g. ${DEFAULT_PIPELINE_KEY}`,
          );
        }
        const keys = stagesOfPipeline(current.stages, key).map((s) => s.key);
        const counts = await this.stageCounts(tx, scope, keys);
        const held = [...counts.values()].reduce((sum, n) => sum + n, 0);
        if (held > 0 && !target) {
          const inUse = keys
            .filter((k) => counts.has(k))
            .map((k) => ({ key: k, contacts: counts.get(k)! }));
          throw new ConflictProblem(pipelineInUseDetail(key, held), { stages_in_use: inUse });
        }
        const pipelines = current.pipelines.filter((p) => p !== record);
        const entry = target && entryStage(stagesOfPipeline(current.stages, target.key)).key;
        if (entry && held > 0) await tx.exec(lockStageContacts(scope, [...counts.keys()], false));
        const written = await this.writePipelines(
          tx,
          scope,
          { pipelines, stages: current.stages.filter((s) => s.pipeline !== key) },
          entry ? Object.fromEntries(keys.map((k) => [k, entry])) : {},
        );
        if (entry && held > 0) {
          await this.moveOut(
            tx,
            scope,
            user,
            { before: current, after: written },
            [...counts.keys()],
            () => ({ to: entry, recorded: true }),
          );
        }
        await emit('pipeline.deleted', { record: { id: record.id, key } });
      }),
    );
  }

  /**
   * Writes the stored pipelines (`WorkspacesService.writePipelines`) and places the workspace's
   * demo contacts in the stages its free tier then shows (`placeDemoContacts`): those of a stage
   * no longer shown go where `redirect` says, else to the default pipeline's entry stage. The
   * reshapes above work on the caller's tier alone (a premium workspace's real contacts, with
   * their events and history), yet the demo rows stay beside them and show again when the
   * workspace turns free. Placing them here, where every change of the stored stages passes,
   * keeps them in place at every commit, whichever way and however often the tier changes
   * later (payment, lapse, an owner's toggle), and covers a stored pipeline or stage taking the
   * demo pipeline's key, which hides that pipeline (`withDemoPipeline`). A demo contact it moves
   * into a won or lost stage, or whose stage turns so, is done with its demo sequences as a real
   * one is: the stage-change reactions run for it in the demo tier, where nothing is announced.
   */
  private async writePipelines(
    tx: Db,
    scope: WorkspaceScope,
    settings: Pick<WorkspaceSettings, 'pipelines' | 'stages'>,
    redirect: Readonly<Record<string, string>> = {},
  ): Promise<WorkspaceSettings> {
    const workspaceId = scope.workspace.id;
    const written = await this.workspaces.writePipelines(tx, workspaceId, settings);
    const free = withDemoPipeline(written);
    const shown = free.stages;
    const stored = new Set(written.stages.map((s) => s.key));
    const shownKeys = new Set(shown.map((s) => s.key));
    const closed = await tx.rows(
      placeDemoContacts(workspaceId, {
        shown,
        unstored: shown.filter((s) => !stored.has(s.key)),
        redirect: Object.fromEntries(
          Object.entries(redirect).filter(([, to]) => shownKeys.has(to)),
        ),
        fallback: entryStage(stagesOfPipeline(written.stages, DEFAULT_PIPELINE_KEY)).key,
      }),
    );
    // Every demo contact, whoever owns it: the free tier's scope, narrowed to no member.
    const demo: WorkspaceScope = {
      ...scope,
      workspace: { ...scope.workspace, pipelines: free.pipelines, stages: shown },
      demo: true,
      visibility: undefined,
    };
    for (const row of closed) {
      await this.stageReactions.run(tx, demo, {
        contact_id: row.id,
        from_stage: row.from_stage,
        to_stage: findStage(shown, row.stage)!,
      });
    }
    return written;
  }

  /**
   * Gives the contacts of `moved` that left a won or lost stage for one of the same kind
   * (`alike(from_stage)`) the moment they had closed, in the rows as well as stored.
   */
  private async keepClosingMoments(
    tx: Db,
    scope: WorkspaceScope,
    moved: ReshapedContactRow[],
    alike: (from: string) => boolean,
  ): Promise<void> {
    const kept = moved.flatMap((row) =>
      row.closed_before !== null && alike(row.from_stage)
        ? [{ id: row.id, closed_before: row.closed_before }]
        : [],
    );
    if (kept.length === 0) return;
    const moments = new Map(
      (await tx.rows(keepClosingMoments(scope, kept))).map((r) => [r.id, r.closed_at]),
    );
    for (const row of moved) row.closed_at = moments.get(row.id) ?? row.closed_at;
  }

  /**
   * Locks the contacts a change of stages writes (`lockStageContacts`), all of them. A merge the
   * lock waited for may have given the contact it kept a phone as it committed, after the lock
   * read the contacts with one: the re-key would then take that contact after the others, and
   * wait for a write that holds it and waits for them. The locks are then given back (a
   * savepoint) and taken again with it, in id order.
   */
  private async lockRewritten(
    tx: Db,
    scope: WorkspaceScope,
    keys: readonly string[],
    phones: boolean,
  ): Promise<void> {
    await tx.lockingAgain(async (sp, again) => {
      const held = await sp.rows(lockStageContacts(scope, keys, phones));
      const { n } = await sp.one(rewrittenContactCount(scope, keys, phones));
      if (n > held.length) again();
    });
  }

  /** Per stage of `keys`, how many of the workspace's contacts sit there, the trash included. */
  private async stageCounts(
    tx: Db,
    scope: WorkspaceScope,
    keys: readonly string[],
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await tx.rows(stageContactCounts(scope, keys));
    return new Map(rows.map((r) => [r.stage, r.n]));
  }

  /**
   * Moves the contacts of each of the stages `from` (the trash included) where `to(stage)` says,
   * after the stages were written (`settings.after`); not activity. The live ones' moves are
   * announced, recorded when `recorded`, and the stage-change reactions run for them.
   */
  private async moveOut(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    settings: { before: WorkspaceSettings; after: WorkspaceSettings },
    from: readonly string[],
    to: (stage: string) => { to: string; recorded: boolean },
  ): Promise<void> {
    const byTarget = new Map<string, { from: string[]; recorded: boolean }>();
    for (const stage of from) {
      const { to: target, recorded } = to(stage);
      const entry = byTarget.get(target) ?? { from: [], recorded };
      entry.from.push(stage);
      byTarget.set(target, entry);
    }
    // Presented with the pipelines as written, so a contact shows the pipeline of its new stage.
    const after = {
      ...scope,
      workspace: {
        ...scope.workspace,
        pipelines: settings.after.pipelines,
        stages: settings.after.stages,
      },
    };
    const now = new Date();
    await this.events.write(tx, scope, ['contact.stage_changed'], async (tx, emit) => {
      for (const [key, move] of byTarget) {
        const stage = findStage(settings.after.stages, key)!;
        const left = move.from.map((from) => findStage(settings.before.stages, from)!);
        const moved = await tx.rows(
          moveStageContacts(scope, left, key, move.recorded ? user.id : null),
        );
        await this.keepClosingMoments(tx, scope, moved, (from) =>
          closesAlike(findStage(settings.before.stages, from), stage),
        );
        const live = moved.filter((row) => row.live);
        // Events before the reactions, so the events of the enrollments they end come after.
        await emit(
          'contact.stage_changed',
          live.map(({ from_stage, live: _live, workspace_id: _w, is_demo: _d, ...row }) => ({
            record: presentContact(after, row, now),
            // The stage left as the workspace had it: the change removed it.
            ...stageMoveChange(settings.before.stages, from_stage, stage),
          })),
        );
        for (const row of live) {
          await this.stageReactions.run(tx, scope, {
            contact_id: row.id,
            from_stage: row.from_stage,
            to_stage: stage,
          });
        }
      }
    });
  }
}

/** The workspace's pipelines as the API shows them, in their order. */
export function pipelineViews(
  workspace: Pick<WorkspaceSettings, 'pipelines' | 'stages'>,
): PipelineResponse[] {
  return workspace.pipelines.map((p, position) => ({
    id: p.id,
    key: p.key,
    name: p.name,
    position,
    default: p.key === DEFAULT_PIPELINE_KEY,
    stages: pipelineStages(workspace.stages, p.key),
  }));
}

function pipelineView(
  workspace: Pick<WorkspaceSettings, 'pipelines' | 'stages'>,
  key: string,
): PipelineResponse {
  return pipelineViews(workspace).find((p) => p.key === key)!;
}
