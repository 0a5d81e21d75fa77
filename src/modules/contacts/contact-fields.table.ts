// Over 400 lines as one file: the field table is one declaration, a row per field, that the rest derives from.
/**
 * Every field of a contact, declared once: what the API calls it, where and how it is stored,
 * its limits, and what each feature does with it. The insert, edit and read columns, the
 * presenter and the response document, the CSV export, the import mapping, the merge picks and
 * the `previous` of `contact.updated` are all derived from this table (the types and lists in
 * `contact-field-lists.ts`); `contact-fields.table.spec.ts` fails when one of them, the request
 * DTOs or the entity disagrees with it.
 *
 * The order is the API's: the order of a contact's JSON keys and of the export's columns.
 */

import type { CustomFieldDefinition } from '../../tenancy/custom-field-definition.js';

/**
 * The operator family a filter on a field takes (`contacts/query/contact-query.rules.ts` lists
 * each family's operators): `choice` a key among the workspace's (a stage, an option), `user` a
 * member's id or `me`, `list` a list of values (tags), `search` the text search of `?q=`.
 */
export type FilterKind =
  'text' | 'number' | 'datetime' | 'date' | 'choice' | 'user' | 'list' | 'boolean' | 'search';

/** How a field's value is stored (its SQL type) and so typed in code and on the wire. */
export type ContactFieldType =
  'uuid' | 'text' | 'bigint' | 'text[]' | 'timestamptz' | 'date' | 'boolean' | 'integer' | 'jsonb';

/** One field of a contact. A flag left out is false. */
export interface ContactField {
  /** The field's name in JSON bodies, CSV headers, filters and merge picks. */
  readonly name: string;
  /**
   * Its column of `contacts`; absent for a value derived at read time (`dormant`, `pipeline`). A jsonb field
   * (`custom`) holds the workspace's custom fields by key: an edit merges into it key by key.
   */
  readonly column?: string;
  readonly type: ContactFieldType;
  /** Whether it may be null (a text field cleared, a contact without an owner). */
  readonly nullable?: boolean;
  /** What it is when a new contact does not give it or an edit clears it (null). */
  readonly default?: number | string | readonly string[] | Readonly<Record<string, never>>;
  /** Characters of a text; a number's range; entries of a list and characters of each. */
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly maxItems?: number;
  readonly itemMaxLength?: number;
  /** The row's primary key: read first by every statement. */
  readonly primaryKey?: boolean;
  /**
   * A field clients write as it is: a column of the insert and of the edit, in the batch insert's
   * recordset, in `NewContact`. The stage and the owner are written by their own rules (the
   * stage route, routing) and are not.
   */
  readonly own?: boolean;
  /** `PATCH /contacts/{id}` sets it (the own fields and the owner). */
  readonly editable?: boolean;
  /** Whether a CSV column can fill it; `as` names it in a mapping when that differs. */
  readonly importable?: boolean | { readonly as: string };
  /** A column of `GET /contacts/export`. */
  readonly exportable?: boolean;
  /** A merge may take it from a source (`fields.<name>` of `POST /contacts/{id}/merge`). */
  readonly mergeable?: boolean;
  /**
   * A filter may name it (`filter[<name>][<op>]`), with the operators of its `kind`; `param`
   * names the query parameter of `GET /contacts` that filtered on it before filters had
   * operators (`?stage=`, `?tag=`), which keeps working as documented.
   */
  readonly filterable?: { readonly kind: FilterKind; readonly param?: string };
  /** A list of contacts may be ordered (and keyset-paginated) by it: `sort=<name>`. */
  readonly sortable?: boolean;
  /** `?q=` matches it (the stored `search_text`). */
  readonly searchable?: boolean;
  /** Its old value is in `previous` of `contact.updated` when an edit changes it. */
  readonly previous?: boolean;
  /**
   * Each change of it is in the contact's history, `{ from, to }` under its name (`custom` key by
   * key, as `custom.<key>`): the triggers of migration ContactHistory list these columns.
   */
  readonly history?: boolean;
  /** What the response document says of it beyond its type. */
  readonly api?: { readonly format?: string; readonly description?: string };
}

