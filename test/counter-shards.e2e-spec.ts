import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createContact, type Member, signUp } from './support/factories.js';
import { useTestApp } from './support/test-app.js';
import { openCountsDrift, stageTotalsDrift } from './support/counter-drift.js';

/** A connection of its own, and the counter row its server process's id once picked (of 16). */
interface Writer {
  client: pg.Client;
  pidShard: number;
}

/**
 * The counters kept by triggers (contact_stage_totals, followup_open_counts) are sharded so that
 * concurrent writers do not queue on one row. A transaction keeps its counter rows locked until
 * it ends, and one of several statements does not take them in key order across its statements:
 * two transactions sharing a shard and writing two keys in opposite orders would deadlock. A
 * transaction therefore claims a shard no other running transaction holds.
 */
describe('Counter shards', () => {
  const t = useTestApp();
  const writers: Writer[] = [];

  afterEach(async () => {
    for (const writer of writers.splice(0)) await writer.client.end().catch(() => {});
  });

  /** Two connections whose server process ids end in the same four bits. */
  async function twoWritersOfOneProcessShard(): Promise<[Writer, Writer]> {
    const seen = new Map<number, Writer>();
    for (;;) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      // A wait this long fails the test clearly; a deadlock is found within a second.
      await client.query(`SET lock_timeout = '10s'`);
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows;
      const writer = { client, pidShard: pid & 15 };
      writers.push(writer);
      const twin = seen.get(writer.pidShard);
      if (twin !== undefined) return [twin, writer];
      seen.set(writer.pidShard, writer);
    }
  }

  const insertContact = (writer: Writer, rep: Member, stage: string) =>
    writer.client.query(
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, owner_id, value_cents, last_activity_at)
       VALUES ($1, false, 'Shard', $2, $3, 10, now())`,
      [rep.workspaceId, stage, rep.userId],
    );

  const insertFollowup = (writer: Writer, rep: Member, contactId: string, at: string) =>
    writer.client.query(
      `INSERT INTO followups (workspace_id, is_demo, contact_id, owner_id, title, scheduled_for)
       VALUES ($1, false, $2, $3, 'Shard', $4)`,
      [rep.workspaceId, contactId, rep.userId, at],
    );

  /** Runs `a` then `b` in each transaction, in opposite orders: a deadlock on a shared row. */
  async function crossed(
    [first, second]: [Writer, Writer],
    a: (w: Writer) => Promise<unknown>,
    b: (w: Writer) => Promise<unknown>,
  ) {
    await first.client.query('BEGIN');
    await second.client.query('BEGIN');
    await a(first);
    await b(second);
    const results = await Promise.allSettled([
      b(first).then(() => first.client.query('COMMIT')),
      a(second).then(() => second.client.query('COMMIT')),
    ]);
    return results.map((r) => (r.status === 'fulfilled' ? 'committed' : String(r.reason)));
  }

  it('let two transactions of one server process shard write two stages in opposite orders', async () => {
    const rep = await signUp(t, { premium: true });
    const pair = await twoWritersOfOneProcessShard();

    const outcome = await crossed(
      pair,
      (w) => insertContact(w, rep, 'lead'),
      (w) => insertContact(w, rep, 'won'),
    );

    expect(outcome).toEqual(['committed', 'committed']);
    expect(await stageTotalsDrift(t, rep.workspaceId)).toEqual([]);
    const totals = await t.db.query(
      `SELECT stage, sum(contacts)::int AS contacts FROM contact_stage_totals
        WHERE workspace_id = $1 AND NOT is_demo GROUP BY stage ORDER BY stage`,
      [rep.workspaceId],
    );
    expect(totals).toEqual([
      { stage: 'lead', contacts: 2 },
      { stage: 'won', contacts: 2 },
    ]);
  });

  it('let two transactions of one server process shard open follow-ups in two hours in opposite orders', async () => {
    const rep = await signUp(t, { premium: true });
    const pair = await twoWritersOfOneProcessShard();
    // A contact per transaction: a follow-up writes its contact, and the two must meet only on
    // the counters.
    const contactOf = new Map<Writer, string>();
    for (const writer of pair) contactOf.set(writer, (await createContact(t, rep.email)).id);
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

    const outcome = await crossed(
      pair,
      (w) => insertFollowup(w, rep, contactOf.get(w)!, inHours(5)),
      (w) => insertFollowup(w, rep, contactOf.get(w)!, inHours(50)),
    );

    expect(outcome).toEqual(['committed', 'committed']);
    expect(await openCountsDrift(t, rep.workspaceId)).toEqual([]);
  });

  it("claim one shard per transaction, the connection's own while no other transaction holds it", async () => {
    const rep = await signUp(t, { premium: true });
    const [first, second] = await twoWritersOfOneProcessShard();
    const rows = (stage: string) =>
      t.db.query(
        `SELECT shard, contacts::int FROM contact_stage_totals
          WHERE workspace_id = $1 AND NOT is_demo AND stage = $2 ORDER BY contacts DESC, shard`,
        [rep.workspaceId, stage],
      );

    await insertContact(first, rep, 'proposal');
    await insertContact(second, rep, 'proposal');
    expect(await rows('proposal')).toEqual([{ shard: first.pidShard, contacts: 2 }]);

    await first.client.query('BEGIN');
    await insertContact(first, rep, 'qualified');
    await insertContact(second, rep, 'qualified');
    await insertContact(first, rep, 'qualified');
    await first.client.query('COMMIT');
    // The second found its process's shard held by the first's transaction and took another.
    const qualified = await rows('qualified');
    expect(qualified).toHaveLength(2);
    expect(qualified[0]).toEqual({ shard: first.pidShard, contacts: 2 });
    expect(qualified[1].contacts).toBe(1);
    expect(await stageTotalsDrift(t, rep.workspaceId)).toEqual([]);
  });
});
