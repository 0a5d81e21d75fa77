import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addMember,
  createContact,
  createSequence,
  scheduleFollowup,
  signUp,
} from './support/factories.js';
import { createGroup } from './support/groups.js';
import { sign, WEBHOOK_SECRET } from './support/stripe-events.js';
import { bearer, call, startApp, type TestApp } from './support/test-app.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas are arbitrary JSON
type Schema = Record<string, any>;

/** An id no record has: validation runs before the lookup, which then answers 404. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The body the API explorer pre-fills from a schema, by swagger-ui's rules
 * (json-schema-5-samples `sampleFromSchemaGeneric`): a value's `example`, else its `default`, else
 * the first `enum` value, else by type: an object gets every property that is not readOnly or
 * deprecated, an array one sampled item (repeated up to minItems), a string its format's sample
 * cut to maxLength and padded to minLength, a number its minimum then maximum (else 0), a boolean
 * true. `nullable` changes nothing. `allOf` parts are merged; `oneOf`/`anyOf` take the first.
 */
export function sampleOf(schema: Schema, document: Schema): unknown {
  const s = resolve(schema, document);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.allOf) {
    const merged = (s.allOf as Schema[]).reduce<Schema>((all, part) => {
      const r = resolve(part, document);
      return { ...all, ...r, properties: { ...all.properties, ...r.properties } };
    }, {});
    return sampleOf(
      { ...merged, ...s, allOf: undefined, properties: { ...merged.properties, ...s.properties } },
      document,
    );
  }
  if (s.oneOf || s.anyOf) return sampleOf((s.oneOf ?? s.anyOf)[0], document);
  if (Array.isArray(s.enum)) return s.enum[0];
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : 'string');
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries<Schema>(s.properties ?? {})) {
      const p = resolve(property, document);
      if (p.readOnly || p.deprecated) continue;
      out[name] = sampleOf(property, document);
    }
    return out;
  }
  if (type === 'array') {
    if (!s.items) return [];
    const items = [sampleOf(s.items, document)];
    while (items.length < (s.minItems ?? 0)) items.push(items[0]);
    return s.maxItems !== undefined ? items.slice(0, s.maxItems) : items;
  }
  if (type === 'integer' || type === 'number') {
    let value = 0;
    if (s.minimum !== undefined) value = s.exclusiveMinimum ? s.minimum + 1 : s.minimum;
    if (s.maximum !== undefined) value = s.exclusiveMaximum ? s.maximum - 1 : s.maximum;
    return value;
  }
  if (type === 'boolean') return true;
  let text = STRING_FORMATS[s.format as string]?.() ?? 'string';
  if (s.maxLength !== undefined) text = text.slice(0, s.maxLength);
  for (let i = 0; text.length < (s.minLength ?? 0); i++) text += text[i % text.length];
  return text;
}

// swagger-ui's samples of the string formats this API uses.
const STRING_FORMATS: Record<string, () => string> = {
  uuid: () => '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: () => 'user@example.com',
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
  uri: () => 'https://example.com/path',
  hostname: () => 'example.com',
};

function resolve(schema: Schema, document: Schema): Schema {
  let s = schema;
  while (s?.$ref) {
    s = (s.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Schema>((node, key) => node[key], document);
  }
  return s ?? {};
}

describe('the request bodies the API explorer pre-fills', () => {
  let t: TestApp;
  let document: Schema;
  let email: string;
  /** Real records of the workspace, by the path segment that names them (`/contacts/{id}`). */
  const records: Record<string, string> = {};
  beforeAll(async () => {
    // The sample webhook URL names a host this test cannot resolve.
    t = await startApp({
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    document = (await call(t, 'GET', '/openapi.json')).body;
    // A premium workspace, upgraded the way a user without payments does it.
    email = (await signUp(t)).email;
    const upgrade = await call(t, 'POST', '/billing/simulate-payment', { as: email });
    expect(upgrade.body).toMatchObject({ is_premium: true });
    const me = (await call(t, 'GET', '/me', { as: email })).body;
    const contact = await createContact(t, email);
    records.contacts = contact.id;
    records.enrollments = contact.id;
    records.followups = (await scheduleFollowup(t, email, contact.id)).id;
    records.sequences = (await createSequence(t, email)).id;
    records.team = (await addMember(t, me.workspace.id)).userId;
    records.groups = (await createGroup(t, email, { name: 'Sampled' })).id;
  });

  /** The path with each parameter a record of the workspace where there is one. */
  function urlOf(path: string): string {
    return path.replace(
      /([^/]+)\/\{[^}]+\}/g,
      (_, segment: string) => `${segment}/${records[segment] ?? UNKNOWN_ID}`,
    );
  }
  afterAll(async () => {
    await t.close();
  });

  it('sample each schema as swagger-ui does', () => {
    const doc = {
      components: {
        schemas: {
          Step: { type: 'object', properties: { n: { type: 'integer', minimum: 1, maximum: 9 } } },
        },
      },
    };
    expect(
      sampleOf(
        {
          type: 'object',
          properties: {
            a: { type: 'string', example: 'x' },
            b: { type: 'string', enum: ['p', 'q'] },
            c: { type: 'string', format: 'uuid' },
            d: { type: 'string', nullable: true, maxLength: 3 },
            e: { type: 'array', items: { $ref: '#/components/schemas/Step' }, minItems: 2 },
            f: { type: 'boolean' },
            g: { type: 'string', readOnly: true },
            h: { type: 'string', example: null, nullable: true },
          },
        },
        doc,
      ),
    ).toEqual({
      a: 'x',
      b: 'p',
      c: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      d: 'str',
      e: [{ n: 9 }, { n: 9 }],
      f: true,
      h: null,
    });
  });

  it('pass validation on every operation that takes a body, on a premium workspace', async () => {
    const refused: unknown[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries<Schema>(document.paths)) {
      for (const [method, operation] of Object.entries<Schema>(item)) {
        const content = operation.requestBody?.content?.['application/json'];
        if (!content) continue;
        // Like swagger-ui: the media type's example, else its first named example, else the schema's.
        const named = Object.values<Schema>(content.examples ?? {})[0]?.value;
        const body = JSON.stringify(content.example ?? named ?? sampleOf(content.schema, document));
        const url = urlOf(path);
        const headers: Record<string, string> = {
          ...bearer(email),
          'content-type': 'application/json',
        };
        // The one body that is not the caller's: the payment provider signs it.
        if (operation.parameters?.some((p: Schema) => p.name === 'Stripe-Signature')) {
          headers['stripe-signature'] = sign(body);
        }
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers,
          payload: body,
        });
        checked++;
        if (![200, 201, 204, 404, 409].includes(res.statusCode)) {
          refused.push({
            operation: `${method.toUpperCase()} ${path}`,
            body: JSON.parse(body),
            status: res.statusCode,
            answer: res.json(),
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(refused).toEqual([]);
  });
});
