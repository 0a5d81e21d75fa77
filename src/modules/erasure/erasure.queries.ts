import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactScope } from '../../database/visibility.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { FILE_PART_BYTES } from '../imports/imports.rules.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import { ERASED, ERASED_ANSWER } from './erasure.rules.js';

/*
 * An erasure's statements: the contact, live or in the trash, goes for good (its own records go
 * by foreign key), and every copy of its data elsewhere is scrubbed. Each scrub reads the
 * workspace's rows of one store for the contact's id and its identifying values (`Erasing`); the
 * test that erases a contact then reads every text, JSON and array column of every table.
 */

/** What an erasure looks for in the copies: the contact's id, and patterns of its values. */
export interface Erasing {
  contactId: string;
  /** Its e-mail, phone and names as whole words, in text (erasurePattern). */
  text: string | null;
  /** The same as they appear inside JSON text. */
  json: string | null;
  /** The same in the bytes of a file, as `encode(bytes, 'escape')` shows them. */
  bytes: string | null;
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

/** `column` (text) matches the contact's id or values. */
function mentions(p: SqlParams, column: string, erasing: Erasing, json: boolean): string {
  const pattern = json ? erasing.json : erasing.text;
  const id = `strpos(${column}, ${p.add(erasing.contactId)}) > 0`;
  return pattern === null ? id : `(${id} OR ${column} ~* ${p.add(pattern)})`;
}

/** `column` (text) with the contact's values replaced. */
function scrubbed(p: SqlParams, column: string, erasing: Erasing): string {
  return erasing.text === null
    ? column
    : `regexp_replace(${column}, ${p.add(erasing.text)}, ${p.add(ERASED)}, 'gi')`;
}

/**
 * `column` (jsonb) with the contact's values replaced in its strings, never in its keys or other
 * scalars (`erasure_scrub`, migration ErasureScrubJson): each string is matched as text.
 */
function scrubbedJson(p: SqlParams, column: string, erasing: Erasing): string {
  return erasing.text === null
    ? column
    : `erasure_scrub(${column}, ${p.add(erasing.text)}, ${p.add(ERASED)})`;
}

/**
 * Stored webhook events that carry the contact (undelivered ones included) keep their type and
 * time and lose their data; their deliveries lose what the receivers answered.
 */
export function scrubWebhookEvents(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `WITH redacted AS (
       UPDATE webhook_events e
          SET payload = jsonb_build_object('type', e.payload->'type',
                          'timestamp', e.payload->'timestamp', 'data', '{"erased": true}'::jsonb),
              presents = NULL
        WHERE e.workspace_id = ${p.add(scope.workspace.id)}
          AND ${mentions(p, 'e.payload::text', erasing, true)}
       RETURNING e.id
     )
     UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
       FROM redacted WHERE d.event_id = redacted.id`,
    p.values,
  );
}

/** Stored idempotent answers that carry the contact answer a replay with 410 instead. */
export function scrubIdempotentAnswers(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE idempotency_keys k
        SET status = ${p.add(ERASED_ANSWER.status)}, body = ${p.add(ERASED_ANSWER.body)},
            content_type = ${p.add(ERASED_ANSWER.contentType)}
      WHERE k.workspace_id = ${p.add(scope.workspace.id)} AND k.body IS NOT NULL
        AND ${mentions(p, 'k.body', erasing, true)}`,
    p.values,
  );
}

/** Bulk operations: the contact leaves their ids, its values their filter, params and error. */
export function scrubBulkOperations(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  const id = p.add(erasing.contactId);
  return statement(
    `UPDATE bulk_operations b
        SET contact_ids = array_remove(b.contact_ids, ${id}::uuid),
            filter = ${scrubbedJson(p, 'b.filter', erasing)},
            params = ${scrubbedJson(p, 'b.params', erasing)},
            error = ${scrubbed(p, 'b.error', erasing)}
      WHERE ${tenantScope(p, scope, 'b')}
        AND (b.contact_ids @> ARRAY[${id}::uuid]
             OR ${mentions(p, 'b.filter::text', erasing, true)}
             OR ${mentions(p, 'b.params::text', erasing, true)}
             OR ${mentions(p, "coalesce(b.error, '')", erasing, false)})`,
    p.values,
  );
}

/** Imports: the contact's values leave their row errors and error. */
export function scrubImports(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE imports i
        SET errors = ${scrubbedJson(p, 'i.errors', erasing)},
            error = ${scrubbed(p, 'i.error', erasing)}
      WHERE ${tenantScope(p, scope, 'i')}
        AND (${mentions(p, 'i.errors::text', erasing, true)}
             OR ${mentions(p, "coalesce(i.error, '')", erasing, false)})`,
    p.values,
  );
}

/**
 * The uploaded files still stored (those of imports not yet over, and uploads still arriving):
 * the contact's values (`bytes`, the pattern of `Erasing.bytes`) leave the files that hold them,
 * each read whole as text (the escape encoding of its bytes, which gives them back exactly
 * whatever they are) and written again in as many parts as it had, each of FILE_PART_BYTES but
 * the last, which holds what is left (so an upload still adding parts numbers its next one as
 * before). A queued import then reads its rows without them. The header line stays as it was:
 * the import's mapping names its columns, so a contact named like one ("Name", "Title") would
 * otherwise take the column away from every row.
 */
export function scrubImportFiles(scope: TenantScope, bytes: string): Statement {
  const p = new SqlParams();
  const pattern = p.add(bytes);
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
       SELECT file_id, parts,
              decode(left(text, eol) || regexp_replace(substring(text FROM eol + 1), ${pattern},
                                                       ${p.add(ERASED)}, 'gi'), 'escape') AS bytes
         FROM lines WHERE eol > 0 AND substring(text FROM eol + 1) ~* ${pattern}
     )
     UPDATE import_file_parts p
        SET bytes = CASE WHEN p.part < s.parts - 1
                         THEN substring(s.bytes FROM p.part * ${size} + 1 FOR ${size})
                         ELSE substring(s.bytes FROM p.part * ${size} + 1) END
       FROM scrubbed s WHERE p.file_id = s.file_id`,
    p.values,
  );
}

/** Saved views: the contact's values leave their names and filters. */
export function scrubSavedViews(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE saved_views v
        SET name = ${scrubbed(p, 'v.name', erasing)},
            filter = ${scrubbedJson(p, 'v.filter', erasing)}
      WHERE v.workspace_id = ${p.add(scope.workspace.id)}
        AND (${mentions(p, 'v.name', erasing, false)}
             OR ${mentions(p, 'v.filter::text', erasing, true)})`,
    p.values,
  );
}

/**
 * The history of other contacts (the contact's own goes with it): the contact's values leave the
 * changes that held them.
 */
export function scrubHistory(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE contact_history h
        SET changes = ${scrubbedJson(p, 'h.changes', erasing)}
      WHERE h.workspace_id = ${p.add(scope.workspace.id)}
        AND h.contact_id <> ${p.add(erasing.contactId)}
        AND ${mentions(p, 'h.changes::text', erasing, true)}`,
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
