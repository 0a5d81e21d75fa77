import { Injectable } from '@nestjs/common';
import type { DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

/**
 * A sample teammate, so the demo team, routing and per-owner views have more than one person.
 * Runs before the contacts so demo records are spread over both members. The address is unique
 * per workspace (e-mails are unique across users) and can never sign in: `.invalid` is reserved,
 * and sign-in never matches demo users anyway.
 */
@Injectable()
export class TeamDemoSeeder implements DemoSeeder {
  async seed(context: DemoSeedContext): Promise<void> {
    const [teammate] = await context.tx.rows<{ id: string }>(
      statement(
        `INSERT INTO users (workspace_id, email, role, is_demo) VALUES ($1, $2, 'member', true)
       ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role
       RETURNING id`,
        [context.workspace.id, demoTeammateEmail(context.workspace.id)],
      ),
    );
    context.memberIds.push(teammate.id);
  }

  /** Runs after the seeders of records that point at demo members (wipes go in reverse order). */
  async wipe(tx: Db): Promise<void> {
    await tx.rows<unknown>(statement(`DELETE FROM users WHERE is_demo`));
  }
}

export function demoTeammateEmail(workspaceId: string): string {
  return `demo.rep+${workspaceId}@demo.invalid`;
}
