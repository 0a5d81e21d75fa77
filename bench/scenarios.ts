import { FILTERABLE_FIELD, sampleValues } from './custom-field-set.js';
import {
  CUSTOM_FIELDS_MEMBER_EMAILS,
  MEMBER_EMAILS,
  SEARCH_TERM,
  TRASH_MEMBER_EMAILS,
} from './dataset.js';
import { SECOND_PIPELINE } from './seed-deals.js';

export interface ScenarioContext {
  /** Contacts of the large workspace that the write scenarios address, spread over the set. */
  contactIds: string[];
  /** One personal API key (`contacts:read`, `contacts:write`) per member, made before the probe. */
  apiKeys: string[];
  /** The ids of the custom-field workspace's members (by e-mail): what its `user` field names. */
  customFieldMembers: string[];
}

/** JSON body; `{n}` becomes the request's sequence number. */
export type Body = string | ((context: ScenarioContext) => string);

/** How a scenario's requests differ from the plain form of the same route. */
export interface RequestForm {
  /** More headers of every request; `{n}` becomes the run's tag and the request's number. */
  headers?: Record<string, string>;
  /** Sent with the members' API keys (`X-Api-Key`) instead of their bearer tokens. */
  apiKey?: true;
  /**
   * Sent as the members of the custom-field workspace (the large workspace's contacts, with a
   * value for each of 20 custom fields) instead of the large workspace's.
   */
  customFields?: true;
  /**
   * Sent as the members of the trash workspace (the large workspace's contacts, and a tenth of
   * its rows in the trash among them) instead of the large workspace's.
   */
  trash?: true;
  /** Sent as the large workspace's members who are not admins: those a visibility setting narrows. */
  restricted?: true;
  body?: Body;
}

export interface Scenario extends RequestForm {
  name: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST' | 'PATCH';
  paths: (context: ScenarioContext) => string[];
  /**
   * A write whose PostgreSQL CPU a request at the largest scale is held to the growth target, as
   * every read's is (`bench/scale-report.ts`).
   */
  growthTarget?: true;
  /**
   * A read whose every matching row is read (a count), and whose matches grow with the data: its
   * PostgreSQL CPU a request is shown at each scale, not held to the growth target (bench/README.md
   * says why, with its plan).
   */
  matchesGrow?: true;
  /**
   * Measured against the same route with no webhook endpoint, instead of against the baseline:
   * the large workspace has one active endpoint subscribed to every event during its runs, so the
   * ratio is what the outbox costs a write.
   */
  webhookSubscriber?: true;
  /**
   * Measured against the same route with the contact history's triggers off (migration
   * ContactHistory), instead of against the baseline: the ratio is what recording the history
   * costs the write, the route as it was before the history.
   */
  historyRecorded?: true;
  /**
   * Measured against the same route with the large workspace's `member_visibility` at `all`
   * instead of `group` (bench/visibility-switch.ts), as the same members: the ratio is what
   * narrowing every read to the member's groups costs.
   */
  groupVisibility?: true;
  /**
   * Measured with this many `GET /events` streams of the large workspace open (its members' in
   * turn, bench/event-streams.ts) against the same route with none, instead of against the
   * baseline: the ratio is what recording every event and sending it to the streams costs the
   * write, and the streams' clients report each event's latency from its commit.
   */
  eventStreams?: number;
  /**
   * Measured against the service itself answering the route's `plain` form, instead of against
   * the baseline: the ratio is what this form of the request costs.
   */
  versus?: { reference: string; min_ratio: number; plain: RequestForm };
}

/** A contact as the write scenarios create it, with `custom` values when given. */
export function contactBody(custom?: Record<string, unknown>): string {
  return JSON.stringify({
    first_name: 'Bench {n}',
    last_name: 'Load',
    company: 'Bench Labs',
    ...(custom ? { custom } : {}),
  });
}

const CONTACT_BODY = contactBody();

const WITHOUT_CUSTOM_FIELDS = 'the same route without custom fields';

/** The least ratio of a route in the custom-field workspace to the same route without them. */
export const CUSTOM_FIELDS_MIN_RATIO = 0.85;

/** A query string, each name and value encoded (`filter[stage][in]` as `filter%5Bstage%5D%5Bin%5D`). */
export function queryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/*
 * The contact query's reads (`src/modules/contacts/query/`), each against the baseline. The list's
 * conditions match the contacts created in the last 30 days, which the data set holds as many of
 * at every scale (the contacts beyond the scale-1 count are older: REPORT_WINDOW_GUARD_DAYS), so
 * the page's work stays the same as the data grows; the search's walk the newest contacts, the same
 * at every scale; the custom field's page reads the field's index in its order. The count reads
 * every match, and they grow with the data.
 */

