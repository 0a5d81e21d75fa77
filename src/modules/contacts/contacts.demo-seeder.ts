import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { DAY_MS, dateAt, formatDate } from '../../calendar/calendar.js';
import { DEMO_PIPELINE_STAGES, showsDemoPipeline } from '../../tenancy/demo-pipeline.js';
import { DEFAULT_PIPELINE_KEY, type Stage, stagesOfPipeline } from '../../tenancy/stages.js';
import type { DemoSeedContext, DemoSeeder } from '../../tenancy/demo-seeders.js';
import {
  deleteDemoContacts,
  deleteDemoStageMoves,
  dateDemoClosings,
  insertDemoContacts,
  tellDemoStages,
  insertDemoStageMove,
} from './contacts-demo.queries.js';

/** [first, last, company, title, value in dollars, days since last activity] */
type SampleLead = [string, string, string, string, number, number];

/** Three leads per default stage; the "days since activity" make some of them dormant. */
const SAMPLE_LEADS: SampleLead[] = [
  ['Ada', 'Lovelace', 'Analytical Engines', 'CTO', 12_000, 1],
  ['Grace', 'Hopper', 'Compiler Works', 'VP Engineering', 8_500, 23],
  ['Alan', 'Turing', 'Bletchley Labs', 'Head of Research', 15_000, 3],
  ['Katherine', 'Johnson', 'Orbital Mechanics', 'Director', 22_000, 2],
  ['Linus', 'Torvalds', 'Kernel Co', 'Founder', 5_000, 31],
  ['Margaret', 'Hamilton', 'Apollo Software', 'CEO', 40_000, 0],
  ['Dennis', 'Ritchie', 'Bell Systems', 'Architect', 18_000, 5],
  ['Barbara', 'Liskov', 'Substitution Inc', 'Principal', 27_500, 45],
  ['Ken', 'Thompson', 'Unix Partners', 'Engineer', 9_000, 8],
  ['Frances', 'Allen', 'Optimizing Ltd', 'COO', 33_000, 4],
  ['Edsger', 'Dijkstra', 'Shortest Path BV', 'Owner', 14_000, 19],
  ['Radia', 'Perlman', 'Spanning Trees', 'CTO', 21_000, 6],
  ['Tim', 'Berners-Lee', 'Hypertext Org', 'Director', 50_000, 2],
  ['Hedy', 'Lamarr', 'Frequency Hopping', 'Inventor', 30_000, 11],
  ['John', 'McCarthy', 'Lisp Machines', 'Founder', 26_000, 60],
  ['Shafi', 'Goldwasser', 'Zero Knowledge', 'CEO', 45_000, 9],
  ['Donald', 'Knuth', 'TeX Press', 'Author', 7_500, 12],
  ['Adele', 'Goldberg', 'Smalltalk Studio', 'President', 38_000, 1],
  ['Vint', 'Cerf', 'Packet Networks', 'Chief Evangelist', 16_000, 27],
  ['Sophie', 'Wilson', 'RISC Designs', 'Fellow', 11_000, 40],
  ['Bjarne', 'Stroustrup', 'Classes Plus', 'Professor', 6_000, 3],
];

/** Customers up for renewal, in the demo pipeline's stages in order, two in its first. */
const SAMPLE_RENEWALS: SampleLead[] = [
  ['Annie', 'Easley', 'Centaur Rockets', 'Program Lead', 24_000, 18],
  ['Jean', 'Sammet', 'Cobol Standards', 'Chair', 9_500, 2],
  ['Whitfield', 'Diffie', 'Key Exchange', 'Partner', 31_000, 6],
  ['Leslie', 'Lamport', 'Paxos Group', 'Scientist', 17_000, 4],
  ['Carol', 'Shaw', 'River Games', 'Designer', 8_000, 15],
];

const LONGEST_IDLE = Math.max(...SAMPLE_LEADS.map((lead) => lead[5]));

@Injectable()
export class ContactsDemoSeeder implements DemoSeeder {
  async seed(context: DemoSeedContext): Promise<void> {
    const { tx, workspace, now, memberIds } = context;
    const stages = stagesOfPipeline(workspace.stages, DEFAULT_PIPELINE_KEY);
    const reasons = workspace.lost_reasons;
    // A workspace whose own pipelines hide the demo pipeline (one took its key while premium)
    // gets its renewals in the default pipeline: a demo contact sits in a stage the tier shows.
    const renewals = showsDemoPipeline(workspace) ? DEMO_PIPELINE_STAGES : [];
    const placed: [SampleLead, Stage][] = [
      ...SAMPLE_LEADS.map((lead, i): [SampleLead, Stage] => [lead, stages[i % stages.length]]),
      ...SAMPLE_RENEWALS.map((lead, i): [SampleLead, Stage] => [
        lead,
        renewals.length > 0
          ? renewals[Math.max(0, i - 1)]
          : stages[(SAMPLE_LEADS.length + i) % stages.length],
      ]),
    ];
    const leads = placed.map(([[first, last, company, title, dollars, idleDays], stage], i) => {
      const lastActivity = new Date(now.getTime() - idleDays * DAY_MS - (i + 1) * 60_000);
      // The longest idle lead is snoozed: dormant by its activity, off the list until then.
      const snoozed = idleDays === LONGEST_IDLE;
      return {
        first_name: first,
        last_name: last,
        email:
          `${first}.${last}@${company.replace(/\W+/g, '').toLowerCase()}.example`.toLowerCase(),
        company,
        title,
        stage: stage.key,
        owner_id: memberIds[i % memberIds.length],
        value_cents: dollars * 100,
        last_activity_at: lastActivity,
        created_at: new Date(lastActivity.getTime() - (10 + i) * DAY_MS),
        // Open deals close over the next four months, a few with a chance of their own.
        expected_close_date:
          stage.kind === 'open'
            ? formatDate(dateAt(new Date(now.getTime() + ((i * 17) % 120) * DAY_MS), 'UTC'))
            : null,
        probability: stage.kind === 'open' && i % 4 === 1 ? 75 : null,
        lost_reason:
          stage.kind === 'lost' && reasons.length > 0 ? reasons[i % reasons.length] : null,
        snoozed_until: snoozed ? new Date(now.getTime() + 10 * DAY_MS) : null,
        snooze_reason: snoozed ? 'Back after the holidays' : null,
      };
    });
    await tx.exec(tellDemoStages());
    const inserted = await tx.rows(insertDemoContacts(workspace.id, leads));
    await tx.exec(dateDemoClosings(workspace.id));

    context.contacts.push(...inserted);
    // Each lead entered at its pipeline's first stage and, when it sits further on, moved there
    // on its last activity.
    const firstStage = new Map(
      [stages, renewals].flatMap((pipeline) =>
        pipeline.map((s) => [s.key, pipeline[0].key] as const),
      ),
    );
    for (const c of inserted) {
      const first = firstStage.get(c.stage)!;
      await tx.exec(
        insertDemoStageMove(workspace.id, {
          contactId: c.id,
          from: null,
          to: first,
          movedBy: c.owner_id,
          movedAt: c.created_at,
        }),
      );
      if (c.stage !== first) {
        await tx.exec(
          insertDemoStageMove(workspace.id, {
            contactId: c.id,
            from: first,
            to: c.stage,
            movedBy: c.owner_id,
            movedAt: c.last_activity_at,
          }),
        );
      }
    }
  }

  async wipe(tx: Db): Promise<void> {
    await tx.exec(deleteDemoStageMoves());
    await tx.exec(deleteDemoContacts());
  }
}
