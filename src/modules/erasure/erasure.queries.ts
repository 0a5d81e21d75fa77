// Over 400 lines as one file: every copy of a contact that an erasure scrubs is one statement here,
// all tied the same way (erasure.rules.ts), so a new copy is added beside the others.
import { type ChangingScope, changeContext } from '../../database/change-context.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { contactScope } from '../../database/visibility.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { FILE_PART_BYTES } from '../imports/imports.rules.js';
import { STORED_TABLES } from '../trash/trash-tables.js';
import { CONTACT_COLUMNS, type ContactRow } from '../contacts/contact-columns.js';
import { FOLLOWUP_COLUMNS, type FollowupRow } from '../followups/followups.queries.js';
import { INTERACTION_COLUMNS, type InteractionRow } from '../interactions/interactions.queries.js';
import {
  ERASED,
  ERASED_ANSWER,
  type ErasurePatterns,
  type ErasureTies,
  type WholeValueKeys,
} from './erasure.rules.js';
import { idempotencyKeyDigestSql } from '../../database/idempotency.queries.js';

/*
 * An erasure's statements: the contact, live or in the trash, goes for good (its own records go
 * by foreign key), and every copy of its data elsewhere is scrubbed. A record is a copy when it
 * is tied to the contact: it carries its id (or that of a contact merged into it), or its e-mail
 * or phone, now or as its history shows it before (erasureTies: an e-mail as a whole address, a
 * phone as a whole value of a phone field, or as a whole number). Only a tied record (or the tied
 * part of one: a history change, a merged contact, an import's row) loses the contact's values,
 * its names among them; a name alone ties nothing, and neither does a phone that is no number
 * outside a phone field, so another contact called "Lead", a stage named so or a title "TBD"
 * keeps its data. The test that erases a contact then reads every text, JSON and array column
 * of every table.
 */

/** What an erasure looks for in the copies. */
export interface Erasing {
  contactId: string;
  /** Its id and those of the contacts merged into it, which it stands for since. */
  contactIds: readonly string[];
  /** The bulk operations and imports that wrote to it. */
  operationIds: readonly string[];
  /** Its e-mails and phones: a record holding one is tied to it. Null when it has neither. */
  ties: ErasureTies | null;
  /** Those and its names: what a tied record loses. */
  values: ErasurePatterns | null;
  /** Other contacts' custom values that go whole rather than lose a part (`wholeValueKeys`). */
  wholeValueKeys: WholeValueKeys;
}

/** The contact's identifying values (`erasedContact`). */
export interface ErasedContactRow {
  id: string;
  email: string | null;
  phone: string | null;
  phone_key: string | null;
  first_name: string;
  last_name: string | null;
  custom: Record<string, unknown> | null;
}

/**
 * The contact to erase, live or in the trash, if the scope sees it: read once to know what to
 * lock (`lockErasure`), and again under the locks.
 */
export function erasedContact(scope: TenantScope, id: string): Statement<ErasedContactRow> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id, c.email, c.phone, c.phone_key, c.first_name, c.last_name, c.custom
       FROM ${STORED_TABLES.contacts} c
      WHERE c.id = ${p.add(id)} AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}

/**
 * The contacts merged into the contact (their merge records go with it): their ids, and the
 * e-mails, phones and names the records kept of them, which are the person's too.
 */
export function mergedIntoErased(scope: TenantScope, id: string): Statement<MergedIntoErased> {
  const p = new SqlParams();
  const text = (key: string) => `CASE WHEN jsonb_typeof(e.value->'${key}') = 'string'
                                     THEN e.value->>'${key}' END AS ${key}`;
  return statement(
    `SELECT DISTINCT e.value->>'id' AS id, ${['email', 'phone', 'first_name', 'last_name'].map(text).join(', ')}
       FROM contact_merges m CROSS JOIN jsonb_array_elements(m.merged) AS e(value)
      WHERE ${tenantScope(p, scope, 'm')} AND m.contact_id = ${p.add(id)}
        AND e.value->>'id' IS NOT NULL`,
    p.values,
  );
}

