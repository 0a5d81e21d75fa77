import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Workspace } from '../workspaces/workspace.entity.js';
import { DemoRegistry } from './demo.registry.js';

@Injectable()
export class DemoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: DemoRegistry,
  ) {}

  /**
   * Seeds the demo rows of a free workspace when they are missing (first sign-in, or after a
   * reset). Claiming `demo_seeded_at` with a conditional UPDATE takes the row lock, so of
   * concurrent sign-ins exactly one seeds and the others wait for it, then skip.
   * Returns whether this call seeded.
   */
  async ensureSeeded(workspace: Workspace, signedInUserId: string): Promise<boolean> {
    if (workspace.is_premium || workspace.demo_seeded_at) return false;
    return this.dataSource.transaction(async (manager) => {
      const [claimed] = await manager.query<[unknown[], number]>(
        `UPDATE workspaces SET demo_seeded_at = now()
          WHERE id = $1 AND demo_seeded_at IS NULL RETURNING id`,
        [workspace.id],
      );
      if (claimed.length === 0) return false;
      const context = {
        manager,
        workspace,
        now: new Date(),
        memberIds: [signedInUserId],
        contacts: [],
      };
      for (const seeder of this.registry.all()) await seeder.seed(context);
      return true;
    });
  }

  /**
   * Wipes every demo row of every workspace; each free workspace is repopulated at its next
   * sign-in. Real rows are never touched.
   */
  async resetAll(): Promise<{ workspaces_reset: number }> {
    return this.dataSource.transaction(async (manager) => {
      for (const seeder of [...this.registry.all()].reverse()) await seeder.wipe(manager);
      const [rows] = await manager.query<[unknown[], number]>(
        `UPDATE workspaces SET demo_seeded_at = NULL WHERE demo_seeded_at IS NOT NULL RETURNING id`,
      );
      return { workspaces_reset: rows.length };
    });
  }
}
