import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import {
  createContact,
  createSequence,
  scheduleFollowup,
  signUp,
  type Member,
} from './support/factories.js';
import { createGroup, settingsBody } from './support/groups.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
};
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
};

/** The records a case's body names. */
interface Fixture {
  admin: Member;
  contact: string;
  other: string;
  view: string;
  group: string;
  followup: string;
  sequence: string;
  endpoint: string;
}

/**
 * A route's request: a body that the route accepts as it is (each property then set to null over
 * it), and where the record it edits is read back, to show a refused null changed nothing.
 */
interface Case {
  url: (f: Fixture) => string;
  body: (f: Fixture, n: number) => Record<string, unknown>;
  read?: (f: Fixture) => string;
  /** The 422's message for each optional property the document does not say takes null. */
  refused: Record<string, string>;
}

const later = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
const INTEGER = (name: string) => `${name} must be an integer number`;
const STRING = (name: string) => `${name} must be a string`;
const BOOLEAN = (name: string) => `${name} must be a boolean value`;
const ARRAY = (name: string) => `${name} must be an array`;
const OBJECT = (name: string) => `${name} must be an object`;
const UUID = (name: string) => `${name} must be a UUID`;
const DATETIME = (name: string) =>
  `${name} must be an ISO 8601 datetime, e.g. 2026-11-22T09:30:00Z`;
const CURRENCY = 'currency must be an ISO 4217 currency code, e.g. EUR';
const FILTER = 'filter must be a group { "and": [...] } or { "or": [...] }';
const COLUMNS = 'columns must be a list of field names';
const VISIBILITY = 'visibility must be one of: private, workspace';
const MEMBER_IDS = "member_ids must be a list of members' ids";

