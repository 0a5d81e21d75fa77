import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Db } from '../../database/db.js';
import { type DemoSeeder, DemoSeeders } from '../../tenancy/demo-seeders.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import { claimDemoSeeding, clearDemoSeeded } from './demo.queries.js';

@Injectable()
export class DemoService implements OnApplicationBootstrap {
  /** In seeding order (DEMO_SEEDING_ORDER); wipes run in the reverse order. */
  private seeders: readonly DemoSeeder[] = [];

  constructor(
    private readonly db: Db,
    private readonly registry: DemoSeeders,
  ) {}

  /** Every module has added its seeder by now; a missing one stops the start. */
  onApplicationBootstrap(): void {
    this.seeders = this.registry.inOrder();
  }

  /**
   * Seeds the demo rows of a free workspace when they are missing (first sign-in, or after a
   * reset). Claiming `demo_seeded_at` with a conditional update takes the row lock, so of
   * concurrent sign-ins exactly one seeds and the others wait for it, then skip.
   * Returns whether this call seeded.
   */
  async ensureSeeded(workspace: Workspace, signedInUserId: string): Promise<boolean> {
    if (workspace.is_premium || workspace.demo_seeded_at) return false;
    return this.db.transaction(async (tx) => {
      if ((await tx.exec(claimDemoSeeding(workspace.id))) === 0) return false;
      const context = {
        tx,
        workspace,
        now: new Date(),
        memberIds: [signedInUserId],
        contacts: [],
      };
      for (const seeder of this.seeders) await seeder.seed(context);
      return true;
    });
  }

  /**
   * Wipes every demo row of every workspace; each free workspace is repopulated at its next
   * sign-in. Real rows are never touched.
   */
  async resetAll(): Promise<{ workspaces_reset: number }> {
    return this.db.transaction(async (tx) => {
      for (const seeder of [...this.seeders].reverse()) await seeder.wipe(tx);
      return { workspaces_reset: await tx.exec(clearDemoSeeded()) };
    });
  }
}
