import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { customKeySetSql } from '../src/modules/contacts/custom-values.js';
import { define, field } from './support/contact-query.js';
import { addMember, createContact, signUp } from './support/factories.js';
import { setVisibility } from './support/groups.js';
import { call, startApp, type TestApp } from './support/test-app.js';

/*
 * A page of contacts (GET /contacts, POST /contacts/search, the board, the dormant list) has its
 * custom values presented by its statement and sent as PostgreSQL wrote them out (contactColumns,
 * RawJson); a single contact has them presented by the service. Both must answer the same
 * values. A contact whose keys are the active fields' has its stored object written out already
 * (`custom_text`), found by its key set (`custom_keys`).
 */

type Item = { id: string; custom: Record<string, unknown> };

describe("A page's custom values, presented by its statement", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are what each contact answers alone: every active key, null when unset, no archived one', async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('tier', 'select', { filterable: false }));
    await define(t, admin, field('seats', 'number'));
    await define(t, admin, field('renewal_at', 'datetime', { filterable: false }));
    await define(t, admin, field('since', 'date', { filterable: false }));
    await define(t, admin, field('gone', 'text', { filterable: false }));
    const all = {
      tier: 'a',
      seats: 3,
      renewal_at: '2026-11-22T09:30:00+02:00',
      since: '2026-01-02',
    };
    const exact = await createContact(t, admin.email, { first_name: 'Exact', custom: all });
    const extra = await createContact(t, admin.email, {
      first_name: 'Extra',
      custom: { ...all, gone: 'kept, unseen' },
    });
    const partial = await createContact(t, admin.email, {
      first_name: 'Partial',
      custom: { seats: 5 },
    });
    const none = await createContact(t, admin.email, { first_name: 'None' });
    expect((await call(t, 'POST', '/custom-fields/gone/archive', { as: admin.email })).status).toBe(
      200,
    );

    const full = {
      tier: 'a',
      seats: 3,
      renewal_at: '2026-11-22T07:30:00.000Z',
      since: '2026-01-02',
    };
    const unset = { tier: null, seats: null, renewal_at: null, since: null };
    const expected = new Map<string, Record<string, unknown>>([
      [exact.id, full],
      [extra.id, full],
      [partial.id, { ...unset, seats: 5 }],
      [none.id, unset],
    ]);
    const list = await call(t, 'GET', '/contacts?limit=50', { as: admin.email });
    const search = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: { filter: { and: [{ field: 'custom.seats', op: 'gte', value: 0 }] } },
    });
    for (const page of [list, search]) {
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(list.body.items).toHaveLength(4);
    expect(search.body.items.map((c: { id: string }) => c.id).sort()).toEqual(
      [exact.id, extra.id, partial.id].sort(),
    );
    // In one order wherever a contact comes from: jsonb's (shorter keys first, then by bytes),
    // which PostgreSQL gives the page and the service the single contact.
    const [{ keys }] = await t.db.query<{ keys: string[] }[]>(
      `SELECT array(SELECT jsonb_object_keys($1::jsonb)) AS keys`,
      [JSON.stringify(unset)],
    );
    expect(keys).toEqual(['tier', 'seats', 'since', 'renewal_at']);
    for (const item of [...list.body.items, ...search.body.items]) {
      expect(item.custom).toEqual(expected.get(item.id));
      expect(Object.keys(item.custom)).toEqual(keys);
      const alone = await call(t, 'GET', `/contacts/${item.id}`, { as: admin.email });
      expect(alone.body.custom).toEqual(item.custom);
      expect(Object.keys(alone.body.custom)).toEqual(keys);
    }
    // As PostgreSQL writes jsonb out (a space after each colon), where the service's JSON has none.
    expect(list.text).toContain('"seats": 3');
    expect(list.text).toContain('"seats": 5');
    expect(list.text).not.toContain('"first_name": ');

    // The board's cards, a column's page and the dormant list present them the same way.
    await t.db.query(`UPDATE contacts SET last_activity_at = '2020-01-01Z' WHERE id = ANY($1)`, [
      [...expected.keys()],
    ]);
    const board = await call(t, 'GET', '/board', { as: admin.email });
    const column = await call(t, 'GET', '/board/stages/lead/contacts', { as: admin.email });
    const dormant = await call(t, 'GET', '/contacts/dormant', { as: admin.email });
    const cards = (board.body.stages as { key: string; contacts: Item[] }[]).flatMap(
      (stage) => stage.contacts,
    );
    for (const [page, items] of [
      [board, cards],
      [column, column.body.items as Item[]],
      [dormant, dormant.body.items as Item[]],
    ] as const) {
      expect(page.status).toBe(200);
      expect(items.map((c) => c.id).sort()).toEqual([...expected.keys()].sort());
      for (const item of items) expect(item.custom).toEqual(expected.get(item.id));
      expect(page.text).toContain('"seats": 3');
    }
  });

  it("are presented the same in a member's reads owner by owner, whose branches select only the columns shown", async () => {
    const admin = await signUp(t, { premium: true });
    const rep = await addMember(t, admin.workspaceId);
    await define(t, admin, field('tier', 'select', { filterable: false }));
    await define(t, admin, field('seats', 'number'));
    await setVisibility(t, admin, 'own');
    const full = await createContact(t, rep.email, { custom: { tier: 'a', seats: 3 } });
    const partial = await createContact(t, rep.email, { custom: { seats: 5 } });
    const unassigned = await createContact(t, admin.email, {
      owner_id: null,
      custom: { tier: 'b', seats: 7 },
    });
    await createContact(t, admin.email, { custom: { tier: 'a', seats: 9 } });
    const expected = new Map<string, Record<string, unknown>>([
      [full.id, { tier: 'a', seats: 3 }],
      [partial.id, { tier: null, seats: 5 }],
      [unassigned.id, { tier: 'b', seats: 7 }],
    ]);

    const list = await call(t, 'GET', '/contacts?limit=50', { as: rep.email });
    const board = await call(t, 'GET', '/board', { as: rep.email });
    const column = await call(t, 'GET', '/board/stages/lead/contacts', { as: rep.email });
    const cards = (board.body.stages as { contacts: Item[] }[]).flatMap((stage) => stage.contacts);
    for (const [page, items] of [
      [list, list.body.items as Item[]],
      [board, cards],
      [column, column.body.items as Item[]],
    ] as const) {
      expect(page.status).toBe(200);
      expect(items.map((c) => c.id).sort()).toEqual([...expected.keys()].sort());
      for (const item of items) {
        expect(item.custom).toEqual(expected.get(item.id));
        const alone = await call(t, 'GET', `/contacts/${item.id}`, { as: rep.email });
        expect(alone.body.custom).toEqual(item.custom);
      }
      // As the statement wrote them out.
      expect(page.text).toContain('"seats": 3');
    }
  });

  it('show a text field under a datetime key as stored, in a page, alone and as its filter finds it', async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('met_at', 'text'));
    await define(t, admin, field('seats', 'number', { filterable: false }));
    const contact = await createContact(t, admin.email, {
      custom: { met_at: '2026-11-22 09:30:00', seats: 1 },
    });
    const shown = { met_at: '2026-11-22 09:30:00', seats: 1 };
    expect(contact.custom).toEqual(shown);
    const list = await call(t, 'GET', '/contacts?limit=50', { as: admin.email });
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
    expect(list.body.items[0].custom).toEqual(shown);
    // Presented by the statement, as any other workspace's page.
    expect(list.text).toContain('"seats": 1');
    const alone = await call(t, 'GET', `/contacts/${contact.id}`, { as: admin.email });
    expect(alone.body.custom).toEqual(shown);
    const found = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: { filter: { and: [{ field: 'custom.met_at', op: 'eq', value: shown.met_at }] } },
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
  });

  it('are an empty object on every contact of a workspace with no active field', async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('old', 'text', { filterable: false }));
    await createContact(t, admin.email, { custom: { old: 'x' } });
    await call(t, 'POST', '/custom-fields/old/archive', { as: admin.email });
    const list = await call(t, 'GET', '/contacts?limit=50', { as: admin.email });
    expect(list.body.items.map((c: { custom: unknown }) => c.custom)).toEqual([{}]);
  });

  it("keep each contact's values written out, with its key set, as its writes leave them", async () => {
    const admin = await signUp(t, { premium: true });
    await define(t, admin, field('tier', 'select', { filterable: false }));
    await define(t, admin, field('seats', 'number'));
    const contact = await createContact(t, admin.email, { custom: { seats: 3, tier: 'a' } });
    const stored = () =>
      t.db.query<{ text: string; custom: string; same_keys: boolean }[]>(
        `SELECT custom_text AS text, custom::text AS custom,
                custom_keys = (SELECT ${customKeySetSql('$2::jsonb')}) AS same_keys
           FROM contacts WHERE id = $1`,
        [contact.id, JSON.stringify({ tier: null, seats: null })],
      );
    // The key set is the keys' alone: values and the order given make no difference.
    expect(await stored()).toEqual([
      { text: '{"tier": "a", "seats": 3}', custom: '{"tier": "a", "seats": 3}', same_keys: true },
    ]);

    const edit = await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: admin.email,
      body: { custom: { seats: null } },
    });
    expect(edit.status).toBe(200);
    expect(await stored()).toEqual([
      { text: '{"tier": "a"}', custom: '{"tier": "a"}', same_keys: false },
    ]);
    const page = await call(t, 'GET', '/contacts?limit=50', { as: admin.email });
    expect(page.body.items.map((c: { custom: unknown }) => c.custom)).toEqual([
      { tier: 'a', seats: null },
    ]);

    // Filled again, then a field defined after: the contact's keys are no longer the active ones.
    await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: admin.email,
      body: { custom: { seats: 4 } },
    });
    expect((await stored())[0].same_keys).toBe(true);
    await define(t, admin, field('region', 'text', { filterable: false }));
    const after = await call(t, 'GET', '/contacts?limit=50', { as: admin.email });
    expect(after.body.items.map((c: { custom: unknown }) => c.custom)).toEqual([
      { tier: 'a', seats: 4, region: null },
    ]);
  });
});
