import { beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { REPORT_LIMITS } from '../src/modules/reports/reports.rules.js';
import { patchField } from './support/filter-index.js';
import { define, field } from './support/contact-query.js';
import { createContact, createSequence, type Member, signUp } from './support/factories.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';
import { createView } from './support/views.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is arbitrary JSON
type Document = Record<string, any>;
type Method = Parameters<typeof call>[1];

/** An id no record has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/*
 * The OpenAPI document against what the routes answer, each operation found by its shape in the
 * document (a `view` parameter or body member, a `sort`, its path ids), so a route added later is
 * checked too. The field's filter index stays `building`: the jobs never run here.
 */

// A build stays queued for the file's duration: kept out of the run's shared database.
useOwnDatabase();

describe('the OpenAPI document and the answers of the routes', () => {
  const t = useTestApp({ FILTER_INDEX_INLINE_CONTACTS: '0' });
  let doc: Document;
  let admin: Member;
  /** A view filtering on the field being indexed, and one sorting by it alone. */
  let filtering: string;
  let sorting: string;

  /** Every operation, with its schema of a JSON body read through its `$ref`. */
  const operations = () =>
    Object.entries(doc.paths as Record<string, Document>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]: [string, Document]) => {
        let body = operation.requestBody?.content?.['application/json']?.schema;
        if (body?.$ref) body = doc.components.schemas[body.$ref.split('/').pop()];
        const query = ((operation.parameters ?? []) as Document[]).filter((p) => p.in === 'query');
        return { path, method: method.toUpperCase() as Method, operation, body, query };
      }),
    );

  /** The operations that take a saved view, in their query or their body. */
  const takingViews = () =>
    operations()
      .filter((o) => o.query.some((p) => p.name === 'view') || o.body?.properties?.view)
      .map((o) => ({
        ...o,
        sorts: o.query.some((p) => p.name === 'sort') || Boolean(o.body?.properties?.sort),
        viewDoc: (o.query.find((p) => p.name === 'view') ?? o.body.properties.view) as Document,
      }));

  /** The members a body needs besides `view`, by path: each body taking a view is listed. */
  const BODIES: Record<string, Document> = {
    '/contacts/search': {},
    '/contacts/bulk': { action: 'add_tags', params: { tags: ['q1'] } },
  };

  /** Calls the operation with `view`, its path filled with a stage key (the board's column). */
  function useView(o: { path: string; method: Method; body?: Document }, view: string) {
    const url = o.path.replace('{key}', 'lead');
    if (o.body) {
      expect([o.path, BODIES[o.path] !== undefined]).toEqual([o.path, true]);
      return call(t, o.method, url, { as: admin.email, body: { ...BODIES[o.path], view } });
    }
    return call(t, o.method, `${url}?view=${view}`, { as: admin.email });
  }

  beforeAll(async () => {
    doc = (await call(t, 'GET', '/openapi.json')).body as Document;
    admin = await signUp(t, { premium: true });
    await define(t, admin, field('arr', 'number'));
    await createContact(t, admin.email, { first_name: 'Ada', custom: { arr: 10 } });
    filtering = (
      await createView(t, admin.email, {
        name: 'Rich',
        filter: { and: [{ field: 'custom.arr', op: 'gte', value: 5 }] },
      })
    ).id;
    sorting = (await createView(t, admin.email, { name: 'By ARR', sort: '-custom.arr' })).id;
    // Made filterable again on a workspace with contacts: built by a job, which never runs.
    expect((await patchField(t, admin, 'arr', { filterable: false })).status).toBe(200);
    const building = await patchField(t, admin, 'arr', { filterable: true });
    expect(building.body).toMatchObject({ filter_index: 'building' });
  });

  it('answers every list as the contract pages one: `items` beside `next_cursor`, by `limit` and `cursor`', () => {
    const schemaOf = (schema: Document | undefined): Document | undefined =>
      schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    const lists = operations().flatMap((o) =>
      Object.entries(o.operation.responses as Record<string, Document>)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => ({
          ...o,
          status,
          answer: schemaOf(response.content?.['application/json']?.schema),
        }))
        .filter((list) => list.answer?.properties?.items),
    );
    const faults = lists.flatMap(({ method, path, status, answer, query, body }) => {
      const where = `${method} ${path} ${status}`;
      const cursor = answer!.properties.next_cursor;
      // A read takes them in its query; a search (POST) in its body.
      const takes =
        method === 'GET' ? query.map((p) => p.name) : Object.keys(body?.properties ?? {});
      return [
        ...(cursor?.type === 'string' &&
        cursor.nullable &&
        answer!.required?.includes('next_cursor')
          ? []
          : [`${where}: no next_cursor`]),
        ...['limit', 'cursor']
          .filter((name) => !takes.includes(name))
          .map((n) => `${where}: no ${n}`),
      ];
    });
    expect(lists.length).toBeGreaterThan(20);
    expect(faults).toEqual([]);
  });

  it('documents the 409 of a field being indexed on each route that answers it, as answered', async () => {
    const problem = doc.components.schemas.Problem;
    const documented = operations()
      .filter((o) => /`filter_index`/.test(o.operation.responses['409']?.description ?? ''))
      .map((o) => `${o.method} ${o.path}`);
    const answered: string[] = [];
    for (const o of takingViews()) {
      const res = await useView(o, filtering);
      expect([o.path, res.status]).toEqual([o.path, 409]);
      expect(res.body).toMatchObject({ code: 'conflict', field: 'custom.arr' });
      // Every member of the answer is one the Problem schema lists.
      expect(Object.keys(res.body).filter((k) => !(k in problem.properties))).toEqual([]);
      answered.push(`${o.method} ${o.path}`);
    }
    // Where the query takes `filter[...]`, the example is the answer to it.
    for (const o of operations().filter((o) => o.query.some((p) => p.name === 'filter'))) {
      const url = `${o.path.replace('{key}', 'lead')}?filter[custom.arr][gte]=5`;
      const res = await call(t, o.method, url, { as: admin.email });
      const example = o.operation.responses['409'].content['application/problem+json'].example;
      expect([o.path, res.body]).toEqual([o.path, example]);
      if (!answered.includes(`${o.method} ${o.path}`)) answered.push(`${o.method} ${o.path}`);
    }
    expect(answered.length).toBeGreaterThanOrEqual(14);
    expect(documented.sort()).toEqual(answered.sort());
  });

  it("reads a view's sort only where the route takes `sort`, and says so", async () => {
    let sorted = 0;
    for (const o of takingViews()) {
      const res = await useView(o, sorting);
      if (o.sorts) {
        sorted++;
        expect([o.path, res.status, res.body.detail]).toEqual([
          o.path,
          409,
          expect.stringMatching(/^view\.sort: custom\.arr is being indexed/),
        ]);
      } else {
        expect([o.path, res.status < 300]).toEqual([o.path, true]);
      }
      // The view's description speaks of its sort only where the route orders by it.
      const description = String(o.viewDoc.description);
      expect([o.path, /its sort orders the list/.test(description)]).toEqual([o.path, o.sorts]);
      expect([o.path, /filter or sort no longer reads/.test(description)]).toEqual([
        o.path,
        o.sorts,
      ]);
      // The 409's description names a sort only where the route reads one.
      const conflict = String(o.operation.responses['409'].description);
      expect([o.path, conflict.startsWith('A filter or sort')]).toEqual([o.path, o.sorts]);
    }
    // The list, the search, the export.
    expect(sorted).toBe(3);
  });

  it("says a view is saved while a field's index builds, as it is", async () => {
    const created = await call(t, 'POST', '/views', {
      as: admin.email,
      body: {
        name: 'Poor',
        filter: { and: [{ field: 'custom.arr', op: 'lt', value: 5 }] },
        sort: 'custom.arr',
      },
    });
    expect(created.status).toBe(200);
    for (const name of ['CreateViewDto', 'UpdateViewDto']) {
      const { filter, sort } = doc.components.schemas[name].properties;
      for (const description of [filter.description, sort.description] as string[]) {
        expect([name, /is 409|\(409 while/.test(description)]).toEqual([name, false]);
        expect(description).toContain('a route using the view answers 409');
      }
    }
  });

  it('names in its 404 each record a route with two ids answers 404 for', async () => {
    const records: Record<string, string> = {
      sequences: (await createSequence(t, admin.email)).id,
      'webhook-endpoints': (
        await call(t, 'POST', '/webhook-endpoints', {
          as: admin.email,
          body: { url: 'https://93.184.216.34/hooks', events: ['*'] },
        })
      ).body.id,
    };
    let checked = 0;
    for (const o of operations()) {
      const ids = ((o.operation.parameters ?? []) as Document[]).filter(
        (p) => p.in === 'path' && p.schema?.format === 'uuid',
      );
      if (ids.length < 2) continue;
      const description = String(o.operation.responses['404'].description).toLowerCase();
      // Each id in turn unknown (or no UUID at all), the ones before it real.
      for (let i = 0; i < ids.length; i++) {
        for (const wrong of [UNKNOWN_ID, 'not-an-id']) {
          let at = 0;
          const url = o.path.replace(/([^/]+)\/\{[^}]+\}/g, (_, segment: string) => {
            const value = at < i ? records[segment] : at === i ? wrong : UNKNOWN_ID;
            at++;
            return `${segment}/${value}`;
          });
          const body = o.method === 'DELETE' ? undefined : {};
          const res = await call(t, o.method, url, { as: admin.email, body });
          expect([url, res.status]).toEqual([url, 404]);
          const record = String(res.body.detail)
            .replace(/ not found$/, '')
            .toLowerCase();
          expect([url, record, description.includes(record)]).toEqual([url, record, true]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    // A list of ids in the body names records too.
    const enroll = await call(t, 'POST', `/sequences/${records.sequences}/enrollments`, {
      as: admin.email,
      body: { contact_ids: [UNKNOWN_ID] },
    });
    expect(enroll.body).toMatchObject({ status: 404, detail: 'Contact not found' });
    expect(doc.paths['/sequences/{id}/enrollments'].post.responses['404'].description).toContain(
      'a contact it names',
    );
  });

  // Every route taking `from` and `to` is asked for the longest period and one day more: the
  // routes that refuse the second say so on `to`, and no other does.
  it('states the longest period on each route that refuses a longer one, and only there', async () => {
    const { maxDays } = REPORT_LIMITS;
    const from = '2025-01-01';
    /** The date that makes a period from `from` through it cover `days` calendar days. */
    const through = (days: number) =>
      new Date(Date.parse(from) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const stated = new RegExp(`at most ${maxDays} calendar days, else 422`);
    const enforcing: string[] = [];
    const documented: string[] = [];
    const periods = operations().filter(
      (o) => o.method === 'GET' && ['from', 'to'].every((n) => o.query.some((p) => p.name === n)),
    );
    for (const o of periods) {
      const longest = await call(t, 'GET', o.path, {
        as: admin.email,
        query: { from, to: through(maxDays) },
      });
      expect([o.path, longest.status]).toEqual([o.path, 200]);
      const longer = await call(t, 'GET', o.path, {
        as: admin.email,
        query: { from, to: through(maxDays + 1) },
      });
      if (longer.status === 422) {
        expect([o.path, longer.body.errors]).toEqual([
          o.path,
          [{ field: 'to', message: `the range may cover at most ${maxDays} days` }],
        ]);
        enforcing.push(o.path);
      } else {
        expect([o.path, longer.status]).toEqual([o.path, 200]);
      }
      const to = o.query.find((p) => p.name === 'to') as Document;
      if (stated.test(to.description)) documented.push(o.path);
    }
    expect(enforcing.length).toBeGreaterThanOrEqual(6);
    expect(documented.sort()).toEqual(enforcing.sort());
  });

  it("documents beside each route's 401 the 503 of an identity provider whose key set cannot be fetched", () => {
    const keySet = /provider's key set .* could not be fetched \(`code: upstream_unavailable`\)/;
    const documented = operations().map(({ method, path, operation: { responses } }) => ({
      route: `${method} ${path}`,
      takesToken: '401' in responses,
      keySet: keySet.test(responses['503']?.description ?? ''),
      retryAfter: 'Retry-After' in (responses['503']?.headers ?? {}),
    }));
    expect(documented.filter((o) => o.takesToken).length).toBeGreaterThan(50);
    for (const { route, takesToken, keySet, retryAfter } of documented) {
      expect([route, keySet]).toEqual([route, takesToken]);
      if (takesToken) expect([route, retryAfter]).toEqual([route, true]);
    }
  });

  it('lists in the Problem schema the members of a finished job cancelled', () => {
    const { properties } = doc.components.schemas.Problem;
    for (const path of ['/imports/{id}/cancel', '/bulk-operations/{id}/cancel']) {
      const { example } = doc.paths[path].post.responses['409'].content['application/problem+json'];
      expect(Object.keys(example).filter((k) => !(k in properties))).toEqual([]);
      expect(example).toHaveProperty('status_now');
    }
  });

  it('publishes in the request schemas what validation refuses', async () => {
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ components: doc.components }, 'openapi');
    const valid = (schema: string, property: string, value: unknown) =>
      ajv.validate({ $ref: `openapi#/components/schemas/${schema}/properties/${property}` }, value);
    // Each value: what `POST /contacts` answers to it, and what the schemas say of it.
    const cases: [property: string, value: unknown][] = [
      ['first_name', ''],
      ['first_name', '   '],
      ['first_name', 'Ada'],
      ['tags', ['']],
      ['tags', [' vip']],
      ['tags', ['a|b']],
      ['tags', ['x'.repeat(41)]],
      ['tags', ['vip']],
      // The schema says a code's form (the codes are the runtime's ICU's): what it refuses.
      ['currency', 'eur'],
      ['currency', 'EURO'],
      ['currency', 'EUR'],
    ];
    for (const [property, value] of cases) {
      const res = await call(t, 'POST', '/contacts', {
        as: admin.email,
        body: { first_name: 'Ada', [property]: value },
      });
      const accepted = res.status === 200;
      expect([property, value, res.status]).toEqual([property, value, accepted ? 200 : 422]);
      for (const schema of ['CreateContactDto', 'UpdateContactDto']) {
        expect([schema, property, value, valid(schema, property, value)]).toEqual([
          schema,
          property,
          value,
          accepted,
        ]);
      }
    }
    for (const [value, accepted] of [
      ['usd', false],
      ['USD', true],
    ] as const) {
      expect(valid('SettingsDto', 'currency', value)).toBe(accepted);
    }
  });
  it('publishes the bounds of stage moves, snoozes, settings, pipeline removals and owner queries', async () => {
    const ajv = new Ajv({ strict: false });
    ajv.addSchema({ components: doc.components }, 'openapi');
    const property = (schema: string, name: string, value: unknown) =>
      ajv.validate({ $ref: `openapi#/components/schemas/${schema}/properties/${name}` }, value);
    const parameter = (method: string, path: string, name: string, value: string) =>
      ajv.validate(
        doc.paths[path][method].parameters.find((p: Document) => p.name === name).schema,
        value,
      );
    const contact = await createContact(t, admin.email);
    const answers = async (method: Method, path: string, body?: unknown, query?: object) =>
      (await call(t, method, path, { as: admin.email, body, query: query as never })).status;

    // Each value: what the route answers (refused: 422), and what the schema says of it.
    for (const [value, accepted] of [
      ['', false],
      ['lead', true],
    ] as const) {
      expect(property('ChangeStageDto', 'stage', value)).toBe(accepted);
      expect(await answers('POST', `/contacts/${contact.id}/stage`, { stage: value })).toBe(
        accepted ? 200 : 422,
      );
      expect(property('ChangeStageDto', 'pipeline', value || '')).toBe(Boolean(value));
    }
    const until = new Date(Date.now() + 86_400_000).toISOString();
    for (const [value, accepted] of [
      ['', false],
      ['   ', false],
      ['Travelling', true],
    ] as const) {
      expect(property('SnoozeContactDto', 'reason', value)).toBe(accepted);
      expect(
        await answers('POST', `/contacts/${contact.id}/snooze`, { until, reason: value }),
      ).toBe(accepted ? 200 : 422);
    }
    for (const [value, accepted] of [
      ['', false],
      ['  ', false],
      ['UTC', true],
    ] as const) {
      expect(property('SettingsDto', 'timezone', value)).toBe(accepted);
    }
    for (const [value, accepted] of [
      [[''], false],
      [['x'.repeat(101)], false],
      [['Price', 'Price'], false],
      [['Price'], true],
    ] as const) {
      expect(property('SettingsDto', 'lost_reasons', value)).toBe(accepted);
    }
    expect(parameter('delete', '/pipelines/{key}', 'move_to', '')).toBe(false);
    for (const path of ['/followups', '/agenda']) {
      for (const [value, accepted] of [
        ['nobody', false],
        ['ME', true],
        [admin.userId.toUpperCase(), true],
      ] as const) {
        expect([path, value, parameter('get', path, 'owner_id', value)]).toEqual([
          path,
          value,
          accepted,
        ]);
        expect([path, value, await answers('GET', path, undefined, { owner_id: value })]).toEqual([
          path,
          value,
          accepted ? 200 : 422,
        ]);
      }
    }
  });
});
