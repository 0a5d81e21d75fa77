import { describe, expect, it } from '@jest/globals';
import { normaliseCustomValue } from '../src/modules/contacts/custom-values.js';
import { contactQueryPage } from '../src/modules/contacts/query/contact-query.queries.js';
import type {
  QueryCondition,
  QueryGroup,
} from '../src/modules/contacts/query/contact-query.tree.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import type { IdentityRow } from '../src/tenancy/tenancy.queries.js';
import { countFilter, listQuery, searchQuery } from './baseline/contact-query.js';
import { scopeOf } from './baseline/scope.js';
import {
  BUILT_IN_FIELD_NAMES,
  CUSTOM_FIELD_KEY_PATTERN,
  OPTION_ID_PATTERN,
} from '../src/modules/custom-fields/custom-fields.rules.js';
import {
  BENCH_CUSTOM_FIELDS,
  customValuesSql,
  definitionOf,
  FILTERABLE_FIELD,
  sampleValues,
} from './custom-field-set.js';
import { CUSTOM_FIELDS_MEMBER_EMAILS, MEMBER_EMAILS } from './dataset.js';
import {
  bodyOf,
  contactBody,
  COUNT_PARAMS,
  credentials,
  CUSTOM_FIELD_LIST_PARAMS,
  FILTERED_LIST_PARAMS,
  plainForm,
  queryString,
  type Scenario,
  type ScenarioContext,
  SCENARIOS,
  SEARCH_BODY,
} from './scenarios.js';

const MEMBER = '6f1c2a3e-8b4d-4c5e-9f60-7a8b9c0d1e2f';
const context: ScenarioContext = { contactIds: [], apiKeys: [], customFieldMembers: [MEMBER] };
const scenario = (name: string): Scenario => SCENARIOS.find((s) => s.name === name)!;
const tokens = (emails: readonly string[]) =>
  emails.map((email) => ({ authorization: `Bearer dev:${email}` }));

describe('the custom-field workspace', () => {
  it('defines 20 fields of the types a workspace mixes, with keys and options the API accepts', () => {
    expect(BENCH_CUSTOM_FIELDS).toHaveLength(20);
    const keys = BENCH_CUSTOM_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(CUSTOM_FIELD_KEY_PATTERN);
      expect(BUILT_IN_FIELD_NAMES.has(key)).toBe(false);
    }
    for (const field of BENCH_CUSTOM_FIELDS) {
      for (const id of field.options ?? []) expect(id).toMatch(OPTION_ID_PATTERN);
    }
    const types = new Set(BENCH_CUSTOM_FIELDS.map((f) => f.type));
    for (const type of ['text', 'number', 'currency', 'date', 'select', 'multi_select'] as const) {
      expect(types.has(type)).toBe(true);
    }
    for (const type of ['boolean', 'url', 'email', 'phone', 'datetime', 'user'] as const) {
      expect(types.has(type)).toBe(true);
    }
  });

  it('sends a value of every field that the service stores as it is sent', () => {
    const values = sampleValues(MEMBER);
    expect(Object.keys(values)).toEqual(BENCH_CUSTOM_FIELDS.map((f) => f.key));
    BENCH_CUSTOM_FIELDS.forEach((field, i) => {
      const value = values[field.key];
      expect([field.key, normaliseCustomValue(definitionOf(field, i), value)]).toEqual([
        field.key,
        value,
      ]);
    });
    expect(values.account_manager).toBe(MEMBER);
  });

  it('seeds every field in one object of the contact', () => {
    const sql = customValuesSql();
    for (const field of BENCH_CUSTOM_FIELDS) expect(sql).toContain(`'${field.key}', ${field.sql}`);
  });
});

