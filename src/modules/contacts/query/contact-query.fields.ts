import type { DormancySpec } from '../dormancy.js';
import { ConflictProblem } from '../../../core/http/problem.js';
import type {
  CustomFieldDefinition,
  CustomFieldType,
} from '../../../tenancy/custom-field-definition.js';
import type { PipelineRecord, Stage } from '../../../tenancy/stages.js';
import {
  CONTACT_FIELD_TABLE,
  type ContactField,
  type ContactFieldType,
  type FilterKind,
} from '../contact-fields.table.js';
import {
  CURRENCY_CODES,
  CUSTOM_EMAIL_MAX_LENGTH,
  CUSTOM_PHONE_MAX_LENGTH,
  CUSTOM_TEXT_MAX_LENGTH,
  CUSTOM_URL_MAX_LENGTH,
} from '../custom-values.js';
import { CURRENCY_SUFFIX, CUSTOM_PREFIX, INDEX_BUILDING } from './contact-query.rules.js';

/*
 * The fields a filter or a sort may name, for a workspace: the built-in fields the field table
 * marks filterable or sortable, the text search `q`, and each filterable custom field as
 * `custom.<key>` (a currency's code also as `custom.<key>.currency`).
 */

/** Which column of `contact_field_values` holds a custom field's values. */
export type ValueColumn = 'num' | 'txt' | 'ts';

/** Where a field's value is read. */
export type FieldTarget =
  | { readonly from: 'column'; readonly column: string; readonly type: ContactFieldType }
  /** `dormant`: the dormancy rule (`rule`, the workspace's as of the request, once read). */
  | { readonly from: 'dormancy'; readonly rule?: DormancySpec }
  /** `pipeline`: the stage among the stages of the pipelines named. */
  | { readonly from: 'pipeline' }
  /** `q`: the stored search text. */
  | { readonly from: 'search' }
  | {
      readonly from: 'custom';
      readonly field: CustomFieldDefinition;
      readonly column: ValueColumn;
    };

export interface QueryField {
  readonly name: string;
  readonly kind: FilterKind;
  /** A contact may have no value: `is_empty` and `is_not_empty` apply, and a sort puts it last. */
  readonly nullable: boolean;
  /** A sort may name it. */
  readonly sortable: boolean;
  readonly target: FieldTarget;
  /** The values a `choice` or a `list` takes; undefined for any (tags). */
  readonly choices?: readonly string[];
  /** The longest value a text takes. */
  readonly maxLength?: number;
  /** A number field that holds whole numbers only (an integer column, a currency's minor units). */
  readonly whole?: boolean;
  /** The least and the greatest number it holds, when it has bounds. */
  readonly min?: number;
  readonly max?: number;
}

/** What a scope's workspace brings to its fields: its pipelines, stages and custom fields. */
export interface QueryWorkspace {
  readonly pipelines?: readonly PipelineRecord[];
  readonly stages: readonly Stage[];
  readonly custom_fields?: readonly CustomFieldDefinition[];
}

/** The name that filters on the text search. */
export const SEARCH_FIELD = 'q';

const BUILT_IN: readonly ContactField[] = CONTACT_FIELD_TABLE;

/** The built-in fields a filter may name, and the search: what the field table marks filterable. */
export const BUILT_IN_FILTERS: readonly string[] = [
  ...BUILT_IN.filter((f) => f.filterable).map((f) => f.name),
  SEARCH_FIELD,
];

/** The built-in fields a sort may name. */
export const BUILT_IN_SORTS: readonly string[] = BUILT_IN.filter((f) => f.sortable).map(
  (f) => f.name,
);

/** How a custom field of each type is filtered and sorted; absent: never filterable. */
const CUSTOM: Partial<
  Record<
    CustomFieldType,
    { kind: FilterKind; column: ValueColumn; sortable: boolean; maxLength?: number }
  >
> = {
  text: { kind: 'text', column: 'txt', sortable: true, maxLength: CUSTOM_TEXT_MAX_LENGTH.text },
  url: { kind: 'text', column: 'txt', sortable: true, maxLength: CUSTOM_URL_MAX_LENGTH },
  email: { kind: 'text', column: 'txt', sortable: true, maxLength: CUSTOM_EMAIL_MAX_LENGTH },
  phone: { kind: 'text', column: 'txt', sortable: true, maxLength: CUSTOM_PHONE_MAX_LENGTH },
  number: { kind: 'number', column: 'num', sortable: true },
  currency: { kind: 'number', column: 'num', sortable: true },
  date: { kind: 'date', column: 'ts', sortable: true },
  datetime: { kind: 'datetime', column: 'ts', sortable: true },
  boolean: { kind: 'boolean', column: 'txt', sortable: false },
  select: { kind: 'choice', column: 'txt', sortable: false },
  multi_select: { kind: 'list', column: 'txt', sortable: false },
  user: { kind: 'user', column: 'txt', sortable: false },
};

/** The custom field types a sort may name (`custom.<key>` of a filterable field of one). */
export const SORTABLE_CUSTOM_TYPES = Object.entries(CUSTOM)
  .filter(([, how]) => how?.sortable)
  .map(([type]) => type as CustomFieldType);

/** A field found by name, or why not. */
export type FieldLookup =
  { found: QueryField } | { missing: 'unknown' | 'not_filterable' | 'archived' | 'unordered' };

/**
 * The field `name` names in `workspace`, for a filter or (`sort`) a sort. A custom field whose
 * entries a job is still filling (`filter_index: building`) is a 409 (ConflictProblem): what it
 * would match or order is not known until the job ends, and then the same request succeeds.
 */
