import { Injectable } from '@nestjs/common';
import type { DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

/** Demo routing: round robin over the signed-in user and the sample teammates. */
@Injectable()
export class RoutingDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, memberIds }: DemoSeedContext): Promise<void> {
    await tx.rows<unknown>(
      statement(
        `INSERT INTO routing_rules (workspace_id, is_demo, strategy, member_ids)
       VALUES ($1, true, 'round_robin', $2::uuid[])
       ON CONFLICT (workspace_id, is_demo) DO UPDATE
         SET strategy = EXCLUDED.strategy, member_ids = EXCLUDED.member_ids, next_index = 0`,
        [workspace.id, memberIds],
      ),
    );
  }

  async wipe(tx: Db): Promise<void> {
    await tx.rows<unknown>(statement(`DELETE FROM routing_rules WHERE is_demo`));
  }
}
