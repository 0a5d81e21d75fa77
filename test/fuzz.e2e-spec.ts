import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listRoutes, type RouteInfo } from '../src/core/guards/route-inventory.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { OPERATORS } from '../src/modules/contacts/query/contact-query.rules.js';
import {
  addMember,
  createContact,
  createSequence,
  scheduleFollowup,
  signUp,
  type Member,
} from './support/factories.js';
import { checkoutCompletedEvent, sign, WEBHOOK_SECRET } from './support/stripe-events.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { createGroup } from './support/groups.js';
import { createView } from './support/views.js';

/**
 * Schema-aware fuzzing: every route of the inventory, with path, query and body values built
 * from its OpenAPI schema and then spoilt (NUL, unpaired surrogates, huge strings, deep nesting,
 * wrong types, extreme numbers, forged cursors), and each property of a body sent as `null` in
 * turn to a real record. Whatever the input, the answer is never a 5xx.
 * The seed is fixed, so a failure is reproducible; it prints the requests that failed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const ROUNDS_PER_ROUTE = 80;

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maxLength?: number;
  example?: unknown;
  maximum?: number;
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; style?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const forgedCursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udc00',
  'a\ud800@x.test',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
  '\u202eevil',
  '😀'.repeat(300),
  '9999-99-99 99:99:99',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-30T10:00:00Z',
  '1e400',
  '-1',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "'; DROP TABLE contacts; --",
  '%',
  '_',
  '\\',
  'true',
  '[]',
  '__proto__',
  forgedCursor(['9999-99-99 99:99:99', '00000000-0000-0000-0000-000000000000']),
  forgedCursor(['2026-01-01 10:00:00+00', 'not-a-uuid']),
  forgedCursor(['2026-01-01 10:00:00+00', '00000000-0000-0000-0000-000000000000', 'a\u0000']),
  forgedCursor([]),
  forgedCursor({ a: 1 }),
  'not base64 !!',
];
const ODD_NUMBERS = [
  -1,
  0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
];
const ODD_VALUES: unknown[] = [
  ...ODD_STRINGS,
  ...ODD_NUMBERS,
  null,
  true,
  false,
  {},
  [],
  [null],
  ['a\u0000'],
  { __proto__: { x: 1 } },
  { constructor: { prototype: { x: 1 } } },
  deep(40),
  deep(3_000),
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** What a filter names: real fields (custom ones too), and some that are not. */
const FILTER_FIELDS = [
  'stage',
  'owner_id',
  'tags',
  'value_cents',
  'email',
  'company',
  'first_name',
  'last_name',
  'created_at',
  'updated_at',
  'last_activity_at',
  'dormant',
  'q',
  'custom.arr',
  'custom.deal',
  'custom.deal.currency',
  'custom.seen',
  'custom.renewal',
  'custom.nick',
  'custom.tier',
  'custom.topics',
  'custom.nope',
  'phone',
  'custom.',
  '',
];

// Every operator of the language, one it lacks and none.
const FILTER_OPS = [...OPERATORS, 'like', ''];

const FILTER_VALUES: unknown[] = [
  'me',
  '7d',
  '2w',
  '99999d',
  'lead,won',
  'a,b',
  '1,2',
  '2026-01-01',
  '2026-02-30',
  '2026-01-01T10:00:00Z',
  'EUR',
  'true',
  100,
  -1.5,
  1e300,
  true,
  ['a', 'b'],
  [1, 2],
  ["' OR 1=1 --", '$1'],
  "'; DROP TABLE contacts; --",
  '$1::text',
  '%_\\',
];

