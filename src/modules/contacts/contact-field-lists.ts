import { CONTACT_FIELD_TABLE, type ContactField } from './contact-fields.table.js';
import type { CustomValue } from './custom-values.js';

/*
 * What the code derives from the contact field table: the types of a contact's values (mapped
 * from the table's rows, so a field added there is in each of them) and the lists of fields
 * each feature works with.
 */

type Row = (typeof CONTACT_FIELD_TABLE)[number];
type NamesOf<Rows> = Rows extends { name: infer N extends string } ? N : never;

export type ContactFieldName = Row['name'];
/** The fields clients write as they are (`own`). */
export type OwnField = NamesOf<Extract<Row, { own: true }>>;
/** The fields an edit may set. */
export type EditableField = NamesOf<Extract<Row, { editable: true }>>;
/** The fields a merge may take from a source. */
export type MergeField = NamesOf<Extract<Row, { mergeable: true }>>;
/** The fields whose old values `previous` of `contact.updated` shows. */
export type PreviousField = NamesOf<Extract<Row, { previous: true }>>;
/** The names a CSV mapping gives the importable fields. */
export type ImportField =
  | NamesOf<Extract<Row, { importable: true }>>
  | (Row extends infer R
      ? R extends { importable: { as: infer A extends string } }
        ? A
        : never
      : never);
/** The fields stored in a column, as a statement reads them. */
export type StoredField = NamesOf<Extract<Row, { column: string }>>;

/** A field's value in code and on the wire (timestamps are ISO 8601 text there). */
type ValueOf<F extends Row> = F['type'] extends 'bigint' | 'integer'
  ? number
  : F['type'] extends 'text[]'
    ? string[]
    : F['type'] extends 'boolean'
      ? boolean
      : F['type'] extends 'jsonb'
        ? Record<string, CustomValue | null>
        : string;
type OrNull<F extends Row, T> = F extends { nullable: true } ? T | null : T;
type FieldNamed<N extends ContactFieldName> = Extract<Row, { name: N }>;

/** A contact as the API shows it: every field of the table. */
export type ContactValues = { -readonly [F in Row as F['name']]: OrNull<F, ValueOf<F>> };

/**
 * A contact as a statement reads it (`CONTACT_COLUMNS`): its stored fields, timestamps as ISO
 * 8601 text, a bigint as PostgreSQL sends it (text) or as a batch's JSON gives it.
 */
export type ContactRowValues = {
  -readonly [N in StoredField]: FieldNamed<N>['type'] extends 'bigint'
    ? string | number
    : FieldNamed<N>['type'] extends 'jsonb'
      ? Record<string, CustomValue>
      : OrNull<FieldNamed<N>, ValueOf<FieldNamed<N>>>;
};

/** Whether a new contact must give the field: neither nullable nor defaulted. */
type IsRequired<F extends Row> = F extends { nullable: true }
  ? false
  : F extends { default: unknown }
    ? false
    : true;

/** The own fields of a new contact: the required ones given, the others optional (null allowed when nullable). */
export type NewContactFields = {
  -readonly [N in OwnField as IsRequired<FieldNamed<N>> extends true ? N : never]: ValueOf<
    FieldNamed<N>
  >;
} & {
  -readonly [N in OwnField as IsRequired<FieldNamed<N>> extends true ? never : N]?: OrNull<
    FieldNamed<N>,
    ValueOf<FieldNamed<N>>
  >;
};

/**
 * The fields an edit sets: undefined leaves a field as it is, null clears it (to its default
 * when it has one). A required field cannot be null.
 */
export type ContactChangeValues = {
  -readonly [N in EditableField]?: IsRequired<FieldNamed<N>> extends true
    ? ValueOf<FieldNamed<N>>
    : ValueOf<FieldNamed<N>> | null;
};

// The lists derived from the table.

const FIELDS: readonly ContactField[] = CONTACT_FIELD_TABLE;

/**
 * The table in the order statements name columns and writes list fields: the key, the own
 * fields, then the others.
 */
const WRITE_ORDER: readonly ContactField[] = [
  ...FIELDS.filter((f) => f.primaryKey === true),
  ...FIELDS.filter((f) => f.own === true),
  ...FIELDS.filter((f) => f.primaryKey !== true && f.own !== true),
];

function namesWhere<N extends ContactFieldName>(keep: (field: ContactField) => boolean): N[] {
  return WRITE_ORDER.filter(keep).map((f) => f.name as N);
}

/** The columns an edit may set, in the order they are set. */
export const EDITABLE_FIELDS = namesWhere<EditableField>((f) => f.editable === true);

/** The fields a merge may take from a source, in the order a request's picks are checked. */
export const MERGE_FIELDS = namesWhere<MergeField>((f) => f.mergeable === true);

/** The fields of `previous`, in the order it lists them. */
export const PREVIOUS_FIELDS = namesWhere<PreviousField>((f) => f.previous === true);

/**
 * The fields the contact's history records, in the table's order: the columns the triggers of
 * migration ContactHistory list (contact-history-jobs.e2e-spec.ts reads them back).
 */
export const HISTORY_FIELDS: readonly ContactField[] = FIELDS.filter((f) => f.history === true);

/** The stored fields, in the order statements read them. */
export const STORED_FIELDS: readonly ContactField[] = WRITE_ORDER.filter(
  (f) => f.column !== undefined,
);

/** Every field by its name, for its limits (`CONTACT_FIELD.tags.maxItems`). */
export const CONTACT_FIELD = Object.fromEntries(CONTACT_FIELD_TABLE.map((f) => [f.name, f])) as {
  readonly [F in Row as F['name']]: F;
};

type OwnText = Extract<Row, { own: true; type: 'text' }>;

/** How long each text field clients write may be, in characters (after trimming). */
export const CONTACT_FIELD_MAX_LENGTH = Object.fromEntries(
  FIELDS.filter((f) => f.own === true && f.type === 'text').map((f) => [f.name, f.maxLength]),
) as { readonly [F in OwnText as F['name']]: F['maxLength'] };

/** Of `fields`, those a CSV column can fill, by the name a mapping gives them. */
export function importFieldNames(fields: readonly ContactField[]): string[] {
  return fields.flatMap((f) =>
    f.importable === true ? [f.name] : f.importable ? [f.importable.as] : [],
  );
}

/**
 * What PostgreSQL keeps in `search_text` (what `?q=` matches): the searchable fields lower-cased
 * and joined by spaces, a missing one empty. A change here needs a migration of the generated
 * column; the schema drift test fails until it has one.
 */
export const SEARCH_TEXT_EXPRESSION = `lower(${FIELDS.filter((f) => f.searchable === true)
  .map((f) => (f.nullable ? `coalesce(${f.column}, '')` : f.column))
  .join(" || ' ' || ")})`;
