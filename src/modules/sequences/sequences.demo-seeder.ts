import { Injectable } from '@nestjs/common';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';
import { Db } from '../../database/db.js';
import { isDormant } from '../contacts/dormancy.js';
import type { DemoContact, DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import { type DemoFollowup, insertDemoFollowups } from '../followups/followups-demo.queries.js';
import {
  deleteDemoEnrollments,
  deleteDemoSequences,
  type DemoSequence,
  insertDemoEnrollments,
  insertDemoSequences,
} from './sequences.queries.js';
import { stepDueAt } from './step-schedule.js';

const SAMPLE_SEQUENCES: DemoSequence[] = [
  {
    name: 'New lead nurture',
    steps: [
      { day_offset: 0, title: 'Intro call', channel: 'call' },
      { day_offset: 2, title: 'Send the product overview', channel: 'email' },
      { day_offset: 5, title: 'Discovery call about their needs', channel: 'call' },
      { day_offset: 9, title: 'Share a customer case study', channel: 'email' },
      { day_offset: 14, title: 'Agree on next steps', channel: 'task' },
    ],
  },
  {
    name: 'Re-engage a quiet lead',
    steps: [
      { day_offset: 0, title: 'Check-in e-mail', channel: 'email' },
      { day_offset: 3, title: 'Follow-up call', channel: 'call' },
      { day_offset: 7, title: 'Last-chance e-mail', channel: 'email' },
    ],
  },
];

/**
 * Two sequences; the first has three active enrollments (open-stage leads, enrolled at their last
 * activity so the seeded dormancy holds) with past steps completed on time or late, one left
 * overdue and later ones upcoming, relative to the time of seeding; and one finished enrollment
 * of a lead that has since been lost (its later steps were cancelled).
 */
@Injectable()
export class SequencesDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, contacts, now }: DemoSeedContext): Promise<void> {
    const sequences = await tx.rows(
      insertDemoSequences(workspace.id, SAMPLE_SEQUENCES, new Date(now.getTime() - 30 * DAY_MS)),
    );
    const kindOf = new Map(workspace.stages.map((s) => [s.key, s.kind]));
    const idle = (c: DemoContact) => now.getTime() - c.last_activity_at.getTime();
    const active = contacts
      .filter((c) => kindOf.get(c.stage) === 'open' && idle(c) >= DAY_MS)
      .filter((c) => !isDormant(c.last_activity_at, now, workspace.dormancy_days))
      .sort((a, b) => idle(b) - idle(a))
      .slice(0, 3);
    const lost = contacts.find((c) => kindOf.get(c.stage) === 'lost' && idle(c) >= DAY_MS);
    const nurture = SAMPLE_SEQUENCES[0];
    const sequenceId = sequences.find((s) => s.name === nurture.name)?.id;
    const steps = nurture.steps;
    const tz = workspace.timezone;

    const enrollments = [
      ...active.map((contact) => ({ contact, at: contact.last_activity_at, endedAt: null })),
      ...(lost
        ? [
            {
              contact: lost,
              at: new Date(lost.last_activity_at.getTime() - 6 * DAY_MS),
              endedAt: lost.last_activity_at,
            },
          ]
        : []),
    ];
    if (enrollments.length === 0 || !sequenceId) return;
    const inserted = await tx.rows(
      insertDemoEnrollments(
        workspace.id,
        sequenceId,
        steps.length,
        enrollments.map((e) => ({
          contactId: e.contact.id,
          enrolledBy: e.contact.owner_id,
          enrolledAt: e.at,
          endedAt: e.endedAt,
        })),
      ),
    );

    const enrollmentOf = new Map(inserted.map((e) => [e.contact_id, e.id]));
    const followups: DemoFollowup[] = [];
    enrollments.forEach(({ contact, at, endedAt }, j) => {
      const dues = steps.map((s) => stepDueAt(at, s.day_offset, tz));
      // A finished enrollment kept only the steps done before it ended.
      const end = endedAt ?? now;
      const past = dues.filter((d) => d.getTime() < end.getTime() - HOUR_MS).length;
      dues.forEach((due, k) => {
        if (endedAt && k >= past) return;
        const leaveOverdue = !endedAt && j === 0 && k === past - 1;
        const late = new Date(due.getTime() + DAY_MS);
        const completedAt =
          k >= past || leaveOverdue
            ? null
            : (j + k) % 3 === 2 && late.getTime() <= end.getTime()
              ? late
              : due;
        followups.push({
          contactId: contact.id,
          ownerId: contact.owner_id,
          title: steps[k].title,
          scheduledFor: due,
          completedAt,
          createdAt: at,
          enrollmentId: enrollmentOf.get(contact.id) ?? null,
        });
      });
    });
    await tx.exec(insertDemoFollowups(workspace.id, followups));
  }

  async wipe(tx: Db): Promise<void> {
    // Their follow-ups are demo rows too, wiped by the follow-ups seeder.
    await tx.exec(deleteDemoEnrollments());
    await tx.exec(deleteDemoSequences());
  }
}
