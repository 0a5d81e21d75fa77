import { beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  addMember,
  createContact,
  createSequence,
  logInteraction,
  scheduleFollowup,
  signUp,
  type Member,
} from './support/factories.js';
import { createGroup, settingsBody } from './support/groups.js';
import { postImport, waitForImport } from './support/imports.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';
import { NUMBERING_ORDER } from './support/webhooks.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is arbitrary JSON
type Document = Record<string, any>;

/**
 * Every read's answer, and the answers of the writes that make the records it reads, checked
 * against the schema the OpenAPI document gives for it (with Ajv, the validator Fastify uses):
 * a typed client and a form built from the document get what it says, no property of another type,
 * no `null` where it promises a value, none it does not describe.
 */
describe('answers as the OpenAPI document describes them', () => {
  // Jobs run in the app, so the import and the bulk operation are read finished.
  const t = useTestApp({ JOB_WORKER: 'inline', WEBHOOK_POLL_INTERVAL_MS: '500' });
  let doc: Document;
  let ajv: Ajv;
  let admin: Member;
  let owner: Member;
  /** The record each path parameter names, by the collection before it. */
  const ids: Record<string, string> = {};
  const checked = new Set<string>();
  const mismatches: string[] = [];

  /** The schema of `method path`'s answer with `status`, compiled once. */
  const validators = new Map<string, ValidateFunction | null>();
  const validatorOf = (method: string, path: string, status: number) => {
    const name = `${method} ${path} ${status}`;
    if (!validators.has(name)) {
      const schema =
        doc.paths[path]?.[method.toLowerCase()]?.responses?.[status]?.content?.['application/json']
          ?.schema;
      validators.set(
        name,
        schema ? ajv.compile({ ...schema, components: undefined, $id: undefined }) : null,
      );
    }
    return validators.get(name)!;
  };

  /** Calls `method url` as `as` and checks a 2xx JSON answer against `path`'s schema. */
  async function answer(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    url: string,
    options: { as?: Member; body?: unknown } = {},
  ) {
    const res = await call(t, method, url, { as: (options.as ?? admin).email, body: options.body });
    if (res.status >= 300 || !String(res.headers['content-type']).startsWith('application/json')) {
      return res;
    }
    const validate = validatorOf(method, path, res.status);
    if (!validate) {
      mismatches.push(`${method} ${path}: ${res.status} is not documented`);
      return res;
    }
    checked.add(`${method} ${path}`);
    if (!validate(res.body)) {
      for (const error of validate.errors ?? []) {
        mismatches.push(
          `${method} ${path} ${res.status}: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
        );
      }
    }
    return res;
  }

  beforeAll(async () => {
    doc = (await call(t, 'GET', '/openapi.json')).body as Document;
    // The document's components, reachable by its own `#/components/...` references, read with
    // two rules of this test's: an object answers only the properties its schema lists, and
    // `nullable` beside an `allOf` (how a nullable reference is written in OpenAPI 3.0) allows null
    // as every generator reads it. A nullable enum lists null, as OpenAPI 3.0.3 asks.
    const strict = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(strict);
      if (!value || typeof value !== 'object') return value;
      const schema: Document = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string' ? `openapi${v}` : strict(v),
        ]),
      );
      if (schema.properties && schema.additionalProperties === undefined) {
        schema.additionalProperties = false;
      }
      if (schema.nullable && schema.allOf) {
        const { nullable: _, ...rest } = schema;
        return { anyOf: [{ type: 'null' }, rest] };
      }
      return schema;
    };
    doc = strict(doc) as Document;
    ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ components: doc.components }, 'openapi');

    admin = await signUp(t, { premium: true });
    owner = await signUp(t, { role: 'super_admin', prefix: 'owner' });
    const member = await addMember(t, admin.workspaceId);
    // Subscribed first, so every change below records its event.
    const endpoint = await answer('POST', '/webhook-endpoints', '/webhook-endpoints', {
      body: { url: 'https://93.184.216.34/hooks', events: ['*'] },
    });
    ids['webhook-endpoints'] = endpoint.body.id;
    const field = await answer('POST', '/custom-fields', '/custom-fields', {
      body: {
        key: 'industry',
        label: 'Industry',
        type: 'select',
        options: [
          { id: 'saas', label: 'SaaS', color: '#2f80ed' },
          { id: 'retail', label: 'Retail' },
        ],
        filterable: true,
      },
    });
    expect(field.status).toBe(201);
    await answer('POST', '/custom-fields', '/custom-fields', {
      body: { key: 'arr', label: 'ARR', type: 'currency' },
    });
    const contact = await answer('POST', '/contacts', '/contacts', {
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        company: 'Analytical Engines',
        tags: ['vip'],
        owner_id: member.userId,
        value_cents: 120_000,
        expected_close_date: '2027-01-15',
        custom: { industry: 'saas', arr: { amount_minor: 500_000, currency: 'USD' } },
      },
    });
    ids.contacts = contact.body.id;
    await createContact(t, admin.email, { first_name: 'Grace', email: 'ada@example.com' });
    await answer('PATCH', '/contacts/{id}', `/contacts/${ids.contacts}`, {
      body: { title: 'Countess', probability: 40 },
    });
    await answer('POST', '/contacts/{id}/stage', `/contacts/${ids.contacts}/stage`, {
      body: { stage: 'qualified' },
    });
    await logInteraction(t, admin.email, ids.contacts);
    ids.followups = (await scheduleFollowup(t, admin.email, ids.contacts)).id;
    ids.sequences = (await createSequence(t, admin.email)).id;
    await answer('POST', '/sequences/{id}/enrollments', `/sequences/${ids.sequences}/enrollments`, {
      body: { contact_ids: [ids.contacts] },
    });
    ids.groups = (await createGroup(t, admin.email, { member_ids: [member.userId] })).id;
    ids.views = (
      await createView(t, admin.email, {
        name: 'SaaS',
        filter: { and: [{ field: 'custom.industry', op: 'eq', value: 'saas' }] },
      })
    ).id;
    await answer('POST', '/api-keys', '/api-keys', {
      body: { name: 'Warehouse', scopes: ['contacts:read'] },
    });
    const bulk = await answer('POST', '/contacts/bulk', '/contacts/bulk', {
      body: { action: 'add_tags', params: { tags: ['q1'] }, filter: { tag: 'vip' } },
    });
    expect(bulk.status).toBe(202);
    ids['bulk-operations'] = bulk.body.id;
    const imported = await postImport(
      t,
      admin.email,
      {
        mapping: JSON.stringify({
          first_name: 'first_name',
          email: 'email',
          'custom.industry': 'custom.industry',
        }),
      },
      'first_name,email,custom.industry\nAlan,alan@example.com,retail\nBad,not-an-email,nope\n',
    );
    expect(imported.status).toBe(202);
    ids.imports = imported.body.id;
    await waitForImport(t, admin.email, ids.imports);
    const gone = await createContact(t, admin.email, { first_name: 'Gone' });
    await call(t, 'DELETE', `/contacts/${gone.id}`, { as: admin.email });
    const erased = await createContact(t, admin.email, { first_name: 'Erased' });
    await answer('POST', '/contacts/{id}/erase', `/contacts/${erased.id}/erase`);
    const pipeline = await answer('POST', '/pipelines', '/pipelines', {
      body: {
        key: 'renewals',
        name: 'Renewals',
        stages: [
          { key: 'renewal-due', label: 'Due', kind: 'open' },
          { key: 'renewed', label: 'Renewed', kind: 'won' },
          { key: 'churned', label: 'Churned', kind: 'lost' },
        ],
      },
    });
    expect(pipeline.status).toBe(201);
    const settings = await answer('PUT', '/settings', '/settings', {
      body: settingsBody({ currency: 'USD' }),
    });
    expect(settings.status).toBe(200);
  }, 60_000);

  /** The document's reads, but the stream and the CSV, each with its path filled from `ids`. */
  const reads = (ids: Record<string, string | undefined>) =>
    Object.entries(doc.paths as Record<string, Document>)
      .filter(
        ([path, operations]) => operations.get && !['/events', '/contacts/export'].includes(path),
      )
      .map(([path]) => ({
        path,
        url: path
          .replace(
            /^\/(\w[\w-]*)\/\{id\}/,
            (_, collection: string) => `/${collection}/${ids[collection]}`,
          )
          .replace('/pipelines/{key}', '/pipelines/default')
          .replace('/board/stages/{key}', '/board/stages/qualified'),
      }));

  it('answers every read with what its schema says, on real records', async () => {
    for (const { path, url } of reads(ids)) {
      expect([path, url.includes('{') || url.includes('undefined')]).toEqual([path, false]);
      const res = await answer('GET', path, url, { as: path.startsWith('/admin') ? owner : admin });
      expect([path, res.status]).toEqual([path, 200]);
    }
    if (mismatches.length > 0) console.log(mismatches.join('\n'));
    expect(mismatches).toEqual([]);
    expect(checked.size).toBeGreaterThan(60);
  });

  it("answers a free workspace's reads of its demo data with what their schemas say", async () => {
    const free = await signUp(t);
    const demo = (await call(t, 'GET', '/contacts?limit=1', { as: free.email })).body.items[0];
    let read = 0;
    for (const { path, url } of reads({ contacts: demo.id as string })) {
      if (url.includes('undefined') || path.startsWith('/admin')) continue;
      const res = await answer('GET', path, url, { as: free });
      // A few reads are a premium workspace's (402); none fails otherwise.
      expect([path, [200, 402].includes(res.status)]).toEqual([path, true]);
      if (res.status === 200) read++;
    }
    if (mismatches.length > 0) console.log(mismatches.join('\n'));
    expect(mismatches).toEqual([]);
    expect(read).toBeGreaterThan(30);
  });

  it('records events whose records are presented as the API answers them', async () => {
    // The record at `data.<entity>` of each event, by the schema of that entity's answers; an
    // event of a record that is gone for good carries its id only.
    const schemas: Record<string, string> = {
      contact: 'ContactResponse',
      interaction: 'InteractionResponse',
      followup: 'FollowupResponse',
      enrollment: 'EnrollmentResponse',
      group: 'GroupResponse',
      pipeline: 'PipelineResponse',
      custom_field: 'CustomFieldResponse',
      view: 'ViewResponse',
      settings: 'SettingsResponse',
    };
    const idOnly = ['contact.erased', 'contact.purged', 'group.deleted', 'pipeline.deleted'];
    let events: { type: string; payload: Document }[] = [];
    for (let tries = 0; tries < 100; tries++) {
      events = await t.db.query(
        `SELECT type, payload FROM webhook_events WHERE workspace_id = $1 ORDER BY ${NUMBERING_ORDER}`,
        [admin.workspaceId],
      );
      if (events.every((e) => e.payload.data.sequence !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seen = new Set<string>();
    for (const { type, payload } of events) {
      const entity = type.split('.')[0];
      // An erased contact's events keep their type alone (`data: { erased: true }`).
      if (!schemas[entity] || idOnly.includes(type) || payload.data.erased) continue;
      const validate = ajv.getSchema(`openapi#/components/schemas/${schemas[entity]}`)!;
      seen.add(entity);
      if (!validate(payload.data[entity])) {
        for (const error of validate.errors ?? []) {
          mismatches.push(`${type}: ${error.instancePath || '/'} ${error.message}`);
        }
      }
    }
    if (mismatches.length > 0) console.log(mismatches.join('\n'));
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(Object.keys(schemas).sort());
  });
});
