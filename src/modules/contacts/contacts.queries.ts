import { likePattern, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import { routedOwnerCtes, routedOwnersCtes } from '../routing/routing.queries.js';
import { type NewWebhookEvent, recordRowEventCte } from '../webhooks/webhooks.queries.js';
import { CONTACT_COLUMNS, type ContactRow, type KeyedContactRow } from './contact-columns.js';
import { type ContactField } from './contact-fields.table.js';
import {
  type ContactChangeValues,
  EDITABLE_FIELDS,
  CONTACT_FIELD,
  type NewContactFields,
  STORED_FIELDS,
} from './contact-field-lists.js';
import { phoneKey } from './phone-key.js';

// The bulk operations' statements read contacts through these names.
export { CONTACT_COLUMNS, type ContactRow, type KeyedContactRow };

/** The fields clients write as they are: the insert's own columns, in their order. */
const OWN_FIELDS = STORED_FIELDS.filter((f) => f.own === true);

// Search (`?q=`).

/**
 * `search_text` of the contact aliased `c`: the searchable fields lower-cased, so "ada lovelace"
 * matches across first and last name (SEARCH_TEXT_EXPRESSION). PostgreSQL keeps it in a stored
 * generated column, which the `contacts_search_trgm` trigram index is built on after the
 * workspace id. The column's fine histogram lets the planner choose between the trigram index
 * (rare terms) and the newest-first list index (common terms).
 */
export const CONTACT_SEARCH_TEXT = 'c.search_text';

/**
 * The condition matching `CONTACT_SEARCH_TEXT` against the placeholder of `contactSearchPattern`.
 * The pattern is lower-cased by PostgreSQL, like the text, so both fold case the same way.
 */
export function contactSearchCondition(placeholder: string): string {
  return `${CONTACT_SEARCH_TEXT} LIKE lower(${placeholder})`;
}

/** LIKE pattern for a search term; wildcards in the term are matched literally. */
export function contactSearchPattern(term: string): string {
  return likePattern(term.trim());
}

// The contact routes.

/** The filters of `GET /contacts`, shared by the export and bulk actions. */
export interface ContactFilter {
  stage?: string;
  ownerId?: string;
  /** A search term that is not blank (`?q=`). */
  search?: string;
  /** Only dormant (`dormant`) or only active contacts, as of the dormancy `cutoff`. */
  dormancy?: { dormant: boolean; cutoff: Date };
  /** A tag the contact carries, exactly as stored (case kept), read along `contacts_tags_gin`. */
  tag?: string;
}

/** The condition that the contact aliased `c` carries the tag of the placeholder. */
export function contactTagCondition(placeholder: string): string {
  return `c.tags @> ARRAY[${placeholder}::text]`;
}

/** Whether any filter narrows the contacts (a narrowed read is planned for its own values). */
export function isFiltered(filter: ContactFilter): boolean {
  return (
    filter.stage !== undefined ||
    filter.ownerId !== undefined ||
    filter.search !== undefined ||
    filter.dormancy !== undefined ||
    filter.tag !== undefined
  );
}

/** The conditions of `filter` on the contacts aliased `c`, the tenant scope first. */
export function contactFilterConditions(
  p: SqlParams,
  scope: TenantScope,
  filter: ContactFilter,
): string[] {
  const where = [tenantScope(p, scope, 'c')];
  if (filter.stage !== undefined) where.push(`c.stage = ${p.add(filter.stage)}`);
  if (filter.ownerId !== undefined) where.push(`c.owner_id = ${p.add(filter.ownerId)}`);
  if (filter.search !== undefined)
    where.push(contactSearchCondition(p.add(contactSearchPattern(filter.search))));
  if (filter.dormancy !== undefined) {
    const cutoff = p.add(filter.dormancy.cutoff);
    where.push(
      filter.dormancy.dormant
        ? `c.last_activity_at <= ${cutoff}`
        : `c.last_activity_at > ${cutoff}`,
    );
  }
  if (filter.tag !== undefined) where.push(contactTagCondition(p.add(filter.tag)));
  return where;
}

/** The filters of `GET /contacts`, and the page. */
export interface ContactListFilter extends ContactFilter {
  /** The (created_at, id) the page starts after. */
  after: readonly string[] | null;
  limit: number;
}

/**
 * One page of contacts, newest first. Unfiltered, the page is read along the newest-first index
 * whatever the tenant, so its plan can be kept. A filter's selectivity differs from tenant to
 * tenant and value to value (a rare stage, a search term), so a filtered page is planned for its
 * own values.
 */
export function contactPage(
  scope: TenantScope,
  filter: ContactListFilter,
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = contactFilterConditions(p, scope, filter);
  if (filter.after)
    where.push(
      `(c.created_at, c.id) < (${p.add(filter.after[0])}::timestamptz, ${p.add(filter.after[1])}::uuid)`,
    );
  const text = `SELECT ${CONTACT_COLUMNS}, c.created_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${p.add(filter.limit + 1)}`;
  return isFiltered(filter)
    ? statement(text, p.values)
    : preparedStatement('the newest-first index whatever the tenant', text, p.values);
}

/** One page of dormant contacts (last activity at or before `cutoff`), longest inactive first. */
export function dormantContactPage(
  scope: TenantScope,
  page: {
    cutoff: Date;
    /** The (last_activity_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'c'), `c.last_activity_at <= ${p.add(page.cutoff)}`];
  if (page.after)
    where.push(
      `(c.last_activity_at, c.id) > (${p.add(page.after[0])}::timestamptz, ${p.add(page.after[1])}::uuid)`,
    );
  return preparedStatement(
    'the activity index from its oldest end whatever the tenant',
    `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at ASC, c.id ASC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
}

/** One contact; no row when it is not in scope. */
export function contactById(scope: TenantScope, id: string): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')}`,
    p.values,
  );
}

/** A row when the contact is in scope, none otherwise. */
export function contactExists(scope: TenantScope, id: string): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM contacts WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/** A contact to create, in its scope, by its creator: its own fields and where it goes. */
export type NewContact = NewContactFields & {
  workspaceId: string;
  demo: boolean;
  /** The workspace's `default_region`, which `phone_key` is computed in. */
  region: string;
  creatorId: string;
  stage: string;
  /** The owner; `undefined` routes the contact (round robin, else its creator), `null` leaves it unassigned. */
  ownerId: string | null | undefined;
};

/** A field's value of a new contact or an edit, by the field's name. */
function valueOf(values: object, field: ContactField): unknown {
  return (values as Record<string, unknown>)[field.name];
}

/** `$n` of a field's value, its default when the value is missing or cleared. */
function fieldValue(p: SqlParams, field: ContactField, value: unknown): string {
  const placeholder = p.add(value ?? field.default ?? null);
  return field.type === 'text[]' ? `${placeholder}::${field.type}` : placeholder;
}

/**
 * The statement that creates a contact: one statement, one round trip, one transaction. `placed`
 * holds the workspace's settings (FOR KEY SHARE, as WorkspacesService.holdSettings does) and
 * checks the stage against them again, so a stage being removed meanwhile is either seen here or
 * waits for this contact; no row comes back when it was removed. Routing is only in the statement
 * when the contact is routed (a data-modifying CTE runs whether or not it is read), and takes a
 * turn only when the contact is created. The contact's entry into the pipeline is recorded as its
 * first stage move. With `event`, the statement also records `contact.created` with the new row
 * (when an endpoint subscribes): still one statement, no transaction around it.
 */
export function insertContact(
  contact: NewContact,
  event: NewWebhookEvent | null = null,
): Statement<ContactRow> {
  const p = new SqlParams();
  const workspace = p.add(contact.workspaceId);
  const demo = p.add(contact.demo);
  const creator = p.add(contact.creatorId);
  const stage = p.add(contact.stage);
  const routed = contact.ownerId === undefined;
  const routing = routed
    ? `${routedOwnerCtes(p, { workspace: { id: contact.workspaceId }, demo: contact.demo }, 'placed')}, `
    : '';
  const owner = routed
    ? `COALESCE((SELECT owner_id FROM routed), ${creator}::uuid)`
    : `${p.add(contact.ownerId)}::uuid`;
  const text = `WITH placed AS (
         SELECT 1 FROM workspaces w
          WHERE w.id = ${workspace}
            AND w.stages @> jsonb_build_array(jsonb_build_object('key', ${stage}::text))
            FOR KEY SHARE
       ), ${routing}c AS (
         INSERT INTO contacts (workspace_id, is_demo, ${OWN_FIELDS.map((f) => f.column).join(', ')},
                phone_key, stage, owner_id, last_activity_at)
         SELECT ${workspace}, ${demo}, ${OWN_FIELDS.map((f) => fieldValue(p, f, valueOf(contact, f))).join(', ')},
                ${p.add(phoneKey(contact.phone, contact.region))}, ${stage}, ${owner}, now()
           FROM placed
         RETURNING *
       ), entry AS (
         INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
         SELECT workspace_id, is_demo, id, NULL, stage, ${creator} FROM c
       )${
         event
           ? `, created AS (SELECT ${CONTACT_COLUMNS} FROM c
       ), event AS (${recordRowEventCte(p, event, 'created', 'contact')})
       SELECT * FROM created`
           : `
       SELECT ${CONTACT_COLUMNS} FROM c`
       }`;
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
export type NewBatchContact = Omit<NewContact, 'workspaceId' | 'demo' | 'creatorId' | 'region'> & {
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
    owner_id: c.ownerId ?? null,
    turn: c.ownerId === undefined ? ++turns : null,
  }));
  const scope = { workspace: { id: batch.workspaceId }, demo: batch.demo };
  const routing = turns > 0 ? `${routedOwnersCtes(p, scope, 'placed', p.add(turns))}, ` : '';
  const owner =
    turns > 0
      ? `CASE WHEN i.turn IS NULL THEN i.owner_id ELSE COALESCE(r.owner_id, ${creator}::uuid) END`
      : 'i.owner_id';
  // Joined, not looked up per row: a lookup reran the rotation's members for each contact.
  const routedJoin = turns > 0 ? 'LEFT JOIN routed r ON r.turn = i.turn' : '';
  const columns = OWN_FIELDS.map((f) => `${f.name} ${recordsetType(f)}`).join(', ');
  const values = OWN_FIELDS.map(recordsetValue).join(', ');
  const text = `WITH placed AS (
         SELECT 1 FROM workspaces w
          WHERE w.id = ${workspace} AND w.stages @> ${p.add(JSON.stringify(stages))}::jsonb
            FOR KEY SHARE
       ), ${routing}input AS (
         SELECT * FROM jsonb_to_recordset(${p.add(JSON.stringify(input))}::jsonb)
                AS i(id uuid, ord int, ${columns}, phone_key text, stage text, owner_id uuid, turn int)
       ), c AS (
         INSERT INTO contacts (id, workspace_id, is_demo, ${OWN_FIELDS.map((f) => f.column).join(', ')},
                phone_key, stage, owner_id, last_activity_at)
         SELECT i.id, ${workspace}, ${demo}, ${values}, i.phone_key, i.stage, ${owner}, now()
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

/** The fields an edit sets: undefined leaves a field as it is, null clears it. */
export type ContactChanges = ContactChangeValues;

/** A tenant scope that knows its workspace's `default_region`, which `phone_key` is computed in. */
export type PhoneScope = TenantScope & {
  readonly workspace: { readonly id: string; readonly default_region: string };
};

/**
 * Edits a contact's fields and its updated_at, and never last_activity_at (an edit is not
 * activity). Cleared, the tags become none and the value 0. A new phone rewrites its
 * `phone_key`. No row when it is not in scope.
 */
export function updateContact(
  scope: PhoneScope,
  id: string,
  changes: ContactChanges,
): Statement<ContactRow> {
  const p = new SqlParams();
  const sets = EDITABLE_FIELDS.map((name) => CONTACT_FIELD[name] as ContactField)
    .filter((f) => valueOf(changes, f) !== undefined)
    .map((f) => `${f.column} = ${fieldValue(p, f, valueOf(changes, f))}`);
  if (changes.phone !== undefined) {
    // Computed in the region the request read; null when a settings change moved the region
    // meanwhile (the key share waits for that change, which re-keys every phone).
    const region = scope.workspace.default_region;
    sets.push(`phone_key = (SELECT ${p.add(phoneKey(changes.phone, region))}::text FROM workspaces w
        WHERE w.id = ${p.add(scope.workspace.id)} AND w.default_region = ${p.add(region)} FOR KEY SHARE)`);
  }
  sets.push('updated_at = now()');
  return statement(
    `UPDATE contacts c SET ${sets.join(', ')}
          WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')}
          RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/**
 * Serialises the upserts of one e-mail in a workspace until the transaction ends, so concurrent
 * upserts of a new e-mail create one contact. The key folds case as `contactsWithEmail` does. A
 * statement of its own, sent before the match: under READ COMMITTED a statement sees what was
 * committed when it started, so a match read by the statement that waited for the lock would
 * miss the contact the previous holder created.
 */
