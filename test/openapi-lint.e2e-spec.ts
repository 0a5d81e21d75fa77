import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFindings, isBlocking, lintOpenApi } from '../scripts/openapi-lint.mjs';
import { call, startApp, type TestApp } from './support/test-app.js';

// Two linters on the document exactly as served: what generators and the CI checks of
// integrators read. Their rule sets are redocly.yaml and .spectral.yaml.
describe('the OpenAPI document passes Redocly and Spectral with no error and no warning', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // The document differs only by the rate-limit headers, present unless the limit is off.
  for (const [name, env] of [
    ['as configured by default (rate limited)', {}],
    ['with the rate limit off', { RATE_LIMIT_PER_MINUTE: '0' }],
  ] as const) {
    it(
      name,
      async () => {
        const t: TestApp = await startApp(env);
        try {
          const res = await call(t, 'GET', '/openapi.json');
          expect(res.status).toBe(200);
          const file = join(dir, `openapi-${Object.keys(env).length}.json`);
          writeFileSync(file, res.text);
          if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, res.text);
          const findings = await lintOpenApi(file);
          expect(formatFindings(findings.filter(isBlocking))).toBe('');
        } finally {
          await t.close();
        }
      },
      120_000,
    );
  }
});
