import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  day,
  fromNow,
  namesOf,
  PEOPLE,
  type QueryWorkspace,
  seedQueryWorkspace,
  walk,
} from './support/contact-query.js';
import { call, useTestApp } from './support/test-app.js';

/**
 * A condition in both forms: `filter[field][op]=get` and `{ field, op, value: post }` (no value
 * for `is_empty`), and the contacts of `seedQueryWorkspace` it matches. MEMBER stands for the
 * member's id (upper-cased: ids compare whatever their case).
 */
type Case = [field: string, op: string, get: string | null, post: unknown, expect: string[]];

const ALL = PEOPLE;

// One line a case: the table reads as the operators' reference.
// prettier-ignore
const CASES = (): Case[] => [
  // choice: the stage
  ['stage', 'eq', 'lead', 'lead', ['Ada', 'Barbara', 'Donald', 'Linus']],
  ['stage', 'neq', 'lead', 'lead', ['Alan', 'Edsger', 'Grace']],
  ['stage', 'in', 'won,proposal', ['won', 'proposal'], ['Edsger', 'Grace']],
  ['stage', 'nin', 'lead,won', ['lead', 'won'], ['Alan', 'Grace']],
  // user: the owner, `me` the caller
  ['owner_id', 'eq', 'me', 'me', ['Ada', 'Barbara', 'Linus']],
  ['owner_id', 'neq', 'me', 'me', ['Alan', 'Donald', 'Edsger', 'Grace']],
  ['owner_id', 'in', 'me,MEMBER', ['me', 'MEMBER'], ['Ada', 'Alan', 'Barbara', 'Edsger', 'Linus']],
  ['owner_id', 'nin', 'MEMBER', ['MEMBER'], ['Ada', 'Barbara', 'Donald', 'Grace', 'Linus']],
  ['owner_id', 'is_empty', null, undefined, ['Donald', 'Grace']],
  ['owner_id', 'is_not_empty', 'true', true, ['Ada', 'Alan', 'Barbara', 'Edsger', 'Linus']],
  // text: names, e-mail, company, case-insensitive
  ['first_name', 'eq', 'ADA', 'ADA', ['Ada']],
  ['last_name', 'neq', 'turing', 'turing', ['Ada', 'Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['email', 'eq', 'linus@example.com', 'linus@example.com', ['Linus']],
  ['email', 'in', 'Ada@Engines.example,grace@navy.example', ['Ada@Engines.example', 'grace@navy.example'], ['Ada', 'Grace']],
  ['company', 'nin', 'kernel,stanford', ['kernel', 'stanford'], ['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace']],
  ['company', 'contains', 'EN', 'EN', ['Ada', 'Edsger']],
  ['last_name', 'starts_with', 'l', 'l', ['Ada', 'Barbara']],
  ['company', 'is_empty', '', undefined, ['Barbara', 'Grace']],
  ['last_name', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Grace']],
  // number: the deal value
  ['value_cents', 'eq', '5000', 5000, ['Ada', 'Alan']],
  ['value_cents', 'neq', '5000', 5000, ['Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['value_cents', 'in', '0,250', [0, 250], ['Edsger', 'Grace']],
  ['value_cents', 'nin', '0,250,5000', [0, 250, 5000], ['Barbara', 'Donald', 'Linus']],
  ['value_cents', 'gt', '999', 999, ['Ada', 'Alan', 'Linus']],
  ['value_cents', 'gte', '999', 999, ['Ada', 'Alan', 'Donald', 'Linus']],
  ['value_cents', 'lt', '250', 250, ['Grace']],
  ['value_cents', 'lte', '250', 250, ['Edsger', 'Grace']],
  ['value_cents', 'between', '250,999', [250, 999], ['Barbara', 'Donald', 'Edsger']],
  // list: tags, as stored
  ['tags', 'any', 'vip', ['vip'], ['Ada', 'Alan']],
  ['tags', 'any', 'oss,ai', ['oss', 'ai'], ['Alan', 'Edsger', 'Linus']],
  ['tags', 'all', 'vip,ai', ['vip', 'ai'], ['Alan']],
  ['tags', 'nin', 'vip,oss', ['vip', 'oss'], ['Barbara', 'Donald', 'Edsger', 'Grace']],
  ['tags', 'is_empty', null, undefined, ['Barbara', 'Grace']],
  ['tags', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Donald', 'Edsger', 'Linus']],
  // datetime: activity, creation and edits, in calendar days of the workspace's zone
  ['last_activity_at', 'older_than', '30d', '30d', ['Donald']],
  ['last_activity_at', 'within_last', '2w', '2w', ['Ada', 'Alan', 'Edsger', 'Grace', 'Linus']],
  ['last_activity_at', 'lt', fromNow(-10), fromNow(-10), ['Barbara', 'Donald']],
  ['created_at', 'within_last', '0d', '0d', ALL],
  ['created_at', 'gte', day(1), day(1), []],
  ['created_at', 'between', `${day(0)},${day(0)}`, [day(0), day(0)], ALL],
  ['updated_at', 'older_than', '1d', '1d', []],
  // follow-ups and snoozes, kept by their own routes
  ['next_followup_at', 'next', '7d', '7d', ['Ada']],
  ['next_followup_at', 'gt', fromNow(10), fromNow(10), ['Alan']],
  ['next_followup_at', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['next_followup_at', 'is_not_empty', null, undefined, ['Ada', 'Alan']],
  ['snoozed_until', 'lt', fromNow(10), fromNow(10), ['Edsger']],
  ['snoozed_until', 'between', `${day(29)},${day(31)}`, [day(29), day(31)], ['Grace']],
  ['snoozed_until', 'is_not_empty', null, undefined, ['Edsger', 'Grace']],
  ['dormant', 'eq', 'true', true, ['Barbara', 'Donald']],
  ['dormant', 'eq', 'false', false, ['Ada', 'Alan', 'Edsger', 'Grace', 'Linus']],
  // the text search
  ['q', 'contains', 'lovelace', 'lovelace', ['Ada']],
  // custom number
  ['custom.arr', 'eq', '100', 100, ['Ada', 'Linus']],
  ['custom.arr', 'neq', '100', 100, ['Alan', 'Barbara', 'Donald', 'Edsger', 'Grace']],
  ['custom.arr', 'in', '250.5,-5', [250.5, -5], ['Alan', 'Edsger']],
  ['custom.arr', 'nin', '250.5,-5', [250.5, -5], ['Ada', 'Barbara', 'Donald', 'Grace', 'Linus']],
  ['custom.arr', 'gt', '100', 100, ['Alan']],
  ['custom.arr', 'gte', '100', 100, ['Ada', 'Alan', 'Linus']],
  ['custom.arr', 'lt', '100', 100, ['Edsger']],
  ['custom.arr', 'lte', '100', 100, ['Ada', 'Edsger', 'Linus']],
  ['custom.arr', 'between', '-5,100', [-5, 100], ['Ada', 'Edsger', 'Linus']],
  ['custom.arr', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Grace']],
  ['custom.arr', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Edsger', 'Linus']],
  // custom currency: its amount, and its code
  ['custom.deal', 'gte', '1000', 1000, ['Ada', 'Alan']],
  ['custom.deal', 'between', '500,1000', [500, 1000], ['Ada', 'Linus']],
  ['custom.deal.currency', 'eq', 'EUR', 'EUR', ['Ada', 'Linus']],
  ['custom.deal.currency', 'nin', 'EUR', ['EUR'], ['Alan', 'Barbara', 'Donald', 'Edsger', 'Grace']],
  ['custom.deal', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Edsger', 'Grace']],
  // custom date, in the workspace's calendar
  ['custom.renewal', 'eq', day(0), day(0), ['Grace']],
  ['custom.renewal', 'neq', day(0), day(0), ['Ada', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Linus']],
  ['custom.renewal', 'gt', day(3), day(3), ['Barbara']],
  ['custom.renewal', 'gte', day(3), day(3), ['Ada', 'Barbara']],
  ['custom.renewal', 'lt', day(-7), day(-7), ['Alan', 'Edsger']],
  ['custom.renewal', 'lte', day(-8), day(-8), ['Alan', 'Edsger']],
  ['custom.renewal', 'between', `${day(-10)},${day(-7)}`, [day(-10), day(-7)], ['Alan', 'Edsger', 'Linus']],
  ['custom.renewal', 'within_last', '7d', '7d', ['Grace', 'Linus']],
  ['custom.renewal', 'older_than', '1w', '1w', ['Alan', 'Edsger']],
  ['custom.renewal', 'next', '14d', '14d', ['Ada', 'Barbara', 'Grace']],
  ['custom.renewal', 'is_empty', null, undefined, ['Donald']],
  ['custom.renewal', 'is_not_empty', 'true', true, ['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace', 'Linus']],
  // custom datetime: a date is a whole day of the workspace's zone (UTC+14)
  ['custom.seen', 'within_last', '7d', '7d', ['Ada', 'Edsger']],
  ['custom.seen', 'older_than', '30d', '30d', ['Alan', 'Donald']],
  ['custom.seen', 'next', '1w', '1w', ['Linus']],
  ['custom.seen', 'lte', '2001-03-10', '2001-03-10', []],
  ['custom.seen', 'lte', '2001-03-11', '2001-03-11', ['Donald']],
  ['custom.seen', 'lt', '2001-03-10T12:00:01Z', '2001-03-10T12:00:01Z', ['Donald']],
  ['custom.seen', 'gt', '2001-03-10T12:00:00Z', '2001-03-10T12:00:00Z', ['Ada', 'Alan', 'Barbara', 'Edsger', 'Linus']],
  ['custom.seen', 'between', '2001-03-11,2001-03-11', ['2001-03-11', '2001-03-11'], ['Donald']],
  ['custom.seen', 'is_empty', null, undefined, ['Grace']],
  ['custom.seen', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Linus']],
  // custom text, case-insensitive
  ['custom.nick', 'eq', 'prof', 'prof', ['Alan']],
  ['custom.nick', 'neq', 'PROF', 'PROF', ['Ada', 'Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['custom.nick', 'in', 'ewd,countess', ['ewd', 'countess'], ['Ada', 'Edsger']],
  ['custom.nick', 'nin', 'ewd,countess', ['ewd', 'countess'], ['Alan', 'Barbara', 'Donald', 'Grace', 'Linus']],
  ['custom.nick', 'contains', 'GRACE', 'GRACE', ['Grace']],
  ['custom.nick', 'starts_with', 'sub', 'sub', ['Barbara']],
  ['custom.nick', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Barbara', 'Edsger', 'Grace']],
  // custom url, e-mail and phone: texts, case-insensitive
  ['custom.site', 'eq', 'HTTPS://KERNEL.example/~torvalds', 'HTTPS://KERNEL.example/~torvalds', ['Linus']],
  ['custom.site', 'contains', 'EXAMPLE/', 'EXAMPLE/', ['Ada', 'Linus']],
  ['custom.site', 'starts_with', 'http://', 'http://', ['Barbara']],
  ['custom.site', 'is_empty', null, undefined, ['Alan', 'Donald', 'Edsger', 'Grace']],
  ['custom.mail', 'eq', 'COUNTESS@engines.example', 'COUNTESS@engines.example', ['Ada']],
  ['custom.mail', 'in', 'alan@bletchley.example,GRACE@navy.example', ['alan@bletchley.example', 'GRACE@navy.example'], ['Alan', 'Grace']],
  ['custom.mail', 'neq', 'alan@bletchley.example', 'alan@bletchley.example', ['Ada', 'Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['custom.mail', 'contains', '.EXAMPLE', '.EXAMPLE', ['Ada', 'Alan', 'Grace']],
  ['custom.tel', 'eq', '+31 40 247 9111', '+31 40 247 9111', ['Edsger']],
  ['custom.tel', 'contains', '555', '555', ['Grace']],
  ['custom.tel', 'starts_with', '+1', '+1', ['Donald', 'Grace']],
  ['custom.tel', 'is_not_empty', null, undefined, ['Donald', 'Edsger', 'Grace']],
  // custom select
  ['custom.tier', 'eq', 'a', 'a', ['Ada', 'Linus']],
  ['custom.tier', 'neq', 'a', 'a', ['Alan', 'Barbara', 'Donald', 'Edsger', 'Grace']],
  ['custom.tier', 'in', 'b,c', ['b', 'c'], ['Alan', 'Edsger']],
  ['custom.tier', 'nin', 'b,c', ['b', 'c'], ['Ada', 'Barbara', 'Donald', 'Grace', 'Linus']],
  ['custom.tier', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Grace']],
  ['custom.tier', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Edsger', 'Linus']],
  // custom multi-select
  ['custom.topics', 'any', 'a,c', ['a', 'c'], ['Ada', 'Grace']],
  ['custom.topics', 'all', 'a,b', ['a', 'b'], ['Ada']],
  ['custom.topics', 'nin', 'b', ['b'], ['Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['custom.topics', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Edsger', 'Linus']],
  // custom boolean
  ['custom.vip', 'eq', 'true', true, ['Ada', 'Linus']],
  ['custom.vip', 'eq', 'false', false, ['Alan']],
  ['custom.vip', 'is_empty', null, undefined, ['Barbara', 'Donald', 'Edsger', 'Grace']],
  ['custom.vip', 'is_not_empty', null, undefined, ['Ada', 'Alan', 'Linus']],
  // custom user
  ['custom.buddy', 'eq', 'me', 'me', ['Alan']],
  ['custom.buddy', 'in', 'MEMBER', ['MEMBER'], ['Ada']],
  ['custom.buddy', 'neq', 'me', 'me', ['Ada', 'Barbara', 'Donald', 'Edsger', 'Grace', 'Linus']],
  ['custom.buddy', 'is_not_empty', null, undefined, ['Ada', 'Alan']],
];

describe('Contact queries', () => {
  const t = useTestApp();
  let w: QueryWorkspace;

  beforeAll(async () => {
    w = await seedQueryWorkspace(t);
  });

  /** A case's value with the member's id where it says MEMBER. */
  const withMember = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replace(/MEMBER/g, w.member.userId.toUpperCase())
      : Array.isArray(value)
        ? value.map(withMember)
        : value;

  const param = (field: string, op: string, value: string | null) =>
    `filter[${field}][${op}]${value === null ? '' : `=${encodeURIComponent(value)}`}`;

  it('matches what each operator of each family says, over GET and POST alike', async () => {
    const outcomes: unknown[] = [];
    const expected: unknown[] = [];
    for (const [field, op, get, post, matches] of CASES()) {
      const name = `${field} ${op} ${get ?? ''}`;
      const query = param(field, op, withMember(get) as string | null);
      const condition = { field, op, ...(post === undefined ? {} : { value: withMember(post) }) };
      outcomes.push({
        name,
        viaGet: namesOf(await walk(t, w.admin, { get: query })),
        viaPost: namesOf(await walk(t, w.admin, { post: { filter: { and: [condition] } } })),
      });
      expected.push({ name, viaGet: matches, viaPost: matches });
    }
    expect(outcomes).toEqual(expected);
  });

  it('combines conditions in AND and OR groups as the GET conditions they stand for', async () => {
    const get = async (query: string) => namesOf(await walk(t, w.admin, { get: query }));
    const post = async (filter: unknown) => namesOf(await walk(t, w.admin, { post: { filter } }));
    const vip = { field: 'tags', op: 'any', value: ['vip'] };
    const rich = { field: 'custom.arr', op: 'gte', value: 100 };
    const lead = { field: 'stage', op: 'eq', value: 'lead' };
    const union = [
      ...new Set([
        ...(await get('filter[tags][any]=vip')),
        ...(await get('filter[custom.arr][gte]=100')),
      ]),
    ].sort();
    expect(await post({ or: [vip, rich] })).toEqual(union);
    expect(union).toEqual(['Ada', 'Alan', 'Linus']);
    expect(await post({ and: [lead, { or: [vip, rich] }] })).toEqual(
      (await get('filter[stage][eq]=lead')).filter((n) => union.includes(n)),
    );
    const deepest = { and: [{ or: [{ and: [{ or: [lead] }] }] }] };
    expect(await post(deepest)).toEqual(await get('filter[stage][eq]=lead'));
    expect(await post({ and: [] })).toEqual(PEOPLE);
    expect(await post(undefined)).toEqual(PEOPLE);
    // An empty AND matches every contact, and so does an OR holding one.
    expect(await post({ or: [{ and: [] }, lead] })).toEqual(PEOPLE);
    expect(await post({ and: [{ and: [] }, lead] })).toEqual(await get('filter[stage][eq]=lead'));
    expect(namesOf(await walk(t, w.admin, { get: 'sort=' }))).toEqual(PEOPLE);
  });

  it('answers a search exactly as GET answers the same ANDed conditions, page by page', async () => {
    const query =
      'filter[owner_id][is_not_empty]&filter[custom.arr][lte]=250.5&filter[tags][any]=vip,oss,ai' +
      '&sort=-custom.arr,last_name&limit=2';
    const filter = {
      and: [
        { field: 'owner_id', op: 'is_not_empty' },
        { field: 'custom.arr', op: 'lte', value: 250.5 },
        { field: 'tags', op: 'any', value: ['vip', 'oss', 'ai'] },
      ],
    };
    let cursor: string | null = null;
    const pages: unknown[] = [];
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const viaGet = await call(t, 'GET', `/contacts?${query}${after}`, { as: w.admin.email });
      const viaPost = await call(t, 'POST', '/contacts/search', {
        as: w.admin.email,
        body: { filter, sort: '-custom.arr,last_name', limit: 2, ...(cursor ? { cursor } : {}) },
      });
      expect(viaGet.status).toBe(200);
      expect(viaPost.status).toBe(200);
      expect(viaPost.body).toEqual(viaGet.body);
      pages.push(viaGet.body.items.map((c: { first_name: string }) => c.first_name));
      cursor = viaGet.body.next_cursor;
    } while (cursor);
    expect(pages).toEqual([
      ['Alan', 'Ada'],
      ['Linus', 'Edsger'],
    ]);
  });

  it('keeps the list parameters as documented, as conditions of the same filter', async () => {
    const get = async (query: string) => namesOf(await walk(t, w.admin, { get: query }));
    expect(await get(`stage=lead&owner_id=${w.admin.userId}`)).toEqual(['Ada', 'Barbara', 'Linus']);
    expect(await get('q=%20%20&tag=vip')).toEqual(['Ada', 'Alan']);
    expect(await get('dormant=true')).toEqual(['Barbara', 'Donald']);
    expect(await get('tag=vip&filter[custom.arr][gt]=100')).toEqual(['Alan']);
    expect(await get('q=turing&filter[stage][neq]=lead')).toEqual(['Alan']);
    const unknown = await call(t, 'GET', '/contacts?stage=nope', { as: w.admin.email });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('stage');
    expect(unknown.body.errors[0].message).toMatch(/^Unknown stage 'nope'. Valid stages: lead,/);
  });

  it('counts what the filters match, exactly', async () => {
    const count = async (query: string) => {
      const res = await call(t, 'GET', `/contacts/count?${query}`, { as: w.admin.email });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await count('')).toEqual({ count: PEOPLE.length });
    for (const query of [
      'filter[custom.arr][gte]=100',
      'filter[custom.topics][any]=a,b,c&tag=vip',
      'filter[stage][nin]=won&filter[custom.renewal][within_last]=7d',
      'dormant=false&filter[owner_id][eq]=me',
      'filter[custom.nick][contains]=zzz',
    ]) {
      expect({ query, ...(await count(query)) }).toEqual({
        query,
        count: (await walk(t, w.admin, { get: query })).length,
      });
    }
    const bad = await call(t, 'GET', '/contacts/count?filter[custom.arr][contains]=1', {
      as: w.admin.email,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('filter.custom.arr.contains');
  });
});
