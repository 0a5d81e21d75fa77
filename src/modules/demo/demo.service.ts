import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Db } from '../../database/db.js';
import { type DemoSeeder, DemoSeeders } from '../../tenancy/demo-seeders.js';
import { lockDemoData } from '../../tenancy/tenancy.queries.js';
import { clearDemoSeeded } from './demo.queries.js';

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
   * Wipes every demo row of every workspace; each free workspace is repopulated at its next
   * request (`DemoSeeding.ensureSeeded`). Real rows are never touched.
   */
  async resetAll(): Promise<{ workspaces_reset: number }> {
    return this.db.transaction(async (tx) => {
      // After the seedings under way: their rows are wiped with the rest.
      await tx.exec(lockDemoData('reset'));
      for (const seeder of [...this.seeders].reverse()) await seeder.wipe(tx);
      return { workspaces_reset: await tx.exec(clearDemoSeeded()) };
    });
  }
}
