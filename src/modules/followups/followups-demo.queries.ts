import { SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';

/* The statements of the follow-ups' demo data (FollowupsDemoSeeder, SequencesDemoSeeder). */

/**
 * A demo follow-up: created (scheduled) at `createdAt` by its owner, completed by its owner at
 * `completedAt` when set, last updated at its completion or else its creation.
 */
export interface DemoFollowup {
  contactId: string;
  ownerId: string;
  title: string;
  scheduledFor: Date;
  completedAt: Date | null;
  createdAt: Date;
  /** The demo enrollment that scheduled it, if any. */
  enrollmentId: string | null;
}

/** Inserts a workspace's demo follow-ups in one statement. */
export function insertDemoFollowups(workspaceId: string, rows: readonly DemoFollowup[]): Statement {
  const p = new SqlParams();
  const workspace = p.add(workspaceId);
  const columns = [
    `${p.add(rows.map((r) => r.contactId))}::uuid[]`,
    `${p.add(rows.map((r) => r.ownerId))}::uuid[]`,
    `${p.add(rows.map((r) => r.title))}::text[]`,
    `${p.add(rows.map((r) => r.scheduledFor))}::timestamptz[]`,
    `${p.add(rows.map((r) => r.completedAt))}::timestamptz[]`,
    `${p.add(rows.map((r) => r.enrollmentId))}::uuid[]`,
    `${p.add(rows.map((r) => r.createdAt))}::timestamptz[]`,
  ];
  return statement(
    `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for,
              completed_at, completed_by, created_by, enrollment_id, created_at, updated_at)
       SELECT ${workspace}, true, x.contact_id, x.owner_id, x.title, x.due, x.completed_at,
              CASE WHEN x.completed_at IS NULL THEN NULL ELSE x.owner_id END, x.owner_id,
              x.enrollment_id, x.created_at, COALESCE(x.completed_at, x.created_at)
         FROM unnest(${columns.join(', ')})
              AS x(contact_id, owner_id, title, due, completed_at, enrollment_id, created_at)`,
    p.values,
  );
}

/** Removes every workspace's demo follow-ups. */
export function deleteDemoFollowups(): Statement {
  return statement(`DELETE FROM followups WHERE is_demo`);
}
