import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { program } from './support/programs.js';
import { startApp, type TestApp, uniqueEmail } from './support/test-app.js';

/**
 * The explorer at /docs in Debian's Chromium, loaded from a host name other than localhost (which
 * browsers treat as secure whatever the scheme), over plain HTTP and over HTTPS through a
 * TLS-terminating front, as behind a load balancer. The machine's `chromium` and `openssl` are
 * needed: jest.config.js leaves this spec out where they are missing, CI installs them.
 */
const HOST = 'crm.test';

/** A self-signed certificate for HOST, made for this run. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    program('openssl'),
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Terminates TLS and passes each request on to the app, as a load balancer does. */
function tlsFront(appPort: number, credentials: { key: Buffer; cert: Buffer }): https.Server {
  return https.createServer(credentials, (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: appPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
}

function listen(server: http.Server | https.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/**
 * Chromium's notice that it ignored helmet's Cross-Origin-Opener-Policy on a plain-HTTP origin
 * other than localhost. The header only isolates the window; nothing the page loads is blocked.
 */
const COOP_IGNORED =
  /^The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy\./;

/** Reports each Content-Security-Policy violation on the console, where `watch` collects it. */
const VIOLATION = 'csp-violation: ';
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.info('${VIOLATION}' + event.violatedDirective + ' ' + event.blockedURI));`;

/** What went wrong on the page: console errors, script errors, CSP violations, failed loads. */
function watch(page: Page) {
  const seen = {
    consoleErrors: [] as string[],
    pageErrors: [] as string[],
    violations: [] as string[],
    failedRequests: [] as string[],
    badResponses: [] as string[],
  };
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION)) seen.violations.push(text.slice(VIOLATION.length));
    else if (message.type() === 'error' && !COOP_IGNORED.test(text)) seen.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('requestfailed', (request) =>
    seen.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) seen.badResponses.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

/**
 * What a reader does: finds GET /me, authorizes with a development token, tries it out, then
 * tries out two writes.
 */
async function useTheExplorer(page: Page, origin: string, email: string): Promise<void> {
  const loaded = await page.goto(`${origin}/docs`);
  expect(loaded?.status()).toBe(200);
  const me = page.locator('.opblock-get', {
    has: page.locator('.opblock-summary-path[data-path="/me"]'),
  });
  await me.waitFor();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(20);

  await page.locator('.btn.authorize').first().click();
  // The dialog offers both schemes (bearer, X-Api-Key); the bearer one signs this call.
  const bearer = page.locator('.modal-ux .auth-container', {
    has: page.locator('#auth-bearer-value'),
  });
  await bearer.locator('#auth-bearer-value').fill(`dev:${email}`);
  await bearer.locator('button.authorize').click();
  await page.locator('.modal-ux button.btn-done').first().click();

  await me.locator('.opblock-summary').click();
  await me.locator('.try-out__btn').click();
  const called = page.waitForResponse((response) => response.url() === `${origin}/me`);
  await me.locator('.execute').click();
  const answer = await called;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers().authorization).toBe(`Bearer dev:${email}`);

  const row = me.locator('.live-responses-table tr.response');
  await row.waitFor();
  expect((await row.locator('.response-col_status').innerText()).trim()).toBe('200');
  expect(await row.locator('.response-col_description').innerText()).toContain(email);

  // Two writes in a row, as the explorer fills them in: neither sends an Idempotency-Key the
  // reader did not type, so the second is not refused as a reuse of the first one's key.
  await tryOutWrite(page, origin, '/billing/simulate-payment');
  await tryOutWrite(page, origin, '/api-keys');
}

/** Opens a POST, tries it out with what the explorer fills in, and expects it to succeed. */
async function tryOutWrite(page: Page, origin: string, path: string): Promise<void> {
  const operation = page.locator('.opblock-post', {
    has: page.locator(`.opblock-summary-path[data-path="${path}"]`),
  });
  await operation.locator('.opblock-summary').click();
  await operation.locator('.try-out__btn').click();
  const called = page.waitForResponse(
    (response) => response.url() === `${origin}${path}` && response.request().method() === 'POST',
  );
  await operation.locator('.execute').click();
  const answer = await called;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['idempotency-key']).toBeUndefined();
  const row = operation.locator('.live-responses-table tr.response');
  await row.waitFor();
  expect((await row.locator('.response-col_status').innerText()).trim()).toBe('200');
}

describe('the API explorer at /docs, in Chromium, on a host name other than localhost', () => {
  let t: TestApp;
  let browser: Browser;
  let front: https.Server;
  let certificateDir: string;
  const origins: Record<'http' | 'https', string> = { http: '', https: '' };

  beforeAll(async () => {
    t = await startApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const appPort = (t.app.getHttpServer().address() as AddressInfo).port;
    certificateDir = mkdtempSync(join(tmpdir(), 'crm-tls-'));
    front = tlsFront(appPort, selfSignedCertificate(certificateDir));
    origins.http = `http://${HOST}:${appPort}`;
    origins.https = `https://${HOST}:${await listen(front)}`;
    browser = await chromium.launch({
      executablePath: program('chromium'),
      // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    front?.closeAllConnections();
    await new Promise((resolve) => (front ? front.close(resolve) : resolve(undefined)));
    if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
    await t?.close();
  });

  it.each(['http', 'https'] as const)(
    'over %s: renders, authorizes with a development token, runs GET /me and two writes',
    async (scheme) => {
      const origin = origins[scheme];
      const email = uniqueEmail('explorer');
      // The self-signed certificate is the test's own; nothing else about TLS is relaxed.
      const context = await browser.newContext({ ignoreHTTPSErrors: scheme === 'https' });
      try {
        context.setDefaultTimeout(15_000);
        const page = await context.newPage();
        await page.addInitScript(REPORT_VIOLATIONS);
        const seen = watch(page);

        try {
          await useTheExplorer(page, origin, email);
        } catch (error) {
          // What the page went through tells why, where a timeout alone would not.
          throw new Error(
            `${(error as Error).message}\nOn the page: ${JSON.stringify(seen, null, 2)}`,
            { cause: error },
          );
        }
        expect(seen).toEqual({
          consoleErrors: [],
          pageErrors: [],
          violations: [],
          failedRequests: [],
          badResponses: [],
        });
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
