import { Injectable } from '@nestjs/common';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import type { Db } from '../../database/db.js';
import {
  type DemoInteraction,
  deleteDemoInteractions,
  insertDemoInteractions,
} from './interactions.queries.js';
import type { InteractionType } from './interactions.rules.js';

/** [type, summary, how long before the contact's last activity] */
const SAMPLE_HISTORY: [InteractionType, string, number][] = [
  ['call', 'Discovery call: walked through their current process and pain points', 0],
  ['email', 'Sent the product overview and two customer case studies', 2 * DAY_MS + 3 * HOUR_MS],
  ['meeting', 'Demo with the team; they asked about integrations and pricing tiers', 5 * DAY_MS],
  ['note', 'Budget is approved for next quarter; decision maker is the CFO', 7 * DAY_MS],
  ['message', 'Quick check-in on LinkedIn; they will review internally this week', DAY_MS],
];

/**
 * Each demo lead gets two or three past interactions; the latest one happened at the lead's
 * last activity, so the timeline and the dormancy list tell the same story.
 */
@Injectable()
export class InteractionsDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, contacts }: DemoSeedContext): Promise<void> {
    const rows: DemoInteraction[] = [];
    contacts.forEach((contact, i) => {
      const count = 2 + (i % 2);
      for (let k = 0; k < count; k++) {
        const [type, summary, before] = SAMPLE_HISTORY[(i + k) % SAMPLE_HISTORY.length];
        const occurredAt = new Date(
          contact.last_activity_at.getTime() - (k === 0 ? 0 : before + k * DAY_MS),
        );
        rows.push({
          contactId: contact.id,
          type,
          summary,
          occurredAt,
          createdBy: contact.owner_id,
        });
      }
    });
    if (rows.length > 0) await tx.exec(insertDemoInteractions(workspace.id, rows));
  }

  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoInteractions());
  }
}