describe('scenarios measured against their plain form', () => {
  it('lists contacts as the custom-field workspace, against the large workspace', () => {
    const list = scenario('GET /contacts?limit=50, 20 custom fields');
    expect(credentials(list, context)).toEqual(tokens(CUSTOM_FIELDS_MEMBER_EMAILS));
    const plain = plainForm(list);
    expect(plain.paths(context)).toEqual(list.paths(context));
    expect(credentials(plain, context)).toEqual(tokens(MEMBER_EMAILS));
    expect(plain.versus).toBeUndefined();
  });

  it('creates contacts with a value for every field, against the plain write without them', () => {
    const create = scenario('POST /contacts, 20 custom fields');
    const body = JSON.parse(bodyOf(create, context)!) as { custom: Record<string, unknown> };
    expect(body.custom).toEqual(sampleValues(MEMBER));
    expect(credentials(create, context)).toEqual(tokens(CUSTOM_FIELDS_MEMBER_EMAILS));
    const plain = plainForm(create);
    expect(bodyOf(plain, context)).toBe(contactBody());
    expect(bodyOf(plain, context)).toBe(bodyOf(scenario('POST /contacts'), context));
    expect(credentials(plain, context)).toEqual(tokens(MEMBER_EMAILS));
  });

  it('keeps the route and body of a header form, without the header or the API key', () => {
    const idempotent = scenario('POST /contacts, Idempotency-Key');
    const plain = plainForm(idempotent);
    expect(plain.headers).toBeUndefined();
    expect(bodyOf(plain, context)).toBe(bodyOf(idempotent, context));
    const keyed = scenario('GET /contacts?limit=50, API key');
    const apiKeys = { ...context, apiKeys: ['k1', 'k2'] };
    expect(credentials(keyed, apiKeys)).toEqual([{ 'x-api-key': 'k1' }, { 'x-api-key': 'k2' }]);
    expect(credentials(plainForm(keyed), apiKeys)).toEqual(tokens(MEMBER_EMAILS));
  });
});

describe('the contact query scenarios', () => {
  const fields = BENCH_CUSTOM_FIELDS.map((f, i) => ({
    ...definitionOf(f, i),
    filterable: f.key === FILTERABLE_FIELD,
  }));
  const scope = scopeOf({
    user_id: MEMBER,
    workspace_id: '00000000-0000-4000-8000-00000000cf01',
    is_premium: true,
    dormancy_days: 14,
    timezone: 'Europe/Stockholm',
    stages: DEFAULT_STAGES,
  } as IdentityRow);
  scope.workspace.custom_fields = fields;
  const now = new Date('2026-11-28T12:00:00.000Z');
  /** A scenario's query string as Fastify hands it on: one text a name. */
  const sent = (name: string) => {
    const path = scenario(name).paths(context)[0];
    return Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
  };
  const conditions = (group: QueryGroup) =>
    group.nodes.map((n) => {
      const { field, op } = n as QueryCondition;
      return `${field.name} ${op}`;
    });

  it('sends the filtered list as its parameters, which the service reads as three conditions', () => {
    expect(sent('GET /contacts, 3 filters sorted by -value_cents')).toEqual(FILTERED_LIST_PARAMS);
    const query = listQuery(scope, FILTERED_LIST_PARAMS, now);
    expect(conditions(query.where)).toEqual(['stage in', 'value_cents gte', 'created_at between']);
    expect(query.sort.map((k) => [k.field.name, k.direction])).toEqual([['value_cents', 'DESC']]);
  });

  it('filters and sorts on the filterable number field of the custom-field workspace', () => {
    const list = scenario(`GET /contacts, filter and sort on custom.${FILTERABLE_FIELD}`);
    expect(list.customFields).toBe(true);
    expect(sent(list.name)).toEqual(CUSTOM_FIELD_LIST_PARAMS);
    expect(BENCH_CUSTOM_FIELDS.find((f) => f.key === FILTERABLE_FIELD)?.type).toBe('number');
    const query = listQuery(scope, CUSTOM_FIELD_LIST_PARAMS, now);
    expect(conditions(query.where)).toEqual([`custom.${FILTERABLE_FIELD} gte`]);
    const page = contactQueryPage(scope, { query, after: null, limit: 50 });
    expect(page.text).toContain('FROM contact_field_values s0 JOIN contacts c');
  });

  it('searches with an OR of two groups and counts with the list filters', () => {
    const search = scenario('POST /contacts/search, OR of two groups');
    expect(JSON.parse(bodyOf(search, context)!)).toEqual(SEARCH_BODY);
    const { where, sort } = searchQuery(scope, SEARCH_BODY, now);
    expect(where.op).toBe('or');
    expect(where.nodes.map((group) => conditions(group as QueryGroup))).toEqual([
      ['stage eq', 'value_cents gte'],
      ['stage eq', 'tags any'],
    ]);
    expect(sort).toEqual([]);
    const count = scenario('GET /contacts/count, 2 filters');
    expect(count.matchesGrow).toBe(true);
    expect(sent(count.name)).toEqual(COUNT_PARAMS);
    expect(conditions(countFilter(scope, COUNT_PARAMS, now))).toEqual([
      'stage eq',
      'value_cents gte',
    ]);
  });

  it('encodes the brackets of a filter parameter', () => {
    expect(queryString({ 'filter[stage][in]': 'won,lost' })).toBe(
      'filter%5Bstage%5D%5Bin%5D=won%2Clost',
    );
  });
});