export function lockContactEmail(scope: TenantScope, email: string): Statement {
  const p = new SqlParams();
  return preparedStatement(
    'a lock: there is no plan to choose',
    `SELECT pg_advisory_xact_lock(${contactEmailLockKey(p.add(scope.workspace.id), p.add(email))})`,
    p.values,
  );
}

/** The advisory lock key of an e-mail in a workspace (SQL expressions in, a bigint out). */
function contactEmailLockKey(workspace: string, email: string): string {
  return `hashtextextended('contact-email:' || ${workspace}::text || ':' || lower(${email}::text), 0)`;
}

/**
 * `lockContactEmail` for many e-mails at once, taken in one order (folded, sorted), so two
 * batches sharing e-mails wait for each other rather than deadlock; a single upsert takes one
 * of the same locks.
 */
export function lockContactEmails(scope: TenantScope, emails: readonly string[]): Statement {
  const p = new SqlParams();
  const workspace = p.add(scope.workspace.id);
  return statement(
    `SELECT count(pg_advisory_xact_lock(${contactEmailLockKey(workspace, 's.email')}))
       FROM (SELECT DISTINCT lower(e) AS email FROM unnest(${p.add(emails)}::text[]) AS u(e)
              ORDER BY 1) s`,
    p.values,
  );
}

