import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Statement } from '../src/database/statement.js';
import { contactCount } from '../src/modules/contacts/query/contact-conditions.queries.js';
import {
  filterBody,
  type QueryScope,
  sortOf,
} from '../src/modules/contacts/query/contact-query.parser.js';
import { contactQueryPage } from '../src/modules/contacts/query/contact-query.queries.js';
import type { CustomFieldDefinition } from '../src/tenancy/custom-field-definition.js';
import { DEFAULT_WORKSPACE_STAGES } from '../src/tenancy/stages.js';
import { define, field } from './support/contact-query.js';
import { signUp, type Member } from './support/factories.js';
import { maintain, seedRows } from './support/seed-rows.js';
import { call, useTestApp } from './support/test-app.js';
import { dormancySpec } from '../src/modules/contacts/dormancy.js';

/*
 * Filters and sorts on custom fields read contact_field_values along its indexes, led by the
 * workspace and the field: the plans PostgreSQL chooses, on a workspace beside another as large,
 * read no table whole and walk the value index for a sort.
 */
const CONTACTS = 4_000;

describe('Plans of contact queries on custom fields', () => {
  const t = useTestApp();
  let admin: Member;
  let reading: QueryScope;

  beforeAll(async () => {
    const workspaces: Member[] = [];
    for (let i = 0; i < 2; i++) {
      const owner = await signUp(t, { premium: true });
      await define(t, owner, field('arr', 'number'));
      await define(t, owner, field('nick', 'text'));
      await define(t, owner, field('renewal', 'date'));
      await seedRows(
        t,
        `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, last_activity_at, custom)
         SELECT $1, false, 'P' || n, 'lead', now(),
                jsonb_build_object('arr', n % 1000, 'nick', 'Nick ' || n,
                                   'renewal', to_char(date '2026-01-01' + n % 365, 'YYYY-MM-DD'))
           FROM generate_series(1, $2::int) AS n`,
        [owner.workspaceId, CONTACTS],
      );
      workspaces.push(owner);
    }
    admin = workspaces[0];
    // Many more contacts of other workspaces, without custom values: the workspace is one among
    // others, not most of the table.
    const others = await signUp(t, { premium: true });
    await seedRows(
      t,
      `INSERT INTO contacts (workspace_id, is_demo, first_name, stage, last_activity_at)
       SELECT $1, false, 'O' || n, 'lead', now() FROM generate_series(1, $2::int) AS n`,
      [others.workspaceId, CONTACTS * 10],
    );
    await maintain(t, 'ANALYZE contacts_all');
    await maintain(t, 'ANALYZE contact_field_values');
    const definitions = await call(t, 'GET', '/custom-fields', {
      as: admin.email,
      query: { limit: '200' },
    });
    reading = {
      workspace: {
        stages: DEFAULT_WORKSPACE_STAGES,
        custom_fields: definitions.body.items as CustomFieldDefinition[],
      },
      now: new Date('2026-06-01T00:00:00Z'),
      timezone: 'UTC',
      region: 'US',
      userId: admin.userId,
      dormancy: dormancySpec(
        { dormancy_days: 31, stages: DEFAULT_WORKSPACE_STAGES },
        new Date('2026-06-01T00:00:00Z'),
      ),
    };
  });

  const scope = () => ({ workspace: { id: admin.workspaceId }, demo: false });

  async function plan(statement: Statement<unknown>): Promise<string> {
    const rows = await t.db.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${statement.text}`, [
      ...statement.values,
    ]);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  const page = (filter: unknown, sort?: string) =>
    contactQueryPage(scope(), {
      query: { where: filterBody(reading, filter), sort: sortOf(reading, sort) },
      after: null,
      limit: 50,
    });
  const on = (name: string, op: string, value: unknown) => ({
    and: [{ field: name, op, value }],
  });

  it.each([
    ['a number', 'custom.arr', 'gte', 998, 'contact_field_values_num_idx'],
    ['a text', 'custom.nick', 'eq', 'nick 77', 'contact_field_values_txt_idx'],
    [
      'a date',
      'custom.renewal',
      'between',
      ['2026-03-01', '2026-03-02'],
      'contact_field_values_ts_idx',
    ],
  ])('filters on %s along its value index', async (_what, name, op, value, index) => {
    for (const statement of [
      page(on(name, op, value)),
      contactCount(scope(), filterBody(reading, on(name, op, value))),
    ]) {
      const text = await plan(statement);
      expect(text).toContain(index);
      expect(text).not.toContain('Seq Scan');
    }
  });

  it.each([
    ['-custom.arr', 'contact_field_values_num_idx'],
    ['custom.renewal', 'contact_field_values_ts_idx'],
    ['custom.nick', 'contact_field_values_txt_order_idx'],
    ['-custom.nick', 'contact_field_values_txt_order_idx'],
  ])('sorts by %s walking its value index, no sort of the workspace', async (sort, index) => {
    const text = await plan(page(undefined, sort));
    expect(text).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index}`));
    expect(text).not.toContain('Seq Scan');
    // The contacts with a value come in the index's order: the one sort is of the page's two
    // parts, at most twice the page.
    const sorted = [...text.matchAll(/-> +Sort .*rows=(\d+)/g)].map((m) => Number(m[1]));
    expect(sorted.every((rows) => rows <= 2 * 51)).toBe(true);
  });

  it('starts a later page at its key in the value index, whatever keys follow', async () => {
    const statement = contactQueryPage(scope(), {
      query: {
        where: filterBody(reading, undefined),
        sort: sortOf(reading, '-custom.arr,-created_at'),
      },
      after: ['500', '2026-01-01 00:00:00+00', admin.userId],
      limit: 50,
    });
    const text = await plan(statement);
    // The value index is read from the key on, not from its start.
    expect(text).toMatch(/Index Cond: \(.*\(num <= '500'::numeric\)/);
    expect(text).not.toContain('Seq Scan');
  });

  it('starts a later page of a text sort at its key in the index of the texts in their order', async () => {
    const statement = contactQueryPage(scope(), {
      query: { where: filterBody(reading, undefined), sort: sortOf(reading, 'custom.nick') },
      after: ['nick 500', admin.userId],
      limit: 50,
    });
    const text = await plan(statement);
    // Read from the key on, whether the planner walks the index or maps it (a bitmap, which
    // it picks on some statistics; the sort above it is over the page's rows alone).
    expect(text).toMatch(
      /(Bitmap )?Index (Only )?Scan (using|on) contact_field_values_txt_order_idx/,
    );
    expect(text).toMatch(/Index Cond: \(.*\(\(?txt\)?(::text)? >= 'nick 500'::text\)/);
    expect(text).not.toContain('Seq Scan');
  });
});
