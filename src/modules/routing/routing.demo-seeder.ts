import { Injectable } from '@nestjs/common';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import type { Db } from '../../database/db.js';
import { deleteDemoRoutingRules, upsertDemoRoutingRule } from './routing.queries.js';

/** Demo routing: round robin over the signed-in user and the sample teammates. */
@Injectable()
export class RoutingDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, memberIds }: DemoSeedContext): Promise<void> {
    await tx.exec(upsertDemoRoutingRule(workspace.id, memberIds));
  }

  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoRoutingRules());
  }
}
