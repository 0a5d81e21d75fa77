import { describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES } from '../src/tenancy/stages.js';
import { define, field, namesOf, walk } from './support/contact-query.js';
import { createContact, type Member, signUp } from './support/factories.js';
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
    expect(await matching(admin, 'is_empty', '')).toEqual(['Ada']);

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

  it('sorts by the digits', async () => {
    const admin = await workspaceIn('US');
    const sorted = await walk(t, admin, { get: 'sort=custom.tel' });
    expect(sorted.map((c) => c.first_name)).toEqual(['Alan', 'Edsger', 'Grace', 'Ada']);
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
    const digits = [{ txt: '02079460958' }, { txt: '31402479111' }, { txt: '4155552671' }];
    expect(await entries()).toEqual(digits);
    // Back to before CustomPhoneDigits, undoing the migrations that came since.
    for (;;) {
      const [last] = await t.db.query(
        `SELECT name FROM schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1`,
      );
      await t.db.undoLastMigration();
      if (last.name === 'CustomPhoneDigits1795880000000') break;
    }
    expect(await entries()).toEqual([
      { txt: 'ask her assistant' },
      { txt: '020 7946 0958' },
      { txt: '+31 40 247 9111' },
      { txt: '(415) 555-2671' },
    ]);
    await t.db.runMigrations();
    expect(await entries()).toEqual(digits);
  });
});
