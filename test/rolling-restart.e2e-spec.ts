import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { drainAndClose } from '../src/core/shutdown.js';
import { signUp, type Member } from './support/factories.js';
import { httpRequest, until } from './support/http-client.js';
import { startApp, type TestApp } from './support/test-app.js';

/** One instance as the client sees it. `gone` is final: an instance never comes back from draining. */
interface Target {
  name: string;
  port: number;
  state: 'starting' | 'ready' | 'gone';
  served: number;
}

/**
 * A client as a balancer with health checks would be: it polls every instance's /health/ready and
 * sends each request to a ready one, over keep-alive connections it reuses. A 503 from readiness,
 * or an answer with `Connection: close`, takes an instance out at once.
 */
class ReadinessAwareClient {
  readonly targets: Target[] = [];
  readonly failures: string[] = [];
  readonly acknowledged: string[] = [];
  /** Requests sent on a connection an earlier one had used: the case that used to fail. */
  reused = 0;
  private readonly agent = new http.Agent({ keepAlive: true });
  private turn = 0;
  private running = true;
  private readonly polling: Promise<void>;

  constructor() {
    this.polling = this.poll();
  }

  add(target: Target): void {
    this.targets.push(target);
  }

  /** Stops polling; requests already sent are still answered. */
  async stop(): Promise<void> {
    this.running = false;
    await this.polling;
  }

  /** Once every request is answered: drops the idle keep-alive connections. */
  release(): void {
    this.agent.destroy();
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** One request to a ready instance; a socket error or an unexpected status is a failure. */
  async send(method: 'GET' | 'POST', path: string, member: Member, body?: unknown) {
    let target: Target | undefined;
    await until(() => (target = this.pick()) !== undefined);
    if (!target) return;
    try {
      const res = await httpRequest(this.agent, target.port, method, path, {
        headers: { authorization: `Bearer dev:${member.email}` },
        body,
      });
      if (res.reusedSocket) this.reused++;
      if (res.headers.connection === 'close') target.state = 'gone';
      if (res.status !== 200) {
        this.failures.push(`${method} ${path} on ${target.name}: ${res.status}`);
        return;
      }
      target.served++;
      if (method === 'POST') this.acknowledged.push(res.body.id as string);
    } catch (error) {
      this.failures.push(`${method} ${path} on ${target.name}: ${String(error)}`);
    }
  }

  private pick(): Target | undefined {
    const ready = this.targets.filter((t) => t.state === 'ready');
    return ready.length === 0 ? undefined : ready[this.turn++ % ready.length];
  }

  private async poll(): Promise<void> {
    while (this.running) {
      await Promise.all(
        this.targets
          .filter((t) => t.state !== 'gone')
          .map(async (target) => {
            const res = await httpRequest(false, target.port, 'GET', '/health/ready').catch(
              () => undefined,
            );
            if (res?.status === 200 && target.state === 'starting') target.state = 'ready';
            else if (res?.status !== 200) target.state = 'gone';
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

async function startInstance(name: string): Promise<{ t: TestApp; target: Target }> {
  const t = await startApp({ RATE_LIMIT_PER_MINUTE: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return { t, target: { name, port, state: 'starting', served: 0 } };
}

const WORKERS = 6;
const RESTARTS = 4;
/** Requests an instance must have served before it is restarted: it carries load when it drains. */
const SERVED_BEFORE_RESTART = 40;

describe('a rolling restart under keep-alive load', () => {
  it('restarting one of two instances, again and again, fails no request and loses no write', async () => {
    const first = await startInstance('a0');
    const second = await startInstance('b0');
    const members = [
      await signUp(first.t, { premium: true }),
      await signUp(first.t, { premium: true }),
      await signUp(first.t, { premium: true }),
    ];
    const client = new ReadinessAwareClient();
    client.add(first.target);
    client.add(second.target);
    await until(() => client.targets.every((t) => t.state === 'ready'));

    // Each worker alternates a write and a read, in one of three workspaces.
    let posted = 0;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      const member = members[w % members.length];
      for (let n = 0; client.isRunning; n++) {
        if (n % 2 === 0) {
          await client.send('POST', '/contacts', member, { first_name: `load-${w}-${n}` });
          posted++;
        } else {
          await client.send('GET', '/contacts?limit=5', member);
        }
      }
    });

    const instances = [first, second];
    const drains: string[] = [];
    for (let r = 0; r < RESTARTS; r++) {
      const slot = r % 2;
      const victim = instances[slot];
      await until(() => victim.target.served >= SERVED_BEFORE_RESTART);
      // SIGTERM's sequence, with a grace long enough for the client's 10 ms readiness polls.
      drains.push(
        await drainAndClose(victim.t.app, {
          graceMs: 500,
          timeoutMs: 10_000,
          log: (m) => drains.push(m),
        }),
      );
      const fresh = await startInstance(`${slot === 0 ? 'a' : 'b'}${r + 1}`);
      client.add(fresh.target);
      instances[slot] = fresh;
    }
    await until(() => instances.every((i) => i.target.served >= SERVED_BEFORE_RESTART));
    await client.stop();
    await Promise.all(workers);
    client.release();
    await Promise.all(instances.map((i) => i.t.close()));

    expect(client.failures).toEqual([]);
    expect(drains).toEqual(Array(RESTARTS).fill('closed'));
    expect(posted).toBeGreaterThan(0);
    expect(client.reused).toBeGreaterThan(posted);
    // Every acknowledged write is in the database, and nothing else was written.
    const check = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await check.connect();
    const { rows } = await check.query<{ id: string }>(
      `SELECT id FROM contacts WHERE workspace_id = ANY($1) AND first_name LIKE 'load-%'`,
      [members.map((m) => m.workspaceId)],
    );
    await check.end();
    expect(rows.map((r) => r.id).sort()).toEqual([...client.acknowledged].sort());
    expect(client.acknowledged.length).toBe(posted);
  }, 120_000);
});
