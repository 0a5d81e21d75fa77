import { type ChangingScope, contactWrite } from '../../database/change-context.js';
import { contactScope } from '../../database/visibility.js';
import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import {
  ACTIVITY_AT,
  CONTACT_COLUMNS,
  type ContactRow,
  editedValue,
  valueOf,
} from './contact-columns.js';
import type { ContactField } from './contact-fields.table.js';
import { type ContactChangeValues, CONTACT_FIELD, EDITABLE_FIELDS } from './contact-field-lists.js';
import { phoneKey } from './phone-key.js';

// The search and the default order are the contact query's (src/modules/contacts/query/).
export {
  CONTACT_SEARCH_TEXT,
  contactSearchCondition,
  contactSearchPattern,
  contactTagCondition,
} from './query/contact-conditions.queries.js';
export { CONTACT_ORDER } from './query/contact-query.queries.js';

// The contact routes.

/** One contact; no row when it is not in scope. */
export function contactById(scope: TenantScope, id: string): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}

/** A row when the contact is in scope, none otherwise. */
export function contactExists(scope: TenantScope, id: string): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM contacts c WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}

/** The fields an edit sets: undefined leaves a field as it is, null clears it. */
export type ContactChanges = ContactChangeValues;

/** A tenant scope that knows its workspace's `default_region`, which `phone_key` is computed in. */
export type PhoneScope = TenantScope & {
  readonly workspace: { readonly id: string; readonly default_region: string };
};

/**
 * Edits a contact's fields and its updated_at, and never last_activity_at (an edit is not
 * activity). Cleared, the tags become none and the value 0. A new phone rewrites its
 * `phone_key`, holding the workspace's settings: a caller that locks the contact first holds them
 * before it (`WorkspacesService.holdSettings`), as a settings change takes the workspace, then the
 * contacts it re-keys. No row when it is not in scope, nor when the default region the key was
 * computed in is no longer the workspace's.
 */
export function updateContact(
  scope: PhoneScope & ChangingScope,
  id: string,
  changes: ContactChanges,
): Statement<ContactRow> {
  const p = new SqlParams();
  const sets = EDITABLE_FIELDS.map((name) => CONTACT_FIELD[name] as ContactField)
    .filter((f) => valueOf(changes, f) !== undefined)
    .map((f) => `${f.column} = ${editedValue(p, f, valueOf(changes, f))}`);
  let keyed = '';
  if (changes.phone !== undefined) {
    // Computed in the region the request read: no row when a settings change moved the region
    // meanwhile (the share lock waits for that change, which re-keys every phone).
    const region = scope.workspace.default_region;
    sets.push(`phone_key = ${p.add(phoneKey(changes.phone, region))}::text`);
    keyed = `
            AND EXISTS (SELECT 1 FROM workspaces w WHERE w.id = ${p.add(scope.workspace.id)}
                           AND w.default_region = ${p.add(region)} FOR SHARE)`;
  }
  sets.push('updated_at = now()');
  return statement(
    `UPDATE contacts c SET ${sets.join(', ')}
          WHERE c.id = ${p.add(id)} AND ${contactWrite(p, scope, 'c')}${keyed}
          RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/** Who moved contacts to the trash, and the bulk operation that did, if one did. */
export interface Trashing {
  by: string | null;
  operationId?: string | null;
}

/**
 * Moves the contacts in scope to the trash (migration ContactTrash: `contacts` and the views of
 * what hangs from them no longer show them) and answers them as they were.
 */
export function trashContacts(
  scope: ChangingScope,
  ids: readonly string[],
  trashing: Trashing,
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c SET deleted_at = now(), deleted_by = ${p.add(trashing.by)}::uuid,
            deleted_by_operation = ${p.add(trashing.operationId ?? null)}::uuid
      WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactWrite(p, scope, 'c')}
      RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/**
 * One contact, its row locked until the transaction ends (an edit reads what it changes). Locked
 * as an update of its values takes it (`NO KEY`): the filling of a filter index, which holds off
 * the workspace's custom value writes, may then still take the contact's key share while the
 * edit waits for that lock in its statement, rather than each waiting on the other.
 */
export function contactForUpdate(scope: TenantScope, id: string): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}
        FOR NO KEY UPDATE`,
    p.values,
  );
}

/** A contact's stage, its row locked as `contactForUpdate` locks it; no row when not in scope. */
export function contactStageForUpdate(
  scope: TenantScope,
  id: string,
): Statement<{ stage: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT c.stage FROM contacts c WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}
        FOR NO KEY UPDATE`,
    p.values,
  );
}

/**
 * Puts a contact into a stage: a stage change is activity, so last_activity_at becomes now. A
 * reason given is set; without one, a contact put into the stage it is in keeps its reason.
 */
export function setContactStage(
  scope: ChangingScope,
  id: string,
  stage: string,
  lostReason: string | null = null,
): Statement<ContactRow> {
  const p = new SqlParams();
  const key = p.add(stage);
  const reason = p.add(lostReason);
  // closed_at follows the stage (the contact_closing trigger), which also drops a reason outside
  // a lost stage.
  return statement(
    `UPDATE contacts c SET stage = ${key},
            lost_reason = CASE WHEN ${reason}::text IS NOT NULL THEN ${reason}::text
                               WHEN c.stage = ${key}::text THEN c.lost_reason END,
            last_activity_at = ${ACTIVITY_AT}, updated_at = now()
          WHERE c.id = ${p.add(id)} AND ${contactWrite(p, scope, 'c')} RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/** Records a move of a contact between stages (`from` null: its entry into the pipeline). */
export function insertStageMove(
  scope: TenantScope,
  move: { contactId: string; from: string | null; to: string; movedBy: string | null },
): Statement {
  const p = new SqlParams();
  return statement(
    `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
       VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(move.contactId)},
               ${p.add(move.from)}, ${p.add(move.to)}, ${p.add(move.movedBy)})`,
    p.values,
  );
}

/** A contact's stage moves as timeline events (kind, id, at, seq, actor_id, data): a UNION part. */
export function stageMoveEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, 0::bigint AS seq,
        m.moved_by AS actor_id,
        jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
      FROM stage_moves m
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(contactId)}`;
}

/**
 * The activity rule as SQL, written once: the contact's last_activity_at becomes now. A
 * data-modifying statement that yields the contact's `id` and `owner_id`, and no row when the
 * contact is not in scope. A write that is itself activity (logging an interaction) puts it in a
 * `WITH` before its own INSERT, so the bump and the record are one statement, one round trip.
 */
export function activityBump(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `UPDATE contacts c SET last_activity_at = ${ACTIVITY_AT}
           WHERE c.id = ${p.add(contactId)} AND ${contactScope(p, scope, 'c')}
       RETURNING c.id, c.owner_id`;
}

/** The activity bump on its own (`activityBump`), for writes that take more than one statement. */
export function bumpActivity(
  scope: TenantScope,
  contactId: string,
): Statement<{ id: string; owner_id: string | null }> {
  const p = new SqlParams();
  return statement(activityBump(p, scope, contactId), p.values);
}

/** Snoozes a contact until `until` (null: wakes it) for `reason`; not activity. */
export function setContactSnooze(
  scope: ChangingScope,
  id: string,
  snooze: { until: Date | null; reason: string | null },
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c SET snoozed_until = ${p.add(snooze.until)}, snooze_reason = ${p.add(snooze.reason)},
            updated_at = now()
          WHERE c.id = ${p.add(id)} AND ${contactWrite(p, scope, 'c')} RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}
