import { type ChangingScope, contactWrite } from '../../../database/change-context.js';
import { contactScope } from '../../../database/visibility.js';
import { SqlParams, type TenantScope } from '../../../database/sql.js';
import { type Statement, statement } from '../../../database/statement.js';
import {
  ACTIVITY_AT,
  CONTACT_COLUMNS,
  type ContactRow,
  editedValue,
} from '../../contacts/contact-columns.js';
import { CONTACT_FIELD } from '../../contacts/contact-field-lists.js';
import type { CustomValues } from '../../contacts/custom-values.js';

/*
 * Bulk actions: one statement per action over every listed contact, each doing what the single
 * route does to one contact. Not prepared: the plan depends on how many ids there are.
 */

/**
 * The listed contacts in scope, locked in id order (so two bulk actions cannot deadlock), as an
 * edit locks one (`contactForUpdate`: a filter index's filling may take their key share).
 */
export function lockContacts(scope: TenantScope, ids: readonly string[]): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactScope(p, scope, 'c')}
        ORDER BY c.id FOR NO KEY UPDATE`,
    p.values,
  );
}

/** A contact as a bulk move answers it, with the stage it left and the scope its move took. */
export type MovedContactRow = ContactRow & {
  from_stage: string;
  workspace_id: string;
  is_demo: boolean;
};

/**
 * Puts the contacts into `stage` as `POST /contacts/{id}/stage` does: last_activity_at becomes
 * now, and a move is recorded for each contact that was in another stage.
 */
export function moveContacts(
  scope: ChangingScope,
  ids: readonly string[],
  move: { stage: string; lostReason: string | null; movedBy: string },
): Statement<MovedContactRow> {
  const p = new SqlParams();
  const stage = p.add(move.stage);
  const reason = `${p.add(move.lostReason)}::text`;
  // closed_at follows the stage, and a reason outside a lost stage is dropped (contact_closing);
  // a contact put into its own stage again without a reason keeps its own, as the route does.
  return statement(
    `WITH moved AS (
         UPDATE contacts c SET stage = ${stage},
                lost_reason = CASE WHEN c.stage = ${stage} AND ${reason} IS NULL
                                   THEN c.lost_reason ELSE ${reason} END,
                last_activity_at = ${ACTIVITY_AT}, updated_at = now()
           FROM contacts old
          WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')} AND old.id = c.id
         RETURNING ${CONTACT_COLUMNS}, old.stage AS from_stage, c.workspace_id, c.is_demo
       ), recorded AS (
         INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
         SELECT workspace_id, is_demo, id, from_stage, stage, ${p.add(move.movedBy)}
           FROM moved WHERE from_stage <> stage
       )
       SELECT * FROM moved`,
    p.values,
  );
}

/** Gives the contacts an owner (or none), as PATCH does: not activity. */
export function assignContacts(
  scope: ChangingScope,
  ids: readonly string[],
  ownerId: string | null,
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c SET owner_id = ${p.add(ownerId)}, updated_at = now()
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
        RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/** Appends the tags a contact lacks, in the order given, as PATCH with the union would. */
export function addContactTags(
  scope: ChangingScope,
  ids: readonly string[],
  tags: readonly string[],
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c
        SET tags = c.tags || ARRAY(SELECT u.tag FROM unnest(${p.add(tags)}::text[]) WITH ORDINALITY AS u(tag, n)
                                    WHERE u.tag <> ALL(c.tags) ORDER BY u.n),
            updated_at = now()
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
        RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/** Removes the tags, keeping the order of the others. */
export function removeContactTags(
  scope: ChangingScope,
  ids: readonly string[],
  tags: readonly string[],
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c
        SET tags = ARRAY(SELECT u.tag FROM unnest(c.tags) WITH ORDINALITY AS u(tag, n)
                          WHERE u.tag <> ALL(${p.add(tags)}::text[]) ORDER BY u.n),
            updated_at = now()
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
        RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/**
 * Sets custom values as PATCH does, key by key (a null removing its key): not activity. The
 * values are the checked ones (ContactsService.checkCustom).
 */
export function setContactCustom(
  scope: ChangingScope,
  ids: readonly string[],
  custom: CustomValues,
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c SET custom = ${editedValue(p, CONTACT_FIELD.custom, custom)}, updated_at = now()
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
        RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}