/** Conditions a filter takes: most requests reach the SQL, the rest spoil one part. */
const VALID: [string, string, unknown][] = [
  ['stage', 'in', ['lead', 'won']],
  ['owner_id', 'eq', 'me'],
  ['tags', 'any', ['vip', 'b2b']],
  ['value_cents', 'between', [0, 5000]],
  ['email', 'contains', 'a%_'],
  ['company', 'is_empty', true],
  ['first_name', 'starts_with', 'F'],
  ['last_name', 'nin', ['x', 'y']],
  ['created_at', 'within_last', '7d'],
  ['updated_at', 'older_than', '2w'],
  ['last_activity_at', 'gte', '2026-01-01'],
  ['dormant', 'eq', true],
  ['q', 'contains', 'fuzz'],
  ['custom.arr', 'gte', 10],
  ['custom.arr', 'is_not_empty', true],
  ['custom.deal', 'lt', 100],
  ['custom.deal.currency', 'in', ['EUR']],
  ['custom.seen', 'next', '14d'],
  ['custom.renewal', 'between', ['2026-01-01', '2026-12-31']],
  ['custom.nick', 'eq', 'x'.repeat(250)],
  ['custom.nick', 'contains', "'; --"],
  ['custom.tier', 'nin', ['a']],
  ['custom.topics', 'all', ['a', 'b']],
];

/** Sorts, the last three refused. */
const SORTS = [
  '-custom.arr,last_name',
  'custom.nick',
  '-created_at',
  'custom.renewal,-value_cents,first_name',
  'custom.tier',
  'nope',
  'a,b,c,d',
];

/** Columns of a view: fields of a contact, custom ones too. */
const COLUMNS = ['first_name', 'stage', 'custom.arr', 'custom.tier', 'custom.topics', 'dormant'];

/**
 * Filterable custom fields of several types in `member`'s workspace, and values of them on
 * `contacts`, so filters and sorts reach their SQL.
 */
async function withFuzzFields(t: TestApp, member: Member, contacts: readonly string[]) {
  for (const [key, type] of [
    ['arr', 'number'],
    ['deal', 'currency'],
    ['seen', 'datetime'],
    ['renewal', 'date'],
    ['nick', 'text'],
    ['tier', 'select'],
    ['topics', 'multi_select'],
  ]) {
    const options = ['select', 'multi_select'].includes(type)
      ? {
          options: [
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ],
        }
      : {};
    const defined = await call(t, 'POST', '/custom-fields', {
      as: member.email,
      body: { key, label: key, type, filterable: true, ...options },
    });
    expect(defined.status).toBe(201);
  }
  for (const [i, id] of contacts.entries()) {
    const valued = await call(t, 'PATCH', `/contacts/${id}`, {
      as: member.email,
      body: {
        last_name: i % 3 ? `L${i % 2}` : null,
        custom: i % 3 ? { arr: i % 2, nick: `N${i % 2}`, renewal: '2026-01-01', tier: 'a' } : {},
      },
    });
    expect(valued.status).toBe(200);
  }
}

