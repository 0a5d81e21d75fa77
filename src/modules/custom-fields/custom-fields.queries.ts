import { type ChangingScope, contactWrite } from '../../database/change-context.js';
import { keyset } from '../../database/keyset.js';
import { SqlParams, tenantScope, type TenantScope } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import type {
  CustomFieldDefinition,
  CustomFieldOption,
  CustomFieldType,
} from '../../tenancy/custom-field-definition.js';
import { CUSTOM_FIELD_COLUMNS } from '../../tenancy/tenancy.queries.js';
import { CONTACT_COLUMNS, type ContactRow } from '../contacts/contact-columns.js';
import { STORED_TABLES } from '../trash/trash-tables.js';

/**
 * Every contact, the trash included: a trashed contact comes back with its values on restore, so
 * an option it holds is in use and a replacement rewrites it too.
 */
const ALL_CONTACTS = STORED_TABLES.contacts;

/**
 * Starts every change of a workspace's definitions, in its transaction: bumps the version every
 * instance compares its copy with (CustomFieldCatalog), and holds the workspace's row until the
 * change commits, so changes of one workspace's definitions take turns (the limits count
 * exactly). A non-key update: the foreign-key checks of contact writes (FOR KEY SHARE) do not
 * wait for it; writes holding the settings (FOR SHARE, `heldWorkspace`) do, and it for them, each
 * taking the workspace's row before any contact's.
 */
export function bumpCustomFieldsVersion(workspaceId: string): Statement<{ version: number }> {
  return statement(
    `UPDATE workspaces SET custom_fields_version = custom_fields_version + 1
      WHERE id = $1 RETURNING custom_fields_version AS version`,
    [workspaceId],
  );
}

/** What the limits count: every definition, the filterable ones, and the next position. */
export function customFieldCounts(
  workspaceId: string,
): Statement<{ fields: number; filterable: number; next_position: number }> {
  return statement(
    `SELECT count(*)::int AS fields, count(*) FILTER (WHERE filterable)::int AS filterable,
            COALESCE(max(position) + 1, 0)::int AS next_position
       FROM custom_fields WHERE workspace_id = $1`,
    [workspaceId],
  );
}

export interface NewCustomField {
  key: string;
  label: string;
  description: string | null;
  type: CustomFieldType;
  options: CustomFieldOption[];
  required: boolean;
  filterable: boolean;
  position: number;
}

/**
 * The definitions in their order: position, then the key, unique in the workspace (the order the
 * catalog holds them in, `workspaceCustomFields`). The position is read as int8, which the driver
 * hands over as text, as a cursor holds it.
 */
export const CUSTOM_FIELD_ORDER = keyset('ASC', [
  { sql: 'f.position::bigint', type: 'bigint', field: 'sort_position', hidden: true },
  { sql: 'f.key', type: 'text', field: 'key' },
]);

