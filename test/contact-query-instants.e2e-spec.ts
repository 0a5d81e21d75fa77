import { beforeAll, describe, expect, it } from '@jest/globals';
import { define, field, walk } from './support/contact-query.js';
import { createContact, type Member, signUp } from './support/factories.js';
import { call, useTestApp } from './support/test-app.js';

/*
 * PostgreSQL keeps instants in microseconds; the API writes them in milliseconds. A datetime in a
 * filter names its millisecond, so the value a contact is answered with finds it: `lte` and `gte`
 * include it, `gt` and `lt` leave it out, `between` it and itself is it.
 */

const DATETIMES = [
  'created_at',
  'updated_at',
  'last_activity_at',
  'closed_at',
  'snoozed_until',
  'next_followup_at',
] as const;

/** The datetimes a list sorts by. */
const SORTABLE: readonly string[] = [
  'created_at',
  'updated_at',
  'last_activity_at',
  'closed_at',
  'custom.seen',
];

/** The contacts, by first name, and the instant each holds in every datetime field. */
const AT = {
  Before: '2026-10-05 09:30:00.122999+00',
  Micro: '2026-10-05 09:30:00.123456+00',
  After: '2026-10-05 09:30:00.124+00',
} as const;

describe('Datetime filters on instants stored in microseconds', () => {
  const t = useTestApp();
  let admin: Member;
  let micro: Record<string, unknown>;

  beforeAll(async () => {
    admin = await signUp(t, { premium: true });
    await define(t, admin, field('seen', 'datetime'));
    for (const [first_name, at] of Object.entries(AT)) {
      const { id } = await createContact(t, admin.email, { first_name });
      await t.db.query(
        `UPDATE contacts SET ${DATETIMES.map((c) => `${c} = $2`).join(', ')},
                custom = jsonb_build_object('seen', to_char($2::timestamptz AT TIME ZONE 'UTC',
                                                           'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
          WHERE id = $1`,
        [id, at],
      );
      if (first_name === 'Micro') {
        micro = (await call(t, 'GET', `/contacts/${id}`, { as: admin.email })).body;
      }
    }
  });

  /** The names a GET filter (and the same filter in a body) lists, in the order of `sort`. */
  async function listed(name: string, op: string, value: string | string[], sort: string) {
    const query = `filter[${name}][${op}]=${encodeURIComponent([value].flat().join(','))}`;
    const got = (await walk(t, admin, { get: `${query}&sort=${sort}` }, 1)).map(
      (c) => c.first_name,
    );
    const body = { filter: { and: [{ field: name, op, value }] }, sort };
    const searched = (await walk(t, admin, { post: body }, 1)).map((c) => c.first_name);
    expect(searched).toEqual(got);
    return got;
  }

  it('answers the instants in milliseconds', () => {
    for (const name of DATETIMES) expect(micro[name]).toBe('2026-10-05T09:30:00.123Z');
  });

  it.each([...DATETIMES, 'custom.seen'])(
    'finds a contact by the %s it is answered with, in pages whose cursors keep the microseconds',
    async (name) => {
      const answered = name === 'custom.seen' ? '2026-10-05T09:30:00.123Z' : String(micro[name]);
      // Sorted by the field where it sorts (its cursors carry microseconds), else by created_at:
      // the same instants.
      const order = SORTABLE.includes(name) ? name : 'created_at';
      const outcomes = {
        lte: await listed(name, 'lte', answered, order),
        gte: await listed(name, 'gte', answered, order),
        lt: await listed(name, 'lt', answered, order),
        gt: await listed(name, 'gt', answered, order),
        between: await listed(name, 'between', [answered, answered], order),
        wider: await listed(name, 'between', ['2026-10-05T09:30:00.122Z', answered], order),
        // The answered value with its microseconds finds it too.
        micro: await listed(name, 'lte', '2026-10-05T09:30:00.123456Z', order),
      };
      expect(outcomes).toEqual({
        lte: ['Before', 'Micro'],
        gte: ['Micro', 'After'],
        lt: ['Before'],
        gt: ['After'],
        between: ['Micro'],
        wider: ['Before', 'Micro'],
        micro: ['Before', 'Micro'],
      });
    },
  );

  it.each([
    ['UTC', 'created_at'],
    ['Pacific/Kiritimati', 'created_at'],
    ['Pacific/Kiritimati', 'custom.seen'],
  ])(
    'answers bounds at the ends of the four-digit years (zone %s, %s), whose spans end past them',
    async (zone, name) => {
      // 0001-01-01 starts in year 0 UTC at +14:00; 9999-12-31 ends in year 10000 in UTC.
      await t.db.query(`UPDATE workspaces SET timezone = $1 WHERE id = $2`, [
        zone,
        admin.workspaceId,
      ]);
      const all = ['Before', 'Micro', 'After'];
      const sort = name === 'custom.seen' ? name : 'created_at';
      expect({
        lastDayLt: await listed(name, 'lt', '9999-12-31', sort),
        lastDayLte: await listed(name, 'lte', '9999-12-31', sort),
        lastDayGt: await listed(name, 'gt', '9999-12-31', sort),
        lastInstantGt: await listed(name, 'gt', '9999-12-31T23:59:59.999Z', sort),
        lastInstantLte: await listed(name, 'lte', '9999-12-31T23:59:59.999Z', sort),
        firstDayGte: await listed(name, 'gte', '0001-01-01', sort),
        firstDayLt: await listed(name, 'lt', '0001-01-01', sort),
        allYears: await listed(name, 'between', ['0001-01-01', '9999-12-31'], sort),
      }).toEqual({
        lastDayLt: all,
        lastDayLte: all,
        lastDayGt: [],
        lastInstantGt: [],
        lastInstantLte: all,
        firstDayGte: all,
        firstDayLt: [],
        allYears: all,
      });
      await t.db.query(`UPDATE workspaces SET timezone = 'UTC' WHERE id = $1`, [admin.workspaceId]);
    },
  );

  it('refuses a datetime outside the four-digit years by saying so, in a query and a body', async () => {
    for (const name of ['created_at', 'custom.seen']) {
      const value = '0001-01-01T00:00:00+14:00';
      const path = `filter.${name}.lt`;
      const message = `${path} must fall in the years 0001 to 9999 (UTC)`;
      const got = await call(
        t,
        'GET',
        `/contacts?filter[${name}][lt]=${encodeURIComponent(value)}`,
        {
          as: admin.email,
        },
      );
      expect([got.status, got.body.errors]).toEqual([422, [{ field: path, message }]]);
      const searched = await call(t, 'POST', '/contacts/search', {
        as: admin.email,
        body: { filter: { and: [{ field: name, op: 'lt', value }] } },
      });
      expect(searched.status).toBe(422);
      expect(searched.body.errors[0].message).toContain(
        'must fall in the years 0001 to 9999 (UTC)',
      );
    }
  });

  it('counts what the list shows', async () => {
    const count = async (query: string) =>
      (await call(t, 'GET', `/contacts/count?${query}`, { as: admin.email })).body.count;
    const at = '2026-10-05T09:30:00.123Z';
    expect(await count(`filter[created_at][lte]=${at}`)).toBe(2);
    expect(await count(`filter[created_at][gt]=${at}`)).toBe(1);
    expect(await count(`filter[created_at][between]=${at},${at}`)).toBe(1);
  });
});
