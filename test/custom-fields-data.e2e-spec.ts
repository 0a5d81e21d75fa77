import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BulkOperationWorker } from '../src/modules/contact-data/bulk/bulk-operation.worker.js';
import { addMember, createContact, signUp, type Member } from './support/factories.js';
import { call, startApp, type TestApp } from './support/test-app.js';
import { historyOf } from './support/history.js';
import { waitFor } from './support/filter-index.js';
import { holdAfter, release, untilWaitingOnLocks, waitersOn } from './support/row-lock.js';
import {
  NUMBERING_ORDER,
  dispatchEvents,
  insertEndpoint,
  turnOffUndeliverableEndpoints,
} from './support/webhooks.js';

type Custom = Record<string, unknown>;

/** In id order, the order merges and bulk actions lock contacts in. */
function byId<T extends { id: string }>(...items: T[]): T[] {
  return [...items].sort((a, b) => a.id.localeCompare(b.id));
}

const TOO_LARGE =
  "custom values of a contact, its archived fields' included, take at most 65536 bytes as JSON";
/** 20,000 characters: three fill most of a contact's 64 KiB, four pass it. */
const LONG = (c: string) => c.repeat(20_000);

describe('Custom values in merges and bulk actions', () => {
  let t: TestApp;
  let worker: BulkOperationWorker;

  beforeAll(async () => {
    t = await startApp();
    worker = t.app.get(BulkOperationWorker);
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

  /**
   * Runs `write` (a request) while a contact write is under way: one that holds the contact, as
   * an edit locks it, and whose statement's triggers then take the lock of the workspace's custom
   * value writes. Once `write` waits on the contact, that write stores a note and commits.
   */
  async function duringContactWrite<T>(contactId: string, write: () => Promise<T>): Promise<T> {
    const writer = await holdAfter({
      text: 'SELECT 1 FROM contacts WHERE id = $1 FOR NO KEY UPDATE',
      values: [contactId],
    });
    const pending = write();
    while ((await waitersOn(writer)) === 0) await new Promise((r) => setTimeout(r, 10));
    await writer.query(
      `UPDATE contacts_all SET custom = custom || '{"note": "Called"}' WHERE id = $1`,
      [contactId],
    );
    await release(writer, 'COMMIT');
    return pending;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are read as JSON
  async function eventsOf(workspaceId: string, type: string): Promise<any[]> {
    const rows = await t.db.query<{ payload: { data: unknown } }[]>(
      `SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = $2 ORDER BY ${NUMBERING_ORDER}`,
      [workspaceId, type],
    );
    return rows.map((r) => r.payload.data);
  }

  /** Every active field null but those given, as a contact answers `custom`. */
  function answered(values: Custom): Custom {
    const keys = ['industry', 'regions', 'note', 'owner', 'legacy', 'big1', 'big2', 'big3', 'big4'];
    return { ...Object.fromEntries(keys.map((k) => [k, null])), ...values };
  }

  it('announces a new contact with its custom values as its answer shows them', async () => {
    const admin = await workspace();
    const created = await createContact(t, admin.email, {
      custom: { industry: 'b', regions: ['c', 'a'], note: 'hello' },
    });
    expect(created.custom).toEqual(answered({ industry: 'b', regions: ['c', 'a'], note: 'hello' }));
    await dispatchEvents(t, admin.workspaceId);
    const [event] = await eventsOf(admin.workspaceId, 'contact.created');
    expect(event.contact.custom).toEqual(created.custom);
  });

  it('announces a new contact with the custom values it was created with, edited before the dispatch', async () => {
    const admin = await workspace();
    const created = await createContact(t, admin.email, {
      custom: { industry: 'b', note: 'as created' },
    });
    const edited = await call(t, 'PATCH', `/contacts/${created.id}`, {
      as: admin.email,
      body: { custom: { industry: 'c', note: 'edited' } },
    });
    expect(edited.status).toBe(200);
    await dispatchEvents(t, admin.workspaceId);
    const [announced] = await eventsOf(admin.workspaceId, 'contact.created');
    expect(announced.contact.custom).toEqual(answered({ industry: 'b', note: 'as created' }));
    const [updated] = await eventsOf(admin.workspaceId, 'contact.updated');
    expect([updated.previous, updated.contact.custom]).toEqual([
      { custom: { industry: 'b', note: 'as created' } },
      answered({ industry: 'c', note: 'edited' }),
    ]);
  });

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
      // The keys the merge filled or joined, with their old values; the kept `industry` is not one.
      expect(merged.previous).toEqual({ custom: { regions: ['b'], note: null } });
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

  describe("an option's replacement", () => {
    it('announces each contact it changes, with previous.custom, after the field; none in the trash', async () => {
      const admin = await workspace();
      const a = await createContact(t, admin.email, {
        custom: { industry: 'a', regions: ['b', 'a'] },
      });
      const b = await createContact(t, admin.email, { custom: { industry: 'b' } });
      const c = await createContact(t, admin.email, { custom: { regions: ['c'] } });
      const trashed = await createContact(t, admin.email, { custom: { industry: 'a' } });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      const patch = (key: string, body: Record<string, unknown>) =>
        call(t, 'PATCH', `/custom-fields/${key}`, { as: admin.email, body });
      const kept = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));

      const industry = await patch('industry', {
        options: kept('b', 'c'),
        replace_with: { a: 'c' },
      });
      expect(industry.status).toBe(200);
      const regions = await patch('regions', { options: kept('a', 'c'), replace_with: { b: 'a' } });
      expect(regions.status).toBe(200);

      expect(await stored(a.id, b.id, c.id)).toEqual([
        { industry: 'c', regions: ['a'] },
        { industry: 'b' },
        { regions: ['c'] },
      ]);
      const [held] = await t.db.query(`SELECT custom FROM contacts_all WHERE id = $1`, [
        trashed.id,
      ]);
      expect(held.custom).toEqual({ industry: 'c' });
      type Announced = {
        contact: { id: string; custom: Custom };
        previous: unknown;
        custom_field: { key: string };
      };
      const announced = await t.db.query<{ type: string; data: Announced }[]>(
        `SELECT type, payload -> 'data' AS data FROM webhook_events
          WHERE workspace_id = $1 AND type IN ('custom_field.updated', 'contact.updated')
          ORDER BY ${NUMBERING_ORDER}`,
        [admin.workspaceId],
      );
      expect(
        announced.map(({ type, data }) =>
          type === 'contact.updated'
            ? [type, data.contact.id, data.previous, data.contact.custom]
            : [type, data.custom_field.key],
        ),
      ).toEqual([
        ['custom_field.updated', 'industry'],
        [
          'contact.updated',
          a.id,
          { custom: { industry: 'a' } },
          answered({ industry: 'c', regions: ['b', 'a'] }),
        ],
        ['custom_field.updated', 'regions'],
        [
          'contact.updated',
          a.id,
          { custom: { regions: ['b', 'a'] } },
          answered({ industry: 'c', regions: ['a'] }),
        ],
      ]);
    });
    it("replaces the option in an archived field's values too", async () => {
      const admin = await workspace();
      const contact = await createContact(t, admin.email, { custom: { industry: 'a' } });
      await archive(admin, 'industry');
      const replaced = await call(t, 'PATCH', '/custom-fields/industry', {
        as: admin.email,
        body: { options: [{ id: 'b', label: 'Beta' }], replace_with: { a: 'b' } },
      });
      expect(replaced.status).toBe(200);
      expect(await stored(contact.id)).toEqual([{ industry: 'b' }]);
    });
    it('takes its contacts before it holds off custom value writes, as a contact write takes them: a write of one under way goes first, no deadlock', async () => {
      const admin = await workspace();
      const contact = await createContact(t, admin.email, { custom: { industry: 'a' } });
      const replacing = await duringContactWrite(contact.id, () =>
        call(t, 'PATCH', '/custom-fields/industry', {
          as: admin.email,
          body: { options: [{ id: 'b', label: 'Beta' }], replace_with: { a: 'b' } },
        }),
      );
      expect(replacing.status).toBe(200);
      expect(await stored(contact.id)).toEqual([{ industry: 'b', note: 'Called' }]);
    });
    it('takes its locks again with a contact a write gave the option meanwhile: a bulk action on that contact and one holding it goes first, no deadlock', async () => {
      const admin = await workspace();
      const [given, holder] = [
        (await createContact(t, admin.email)).id,
        (await createContact(t, admin.email, { custom: { industry: 'a' } })).id,
      ].sort();
      // A write giving the option holds the lower contact; the edit takes the higher, which holds
      // it, and waits for that write; a bulk action on both takes the lower as it commits.
      const writer = await holdAfter({
        text: `UPDATE contacts SET custom = custom || '{"industry": "a"}' WHERE id = $1`,
        values: [given],
      });
      const replacing = call(t, 'PATCH', '/custom-fields/industry', {
        as: admin.email,
        body: { options: [{ id: 'b', label: 'Beta' }], replace_with: { a: 'b' } },
      });
      await waitFor(async () => (await waitersOn(writer)) === 1);
      const tagging = call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['both'] }, contact_ids: [given, holder] },
      });
      await waitFor(async () => (await waitersOn(writer)) === 2);
      await release(writer, 'COMMIT');
      const [replaced, tagged] = await Promise.all([replacing, tagging]);
      expect([replaced.status, tagged.status]).toEqual([200, 200]);
      const after = await t.db.query<{ custom: Custom; tags: string[] }[]>(
        `SELECT custom, tags FROM contacts WHERE id = ANY($1) ORDER BY id`,
        [[given, holder]],
      );
      expect(after).toEqual([
        { custom: { industry: 'b' }, tags: ['both'] },
        { custom: { industry: 'b' }, tags: ['both'] },
      ]);
    });
  });

  describe("a filter index's filling", () => {
    const edits: [string, (admin: Member, id: string) => Promise<{ status: number }>][] = [
      [
        'PATCH /contacts/{id}',
        (admin, id) =>
          call(t, 'PATCH', `/contacts/${id}`, {
            as: admin.email,
            body: { custom: { note: 'Second' } },
          }),
      ],
      [
        'bulk set_fields',
        (admin, id) =>
          call(t, 'POST', '/contacts/bulk', {
            as: admin.email,
            body: {
              action: 'set_fields',
              params: { custom: { note: 'Second' } },
              contact_ids: [id],
            },
          }),
      ],
    ];
    it.each(edits)(
      'takes the key share of a contact an edit (%s) holds while the edit waits for custom value writes to be let through: no deadlock',
      async (_, edit) => {
        const admin = await workspace();
        const contact = await createContact(t, admin.email, { custom: { note: 'First' } });
        const [field] = await t.db.query<{ id: string }[]>(
          `SELECT id FROM custom_fields WHERE workspace_id = $1 AND key = 'note'`,
          [admin.workspaceId],
        );
        // A field becoming filterable on a large workspace: its change holds off custom value
        // writes until it commits, and a job fills the entries by batches.
        const filling = await holdAfter({
          text: `UPDATE custom_fields SET filterable = true, indexing = true WHERE id = $1`,
          values: [field.id],
        });
        const editing = edit(admin, contact.id);
        while ((await waitersOn(filling)) === 0) await new Promise((r) => setTimeout(r, 10));
        // A batch of the job, in the same transaction for the test's sake, reaches the contact.
        await filling.query(`SELECT contact_field_values_fill($1, ARRAY[$2]::uuid[])`, [
          field.id,
          contact.id,
        ]);
        await release(filling, 'COMMIT');
        const edited = await editing;
        expect(edited.status).toBe(200);
        expect(await stored(contact.id)).toEqual([{ note: 'Second' }]);
      },
    );

    it('takes the key share of its contacts before it holds off custom value writes: a merge that locks them first goes first, no deadlock', async () => {
      const admin = await workspace();
      const target = await createContact(t, admin.email, { first_name: 'Kept' });
      const source = await createContact(t, admin.email, { custom: { note: 'From source' } });
      const [field] = await t.db.query<{ id: string }[]>(
        `SELECT id FROM custom_fields WHERE workspace_id = $1 AND key = 'note'`,
        [admin.workspaceId],
      );
      // Made filterable on a large workspace: a job fills its entries by batches.
      await t.db.query(
        `UPDATE custom_fields SET filterable = true, indexing = true WHERE id = $1`,
        [field.id],
      );
      // Custom value writes held off (an archive under way, say): the batch queues for the lock.
      const archive = await holdAfter({
        text: `SELECT pg_advisory_xact_lock(hashtextextended('contact_field_values:' || $1, 0))`,
        values: [admin.workspaceId],
      });
      const worker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await worker.connect();
      try {
        const batch = worker.query<{ filled: number }>(
          `SELECT contact_field_values_fill($1, $2::uuid[]) AS filled`,
          [field.id, [target.id, source.id]],
        );
        while ((await waitersOn(archive)) === 0) await new Promise((r) => setTimeout(r, 10));
        const merging = call(t, 'POST', `/contacts/${target.id}/merge`, {
          as: admin.email,
          body: { source_ids: [source.id] },
        });
        await untilWaitingOnLocks(t.db, 2);
        await release(archive, 'COMMIT');
        expect((await batch).rows).toEqual([{ filled: 1 }]);
        expect((await merging).status).toBe(200);
      } finally {
        await worker.end();
      }
      expect(await stored(target.id)).toEqual([{ note: 'From source' }]);
    });
  });

  describe('bulk set_fields', () => {
    function bulk(admin: Member, body: Record<string, unknown>) {
      return call(t, 'POST', '/contacts/bulk', { as: admin.email, body });
    }

    it('merges the values into each listed contact key by key, a null clearing, with previous.custom of the changed keys', async () => {
      const admin = await workspace();
      const a = await createContact(t, admin.email, { custom: { industry: 'a', note: 'keep' } });
      const b = await createContact(t, admin.email);
      const c = await createContact(t, admin.email, { custom: { industry: 'b', note: 'gone' } });
      await t.db.query(`UPDATE contacts SET last_activity_at = '2020-01-01Z' WHERE id = ANY($1)`, [
        [a.id, b.id, c.id],
      ]);
      const values = { industry: 'b', regions: ['c', 'a'], note: null };

      const res = await bulk(admin, {
        action: 'set_fields',
        params: { custom: values },
        contact_ids: [c.id, a.id, b.id],
      });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ affected: 3 });
      const set = { industry: 'b', regions: ['c', 'a'] };
      expect(await stored(a.id, b.id, c.id)).toEqual([set, set, set]);
      const activity = await t.db.query(
        `SELECT DISTINCT last_activity_at::date::text AS at FROM contacts WHERE id = ANY($1)`,
        [[a.id, b.id, c.id]],
      );
      expect(activity).toEqual([{ at: '2020-01-01' }]);
      const updated = await eventsOf(admin.workspaceId, 'contact.updated');
      // In id order, the order the contacts are locked in.
      expect(updated.map((e) => [e.contact.id, e.previous])).toEqual(
        byId(
          { id: a.id, previous: { custom: { industry: 'a', regions: null, note: 'keep' } } },
          { id: b.id, previous: { custom: { industry: null, regions: null } } },
          { id: c.id, previous: { custom: { regions: null, note: 'gone' } } },
        ).map((e) => [e.id, e.previous]),
      );
      expect(updated.map((e) => e.contact.custom)).toEqual([1, 2, 3].map(() => answered(set)));

      // The same values again change nothing: acted on, nothing announced.
      const again = await bulk(admin, {
        action: 'set_fields',
        params: { custom: values },
        contact_ids: [a.id, b.id],
      });
      expect(again.body).toEqual({ affected: 2 });
      expect(await eventsOf(admin.workspaceId, 'contact.updated')).toHaveLength(3);
    });

    it.each([
      [{}, 'params.custom', 'custom must be an object'],
      [{ custom: [] }, 'params.custom', 'custom must be an object'],
      [{ custom: {} }, 'params.custom', 'custom must name at least one custom field'],
      [{ custom: { note: 'x' }, tags: ['x'] }, 'params.tags', 'property tags should not exist'],
      [
        { custom: { nope: 1 } },
        'params.custom.nope',
        'custom.nope is not a custom field of this workspace',
      ],
      [
        { custom: { industry: 'z' } },
        'params.custom.industry',
        'custom.industry must be the id of one of its options',
      ],
      [
        { custom: { owner: randomUUID() } },
        'params.custom.owner',
        'custom.owner must be the id of a member of this workspace',
      ],
      [
        { custom: { legacy: 'x' } },
        'params.custom.legacy',
        'custom.legacy is archived; unarchive it to write it',
      ],
    ])('refuses params %j with 422 on %s, writing nothing', async (params, field, message) => {
      const admin = await workspace();
      await archive(admin, 'legacy');
      const contact = await createContact(t, admin.email, { custom: { note: 'n' } });
      for (const target of [{ contact_ids: [contact.id] }, { filter: {} }]) {
        const res = await bulk(admin, { action: 'set_fields', params, ...target });
        expect(res.status).toBe(422);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body.errors).toEqual([{ field, message }]);
      }
      expect(await stored(contact.id)).toEqual([{ note: 'n' }]);
      const operations = await t.db.query(`SELECT 1 FROM bulk_operations WHERE workspace_id = $1`, [
        admin.workspaceId,
      ]);
      expect(operations).toEqual([]);
    });

    it('names every bad value at once, and takes a member as a user value', async () => {
      const admin = await workspace();
      const colleague = await addMember(t, admin.workspaceId);
      const contact = await createContact(t, admin.email);
      const bad = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { industry: 'z', note: 7, owner: colleague.userId } },
        contact_ids: [contact.id],
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'params.custom.industry',
        'params.custom.note',
      ]);
      const good = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { owner: colleague.userId } },
        contact_ids: [contact.id],
      });
      expect(good.status).toBe(200);
      expect(await stored(contact.id)).toEqual([{ owner: colleague.userId }]);
    });

    it('refuses values that would take a contact past 64 KiB, writing nothing to any', async () => {
      const admin = await workspace();
      const full = { big1: LONG('a'), big2: LONG('b'), big3: LONG('c') };
      const crowded = await createContact(t, admin.email, { custom: full });
      const roomy = await createContact(t, admin.email);
      const res = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { big4: LONG('d') } },
        contact_ids: [roomy.id, crowded.id],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'params.custom', message: TOO_LARGE }]);
      expect(await stored(crowded.id, roomy.id)).toEqual([full, {}]);
      expect(await eventsOf(admin.workspaceId, 'contact.updated')).toEqual([]);
    });

    it('sets the values over a filter as a job, with the same events', async () => {
      const admin = await workspace();
      const a = await createContact(t, admin.email, { tags: ['q3'], custom: { note: 'old' } });
      const b = await createContact(t, admin.email, { tags: ['q3'] });
      const untouched = await createContact(t, admin.email, { custom: { note: 'old' } });

      const res = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { note: null, industry: 'c' } },
        filter: { tag: 'q3' },
      });
      expect(res.status).toBe(202);
      await worker.run(res.body.id);

      const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: admin.email });
      expect(done.body).toMatchObject({
        action: 'set_fields',
        params: { custom: { note: null, industry: 'c' } },
        status: 'succeeded',
        counts: { matched: 2, processed: 2, affected: 2, skipped: 0 },
        error: null,
      });
      expect(await stored(a.id, b.id, untouched.id)).toEqual([
        { industry: 'c' },
        { industry: 'c' },
        { note: 'old' },
      ]);
      const updated = await eventsOf(admin.workspaceId, 'contact.updated');
      expect(updated.map((e) => [e.contact.id, e.previous, e.request_id])).toEqual(
        byId(
          { id: a.id, previous: { custom: { note: 'old', industry: null } } },
          { id: b.id, previous: { custom: { industry: null } } },
        ).map((e) => [e.id, e.previous, res.headers['x-request-id']]),
      );
    });

    it('fails the job with the reason when a contact would pass 64 KiB, that batch unwritten', async () => {
      const admin = await workspace();
      const full = { big1: LONG('a'), big2: LONG('b'), big3: LONG('c') };
      const crowded = await createContact(t, admin.email, { tags: ['x'], custom: full });
      const roomy = await createContact(t, admin.email, { tags: ['x'] });
      const res = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { big4: LONG('d') } },
        filter: { tag: 'x' },
      });
      expect(res.status).toBe(202);
      await worker.run(res.body.id);
      const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: admin.email });
      expect(done.body).toMatchObject({
        status: 'failed',
        error: `params.custom: ${TOO_LARGE}`,
        counts: { matched: 2, processed: 0, affected: 0, skipped: 0 },
      });
      expect(await stored(crowded.id, roomy.id)).toEqual([full, {}]);
    });

    it('fails the job when a field it sets was archived after it was queued', async () => {
      const admin = await workspace();
      const contact = await createContact(t, admin.email, { tags: ['x'] });
      const res = await bulk(admin, {
        action: 'set_fields',
        params: { custom: { note: 'n' } },
        filter: { tag: 'x' },
      });
      expect(res.status).toBe(202);
      await archive(admin, 'note');
      await worker.run(res.body.id);
      const done = await call(t, 'GET', `/bulk-operations/${res.body.id}`, { as: admin.email });
      expect(done.body).toMatchObject({
        status: 'failed',
        // The message names the value's place: the job's error gives the whole path once.
        error: 'params.custom.note is archived; unarchive it to write it',
      });
      expect(await stored(contact.id)).toEqual([{}]);
    });
  });

  describe("a member's removal", () => {
    const removeMember = (admin: Member, userId: string) =>
      call(t, 'DELETE', `/team/${userId}`, { as: admin.email });
    const NOT_A_MEMBER = 'custom.owner must be the id of a member of this workspace';

    it('takes their contacts before it holds off custom value writes, as a contact write takes them: a write of one under way goes first, no deadlock', async () => {
      const admin = await workspace();
      const leaver = await addMember(t, admin.workspaceId);
      const contact = await createContact(t, admin.email, { custom: { owner: leaver.userId } });
      const removing = await duringContactWrite(contact.id, () =>
        removeMember(admin, leaver.userId),
      );
      expect(removing.status).toBe(204);
      expect(await stored(contact.id)).toEqual([{ note: 'Called' }]);
    });

    it('clears them from every user field, the trash and archived fields too, announcing each visible change once', async () => {
      const admin = await workspace();
      const [leaver, stayer] = [
        await addMember(t, admin.workspaceId),
        await addMember(t, admin.workspaceId),
      ];
      const oldRep = await call(t, 'POST', '/custom-fields', {
        as: admin.email,
        body: { key: 'old_rep', label: 'Old rep', type: 'user' },
      });
      expect(oldRep.status).toBe(201);
      const named = await createContact(t, admin.email, {
        custom: { owner: leaver.userId, note: 'n' },
      });
      const owned = await createContact(t, admin.email, {
        owner_id: leaver.userId,
        custom: { owner: leaver.userId },
      });
      const kept = await createContact(t, admin.email, { custom: { owner: stayer.userId } });
      const archivedValue = await createContact(t, admin.email, {
        custom: { old_rep: leaver.userId },
      });
      const trashed = await createContact(t, admin.email, { custom: { owner: leaver.userId } });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: admin.email })).status).toBe(
        204,
      );
      await archive(admin, 'old_rep');
      await dispatchEvents(t, admin.workspaceId);
      const [eventsBefore] = await t.db.query(
        `SELECT count(*)::int AS n FROM webhook_events WHERE workspace_id = $1 AND type = 'contact.updated'`,
        [admin.workspaceId],
      );

      expect((await removeMember(admin, leaver.userId)).status).toBe(204);
      const stayed = await t.db.query<{ id: string; owner_id: string | null; custom: Custom }[]>(
        `SELECT id, owner_id, custom FROM contacts_all WHERE id = ANY($1)`,
        [[named.id, owned.id, kept.id, archivedValue.id, trashed.id]],
      );
      const byContact = Object.fromEntries(stayed.map((r) => [r.id, [r.owner_id, r.custom]]));
      // The others were given to their creator.
      expect(byContact).toEqual({
        [named.id]: [admin.userId, { note: 'n' }],
        [owned.id]: [null, {}],
        [kept.id]: [admin.userId, { owner: stayer.userId }],
        [archivedValue.id]: [admin.userId, {}],
        [trashed.id]: [admin.userId, {}],
      });
      await archive(admin, 'old_rep', false);
      const back = await call(t, 'GET', `/contacts/${archivedValue.id}`, { as: admin.email });
      expect(back.body.custom.old_rep).toBeNull();

      // One event a contact whose answer changed, the owner and the value together; none for
      // the trash or the archived field, whose answers did not change.
      await dispatchEvents(t, admin.workspaceId);
      const updated = (await eventsOf(admin.workspaceId, 'contact.updated')).slice(eventsBefore.n);
      expect(
        updated
          .map((e) => [e.contact.id, e.previous, e.contact.owner_id, e.contact.custom.owner])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      ).toEqual(
        byId(
          { id: named.id, previous: { custom: { owner: leaver.userId } }, owner: admin.userId },
          {
            id: owned.id,
            previous: { owner_id: leaver.userId, custom: { owner: leaver.userId } },
            owner: null,
          },
        ).map(({ id, previous, owner }) => [id, previous, owner, null]),
      );
      // The history names the admin's request as the change's author.
      const [entry] = await historyOf(t, admin, named.id);
      expect([entry.actor.id, entry.changes]).toEqual([
        admin.userId,
        { 'custom.owner': { from: leaver.userId, to: null } },
      ]);
      // One write of the owned contact, so one entry of both changes.
      const [both, created] = await historyOf(t, admin, owned.id);
      expect([both.changes, created.changes.owner_id]).toEqual([
        {
          owner_id: { from: leaver.userId, to: null },
          'custom.owner': { from: leaver.userId, to: null },
        },
        { from: null, to: leaver.userId },
      ]);
    });

    it('refuses a write that checked the member before the removal and stores them after it with the 422 it gets sent again', async () => {
      const admin = await workspace();
      const leaver = await addMember(t, admin.workspaceId);
      const contact = await createContact(t, admin.email);
      const edit = () =>
        call(t, 'PATCH', `/contacts/${contact.id}`, {
          as: admin.email,
          body: { custom: { owner: leaver.userId } },
        });
      // The edit checks the members, then waits for the contact's row.
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts WHERE id = $1 FOR UPDATE',
        values: [contact.id],
      });
      const editing = edit();
      await waitFor(async () => (await waitersOn(blocker)) === 1);
      expect((await removeMember(admin, leaver.userId)).status).toBe(204);
      await release(blocker);
      const refused = await editing;
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        [{ field: 'custom.owner', message: NOT_A_MEMBER }],
      ]);
      expect(await stored(contact.id)).toEqual([{}]);
      const again = await edit();
      expect([again.status, again.body.errors]).toEqual([
        422,
        [{ field: 'custom.owner', message: NOT_A_MEMBER }],
      ]);
    });

    it('takes its locks again with a contact a write named them in meanwhile: a bulk action on that contact and one of theirs goes first, no deadlock', async () => {
      const admin = await workspace();
      const leaver = await addMember(t, admin.workspaceId);
      const [named, theirs] = [
        (await createContact(t, admin.email)).id,
        (await createContact(t, admin.email)).id,
      ].sort();
      const given = await call(t, 'PATCH', `/contacts/${theirs}`, {
        as: admin.email,
        body: { owner_id: leaver.userId },
      });
      expect(given.status).toBe(200);
      // A write naming them holds the lower contact; the removal takes the higher, theirs, and
      // waits for that write; a bulk action on both takes the lower as it commits.
      const writer = await holdAfter({
        text: `UPDATE contacts SET custom = custom || jsonb_build_object('owner', $2::text) WHERE id = $1`,
        values: [named, leaver.userId],
      });
      const removing = removeMember(admin, leaver.userId);
      await waitFor(async () => (await waitersOn(writer)) === 1);
      const tagging = call(t, 'POST', '/contacts/bulk', {
        as: admin.email,
        body: { action: 'add_tags', params: { tags: ['both'] }, contact_ids: [named, theirs] },
      });
      await waitFor(async () => (await waitersOn(writer)) === 2);
      await release(writer, 'COMMIT');
      const [removed, tagged] = await Promise.all([removing, tagging]);
      expect([removed.status, tagged.status]).toEqual([204, 200]);
      const after = await t.db.query<{ owner_id: string | null; custom: Custom; tags: string[] }[]>(
        `SELECT owner_id, custom, tags FROM contacts WHERE id = ANY($1) ORDER BY id`,
        [[named, theirs]],
      );
      expect(after).toEqual([
        { owner_id: admin.userId, custom: {}, tags: ['both'] },
        { owner_id: null, custom: {}, tags: ['both'] },
      ]);
    });

    it('waits for a write that stored the member first, and clears its value', async () => {
      const admin = await workspace();
      const leaver = await addMember(t, admin.workspaceId);
      const contact = await createContact(t, admin.email);
      const writer = await holdAfter({
        text: `UPDATE contacts SET custom = custom || jsonb_build_object('owner', $2::text) WHERE id = $1`,
        values: [contact.id, leaver.userId],
      });
      const removing = removeMember(admin, leaver.userId);
      await waitFor(async () => (await waitersOn(writer)) === 1);
      await release(writer, 'COMMIT');
      expect((await removing).status).toBe(204);
      expect(await stored(contact.id)).toEqual([{}]);
    });
  });
});
