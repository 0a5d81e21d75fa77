import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../calendar/calendar.js';
import type { DemoSeedContext, DemoSeeder } from '../demo/demo-seeder.js';
import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

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

interface InsertedLead {
  id: string;
  stage: string;
  owner_id: string;
  last_activity_at: Date;
  created_at: Date;
}

@Injectable()
export class ContactsDemoSeeder implements DemoSeeder {
  async seed(context: DemoSeedContext): Promise<void> {
    const { tx, workspace, now, memberIds } = context;
    const stages = workspace.stages;
    const values: unknown[] = [];
    const tuples = SAMPLE_LEADS.map(([first, last, company, title, dollars, idleDays], i) => {
      const stage = stages[i % stages.length].key;
      const owner = memberIds[i % memberIds.length];
      const email =
        `${first}.${last}@${company.replace(/\W+/g, '').toLowerCase()}.example`.toLowerCase();
      const lastActivity = new Date(now.getTime() - idleDays * DAY_MS - (i + 1) * 60_000);
      const created = new Date(lastActivity.getTime() - (10 + i) * DAY_MS);
      values.push(
        workspace.id,
        first,
        last,
        email,
        company,
        title,
        stage,
        owner,
        dollars * 100,
        lastActivity,
        created,
      );
      const b = values.length - 11;
      return `($${b + 1}, true, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}, $${b + 9}, '{demo}', $${b + 10}, $${b + 11})`;
    });
    const inserted = await tx.rows<InsertedLead>(
      statement(
        `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
              stage, owner_id, value_cents, tags, last_activity_at, created_at)
       VALUES ${tuples.join(', ')}
       RETURNING id, stage, owner_id, last_activity_at, created_at`,
        values,
      ),
    );

    context.contacts.push(...inserted);
    // Each lead entered at the first stage and, when it sits further on, moved there on its last activity.
    const first = stages[0].key;
    for (const c of inserted) {
      await tx.rows<unknown>(
        statement(
          `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
         VALUES ($1, true, $2, NULL, $3, $4, $5)`,
          [workspace.id, c.id, first, c.owner_id, c.created_at],
        ),
      );
      if (c.stage !== first) {
        await tx.rows<unknown>(
          statement(
            `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
           VALUES ($1, true, $2, $3, $4, $5, $6)`,
            [workspace.id, c.id, first, c.stage, c.owner_id, c.last_activity_at],
          ),
        );
      }
    }
  }

  async wipe(tx: Db): Promise<void> {
    await tx.rows<unknown>(statement(`DELETE FROM stage_moves WHERE is_demo`));
    await tx.rows<unknown>(statement(`DELETE FROM contacts WHERE is_demo`));
  }
}