/** `GET /contacts`: three conditions over built-in fields, the biggest deals first. */
export const FILTERED_LIST_PARAMS = {
  'filter[stage][in]': 'qualified,proposal',
  'filter[value_cents][gte]': '2500000',
  'filter[created_at][within_last]': '30d',
  sort: '-value_cents',
  limit: '50',
};

/** `GET /contacts` in the custom-field workspace: a filter and a sort on its filterable number. */
export const CUSTOM_FIELD_LIST_PARAMS = {
  [`filter[custom.${FILTERABLE_FIELD}][gte]`]: '2500',
  sort: `-custom.${FILTERABLE_FIELD}`,
  limit: '50',
};

/** `POST /contacts/search`: an OR of two groups, newest first. */
export const SEARCH_BODY = {
  filter: {
    or: [
      {
        and: [
          { field: 'stage', op: 'eq', value: 'won' },
          { field: 'value_cents', op: 'gte', value: 4_000_000 },
        ],
      },
      {
        and: [
          { field: 'stage', op: 'eq', value: 'negotiation' },
          { field: 'tags', op: 'any', value: ['vip'] },
        ],
      },
    ],
  },
  limit: 50,
};

/** `GET /contacts/count`: the won deals of at least 25,000. */
export const COUNT_PARAMS = {
  'filter[stage][eq]': 'won',
  'filter[value_cents][gte]': '2500000',
};

/** What a trash of a tenth of the rows may cost the live reads: at most 1.1 times the CPU. */
export const WITHOUT_TRASH = 'the same route without a trash';
export const TRASH_MIN_RATIO = 0.9;

/** What a read is called in the trash workspace: its scenario there, and its plans' names. */
export const inTheTrash = (name: string) => `${name}, a tenth in the trash`;

/** The reads a trash must not slow, in the trash workspace against the large one. */
const TRASH_SCENARIOS: Scenario[] = [
  ['GET /contacts?limit=50', '/contacts?limit=50'],
  ['GET /board', '/board'],
  ['GET /contacts/dormant', '/contacts/dormant'],
  [`GET /contacts?q=${SEARCH_TERM}`, `/contacts?q=${encodeURIComponent(SEARCH_TERM)}`],
].map(([route, path]) => ({
  name: inTheTrash(route),
  kind: 'read',
  method: 'GET',
  paths: () => [path],
  trash: true,
  versus: { reference: WITHOUT_TRASH, min_ratio: TRASH_MIN_RATIO, plain: {} },
}));

/**
 * The contact list, the board and the pipeline report as members who see only their groups'
 * contacts, each against the same route as the same members seeing every contact.
 */
const GROUP_VISIBILITY_READS: Scenario[] = [
  ['GET /contacts?limit=50', '/contacts?limit=50'],
  ['GET /board', '/board'],
  ['GET /reports/pipeline', '/reports/pipeline'],
].map(([route, path]) => ({
  name: `${route}, group visibility`,
  kind: 'read',
  method: 'GET',
  paths: () => [path],
  restricted: true,
  groupVisibility: true,
}));

/**
 * Every scenario, all as members of the large premium workspace (or one of its twins, with
 * custom fields or with a trash); reads first, writes last.
 */