/**
 * The contacts in scope whose e-mail is one of `emails` whatever the case: one row per folded
 * e-mail that has any, with their ids in order. Read along `contacts_email_idx`.
 */
export function contactsWithEmails(
  scope: TenantScope,
  emails: readonly string[],
): Statement<{ email: string; ids: string[] }> {
  const p = new SqlParams();
  return statement(
    `SELECT lower(c.email) AS email, array_agg(c.id ORDER BY c.id)::text[] AS ids FROM contacts c
        WHERE ${tenantScope(p, scope, 'c')}
          AND lower(c.email) = ANY(SELECT lower(e) FROM unnest(${p.add(emails)}::text[]) AS u(e))
        GROUP BY lower(c.email)`,
    p.values,
  );
}

/**
 * The contacts in scope whose e-mail is `email` whatever the case, by id, at most `limit` of
 * them, each row carrying how many match in all. Read along `contacts_email_idx`.
 */
export function contactsWithEmail(
  scope: TenantScope,
  email: string,
  limit: number,
): Statement<{ id: string; matches: number }> {
  const p = new SqlParams();
  return preparedStatement(
    'the e-mail index, on all of its columns, whatever the values',
    `SELECT c.id, count(*) OVER ()::int AS matches FROM contacts c
        WHERE ${tenantScope(p, scope, 'c')} AND lower(c.email) = lower(${p.add(email)}::text)
        ORDER BY c.id LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/**
 * Deletes a contact (its records go with it, by foreign key) and answers it as it was; no row
 * when not in scope.
 */
export function deleteContact(scope: TenantScope, id: string): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `DELETE FROM contacts c WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')}
        RETURNING ${CONTACT_COLUMNS}`,
    p.values,
  );
}

/** One contact, its row locked until the transaction ends (an edit reads what it changes). */
export function contactForUpdate(scope: TenantScope, id: string): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')}
        FOR UPDATE`,
    p.values,
  );
}