/** One page of a workspace's definitions, archived ones included, in their order. */
export function customFieldPage(
  workspaceId: string,
  page: {
    /** The (position, key) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<CustomFieldDefinition & { sort_position: string }> {
  const p = new SqlParams();
  const where = [`f.workspace_id = ${p.add(workspaceId)}`];
  if (page.after) where.push(CUSTOM_FIELD_ORDER.after(p, page.after));
  return statement(
    `SELECT ${CUSTOM_FIELD_COLUMNS}, ${CUSTOM_FIELD_ORDER.select} FROM custom_fields f
      WHERE ${where.join(' AND ')}
      ${CUSTOM_FIELD_ORDER.orderBy} ${CUSTOM_FIELD_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/** Creates a definition; no row when the key is taken (archived fields keep theirs). */
export function insertCustomField(
  workspaceId: string,
  field: NewCustomField,
): Statement<CustomFieldDefinition> {
  const p = new SqlParams();
  return statement(
    `INSERT INTO custom_fields AS f
            (workspace_id, key, label, description, type, options, required, filterable, position)
     VALUES (${p.add(workspaceId)}, ${p.add(field.key)}, ${p.add(field.label)},
             ${p.add(field.description)}, ${p.add(field.type)}, ${p.add(JSON.stringify(field.options))}::jsonb,
             ${p.add(field.required)}, ${p.add(field.filterable)}, ${p.add(field.position)})
     ON CONFLICT (workspace_id, key) DO NOTHING
     RETURNING ${CUSTOM_FIELD_COLUMNS}`,
    p.values,
  );
}

/** One definition by key, locked until the transaction ends. */
export function customFieldForUpdate(
  workspaceId: string,
  key: string,
): Statement<CustomFieldDefinition> {
  return statement(
    `SELECT ${CUSTOM_FIELD_COLUMNS} FROM custom_fields f
      WHERE f.workspace_id = $1 AND f.key = $2 FOR UPDATE`,
    [workspaceId, key],
  );
}

/**
 * One definition by key, unlocked: read after `bumpCustomFieldsVersion`, it is as the change
 * finds it, since the workspace's definition changes take turns on that row.
 */
export function customFieldByKey(
  workspaceId: string,
  key: string,
): Statement<CustomFieldDefinition> {
  return statement(
    `SELECT ${CUSTOM_FIELD_COLUMNS} FROM custom_fields f
      WHERE f.workspace_id = $1 AND f.key = $2`,
    [workspaceId, key],
  );
}

/** What an edit may change of a definition. */
export type CustomFieldChanges = Partial<
  Pick<NewCustomField, 'label' | 'description' | 'options' | 'required' | 'filterable' | 'position'>
> & {
  archived?: boolean;
  /** Whether a job is filling its filter index (with `filterable`: the trigger then leaves it). */
  indexing?: boolean;
};

/** Applies `changes` to a definition and answers it. */
export function updateCustomField(
  workspaceId: string,
  key: string,
  changes: CustomFieldChanges,
): Statement<CustomFieldDefinition> {
  const p = new SqlParams();
  const sets: string[] = [];
  const columns = [
    'label',
    'description',
    'required',
    'filterable',
    'indexing',
    'position',
  ] as const;
  for (const column of columns) {
    if (changes[column] !== undefined) sets.push(`${column} = ${p.add(changes[column])}`);
  }
  if (changes.options !== undefined) {
    sets.push(`options = ${p.add(JSON.stringify(changes.options))}::jsonb`);
  }
  if (changes.archived !== undefined) {
    sets.push(
      changes.archived ? 'archived_at = COALESCE(archived_at, now())' : 'archived_at = NULL',
    );
  }
  sets.push('updated_at = now()');
  return statement(
    `UPDATE custom_fields f SET ${sets.join(', ')}
      WHERE f.workspace_id = ${p.add(workspaceId)} AND f.key = ${p.add(key)}
      RETURNING ${CUSTOM_FIELD_COLUMNS}`,
    p.values,
  );
}

/**
 * Waits for the workspace's contact writes that store custom values and holds off new ones until
 * the transaction ends: the lock they share (`contact_custom_options_check`,
 * `contact_field_values_track`), taken alone. A removal then counts every contact an earlier
 * write gave the option, and a later write checks its options against the new list; an archive
 * lets an earlier write store its value, and a later one finds the field archived.
 */
export function holdCustomValueWrites(workspaceId: string): Statement {
  const p = new SqlParams();
  return statement(holdingCustomValueWrites(p, workspaceId), p.values);
}

/**
 * The text of a statement that holds off the workspace's custom value writes
 * (`holdCustomValueWrites`), having first locked, with `locking` (a SELECT of their `id`), the
 * contacts its holder then writes: a contact write takes its contact first and that lock after
 * (its triggers take it), and the other way round each would wait on the other. The lock is
 * taken once every row is, in one round trip; answers the ids locked (`ids`, null for none).
 */
export function holdingCustomValueWrites(
  p: SqlParams,
  workspaceId: string,
  locking?: string,
): string {
  const hold = `pg_advisory_xact_lock(hashtextextended(${customValueWritesKey(p, workspaceId)}, 0))`;
  // The lock reads the ids aggregated: it is taken once every row is.
  return locking
    ? `WITH locked AS (${locking}),
            held AS MATERIALIZED (SELECT array_agg(id) AS ids FROM locked),
            hold AS MATERIALIZED (SELECT ${hold} FROM held)
       SELECT held.ids FROM held, hold`
    : `SELECT ${hold}`;
}

/**
 * The lock a contact write storing custom values takes, shared, as its triggers take it
 * (`contact_custom_options_check`), for a statement that takes it before other locks: a creation
 * takes it before its routing turn (`routedOwnerCtes`), as an import's batch holds it from its
 * edits before its creations take theirs.
 */
export function sharingCustomValueWrites(p: SqlParams, workspaceId: string): string {
  return `pg_advisory_xact_lock_shared(hashtextextended(${customValueWritesKey(p, workspaceId)}, 0))`;
}

/** The advisory key of the workspace's custom value writes, as the triggers spell it. */
function customValueWritesKey(p: SqlParams, workspaceId: string): string {
  return p.add(`contact_field_values:${workspaceId}`);
}

/** How many of the tenant's contacts, trashed or not, hold each of `optionIds` in field `key`. */
export function optionUsage(
  scope: TenantScope,
  key: string,
  type: 'select' | 'multi_select',
  optionIds: readonly string[],
): Statement<{ id: string; contacts: number }> {
  const p = new SqlParams();
  const field = `${p.add(key)}::text`;
  const ids = p.add(optionIds);
  const text =
    type === 'select'
      ? `SELECT c.custom->>${field} AS id, count(*)::int AS contacts FROM ${ALL_CONTACTS} c
          WHERE ${tenantScope(p, scope, 'c')} AND c.custom->>${field} = ANY(${ids}::text[])
          GROUP BY 1 ORDER BY 1`
      : `SELECT o.id, count(*)::int AS contacts
           FROM ${ALL_CONTACTS} c, jsonb_array_elements_text(c.custom->${field}) o(id)
          WHERE ${tenantScope(p, scope, 'c')} AND c.custom->${field} ?| ${ids}::text[]
            AND o.id = ANY(${ids}::text[])
          GROUP BY 1 ORDER BY 1`;
  return statement(text, p.values);
}

/** A contact a rewrite of custom values changed, its values before, and whether it is in the trash. */
export type RewrittenContact = ContactRow & {
  previous_custom: ContactRow['custom'];
  /** The owner before, where the rewrite could change it (a member's removal). */
  previous_owner_id?: string | null;
  trashed: boolean;
};

/**
 * The contacts out of the trash among `rewritten`, each as it was and as it is: what their
 * `contact.updated` compares. One in the trash announces nothing (its restore shows it as it
 * then is).
 */
export function liveRewrites(
  rewritten: readonly RewrittenContact[],
): { before: ContactRow; after: ContactRow }[] {
  return rewritten
    .filter((row) => !row.trashed)
    .map(({ previous_custom, previous_owner_id, trashed: _, ...after }) => ({
      before: {
        ...after,
        custom: previous_custom,
        owner_id: previous_owner_id === undefined ? after.owner_id : previous_owner_id,
      },
      after,
    }));
}

/**
 * The tenant's contacts, trashed or not, holding one of `optionIds` in the field whose key is
 * the parameter `field`, an archived field's values included: `FROM` and `WHERE` of a
 * statement on them as `c`.
 */
function optionHolders(
  p: SqlParams,
  scope: ChangingScope,
  field: string,
  type: 'select' | 'multi_select',
  optionIds: readonly string[],
): string {
  const ids = `${p.add(optionIds)}::text[]`;
  const holds =
    type === 'select' ? `c.custom->>${field} = ANY(${ids})` : `c.custom->${field} ?| ${ids}`;
  return `${ALL_CONTACTS} c WHERE ${contactWrite(p, scope, 'c', { carriesArchived: true })} AND ${holds}`;
}

/**
 * Holds off the workspace's custom value writes (`holdCustomValueWrites`) for a removal of
 * `optionIds` from field `key`, once the contacts holding one of them are locked, in id order
 * (`holdingCustomValueWrites`). Answers the ids it locked.
 */
export function holdWritesAfterOptionHolders(
  scope: ChangingScope,
  key: string,
  type: 'select' | 'multi_select',
  optionIds: readonly string[],
): Statement<{ ids: string[] | null }> {
  const p = new SqlParams();
  const holders = optionHolders(p, scope, `${p.add(key)}::text`, type, optionIds);
  const locking = `SELECT c.id FROM ${holders} ORDER BY c.id FOR NO KEY UPDATE OF c`;
  return statement(holdingCustomValueWrites(p, scope.workspace.id, locking), p.values);
}

/**
 * Whether a contact holding one of `optionIds` in field `key` is none of `held`: one a write
 * gave the option after the removal read its holders, committed while the removal waited to hold
 * off custom value writes. A row when there is.
 */
export function optionHoldersBeyond(
  scope: ChangingScope,
  key: string,
  type: 'select' | 'multi_select',
  optionIds: readonly string[],
  held: readonly string[],
): Statement<unknown> {
  const p = new SqlParams();
  const holders = optionHolders(p, scope, `${p.add(key)}::text`, type, optionIds);
  return statement(
    `SELECT 1 FROM ${holders} AND c.id <> ALL(${p.add(held)}::uuid[]) LIMIT 1`,
    p.values,
  );
}

/**
 * Replaces option ids in field `key` of the tenant's contacts, trashed or not, by `replacements`
 * (removed id to kept id); a multi-select keeps each id once, in its first place. Answers each
 * contact changed, with its custom values before (`previous_custom`) and whether it is in the
 * trash, locked in id order as the bulk actions lock theirs. An archived field's values are
 * replaced too (the write carries them).
 */
export function replaceOptions(
  scope: ChangingScope,
  key: string,
  type: 'select' | 'multi_select',
  replacements: ReadonlyMap<string, string>,
): Statement<RewrittenContact> {
  const p = new SqlParams();
  const field = `${p.add(key)}::text`;
  const holders = optionHolders(p, scope, field, type, [...replacements.keys()]);
  const map = `${p.add(JSON.stringify(Object.fromEntries(replacements)))}::jsonb`;
  const value =
    type === 'select'
      ? `to_jsonb(${map}->>(c.custom->>${field}))`
      : `(SELECT jsonb_agg(x.id ORDER BY x.first)
            FROM (SELECT COALESCE(${map}->>e.id, e.id) AS id, min(e.ord) AS first
                    FROM jsonb_array_elements_text(c.custom->${field}) WITH ORDINALITY e(id, ord)
                   GROUP BY 1) x)`;
  return statement(
    `WITH held AS (
       SELECT c.id, c.custom FROM ${holders}
        ORDER BY c.id FOR NO KEY UPDATE
     )
     UPDATE ${ALL_CONTACTS} c SET custom = jsonb_set(c.custom, ARRAY[${field}], ${value}),
            updated_at = now()
       FROM held WHERE c.id = held.id
     RETURNING ${CONTACT_COLUMNS}, held.custom AS previous_custom,
               c.deleted_at IS NOT NULL AS trashed`,
    p.values,
  );
}
