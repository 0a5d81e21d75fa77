import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { NotFoundProblem } from '../../core/http/problem.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { membersAmongSql } from './membership.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

/** The settings a tx edits; written only through `writeSettings`. */
export type WorkspaceSettings = Pick<Workspace, 'dormancy_days' | 'timezone' | 'stages'>;

@Injectable()
export class WorkspacesService {
  constructor(private readonly db: Db) {}

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
    const [row] = await (tx ?? this.db).rows<{ ids: string[] }>(
      statement(`SELECT ${membersAmongSql('$1::uuid[]', '$2', '$3')} AS ids`, [
        ids,
        scope.workspace.id,
        scope.demo,
      ]),
    );
    return row.ids;
  }

  /**
   * Re-reads the workspace inside the caller's transaction and holds it until that transaction
   * ends: a concurrent settings change waits for it, and it sees a settings change that
   * committed first. Writes that place contacts in a stage validate against this copy, so a
   * stage can never be removed while a contact is being moved into it.
   */
  async holdSettings(tx: Db, scope: WorkspaceScope): Promise<WorkspaceScope> {
    const [workspace] = await tx.rows<Workspace>(
      statement(`SELECT * FROM workspaces WHERE id = $1 FOR KEY SHARE`, [scope.workspace.id]),
    );
    if (!workspace) throw new NotFoundProblem('Workspace');
    return { workspace, demo: scope.demo };
  }

  /**
   * Locks the workspace for a settings change until the caller's transaction ends and returns
   * the settings as they stand. Conflicts with `holdSettings`, so checks made under this lock
   * (e.g. "no contact sits in a removed stage") stay true until the change commits.
   */
  async lockSettings(tx: Db, workspaceId: string): Promise<WorkspaceSettings> {
    const [row] = await tx.rows<WorkspaceSettings>(
      statement(`SELECT dormancy_days, timezone, stages FROM workspaces WHERE id = $1 FOR UPDATE`, [
        workspaceId,
      ]),
    );
    if (!row) throw new NotFoundProblem('Workspace');
    return row;
  }

  /** The one place workspace settings are written. */
  async writeSettings(
    tx: Db,
    workspaceId: string,
    settings: WorkspaceSettings,
  ): Promise<WorkspaceSettings> {
    const rows = await tx.rows<WorkspaceSettings>(
      statement(
        `UPDATE workspaces SET dormancy_days = $2, timezone = $3, stages = $4::jsonb, updated_at = now()
        WHERE id = $1 RETURNING dormancy_days, timezone, stages`,
        [workspaceId, settings.dormancy_days, settings.timezone, JSON.stringify(settings.stages)],
      ),
    );
    return rows[0];
  }

  /**
   * Locks the workspace row for the rest of the caller's transaction; false when there is no such
   * workspace. Taken first by writers that also insert rows referencing the workspace: their
   * foreign-key checks share-lock the row, and two of them upgrading to FOR UPDATE later would
   * deadlock.
   */
  async lockForUpdate(tx: Db, workspaceId: string): Promise<boolean> {
    const rows = await tx.rows<unknown>(
      statement(`SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE`, [workspaceId]),
    );
    return rows.length > 0;
  }
}
