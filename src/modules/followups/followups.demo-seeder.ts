import { Injectable } from '@nestjs/common';
import type { DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import { agendaWindow } from './agenda.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';

const QUARTER_MS = HOUR_MS / 4;

interface SampleFollowup {
  title: string;
  /** Due time, from the time of seeding and the end of today in the workspace time zone. */
  due: (now: number, todayEnd: number) => number;
  /** Completed this long after it was due (negative: early); absent for open ones. */
  completedAfterDue?: number;
}

/** A time later today: a third of the way to midnight, on a quarter hour when there is room. */
function laterToday(now: number, todayEnd: number, share: number): number {
  const target = now + (todayEnd - now) * share;
  const rounded = Math.ceil(target / QUARTER_MS) * QUARTER_MS;
  return rounded < todayEnd ? rounded : target;
}

const SAMPLES: SampleFollowup[] = [
  { title: 'Send the revised proposal', due: (now) => now - 3 * DAY_MS },
  { title: 'Call back about the budget', due: (now) => now - 26 * HOUR_MS },
  { title: 'Confirm the demo attendees', due: (now) => now - 2 * HOUR_MS },
  { title: 'Check in after the trial', due: (now, end) => laterToday(now, end, 1 / 3) },
  { title: 'Share pricing for 50 seats', due: (now, end) => laterToday(now, end, 2 / 3) },
  { title: 'Introduce the solutions engineer', due: (now) => now + DAY_MS },
  { title: 'Follow up on the security questionnaire', due: (now) => now + 3 * DAY_MS },
  { title: 'Quarterly business review', due: (now) => now + 6 * DAY_MS },
  {
    title: 'Send the case studies',
    due: (now) => now - 10 * DAY_MS,
    completedAfterDue: -HOUR_MS,
  },
  {
    title: 'Book the onsite visit',
    due: (now) => now - 8 * DAY_MS,
    completedAfterDue: 2 * DAY_MS,
  },
];

/**
 * Open follow-ups overdue, due later today and upcoming (relative to the time of seeding, "today"
 * in the workspace time zone), plus a few completed on time and late, on the open-stage leads.
 * Each was scheduled at its lead's last activity, so the dormancy list stays as seeded.
 */
@Injectable()
export class FollowupsDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, contacts, now }: DemoSeedContext): Promise<void> {
    const openStages = new Set(workspace.stages.filter((s) => s.kind === 'open').map((s) => s.key));
    const leads = contacts.filter((c) => openStages.has(c.stage));
    const targets = leads.length > 0 ? leads : contacts;
    if (targets.length === 0) return;
    const window = agendaWindow(now, workspace.timezone, 7);
    const values: unknown[] = [];
    const tuples = SAMPLES.map((sample, i) => {
      const contact = targets[i % targets.length];
      const due = sample.due(now.getTime(), window.todayEnd.getTime());
      const scheduledAt = Math.min(contact.last_activity_at.getTime(), due) - HOUR_MS;
      const completedAt =
        sample.completedAfterDue === undefined ? null : new Date(due + sample.completedAfterDue);
      values.push(
        workspace.id,
        contact.id,
        contact.owner_id,
        sample.title,
        new Date(due),
        completedAt,
        new Date(scheduledAt),
      );
      const b = values.length - 7;
      return `($${b + 1}, true, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, CASE WHEN $${b + 6}::timestamptz IS NULL THEN NULL ELSE $${b + 3}::uuid END, $${b + 3}, $${b + 7}, COALESCE($${b + 6}, $${b + 7}))`;
    });
    await tx.rows<unknown>(
      statement(
        `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              completed_at, completed_by, created_by, created_at, updated_at)
       VALUES ${tuples.join(', ')}`,
        values,
      ),
    );
  }

  async wipe(tx: Db): Promise<void> {
    await tx.rows<unknown>(statement(`DELETE FROM followups WHERE is_demo`));
  }
}
