import { Injectable } from '@nestjs/common';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';
import { Db } from '../../database/db.js';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import { agendaWindow } from './agenda.js';
import {
  deleteDemoFollowups,
  type DemoFollowup,
  insertDemoFollowups,
} from './followups-demo.queries.js';

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
    const rows = SAMPLES.map((sample, i): DemoFollowup => {
      const contact = targets[i % targets.length];
      const due = sample.due(now.getTime(), window.todayEnd.getTime());
      const scheduledAt = Math.min(contact.last_activity_at.getTime(), due) - HOUR_MS;
      return {
        contactId: contact.id,
        ownerId: contact.owner_id,
        title: sample.title,
        scheduledFor: new Date(due),
        completedAt:
          sample.completedAfterDue === undefined ? null : new Date(due + sample.completedAfterDue),
        createdAt: new Date(scheduledAt),
        enrollmentId: null,
      };
    });
    await tx.exec(insertDemoFollowups(workspace.id, rows));
  }

  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoFollowups());
  }
}
