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

  /** Whether a workspace with this id exists. */
  async exists(workspaceId: string, manager?: EntityManager): Promise<boolean> {
    const rows = await (manager ?? this.dataSource.manager).query<unknown[]>(
      `SELECT 1 FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    return rows.length > 0;
  }
}
