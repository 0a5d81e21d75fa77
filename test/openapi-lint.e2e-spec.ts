import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFindings, isBlocking, lintOpenApi } from '../scripts/openapi-lint.mjs';
import { call, startApp, type TestApp } from './support/test-app.js';

// Two linters on the document exactly as served: what generators and CI checks of integrators
// read. Their rule sets are redocly.yaml and .spectral.yaml.
describe('the OpenAPI document passes Redocly and Spectral', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await startApp();
    dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with no error and no warning', async () => {
    const res = await call(t, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, res.text);
    if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, res.text);
    const blocking = (await lintOpenApi(file)).filter(isBlocking);
    expect(formatFindings(blocking)).toBe('');
  }, 120_000);
});
