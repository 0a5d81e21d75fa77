import { type ChangeOrigin, changeContext } from '../../database/change-context.js';
import { SqlParams } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import { routedOwnerCtes, routedOwnersCtes } from '../routing/routing.queries.js';
import { membersAmongSql } from '../workspaces/workspaces.queries.js';
import {
  CONTACT_COLUMNS,
  contactColumns,
  type ContactRow,
  fieldValue,
  valueOf,
} from './contact-columns.js';
import type { PresentedCustom } from './custom-values.js';
import type { ContactField } from './contact-fields.table.js';
import { type NewContactFields, STORED_FIELDS } from './contact-field-lists.js';
import { phoneKey } from './phone-key.js';

/** The fields clients write as they are: the insert's own columns, in their order. */
const OWN_FIELDS = STORED_FIELDS.filter((f) => f.own === true);

/** A contact to create, in its scope, by its creator: its own fields and where it goes. */
export type NewContact = NewContactFields & {
  workspaceId: string;
  demo: boolean;
  /** Who creates it, as its history records (change-context.ts). */
  origin: ChangeOrigin;
  /** The workspace's `default_region`, which `phone_key` is computed in. */
  region: string;
  creatorId: string;
  stage: string;
  /** Why the deal was lost, for a contact created in a lost stage (checked by the caller). */
  lost_reason?: string | null;
  /** The owner; `undefined` routes the contact (round robin, else its creator), `null` leaves it unassigned. */
  ownerId: string | null | undefined;
};

/**
 * Users a new contact names who must be members of its scope (`membersAmongSql`): its owner and
 * the values of its `user` custom fields.
 */
export type NamedMembers = { members?: readonly string[] };

/**
 * How the answer presents the new contact's custom values (`presentedCustomOf`): as the text
 * PostgreSQL keeps of them, sent as it is, as a page's are. Its event's record reads them as
 * stored.
 */
export type PresentedAnswer = { presented?: PresentedCustom };

/**
 * The statement that creates a contact: one statement, one round trip, one transaction. `placed`
 * holds the workspace's settings (FOR SHARE, as WorkspacesService.holdSettings does) and
 * checks the stage against them again, so a stage being removed meanwhile is either seen here or
 * waits for this contact; no row comes back when it was removed, nor when the default region the
 * phone's key was computed in changed meanwhile. Routing is only in the statement
 * when the contact is routed (a data-modifying CTE runs whether or not it is read), and takes a
 * turn only when the contact is created. The contact's entry into the pipeline is recorded as its
 * first stage move. With `members`, `placed` also holds only when each of them is a member, so
 * a contact naming another user takes no routing turn and no row comes back, as for a removed
 * stage: the check costs no statement of its own. With `recordCreated` (a data-modifying CTE
 * reading the rows it is named, as the outbox makes it), the statement also records the event of
 * the new row: still one statement, no transaction around it.
 */
export function insertContact(
  contact: NewContact & NamedMembers & PresentedAnswer,
  recordCreated?: (p: SqlParams, rows: string) => string,
): Statement<ContactRow> {
  const p = new SqlParams();
  const workspace = p.add(contact.workspaceId);
  const demo = p.add(contact.demo);
  const creator = p.add(contact.creatorId);
  const stage = p.add(contact.stage);
  const named = contact.members?.length ? `${p.add(contact.members)}::uuid[]` : undefined;
  const members = named
    ? `
            AND cardinality(${membersAmongSql(named, 'w.id', demo)}) = cardinality(${named})`
    : '';
  const routed = contact.ownerId === undefined;
  const scope = {
    workspace: { id: contact.workspaceId },
    demo: contact.demo,
    origin: contact.origin,
  };
  const storesCustom = Object.keys(contact.custom ?? {}).length > 0;
  const routing = routed ? `${routedOwnerCtes(p, scope, 'placed', storesCustom)}, ` : '';
  const owner = routed
    ? `COALESCE((SELECT owner_id FROM routed), ${creator}::uuid)`
    : `${p.add(contact.ownerId)}::uuid`;
  const text = `WITH placed AS (
         SELECT 1 FROM workspaces w
          WHERE w.id = ${workspace}
            AND w.stages @> jsonb_build_array(jsonb_build_object('key', ${stage}::text))${members}
            AND w.default_region = ${p.add(contact.region)}
            AND ${changeContext(p, scope, { routed })}
            FOR SHARE
       ), ${routing}c AS (
         INSERT INTO contacts (workspace_id, is_demo, ${OWN_FIELDS.map((f) => f.column).join(', ')},
                phone_key, stage, lost_reason, owner_id, last_activity_at)
         SELECT ${workspace}, ${demo}, ${OWN_FIELDS.map((f) => fieldValue(p, f, valueOf(contact, f))).join(', ')},
                ${p.add(phoneKey(contact.phone, contact.region))}, ${stage},
                ${p.add(contact.lost_reason ?? null)}::text, ${owner}, now()
           FROM placed
         RETURNING *
       ), entry AS (
         INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
         SELECT workspace_id, is_demo, id, NULL, stage, ${creator} FROM c
       )${
         recordCreated
           ? `, created AS (SELECT ${CONTACT_COLUMNS} FROM c
       ), event AS (${recordCreated(p, 'created')})`
           : ''
       }
       SELECT ${contactColumns(p, contact.presented)} FROM c`;
  return preparedStatement('an insert: one plan fits every value', text, p.values);
}

