import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listRoutes } from '../src/core/http/route-inventory.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/**
 * Non-GET routes a free workspace may call, and routes that need no token. Each entry is a
 * deliberate decision; a new write route is premium-gated unless it is added here.
 */
const FREE_WRITES = [
  // Upgrading is the point of these: a free workspace must be able to call them.
  'POST /billing/checkout',
  'POST /billing/simulate-payment',
  'POST /billing/dev-upgrade',
  // Authenticated by the Stripe signature, not by a workspace.
  'POST /webhooks/payments',
  // The app owner's own workspace may be free.
  'POST /admin/companies/{id}/toggle-premium',
  'POST /admin/demo/reset',
];
const PUBLIC_ROUTES = ['GET /health', 'POST /webhooks/payments'];

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gates every write route by premium unless it is explicitly allowed on a free workspace', () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(5);
    const writes = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    const ungated = writes.filter((r) => !r.premium).map((r) => `${r.method} ${r.path}`);
    expect(ungated.sort()).toEqual([...FREE_WRITES].sort());
    const publicRoutes = routes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
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
