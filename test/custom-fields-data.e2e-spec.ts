import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createContact, signUp, type Member } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { insertEndpoint, turnOffUndeliverableEndpoints } from './support/webhooks.js';

type Custom = Record<string, unknown>;

/** In id order, the order merges and bulk actions lock contacts in. */
function byId<T extends { id: string }>(...items: T[]): T[] {
  return [...items].sort((a, b) => a.id.localeCompare(b.id));
}

/** 20,000 characters: three fill most of a contact's 64 KiB, four pass it. */
const LONG = (c: string) => c.repeat(20_000);

describe('Custom values in merges and bulk actions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await turnOffUndeliverableEndpoints(t);
    await t.close();
  });

  /**
   * A premium workspace whose endpoint hears every event, with `industry` (select), `regions`
   * (multi-select), `note` (text), `owner` (user), `legacy` (text) and `big1`-`big4` (long text).
   */
  async function workspace(): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    await insertEndpoint(t, admin.workspaceId, { url: 'https://93.184.216.34/hook' });
    const options = [
      { id: 'a', label: 'Alpha' },
      { id: 'b', label: 'Beta' },
      { id: 'c', label: 'Gamma' },
    ];
    const fields = [
      { key: 'industry', type: 'select', options },
      { key: 'regions', type: 'multi_select', options },
      { key: 'note', type: 'text' },
      { key: 'owner', type: 'user' },
      { key: 'legacy', type: 'text' },
      ...[1, 2, 3, 4].map((n) => ({ key: `big${n}`, type: 'long_text' })),
    ];
    for (const field of fields) {
      const res = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: { label: field.key, ...field },
      });
      if (res.status !== 201) throw new Error(`define failed: ${res.status} ${res.text}`);
    }
    return admin;
  }

  async function archive(admin: Member, key: string, archived = true) {
    const action = archived ? 'archive' : 'unarchive';
    const res = await call(t, 'POST', `/custom-fields/${key}/${action}`, { as: admin.email });
    expect(res.status).toBe(200);
  }

  /** The stored custom values of each contact, in the order given (a deleted one: undefined). */
  async function stored(...ids: string[]): Promise<(Custom | undefined)[]> {
    const rows = await t.db.query<{ id: string; custom: Custom }[]>(
      `SELECT id, custom FROM contacts WHERE id = ANY($1)`,
      [ids],
    );
    return ids.map((id) => rows.find((r) => r.id === id)?.custom);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
  async function eventsOf(workspaceId: string, type: string): Promise<any[]> {
    const rows = await t.db.query<{ payload: { data: unknown } }[]>(
      `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = $2 ORDER BY seq`,
      [workspaceId, type],
    );
    return rows.map((r) => r.payload.data);
  }

  /** Every active field null but those given, as a contact answers `custom`. */
  function answered(values: Custom): Custom {
    const keys = ['industry', 'regions', 'note', 'owner', 'legacy', 'big1', 'big2', 'big3', 'big4'];
    return { ...Object.fromEntries(keys.map((k) => [k, null])), ...values };
  }

  describe('merge', () => {
    function merge(admin: Member, targetId: string, body: unknown) {
      return call(t, 'POST', `/contacts/${targetId}/merge`, { as: admin.email, body });
    }

    it('fills the kept contact’s empty values from the first source listed, unites multi-selects, never overwrites', async () => {
      const admin = await workspace();
      const target = await createContact(t, admin.email, {
        first_name: 'Kept',
        custom: { industry: 'a', regions: ['b'] },
      });
      // Listed against their id order, so the request's order is what decides.
      const [low, high] = byId(
        await createContact(t, admin.email, {
          first_name: 'One',
          custom: { industry: 'b', regions: ['c', 'b'], note: 'one' },
        }),
        await createContact(t, admin.email, {
          first_name: 'Two',
          custom: { industry: 'c', regions: ['a', 'c'], note: 'two' },
        }),
      );
      const lowCustom = (await stored(low.id))[0]!;
      const highCustom = (await stored(high.id))[0]!;

      const res = await merge(admin, target.id, { source_ids: [high.id, low.id] });

      expect(res.status).toBe(200);
      const custom = {
        industry: 'a',
        regions: [
          'b',
          ...(highCustom.regions as string[]),
          ...(lowCustom.regions as string[]),
        ].filter((id, i, all) => all.indexOf(id) === i),
        note: highCustom.note,
      };
      expect(res.body.custom).toEqual(answered(custom));
      expect(await stored(target.id, low.id, high.id)).toEqual([custom, undefined, undefined]);
      const [merged] = await eventsOf(admin.workspaceId, 'contact.merged');
      expect(merged.contact.custom).toEqual(res.body.custom);
      const deleted = await eventsOf(admin.workspaceId, 'contact.deleted');
      expect(deleted.map((d) => [d.contact.id, d.contact.custom])).toEqual([
        [low.id, answered(lowCustom)],
        [high.id, answered(highCustom)],
      ]);
    });

    it('fills archived fields’ stored values by the same rule, shown again once unarchived', async () => {
      const admin = await workspace();
      const target = await createContact(t, admin.email, { custom: { note: 'kept' } });
      const source = await createContact(t, admin.email, {
        custom: { note: 'lost', legacy: 'old', regions: ['a'] },
      });
      const other = await createContact(t, admin.email, { custom: { legacy: 'older' } });
      await archive(admin, 'legacy');
      await archive(admin, 'regions');

      const res = await merge(admin, target.id, { source_ids: [source.id, other.id] });

      expect(res.status).toBe(200);
      expect(res.body.custom).not.toHaveProperty('legacy');
      expect(res.body.custom).not.toHaveProperty('regions');
      expect((await stored(target.id))[0]).toEqual({
        note: 'kept',
        legacy: 'old',
        regions: ['a'],
      });
      await archive(admin, 'legacy', false);
      const shown = await call(t, 'GET', `/contacts/${target.id}`, { as: admin.email });
      expect(shown.body.custom).toMatchObject({ note: 'kept', legacy: 'old' });
    });

    it('refuses a merge whose custom values would pass 64 KiB, changing nothing', async () => {
      const admin = await workspace();
      const full = { big1: LONG('a'), big2: LONG('b'), big3: LONG('c') };
      const target = await createContact(t, admin.email, { custom: full });
      const source = await createContact(t, admin.email, { custom: { big4: LONG('d') } });

      const res = await merge(admin, target.id, { source_ids: [source.id] });

      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors).toEqual([
        {
          field: 'source_ids',
          message: "the merged contacts' custom values would take more than 65536 bytes as JSON",
        },
      ]);
      expect(await stored(target.id, source.id)).toEqual([full, { big4: LONG('d') }]);
    });
  });
});
