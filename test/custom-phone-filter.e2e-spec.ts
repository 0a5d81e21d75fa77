import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { define, field, namesOf, walk } from './support/contact-query.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { undoMigrationsThrough } from './support/migrations.js';
import { useOwnDatabase } from './support/own-database.js';
import { call, useTestApp } from './support/test-app.js';

// The migration is undone and run again here: in a database of the file's own.
useOwnDatabase();

/**
 * A custom phone is kept as given, and its filters match the number however it is written: its
 * entry keeps its digits, and a filter's value is read in the workspace's `default_region`, as
 * the built-in phone's key is.
 */
describe('Filters on a custom phone', () => {
  const t = useTestApp();

  async function workspaceIn(region: string): Promise<Member> {
    const admin = await signUp(t, { premium: true });
    await setRegion(admin, region);
    await define(t, admin, field('tel', 'phone'));
    for (const [first_name, tel] of [
      ['Grace', '(415) 555-2671'],
      ['Alan', '020 7946 0958'],
      ['Edsger', '+31 40 247 9111'],
      ['Ada', 'ask her assistant'],
    ]) {
      await createContact(t, admin.email, { first_name, custom: { tel } });
    }
    return admin;
  }

  async function setRegion(admin: Member, region: string): Promise<void> {
    const res = await call(t, 'PUT', '/settings', {
      as: admin.email,
      body: { dormancy_days: 14, timezone: 'UTC', default_region: region, stages: DEFAULT_STAGES },
    });
    expect(res.status).toBe(200);
  }

  const matching = async (admin: Member, op: string, value: string) =>
    namesOf(
      await walk(t, admin, { get: `filter[custom.tel][${op}]=${encodeURIComponent(value)}` }),
    );

  it('matches a number written any way, read in the workspace region, and keeps it as given', async () => {
    const admin = await workspaceIn('US');
    expect(await matching(admin, 'eq', '+1 415 555 2671')).toEqual(['Grace']);
    expect(await matching(admin, 'eq', '415.555.2671')).toEqual(['Grace']);
    expect(await matching(admin, 'eq', '011 31 40 247 9111')).toEqual(['Edsger']);
    expect(await matching(admin, 'in', '+14155552671,01131402479111')).toEqual(['Edsger', 'Grace']);
    expect(await matching(admin, 'neq', '1-415-555-2671')).toEqual(['Ada', 'Alan', 'Edsger']);
    expect(await matching(admin, 'nin', '4155552671,+31 40 247 9111')).toEqual(['Ada', 'Alan']);
    // "020 7946 0958" is no number of the US: only its own digits find it.
    expect(await matching(admin, 'eq', '+44 20 7946 0958')).toEqual([]);
    expect(await matching(admin, 'eq', '020-7946-0958')).toEqual(['Alan']);
    // Digits, whatever separates them.
    expect(await matching(admin, 'contains', '555-26')).toEqual(['Grace']);
    expect(await matching(admin, 'starts_with', '(415)')).toEqual(['Grace']);
    // Ada holds a phone without a digit: a value, which no number matches.
    expect(await matching(admin, 'is_empty', '')).toEqual([]);
    expect(await matching(admin, 'is_not_empty', '')).toEqual(['Ada', 'Alan', 'Edsger', 'Grace']);

    const read = await walk(t, admin, { get: 'filter[custom.tel][eq]=4155552671' });
    expect(read.map((c) => c.custom)).toEqual([{ tel: '(415) 555-2671' }]);

    // Read in GB now: a number without its country code is a British one, its own spelling
    // still finds it, and the international form of the US number no longer does.
    await setRegion(admin, 'GB');
    expect(await matching(admin, 'eq', '+44 20 7946 0958')).toEqual(['Alan']);
    expect(await matching(admin, 'eq', '0044 20 7946 0958')).toEqual(['Alan']);
    expect(await matching(admin, 'eq', '020 7946 0958')).toEqual(['Alan']);
    expect(await matching(admin, 'eq', '(415) 555-2671')).toEqual(['Grace']);
    expect(await matching(admin, 'eq', '+1 415 555 2671')).toEqual([]);
  });

  it('sorts by the digits, a phone without one first, the contacts without a value last', async () => {
    const admin = await workspaceIn('US');
    await createContact(t, admin.email, { first_name: 'Linus' });
    await createContact(t, admin.email, { first_name: 'Barbara', custom: { tel: 'n/a' } });
    const sorted = await walk(t, admin, { get: 'sort=custom.tel' });
    expect(sorted.map((c) => c.first_name)).toEqual([
      'Ada',
      'Barbara',
      'Alan',
      'Edsger',
      'Grace',
      'Linus',
    ]);
    // Paged one at a time, through the cursors of the values without a digit.
    const paged = await walk(t, admin, { get: 'sort=-custom.tel' }, 1);
    expect(paged.map((c) => c.first_name)).toEqual([
      'Grace',
      'Edsger',
      'Alan',
      'Barbara',
      'Ada',
      'Linus',
    ]);
  });

  it('counts a phone without a digit as a value, which no number finds', async () => {
    const admin = await workspaceIn('US');
    await createContact(t, admin.email, { first_name: 'Linus' });
    const created = await call(t, 'POST', '/contacts', {
      as: admin.email,
      body: { first_name: 'Barbara', custom: { tel: 'call reception' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.custom).toEqual({ tel: 'call reception' });
    const count = async (query: string) => {
      const res = await call(t, 'GET', `/contacts/count?${query}`, { as: admin.email });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await matching(admin, 'is_empty', '')).toEqual(['Linus']);
    expect(await count('filter[custom.tel][is_empty]')).toEqual({ count: 1 });
    expect(await count('filter[custom.tel][is_not_empty]')).toEqual({ count: 5 });
    // Neither equality nor digits reach it; their negations do, as they reach Linus.
    expect(await count('filter[custom.tel][contains]=4')).toEqual({ count: 3 });
    expect(await matching(admin, 'neq', '+1 415 555 2671')).toEqual([
      'Ada',
      'Alan',
      'Barbara',
      'Edsger',
      'Linus',
    ]);
    const search = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: { filter: { and: [{ field: 'custom.tel', op: 'is_not_empty' }] } },
    });
    expect(search.status).toBe(200);
    expect(namesOf(search.body.items)).toEqual(['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace']);

    // Cleared, it has no entry; given digits, its entry is them.
    for (const [tel, entries] of [
      [null, []],
      ['ext. 12', [{ txt: '12' }]],
      ['reception', [{ txt: '' }]],
    ] as const) {
      const res = await call(t, 'PATCH', `/contacts/${created.body.id}`, {
        as: admin.email,
        body: { custom: { tel } },
      });
      expect(res.status).toBe(200);
      expect(
        await t.db.query(`SELECT txt FROM contact_field_values WHERE contact_id = $1`, [
          created.body.id,
        ]),
      ).toEqual(entries);
    }
  });

  it('finds every spelling of a number from each of them, "00" and "011" as "+"', async () => {
    const admin = await signUp(t, { premium: true });
    await setRegion(admin, 'US');
    await define(t, admin, field('tel', 'phone'));
    const spellings = ['415 555 0199', '001 415 555 0199', '+1-415-555-0199', '011 1 415 555 0199'];
    for (const [i, tel] of spellings.entries()) {
      await createContact(t, admin.email, { first_name: `P${i}`, custom: { tel } });
    }
    await createContact(t, admin.email, { first_name: 'Other', custom: { tel: '415 555 0198' } });
    const all = ['P0', 'P1', 'P2', 'P3'];
    for (const value of [...spellings, '0014155550199', '+1 415 555 0199']) {
      expect([value, await matching(admin, 'eq', value)]).toEqual([value, all]);
      expect([value, await matching(admin, 'neq', value)]).toEqual([value, ['Other']]);
    }
    // In a British workspace too, whichever prefix the value is written after.
    await setRegion(admin, 'GB');
    for (const value of ['001 415 555 0199', '011 1 415 555 0199', '+1 415 555 0199']) {
      expect([value, await matching(admin, 'eq', value)]).toEqual([value, ['P1', 'P2', 'P3']]);
    }
  });

  it('refuses a value without a digit, naming what it takes', async () => {
    const admin = await workspaceIn('US');
    const res = await call(t, 'GET', '/contacts', {
      as: admin.email,
      query: { 'filter[custom.tel][eq]': 'n/a' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      'Validation failed: filter.custom.tel.eq must be a phone number: a text of 1 to 40 ' +
        'characters with a digit',
    );
    const search = await call(t, 'POST', '/contacts/search', {
      as: admin.email,
      body: {
        filter: { and: [{ field: 'custom.tel', op: 'in', value: ['+1 415 555 2671', '()'] }] },
      },
    });
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual([
      {
        field: 'filter.and.0.value',
        message:
          'filter.and.0.value must be a phone number: a text of 1 to 40 characters with a digit',
      },
    ]);
  });

  it('keeps the digits as entries, and the migration writes them from the entries it found', async () => {
    const admin = await workspaceIn('US');
    const entries = () =>
      t.db.query(
        `SELECT v.txt FROM contact_field_values v JOIN contacts c ON c.id = v.contact_id
          WHERE v.workspace_id = $1 ORDER BY c.first_name`,
        [admin.workspaceId],
      );
    const digits = [
      { txt: '' },
      { txt: '02079460958' },
      { txt: '31402479111' },
      { txt: '4155552671' },
    ];
    expect(await entries()).toEqual(digits);
    // Back to before CustomPhoneDigits, undoing the migrations that came since.
    await undoMigrationsThrough(t.db, 'CustomPhoneDigits1795880000000');
    expect(await entries()).toEqual([
      { txt: 'ask her assistant' },
      { txt: '020 7946 0958' },
      { txt: '+31 40 247 9111' },
      { txt: '(415) 555-2671' },
    ]);
    await t.db.runMigrations();
    expect(await entries()).toEqual(digits);
  });

  it('gives the phones without a digit their entries when the migration runs', async () => {
    const admin = await workspaceIn('US');
    const withDigits = [{ txt: '02079460958' }, { txt: '31402479111' }, { txt: '4155552671' }];
    const entries = () =>
      t.db.query(
        `SELECT v.txt FROM contact_field_values v JOIN contacts c ON c.id = v.contact_id
          WHERE v.workspace_id = $1 ORDER BY c.first_name`,
        [admin.workspaceId],
      );
    // Back to before CustomPhoneWithoutDigits, undoing the migrations that came since.
    await undoMigrationsThrough(t.db, 'CustomPhoneWithoutDigits1795888000000');
    expect(await entries()).toEqual(withDigits);
    await t.db.runMigrations();
    expect(await entries()).toEqual([{ txt: '' }, ...withDigits]);
    expect(await matching(admin, 'is_empty', '')).toEqual([]);
  });
});
