import { afterAll, describe, expect, it } from '@jest/globals';
import { backfillPhoneKeys } from '../migrations/1795766201992-contact-duplicates-and-merges.js';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { createContact, type Member, signUp } from './support/factories.js';
import {
  holdAfter,
  holdWorkspaceRow,
  release,
  releasedTogether,
  releasedTogetherAtContact,
  untilWaitingOnLocks,
} from './support/row-lock.js';
import { call, useTestApp } from './support/test-app.js';
import { insertEndpoint, turnOffUndeliverableEndpoints } from './support/webhooks.js';

interface Group {
  kind: string;
  value: string;
  contacts_count: number;
  contacts: { id: string }[];
}

describe('Duplicate contacts', () => {
  const t = useTestApp();

  async function groups(member: Member, query: Record<string, string> = {}): Promise<Group[]> {
    const res = await call(t, 'GET', '/contacts/duplicates', { as: member.email, query });
    expect(res.status).toBe(200);
    return res.body.items;
  }

  /** Each group as kind, value and its contacts' ids. */
  async function summary(member: Member) {
    return (await groups(member)).map((g) => ({
      kind: g.kind,
      value: g.value,
      count: g.contacts_count,
      ids: g.contacts.map((c) => c.id),
    }));
  }

  function setRegion(member: Member, region: string) {
    return call(t, 'PUT', '/settings', {
      as: member.email,
      body: { dormancy_days: 14, timezone: 'UTC', default_region: region, stages: DEFAULT_STAGES },
    });
  }

  it('groups contacts sharing an e-mail whatever its case, or a phone however it is written', async () => {
    const rep = await signUp(t, { premium: true });
    const ada = await createContact(t, rep.email, { email: 'Ada@Example.com' });
    const ada2 = await createContact(t, rep.email, { email: ' ada@example.COM ' });
    const grace = await createContact(t, rep.email, { phone: '(415) 555-2671' });
    const grace2 = await createContact(t, rep.email, { phone: '+1 415.555.2671' });
    const grace3 = await createContact(t, rep.email, {
      phone: '415 555 2671',
      email: 'ada@example.com',
    });
    await createContact(t, rep.email, { email: 'alone@example.com', phone: '+44 20 7946 0958' });
    await createContact(t, rep.email, { phone: '12' });
    await createContact(t, rep.email, { phone: '12' });

    const full = await groups(rep);

    expect(await summary(rep)).toEqual([
      { kind: 'email', value: 'ada@example.com', count: 3, ids: [ada.id, ada2.id, grace3.id] },
      { kind: 'phone', value: '+14155552671', count: 3, ids: [grace.id, grace2.id, grace3.id] },
    ]);
    // The contacts as the API shows them.
    const read = await call(t, 'GET', `/contacts/${ada.id}`, { as: rep.email });
    expect(full[0].contacts[0]).toEqual(read.body);
  });

  it('groups only the contacts a filter or a view keeps, as GET /contacts chooses them', async () => {
    const rep = await signUp(t, { premium: true });
    const acme = async (email: string, company = 'Acme') =>
      (await createContact(t, rep.email, { email, company })).id;
    const [a1, a2] = [await acme('a@example.com'), await acme('A@example.com')];
    await acme('a@example.com', 'Other');
    const [b1] = [await acme('b@example.com'), await acme('b@example.com', 'Other')];
    const filtered = (query: Record<string, string>) =>
      groups(rep, query).then((list) =>
        list.map((g) => [g.value, g.contacts_count, g.contacts.map((c) => c.id)]),
      );
    expect((await groups(rep)).map((g) => [g.value, g.contacts_count])).toEqual([
      ['a@example.com', 3],
      ['b@example.com', 2],
    ]);
    // Among Acme's contacts, b@ is one contact: no group.
    expect(await filtered({ 'filter[company][eq]': 'Acme' })).toEqual([
      ['a@example.com', 2, [a1, a2]],
    ]);
    expect(b1).toBeDefined();
    const view = await call(t, 'POST', '/views', {
      as: rep.email,
      body: { name: 'Acme', filter: { and: [{ field: 'company', op: 'eq', value: 'Acme' }] } },
    });
    expect(view.status).toBe(200);
    expect(await filtered({ view: view.body.id })).toEqual([['a@example.com', 2, [a1, a2]]]);
    const refused = await call(t, 'GET', '/contacts/duplicates', {
      as: rep.email,
      query: { 'filter[nope][eq]': '1' },
    });
    expect([refused.status, refused.body.errors?.[0]?.field]).toEqual([422, 'filter.nope']);
  });

  it('pages through the groups with a cursor, each once', async () => {
    const rep = await signUp(t, { premium: true });
    for (const n of [1, 2, 3]) {
      await createContact(t, rep.email, { email: `p${n}@example.com` });
      await createContact(t, rep.email, { email: `P${n}@example.com` });
      await createContact(t, rep.email, { phone: `+1 202 555 010${n}` });
      await createContact(t, rep.email, { phone: `(202) 555-010${n}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(t, 'GET', '/contacts/duplicates', {
        as: rep.email,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...(res.body.items as Group[]).map((g) => `${g.kind} ${g.value}`));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([
      'email p1@example.com',
      'email p2@example.com',
      'email p3@example.com',
      'phone +12025550101',
      'phone +12025550102',
      'phone +12025550103',
    ]);
  });

  it('refuses a forged cursor with 422', async () => {
    const rep = await signUp(t, { premium: true });
    const forged = Buffer.from(JSON.stringify(['name', 'x'])).toString('base64url');
    for (const cursor of [forged, 'nope']) {
      const res = await call(t, 'GET', '/contacts/duplicates', {
        as: rep.email,
        query: { cursor },
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(
        'Validation failed: cursor is not a next_cursor returned by this list',
      );
    }
  });

  it('follows edits: a changed or cleared phone or e-mail leaves its group', async () => {
    const rep = await signUp(t, { premium: true });
    const a = await createContact(t, rep.email, {
      phone: '+1 415 555 2671',
      email: 'x@example.com',
    });
    const b = await createContact(t, rep.email, { phone: '415-555-2671', email: 'x@example.com' });
    expect((await groups(rep)).map((g) => g.kind)).toEqual(['email', 'phone']);

    const patched = await call(t, 'PATCH', `/contacts/${b.id}`, {
      as: rep.email,
      body: { phone: null, email: 'y@example.com' },
    });
    expect(patched.status).toBe(200);
    expect(await groups(rep)).toEqual([]);

    await call(t, 'PATCH', `/contacts/${a.id}`, {
      as: rep.email,
      body: { phone: '+1 650 555 0100' },
    });
    await call(t, 'PATCH', `/contacts/${b.id}`, { as: rep.email, body: { phone: '650 555 0100' } });
    expect(await summary(rep)).toEqual([
      { kind: 'phone', value: '+16505550100', count: 2, ids: [a.id, b.id] },
    ]);
  });

  it('keeps workspaces apart, and shows a free workspace the groups of its demo rows', async () => {
    const rep = await signUp(t, { premium: true });
    const other = await signUp(t, { premium: true });
    const free = await signUp(t);
    await createContact(t, rep.email, { email: 'shared@example.com' });
    await createContact(t, other.email, { email: 'shared@example.com' });
    const demo = await t.db.query<{ id: string }[]>(
      `UPDATE contacts SET email = 'twin@example.com'
        WHERE id IN (SELECT id FROM contacts WHERE workspace_id = $1 AND is_demo ORDER BY id LIMIT 2)
        RETURNING id`,
      [free.workspaceId],
    );
    const twins = await t.db.query<{ id: string }[]>(
      `SELECT id FROM contacts WHERE id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [(demo[0] as unknown as { id: string }[]).map((r) => r.id)],
    );
    const demoIds = twins.map((r) => r.id);

    expect(await groups(rep)).toEqual([]);
    expect(await groups(other)).toEqual([]);
    expect(await summary(free)).toEqual([
      { kind: 'email', value: 'twin@example.com', count: 2, ids: demoIds },
    ]);
    await setPremiumDirect(free.workspaceId);
    expect(await groups(free)).toEqual([]);
  });

  async function setPremiumDirect(workspaceId: string): Promise<void> {
    await t.db.query(`UPDATE workspaces SET is_premium = true WHERE id = $1`, [workspaceId]);
  }

  it('keys the phones that existed before the column, in batches, in each workspace region', async () => {
    const paris = await signUp(t, { premium: true });
    const boston = await signUp(t, { premium: true });
    await t.db.query(`UPDATE workspaces SET default_region = 'FR' WHERE id = $1`, [
      paris.workspaceId,
    ]);
    const inserted = await t.db.query<{ id: string; workspace_id: string; phone: string }[]>(
      `INSERT INTO contacts (workspace_id, first_name, phone, stage, last_activity_at)
       SELECT w, 'Old', p, 'lead', now()
         FROM unnest($1::uuid[], $2::text[]) AS x(w, p)
       RETURNING id, workspace_id, phone`,
      [
        [paris.workspaceId, paris.workspaceId, paris.workspaceId, boston.workspaceId],
        ['01 23 45 67 89', '+33 1 23 45 67 89', 'n/a', '01 23 45 67 89'],
      ],
    );
    const ids = inserted.map((r) => r.id);
    const runner = t.db.createQueryRunner();
    try {
      await backfillPhoneKeys(runner, 2);
    } finally {
      await runner.release();
    }

    const keys = await t.db.query<{ id: string; phone_key: string | null }[]>(
      `SELECT id, phone_key FROM contacts WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const keyOf = new Map(keys.map((k) => [k.id, k.phone_key]));
    expect(ids.map((id) => keyOf.get(id))).toEqual([
      '+33123456789',
      '+33123456789',
      null,
      // The same digits, read in the United States.
      '+10123456789',
    ]);
    expect((await groups(paris)).map((g) => g.value)).toEqual(['+33123456789']);
  });

  describe('the default region', () => {
    afterAll(() => turnOffUndeliverableEndpoints(t));

    it('reads national numbers in the region of the settings, and a new region re-reads them', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const london = await createContact(t, rep.email, { phone: '020 7946 0958' });
      const intl = await createContact(t, rep.email, { phone: '+44 20 7946 0958' });
      // In the trash while the region changes: it comes back keyed in the new one.
      const trashed = await createContact(t, rep.email, { phone: '020 7946 0959' });
      const twin = await createContact(t, rep.email, { phone: '+44 20 7946 0959' });
      expect((await call(t, 'DELETE', `/contacts/${trashed.id}`, { as: rep.email })).status).toBe(
        204,
      );
      // In the United States (the default) 020 7946 0958 is not a number at all.
      expect(await groups(rep)).toEqual([]);

      const res = await setRegion(rep, 'GB');

      expect(res.status).toBe(200);
      expect(res.body.default_region).toBe('GB');
      expect(await summary(rep)).toEqual([
        { kind: 'phone', value: '+442079460958', count: 2, ids: [london.id, intl.id] },
      ]);
      const restored = await call(t, 'POST', `/contacts/${trashed.id}/restore`, { as: rep.email });
      expect(restored.status).toBe(200);
      expect(await summary(rep)).toEqual([
        { kind: 'phone', value: '+442079460958', count: 2, ids: [london.id, intl.id] },
        { kind: 'phone', value: '+442079460959', count: 2, ids: [trashed.id, twin.id] },
      ]);
      const created = await createContact(t, rep.email, { phone: '07946 0958 00' });
      const [key] = await t.db.query<{ phone_key: string | null }[]>(
        `SELECT phone_key FROM contacts WHERE id = $1`,
        [created.id],
      );
      expect(key.phone_key).toBe('+447946095800');
    });

    it('keys a contact created while the region changes in the new region: the creation read the old one', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const [changed, created] = await releasedTogether(
        t.db,
        rep.workspaceId,
        () => setRegion(rep, 'GB'),
        () =>
          call(t, 'POST', '/contacts', {
            as: rep.email,
            body: { first_name: 'Late', phone: '020 7946 0958' },
          }),
      );
      expect([changed.status, created.status]).toEqual([200, 200]);
      const [row] = await t.db.query(`SELECT phone, phone_key FROM contacts WHERE id = $1`, [
        created.body.id,
      ]);
      expect(row).toEqual({ phone: '020 7946 0958', phone_key: '+442079460958' });
      const [moves] = await t.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM stage_moves WHERE contact_id = $1',
        [created.body.id],
      );
      expect(moves.n).toBe(1);
    });

    // The workspace held a moment; a change of region waits first, the creation second, a
    // change back third. The creation reads the new region and creates nothing, then holds the
    // settings after the change back: the region it read its key in again. It took that for a
    // stage removed under it that was not, and answered 500.
    it('creates a contact while the region changes and changes back: keyed in the region it has', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const blocker = await holdWorkspaceRow(rep.workspaceId);
      const away = setRegion(rep, 'GB');
      await untilWaitingOnLocks(t.db, 1);
      const created = call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Late', phone: '+44 20 7946 0958' },
      });
      await untilWaitingOnLocks(t.db, 2);
      const back = setRegion(rep, 'US');
      await untilWaitingOnLocks(t.db, 3);
      await release(blocker);
      const answers = await Promise.all([away, created, back]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const [row] = await t.db.query(`SELECT phone_key FROM contacts WHERE id = $1`, [
        answers[1].body.id,
      ]);
      expect(row).toEqual({ phone_key: '+442079460958' });
    });

    /**
     * A change of the region to GB that keeps the settings' time, waiting to commit: two changes
     * begun together carry the same time to the millisecond (their transactions' start), so a
     * write that read the first meets the second with the time it read. Written straight from a
     * connection of its own, which `release(…, 'COMMIT')` commits.
     */
    function sameTimeRegionChange(workspaceId: string) {
      return holdAfter({
        text: `UPDATE workspaces SET default_region = 'GB' WHERE id = $1`,
        values: [workspaceId],
      });
    }

    // The creation, keyed in the region it read, found another, read the same time back, took
    // its stage for removed, and answered 500.
    it('creates a contact while the region changes under a change of the same time: keyed in the new region', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const blocker = await sameTimeRegionChange(rep.workspaceId);
      const created = call(t, 'POST', '/contacts', {
        as: rep.email,
        body: { first_name: 'Late', phone: '020 7946 0958' },
      });
      await untilWaitingOnLocks(t.db, 1);
      await release(blocker, 'COMMIT');
      const res = await created;
      expect(res.status).toBe(200);
      const [row] = await t.db.query(`SELECT phone_key FROM contacts WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ phone_key: '+442079460958' });
    });

    it('edits a phone while the region changes under a change of the same time: keyed in the new region', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const contact = await createContact(t, rep.email, { phone: '+1 202 555 0100' });
      const blocker = await sameTimeRegionChange(rep.workspaceId);
      const edited = call(t, 'PATCH', `/contacts/${contact.id}`, {
        as: rep.email,
        body: { phone: '020 7946 0958' },
      });
      await untilWaitingOnLocks(t.db, 1);
      await release(blocker, 'COMMIT');
      expect((await edited).status).toBe(200);
      const [row] = await t.db.query(`SELECT phone_key FROM contacts WHERE id = $1`, [contact.id]);
      expect(row).toEqual({ phone_key: '+442079460958' });
    });

    it('re-keys beside an edit of a phone it re-keys: both succeed, the edit that read the old region keyed in the new one', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      // Listened to, the edit locks the contact to read it as it was before it writes it.
      await insertEndpoint(t, rep.workspaceId, { url: 'https://93.184.216.34/hook' });
      const contact = await createContact(t, rep.email, { phone: '06 12 34 56 78' });
      const [changed, edited] = await releasedTogether(
        t.db,
        rep.workspaceId,
        () => setRegion(rep, 'FR'),
        () =>
          call(t, 'PATCH', `/contacts/${contact.id}`, {
            as: rep.email,
            body: { phone: '06 12 34 56 79' },
          }),
      );
      expect([changed.status, edited.status]).toEqual([200, 200]);
      const [row] = await t.db.query(`SELECT phone, phone_key FROM contacts WHERE id = $1`, [
        contact.id,
      ]);
      expect(row).toEqual({ phone: '06 12 34 56 79', phone_key: '+33612345679' });
    });

    // The upsert goes first and waits on the contact it matches, held a moment; the settings
    // come second, holding the workspace, and wait for that contact to re-key its phone. The
    // upsert held the contact (its match) before the settings its new phone's key needs, the
    // other way round from the re-key, and one of the two ended with 503.
    it('re-keys beside an upsert of a phone: both succeed, the upsert that read the old region keyed in the new one', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const contact = await createContact(t, rep.email, {
        email: 'ada@example.com',
        phone: '06 12 34 56 78',
      });
      const [upserted, changed] = await releasedTogetherAtContact(
        t.db,
        contact.id,
        () =>
          call(t, 'POST', '/contacts/upsert', {
            as: rep.email,
            body: {
              match_on: 'email',
              contact: { first_name: 'Ada', email: 'ada@example.com', phone: '06 12 34 56 79' },
            },
          }),
        () => setRegion(rep, 'FR'),
      );
      expect([upserted.status, upserted.body.created, changed.status]).toEqual([200, false, 200]);
      const [row] = await t.db.query(`SELECT phone, phone_key FROM contacts WHERE id = $1`, [
        contact.id,
      ]);
      expect(row).toEqual({ phone: '06 12 34 56 79', phone_key: '+33612345679' });
    });

    // The re-key waits on the first of three contacts with a phone, held a moment as a write
    // would; a merge of the other two, the kept one taking the merged one's phone (and its key,
    // read in the old region), is done meanwhile. The re-key had read the phones before and left
    // a contact whose phone changed since with the key written with it, the old region's.
    it('re-keys beside a merge that takes a phone: the kept contact keyed in the new region', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const phones = ['020 7946 0001', '020 7946 0002', '020 7946 0958'];
      const created = [];
      for (const phone of phones) created.push(await createContact(t, rep.email, { phone }));
      const [held, kept, merged] = created.map((c) => c.id).sort();
      const blocker = await holdAfter({
        text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
        values: [held],
      });
      const changed = setRegion(rep, 'GB');
      await untilWaitingOnLocks(t.db, 1);
      const merge = await call(t, 'POST', `/contacts/${kept}/merge`, {
        as: rep.email,
        body: { source_ids: [merged], fields: { phone: merged } },
      });
      await release(blocker);
      expect([merge.status, (await changed).status]).toEqual([200, 200]);
      const [row] = await t.db.query(`SELECT phone, phone_key FROM contacts WHERE id = $1`, [kept]);
      expect(row).toEqual({ phone: '020 7946 0958', phone_key: '+442079460958' });
    });

    it('keeps the region when PUT /settings leaves it out', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      expect((await setRegion(rep, 'FR')).status).toBe(200);
      const res = await call(t, 'PUT', '/settings', {
        as: rep.email,
        body: { dormancy_days: 10, timezone: 'UTC', stages: DEFAULT_STAGES },
      });
      expect(res.status).toBe(200);
      expect(res.body.default_region).toBe('FR');
      expect((await call(t, 'GET', '/settings', { as: rep.email })).body.default_region).toBe('FR');
    });

    it.each([
      [
        'fr',
        "default_region 'fr' is not an ISO 3166-1 alpha-2 country code with a phone numbering plan, e.g. FR",
      ],
      [
        'ZZ',
        "default_region 'ZZ' is not an ISO 3166-1 alpha-2 country code with a phone numbering plan, e.g. FR",
      ],
    ])('refuses %s with 422 and changes nothing', async (region, message) => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const res = await setRegion(rep, region);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'default_region', message }]);
      const [row] = await t.db.query<{ default_region: string }[]>(
        `SELECT default_region FROM workspaces WHERE id = $1`,
        [rep.workspaceId],
      );
      expect(row.default_region).toBe('US');
    });

    it('refuses a region that is not two letters with 422', async () => {
      const rep = await signUp(t, { premium: true, role: 'admin' });
      const res = await setRegion(rep, 'FRA');
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['default_region']);
    });
  });
});