const CASES: Record<string, Case> = {
  'POST /contacts': {
    url: () => '/contacts',
    body: () => ({ first_name: 'Ada' }),
    refused: {
      value_cents: INTEGER('value_cents'),
      currency: CURRENCY,
      tags: ARRAY('tags'),
      custom: OBJECT('custom'),
      stage: STRING('stage'),
      pipeline: STRING('pipeline'),
    },
  },
  'POST /contacts/search': {
    url: () => '/contacts/search',
    body: () => ({}),
    refused: {
      limit: INTEGER('limit'),
      cursor: STRING('cursor'),
      filter: FILTER,
      sort: 'sort must be keys separated by commas, or an array of keys',
      view: STRING('view'),
    },
  },
  'PATCH /contacts/{id}': {
    url: (f) => `/contacts/${f.contact}`,
    body: () => ({ company: 'Analytical Engines' }),
    read: (f) => `/contacts/${f.contact}`,
    refused: {
      value_cents: INTEGER('value_cents'),
      currency: CURRENCY,
      tags: ARRAY('tags'),
      custom: OBJECT('custom'),
      first_name: 'first_name cannot be cleared',
    },
  },
  'POST /contacts/{id}/stage': {
    url: (f) => `/contacts/${f.contact}/stage`,
    body: () => ({ stage: 'contacted' }),
    refused: { pipeline: STRING('pipeline') },
  },
  'POST /contacts/{id}/snooze': {
    url: (f) => `/contacts/${f.other}/snooze`,
    body: () => ({ until: later() }),
    refused: {},
  },
  'POST /contacts/bulk': {
    url: () => '/contacts/bulk',
    body: (f) => ({ action: 'add_tags', params: { tags: ['vip'] }, contact_ids: [f.contact] }),
    refused: {
      params: OBJECT('params'),
      contact_ids: ARRAY('contact_ids'),
      filter: OBJECT('filter'),
      view: STRING('view'),
    },
  },
  'POST /contacts/{id}/merge': {
    url: (f) => `/contacts/${f.contact}/merge`,
    body: (f) => ({ source_ids: [f.other] }),
    refused: { fields: OBJECT('fields') },
  },
  'POST /contacts/restore': {
    url: () => '/contacts/restore',
    body: (f) => ({ ids: [f.other] }),
    refused: {
      ids: ARRAY('ids'),
      bulk_operation_id: 'bulk_operation_id must be a UUID',
    },
  },
  'PUT /settings': {
    url: () => '/settings',
    body: () => settingsBody({}),
    read: () => '/settings',
    refused: {
      default_region: STRING('default_region'),
      move_to: OBJECT('move_to'),
      currency: CURRENCY,
      lost_reasons: ARRAY('lost_reasons'),
      require_lost_reason: BOOLEAN('require_lost_reason'),
      dormancy_ignores_closed: BOOLEAN('dormancy_ignores_closed'),
      dormancy_respects_plans: BOOLEAN('dormancy_respects_plans'),
      trash_retention_days: INTEGER('trash_retention_days'),
      member_visibility: 'member_visibility must be one of all, group, own',
      unassigned_visible: BOOLEAN('unassigned_visible'),
    },
  },
  'POST /pipelines': {
    url: () => '/pipelines',
    body: (_, n) => ({
      key: `renewals_${n}`,
      name: `Renewals ${n}`,
      stages: DEFAULT_STAGES.map((stage) => ({ ...stage, key: `${stage.key}_${n}` })),
    }),
    refused: { position: INTEGER('position') },
  },
  'PATCH /pipelines/{key}': {
    url: () => '/pipelines/default',
    body: () => ({ name: 'Sales' }),
    read: () => '/pipelines/default',
    refused: {
      name: STRING('name'),
      position: INTEGER('position'),
      stages: ARRAY('stages'),
      move_to: OBJECT('move_to'),
    },
  },
  'POST /custom-fields': {
    url: () => '/custom-fields',
    body: (_, n) => ({ key: `field_${n}`, label: `Field ${n}`, type: 'text' }),
    refused: {
      options: ARRAY('options'),
      required: BOOLEAN('required'),
      filterable: BOOLEAN('filterable'),
      position: INTEGER('position'),
    },
  },
  'PATCH /custom-fields/{key}': {
    url: () => '/custom-fields/tier',
    body: () => ({ label: 'Tier' }),
    read: () => '/custom-fields',
    refused: {
      options: ARRAY('options'),
      required: BOOLEAN('required'),
      filterable: BOOLEAN('filterable'),
      position: INTEGER('position'),
      label: STRING('label'),
      replace_with: OBJECT('replace_with'),
    },
  },
  'POST /views': {
    url: () => '/views',
    body: (_, n) => ({ name: `View ${n}` }),
    refused: {
      filter: FILTER,
      columns: COLUMNS,
      visibility: VISIBILITY,
    },
  },
  'PATCH /views/{id}': {
    url: (f) => `/views/${f.view}`,
    body: () => ({ name: 'Hot leads' }),
    read: (f) => `/views/${f.view}`,
    refused: {
      name: STRING('name'),
      filter: FILTER,
      columns: COLUMNS,
      visibility: VISIBILITY,
    },
  },
  'POST /groups': {
    url: () => '/groups',
    body: (_, n) => ({ name: `Group ${n}` }),
    refused: { member_ids: MEMBER_IDS },
  },
  'PATCH /groups/{id}': {
    url: (f) => `/groups/${f.group}`,
    body: () => ({ name: 'North' }),
    read: (f) => `/groups/${f.group}`,
    refused: { name: STRING('name'), member_ids: MEMBER_IDS },
  },
  'POST /contacts/{id}/interactions': {
    url: (f) => `/contacts/${f.contact}/interactions`,
    body: () => ({ type: 'call', summary: 'Talked' }),
    refused: { occurred_at: DATETIME('occurred_at') },
  },
  'POST /contacts/{id}/followups': {
    url: (f) => `/contacts/${f.contact}/followups`,
    body: () => ({ title: 'Call back', scheduled_for: later() }),
    refused: { owner_id: UUID('owner_id') },
  },
  'PATCH /followups/{id}': {
    url: (f) => `/followups/${f.followup}`,
    body: () => ({ title: 'Call again' }),
    read: (f) => `/followups/${f.followup}`,
    refused: {
      title: STRING('title'),
      scheduled_for: DATETIME('scheduled_for'),
      owner_id: UUID('owner_id'),
    },
  },
  'PATCH /sequences/{id}': {
    url: (f) => `/sequences/${f.sequence}`,
    body: () => ({ name: 'Onboarding' }),
    read: (f) => `/sequences/${f.sequence}`,
    refused: { name: STRING('name'), steps: ARRAY('steps') },
  },
  'POST /api-keys': {
    url: () => '/api-keys',
    body: (_, n) => ({ name: `Key ${n}`, scopes: ['contacts:read'] }),
    refused: {},
  },
  'POST /webhook-endpoints': {
    url: () => '/webhook-endpoints',
    body: () => ({ url: 'https://93.184.216.34/hooks', events: ['*'] }),
    refused: {},
  },
  'PATCH /webhook-endpoints/{id}': {
    url: (f) => `/webhook-endpoints/${f.endpoint}`,
    body: () => ({ active: true }),
    read: (f) => `/webhook-endpoints/${f.endpoint}`,
    refused: {
      url: STRING('url'),
      events: 'events must be a list of event types',
      active: 'active must be true or false',
    },
  },
};

