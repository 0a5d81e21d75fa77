import { describe, expect, it, jest } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import {
  APP_OWNER_ONLY_DETAIL,
  MANAGERS_ONLY_DETAIL,
  PREMIUM_REQUIRED_DETAIL,
} from '../src/core/http/problem.js';
import { APP_VERSION } from '../src/config/version.js';
import { listRoutes } from '../src/core/guards/route-inventory.js';
import { DatabasePool } from '../src/database/database-pool.js';
import { addMember, signUp } from './support/factories.js';
import { callRoute, routeName } from './support/route-calls.js';
import { call, startApp, useTestApp } from './support/test-app.js';
import { expectDatabaseUnavailable } from './support/unavailable.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
type Node = Record<string, any>;

/** Fills every path parameter: the guards answer before any lookup. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('platform', () => {
  const t = useTestApp();

  // Which route has which policy is test/route-policy.snapshot.txt; these check that the guards
  // do what the inventory says, for every route it lists.
  it('answers 401 without a token on every route that is not public', async () => {
    const routes = listRoutes(t.app).filter((r) => !r.isPublic);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await callRoute(t, route, UNKNOWN_ID);
      expect({ route: routeName(route), status: res.status }).toEqual({
        route: routeName(route),
        status: 401,
      });
    }
  });

  it('answers 402 on a free workspace on every premium route, before any lookup or validation', async () => {
    // The app owner passes every role gate, so only the premium gate can refuse.
    const free = await signUp(t, { role: 'super_admin' });
    const routes = listRoutes(t.app).filter((r) => r.premium);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const res = await callRoute(t, route, UNKNOWN_ID, { as: free.email });
      expect({ route: routeName(route), status: res.status, detail: res.body?.detail }).toEqual({
        route: routeName(route),
        status: 402,
        detail: PREMIUM_REQUIRED_DETAIL,
      });
    }
  });

  it('answers 403 to a member on every role-gated route, with the detail of its gate', async () => {
    const admin = await signUp(t, { premium: true });
    const member = await addMember(t, admin.workspaceId);
    const routes = listRoutes(t.app).filter((r) => r.requiredRole);
    expect(routes.map((r) => r.requiredRole)).toEqual(
      expect.arrayContaining(['admin', 'super_admin']),
    );
    for (const route of routes) {
      const res = await callRoute(t, route, UNKNOWN_ID, { as: member.email });
      expect({ route: routeName(route), status: res.status, detail: res.body?.detail }).toEqual({
        route: routeName(route),
        status: 403,
        detail: route.requiredRole === 'admin' ? MANAGERS_ONLY_DETAIL : APP_OWNER_ONLY_DETAIL,
      });
    }
  });

  it("reads no decorator metadata while answering: each route's policy is resolved at start-up", async () => {
    const free = await signUp(t);
    const member = await addMember(t, (await signUp(t, { premium: true })).workspaceId);
    const reflector = t.app.get(Reflector);
    const reads = (['get', 'getAll', 'getAllAndMerge', 'getAllAndOverride'] as const).map((name) =>
      jest.spyOn(reflector, name),
    );
    try {
      const answers = [
        (await call(t, 'GET', '/me', { as: member.email })).status,
        (await call(t, 'GET', '/settings', { as: member.email })).status,
        (await call(t, 'PUT', '/routing', { as: member.email, body: {} })).status,
        (await call(t, 'POST', '/contacts', { as: free.email, body: { first_name: 'A' } })).status,
        (await call(t, 'GET', '/health')).status,
        (
          await call(t, 'POST', '/contacts', {
            as: member.email,
            body: { first_name: 'Keyed' },
            headers: { 'idempotency-key': 'no-metadata-reads' },
          })
        ).status,
      ];
      expect(answers).toEqual([200, 200, 403, 402, 200, 200]);
      expect(reads.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    } finally {
      for (const spy of reads) spy.mockRestore();
    }
  });

  it('publishes an OpenAPI 3 document of every route, with schemas, errors and the bearer scheme', async () => {
    const res = await call(t, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of listRoutes(t.app)) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, found: Boolean(operation) }).toEqual({
        route: `${route.method} ${route.path}`,
        found: true,
      });
      const codes = Object.keys(operation.responses);
      expect(codes.some((c) => c.startsWith('2'))).toBe(true);
      if (!route.isPublic) expect(codes).toContain('401');
      if (route.premium) expect(codes).toContain('402');
      if (route.requiredRole) expect(codes).toContain('403');
      if (route.path.includes('{')) expect(codes).toContain('404');
      if (
        ['POST', 'PUT', 'PATCH'].includes(route.method) &&
        operation.requestBody &&
        !route.isPublic
      ) {
        expect(codes).toContain('422');
      }
      if (operation.requestBody) expect(codes).toEqual(expect.arrayContaining(['400', '413']));
      // A write that reads no body still parses one it is sent, and refuses it too large or
      // of another type before it refuses its fields.
      if (!route.readsBody && !route.readOnly) {
        expect([route.method, route.path, codes]).toEqual([
          route.method,
          route.path,
          expect.arrayContaining(route.isPublic ? ['413', '415'] : ['413', '415', '422']),
        ]);
      }
      if (route.path !== '/health') expect(codes).toContain('503');
      expect(operation.operationId).toBe(route.operationId);
    }
    const create = doc.paths['/contacts'].post;
    expect(create.responses['200']).toBeDefined();
    expect(JSON.stringify(create.requestBody)).toContain('CreateContactDto');
    expect(doc.components.schemas.CreateContactDto.required).toEqual(['first_name']);
  });

  it('gives every property of every schema a type: a nullable string is a string, not an object', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const untyped: string[] = [];
    for (const [schemaName, schema] of Object.entries<{
      properties?: Record<string, Record<string, unknown>>;
    }>(doc.components.schemas)) {
      for (const [property, spec] of Object.entries(schema.properties ?? {})) {
        const typed = spec.$ref || spec.allOf || spec.oneOf || spec.anyOf;
        // An object of free keys says so with additionalProperties (custom values by key).
        const freeKeys = spec.type === 'object' && spec.additionalProperties !== undefined;
        if (
          !typed &&
          !freeKeys &&
          (spec.type === undefined || spec.type === 'object') &&
          !spec.properties
        ) {
          untyped.push(`${schemaName}.${property}`);
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it("gives every problem example the Problem schema's required members, status matching", async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const examples: [string, unknown][] = [];
    for (const [path, item] of Object.entries<Record<string, { responses: object }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries<{
          content?: Record<string, { example?: unknown }>;
        }>(operation.responses as never)) {
          const problem = response.content?.['application/problem+json'];
          if (problem) examples.push([`${method} ${path} ${status}`, problem.example]);
        }
      }
    }
    expect(examples.length).toBeGreaterThan(0);
    for (const [where, example] of examples) {
      const status = Number(where.split(' ')[2]);
      expect([where, example]).toEqual([
        where,
        expect.objectContaining({ status, detail: expect.any(String) }),
      ]);
    }
  });

  it('names every operation, describes it and declares its tags, for generated clients', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    expect(doc.servers).toEqual([{ url: '/' }]);
    const tags = new Map<string, string>(
      doc.tags.map((tag: { name: string; description?: string }) => [tag.name, tag.description]),
    );
    const faults: string[] = [];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method} ${path}`;
        if (!/^[a-z][A-Za-z0-9]*$/.test(String(operation.operationId))) faults.push(`${where} id`);
        if (!operation.summary) faults.push(`${where} summary`);
        if (!operation.description) faults.push(`${where} description`);
        for (const tag of (operation.tags as string[] | undefined) ?? []) {
          if (!tags.get(tag)) faults.push(`${where} tag ${tag}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('answers every documented error as problem details, every response described and with X-Request-Id', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const notProblem: string[] = [];
    const noRequestId: string[] = [];
    for (const [path, item] of Object.entries<Record<string, { responses: object }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries<{
          content?: Record<string, { schema?: { $ref?: string } }>;
          headers?: Record<string, unknown>;
          description?: string;
        }>(operation.responses as never)) {
          const where = `${method} ${path} ${status}`;
          if (!response.headers?.['X-Request-Id']) noRequestId.push(where);
          if (!response.description) noRequestId.push(`${where} (no description)`);
          const problem = response.content?.['application/problem+json'];
          if (Number(status) >= 400 && problem?.schema?.$ref !== '#/components/schemas/Problem') {
            notProblem.push(where);
          }
        }
      }
    }
    expect(notProblem).toEqual([]);
    expect(noRequestId).toEqual([]);
    expect(doc.components.headers['X-Request-Id'].schema.type).toBe('string');
  });

  it('types integers as integers, ids as UUIDs, describes every query parameter and declares each once', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const faults: string[] = [];
    // Ids of the payment provider, not of this service, and a request's id, which its caller may choose (X-Request-Id).
    // Ids that are not records' (an event stream's `last_event_id` is an event's number).
    const foreignIds = new Set([
      'payment_customer_id',
      'event_id',
      'session_id',
      'request_id',
      'last_event_id',
    ]);
    // A select option's id is a readable slug its field's values name, not a record's id.
    const slugIds = /^(CustomFieldOption\w*|Problem\.options_in_use\[\])\.id$/;
    const check = (where: string, name: string, spec: Node) => {
      if (spec.type === 'number' && !['float', 'double'].includes(spec.format)) {
        faults.push(`${where}: a number that is not an integer must say float or double`);
      }
      const idList = /_ids$/.test(name);
      if (
        (name === 'id' || /_id$/.test(name) || idList) &&
        !foreignIds.has(name) &&
        !slugIds.test(where)
      ) {
        const format = idList ? spec.items?.format : spec.format;
        if (format !== 'uuid' && !spec.$ref && !spec.allOf) faults.push(`${where}: not a uuid`);
      }
    };
    const walk = (where: string, schema: Node | undefined) => {
      for (const [name, spec] of Object.entries<Node>(schema?.properties ?? {})) {
        check(`${where}.${name}`, name, spec);
        walk(`${where}.${name}`, spec);
        walk(`${where}.${name}[]`, spec.items);
      }
    };
    for (const [name, schema] of Object.entries<Node>(doc.components.schemas)) {
      walk(name, schema);
    }
    for (const [path, item] of Object.entries<Node>(doc.paths)) {
      for (const [method, operation] of Object.entries<Node>(item)) {
        const seen = new Set<string>();
        for (const declared of operation.parameters ?? []) {
          // A shared parameter (Idempotency-Key) is a reference to components.parameters.
          const parameter: Node = declared.$ref
            ? doc.components.parameters[declared.$ref.split('/').pop()]
            : declared;
          const where = `${method} ${path} ${parameter.in} ${parameter.name}`;
          // Header names are case-insensitive: two spellings are one header declared twice.
          const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
          if (seen.has(`${parameter.in} ${name}`)) faults.push(`${where}: declared twice`);
          seen.add(`${parameter.in} ${name}`);
          // owner_id also takes `me` on the follow-up lists.
          if (!(parameter.name === 'owner_id' && /`me`/.test(parameter.description ?? ''))) {
            check(
              where,
              parameter.in === 'path' && parameter.name === 'id' ? 'id' : parameter.name,
              parameter.schema,
            );
          }
          if (parameter.in === 'query' && !parameter.description)
            faults.push(`${where}: no description`);
          if (parameter.name === 'limit') {
            expect([where, parameter.schema]).toEqual([
              where,
              expect.objectContaining({
                type: 'integer',
                minimum: 1,
                maximum: expect.any(Number),
                default: expect.any(Number),
              }),
            ]);
          }
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('gives every property of a request body an example, so the explorer pre-fills real values', async () => {
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    const missing: string[] = [];
    const seen = new Set<string>();
    const visit = (where: string, schema: Node | undefined) => {
      if (!schema) return;
      if (schema.$ref) {
        const name = String(schema.$ref).split('/').pop()!;
        if (seen.has(name)) return;
        seen.add(name);
        return visit(name, doc.components.schemas[name]);
      }
      for (const [name, spec] of Object.entries<Node>(schema.properties ?? {})) {
        if (spec.example === undefined && !spec.$ref) missing.push(`${where}.${name}`);
        visit(`${where}.${name}`, spec.items ?? (spec.$ref ? spec : undefined));
      }
    };
    for (const item of Object.values<Node>(doc.paths)) {
      for (const operation of Object.values<Node>(item)) {
        visit('body', operation.requestBody?.content?.['application/json']?.schema);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('serves the API explorer at /docs', async () => {
    const res = await call(t, 'GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  // TypeORM's diff compares an index's columns as a set and skips its WHERE and the raw-SQL
  // indexes; test/sql/schema-indexes.e2e-spec.ts checks those.
  it('has migrations that match the entities exactly (no drift)', async () => {
    const pending = await t.db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 as problem details with Retry-After, carrying the report with database down', async () => {
    const t = await startApp();
    await t.app.get(DatabasePool).close();
    const res = await call(t, 'GET', '/health');
    await t.close().catch(() => undefined);
    expectDatabaseUnavailable(res, {
      auth_mode: 'development',
      payments: 'disabled',
      database: 'down',
      version: APP_VERSION,
    });
  });

  it('documents its 503 as problem details, every member of it in the Problem schema', async () => {
    const t = await startApp();
    const doc = (await call(t, 'GET', '/openapi.json')).body;
    await t.close();
    const unavailable = doc.paths['/health'].get.responses['503'];
    const { schema, example } = unavailable.content['application/problem+json'];
    expect(schema).toEqual({ $ref: '#/components/schemas/Problem' });
    expect(example).toMatchObject({ status: 503, code: 'database_unavailable', database: 'down' });
    const { properties } = doc.components.schemas.Problem;
    expect(Object.keys(example).filter((member) => !(member in properties))).toEqual([]);
    expect(Object.keys(unavailable.headers)).toContain('Retry-After');
  });
});