/** A contact merged into the erased one, as its merge record kept it (the same person). */
export interface MergedIntoErased {
  id: string;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
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

/**
 * The e-mails and phones the contact had, as its own history records them (each change's `from`
 * and `to` of one of `fields`, `email`, `phone` and its custom fields of those types): a copy
 * made before it changed them holds those.
 */
export function earlierTiesOfErased(
  scope: TenantScope,
  id: string,
  fields: readonly string[],
): Statement<{ field: string; value: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT DISTINCT c.key AS field, v.value
       FROM contact_history h
            CROSS JOIN jsonb_each(CASE WHEN jsonb_typeof(h.changes) = 'object'
                                       THEN h.changes ELSE '{}' END) AS c
            CROSS JOIN LATERAL (VALUES (c.value->>'from'), (c.value->>'to')) AS v(value)
      WHERE h.workspace_id = ${p.add(scope.workspace.id)} AND h.contact_id = ${p.add(id)}
        AND c.key = ANY(${p.add(fields)}::text[]) AND v.value IS NOT NULL`,
    p.values,
  );
}

/** `column` (text) carries one of `ids`. */
function carries(p: SqlParams, column: string, ids: readonly string[]): string {
  return `EXISTS (SELECT 1 FROM unnest(${p.add(ids)}::text[]) AS x(id) WHERE strpos(${column}, x.id) > 0)`;
}

/**
 * A JSON document holds one of the contact's ties, in a string or a phone field: `text` is its
 * JSON text, read first (one pattern over the text is quicker than the path over the document),
 * and `document` the same as jsonb.
 */
function jsonHoldsTie(p: SqlParams, text: string, document: string, erasing: Erasing): string {
  if (erasing.ties === null) return 'false';
  return `CASE WHEN ${text} ~* ${p.add(erasing.ties.json)}
               THEN ${document} @? ${p.add(erasing.ties.path)}::jsonpath ELSE false END`;
}

/** `document` (jsonb) holds one of the contact's ties. */
function documentHoldsTie(p: SqlParams, document: string, erasing: Erasing): string {
  return jsonHoldsTie(p, `${document}::text`, document, erasing);
}

/** `column` (free text) holds the contact's e-mail or number. */
function textHoldsTie(p: SqlParams, column: string, erasing: Erasing): string {
  if (erasing.ties === null || erasing.ties.text === null) return 'false';
  return `${column} ~* ${p.add(erasing.ties.text)}`;
}

/**
 * A stored answer (`k.body`) holds one of the contact's ties: as a document when it is JSON, as
 * text otherwise, and when its JSON escapes what jsonb refuses (a NUL, a lone surrogate).
 */
function answerHoldsTie(p: SqlParams, erasing: Erasing): string {
  return `CASE WHEN k.content_type LIKE '%json%' AND k.body !~* '\\\\u(0000|d[89a-f])'
               THEN ${jsonHoldsTie(p, 'k.body', 'k.body::jsonb', erasing)}
               ELSE ${textHoldsTie(p, 'k.body', erasing)} END`;
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
 * Contacts' `custom` values with the contact's values replaced, as `scrubbedJson` does, except
 * those of `erasing.wholeValueKeys`: one tied to the person is removed, as "[erased]" would leave
 * it of no type (an e-mail that is one of its e-mails, a phone that is one of its numbers, a URL
 * that holds either), and one that is not stays whole (a name alone ties nothing).
 */
function scrubbedCustom(p: SqlParams, column: string, erasing: Erasing): string {
  if (erasing.values === null) return column;
  const keys = erasing.wholeValueKeys;
  const whole = `e.key = ANY(${p.add([...keys.email, ...keys.phone, ...keys.url])}::text[])`;
  const text = `(e.value #>> '{}')`;
  const tied = [
    `e.key = ANY(${p.add(keys.email)}::text[]) AND lower(${text}) = ANY(${p.add(erasing.ties?.emails ?? [])}::text[])`,
    erasing.ties?.wholeNumber
      ? `e.key = ANY(${p.add(keys.phone)}::text[]) AND ${text} ~* ${p.add(erasing.ties.wholeNumber)}`
      : 'false',
    `e.key = ANY(${p.add(keys.url)}::text[]) AND ${documentHoldsTie(p, 'e.value', erasing)}`,
  ];
  return `(SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN ${whole} THEN e.value
                                                        ELSE ${scrubbedJson(p, 'e.value', erasing)} END), '{}')
             FROM jsonb_each(${column}) AS e
            WHERE NOT (${tied.map((t) => `(${t})`).join(' OR ')}))`;
}

/**
 * Stored webhook events tied to the contact (undelivered ones included), or that carry a record
 * an erasure scrubbed of its values (`records`: bulk operations, saved views), keep their type,
 * time and number and lose the rest of their data: `data` is `{ erased, sequence }`, the number
 * taken when the event was dispatched (still null before, set as it is dispatched), so receivers
 * still see the sequence without a gap. Their deliveries lose what the receivers answered.
 *
 * It holds the workspace's event counter first (`numbering`, the lock the relay's dispatch
 * numbers events under, the row made when there is none) until the erasure commits: a dispatch
 * that read an undispatched event before the redaction numbered it after, writing back the row
 * it had presented (its statement failed on the null `presents`), and the two took events in
 * opposite orders (a deadlock).
 */
export function scrubWebhookEvents(
  scope: TenantScope,
  erasing: Erasing,
  records: readonly string[],
): Statement {
  const p = new SqlParams();
  const workspace = p.add(scope.workspace.id);
  return statement(
    `WITH numbering AS (
       INSERT INTO webhook_sequences AS s (workspace_id, last_seq) VALUES (${workspace}, 0)
       ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq
       RETURNING 1
     ), redacted AS (
       UPDATE webhook_events e
          SET payload = jsonb_build_object('type', e.payload->'type',
                          'timestamp', e.payload->'timestamp',
                          'data', jsonb_build_object('erased', true, 'sequence', e.seq)),
              presents = NULL
        WHERE e.workspace_id = ${workspace} AND EXISTS (SELECT 1 FROM numbering)
          AND (${carries(p, 'e.payload::text', [...erasing.contactIds, ...records])}
               OR ${documentHoldsTie(p, 'e.payload', erasing)})
       RETURNING e.id
     )
     UPDATE webhook_deliveries d SET response_body = NULL, error = NULL
       FROM redacted WHERE d.event_id = redacted.id`,
    p.values,
  );
}

/**
 * Stored idempotent answers tied to the contact, or that carry a record an erasure scrubbed of its
 * values (`records`), or stored under a key that holds its e-mail or number, answer a replay with
 * 410 instead; such a key is kept as its digest (`idempotencyKeyDigest`), which a replay's lookup
 * tries too.
 */
export function scrubIdempotentAnswers(
  scope: TenantScope,
  erasing: Erasing,
  records: readonly string[],
): Statement {
  const p = new SqlParams();
  const keyTied = textHoldsTie(p, 'k.key', erasing);
  return statement(
    `UPDATE idempotency_keys k
        SET status = ${p.add(ERASED_ANSWER.status)}, body = ${p.add(ERASED_ANSWER.body)},
            content_type = ${p.add(ERASED_ANSWER.contentType)},
            key = CASE WHEN ${keyTied} THEN ${idempotencyKeyDigestSql('k.key')} ELSE k.key END
      WHERE k.workspace_id = ${p.add(scope.workspace.id)}
        AND (${keyTied}
             OR k.body IS NOT NULL AND (${carries(p, 'k.body', [...erasing.contactIds, ...records])}
                                        OR ${answerHoldsTie(p, erasing)}))`,
    p.values,
  );
}

/**
 * Bulk operations tied to the contact (that acted on it, as their ids or its history name it, or
 * whose filter, params or error hold its id, e-mail or phone): the contact's id leaves their ids
 * (a hole in its place), its values their filter, params and error. Answers those that held one of its values, whose events
 * and answers carry them too.
 */
export function scrubBulkOperations(
  scope: TenantScope,
  erasing: Erasing,
): Statement<{ id: string | null }> {
  const p = new SqlParams();
  const filter = 'b.filter::text';
  const params = 'b.params::text';
  const error = "coalesce(b.error, '')";
  const tied = [
    `${carries(p, filter, erasing.contactIds)} OR ${documentHoldsTie(p, 'b.filter', erasing)}`,
    `${carries(p, params, erasing.contactIds)} OR ${documentHoldsTie(p, 'b.params', erasing)}`,
    `${carries(p, error, erasing.contactIds)} OR ${textHoldsTie(p, error, erasing)}`,
  ];
  const held = [filter, params, error].map((column) =>
    holdsValue(p, column, erasing, column !== error),
  );
  return statement(
    `UPDATE bulk_operations b
        -- A running operation reads its set by place from its checkpoint: the id leaves a
        -- hole, not a shift, so no later contact moves back behind the count (its batch then
        -- counts the hole as skipped, as a contact gone since the start).
        SET contact_ids = array_replace(b.contact_ids, ${p.add(erasing.contactId)}::uuid, NULL),
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
 * Imports: the row errors that hold the contact's e-mail or number lose its values; so does the
 * import's error when it holds one.
 */
export function scrubImports(scope: TenantScope, erasing: Erasing): Statement {
  const p = new SqlParams();
  const error = "coalesce(i.error, '')";
  return statement(
    `UPDATE imports i
        SET errors = CASE WHEN jsonb_typeof(i.errors) = 'array' THEN (
                       SELECT coalesce(jsonb_agg(CASE WHEN ${documentHoldsTie(p, 'e.value', erasing)}
                                                      THEN ${scrubbedJson(p, 'e.value', erasing)}
                                                      ELSE e.value END ORDER BY e.n), '[]')
                         FROM jsonb_array_elements(i.errors) WITH ORDINALITY AS e(value, n))
                     ELSE i.errors END,
            error = CASE WHEN ${textHoldsTie(p, error, erasing)}
                         THEN ${scrubbed(p, 'i.error', erasing)} ELSE i.error END
      WHERE ${tenantScope(p, scope, 'i')}
        AND (${documentHoldsTie(p, 'i.errors', erasing)} OR ${textHoldsTie(p, error, erasing)})`,
    p.values,
  );
}

/** The uploaded files the workspace still stores (`scrubImportFile` scrubs each in turn). */
export function storedImportFiles(scope: TenantScope): Statement<{ id: string }> {
  return statement(`SELECT f.id FROM import_files f WHERE f.workspace_id = $1 ORDER BY f.id`, [
    scope.workspace.id,
  ]);
}

/**
 * How far past a cut of a file a line break is looked for: a line longer than this (a cell of a
 * long text) leaves that cut out, and its piece runs on to the next.
 */
const LINE_BREAK_WINDOW = 64 * 1024;

/**
 * An uploaded file still stored (one of an import not yet over, or an upload still arriving):
 * each line that holds the contact's e-mail or number (`ties`) loses its values (`values`), both
 * patterns of the `bytes` form, read as the escape encoding of its bytes (which gives them back
 * exactly whatever they are). The file, up to MAX_IMPORT_BYTES, is cut into pieces of whole
 * lines of about FILE_PART_BYTES (at the first line break past each part's start), and only a
 * piece that holds a tie is read line by line, so a file of the largest size is scrubbed within
 * the statement timeout; one statement a file, whatever the number of files. It is written again
 * in as many parts as it had, each of FILE_PART_BYTES but the last, which holds what is left (so
 * an upload still adding parts numbers its next one as before). A queued import then reads its
 * rows without them. The header line stays as it was: the import's mapping names its columns,
 * so a contact named like one ("Name", "Title") would otherwise take the column away from every
 * row.
 */
export function scrubImportFile(
  scope: TenantScope,
  fileId: string,
  patterns: { ties: string; values: string },
): Statement {
  const p = new SqlParams();
  const ties = p.add(patterns.ties);
  const size = p.add(FILE_PART_BYTES);
  // The first line break (LF, CR) in `bytes`, 0 when none: the header ends at the first.
  const lineBreak = (bytes: string) =>
    `coalesce(least(nullif(position('\\x0d'::bytea IN ${bytes}), 0),
                     nullif(position('\\x0a'::bytea IN ${bytes}), 0)), 0)`;
  return statement(
    `WITH file AS (
       SELECT count(*)::int AS parts, string_agg(p.bytes, ''::bytea ORDER BY p.part) AS bytes
         FROM import_file_parts p JOIN import_files f ON f.id = p.file_id
        WHERE f.id = ${p.add(fileId)} AND f.workspace_id = ${p.add(scope.workspace.id)}
     ), head AS (
       SELECT parts, bytes, ${lineBreak('bytes')} AS eol FROM file WHERE bytes IS NOT NULL
     ), cuts AS (
       -- Where each piece starts: after the header, and after the first line break past each
       -- part's start.
       SELECT h.eol + 1 AS at FROM head h WHERE h.eol > 0
        UNION
       SELECT k + b.at FROM head h
              CROSS JOIN generate_series(h.eol + 1 + ${size}, length(h.bytes), ${size}) AS k
              CROSS JOIN LATERAL (
                SELECT nullif(${lineBreak(`substring(h.bytes FROM k FOR ${p.add(LINE_BREAK_WINDOW)})`)}, 0) AS at
              ) b
        WHERE h.eol > 0 AND b.at IS NOT NULL
     ), bounds AS (
       -- Apart from the file's bytes, which no sort or grouping should carry.
       SELECT at, lead(at) OVER (ORDER BY at) AS next FROM cuts
     ), pieces AS (
       SELECT b.at, encode(substring(h.bytes FROM b.at FOR coalesce(b.next, length(h.bytes) + 1) - b.at),
                           'escape') AS text
         FROM bounds b CROSS JOIN head h
     ), tied AS (
       SELECT at, text, text ~* ${ties} AS tied FROM pieces
     ), body AS (
       SELECT string_agg(
                CASE WHEN NOT t.tied THEN decode(t.text, 'escape') ELSE decode((
                  SELECT string_agg(CASE WHEN m.line[1] ~* ${ties}
                                         THEN regexp_replace(m.line[1], ${p.add(patterns.values)},
                                                             ${p.add(ERASED)}, 'gi')
                                         ELSE m.line[1] END, '' ORDER BY m.n)
                    -- Each line with its line break: longest first, so CRLF stays one.
                    FROM regexp_matches(t.text, '[^\\r\\n]*(?:\\r\\n|\\r|\\n|$)', 'g')
                         WITH ORDINALITY AS m(line, n)
                ), 'escape') END, ''::bytea ORDER BY t.at) AS bytes
         FROM tied t HAVING bool_or(t.tied)
     ), scrubbed AS (
       SELECT h.parts, substring(h.bytes FROM 1 FOR h.eol) || b.bytes AS bytes FROM head h, body b
     )
     UPDATE import_file_parts p
        SET bytes = CASE WHEN p.part < s.parts - 1
                         THEN substring(s.bytes FROM p.part * ${size} + 1 FOR ${size})
                         ELSE substring(s.bytes FROM p.part * ${size} + 1) END
       FROM scrubbed s WHERE p.file_id = ${p.add(fileId)}`,
    p.values,
  );
}

/**
 * Saved views tied to the contact (their name or filter holds its id, e-mail or phone): its
 * values leave their names and filters. Answers them: their events and answers carry the values.
 */
export function scrubSavedViews(scope: TenantScope, erasing: Erasing): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `UPDATE saved_views v
        SET name = ${scrubbed(p, 'v.name', erasing)},
            filter = ${scrubbedJson(p, 'v.filter', erasing)}
      WHERE v.workspace_id = ${p.add(scope.workspace.id)}
        AND (${carries(p, 'v.name', erasing.contactIds)} OR ${textHoldsTie(p, 'v.name', erasing)}
             OR ${carries(p, 'v.filter::text', erasing.contactIds)}
             OR ${documentHoldsTie(p, 'v.filter', erasing)})
      RETURNING v.id`,
    p.values,
  );
}

/**
 * Other contacts' follow-ups whose title is tied to the contact (it quotes its e-mail or number)
 * lose the contact's values, as their history does; the workspace's demo rows are never touched.
 * The change is recorded in the history, by the caller who erases, which `scrubHistory` then
 * drops as a change of nothing but the erased values. Answers each follow-up as it is now and
 * whether it is in the trash: its `followup.updated` names the title, never its old value.
 */
export function scrubOtherFollowups(
  scope: ChangingScope,
  erasing: Erasing,
  held: readonly string[],
): Statement<FollowupRow & { trashed: boolean }> {
  const p = new SqlParams();
  return statement(
    `UPDATE ${STORED_TABLES.followups} f SET title = ${scrubbed(p, 'f.title', erasing)}
      WHERE ${otherContactsText(p, scope, erasing, held, 'f', 'title')}
      RETURNING ${FOLLOWUP_COLUMNS}, f.in_trash AS trashed`,
    p.values,
  );
}

/**
 * Other contacts' interactions whose summary is tied to the contact lose the contact's values.
 * Answers each as it is now and whether it is in the trash, for its `interaction.updated`.
 */
export function scrubOtherInteractions(
  scope: ChangingScope,
  erasing: Erasing,
  held: readonly string[],
): Statement<InteractionRow & { trashed: boolean }> {
  const p = new SqlParams();
  return statement(
    `UPDATE ${STORED_TABLES.interactions} i SET summary = ${scrubbed(p, 'i.summary', erasing)}
      WHERE ${otherContactsText(p, scope, erasing, held, 'i', 'summary')}
      RETURNING ${INTERACTION_COLUMNS}, i.in_trash AS trashed`,
    p.values,
  );
}

/**
 * A record (aliased `alias`) of another of the tenant's contacts, one the erasure holds
 * (`heldContact`), whose `column` is tied to the contact.
 */
function otherContactsText(
  p: SqlParams,
  scope: ChangingScope,
  erasing: Erasing,
  held: readonly string[],
  alias: string,
  column: string,
): string {
  return `${tenantScope(p, scope, alias)} AND ${changeContext(p, scope)}
        AND ${alias}.contact_id <> ALL(${p.add(erasing.contactIds)}::uuid[])
        AND ${heldContact(p, `${alias}.contact_id`, held)}
        AND ${textHoldsTie(p, `${alias}.${column}`, erasing)}`;
}

/**
 * `column` (a contact's id) is one of `held`, the contacts `lockErasure` locked: the erasure
 * changes no other's rows, nor through their triggers, which would take that contact out of id
 * order. One a write tied to the person after the lock stays as it is, and `erasedBeyond`, read
 * once the erasure is done, has it taken again with the others.
 */
function heldContact(p: SqlParams, column: string, held: readonly string[]): string {
  return `${column} = ANY(${p.add(held)}::uuid[])`;
}

/** A contact (aliased `alias`) whose own e-mail or phone is the contact's, or a custom value holds a tie. */
function contactHoldsTie(p: SqlParams, erasing: Erasing, alias: string): string {
  return `(${ownEmailIsTie(p, erasing, alias)} OR ${ownPhoneIsTie(p, erasing, alias)}
           OR ${documentHoldsTie(p, `${alias}.custom`, erasing)})`;
}

/** The contact's own e-mail (aliased `alias`) is one of the contact's, in any case. */
function ownEmailIsTie(p: SqlParams, erasing: Erasing, alias: string): string {
  return `lower(${alias}.email) = ANY(${p.add(erasing.ties?.emails ?? [])}::text[])`;
}

/** The contact's own phone (aliased `alias`) is one of the contact's numbers, however written. */
function ownPhoneIsTie(p: SqlParams, erasing: Erasing, alias: string): string {
  return `${alias}.phone_key = ANY(${p.add(erasing.ties?.phoneKeys ?? [])}::text[])`;
}

/**
 * Locks the contact and every other contact the erasure changes, in one statement and in id
 * order, as a merge and the bulk actions lock theirs: the contacts it rewrites
 * (`rewriteOtherContacts`) and those of the follow-ups whose titles and interactions whose
 * summaries it scrubs (`scrubOtherFollowups`, whose trigger updates their contact, and
 * `scrubOtherInteractions`). Taken one after the other, the contact first, two erasures of one
 * person's duplicates, or an erasure and a merge of them, deadlocked; a follow-up's write takes
 * its contact first (`FollowupsService.holdContacts`), which the scrub's trigger took last; and
 * the erasure of a contact whose interaction quotes the other's e-mail deleted that interaction
 * with its contact, then waited for the other's scrub of their shared events, which waited for
 * the interaction. `FOR UPDATE`, as the contact's deletion needs it: taken later, it would wait
 * on a write of one of its records that waits for the contact.
 */
export function lockErasure(scope: TenantScope, erasing: Erasing): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT o.id FROM ${STORED_TABLES.contacts} o
      WHERE ${changedByErasure(p, scope, erasing)}
      ORDER BY o.id FOR UPDATE`,
    p.values,
  );
}

/**
 * The workspace's erasures take turns: one at a time until its transaction ends, taken before
 * any other lock. Two erasures of people whose copies meet in rows that are no contact (an
 * event of one's edit quoting the other, one's history) took them in different statements in
 * opposite orders: the first deleted its contact with its history, then waited at the shared
 * event the second held, which waited for that history (a deadlock, 503 for one of the two).
 */
export function takeErasureTurn(scope: TenantScope): Statement {
  return statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `contact_erasures:${scope.workspace.id}`,
  ]);
}