/**
 * `null` in a request body, property by property, against what the OpenAPI document says of it:
 * an optional property documented as nullable takes null (it clears or means "none"); any other
 * is answered 422 naming it, with the message of its own rule, and changes nothing. Left out, a
 * property keeps its default; null is not "left out".
 */
describe('null in request bodies', () => {
  const t = useTestApp();
  let f: Fixture;
  let doc: OpenApi;

  beforeAll(async () => {
    const admin = await signUp(t, { premium: true });
    const contact = (await createContact(t, admin.email, { first_name: 'Kept' })).id;
    const other = (await createContact(t, admin.email, { first_name: 'Other' })).id;
    const tier = await call(t, 'POST', '/custom-fields', {
      as: admin.email,
      body: { key: 'tier', label: 'Tier', type: 'select', options: [{ id: 'a', label: 'A' }] },
    });
    expect(tier.status).toBe(201);
    const endpoint = await call(t, 'POST', '/webhook-endpoints', {
      as: admin.email,
      body: { url: 'https://93.184.216.34/hooks', events: ['*'] },
    });
    expect(endpoint.status).toBe(200);
    f = {
      admin,
      contact,
      other,
      view: (await createView(t, admin.email, { name: 'Mine' })).id,
      group: (await createGroup(t, admin.email)).id,
      followup: (await scheduleFollowup(t, admin.email, contact)).id,
      sequence: (await createSequence(t, admin.email)).id,
      endpoint: endpoint.body.id as string,
    };
    doc = (await call(t, 'GET', '/openapi.json')).body as OpenApi;
  });

  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    for (let i = 0; i < 10 && (s.$ref || s.allOf); i++) {
      s = s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s.allOf![0];
    }
    return s;
  };

  /** Each route's optional properties, with whether the document says they take null. */
  const optionalProperties = () =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
        const required = new Set(schema.required ?? []);
        return Object.entries(schema.properties ?? {})
          .filter(([property]) => !required.has(property))
          .map(([property, declared]) => ({
            route: `${method.toUpperCase()} ${path}`,
            method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH',
            property,
            nullable: Boolean(declared.nullable ?? resolve(declared).nullable),
          }));
      }),
    );

  it('has a case for every route with optional properties, naming exactly those that refuse null', () => {
    const refusing = new Map<string, string[]>();
    for (const { route, property, nullable } of optionalProperties()) {
      refusing.set(route, [...(refusing.get(route) ?? []), ...(nullable ? [] : [property])]);
    }
    expect(Object.keys(CASES).sort()).toEqual([...refusing.keys()].sort());
    for (const [route, properties] of refusing) {
      expect([route, Object.keys(CASES[route].refused).sort()]).toEqual([route, properties.sort()]);
    }
  });

  it('answers 422 naming a property that does not take null, and changes nothing', async () => {
    const before = new Map<string, unknown>();
    for (const c of Object.values(CASES)) {
      if (!c.read) continue;
      const read = await call(t, 'GET', c.read(f), { as: f.admin.email });
      expect([c.read(f), read.status]).toEqual([c.read(f), 200]);
      before.set(c.read(f), read.body);
    }
    let n = 0;
    for (const { route, method, property, nullable } of optionalProperties()) {
      if (nullable) continue;
      const c = CASES[route];
      const res = await call(t, method, c.url(f), {
        as: f.admin.email,
        body: { ...c.body(f, n++), [property]: null },
      });
      expect([route, property, res.status, res.body.errors]).toEqual([
        route,
        property,
        422,
        [{ field: property, message: c.refused[property] }],
      ]);
    }
    for (const [url, body] of before) {
      expect([url, (await call(t, 'GET', url, { as: f.admin.email })).body]).toEqual([url, body]);
    }
  });

  it('takes null where the document says a property does', async () => {
    let n = 1_000;
    for (const { route, method, property, nullable } of optionalProperties()) {
      if (!nullable) continue;
      const c = CASES[route];
      const res = await call(t, method, c.url(f), {
        as: f.admin.email,
        body: { ...c.body(f, n++), [property]: null },
      });
      expect([route, property, res.status < 300]).toEqual([route, property, true]);
    }
  });
});
