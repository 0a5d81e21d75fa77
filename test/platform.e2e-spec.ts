import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  APP_OWNER_ONLY_DETAIL,
  MANAGERS_ONLY_DETAIL,
  PREMIUM_REQUIRED_DETAIL,
} from '../src/core/http/problem.js';
import { listRoutes } from '../src/core/http/route-inventory.js';
import { addMember, signUp } from './support/factories.js';
import { callRoute, routeName } from './support/route-calls.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/** Fills every path parameter: the guards answer before any lookup. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
        if (!typed && (spec.type === undefined || spec.type === 'object') && !spec.properties) {
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
          const example = response.content?.['application/problem+json']?.example;
          if (example !== undefined) examples.push([`${method} ${path} ${status}`, example]);
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

  it('serves the API explorer at /docs', async () => {
    const res = await call(t, 'GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('has migrations that match the entities exactly (no drift)', async () => {
    const pending = await t.db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const t = await startApp();
    await t.db.destroy();
    const res = await call(t, 'GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'down' });
    await t.close().catch(() => undefined);
  });
});
