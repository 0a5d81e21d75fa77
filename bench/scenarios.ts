import { SEARCH_TERM } from './dataset.js';

export interface ScenarioContext {
  /** Contacts of the large workspace that the write scenarios address, spread over the set. */
  contactIds: string[];
  /** One personal API key (`contacts:read`, `contacts:write`) per member, made before the probe. */
  apiKeys: string[];
}

/** How a scenario's requests differ from the plain form of the same route. */
export interface RequestForm {
  /** More headers of every request; `{n}` becomes the run's tag and the request's number. */
  headers?: Record<string, string>;
  /** Sent with the members' API keys (`X-Api-Key`) instead of their bearer tokens. */
  apiKey?: true;
}

export interface Scenario extends RequestForm {
  name: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  paths: (context: ScenarioContext) => string[];
  /** JSON body; `{n}` becomes the request's sequence number. */
  body?: string;
  /**
   * Measured against the same route with no webhook endpoint, instead of against the baseline:
   * the large workspace has one active endpoint subscribed to every event during its runs, so the
   * ratio is what the outbox costs a write.
   */
  webhookSubscriber?: true;
  /**
   * Measured against the service itself answering the route's `plain` form, instead of against
   * the baseline: the ratio is what this form of the request costs.
   */
  versus?: { reference: string; min_ratio: number; plain: RequestForm };
}

/** Every scenario, all as members of the large premium workspace; reads first, writes last. */
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
  {
    name: 'POST /contacts',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: '{"first_name":"Bench {n}","last_name":"Load","company":"Bench Labs"}',
  },
  {
    name: 'POST /contacts, Idempotency-Key',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: '{"first_name":"Bench {n}","last_name":"Load","company":"Bench Labs"}',
    headers: { 'idempotency-key': 'bench-{n}' },
    versus: { reference: 'the same route without the header', min_ratio: 0.75, plain: {} },
  },
  {
    name: 'POST /contacts, one webhook endpoint',
    kind: 'write',
    method: 'POST',
    paths: () => ['/contacts'],
    body: '{"first_name":"Bench {n}","last_name":"Load","company":"Bench Labs"}',
    webhookSubscriber: true,
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
