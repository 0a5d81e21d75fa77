import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ConflictProblem, NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import {
  DEFAULT_PIPELINE_KEY,
  entryStage,
  type PipelineRecord,
  pipelineStages,
  stagesOfPipeline,
} from '../../tenancy/stages.js';
import { ContactsBulkService } from '../contact-data/bulk/contacts-bulk.service.js';
import { ContactReadsService } from '../contacts/contact-reads.service.js';
import type { WorkspaceSettings } from '../workspaces/workspaces.queries.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';
import type { CreatePipelineDto, PipelineResponse, UpdatePipelineDto } from './dto/pipeline.dto.js';
import {
  MAX_PIPELINES,
  movedTo,
  pipelineErrors,
  pipelineInUseDetail,
  removedStageKeys,
  type StageInput,
  stageKeyClashes,
  stageMoveErrors,
  stagesInUseDetail,
  storedStages,
  withPipelineStages,
} from './pipelines.rules.js';

/** A new set of stages for one pipeline, as a write asks for it. */
export interface StageChangeRequest {
  stages: readonly StageInput[];
  /** Where the contacts of each removed stage go. */
  move_to?: Readonly<Record<string, string>>;
}

/**
 * A workspace's pipelines and their stages (stored on the workspace: `pipelines` and `stages`).
 * Every write locks the workspace's settings, which contact writes that place a contact in a
 * stage hold too, so a stage cannot gain a contact while it is being removed; contacts that a
 * removal moves move as stage changes (`POST /contacts/bulk`'s `move_stage`: recorded,
 * announced, activity), in the same transaction.
 */
/** The fields of a pipeline whose old values `pipeline.updated` names in `previous`. */
const PIPELINE_FIELDS = ['name', 'position', 'stages'] as const;

@Injectable()
export class PipelinesService {
  constructor(
    private readonly db: Db,
    private readonly workspaces: WorkspacesService,
    private readonly contacts: ContactReadsService,
    private readonly bulk: ContactsBulkService,
    private readonly events: WebhookEventsService,
  ) {}

  list(scope: WorkspaceScope): { items: PipelineResponse[] } {
    return { items: pipelineViews(scope.workspace) };
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
          storedStages(dto.stages, dto.key, []),
        );
        const written = await this.workspaces.writePipelines(tx, scope.workspace.id, {
          pipelines,
          stages,
        });
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
          written = await this.workspaces.writePipelines(tx, scope.workspace.id, {
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
   * may go to a stage it adds. Answers the settings as written.
   */
  async replaceStages(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    current: WorkspaceSettings,
    pipeline: string,
    change: StageChangeRequest,
  ): Promise<WorkspaceSettings> {
    const before = stagesOfPipeline(current.stages, pipeline);
    const clashes = stageKeyClashes(
      change.stages,
      current.stages.filter((s) => s.pipeline !== pipeline),
    );
    if (clashes.length > 0) throw new ValidationProblem(clashes);
    const next = storedStages(change.stages, pipeline, before);
    const stages = withPipelineStages(current.pipelines, current.stages, pipeline, next);
    const removed = removedStageKeys(before, next);
    const moveTo = change.move_to ?? {};
    const moveErrors = stageMoveErrors(moveTo, removed, stages);
    if (moveErrors.length > 0) throw new ValidationProblem(moveErrors);
    const counts = await this.contacts.countByStages(scope, removed, tx);
    const inUse = removed
      .map((key) => ({ key, contacts: counts.get(key) ?? 0 }))
      .filter((s) => s.contacts > 0 && moveTo[s.key] === undefined);
    if (inUse.length > 0) {
      throw new ConflictProblem(stagesInUseDetail(inUse), { stages_in_use: inUse });
    }
    const written = await this.workspaces.writePipelines(tx, scope.workspace.id, {
      pipelines: current.pipelines,
      stages,
    });
    const sources = removed.filter((key) => (counts.get(key) ?? 0) > 0);
    await this.moveOut(tx, scope, user, sources, (from) => moveTo[from]);
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
        const counts = await this.contacts.countByStages(scope, keys, tx);
        const held = [...counts.values()].reduce((sum, n) => sum + n, 0);
        if (held > 0 && !target) {
          const inUse = keys
            .filter((k) => counts.has(k))
            .map((k) => ({ key: k, contacts: counts.get(k)! }));
          throw new ConflictProblem(pipelineInUseDetail(key, held), { stages_in_use: inUse });
        }
        const pipelines = current.pipelines.filter((p) => p !== record);
        await this.workspaces.writePipelines(tx, scope.workspace.id, {
          pipelines,
          stages: current.stages.filter((s) => s.pipeline !== key),
        });
        if (target && held > 0) {
          const entry = entryStage(stagesOfPipeline(current.stages, target.key)).key;
          await this.moveOut(tx, scope, user, [...counts.keys()], () => entry);
        }
        await emit('pipeline.deleted', { record: { id: record.id, key } });
      }),
    );
  }

  /** Moves the contacts of each of the stages `from` to `to(stage)`, as stage changes. */
  private async moveOut(
    tx: Db,
    scope: WorkspaceScope,
    user: Pick<AuthenticatedUser, 'id'>,
    from: readonly string[],
    to: (stage: string) => string,
  ): Promise<void> {
    const byStage = await this.contacts.idsByStages(scope, from, tx);
    const byTarget = new Map<string, string[]>();
    for (const [stage, ids] of byStage) {
      const target = to(stage);
      byTarget.set(target, [...(byTarget.get(target) ?? []), ...ids]);
    }
    for (const [stage, ids] of byTarget) {
      await this.bulk.apply(scope, user, { action: 'move_stage', stage }, ids, tx);
    }
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
