import { describe, expect, it } from '@jest/globals';
import { normaliseCustomValue } from '../src/modules/contacts/custom-values.js';
import {
  BUILT_IN_FIELD_NAMES,
  CUSTOM_FIELD_KEY_PATTERN,
  OPTION_ID_PATTERN,
} from '../src/modules/custom-fields/custom-fields.rules.js';
import {
  BENCH_CUSTOM_FIELDS,
  customValuesSql,
  definitionOf,
  sampleValues,
} from './custom-field-set.js';
import { CUSTOM_FIELDS_MEMBER_EMAILS, MEMBER_EMAILS } from './dataset.js';
import {
  bodyOf,
  contactBody,
  credentials,
  plainForm,
  type Scenario,
  type ScenarioContext,
  SCENARIOS,
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
