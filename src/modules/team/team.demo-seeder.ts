import { Injectable } from '@nestjs/common';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import { Db } from '../../database/db.js';
import { deleteDemoUsers, upsertDemoTeammate } from './team.queries.js';
import { demoTeammateEmail } from './team.rules.js';

/**
 * A sample teammate, so the demo team, routing and per-owner views have more than one person.
 * Runs before the contacts so demo records are spread over both members.
 */
@Injectable()
export class TeamDemoSeeder implements DemoSeeder {
  async seed(context: DemoSeedContext): Promise<void> {
    const { id: workspaceId } = context.workspace;
    const teammate = await context.tx.one(
      upsertDemoTeammate(workspaceId, demoTeammateEmail(workspaceId)),
    );
    context.memberIds.push(teammate.id);
  }

  /** Runs after the seeders of records that point at demo members (wipes go in reverse order). */
  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoUsers());
  }
}
