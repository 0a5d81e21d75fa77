import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement } from '../../database/statement.js';
import type { ContactRow } from './contact-presenter.js';
import { routedOwnerCtes } from '../routing/rotation.js';
import { CONTACT_COLUMNS } from './contact-columns.js';

export interface NewContact {
  workspaceId: string;
  demo: boolean;
  creatorId: string;
  stage: string;
  /** The owner; `undefined` routes the contact (round robin, else its creator), `null` leaves it unassigned. */
  ownerId: string | null | undefined;
  first_name: string;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  title?: string | null;
  value_cents?: number;
  tags?: string[];
}

/**
 * The statement that creates a contact: one statement, one round trip, one transaction. `placed`
 * holds the workspace's settings (FOR KEY SHARE, as WorkspacesService.holdSettings does) and
 * checks the stage against them again, so a stage being removed meanwhile is either seen here or
 * waits for this contact; no row comes back when it was removed. Routing is only in the statement
 * when the contact is routed (a data-modifying CTE runs whether or not it is read), and takes a
 * turn only when the contact is created. The contact's entry into the pipeline is recorded as its
 * first stage move. Answers CONTACT_COLUMNS.
 */
export function contactCreation(contact: NewContact): Statement<ContactRow> {
  const p = new SqlParams();
  const workspace = p.add(contact.workspaceId);
  const demo = p.add(contact.demo);
  const creator = p.add(contact.creatorId);
  const stage = p.add(contact.stage);
  const routed = contact.ownerId === undefined;
  const owner = routed
    ? `COALESCE((SELECT owner_id FROM routed), ${creator}::uuid)`
    : `${p.add(contact.ownerId)}::uuid`;
  const text = `WITH placed AS (
         SELECT 1 FROM workspaces w
          WHERE w.id = ${workspace}
            AND w.stages @> jsonb_build_array(jsonb_build_object('key', ${stage}::text))
            FOR KEY SHARE
       ), ${routed ? `${routedOwnerCtes(workspace, demo, 'placed')},` : ''} c AS (
         INSERT INTO contacts (workspace_id, is_demo, first_name, last_name, email, phone,
                company, title, stage, owner_id, value_cents, tags, last_activity_at)
         SELECT ${workspace}, ${demo}, ${p.add(contact.first_name)}, ${p.add(contact.last_name ?? null)},
                ${p.add(contact.email ?? null)}, ${p.add(contact.phone ?? null)},
                ${p.add(contact.company ?? null)}, ${p.add(contact.title ?? null)}, ${stage}, ${owner},
                ${p.add(contact.value_cents ?? 0)}, ${p.add(contact.tags ?? [])}::text[], now()
           FROM placed
         RETURNING *
       ), entry AS (
         INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
         SELECT workspace_id, is_demo, id, NULL, stage, ${creator} FROM c
       )
       SELECT ${CONTACT_COLUMNS} FROM c`;
  return preparedStatement('an insert: one plan fits every value', text, p.values);
}
