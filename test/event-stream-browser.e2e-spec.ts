import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import ts from 'typescript';
import { createContact, type Member, signUp } from './support/factories.js';
import { program } from './support/programs.js';
import { startApp, type TestApp } from './support/test-app.js';

/**
 * The reference client of the event stream (clients/event-stream.ts) in Debian's Chromium, on a
 * page of another origin than the service (CORS), against a running service: it gets a ticket,
 * hands the events over in order, and resumes after a dropped connection with a new ticket and
 * the last event's id. jest.config.js leaves it out where `chromium` is missing; CI installs it.
 */

/** The client as a browser loads it: clients/event-stream.ts compiled to an ES module. */
const CLIENT_JS = ts.transpileModule(
  readFileSync(join(process.cwd(), 'clients/event-stream.ts'), 'utf8'),
  { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 } },
).outputText;

/** A page that opens the stream as `email` and keeps what it is handed in `window.seen`. */
function page(api: string, email: string): string {
  return `<!doctype html><meta charset="utf-8"><title>stream</title>
<script type="module">
  import { openEventStream } from '/event-stream.js';
  window.seen = [];
  window.resets = [];
  window.tickets = 0;
  window.opens = 0;
  window.hold = false;
  window.stream = openEventStream({
    baseUrl: ${JSON.stringify(api)},
    retryMs: 200,
    ticket: async () => {
      window.tickets += 1;
      // A test holds the next ticket back, so it writes while the page is between streams.
      while (window.hold) await new Promise((resolve) => setTimeout(resolve, 20));
      const answer = await fetch(${JSON.stringify(`${api}/events/tickets`)}, {
        method: 'POST',
        headers: { Authorization: ${JSON.stringify(`Bearer dev:${email}`)} },
      });
      return (await answer.json()).ticket;
    },
    onEvent: (event) => window.seen.push({ id: event.id, type: event.type, body: event.body }),
    onReset: (newest) => window.resets.push(newest),
    onOpen: () => (window.opens += 1),
  });
</script>`;
}

interface Seen {
  id: number;
  type: string;
  body: { data: { contact?: { id: string } } };
}

describe('the event stream reference client in Chromium', () => {
  let t: TestApp;
  let pages: http.Server;
  let browser: Browser;
  let api: string;
  let origin: string;
  let admin: Member;

  beforeAll(async () => {
    admin = { email: '' } as Member;
    pages = http.createServer((request, response) => {
      if (request.url === '/event-stream.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(CLIENT_JS);
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end(page(api, admin.email));
      }
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    t = await startApp({ CORS_ORIGINS: origin, EVENT_STREAM_POLL_MS: '50' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    api = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    admin = await signUp(t, { premium: true });
    browser = await chromium.launch({
      executablePath: program('chromium'),
      // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    pages?.closeAllConnections();
    await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
    await t?.close();
  });

  const seen = (tab: Page) => tab.evaluate(() => (globalThis as unknown as { seen: Seen[] }).seen);
  async function until(tab: Page, count: number): Promise<Seen[]> {
    await tab.waitForFunction(
      (n) => (globalThis as unknown as { seen: unknown[] }).seen.length >= n,
      count,
      { timeout: 15_000 },
    );
    return seen(tab);
  }

  it('hands every event over in order, once, and resumes after a dropped connection with a new ticket', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(origin);
    await tab.waitForFunction(() => (globalThis as unknown as { opens: number }).opens === 1);
    const first = await createContact(t, admin.email, { first_name: 'First' });
    const [opened] = await until(tab, 1);
    expect(opened.type).toBe('contact.created');
    expect(opened.body.data.contact?.id).toBe(first.id);

    const before = await createContact(t, admin.email, { first_name: 'Before' });
    await until(tab, 2);
    // Every connection to the service drops, the stream's included; writes go on meanwhile.
    t.app.getHttpServer().closeAllConnections();
    const during = [];
    for (let i = 0; i < 3; i++) during.push(await createContact(t, admin.email));
    const after = await until(tab, 5);
    expect(after.map((e) => e.body.data.contact?.id)).toEqual([
      first.id,
      before.id,
      ...during.map((c) => c.id),
    ]);
    const ids = after.map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: 5 }, (_, i) => ids[0] + i));
    // A new ticket for the new connection: each works once.
    expect(
      await tab.evaluate(() => {
        const { tickets, opens } = globalThis as unknown as { tickets: number; opens: number };
        return { tickets, opens };
      }),
    ).toEqual({ tickets: 2, opens: 2 });
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('resumes from where its stream opened when it drops before its first event', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(origin);
    type Window = {
      opens: number;
      hold: boolean;
      resets: number[];
      stream: { lastEventId?: string };
    };
    // Open, and positioned: the opening's id is where it stands.
    await tab.waitForFunction(() => {
      const w = globalThis as unknown as Window;
      return w.opens === 1 && w.stream.lastEventId !== undefined;
    });
    const opening = await tab.evaluate(() => (globalThis as unknown as Window).stream.lastEventId);
    expect(opening).toMatch(/^\d+-\d+$/);

    // Dropped before any event; a contact is written while the page waits for its next ticket.
    await tab.evaluate(() => ((globalThis as unknown as Window).hold = true));
    t.app.getHttpServer().closeAllConnections();
    const missed = await createContact(t, admin.email, { first_name: 'While away' });
    await tab.evaluate(() => ((globalThis as unknown as Window).hold = false));

    const [resumed] = await until(tab, 1);
    expect([resumed.type, resumed.body.data.contact?.id]).toEqual(['contact.created', missed.id]);
    expect(await tab.evaluate(() => (globalThis as unknown as Window).resets)).toEqual([]);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
