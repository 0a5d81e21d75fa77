import { describe, expect, it } from '@jest/globals';
import { addMember, createContact, idleFor, type Member, signUp } from './support/factories.js';
import { countQueries } from './support/query-counter.js';
import { call, useTestApp } from './support/test-app.js';

type Column = {
  key: string;
  label: string;
  kind: string;
  count: number;
  value_cents: number;
  contacts: { id: string; first_name: string }[];
  next_cursor: string | null;
};

const DEFAULT_KEYS = ['lead', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'];

describe('Board', () => {
  const t = useTestApp();

  async function board(member: Member, query: Record<string, string> = {}) {
    const res = await call(t, 'GET', '/board', { as: member.email, query });
    expect(res.status).toBe(200);
    return res.body as { stages: Column[] };
  }
  const column = (b: { stages: Column[] }, key: string) => b.stages.find((s) => s.key === key)!;
  const names = (c: Column) => c.contacts.map((x) => x.first_name);

  it('shows every stage in order with its count, value and contacts, most recently active first', async () => {
    const rep = await signUp(t, { premium: true });
    const a = await createContact(t, rep.email, {
      first_name: 'A',
      stage: 'qualified',
      value_cents: 1000,
    });
    const b = await createContact(t, rep.email, {
      first_name: 'B',
      stage: 'qualified',
      value_cents: 2500,
    });
    const c = await createContact(t, rep.email, { first_name: 'C', stage: 'qualified' });
    await createContact(t, rep.email, { first_name: 'W', stage: 'won', value_cents: 99 });
    await idleFor(t, a.id, 1);
    await idleFor(t, b.id, 5);
    await idleFor(t, c.id, 3);
    const other = await signUp(t, { premium: true });
    await createContact(t, other.email, { stage: 'qualified', value_cents: 123 });

    const body = await board(rep);
    expect(body.stages.map((s) => s.key)).toEqual(DEFAULT_KEYS);
    expect(column(body, 'lead')).toEqual({
      key: 'lead',
      label: 'Lead',
      kind: 'open',
      count: 0,
      value_cents: 0,
      currencies: [],
      contacts: [],
      next_cursor: null,
    });
    const qualified = column(body, 'qualified');
    expect(qualified).toMatchObject({
      label: 'Qualified',
      kind: 'open',
      count: 3,
      value_cents: 3500,
      // Qualified deals weigh 40%.
      currencies: [{ currency: 'EUR', count: 3, value_cents: 3500, weighted_value_cents: 1400 }],
    });
    expect(names(qualified)).toEqual(['A', 'C', 'B']);
    expect(qualified.next_cursor).toBeNull();
    expect(column(body, 'won')).toMatchObject({ kind: 'won', count: 1, value_cents: 99 });
    expect(column(body, 'lost')).toMatchObject({ kind: 'lost', count: 0 });
  });

  it('shows contacts exactly as GET /contacts/{id} does', async () => {
    const rep = await signUp(t, { premium: true });
    const contact = await createContact(t, rep.email, {
      first_name: 'Grace',
      last_name: 'Hopper',
      tags: ['vip'],
      value_cents: 4200,
    });
    await idleFor(t, contact.id, 40);
    const card = column(await board(rep), 'lead').contacts[0];
    const one = await call(t, 'GET', `/contacts/${contact.id}`, { as: rep.email });
    expect(card).toEqual(one.body);
    expect(card).toMatchObject({ dormant: true, days_inactive: 40 });
  });

  it('pages a long column: per_stage cards, then the rest through its cursor', async () => {
    const rep = await signUp(t, { premium: true });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await createContact(t, rep.email, { first_name: `L${i}`, stage: 'proposal' });
      await idleFor(t, c.id, i);
      ids.push(c.id);
    }
    // Two contacts with the very same last activity are still paged without loss or repeats.
    await t.db.query(`UPDATE contacts SET last_activity_at = $2 WHERE id = ANY($1)`, [
      [ids[2], ids[3]],
      new Date(Date.now() - 10 * 86_400_000),
    ]);
    const body = await board(rep, { per_stage: '2' });
    const proposal = column(body, 'proposal');
    expect(proposal.count).toBe(5);
    expect(names(proposal)).toEqual(['L0', 'L1']);
    expect(proposal.next_cursor).toEqual(expect.any(String));

    const seen = [...names(proposal)];
    let cursor: string | null = proposal.next_cursor;
    while (cursor) {
      const res = await call(t, 'GET', '/board/stages/proposal/contacts', {
        as: rep.email,
        query: { limit: '1', cursor },
      });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((x: { first_name: string }) => x.first_name));
      cursor = res.body.next_cursor;
    }
    expect(seen.slice(0, 3)).toEqual(['L0', 'L1', 'L4']);
    expect([...seen].sort()).toEqual(['L0', 'L1', 'L2', 'L3', 'L4']);
  });

  it('filters by owner', async () => {
    const rep = await signUp(t, { premium: true });
    const teammate = await addMember(t, rep.workspaceId);
    await createContact(t, rep.email, { first_name: 'Mine', value_cents: 10 });
    await createContact(t, rep.email, {
      first_name: 'Theirs',
      owner_id: teammate.userId,
      value_cents: 20,
    });
    const lead = column(await board(rep, { owner_id: teammate.userId }), 'lead');
    expect(lead).toMatchObject({ count: 1, value_cents: 20 });
    expect(names(lead)).toEqual(['Theirs']);
    const more = await call(t, 'GET', '/board/stages/lead/contacts', {
      as: rep.email,
      query: { owner_id: rep.userId },
    });
    expect(more.body.items.map((x: { first_name: string }) => x.first_name)).toEqual(['Mine']);
  });

  it("takes the list's q, dormant and tag, as every route that reads contacts does, never ignoring them", async () => {
    const rep = await signUp(t, { premium: true });
    await createContact(t, rep.email, { first_name: 'Ada', tags: ['vip'], value_cents: 10 });
    const idle = await createContact(t, rep.email, { first_name: 'Ida', value_cents: 20 });
    await createContact(t, rep.email, { first_name: 'Bob', tags: ['vip'], value_cents: 40 });
    await idleFor(t, idle.id, 60);
    const leadOf = async (query: Record<string, string>) => {
      const b = column(await board(rep, query), 'lead');
      const more = await call(t, 'GET', '/board/stages/lead/contacts', { as: rep.email, query });
      const report = await call(t, 'GET', '/reports/pipeline', { as: rep.email, query });
      const dormant = await call(t, 'GET', '/contacts/dormant', { as: rep.email, query });
      const listed = await call(t, 'GET', '/contacts', { as: rep.email, query });
      return {
        board: [b.count, b.value_cents, names(b).sort()],
        column: more.body.items.map((x: { first_name: string }) => x.first_name).sort(),
        report: report.body.stages.find((st: { key: string }) => st.key === 'lead').count,
        dormant: dormant.body.items.map((x: { first_name: string }) => x.first_name),
        list: listed.body.items.map((x: { first_name: string }) => x.first_name).sort(),
      };
    };
    expect(await leadOf({ tag: 'vip' })).toMatchObject({
      board: [2, 50, ['Ada', 'Bob']],
      column: ['Ada', 'Bob'],
      report: 2,
      dormant: [],
      list: ['Ada', 'Bob'],
    });
    expect(await leadOf({ dormant: 'true' })).toMatchObject({
      board: [1, 20, ['Ida']],
      column: ['Ida'],
      report: 1,
      dormant: ['Ida'],
      list: ['Ida'],
    });
    expect(await leadOf({ q: 'bo', tag: 'vip' })).toMatchObject({
      board: [1, 40, ['Bob']],
      column: ['Bob'],
      report: 1,
      list: ['Bob'],
    });
    // The same filters as filter[...] give the same board.
    expect(column(await board(rep, { 'filter[q][contains]': 'bo' }), 'lead').count).toBe(1);
  });

  it("follows the workspace's own stages and their order", async () => {
    const rep = await signUp(t, { premium: true });
    const stages = [
      { key: 'new', label: 'New', kind: 'open' },
      { key: 'demo', label: 'Demo booked', kind: 'open' },
      { key: 'signed', label: 'Signed', kind: 'won' },
    ].map((s) => ({ ...s, probability: 50, rotting_days: null, pipeline: 'default' }));
    await t.db.query(`UPDATE workspaces SET stages = $2 WHERE id = $1`, [
      rep.workspaceId,
      JSON.stringify(stages),
    ]);
    await createContact(t, rep.email, { stage: 'demo' });
    const body = await board(rep);
    expect(body.stages.map((s) => [s.key, s.label, s.kind, s.count])).toEqual([
      ['new', 'New', 'open', 0],
      ['demo', 'Demo booked', 'open', 1],
      ['signed', 'Signed', 'won', 0],
    ]);
  });

  it('costs the same number of queries for one contact as for many (no N+1)', async () => {
    const rep = await signUp(t, { premium: true });
    await createContact(t, rep.email);
    const one = await countQueries(t, () => board(rep));
    for (let i = 0; i < 14; i++) {
      await createContact(t, rep.email, { stage: DEFAULT_KEYS[i % DEFAULT_KEYS.length] });
    }
    const many = await countQueries(t, () => board(rep));
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
  });

  it('refuses per_stage outside 1..100 with 422 and an unknown stage column with 404', async () => {
    const rep = await signUp(t, { premium: true });
    for (const per_stage of ['0', '101', 'many']) {
      const res = await call(t, 'GET', '/board', { as: rep.email, query: { per_stage } });
      expect(res.status).toBe(422);
    }
    const forged = Buffer.from('["soon","x"]').toString('base64url');
    const badCursor = await call(t, 'GET', '/board/stages/lead/contacts', {
      as: rep.email,
      query: { cursor: forged },
    });
    expect(badCursor.status).toBe(422);
    const res = await call(t, 'GET', '/board/stages/nope/contacts', { as: rep.email });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Stage not found');
  });

  it('shows a free workspace its demo pipeline in every stage', async () => {
    const free = await signUp(t);
    const body = await board(free);
    expect(body.stages.map((s) => s.key)).toEqual(DEFAULT_KEYS);
    for (const stage of body.stages) {
      expect(stage.count).toBeGreaterThan(0);
      expect(stage.value_cents).toBeGreaterThan(0);
      expect(stage.contacts.length).toBe(stage.count);
    }
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM contacts
        WHERE workspace_id = $1 AND is_demo AND stage = ANY($2)`,
      [free.workspaceId, DEFAULT_KEYS],
    );
    expect(body.stages.reduce((n, s) => n + s.count, 0)).toBe(row.n);
  });
});
