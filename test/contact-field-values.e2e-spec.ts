import { beforeAll, describe, expect, it } from '@jest/globals';
import { define, field } from './support/contact-query.js';
import { createContact, signUp, type Member } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * contact_field_values, the typed copy of filterable custom values that filters and sorts read:
 * kept in step with `contacts.custom` by PostgreSQL whatever the write.
 */
describe('The typed copy of filterable custom values', () => {
  const t = useTestApp();

  /** A contact's typed copy of its filterable values, as filters and sorts read it. */
  async function indexed(contactId: string) {
    return t.db.query<{ key: string; item: number; num: string | null; txt: string | null }[]>(
      `SELECT f.key, v.item, v.num::text AS num, v.txt,
              to_char(v.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ts
         FROM contact_field_values v JOIN custom_fields f ON f.id = v.field_id
        WHERE v.contact_id = $1 ORDER BY f.key, v.item`,
      [contactId],
    );
  }

  let admin: Member;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    await define(t, admin, field('arr', 'number'));
    await define(t, admin, field('deal', 'currency'));
    await define(t, admin, field('renewal', 'date'));
    await define(t, admin, field('seen', 'datetime'));
    await define(t, admin, field('nick', 'text'));
    await define(t, admin, field('tier', 'select'));
    await define(t, admin, field('topics', 'multi_select'));
    await define(t, admin, field('vip', 'boolean'));
    await define(t, admin, field('notes', 'text', { filterable: false }));
  });

  it('is written with the contact, replaced by an edit, kept in the trash and purged with it', async () => {
    const contact = await createContact(t, admin.email, {
      custom: {
        arr: 1250.5,
        deal: { amount_minor: 150000, currency: 'EUR' },
        renewal: '2026-03-01',
        seen: '2026-02-28T10:00:00+01:00',
        nick: '  ÉCOLE Normale ',
        tier: 'b',
        topics: ['c', 'a'],
        vip: true,
        notes: 'not filterable',
      },
    });
    expect(await indexed(contact.id)).toEqual([
      { key: 'arr', item: 0, num: '1250.5', txt: null, ts: null },
      { key: 'deal', item: 0, num: '150000', txt: 'EUR', ts: null },
      { key: 'nick', item: 0, num: null, txt: 'école normale', ts: null },
      { key: 'renewal', item: 0, num: null, txt: null, ts: '2026-03-01T00:00:00Z' },
      { key: 'seen', item: 0, num: null, txt: null, ts: '2026-02-28T09:00:00Z' },
      { key: 'tier', item: 0, num: null, txt: 'b', ts: null },
      { key: 'topics', item: 0, num: null, txt: 'c', ts: null },
      { key: 'topics', item: 1, num: null, txt: 'a', ts: null },
      { key: 'vip', item: 0, num: null, txt: 'true', ts: null },
    ]);

    const edit = await call(t, 'PATCH', `/contacts/${contact.id}`, {
      as: admin.email,
      body: { custom: { arr: null, topics: ['b'], vip: false, nick: 'x'.repeat(300) } },
    });
    expect(edit.status).toBe(200);
    const rows = await indexed(contact.id);
    expect(rows.map((r) => [r.key, r.txt ?? r.num])).toEqual([
      ['deal', 'EUR'],
      ['nick', 'x'.repeat(200)],
      ['renewal', null],
      ['seen', null],
      ['tier', 'b'],
      ['topics', 'b'],
      ['vip', 'false'],
    ]);

    const upsert = await call(t, 'POST', '/contacts/upsert', {
      as: admin.email,
      body: {
        match_on: 'email',
        contact: { first_name: 'Up', email: 'up@example.com', custom: { arr: 7 } },
      },
    });
    expect(upsert.status).toBe(200);
    expect(await indexed(upsert.body.contact.id)).toEqual([
      { key: 'arr', item: 0, num: '7', txt: null, ts: null },
    ]);

    // In the trash the copy stays, for a restore; a filter reads it through live contacts only.
    expect((await call(t, 'DELETE', `/contacts/${contact.id}`, { as: admin.email })).status).toBe(
      204,
    );
    expect(await indexed(contact.id)).toEqual(rows);
    const purged = await call(t, 'DELETE', `/trash/contacts/${contact.id}`, { as: admin.email });
    expect(purged.status).toBe(204);
    expect(await indexed(contact.id)).toEqual([]);
  });

  it('follows an option replaced in every contact', async () => {
    const contact = await createContact(t, admin.email, { custom: { tier: 'c', topics: ['c'] } });
    for (const key of ['tier', 'topics']) {
      const res = await call(t, 'PATCH', `/custom-fields/${key}`, {
        as: admin.email,
        body: {
          options: [
            { id: 'a', label: 'Alpha' },
            { id: 'b', label: 'Beta' },
          ],
          replace_with: { c: 'a' },
        },
      });
      expect(res.status).toBe(200);
    }
    expect((await indexed(contact.id)).map((r) => [r.key, r.txt])).toEqual([
      ['tier', 'a'],
      ['topics', 'a'],
    ]);
  });

  it('is filled when a field becomes filterable, emptied when it stops, kept while archived', async () => {
    const contact = await createContact(t, admin.email, { custom: { notes: 'Later', arr: 3 } });
    expect((await indexed(contact.id)).map((r) => r.key)).toEqual(['arr']);
    const on = await call(t, 'PATCH', '/custom-fields/notes', {
      as: admin.email,
      body: { filterable: true },
    });
    expect(on.status).toBe(200);
    expect((await indexed(contact.id)).map((r) => [r.key, r.txt ?? r.num])).toEqual([
      ['arr', '3'],
      ['notes', 'later'],
    ]);
    const archived = await call(t, 'POST', '/custom-fields/notes/archive', { as: admin.email });
    expect(archived.status).toBe(200);
    expect((await indexed(contact.id)).map((r) => r.key)).toEqual(['arr', 'notes']);
    await call(t, 'POST', '/custom-fields/notes/unarchive', { as: admin.email });
    const off = await call(t, 'PATCH', '/custom-fields/notes', {
      as: admin.email,
      body: { filterable: false },
    });
    expect(off.status).toBe(200);
    expect((await indexed(contact.id)).map((r) => r.key)).toEqual(['arr']);
  });
});
