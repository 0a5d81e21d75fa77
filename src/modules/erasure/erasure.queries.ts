import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactScope } from '../../database/visibility.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { FILE_PART_BYTES } from '../imports/imports.rules.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import { ERASED, ERASED_ANSWER } from './erasure.rules.js';

/*
 * An erasure's statements: the contact, live or in the trash, goes for good (its own records go
 * by foreign key), and every copy of its data elsewhere is scrubbed. A record is a copy when it
 * is tied to the contact: it carries its id (or that of a contact merged into it), or its e-mail
 * or phone. Only a tied record (or the tied part of one: a history change, a merged contact, an
 * import's row) loses the contact's values, its names among them; a name alone ties nothing, so
 * another contact called "Lead" or a stage named so keeps its data. The test that erases a
 * contact then reads every text, JSON and array column of every table.
 */

/** A set of the contact's values as patterns (erasurePattern), in each form they are read in. */
export interface ErasurePatterns {
  /** In text. */
  text: string;
  /** As they appear inside JSON text. */
  json: string;
  /** In the bytes of a file, as `encode(bytes, 'escape')` shows them. */
  bytes: string;
}

/** What an erasure looks for in the copies. */
export interface Erasing {
  contactId: string;
  /** Its id and those of the contacts merged into it, which it stands for since. */
  contactIds: readonly string[];
  /** The bulk operations and imports that wrote to it. */
  operationIds: readonly string[];
  /** Its e-mail and phone: a record holding one is tied to it. Null when it has neither. */
  ties: ErasurePatterns | null;
  /** Those and its names: what a tied record loses. */
  values: ErasurePatterns | null;
}

/** The contact's identifying values, its row locked until the erasure commits. */
export interface ErasedContactRow {
  id: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string | null;
}

export function lockErasedContact(scope: TenantScope, id: string): Statement<ErasedContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id, c.email, c.phone, c.first_name, c.last_name FROM ${STORED_TABLES.contacts} c
      WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}
      FOR UPDATE`,
    p.values,
  );
}

/** The ids of the contacts merged into the contact (their merge records go with it). */
export function mergedIntoErased(scope: TenantScope, id: string): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT DISTINCT e.value->>'id' AS id
       FROM contact_merges m CROSS JOIN jsonb_array_elements(m.merged) AS e(value)
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(id)}
        AND e.value->>'id' IS NOT NULL`,
    p.values,
  );
}