/**
 * A contact the erasure changes (as `lockErasure` finds them) beyond `held`, those it locked:
 * tied to it by a write after the lock read them (before or while it scrubbed, which left it as
 * it was: `heldContact`), or given by a merge the lock waited for a follow-up or interaction
 * that quotes it (the contact merged away, which the lock took, is gone). No row when it holds
 * them all.
 */
export function erasedBeyond(
  scope: TenantScope,
  erasing: Erasing,
  held: readonly string[],
): Statement<unknown> {
  const p = new SqlParams();
  return statement(
    `SELECT 1 FROM ${STORED_TABLES.contacts} o
      WHERE ${changedByErasure(p, scope, erasing)} AND o.id <> ALL(${p.add(held)}::uuid[])
      LIMIT 1`,
    p.values,
  );
}

/** A contact (aliased `o`) the erasure changes: the contact, or another tied to it. */
function changedByErasure(p: SqlParams, scope: TenantScope, erasing: Erasing): string {
  return `${tenantScope(p, scope, 'o')}
        AND (o.id = ${p.add(erasing.contactId)}
             OR o.id <> ALL(${p.add(erasing.contactIds)}::uuid[])
                AND (${contactHoldsTie(p, erasing, 'o')}
                     OR o.id IN (SELECT f.contact_id FROM ${STORED_TABLES.followups} f
                                  WHERE ${tenantScope(p, scope, 'f')}
                                    AND ${textHoldsTie(p, 'f.title', erasing)})
                     OR o.id IN (SELECT i.contact_id FROM ${STORED_TABLES.interactions} i
                                  WHERE ${tenantScope(p, scope, 'i')}
                                    AND ${textHoldsTie(p, 'i.summary', erasing)})))`;
}