/** The SQL type of a field as `jsonb_to_recordset` reads a batch of new contacts: a list as JSON. */
function recordsetType(field: ContactField): string {
  return field.type === 'text[]' ? 'jsonb' : field.type;
}

/** A field of the batch's recordset `i` as its column takes it. */
function recordsetValue(field: ContactField): string {
  return field.type === 'text[]'
    ? `ARRAY(SELECT jsonb_array_elements_text(i.${field.name}))`
    : `i.${field.name}`;
}

/** A contact of a batch: its id chosen by the caller, so each row is known by it afterwards. */
export type NewBatchContact = Omit<
  NewContact,
  'workspaceId' | 'demo' | 'origin' | 'creatorId' | 'region'
> & {
  id: string;
};

/**
 * `insertContact` for many contacts in one statement, by the same rules: the workspace's
 * settings held and every stage checked against them (no row at all when one was removed),
 * one routing turn per routed contact in the batch's order (and none when nothing is created),
 * `last_activity_at` now, and each entry into the pipeline recorded as a first stage move. The
 * stage counters follow through the contacts table's triggers, as for one contact.
 */
export function insertContacts(batch: {
  workspaceId: string;
  demo: boolean;
  origin: ChangeOrigin;
  creatorId: string;
  /** The workspace's `default_region`, which each `phone_key` is computed in. */
  region: string;
  contacts: readonly NewBatchContact[];
}): Statement<ContactRow> {
  const p = new SqlParams();
  const workspace = p.add(batch.workspaceId);
  const demo = p.add(batch.demo);
  const creator = p.add(batch.creatorId);
  const stages = [...new Set(batch.contacts.map((c) => c.stage))].map((key) => ({ key }));
  let turns = 0;
  const input = batch.contacts.map((c, ord) => ({
    id: c.id,
    ord,
    ...Object.fromEntries(OWN_FIELDS.map((f) => [f.name, valueOf(c, f) ?? f.default ?? null])),
    phone_key: phoneKey(c.phone, batch.region),
    stage: c.stage,
    lost_reason: c.lost_reason ?? null,
    owner_id: c.ownerId ?? null,
    turn: c.ownerId === undefined ? ++turns : null,
  }));
  const scope = { workspace: { id: batch.workspaceId }, demo: batch.demo, origin: batch.origin };
  const routedIds = batch.contacts.filter((c) => c.ownerId === undefined).map((c) => c.id);
  const storesCustom = batch.contacts.some((c) => Object.keys(c.custom ?? {}).length > 0);
  const routing =
    turns > 0 ? `${routedOwnersCtes(p, scope, 'placed', p.add(turns), storesCustom)}, ` : '';
  const owner =
    turns > 0
      ? `CASE WHEN i.turn IS NULL THEN i.owner_id ELSE COALESCE(r.owner_id, ${creator}::uuid) END`
      : 'i.owner_id';
  // Joined, not looked up per row: a lookup would rerun the rotation's members for each contact.
  const routedJoin = turns > 0 ? 'LEFT JOIN routed r ON r.turn = i.turn' : '';
  const columns = OWN_FIELDS.map((f) => `${f.name} ${recordsetType(f)}`).join(', ');
  const values = OWN_FIELDS.map(recordsetValue).join(', ');
  const text = `WITH placed AS (
         SELECT 1 FROM workspaces w
          WHERE w.id = ${workspace} AND w.stages @> ${p.add(JSON.stringify(stages))}::jsonb
            AND ${changeContext(p, scope, { routed: routedIds })}
            FOR SHARE
       ), ${routing}input AS (
         SELECT * FROM jsonb_to_recordset(${p.add(JSON.stringify(input))}::jsonb)
                AS i(id uuid, ord int, ${columns}, phone_key text, stage text, lost_reason text, owner_id uuid, turn int)
       ), c AS (
         INSERT INTO contacts (id, workspace_id, is_demo, ${OWN_FIELDS.map((f) => f.column).join(', ')},
                phone_key, stage, lost_reason, owner_id, last_activity_at)
         SELECT i.id, ${workspace}, ${demo}, ${values}, i.phone_key, i.stage, i.lost_reason, ${owner}, now()
           FROM input i CROSS JOIN placed ${routedJoin}
          ORDER BY i.ord
         RETURNING *
       ), entry AS (
         INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
         SELECT workspace_id, is_demo, id, NULL, stage, ${creator} FROM c
       )
       SELECT ${CONTACT_COLUMNS} FROM c`;
  return statement(text, p.values);
}
