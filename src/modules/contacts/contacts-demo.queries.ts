import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';

/* The statements of the contacts' demo data (ContactsDemoSeeder). */

/** A demo lead; all are tagged `demo`. */
export interface DemoLead {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  title: string;
  stage: string;
  owner_id: string;
  value_cents: number;
  last_activity_at: Date;
  created_at: Date;
}

/** A demo contact as inserted. */
export interface DemoContactRow {
  id: string;
  stage: string;
  owner_id: string;
  last_activity_at: Date;
  created_at: Date;
}

/** Inserts a workspace's demo leads in one statement. */
export function insertDemoContacts(
  workspaceId: string,
  leads: readonly DemoLead[],
): Statement<DemoContactRow> {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const tuples = leads.map(
    (l) =>
      `(${workspace}, true, ${p.add(l.first_name)}, ${p.add(l.last_name)}, ${p.add(l.email)}, ${p.add(l.company)}, ${p.add(l.title)}, ${p.add(l.stage)}, ${p.add(l.owner_id)}, ${p.add(l.value_cents)}, '{demo}', ${p.add(l.last_activity_at)}, ${p.add(l.created_at)})`,
  );
  return statement(
    `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
              stage, owner_id, value_cents, tags, last_activity_at, created_at)
       VALUES ${tuples.join(', ')}
       RETURNING id, stage, owner_id, last_activity_at, created_at`,
    p.values,
  );
}

/** Records one move of a demo contact, at the time it happened. */
export function insertDemoStageMove(
  workspaceId: string,
  move: { contactId: string; from: string | null; to: string; movedBy: string; movedAt: Date },
): Statement {
  const p = new SqlParams();
  return statement(
    `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by, moved_at)
         VALUES (${p.add(workspaceId)}, true, ${p.add(move.contactId)}, ${p.add(move.from)}, ${p.add(move.to)}, ${p.add(move.movedBy)}, ${p.add(move.movedAt)})`,
    p.values,
  );
}

/** Removes every workspace's demo stage moves. */
export function deleteDemoStageMoves(): Statement {
  return statement(`DELETE FROM stage_moves WHERE is_demo`);
}

/** Removes every workspace's demo contacts. */
export function deleteDemoContacts(): Statement {
  return statement(`DELETE FROM contacts WHERE is_demo`);
}