/** The bulk operations and imports that wrote to the contact, as its history names them. */
export function operationsOnErased(
  scope: TenantScope,
  id: string,
): Statement<{ operation_id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT DISTINCT h.operation_id FROM contact_history h
      WHERE h.workspace_id = ${p.add(scope.workspace.id)} AND h.contact_id = ${p.add(id)}
        AND h.operation_id IS NOT NULL`,
    p.values,
  );
}

/** `column` (text) carries one of `ids`. */
function carries(p: SqlParams, column: string, ids: readonly string[]): string {
  return `EXISTS (SELECT 1 FROM unnest(${p.add(ids)}::text[]) AS x(id) WHERE strpos(${column}, x.id) > 0)`;
}

/** `column` (text, or JSON text when `json`) holds one of the contact's ties (e-mail, phone). */
function holdsTie(p: SqlParams, column: string, erasing: Erasing, json: boolean): string {
  if (erasing.ties === null) return 'false';
  return `${column} ~* ${p.add(json ? erasing.ties.json : erasing.ties.text)}`;
}

/** `column` (text, or JSON text when `json`) holds one of the contact's values, names included. */
function holdsValue(p: SqlParams, column: string, erasing: Erasing, json: boolean): string {
  if (erasing.values === null) return 'false';
  return `${column} ~* ${p.add(json ? erasing.values.json : erasing.values.text)}`;
}

/** `column` (text) with the contact's values replaced. */
function scrubbed(p: SqlParams, column: string, erasing: Erasing): string {
  return erasing.values === null
    ? column
    : `regexp_replace(${column}, ${p.add(erasing.values.text)}, ${p.add(ERASED)}, 'gi')`;
}

/**
 * `column` (jsonb) with the contact's values replaced in its strings, never in its keys or other
 * scalars (`erasure_scrub`, migration ErasureScrubJson): each string is matched as text.
 */
function scrubbedJson(p: SqlParams, column: string, erasing: Erasing): string {
  return erasing.values === null
    ? column
    : `erasure_scrub(${column}, ${p.add(erasing.values.text)}, ${p.add(ERASED)})`;
}

/**
 * Stored webhook events tied to the contact (undelivered ones included), or that carry a record
 * an erasure scrubbed of its values (`records`: bulk operations, saved views), keep their type
 * and time and lose their data; their deliveries lose what the receivers answered.
 */
export function scrubWebhookEvents(
  scope: TenantScope,
  erasing: Erasing,
  records: readonly string[],
): Statement {
  const p = new SqlParams();
  const payload = 'e.payload::text';
  return statement(
    `WITH redacted AS (
       UPDATE webhook_events e
          SET payload = jsonb_build_object('type', e.payload->'type',
                          'timestamp', e.payload->'timestamp', 'data', '{"erased": true}'::jsonb),
              presents = NULL
        WHERE e.workspace_id = ${p.add(scope.workspace.id)}
          AND (${carries(p, payload, [...erasing.contactIds, ...records])}
               OR ${holdsTie(p, payload, erasing, true)})
       RETURNING e.id
     )
     UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
       FROM redacted WHERE d.event_id = redacted.id`,
    p.values,
  );
}

/**
 * Stored idempotent answers tied to the contact, or that carry a record an erasure scrubbed of its
 * values (`records`), answer a replay with 410 instead.
 */
export function scrubIdempotentAnswers(
  scope: TenantScope,
  erasing: Erasing,
  records: readonly string[],
): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE idempotency_keys k
        SET status = ${p.add(ERASED_ANSWER.status)}, body = ${p.add(ERASED_ANSWER.body)},
            content_type = ${p.add(ERASED_ANSWER.contentType)}
      WHERE k.workspace_id = ${p.add(scope.workspace.id)} AND k.body IS NOT NULL
        AND (${carries(p, 'k.body', [...erasing.contactIds, ...records])}
             OR ${holdsTie(p, 'k.body', erasing, true)})`,
    p.values,
  );
}

/**
 * Bulk operations tied to the contact (that acted on it, as their ids or its history name it, or
 * whose filter, params or error hold its id, e-mail or phone): the contact leaves their ids, its values their filter, params and error.
 * Answers those that held one of its values, whose events and answers carry them too.
 */
export function scrubBulkOperations(
  scope: TenantScope,
  erasing: Erasing,
): Statement<{ id: string | null }> {
  const p = new SqlParams();
  const filter = 'b.filter::text';
  const params = 'b.params::text';
  const error = "coalesce(b.error, '')";
  const tied = [filter, params, error].map(
    (column) =>
      `${carries(p, column, erasing.contactIds)} OR ${holdsTie(p, column, erasing, column !== error)}`,
  );
  const held = [filter, params, error].map((column) =>
    holdsValue(p, column, erasing, column !== error),
  );
  return statement(
    `UPDATE bulk_operations b
        SET contact_ids = array_remove(b.contact_ids, ${p.add(erasing.contactId)}::uuid),
            filter = ${scrubbedJson(p, 'b.filter', erasing)},
            params = ${scrubbedJson(p, 'b.params', erasing)},
            error = ${scrubbed(p, 'b.error', erasing)}
       FROM (SELECT b.id, (${held.join(' OR ')}) AS held FROM bulk_operations b
              WHERE ${tenantScope(p, scope, 'b')}
                AND (b.id = ANY(${p.add(erasing.operationIds)}::uuid[])
                     OR b.contact_ids && ${p.add(erasing.contactIds)}::uuid[] OR ${tied.join(' OR ')})
            ) o
      WHERE b.id = o.id
      RETURNING CASE WHEN o.held THEN b.id END AS id`,
    p.values,
  );
}

/**
 * Imports: the row errors that hold the contact's e-mail or phone lose its values; so does the
 * import's error when it holds one.
 */
