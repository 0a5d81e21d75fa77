import { Injectable } from '@nestjs/common';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';
import type { DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import type { InteractionType } from './interactions.rules.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

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
    const values: unknown[] = [];
    const tuples: string[] = [];
    contacts.forEach((contact, i) => {
      const count = 2 + (i % 2);
      for (let k = 0; k < count; k++) {
        const [type, summary, before] = SAMPLE_HISTORY[(i + k) % SAMPLE_HISTORY.length];
        const occurredAt = new Date(
          contact.last_activity_at.getTime() - (k === 0 ? 0 : before + k * DAY_MS),
        );
        values.push(workspace.id, contact.id, type, summary, occurredAt, contact.owner_id);
        const b = values.length - 6;
        tuples.push(
          `($${b + 1}, true, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 5})`,
        );
      }
    });
    if (tuples.length === 0) return;
    await tx.rows<unknown>(
      statement(
        `INSERT INTO interactions (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by, created_at)
       VALUES ${tuples.join(', ')}`,
        values,
      ),
    );
  }

  async wipe(tx: Db): Promise<void> {
    await tx.rows<unknown>(statement(`DELETE FROM interactions WHERE is_demo`));
  }
}
