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
    const email = demoTeammateEmail(workspaceId);
    const teammate = await context.tx.oneOrNone(upsertDemoTeammate(workspaceId, email));
    // Sign-in refuses the address, so only a row from before that rule can hold it: the seeding
    // fails rather than take that user over (their role, the demo records they would own).
    if (!teammate) {
      throw new Error(
        `Cannot seed the sample teammate: ${email} belongs to a user who is not this workspace's`,
      );
    }
    context.memberIds.push(teammate.id);
  }

  /** Runs after the seeders of records that point at demo members (wipes go in reverse order). */
  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoUsers());
  }
}
