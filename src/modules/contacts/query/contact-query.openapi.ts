import type { ApiQueryOptions } from '@nestjs/swagger';
import { CONTACT_FIELD_TABLE, type ContactField } from '../contact-fields.table.js';
import { INDEXED_TEXT_LENGTH } from './contact-conditions.queries.js';
import { BUILT_IN_SORTS, SEARCH_FIELD, SORTABLE_CUSTOM_TYPES } from './contact-query.fields.js';
import {
  KIND_OPERATORS,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  MAX_LIST_VALUES,
  MAX_SORT_KEYS,
} from './contact-query.rules.js';

/*
 * What the OpenAPI document (and so the explorer) says of filters and sorts, written from the
 * rules and the field table so it cannot drift from them.
 */

const FIELDS: readonly ContactField[] = CONTACT_FIELD_TABLE;

const builtIns = FIELDS.filter((f) => f.filterable)
  .map((f) => `\`${f.name}\` (${f.filterable!.kind})`)
  .join(', ');

const families = Object.entries(KIND_OPERATORS)
  .map(([kind, ops]) => `${kind}: ${ops.map((op) => `\`${op}\``).join(', ')}`)
  .join('; ');

/**
 * What a field whose filter index is still `building` does: a request reading it answers 409; a
 * saved view naming it is saved, and the routes using the view answer the 409.
 */
type WhileBuilding = 'refused' | 'saved';

const sortDescription = (building: WhileBuilding) =>
  `Up to ${MAX_SORT_KEYS} keys separated by commas, \`-\` before a key for descending: ` +
  `${BUILT_IN_SORTS.map((f) => `\`${f}\``).join(', ')}, or \`custom.<key>\` of a filterable ` +
  `custom field of type ${SORTABLE_CUSTOM_TYPES.join(', ')} (` +
  (building === 'refused'
    ? '409 while its `filter_index` is `building`'
    : 'saved while its `filter_index` is `building`, when a route using the view answers 409') +
  '; a currency sorts by its amount, a phone by its digits, a text ' +
  `by its first ${INDEXED_TEXT_LENGTH} characters, lower-cased, as its filter index keeps it). ` +
  "Texts sort in Unicode's default order: capitals beside small letters, accented letters " +
  'beside their own (`adam`, `Adam`, `ángel`, `Émile`, `Zoe`). Contacts without a value (an ' +
  'empty text included, as `is_empty` has it) come last either way, and the id breaks ties, ' +
  'so `next_cursor` walks every contact once. Default (and `-created_at`): newest first.';

export const SORT_DESCRIPTION = sortDescription('refused');
/** A view's sort: saved as it is, read by the routes that use the view. */
export const VIEW_SORT_DESCRIPTION = sortDescription('saved');

/** The rules of a filter, for the list, the count, the search and a view. */
const filterRules = (building: WhileBuilding) =>
  `Fields: ${builtIns}, \`${SEARCH_FIELD}\` (search: first and last name, e-mail and company), ` +
  'and `custom.<key>` of each filterable custom field (a field that is not filterable is 422; ' +
  "one whose `filter_index` is still `building`, a large workspace's field just made " +
  (building === 'refused'
    ? 'filterable, is 409 until it is `ready`): '
    : 'filterable, is saved, and a route using the view answers 409 until it is `ready`): ') +
  'text, url, email and phone are text (a phone compares digits: `eq`, `neq`, `in`, `nin` ' +
  'match its number however written, a value without its country code read in the workspace ' +
  "`default_region`; `contains` and `starts_with` take the value's digits); number and " +
  'currency number (a currency compares its ' +
  '`amount_minor`; `custom.<key>.currency` takes `eq`, `neq`, `in`, `nin` on its code); date ' +
  'date; datetime datetime; select choice; multi_select list; user user; boolean boolean. ' +
  `Operators by family: ${families}. \`is_empty\` and \`is_not_empty\` apply where a value ` +
  'can be missing. Text compares case-insensitively; tags match as stored. `neq` and `nin` also ' +
  'match contacts without a value. `in`, `nin`, `any`, `all` take a list of 1 to ' +
  `${MAX_LIST_VALUES} values and \`between\` two, both bounds included. A datetime takes an ISO ` +
  '8601 instant or a date, `YYYY-MM-DD`, which is its whole day in the workspace time zone. ' +
  '`within_last`, `older_than` and `next` take days or weeks (`7d`, `2w`) counted in calendar ' +
  'days of the workspace time zone: within the last N days is from the start of the day N days ' +
  'ago until now, older than N days before that start, the next N days from now through the ' +
  'end of the day N days ahead. A user takes a member id or `me`.';

export const FILTER_RULES = filterRules('refused');

export const FILTER_PARAM: ApiQueryOptions = {
  name: 'filter',
  required: false,
  style: 'deepObject',
  explode: true,
  schema: {
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  },
  example: { stage: { in: 'lead,qualified' }, value_cents: { gte: '100000' } },
  description:
    'Conditions written `filter[<field>][<op>]=<value>`, all of which a contact matches, e.g. ' +
    '`filter[stage][in]=qualified,proposal&filter[custom.arr][gte]=10000&filter[owner_id][eq]=me`. ' +
    `Lists are separated by commas (\`POST /contacts/search\` takes any value). ${FILTER_RULES} ` +
    'The list parameters above are conditions of the same filter. A mistake is 422 naming ' +
    'its place, such as `filter.custom.arr.gte`.',
};

const searchFilterDescription = (building: WhileBuilding) =>
  `A group \`{ "and": [...] }\` or \`{ "or": [...] }\` of conditions \`{ "field", "op", "value" }\` ` +
  `and groups, nested at most ${MAX_FILTER_DEPTH} deep (the root group is 1), holding at most ` +
  `${MAX_FILTER_CONDITIONS} conditions; a list value is an array, a number a JSON number, a ` +
  `boolean true or false. \`{ "and": [] }\` or no filter: every contact. ${filterRules(building)} ` +
  'A mistake is 422 naming its place, such as `filter.or.1.and.0.value`.';

export const SEARCH_FILTER_DESCRIPTION = searchFilterDescription('refused');
/** A view's filter: saved as it is, read by the routes that use the view. */
export const VIEW_FILTER_DESCRIPTION = searchFilterDescription('saved');

export const SEARCH_FILTER_EXAMPLE = {
  and: [
    { field: 'stage', op: 'in', value: ['lead', 'qualified'] },
    {
      or: [
        { field: 'value_cents', op: 'gte', value: 100000 },
        { field: 'tags', op: 'any', value: ['vip'] },
      ],
    },
  ],
};
