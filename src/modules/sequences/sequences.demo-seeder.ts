import { Injectable } from '@nestjs/common';
import { DAY_MS, HOUR_MS } from '../../calendar/calendar.js';
import { isDormant } from '../contacts/dormancy.js';
import type { DemoContact, DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import type { SequenceStep } from './sequence.entity.js';
import { stepDueAt } from './step-schedule.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

const SAMPLE_SEQUENCES: { name: string; steps: SequenceStep[] }[] = [
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

interface SeededFollowup {
  contact: DemoContact;
  title: string;
  due: Date;
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * Two sequences; the first has three active enrollments (open-stage leads, enrolled at their last
 * activity so the seeded dormancy holds) with past steps completed on time or late, one left
 * overdue and later ones upcoming, relative to the time of seeding; and one finished enrollment
 * of a lead that has since been lost (its later steps were cancelled).
 */
@Injectable()
export class SequencesDemoSeeder implements DemoSeeder {
  async seed({ tx, workspace, contacts, now }: DemoSeedContext): Promise<void> {
    const sequences = await tx.rows<{ id: string; name: string }>(
      statement(
        `INSERT INTO sequences (workspace_id, is_demo, name, steps, created_at, updated_at)
       SELECT $1, true, x.name, x.steps, $4::timestamptz - (x.n || ' days')::interval,
              $4::timestamptz - (x.n || ' days')::interval
         FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS x(name, steps, n)
       RETURNING id, name`,
        [
          workspace.id,
          SAMPLE_SEQUENCES.map((s) => s.name),
          SAMPLE_SEQUENCES.map((s) => JSON.stringify(s.steps)),
          new Date(now.getTime() - 30 * DAY_MS),
        ],
      ),
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
    const inserted = await tx.rows<{ id: string; contact_id: string }>(
      statement(
        `INSERT INTO sequence_enrollments (workspace_id, is_demo, sequence_id, contact_id, status,
              steps_scheduled, enrolled_by, enrolled_at, ended_at)
       SELECT $1, true, $2, x.contact_id,
              CASE WHEN x.ended_at IS NULL THEN 'active' ELSE 'finished' END,
              $3, x.enrolled_by, x.enrolled_at, x.ended_at
         FROM unnest($4::uuid[], $5::uuid[], $6::timestamptz[], $7::timestamptz[])
              AS x(contact_id, enrolled_by, enrolled_at, ended_at)
       RETURNING id, contact_id`,
        [
          workspace.id,
          sequenceId,
          steps.length,
          enrollments.map((e) => e.contact.id),
          enrollments.map((e) => e.contact.owner_id),
          enrollments.map((e) => e.at),
          enrollments.map((e) => e.endedAt),
        ],
      ),
    );

    const enrollmentOf = new Map(inserted.map((e) => [e.contact_id, e.id]));
    const followups: SeededFollowup[] = [];
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
        followups.push({ contact, title: steps[k].title, due, createdAt: at, completedAt });
      });
    });
    await tx.rows<unknown>(
      statement(
        `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              completed_at, completed_by, created_by, enrollment_id, created_at, updated_at)
       SELECT $1, true, x.contact_id, x.owner_id, x.title, x.due, x.completed_at,
              CASE WHEN x.completed_at IS NULL THEN NULL ELSE x.owner_id END, x.owner_id,
              x.enrollment_id, x.created_at, COALESCE(x.completed_at, x.created_at)
         FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[],
                     $7::uuid[], $8::timestamptz[])
              AS x(contact_id, owner_id, title, due, completed_at, enrollment_id, created_at)`,
        [
          workspace.id,
          followups.map((f) => f.contact.id),
          followups.map((f) => f.contact.owner_id),
          followups.map((f) => f.title),
          followups.map((f) => f.due),
          followups.map((f) => f.completedAt),
          followups.map((f) => enrollmentOf.get(f.contact.id)),
          followups.map((f) => f.createdAt),
        ],
      ),
    );
  }

  async wipe(tx: Db): Promise<void> {
    // Their follow-ups are demo rows too, wiped by the follow-ups seeder.
    await tx.rows<unknown>(statement(`DELETE FROM sequence_enrollments WHERE is_demo`));
    await tx.rows<unknown>(statement(`DELETE FROM sequences WHERE is_demo`));
  }
}