/**
 * Other contacts tied to the contact, in one write each (one history entry, by the caller who
 * erases; `scrubHistory` then scrubs what it recorded). Their own e-mail and phone go when they
 * are the contact's (an e-mail any case, a phone the same number however written: its
 * `phone_key`), with the phone's key: "[erased]" is neither, and a contact that kept the address
 * while its history showed "[erased]" would still hold the person's data. An address or phone
 * that only holds it (`x.ann@acme.io`, a second number beside it) is another one, and stays.
 * Their custom values, archived ones too, lose the contact's values (`scrubbedCustom`). The
 * workspace's demo rows are never touched. Only those the erasure holds (`heldContact`), locked
 * in id order, as the bulk actions lock theirs (`lockErasure` has locked them already).
 * Answers each contact changed with what changed (`erased`: `email`, `phone`, `custom.<key>`):
 * its `contact.updated` names those, never their old values.
 */
export function rewriteOtherContacts(
  scope: ChangingScope,
  erasing: Erasing,
  held: readonly string[],
): Statement<OtherContactRewrite> {
  const p = new SqlParams();
  const email = (alias: string) => ownEmailIsTie(p, erasing, alias);
  const phone = (alias: string) => ownPhoneIsTie(p, erasing, alias);
  const changed = (field: string) =>
    `CASE WHEN c.${field} IS DISTINCT FROM held.${field} THEN '${field}' END`;
  return statement(
    `WITH held AS (
       SELECT o.id, o.email, o.phone, o.custom FROM ${STORED_TABLES.contacts} o
        WHERE ${tenantScope(p, scope, 'o')}
          AND ${changeContext(p, scope, { carriesArchived: true })}
          AND o.id <> ALL(${p.add(erasing.contactIds)}::uuid[])
          AND ${heldContact(p, 'o.id', held)} AND ${contactHoldsTie(p, erasing, 'o')}
        ORDER BY o.id FOR NO KEY UPDATE
     )
     UPDATE ${STORED_TABLES.contacts} c
        SET email = CASE WHEN ${email('c')} THEN NULL ELSE c.email END,
            phone = CASE WHEN ${phone('c')} THEN NULL ELSE c.phone END,
            phone_key = CASE WHEN ${phone('c')} THEN NULL ELSE c.phone_key END,
            custom = ${scrubbedCustom(p, 'c.custom', erasing)},
            updated_at = now()
       FROM held WHERE c.id = held.id
     RETURNING ${CONTACT_COLUMNS},
               array_remove(ARRAY[${changed('email')}, ${changed('phone')}], NULL)
                 || ARRAY(SELECT 'custom.' || b.key FROM jsonb_each(held.custom) b
                           WHERE b.value IS DISTINCT FROM c.custom->b.key ORDER BY b.key) AS erased,
               c.deleted_at IS NOT NULL AS trashed`,
    p.values,
  );
}