describe('Fuzzing every route', () => {
  let t: TestApp;
  let admin: Member;
  let owner: Member;
  let routes: RouteInfo[];
  let doc: OpenApi;
  let named: Record<string, string[]>;
  let collections: Record<string, string[]>;
  let keys: Record<string, string[]>;
  let fixed: Record<string, unknown>;

  beforeAll(async () => {
    t = await startApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_PER_MINUTE: '0' });
    admin = await signUp(t, { premium: true, prefix: 'fuzz' });
    owner = await signUp(t, { role: 'super_admin', prefix: 'fuzz-owner' });
    const members = [];
    const contacts = [];
    const sequences = [];
    const followups = [];
    for (let i = 0; i < 6; i++) {
      members.push((await addMember(t, admin.workspaceId, 'member')).userId);
      const contact = await createContact(t, admin.email, { first_name: `Fuzz ${i}` });
      contacts.push(contact.id);
      sequences.push((await createSequence(t, admin.email)).id);
      followups.push((await scheduleFollowup(t, admin.email, contact.id)).id);
    }
    const groups = [];
    for (let i = 0; i < 3; i++) {
      groups.push(
        (await createGroup(t, admin.email, { name: `Fuzz ${i}`, member_ids: members })).id,
      );
    }
    // Real values of this workspace by field name, so most requests get past the 404 or the
    // first validation into the deeper code. Never the admin's own id (a role change would end
    // the run) nor the workspace's (toggling its tier would too).
    named = {
      id: [...contacts, ...sequences, ...followups, ...members],
      contact_id: contacts,
      user_id: members,
      owner_id: members,
      member_id: members,
      stage: ['lead', 'qualified', 'won', 'lost'],
      key: ['lead', 'qualified', 'won', 'lost'],
      timezone: ['UTC', 'Europe/Paris', 'Pacific/Kiritimati'],
      type: ['call', 'email', 'meeting', 'note'],
      channel: ['call', 'email', 'task'],
      role: ['member', 'admin'],
      strategy: ['manual', 'round_robin'],
    };
    // The collection a path parameter follows (`/contacts/{id}`) tells which ids fit it.
    collections = {
      contacts: contacts,
      sequences,
      followups,
      team: members,
      enrollments: contacts,
      groups,
    };
    named.column = [...COLUMNS, 'nope', 'custom.nope', 'custom', 'custom.'];
    // A cursor is mostly none (the odd ones are spoilt values and ODD_STRINGS' forged cursors).
    fixed = {
      stages: DEFAULT_STAGES,
      member_ids: members,
      contact_ids: contacts.slice(0, 2),
      cursor: '',
    };
    await withFuzzFields(t, admin, contacts);
    // Views naming those fields, so their reads check them against the workspace.
    const views = [];
    for (let i = 0; i < 6; i++) {
      const [field, op, value] = VALID[(i * 5) % VALID.length];
      const view = await createView(t, admin.email, {
        filter: { and: [{ field, op, value }] },
        sort: SORTS[i % 4],
        columns: COLUMNS.slice(0, i),
        visibility: i % 2 ? 'workspace' : 'private',
      });
      views.push(view.id);
    }
    collections.views = views;
    const endpoint = await call(t, 'POST', '/webhook-endpoints', {
      as: admin.email,
      body: { url: 'https://93.184.216.34/fuzz', events: ['*'] },
    });
    expect(endpoint.status).toBe(200);
    collections['webhook-endpoints'] = [endpoint.body.id as string];
    // The `{key}` a path's collection names: its custom fields' and pipelines'.
    keys = {
      'custom-fields': ['arr', 'deal', 'seen', 'renewal', 'nick', 'tier', 'topics'],
      pipelines: ['default'],
    };
    // `view` in a query or a body (`?view=`, a search's, a bulk action's): the real views too.
    named.view = views;
    // Deletions last, so the rows they remove are there for every other route first.
    // The event stream never ends while read: its own specs send it odd input.
    routes = listRoutes(t.app)
      .filter((r) => !r.stream)
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApi>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers no 5xx, and only what each operation documents, to a few thousand odd requests over every route', async () => {
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const chance = (p: number) => random() < p;
    const resolve = (schema: Schema | undefined): Schema => {
      let s = schema ?? {};
      for (let i = 0; i < 10; i++) {
        if (s.$ref) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
        else if (s.allOf?.length) s = s.allOf[0]!;
        else if (s.oneOf?.length) s = s.oneOf[0]!;
        else if (s.anyOf?.length) s = s.anyOf[0]!;
        else break;
      }
      return s;
    };

    /** A value that fits the schema, mostly: the starting point that odd values then spoil. */
    const plausible = (raw: Schema | undefined, depth = 0, name = ''): unknown => {
      const schema = resolve(raw);
      if (schema.enum?.length) return pick(schema.enum);
      if (name in fixed && chance(0.8)) return fixed[name];
      if (name === 'filter' && depth > 0) return filterTree();
      if (name === 'sort' && chance(0.8)) return pick(SORTS);
      if (named[name] && schema.type !== 'array') return pick(named[name]);
      switch (schema.type) {
        case 'integer':
        case 'number': {
          const min = schema.minimum ?? 0;
          const max = schema.maximum ?? min + 100;
          return Math.floor(min + random() * (max - min + 1));
        }
        case 'boolean':
          return chance(0.5);
        case 'array':
          return depth > 4
            ? []
            : Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
                plausible(schema.items, depth + 1, name.replace(/s$/, '')),
              );
        case 'object':
        case undefined:
          // A nullable string is documented as an object with a maxLength or a format.
          if (!schema.properties && (schema.maxLength || schema.format)) {
            return plausible({ ...schema, type: 'string' }, depth, name);
          }
          if (!schema.properties) return schema.type === 'object' ? {} : 'x';
          return Object.fromEntries(
            Object.entries(schema.properties).map(([k, v]) => [k, plausible(v, depth + 1, k)]),
          );
        default:
          if (schema.format === 'uuid') return pick(named.id);
          if (schema.format === 'date-time' || /_(at|for)$|^(from|to)$/.test(name)) {
            return new Date(Date.now() + random() * 30 * 86_400_000).toISOString();
          }
          if (schema.format === 'email' || name === 'email')
            return `fuzz-${Math.floor(random() * 1e6)}@example.com`;
          if (typeof schema.example === 'string' && chance(0.5)) return schema.example;
          return pick(['x', 'Fuzz', 'Ada Lovelace', 'Straße', '😀']);
      }
    };

    /** A filter value: a plausible one, or an odd one. */
    const filterValue = () => (chance(0.6) ? pick(FILTER_VALUES) : pick(ODD_VALUES));
    /** A condition: mostly a valid one, else random parts. */
    const condition = (): [string, string, unknown] =>
      chance(0.7)
        ? pick(VALID)
        : [
            chance(0.5) ? pick(VALID)[0] : pick(FILTER_FIELDS),
            chance(0.5) ? pick(VALID)[1] : pick(FILTER_OPS),
            filterValue(),
          ];
    /** A tree of groups and conditions, sometimes too deep, too wide or malformed. */
    const filterTree = (depth = 1): unknown => {
      if (chance(0.05)) return pick(ODD_VALUES);
      const entries = Array.from({ length: Math.floor(random() * (chance(0.05) ? 60 : 4)) }, () => {
        if (depth < 6 && chance(0.3)) return filterTree(depth + 1);
        const [field, op, value] = condition();
        return chance(0.95) ? { field, op, value } : spoil({ field, op, value });
      });
      return { [chance(0.5) ? 'and' : 'or']: entries };
    };
    /** `filter[<field>][<op>]=<value>` parameters, a few at a time; a list joined by commas. */
    const filterParams = (): string[] =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const [field, op, value] = condition();
        const key = chance(0.95)
          ? `filter[${field}][${op}]`
          : pick(['filter', 'filter[stage]', 'filter[stage][eq][x]', 'filter[]']);
        const text = Array.isArray(value) ? value.join(',') : value;
        return `${encodeURIComponent(key)}=${encode(text)}`;
      });

    /** Spoils one leaf (or the whole value) of a plausible value with an odd one. */
    const spoil = (value: unknown): unknown => {
      if (chance(0.15) || value === null || typeof value !== 'object') return pick(ODD_VALUES);
      const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
        ? [...value]
        : { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (keys.length === 0 || chance(0.1)) {
        (copy as Record<string, unknown>)[pick(['role', 'is_premium', 'workspace_id', 'x'])] =
          pick(ODD_VALUES);
        return copy;
      }
      const key = pick(keys);
      (copy as Record<string, unknown>)[key] = spoil((copy as Record<string, unknown>)[key]);
      return copy;
    };

    const encode = (value: unknown): string => {
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      try {
        return encodeURIComponent(text);
      } catch {
        // An unpaired surrogate has no UTF-8 form: send the bytes a careless client would.
        return encodeURIComponent(text.replace(/\p{Cs}/gu, '')) + '%ED%A0%80';
      }
    };

    const operations = new Map<string, { path: string; method: string; op: Operation }>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (op?.operationId) operations.set(op.operationId, { path, method, op });
      }
    }

    /**
     * The route's path with its parameters filled: mostly real ids and keys, sometimes spoilt
     * (`spoilt`); always real ones where the route's collection has them (`real`).
     */
    const pathOf = (
      route: RouteInfo,
      parameters: Operation['parameters'] & {},
      spoilt: boolean,
      real = false,
    ) =>
      route.path.replace(/\{([^}]+)\}/g, (_m, name: string, at: number) => {
        const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
        const collection = route.path.slice(0, at).split('/').filter(Boolean).pop() ?? '';
        const pool =
          name === 'id' ? collections[collection] : name === 'key' ? keys[collection] : undefined;
        const value =
          spoilt && chance(0.7)
            ? pick(ODD_VALUES)
            : pool && (real || chance(0.9))
              ? pick(pool)
              : plausible(schema, 0, name);
        return encode(value);
      });

    const failures: string[] = [];
    const failed = (
      res: { statusCode: number; body: string },
      route: RouteInfo,
      url: string,
      payload: string | undefined,
    ) =>
      failures.push(
        `${res.statusCode} ${route.method} ${url.slice(0, 300)} body=${(payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 200)}`,
      );
    const isProblem = (res: {
      statusCode: number;
      headers: Record<string, unknown>;
      body: string;
    }) => {
      if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
        return false;
      }
      // The media type says JSON; a body that is not is a failure to record, not a crash.
      let body: { status?: unknown; detail?: unknown; code?: unknown } | null;
      try {
        body = JSON.parse(res.body) as typeof body;
      } catch {
        return false;
      }
      return (
        body?.status === res.statusCode &&
        typeof body.detail === 'string' &&
        body.detail.length > 0 &&
        typeof body.code === 'string' &&
        /^[a-z][a-z0-9_]*$/.test(body.code)
      );
    };
    let requests = 0;
    /** Answers of requests that name one of the views in `view`, by status. */
    const viewed: Record<number, number> = {};
    const undocumented = new Map<string, string>();
    for (const route of routes) {
      const op = operations.get(route.operationId)?.op;
      const parameters = op?.parameters ?? [];
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
      const who = route.path.startsWith('/admin') ? owner : admin;
      for (let round = 0; round < ROUNDS_PER_ROUTE; round++) {
        const path = pathOf(route, parameters, chance(0.3));
        const query = parameters
          .filter((p) => p.in === 'query' && chance(0.5))
          .flatMap((p) => {
            if (p.style === 'deepObject') return filterParams();
            const value = chance(0.25) ? pick(ODD_VALUES) : plausible(p.schema, 0, p.name);
            return [`${encodeURIComponent(p.name)}=${encode(value)}`];
          });
        if (chance(0.1)) query.push(`cursor=${encode(pick(ODD_STRINGS))}`);
        const url = query.length ? `${path}?${query.join('&')}` : path;

        let payload: string | undefined;
        let bodyView: unknown;
        const headers: Record<string, string> = { authorization: `Bearer dev:${who.email}` };
        if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
          const base = route.path.startsWith('/webhooks')
            ? checkoutCompletedEvent(chance(0.5) ? admin.workspaceId : null)
            : plausible(bodySchema);
          const body = chance(0.7) ? spoil(base) : base;
          bodyView = (body as { view?: unknown } | null | undefined)?.view;
          payload = body === undefined ? undefined : JSON.stringify(body);
          headers['content-type'] = 'application/json';
          if (route.path.startsWith('/webhooks') && payload !== undefined && chance(0.9)) {
            headers['stripe-signature'] = sign(payload);
          }
        }
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        requests++;
        const view = new URLSearchParams(url.split('?')[1] ?? '').get('view');
        if ([view, bodyView].some((v) => collections.views.includes(v as string))) {
          viewed[res.statusCode] = (viewed[res.statusCode] ?? 0) + 1;
        }

        if (res.statusCode >= 500) failed(res, route, url, payload);
        // An error is a problem: its media type, its status, a sentence for people and a code.
        if (res.statusCode >= 400 && !isProblem(res)) failed(res, route, url, payload);
        // Every answer is one the operation documents, so a typed client knows it.
        const documented = operations.get(route.operationId)?.op?.responses ?? {};
        if (!(String(res.statusCode) in documented)) {
          undocumented.set(
            `${route.method} ${route.path} ${res.statusCode}`,
            `${url.slice(0, 200)} -> ${res.body.slice(0, 200)}`,
          );
        }
      }
      // Each property of the body null in turn, on a real record: null where a value belongs
      // is refused like any other wrong value, never a 5xx, nor taken as "left out" where the
      // document does not say the property takes null.
      const properties = resolve(bodySchema).properties;
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && properties) {
        // Alone (an edit of that one property) and in a plausible body.
        const bodies = Object.entries(properties).flatMap(([name, schema]) => [
          { body: { [name]: null }, refused: !schema.nullable },
          {
            body: { ...(plausible(bodySchema) as Record<string, unknown>), [name]: null },
            refused: !schema.nullable,
          },
        ]);
        for (const { body, refused } of bodies) {
          const url = pathOf(route, parameters, false, true);
          const payload = JSON.stringify(body);
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: {
              authorization: `Bearer dev:${who.email}`,
              'content-type': 'application/json',
            },
            payload,
          });
          requests++;
          if (res.statusCode >= 500 || (refused && res.statusCode < 300)) {
            failed(res, route, url, payload);
          }
        }
      }
    }
    if (failures.length > 0) console.log(failures.slice(0, 20).join('\n'));
    expect(requests).toBeGreaterThanOrEqual(2_000);
    expect(failures).toEqual([]);
    expect(Object.fromEntries(undocumented)).toEqual({});
    // Requests naming a real view reached the routes that read it and were answered.
    expect(viewed[200]).toBeGreaterThan(0);
  }, 300_000);

  it('answers no 5xx to filter trees and sorts over every field, paged by their cursors', async () => {
    // A workspace of its own: the odd requests above archive and change the first one's fields,
    // which would refuse the valid conditions here.
    const searcher = await signUp(t, { premium: true, prefix: 'fuzz-search' });
    const contacts = [];
    for (let i = 0; i < 6; i++) {
      contacts.push((await createContact(t, searcher.email, { first_name: `Fuzz ${i}` })).id);
    }
    await withFuzzFields(t, searcher, contacts);
    const random = prng(SEED + 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const chance = (p: number) => random() < p;
    const tree = (depth: number): unknown => ({
      [chance(0.5) ? 'and' : 'or']: Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        if (depth < 4 && chance(0.3)) return tree(depth + 1);
        const [field, op, value] = chance(0.9)
          ? pick(VALID)
          : [pick(FILTER_FIELDS), pick(FILTER_OPS), pick(FILTER_VALUES)];
        return { field, op, value };
      }),
    });
    const failures: string[] = [];
    let answered = 0;
    for (let round = 0; round < 150; round++) {
      const body = {
        filter: tree(1),
        sort: pick(SORTS.slice(0, 4)),
        limit: 1 + Math.floor(random() * 4),
      };
      let cursor: string | null = null;
      for (let page = 0; page < 4; page++) {
        const res = await call(t, 'POST', '/contacts/search', {
          as: searcher.email,
          body: { ...body, ...(cursor ? { cursor } : {}) },
        });
        if (res.status >= 500)
          failures.push(`${res.status} ${JSON.stringify(body)} -> ${res.text}`);
        if (res.status === 200) answered++;
        cursor = res.status === 200 ? (res.body.next_cursor as string | null) : null;
        if (!cursor) break;
      }
    }
    if (failures.length > 0) console.log(failures.slice(0, 10).join('\n'));
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(75);
  }, 120_000);
});