export function queryField(
  workspace: QueryWorkspace,
  name: string,
  use: 'filter' | 'sort',
): FieldLookup {
  if (name.startsWith(CUSTOM_PREFIX)) return indexed(customField(workspace, name, use), use);
  if (name === SEARCH_FIELD) {
    return use === 'filter' ? { found: SEARCH } : { missing: 'unknown' };
  }
  const field = BUILT_IN.find((f) => f.name === name);
  if (!field || !(use === 'filter' ? field.filterable : field.sortable)) {
    return { missing: 'unknown' };
  }
  return { found: builtIn(workspace, field) };
}

/** A built-in filter by name, outside any workspace (a stage then takes any key). */
export function builtInField(name: string): QueryField {
  const lookup = queryField({ stages: [] }, name, 'filter');
  if (!('found' in lookup)) throw new Error(`${name} is not a filter of the field table`);
  return lookup.found;
}

const SEARCH: QueryField = {
  name: SEARCH_FIELD,
  kind: 'search',
  nullable: false,
  sortable: false,
  target: { from: 'search' },
  maxLength: 100,
};

/**
 * The whole numbers a column of each integer type holds, as a filter's values are read: a bigint
 * as far as a JSON number is exact.
 */
const WHOLE_RANGES: Partial<Record<ContactFieldType, readonly [number, number]>> = {
  integer: [-(2 ** 31), 2 ** 31 - 1],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** The amounts a custom currency value holds: whole numbers a JSON number keeps exactly. */
const AMOUNT_BOUNDS = { whole: true, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** A built-in number's bounds: its own (the field table's) within its column's. */
function numberBounds(field: ContactField): Pick<QueryField, 'whole' | 'min' | 'max'> {
  const range = WHOLE_RANGES[field.type];
  if (!range) return {};
  return {
    whole: true,
    min: Math.max(field.min ?? range[0], range[0]),
    max: Math.min(field.max ?? range[1], range[1]),
  };
}

function builtIn(workspace: QueryWorkspace, field: ContactField): QueryField {
  const kind = field.filterable?.kind ?? 'text';
  return {
    ...(kind === 'number' ? numberBounds(field) : {}),
    name: field.name,
    kind,
    nullable: field.nullable === true || kind === 'list',
    sortable: field.sortable === true,
    target:
      field.column !== undefined
        ? { from: 'column', column: field.column, type: field.type }
        : field.name === 'pipeline'
          ? { from: 'pipeline' }
          : { from: 'dormancy' },
    choices: choicesOf(workspace, field.name),
    maxLength: field.itemMaxLength ?? field.maxLength,
  };
}

/**
 * The keys a built-in `choice` field takes in the workspace; undefined: any (tags, and lost
 * reasons, which a contact keeps after settings drop its reason, and a filter must still find).
 */
function choicesOf(workspace: QueryWorkspace, name: string): readonly string[] | undefined {
  switch (name) {
    case 'stage':
      return workspace.stages.map((s) => s.key);
    case 'pipeline':
      return (workspace.pipelines ?? []).map((p) => p.key);
    case 'currency':
      return CURRENCY_CODES;
    default:
      return undefined;
  }
}

/** The 409 of a filter or sort naming a custom field whose filter index a job is building. */
export class IndexBuildingProblem extends ConflictProblem {
  constructor(
    readonly place: string,
    readonly fieldName: string,
  ) {
    super(INDEX_BUILDING(place, fieldName), { field: fieldName, filter_index: 'building' });
  }
}

/** A custom field found, unless its index is being built (the 409 naming it). */
function indexed(lookup: FieldLookup, use: 'filter' | 'sort'): FieldLookup {
  if (!('found' in lookup)) return lookup;
  const { name, target } = lookup.found;
  if (target.from === 'custom' && target.field.filter_index === 'building') {
    throw new IndexBuildingProblem(use === 'sort' ? 'sort' : `filter.${name}`, name);
  }
  return lookup;
}

function customField(workspace: QueryWorkspace, name: string, use: 'filter' | 'sort'): FieldLookup {
  const rest = name.slice(CUSTOM_PREFIX.length);
  const currency = rest.endsWith(CURRENCY_SUFFIX);
  const key = currency ? rest.slice(0, -CURRENCY_SUFFIX.length) : rest;
  const definition = workspace.custom_fields?.find((f) => f.key === key);
  const how = definition && CUSTOM[definition.type];
  if (!definition || !how || (currency && definition.type !== 'currency')) {
    return { missing: 'unknown' };
  }
  if (definition.archived_at !== null) return { missing: 'archived' };
  if (!definition.filterable) return { missing: 'not_filterable' };
  if (currency) {
    if (use === 'sort') return { missing: 'unordered' };
    return {
      found: {
        name,
        kind: 'choice',
        nullable: true,
        sortable: false,
        target: { from: 'custom', field: definition, column: 'txt' },
        choices: CURRENCY_CODES,
      },
    };
  }
  if (use === 'sort' && !how.sortable) return { missing: 'unordered' };
  const options = definition.options.map((o) => o.id);
  return {
    found: {
      name,
      kind: how.kind,
      nullable: true,
      sortable: how.sortable,
      target: { from: 'custom', field: definition, column: how.column },
      choices: how.kind === 'choice' || how.kind === 'list' ? options : undefined,
      maxLength: how.maxLength,
      ...(definition.type === 'currency' ? AMOUNT_BOUNDS : {}),
    },
  };
}