export const CONTACT_FIELD_TABLE = [
  {
    name: 'id',
    column: 'id',
    type: 'uuid',
    primaryKey: true,
    exportable: true,
    api: { format: 'uuid' },
  },
  {
    name: 'first_name',
    column: 'first_name',
    type: 'text',
    maxLength: 100,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'text' },
    sortable: true,
    searchable: true,
    previous: true,
    history: true,
  },
  {
    name: 'last_name',
    column: 'last_name',
    type: 'text',
    nullable: true,
    maxLength: 100,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'text' },
    sortable: true,
    searchable: true,
    previous: true,
    history: true,
  },
  {
    name: 'email',
    column: 'email',
    type: 'text',
    nullable: true,
    maxLength: 254,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'text' },
    searchable: true,
    previous: true,
    history: true,
  },
  {
    name: 'phone',
    column: 'phone',
    type: 'text',
    nullable: true,
    maxLength: 40,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    previous: true,
    history: true,
  },
  {
    name: 'company',
    column: 'company',
    type: 'text',
    nullable: true,
    maxLength: 200,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'text' },
    sortable: true,
    searchable: true,
    previous: true,
    history: true,
  },
  {
    name: 'title',
    column: 'title',
    type: 'text',
    nullable: true,
    maxLength: 200,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    previous: true,
    history: true,
  },
  {
    // A stage key names one stage of the workspace, so its stage says its pipeline: a filter on
    // it is a filter on the stages of the pipelines it names, and an import places by both.
    name: 'pipeline',
    type: 'text',
    importable: true,
    exportable: true,
    filterable: { kind: 'choice' },
    api: { description: 'Pipeline key: the pipeline its stage belongs to' },
  },
  {
    name: 'stage',
    column: 'stage',
    type: 'text',
    maxLength: 40,
    importable: true,
    exportable: true,
    filterable: { kind: 'choice', param: 'stage' },
    history: true,
    api: { description: 'Stage key' },
  },
  {
    name: 'owner_id',
    column: 'owner_id',
    type: 'uuid',
    nullable: true,
    editable: true,
    // A file names the owner by e-mail; the import resolves it to a member.
    importable: { as: 'owner_email' },
    exportable: true,
    mergeable: true,
    filterable: { kind: 'user', param: 'owner_id' },
    previous: true,
    history: true,
    api: { format: 'uuid' },
  },
  {
    name: 'value_cents',
    column: 'value_cents',
    type: 'bigint',
    default: 0,
    min: 0,
    max: 1e13,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'number' },
    sortable: true,
    previous: true,
    history: true,
  },
  {
    // ISO 4217. A new contact given none takes the workspace's (`settings.currency`); values in
    // different currencies are summed apart, never converted.
    name: 'currency',
    column: 'currency',
    type: 'text',
    default: 'EUR',
    maxLength: 3,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'choice' },
    previous: true,
    history: true,
    api: { description: 'ISO 4217 code of value_cents' },
  },
  {
    name: 'probability',
    column: 'probability',
    type: 'integer',
    nullable: true,
    min: 0,
    max: 100,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'number' },
    previous: true,
    history: true,
    api: { description: "Percent chance of winning; null: its stage's probability" },
  },
  {
    name: 'expected_close_date',
    column: 'expected_close_date',
    type: 'date',
    nullable: true,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    mergeable: true,
    filterable: { kind: 'date' },
    previous: true,
    history: true,
    api: { format: 'date' },
  },
  {
    // Kept by PostgreSQL (`contact_closing`): set when the contact enters a won or lost stage,
    // cleared when it leaves for an open one.
    name: 'closed_at',
    column: 'closed_at',
    type: 'timestamptz',
    nullable: true,
    exportable: true,
    filterable: { kind: 'datetime' },
    sortable: true,
    api: {
      format: 'date-time',
      description: 'When it entered a won or lost stage; null while open',
    },
  },
  {
    // Given with a move into a lost stage (one of `settings.lost_reasons`); cleared when it leaves.
    // An import checks it as `POST /contacts` does, for a contact it creates.
    name: 'lost_reason',
    column: 'lost_reason',
    type: 'text',
    nullable: true,
    importable: true,
    exportable: true,
    filterable: { kind: 'choice' },
    history: true,
    api: { description: "Why it was lost: one of the workspace's lost_reasons" },
  },
  {
    // Not mergeable: a merge keeps the union of every contact's tags.
    name: 'tags',
    column: 'tags',
    type: 'text[]',
    default: [],
    maxItems: 20,
    itemMaxLength: 40,
    own: true,
    editable: true,
    importable: true,
    exportable: true,
    filterable: { kind: 'list', param: 'tag' },
    previous: true,
    history: true,
  },
  {
    name: 'last_activity_at',
    column: 'last_activity_at',
    type: 'timestamptz',
    exportable: true,
    // `?dormant=` filters on it, as of the dormancy cutoff: the filter `dormant`.
    filterable: { kind: 'datetime', param: 'dormant' },
    sortable: true,
    api: { format: 'date-time' },
  },
  {
    // Kept by PostgreSQL (triggers on followups): what respects_plans weighs.
    name: 'next_followup_at',
    column: 'next_followup_at',
    type: 'timestamptz',
    nullable: true,
    exportable: true,
    filterable: { kind: 'datetime' },
    api: { format: 'date-time', description: 'When its earliest open follow-up is due' },
  },
  {
    name: 'dormant',
    type: 'boolean',
    filterable: { kind: 'boolean' },
    api: {
      description:
        'Derived at read time (never stored): no activity for dormancy_threshold_days, not snoozed, and with dormancy_respects_plans no open follow-up due later',
    },
  },
  {
    name: 'days_inactive',
    type: 'integer',
    api: { description: 'Whole days since last_activity_at' },
  },
  {
    name: 'dormancy_threshold_days',
    type: 'integer',
    nullable: true,
    api: {
      description:
        "Days without activity after which it is dormant: its stage's rotting_days, else the workspace's dormancy_days; null: never (a closed stage when dormancy_ignores_closed)",
    },
  },
  {
    // Written by its own routes (POST and DELETE /contacts/{id}/snooze).
    name: 'snoozed_until',
    column: 'snoozed_until',
    type: 'timestamptz',
    nullable: true,
    exportable: true,
    filterable: { kind: 'datetime' },
    previous: true,
    history: true,
    api: { format: 'date-time', description: 'Kept off the dormant list until then' },
  },
  {
    name: 'snooze_reason',
    column: 'snooze_reason',
    type: 'text',
    nullable: true,
    previous: true,
    history: true,
    api: { description: 'Why it was snoozed' },
  },
  {
    name: 'created_at',
    column: 'created_at',
    type: 'timestamptz',
    exportable: true,
    filterable: { kind: 'datetime' },
    sortable: true,
    api: { format: 'date-time' },
  },
  {
    name: 'updated_at',
    column: 'updated_at',
    type: 'timestamptz',
    exportable: true,
    filterable: { kind: 'datetime' },
    sortable: true,
    api: { format: 'date-time' },
  },
  {
    // The workspace's custom fields by key (src/modules/contacts/custom-values.ts): each feature
    // that handles the built-in fields handles these through their definitions
    // (customFieldsOf): the export's and the import's `custom.<key>` columns, the merge's fill,
    // `previous.custom`.
    name: 'custom',
    column: 'custom',
    type: 'jsonb',
    default: {},
    own: true,
    editable: true,
    previous: true,
    history: true,
    api: {
      description:
        'Every active custom field of the workspace by key; null when unset. The keys come in ' +
        "one order wherever a contact is answered (shorter first, as PostgreSQL's jsonb keeps " +
        "them); `GET /custom-fields` gives the fields' `position` to show them by",
    },
  },
] as const satisfies readonly ContactField[];