/** A contact's stage, its row locked until the transaction ends; no row when not in scope. */
export function contactStageForUpdate(
  scope: TenantScope,
  id: string,
): Statement<{ stage: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT stage FROM contacts WHERE id = ${p.add(id)} AND ${tenantScope(p, scope)} FOR UPDATE`,
    p.values,
  );
}

/** Puts a contact into a stage: a stage change is activity, so last_activity_at becomes now. */
export function setContactStage(
  scope: TenantScope,
  id: string,
  stage: string,
): Statement<ContactRow> {
  const p = new SqlParams();
  return statement(
    `UPDATE contacts c SET stage = ${p.add(stage)}, last_activity_at = now(), updated_at = now()
          WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')} RETURNING ${CONTACT_COLUMNS}`,
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

/**
 * The activity rule as SQL, written once: the contact's last_activity_at becomes now. A
 * data-modifying statement that yields the contact's `id` and `owner_id`, and no row when the
 * contact is not in scope. A write that is itself activity (logging an interaction) puts it in a
 * `WITH` before its own INSERT, so the bump and the record are one statement, one round trip.
 */
export function activityBump(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `UPDATE contacts SET last_activity_at = now()
           WHERE id = ${p.add(contactId)} AND ${tenantScope(p, scope)}
       RETURNING id, owner_id`;
}

/** The activity bump on its own (`activityBump`), for writes that take more than one statement. */
export function bumpActivity(
  scope: TenantScope,
  contactId: string,
): Statement<{ id: string; owner_id: string | null }> {
  const p = new SqlParams();
  return statement(activityBump(p, scope, contactId), p.values);
}

// The reads other features build on (ContactReadsService, the timeline).

/** A contact's stage moves as timeline events (kind, id, at, actor_id, data): a UNION part. */
export function stageMoveEvents(p: SqlParams, scope: TenantScope, contactId: string): string {
  return `SELECT 'stage_move'::text AS kind, m.id, m.moved_at AS at, m.moved_by AS actor_id,
        jsonb_build_object('from_stage', m.from_stage, 'to_stage', m.to_stage) AS data
      FROM stage_moves m
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(contactId)}`;
}

/** What a list of other records shows of their contact. */
export interface ContactSummary {
  id: string;
  first_name: string;
  last_name: string | null;
  company: string | null;
}

/**
 * Names of many contacts in one statement. Not prepared: a generic plan, blind to the array's
 * length and the tenant's size, reads the workspace's whole newest-first index instead of the
 * primary key.
 */
export function contactSummaries(
  scope: TenantScope,
  ids: readonly string[],
): Statement<ContactSummary> {
  const p = new SqlParams();
  return statement(
    `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY(${p.add([...new Set(ids)])}::uuid[]) AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/**
 * The board's first cards: of each of `stages`, in that order, the `perStage + 1` most recently
 * active contacts (of one owner, with `ownerId`), one index scan per stage through LATERAL. Of
 * every owner the scans follow the stage index whatever the tenant; one owner's share of a stage
 * differs from tenant to tenant, so that read is planned for its values.
 */
export function boardCards(
  scope: TenantScope,
  board: { stages: readonly string[]; perStage: number; ownerId?: string },
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'c')];
  if (board.ownerId !== undefined) where.push(`c.owner_id = ${p.add(board.ownerId)}`);
  const text = `SELECT col.* FROM unnest(${p.add(board.stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(board.perStage + 1)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`;
  return board.ownerId === undefined
    ? preparedStatement('each column read along the stage index', text, p.values)
    : statement(text, p.values);
}

/**
 * One board column past its first cards: most recently active first, keyset-paginated; prepared
 * unless filtered by owner, as `boardCards`.
 */
export function stageContactPage(
  scope: TenantScope,
  column: {
    stage: string;
    ownerId?: string;
    /** The (last_activity_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'c'), `c.stage = ${p.add(column.stage)}`];
  if (column.ownerId !== undefined) where.push(`c.owner_id = ${p.add(column.ownerId)}`);
  if (column.after)
    where.push(
      `(c.last_activity_at, c.id) < (${p.add(column.after[0])}::timestamptz, ${p.add(column.after[1])}::uuid)`,
    );
  const text = `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(column.limit + 1)}`;
  return column.ownerId === undefined
    ? preparedStatement('the stage index whatever the tenant', text, p.values)
    : statement(text, p.values);
}

/** A stage's number of contacts and their total value (bigint, as text). */
export interface StageTotalRow {
  stage: string;
  count: number;
  value: string;
}

/**
 * Per stage key, the number and total value of the contacts in scope (of one owner, with
 * `ownerId`), read from the counters the contacts table's triggers keep (migration
 * ContactStageTotals): a few rows per stage and owner instead of one index entry per contact.
 */
export function stageTotals(scope: TenantScope, ownerId?: string): Statement<StageTotalRow> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 't')];
  if (ownerId !== undefined) where.push(`t.owner_id = ${p.add(ownerId)}`);
  return preparedStatement(
    'a few counter rows read by their key',
    `SELECT t.stage, sum(t.contacts)::int AS count, sum(t.value_cents)::text AS value
         FROM contact_stage_totals t WHERE ${where.join(' AND ')}
        GROUP BY t.stage`,
    p.values,
  );
}

/**
 * Per target stage, how many distinct contacts moved into it in [from, to) (entries into the
 * pipeline included, `from_stage` null): the pipeline report's `entered`. Stages nobody entered
 * are absent.
 *
 * The (stage, contact) pairs are made distinct first and then counted: both steps hash, where
 * `count(DISTINCT contact_id) ... GROUP BY to_stage` sorts every move of the period. The columns
 * it reads are all in stage_moves_report_idx, so the moves come from an index-only scan
 * (migration CoveringReportIndex).
 */
export function stageEntries(
  scope: TenantScope,
  range: { from: Date; to: Date },
): Statement<{ stage: string; contacts: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT entries.stage, count(*)::int AS contacts
     FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
             FROM stage_moves m
            WHERE ${tenantScope(p, scope, 'm')} AND m.moved_at >= ${p.add(range.from)} AND m.moved_at < ${p.add(range.to)}
          ) AS entries
    GROUP BY entries.stage`,
    p.values,
  );
}

/** How many contacts in scope sit in each of the stages `keys`; stages without any are absent. */
export function contactCountsByStage(
  scope: TenantScope,
  keys: readonly string[],
): Statement<{ stage: string; n: number }> {
  const p = new SqlParams();
  return statement(
    `SELECT stage, count(*)::int AS n FROM contacts
        WHERE ${tenantScope(p, scope)} AND stage = ANY(${p.add(keys)}::text[]) GROUP BY stage`,
    p.values,
  );
}

// Demo data.

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