export const SCENARIOS: Scenario[] = [
  { name: 'GET /me', kind: 'read', method: 'GET', paths: () => ['/me'] },
  {
    name: 'GET /contacts?limit=50',
    kind: 'read',
    method: 'GET',
    paths: () => ['/contacts?limit=50'],
  },
  {
    name: `GET /contacts?q=${SEARCH_TERM}`,
    kind: 'read',
    method: 'GET',
    paths: () => [`/contacts?q=${encodeURIComponent(SEARCH_TERM)}`],
  },
  {
    name: 'GET /contacts?limit=50, API key',
    kind: 'read',
    method: 'GET',
    paths: () => ['/contacts?limit=50'],
    apiKey: true,
    versus: { reference: 'the same route with a bearer token', min_ratio: 0.9, plain: {} },
  },
  {
    name: 'GET /contacts, 3 filters sorted by -value_cents',
    kind: 'read',
    method: 'GET',
    paths: () => [`/contacts?${queryString(FILTERED_LIST_PARAMS)}`],
  },
  {
    name: `GET /contacts, filter and sort on custom.${FILTERABLE_FIELD}`,
    kind: 'read',
    method: 'GET',
    paths: () => [`/contacts?${queryString(CUSTOM_FIELD_LIST_PARAMS)}`],
    customFields: true,
  },
  {
    name: 'POST /contacts/search, OR of two groups',
    kind: 'read',
    method: 'POST',
    paths: () => ['/contacts/search'],
    body: JSON.stringify(SEARCH_BODY),
  },
  {
    name: 'GET /contacts/count, 2 filters',
    kind: 'read',
    method: 'GET',
    paths: () => [`/contacts/count?${queryString(COUNT_PARAMS)}`],
    matchesGrow: true,
  },
  {
    name: 'GET /contacts?limit=50, 20 custom fields',
    kind: 'read',
    method: 'GET',
    paths: () => ['/contacts?limit=50'],
    customFields: true,
    versus: { reference: WITHOUT_CUSTOM_FIELDS, min_ratio: CUSTOM_FIELDS_MIN_RATIO, plain: {} },
  },
  { name: 'GET /board', kind: 'read', method: 'GET', paths: () => ['/board'] },
  {
    name: 'GET /contacts/dormant',
    kind: 'read',
    method: 'GET',
    paths: () => ['/contacts/dormant'],
  },
  { name: 'GET /agenda', kind: 'read', method: 'GET', paths: () => ['/agenda'] },
  {
    name: 'GET /reports/pipeline',
    kind: 'read',
    method: 'GET',
    paths: () => ['/reports/pipeline'],
  },
  ...GROUP_VISIBILITY_READS,
  {
    name: 'GET /reports/forecast',
    kind: 'read',
    method: 'GET',
    paths: () => ['/reports/forecast'],
  },
  {
    // The last 30 days, as the pipeline report's period: the deals closed in it are the same at
    // every scale (bench/seed-deals.ts); the default twelve months would read ten times as many.
    name: 'GET /reports/win-rate, last 30 days',
    kind: 'read',
    method: 'GET',
    paths: () => [`/reports/win-rate?from=${daysAgo(29)}`],
  },
  {
    name: 'GET /reports/velocity',
    kind: 'read',
    method: 'GET',
    paths: () => ['/reports/velocity'],
  },
  {
    name: `GET /board?pipeline=${SECOND_PIPELINE.key}`,
    kind: 'read',
    method: 'GET',
    paths: () => [`/board?pipeline=${SECOND_PIPELINE.key}`],
  },
  ...TRASH_SCENARIOS,
  {
    name: 'POST /contacts',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: CONTACT_BODY,
  },
  {
    name: 'POST /contacts, Idempotency-Key',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: CONTACT_BODY,
    headers: { 'idempotency-key': 'bench-{n}' },
    versus: { reference: 'the same route without the header', min_ratio: 0.75, plain: {} },
  },
  {
    name: 'POST /contacts, one webhook endpoint',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: CONTACT_BODY,
    webhookSubscriber: true,
  },
  {
    name: 'POST /contacts, 100 event streams',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: CONTACT_BODY,
    eventStreams: 100,
  },
  {
    name: 'POST /contacts, 20 custom fields',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    // A value for every field, the `user` one a member of the workspace.
    body: ({ customFieldMembers }) => contactBody(sampleValues(customFieldMembers[0])),
    customFields: true,
    growthTarget: true,
    versus: {
      reference: WITHOUT_CUSTOM_FIELDS,
      min_ratio: CUSTOM_FIELDS_MIN_RATIO,
      plain: { body: CONTACT_BODY },
    },
  },
  {
    name: 'PATCH /contacts/{id}',
    kind: 'write',
    method: 'PATCH',
    // A new title each time: every edit changes a field, so every one is an entry of the history.
    paths: ({ contactIds }) => contactIds.map((id) => `/contacts/${id}`),
    body: '{"title":"Bench title {n}"}',
    historyRecorded: true,
  },
  {
    name: 'POST /contacts/{id}/interactions',
    kind: 'write',
    method: 'POST',
    // Consecutive requests address different contacts: no row-lock queue on one contact.
    paths: ({ contactIds }) => contactIds.map((id) => `/contacts/${id}/interactions`),
    body: '{"type":"call","summary":"Bench call {n}"}',
  },
];

/** The UTC date `days` before today, as a report's `from` (the large workspace's time zone is UTC). */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The development token of a member (the service runs with development tokens allowed). */
export function tokenOf(email: string): string {
  return `Bearer dev:${email}`;
}

/** The members' credentials, rotated request by request: API keys or bearer tokens. */
export function credentials(form: RequestForm, context: ScenarioContext): Record<string, string>[] {
  if (form.apiKey) return context.apiKeys.map((key) => ({ 'x-api-key': key }));
  const members = form.restricted
    ? MEMBER_EMAILS.slice(1)
    : form.customFields
      ? CUSTOM_FIELDS_MEMBER_EMAILS
      : form.trash
        ? TRASH_MEMBER_EMAILS
        : MEMBER_EMAILS;
  return members.map((email) => ({ authorization: tokenOf(email) }));
}

/** The scenario's body for this run, `{n}` left for each request to fill. */
export function bodyOf(form: RequestForm, context: ScenarioContext): string | undefined {
  return typeof form.body === 'function' ? form.body(context) : form.body;
}

/** The scenario sent in its `versus.plain` form: what it is measured against. */
export function plainForm(scenario: Scenario): Scenario {
  const {
    headers: _headers,
    apiKey: _apiKey,
    customFields: _custom,
    trash: _trash,
    restricted: _restricted,
    versus,
    ...route
  } = scenario;
  return { ...route, ...versus?.plain };
}
