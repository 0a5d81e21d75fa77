// A few requests against a running production build (the bundle under dist/bundle), checking
// what a bundler could break and the test suite, which runs the TypeScript sources, cannot see:
// decorator metadata (routes, validation, the OpenAPI document), the packages Nest imports
// dynamically (class-validator, class-transformer) and the explorer's assets.
// Usage: node scripts/smoke.mjs http://127.0.0.1:3000 (development authentication on).
import assert from 'node:assert/strict';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const auth = { Authorization: `Bearer dev:smoke-${Date.now()}@example.com` };

async function call(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? JSON.parse(text) : text };
}

const checks = [
  ['health', async () => assert.equal((await call('GET', '/health')).body.database, 'up')],
  ['API explorer', async () => assert.match((await call('GET', '/docs')).body, /swagger-ui/)],
  [
    'OpenAPI document',
    async () => {
      const { status, body } = await call('GET', '/openapi.json');
      assert.equal(status, 200);
      assert.ok(Object.keys(body.paths).length > 30);
      assert.ok(body.components.schemas.CreateContactDto, 'DTO schemas from decorator metadata');
    },
  ],
  ['sign-in', async () => assert.equal((await call('GET', '/me')).status, 200)],
  [
    'premium gate',
    async () => assert.equal((await call('POST', '/contacts', { first_name: 'Ada' })).status, 402),
  ],
  [
    'upgrade',
    async () => assert.equal((await call('POST', '/billing/simulate-payment')).status, 200),
  ],
  [
    'validation',
    async () => {
      // Inherited and own class-validator rules, and class-transformer's trim before them.
      const { status, body } = await call('POST', '/contacts', { first_name: '  ', email: 'x' });
      assert.equal(status, 422);
      assert.deepEqual(body.errors.map((error) => error.field).sort(), ['email', 'first_name']);
    },
  ],
  ['malformed JSON', async () => assert.equal((await call('POST', '/contacts', '{')).status, 400)],
  [
    'contact creation',
    async () => {
      const { status, body } = await call('POST', '/contacts', { first_name: ' Ada ' });
      assert.equal(status, 200); // the specification's status for a created contact
      assert.equal((await call('GET', `/contacts/${body.id}`)).body.first_name, 'Ada');
    },
  ],
  ['board', async () => assert.equal((await call('GET', '/board')).status, 200)],
  [
    'mapped query types',
    async () => {
      // Query DTOs made by OmitType and IntersectionType keep class-transformer's @Type and
      // @Transform: a number and a boolean from the query string.
      for (const path of [
        '/contacts?limit=5&sort=-value_cents&dormant=false',
        '/contacts/count?dormant=true',
        '/contacts/export?dormant=true',
        '/contacts/dormant?limit=5',
        '/board/stages/lead/contacts?limit=2',
      ]) {
        const { status, body } = await call('GET', path);
        assert.equal(status, 200, `${path}: ${JSON.stringify(body)}`);
      }
    },
  ],
];

let failed = 0;
for (const [name, check] of checks) {
  try {
    await check();
    console.log(`ok    ${name}`);
  } catch (error) {
    failed++;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