export function scrubImports(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  const error = "coalesce(i.error, '')";
  return statement(
    `UPDATE imports i
        SET errors = CASE WHEN jsonb_typeof(i.errors) = 'array' THEN (
                       SELECT coalesce(jsonb_agg(CASE WHEN ${holdsTie(p, 'e.value::text', erasing, true)}
                                                      THEN ${scrubbedJson(p, 'e.value', erasing)}
                                                      ELSE e.value END ORDER BY e.n), '[]')
                         FROM jsonb_array_elements(i.errors) WITH ORDINALITY AS e(value, n))
                     ELSE i.errors END,
            error = CASE WHEN ${holdsTie(p, error, erasing, false)}
                         THEN ${scrubbed(p, 'i.error', erasing)} ELSE i.error END
      WHERE ${tenantScope(p, scope, 'i')}
        AND (${holdsTie(p, 'i.errors::text', erasing, true)} OR ${holdsTie(p, error, erasing, false)})`,
    p.values,
  );
}

/**
 * The uploaded files still stored (those of imports not yet over, and uploads still arriving):
 * each line that holds the contact's e-mail or phone (`ties`) loses its values (`values`), both
 * patterns of the `bytes` form. Each file that has one is read whole as text (the escape encoding
 * of its bytes, which gives them back exactly whatever they are) and written again in as many
 * parts as it had, each of FILE_PART_BYTES but the last, which holds what is left (so an upload
 * still adding parts numbers its next one as before). A queued import then reads its rows without
 * them. The header line stays as it was: the import's mapping names its columns, so a contact
 * named like one ("Name", "Title") would otherwise take the column away from every row.
 */
export function scrubImportFiles(
  scope: TenantScope,
  patterns: { ties: string; values: string },
): Statement {
  const p = new SqlParams();
  const ties = p.add(patterns.ties);
  const size = p.add(FILE_PART_BYTES);
  return statement(
    `WITH files AS (
       SELECT p.file_id, count(*)::int AS parts,
              encode(string_agg(p.bytes, ''::bytea ORDER BY p.part), 'escape') AS text
         FROM import_file_parts p JOIN import_files f ON f.id = p.file_id
        WHERE f.workspace_id = ${p.add(scope.workspace.id)}
        GROUP BY p.file_id
     ), lines AS (
       -- The header ends at its first line break, whichever the file uses (LF, CRLF, lone CR).
       SELECT file_id, parts, text,
              coalesce(least(nullif(position(chr(13) IN text), 0),
                             nullif(position(chr(10) IN text), 0)), 0) AS eol
         FROM files
     ), scrubbed AS (
       SELECT l.file_id, l.parts,
              decode(left(l.text, l.eol) || (
                SELECT string_agg(CASE WHEN m.line[1] ~* ${ties}
                                       THEN regexp_replace(m.line[1], ${p.add(patterns.values)},
                                                           ${p.add(ERASED)}, 'gi')
                                       ELSE m.line[1] END, '' ORDER BY m.n)
                  -- Each line with its line break: longest first, so CRLF stays one.
                  FROM regexp_matches(substring(l.text FROM l.eol + 1),
                                      '[^\\r\\n]*(?:\\r\\n|\\r|\\n|$)', 'g')
                       WITH ORDINALITY AS m(line, n)
              ), 'escape') AS bytes
         FROM lines l WHERE l.eol > 0 AND substring(l.text FROM l.eol + 1) ~* ${ties}
     )
     UPDATE import_file_parts p
        SET bytes = CASE WHEN p.part < s.parts - 1
                         THEN substring(s.bytes FROM p.part * ${size} + 1 FOR ${size})
                         ELSE substring(s.bytes FROM p.part * ${size} + 1) END
       FROM scrubbed s WHERE p.file_id = s.file_id`,
    p.values,
  );
}

/**
 * Saved views tied to the contact (their name or filter holds its id, e-mail or phone): its
 * values leave their names and filters. Answers them: their events and answers carry the values.
 */
