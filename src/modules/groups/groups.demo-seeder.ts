import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../calendar/calendar.js';
import type { Db } from '../../database/db.js';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import { deleteDemoGroups, type DemoGroup, insertDemoGroups } from './groups.queries.js';

/**
 * Two groups over the demo members (the signed-in user first, then the sample teammate), so a
 * free workspace sees a member in two groups and a group without the signed-in user. Runs after
 * the team, whose seeder adds the teammate.
 */
@Injectable()
export class GroupsDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, memberIds, now }: DemoSeedContext): Promise<void> {
    const groups: DemoGroup[] = [
      { name: 'Inbound', memberIds },
      { name: 'Field sales', memberIds: memberIds.slice(1) },
    ];
    await tx.exec(insertDemoGroups(workspace.id, groups, new Date(now.getTime() - 30 * DAY_MS)));
  }

  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoGroups());
  }
}
