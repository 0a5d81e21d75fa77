import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import { CustomFieldCatalog } from '../../tenancy/custom-field-catalog.js';
import { withDemoPipeline } from '../../tenancy/demo-pipeline.js';
import { visibilityOf } from '../../database/visibility.js';
import {
  heldMemberIds,
  type MemberHold,
  heldWorkspace,
  viewer,
  lockedWorkspaceSettings,
  lockWorkspace,
  memberIdsAmong,
  memberIdsByEmail,
  updateWorkspaceSettings,
  updateWorkspacePipelines,
  type PlainSettings,
  type WorkspaceSettings,
} from './workspaces.queries.js';

@Injectable()
export class WorkspacesService {
  constructor(
    private readonly db: Db,
    private readonly customFields: CustomFieldCatalog,
  ) {}

  /**
   * Whether `userId` is a member who may own records in this scope: real members always, the
   * sample teammates only inside the demo data.
   */
  async isMember(scope: WorkspaceScope, userId: string, tx?: Db): Promise<boolean> {
    return (await this.membersAmong(scope, [userId], tx)).length === 1;
  }

  /** The ids among `ids` that are members in this scope (as `isMember`), in the order given. */
  async membersAmong(scope: WorkspaceScope, ids: readonly string[], tx?: Db): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await (tx ?? this.db).one(memberIdsAmong(scope, ids))).ids;
  }

  /**
   * The ids among `ids` that are members in this scope (as `isMember`), each held until `tx`
   * ends: none of them can be removed before the rows `tx` writes about them are committed.
   */
  async holdMembers(
    tx: Db,
    scope: WorkspaceScope,
    ids: readonly string[],
    hold?: MemberHold,
  ): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    return new Set((await tx.rows(heldMemberIds(scope, ids, hold))).map((row) => row.id));
  }

  /** The members in this scope (as `isMember`) with one of `emails`, by the e-mail as given. */
  async membersByEmail(
    scope: WorkspaceScope,
    emails: readonly string[],
    tx?: Db,
  ): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await (tx ?? this.db).rows(memberIdsByEmail(scope, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /**
   * Re-reads the workspace inside the caller's transaction and holds it until that transaction
   * ends: a concurrent settings change waits for it, and it sees a settings change that
   * committed first. Writes that place contacts in a stage validate against this copy, so a
   * stage can never be removed while a contact is being moved into it. Taken before the write
   * locks any contact, as a settings change takes the workspace before the contacts it rewrites.
   */
  async holdSettings(tx: Db, scope: WorkspaceScope, actingFor?: string): Promise<WorkspaceScope> {
    const workspace = await tx.oneOrNone(heldWorkspace(scope.workspace.id));
    if (!workspace) throw new NotFoundProblem('Workspace');
    await this.customFields.attach(workspace, tx);
    const held = { ...scope, workspace: scope.demo ? withDemoPipeline(workspace) : workspace };
    if (actingFor === undefined) return held;
    // A job sees what the member who started it sees now; one no longer there, as a member.
    const member = await tx.oneOrNone(viewer(workspace.id, actingFor, !scope.demo));
    return {
      ...held,
      visibility: visibilityOf(workspace, member ?? { id: actingFor, role: 'member' }),
    };
  }

  /**
   * Locks the workspace for a settings change until the caller's transaction ends and returns
   * the settings as they stand. Conflicts with `holdSettings`, so checks made under this lock
   * (e.g. "no contact sits in a removed stage") stay true until the change commits, and with
   * another change; not with the foreign-key checks of other writes, which may hold a contact the
   * change rewrites (see `lockedWorkspaceSettings`).
   */
  async lockSettings(tx: Db, workspaceId: string): Promise<WorkspaceSettings> {
    const settings = await tx.oneOrNone(lockedWorkspaceSettings(workspaceId));
    if (!settings) throw new NotFoundProblem('Workspace');
    return settings;
  }

  /** The one place the settings other than the pipelines are written. */
  writeSettings(tx: Db, workspaceId: string, settings: PlainSettings): Promise<WorkspaceSettings> {
    return tx.one(updateWorkspaceSettings(workspaceId, settings));
  }

  /** The one place the pipelines and their stages are written, under `lockSettings`. */
  writePipelines(
    tx: Db,
    workspaceId: string,
    pipelines: Pick<WorkspaceSettings, 'pipelines' | 'stages'>,
  ): Promise<WorkspaceSettings> {
    return tx.one(updateWorkspacePipelines(workspaceId, pipelines));
  }

  /**
   * Locks the workspace row for the rest of the caller's transaction (FOR NO KEY UPDATE); false
   * when there is no such workspace. Taken first by the payment webhook, which then records the
   * event and changes the tier: two deliveries apply one after the other.
   */
  async lockForChange(tx: Db, workspaceId: string): Promise<boolean> {
    return (await tx.oneOrNone(lockWorkspace(workspaceId))) !== null;
  }
}