/**
 * Columns of `contacts` that are not fields of the API: the tenant's, values PostgreSQL or the
 * writes keep beside the fields (`phone_key` with `phone`, `search_text` from the searchable
 * fields, `custom_text` and `custom_keys` from `custom`), and the trash's (migration ContactTrash).
 */
export const CONTACT_INTERNAL_COLUMNS = [
  'workspace_id',
  'is_demo',
  'phone_key',
  'search_text',
  'custom_text',
  'custom_keys',
  'deleted_at',
  'deleted_by',
  'deleted_by_operation',
];

/**
 * The fields of a workspace's contacts (the workspace as a scope carries it): the built-in ones;
 * its custom fields are the keys of `custom`, by their definitions (`customFieldsOf`).
 */
export function contactFieldsOf(_workspace: object): readonly ContactField[] {
  return CONTACT_FIELD_TABLE;
}

/** No custom fields: what a workspace without any definitions has. */
const NO_CUSTOM_FIELDS: readonly CustomFieldDefinition[] = Object.freeze([]);

/** The active fields of each list of definitions an instance holds (CustomFieldCatalog's). */
const activeFields = new WeakMap<
  readonly CustomFieldDefinition[],
  readonly CustomFieldDefinition[]
>();

/**
 * The active (not archived) custom fields of a workspace's contacts, in their order: the keys of
 * `custom` (which a contact answers in jsonb's order, `jsonbKeyOrder`). Worked out once per list
 * of definitions: the catalog hands every request of a workspace the same list until a
 * definition changes, so a request spends nothing on it.
 */
export function customFieldsOf(workspace: {
  readonly custom_fields?: readonly CustomFieldDefinition[];
}): readonly CustomFieldDefinition[] {
  const definitions = workspace.custom_fields;
  if (!definitions || definitions.length === 0) return NO_CUSTOM_FIELDS;
  let active = activeFields.get(definitions);
  if (!active) {
    active = Object.freeze(definitions.filter((f) => f.archived_at === null));
    activeFields.set(definitions, active);
  }
  return active;
}
