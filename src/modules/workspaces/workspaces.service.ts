import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { WorkspaceScope } from '../../core/auth/request-context.js';

@Injectable()
export class WorkspacesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Whether `userId` is a member who may own records in this scope: real members always, the
   * sample teammates only inside the demo data.
   */
  async isMember(scope: WorkspaceScope, userId: string, manager?: EntityManager): Promise<boolean> {
    const rows = await (manager ?? this.dataSource.manager).query<unknown[]>(
      `SELECT 1 FROM users WHERE id = $1 AND workspace_id = $2 AND (NOT is_demo OR $3)`,
      [userId, scope.workspace.id, scope.demo],
    );
    return rows.length > 0;
  }

  /**
   * Locks the workspace row for the rest of the caller's transaction; false when there is no such
   * workspace. Taken first by writers that also insert rows referencing the workspace: their
   * foreign-key checks share-lock the row, and two of them upgrading to FOR UPDATE later would
   * deadlock.
   */
  async lockForUpdate(manager: EntityManager, workspaceId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE`,
      [workspaceId],
    );
    return rows.length > 0;
  }
}
