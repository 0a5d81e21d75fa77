import { Global, Injectable, Module } from '@nestjs/common';
import { Db } from '../database/db.js';
import { DemoSeeders } from './demo-seeders.js';
import { claimDemoSeeding, lockDemoData } from './tenancy.queries.js';
import type { Workspace } from './workspace.entity.js';

/** Runs the features' demo seeders (`DemoSeeders`) for a free workspace that has none. */
@Injectable()
export class DemoSeeding {
  constructor(
    private readonly db: Db,
    private readonly seeders: DemoSeeders,
  ) {}

  /**
   * Seeds the demo rows of a free workspace when they are missing (its first request, or its
   * first after a reset): the guard calls it on every request, so a free workspace reads its
   * sample data whatever it asks first. Claiming `demo_seeded_at` with a conditional update takes
   * the row lock, so of concurrent requests exactly one seeds and the others wait for it, then
   * skip. Returns whether this call seeded.
   */
  async ensureSeeded(workspace: Workspace, signedInUserId: string): Promise<boolean> {
    if (workspace.is_premium || workspace.demo_seeded_at) return false;
    return this.db.transaction(async (tx) => {
      await tx.exec(lockDemoData('seeding'));
      if ((await tx.exec(claimDemoSeeding(workspace.id))) === 0) return false;
      const context = {
        tx,
        workspace,
        now: new Date(),
        memberIds: [signedInUserId],
        contacts: [],
      };
      for (const seeder of this.seeders.inOrder()) await seeder.seed(context);
      return true;
    });
  }
}

/** The demo seeders' registry and their runner, for every module. */
@Global()
@Module({ providers: [DemoSeeders, DemoSeeding], exports: [DemoSeeders, DemoSeeding] })
export class DemoSeedersModule {}
