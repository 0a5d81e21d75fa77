import { unstoredStages } from '../../database/change-context.js';
import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { DEMO_PIPELINE_STAGES } from '../../tenancy/demo-pipeline.js';

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
  /** A deal's forecast: when it should close, and a chance of its own (null: its stage's). */
  expected_close_date: string | null;
  probability: number | null;
  /** Kept only in a lost stage (contact_closing). */
  lost_reason: string | null;
  snoozed_until: Date | null;
  snooze_reason: string | null;
}

/** A demo contact as inserted. */
export interface DemoContactRow {
  id: string;
  stage: string;
  owner_id: string;
  last_activity_at: Date;
  created_at: Date;
}

/**
 * Tells the triggers the demo pipeline's stages for the rest of the seeding's transaction: that
 * pipeline is never stored, and a demo deal in its won or lost stage closes as any other.
 */
export function tellDemoStages(): Statement {
  const p = new SqlParams();
  return statement(`SELECT ${unstoredStages(p, DEMO_PIPELINE_STAGES)}`, p.values);
}

/** Inserts a workspace's demo leads in one statement (after `tellDemoStages`). */
export function insertDemoContacts(
  workspaceId: string,
  leads: readonly DemoLead[],
): Statement<DemoContactRow> {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const tuples = leads.map(
    (l) =>
      `(${workspace}, true, ${p.add(l.first_name)}, ${p.add(l.last_name)}, ${p.add(l.email)}, ${p.add(l.company)}, ${p.add(l.title)}, ${p.add(l.stage)}, ${p.add(l.owner_id)}, ${p.add(l.value_cents)}, '{demo}', ${p.add(l.last_activity_at)}, ${p.add(l.created_at)}, ${p.add(l.expected_close_date)}::date, ${p.add(l.probability)}::int, ${p.add(l.lost_reason)}, ${p.add(l.snoozed_until)}::timestamptz, ${p.add(l.snooze_reason)})`,
  );
  return statement(
    `INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, company, title,
              stage, owner_id, value_cents, tags, last_activity_at, created_at,
              expected_close_date, probability, lost_reason, snoozed_until, snooze_reason)
       VALUES ${tuples.join(', ')}
       RETURNING id, stage, owner_id, last_activity_at, created_at`,
    p.values,
  );
}

/**
 * Dates the closing of the workspace's demo deals in won or lost stages at their last activity
 * (a move there), as if they had closed then: the trigger that keeps `closed_at` dates an insert
 * now.
 */
export function dateDemoClosings(workspaceId: string): Statement {
  return statement(
    `UPDATE contacts SET closed_at = last_activity_at
      WHERE workspace_id = $1 AND is_demo AND closed_at IS NOT NULL`,
    [workspaceId],
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