/** Another contact an erasure rewrote: as it is now, and what it lost (`rewriteOtherContacts`). */
export type OtherContactRewrite = ContactRow & { erased: string[]; trashed: boolean };

/**
 * The history of other contacts (the contact's own goes with it): each change tied to the
 * contact (a contact that once had its e-mail or phone, a merge that brought it, a title quoting
 * its e-mail) loses the contact's values; the entry's other changes stay as they were. The
 * entries a merge brought from a record tied to the contact (`merged_from`, one of whose entries
 * holds a tie: the same person, merged away) lose its values in every change, as the merge's
 * record of that contact does (`scrubMerges`). A change left from and to the same (the
 * contact's values were all it changed, as in the rewrites of `rewriteOtherContacts` and
 * `scrubOtherFollowups`) goes;
 * answers the entries left with none, for `deleteHistoryEntries`.
 */
export function scrubHistory(scope: TenantScope, erasing: Erasing): Statement<{ id: string }> {
  const p = new SqlParams();
  const workspace = p.add(scope.workspace.id);
  const others = `contact_id <> ALL(${p.add(erasing.contactIds)}::uuid[])`;
  const change = 'jsonb_build_object(c.key, c.value)';
  const tiedRecord = `h.merged_from IN (SELECT id FROM tied_records)`;
  return statement(
    `WITH tied_records AS (
       SELECT DISTINCT t.merged_from AS id FROM contact_history t
        WHERE t.workspace_id = ${workspace} AND t.${others} AND t.merged_from IS NOT NULL
          AND jsonb_typeof(t.changes) = 'object' AND ${documentHoldsTie(p, 't.changes', erasing)}
     )
     UPDATE contact_history h
        SET changes = coalesce((
              SELECT jsonb_object_agg(c.key, s.value)
                FROM jsonb_each(h.changes) AS c,
                     LATERAL (SELECT CASE WHEN ${tiedRecord} OR ${documentHoldsTie(p, change, erasing)}
                                          THEN ${scrubbedJson(p, 'c.value', erasing)}
                                          ELSE c.value END AS value) AS s
               WHERE s.value->'from' IS DISTINCT FROM s.value->'to'), '{}')
      WHERE h.workspace_id = ${workspace} AND h.${others}
        AND jsonb_typeof(h.changes) = 'object'
        AND (${tiedRecord} OR ${documentHoldsTie(p, 'h.changes', erasing)})
      RETURNING CASE WHEN h.changes = '{}' THEN h.id END AS id`,
    p.values,
  );
}

/** Deletes history entries `scrubHistory` left with no change. */
export function deleteHistoryEntries(scope: TenantScope, ids: readonly string[]): Statement {
  const p = new SqlParams();
  return statement(
    `DELETE FROM contact_history h
      WHERE h.workspace_id = ${p.add(scope.workspace.id)} AND h.id = ANY(${p.add(ids)}::uuid[])`,
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
    `(${value}->>'id' = ANY(${ids}::text[]) OR ${documentHoldsTie(p, value, erasing)})`;
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