export function scrubSavedViews(scope: TenantScope, erasing: Erasing): Statement<{ id: string }> {
  const p = new SqlParams();
  const tied = (column: string, json: boolean) =>
    `${carries(p, column, erasing.contactIds)} OR ${holdsTie(p, column, erasing, json)}`;
  return statement(
    `UPDATE saved_views v
        SET name = ${scrubbed(p, 'v.name', erasing)},
            filter = ${scrubbedJson(p, 'v.filter', erasing)}
      WHERE v.workspace_id = ${p.add(scope.workspace.id)}
        AND (${tied('v.name', false)} OR ${tied('v.filter::text', true)})
      RETURNING v.id`,
    p.values,
  );
}

/**
 * The history of other contacts (the contact's own goes with it): each change of a field that
 * held the contact's e-mail or phone (a contact that once had its e-mail, a merge that brought
 * it) loses the contact's values; the entry's other changes stay as they were.
 */
export function scrubHistory(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE contact_history h
        SET changes = (
              SELECT jsonb_object_agg(c.key, CASE WHEN ${holdsTie(p, 'c.value::text', erasing, true)}
                                                  THEN ${scrubbedJson(p, 'c.value', erasing)}
                                                  ELSE c.value END)
                FROM jsonb_each(h.changes) AS c)
      WHERE h.workspace_id = ${p.add(scope.workspace.id)}
        AND h.contact_id <> ALL(${p.add(erasing.contactIds)}::uuid[])
        AND jsonb_typeof(h.changes) = 'object'
        AND ${holdsTie(p, 'h.changes::text', erasing, true)}`,
    p.values,
  );
}

/**
 * The merge records of other contacts (those into the contact go with it): each merged contact
 * they keep that was the contact or held its e-mail or phone loses the contact's values (its id
 * stays, for the timeline).
 */
export function scrubMerges(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  const ids = p.add(erasing.contactIds);
  const tied = (value: string) =>
    `(${value}->>'id' = ANY(${ids}::text[]) OR ${holdsTie(p, `${value}::text`, erasing, true)})`;
  return statement(
    `UPDATE contact_merges m
        SET merged = (
              SELECT coalesce(jsonb_agg(CASE WHEN ${tied('e.value')}
                                             THEN ${scrubbedJson(p, "(e.value - 'id')", erasing)}
                                                  || jsonb_build_object('id', e.value->'id')
                                             ELSE e.value END ORDER BY e.n), '[]')
                FROM jsonb_array_elements(m.merged) WITH ORDINALITY AS e(value, n))
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id <> ALL(${ids}::uuid[])
        AND jsonb_typeof(m.merged) = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(m.merged) AS t(value)
                     WHERE ${tied('t.value')})`,
    p.values,
  );
}

/** Deletes the contact for good, live or in the trash; its own records go by foreign key. */
export function deleteErasedContact(scope: TenantScope, id: string): Statement {
  const p = new SqlParams();
  return statement(
    `DELETE FROM ${STORED_TABLES.contacts} c WHERE c.id = ${p.add(id)} AND ${tenantScope(p, scope, 'c')}`,
    p.values,
  );
}

/** An erasure as the API shows it. */
export interface ErasureRow {
  id: string;
  contact_id: string;
  erased_at: string;
  erased_by: string | null;
}

const ERASURE_COLUMNS = `x.id, x.contact_id, ${isoUtc('x.erased_at')} AS erased_at, x.erased_by`;

export function insertErasure(
  scope: TenantScope,
  erasure: { contactId: string; erasedBy: string | null },
): Statement<ErasureRow> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO contact_erasures AS x (workspace_id, is_demo, contact_id, erased_by)
     VALUES (${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, ${p.add(erasure.contactId)},
             ${p.add(erasure.erasedBy)})
     RETURNING ${ERASURE_COLUMNS}`,
    p.values,
  );
}

/** The erasures, newest first. */
export const ERASURE_ORDER = timeKeyset('DESC', 'x.erased_at', 'x.id');

export function erasurePage(
  scope: TenantScope,
  filter: { after: readonly string[] | null; limit: number },
): Statement<Keyed<ErasureRow>> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 'x')];
  if (filter.after) where.push(ERASURE_ORDER.after(p, filter.after));
  return statement(
    `SELECT ${ERASURE_COLUMNS}, ${ERASURE_ORDER.select} FROM contact_erasures x
      WHERE ${where.join(' AND ')}
      ${ERASURE_ORDER.orderBy} ${ERASURE_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}
