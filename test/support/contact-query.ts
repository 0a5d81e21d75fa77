import {
  addMember,
  createContact,
  idleFor,
  scheduleFollowup,
  signUp,
  type Member,
} from './factories.js';
import { call, type TestApp } from './test-app.js';

/** A custom field definition body, filterable unless `extra` says otherwise. */
export function field(key: string, type: string, extra: Record<string, unknown> = {}) {
  const options =
    type === 'select' || type === 'multi_select'
      ? {
          options: [
            { id: 'a', label: 'Alpha' },
            { id: 'b', label: 'Beta' },
            { id: 'c', label: 'Gamma' },
          ],
        }
      : {};
  return { key, label: key.toUpperCase(), type, filterable: true, ...options, ...extra };
}

/** Defines a custom field as `admin` (a premium workspace's admin). */
export async function define(
  t: TestApp,
  admin: Member,
  body: Record<string, unknown>,
): Promise<{ id: string; key: string }> {
  const res = await call(t, 'POST', '/custom-fields', { as: admin.email, body });
  if (res.status !== 201) throw new Error(`define failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The zone the query workspace counts days in: far from UTC, so a day boundary shows. */
export const ZONE = 'Pacific/Kiritimati';
const DAY = 86_400_000;

/** The calendar date in ZONE `days` days from today. */
export function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant `days` days from now. */
export function fromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString();
}

export interface Listed {
  id: string;
  first_name: string;
  [field: string]: unknown;
}

/**
 * Every page of `GET /contacts?<query>` or `POST /contacts/search` with `body`, walked with its
 * next_cursor; `between` runs after each page (writes made while a client pages).
 */
export async function walk(
  t: TestApp,
  as: Member,
  request: { get: string } | { post: Record<string, unknown> },
  limit = 200,
  between?: () => Promise<void>,
): Promise<Listed[]> {
  const items: Listed[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res =
      'get' in request
        ? await call(t, 'GET', `/contacts?${request.get}&limit=${limit}${after}`, { as: as.email })
        : await call(t, 'POST', '/contacts/search', {
            as: as.email,
            body: { ...request.post, limit, ...(cursor ? { cursor } : {}) },
          });
    if (res.status !== 200) throw new Error(`${JSON.stringify(request)}: ${res.text}`);
    items.push(...(res.body.items as Listed[]));
    cursor = res.body.next_cursor as string | null;
    if (!cursor) return items;
    await between?.();
  }
  throw new Error('more than 200 pages');
}

/** The first names of contacts, sorted. */
export const namesOf = (items: readonly { first_name: string }[]) =>
  items.map((c) => c.first_name).sort();

/** The workspace of the filter specs: its admin, a member, and its contacts' ids by first name. */
export interface QueryWorkspace {
  admin: Member;
  member: Member;
  ids: Record<string, string>;
}

/** Every contact of `seedQueryWorkspace`, by first name. */
export const PEOPLE = ['Ada', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Grace', 'Linus'];

/**
 * A premium workspace in ZONE with a filterable custom field of each type (and `notes`, not
 * filterable) and seven contacts whose values the filter specs name, two of them with an open
 * follow-up and two snoozed.
 */
export async function seedQueryWorkspace(t: TestApp): Promise<QueryWorkspace> {
  const admin = await signUp(t, { premium: true });
  const member = await addMember(t, admin.workspaceId);
  await t.db.query(`UPDATE workspaces SET timezone = $1 WHERE id = $2`, [ZONE, admin.workspaceId]);
  for (const [key, type] of [
    ['arr', 'number'],
    ['deal', 'currency'],
    ['renewal', 'date'],
    ['seen', 'datetime'],
    ['nick', 'text'],
    ['tier', 'select'],
    ['topics', 'multi_select'],
    ['vip', 'boolean'],
    ['buddy', 'user'],
    ['site', 'url'],
    ['mail', 'email'],
    ['tel', 'phone'],
  ]) {
    await define(t, admin, field(key, type));
  }
  await define(t, admin, field('notes', 'text', { filterable: false }));
  const people: Record<string, unknown>[] = [
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@engines.example',
      company: 'Analytical Engines',
      owner_id: admin.userId,
      value_cents: 5000,
      tags: ['vip'],
      custom: {
        arr: 100,
        deal: { amount_minor: 1000, currency: 'EUR' },
        renewal: day(3),
        seen: fromNow(-2),
        nick: 'Countess',
        tier: 'a',
        topics: ['a', 'b'],
        vip: true,
        buddy: member.userId,
        site: 'https://engines.example/ada',
        mail: 'countess@Engines.example',
      },
    },
    {
      first_name: 'Alan',
      last_name: 'Turing',
      company: 'Bletchley',
      owner_id: member.userId,
      value_cents: 5000,
      tags: ['vip', 'ai'],
      custom: {
        arr: 250.5,
        deal: { amount_minor: 2000, currency: 'USD' },
        renewal: day(-10),
        seen: fromNow(-40),
        nick: 'Prof',
        tier: 'b',
        topics: ['b'],
        vip: false,
        buddy: admin.userId,
        mail: 'alan@bletchley.example',
      },
    },
    {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      owner_id: null,
      value_cents: 0,
      custom: {
        renewal: day(0),
        nick: 'Amazing Grace',
        topics: ['c'],
        mail: 'grace@navy.example',
        tel: '+1 202 555 0100',
      },
    },
    {
      first_name: 'Linus',
      email: 'LINUS@Example.com',
      company: 'Kernel',
      owner_id: admin.userId,
      value_cents: 100000,
      tags: ['oss'],
      custom: {
        arr: 100,
        deal: { amount_minor: 500, currency: 'EUR' },
        renewal: day(-7),
        seen: fromNow(5),
        tier: 'a',
        vip: true,
        site: 'https://kernel.example/~torvalds',
      },
    },
    {
      first_name: 'Edsger',
      last_name: 'Dijkstra',
      company: 'Eindhoven',
      owner_id: member.userId,
      value_cents: 250,
      tags: ['ai'],
      custom: {
        arr: -5,
        renewal: day(-8),
        seen: fromNow(-6),
        nick: 'EWD',
        tier: 'c',
        tel: '+31 40 247 9111',
      },
    },
    {
      first_name: 'Barbara',
      last_name: 'Liskov',
      owner_id: admin.userId,
      value_cents: 750,
      custom: {
        renewal: day(14),
        seen: fromNow(20),
        nick: 'substitution',
        site: 'http://pmg.csail.example',
      },
    },
    {
      first_name: 'Donald',
      last_name: 'Knuth',
      company: 'Stanford',
      owner_id: null,
      value_cents: 999,
      tags: ['Vip'],
      custom: { seen: '2001-03-10T12:00:00Z', notes: 'TeX', tel: '+1 650 723 2300' },
    },
  ];
  const ids: Record<string, string> = {};
  for (const body of people) {
    ids[body.first_name as string] = (await createContact(t, admin.email, body)).id;
  }
  // Stages and activity the API sets by its own rules.
  for (const [name, stage] of [
    ['Alan', 'qualified'],
    ['Grace', 'proposal'],
    ['Edsger', 'won'],
  ]) {
    await call(t, 'POST', `/contacts/${ids[name]}/stage`, { as: admin.email, body: { stage } });
  }
  // Open follow-ups (next_followup_at) and snoozes (snoozed_until), on contacts still active.
  for (const [name, days] of [
    ['Ada', 2],
    ['Alan', 20],
  ] as const) {
    await scheduleFollowup(t, admin.email, ids[name], { scheduled_for: fromNow(days) });
  }
  for (const [name, days] of [
    ['Edsger', 3],
    ['Grace', 30],
  ] as const) {
    const res = await call(t, 'POST', `/contacts/${ids[name]}/snooze`, {
      as: admin.email,
      body: { until: fromNow(days) },
    });
    if (res.status !== 200) throw new Error(`snooze failed: ${res.status} ${res.text}`);
  }
  await idleFor(t, ids.Donald, 40);
  await idleFor(t, ids.Barbara, 20);
  return { admin, member, ids };
}
