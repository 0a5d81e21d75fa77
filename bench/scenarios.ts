import { SEARCH_TERM } from './dataset.js';

export interface ScenarioContext {
  /** Contacts of the large workspace that the write scenarios address, spread over the set. */
  contactIds: string[];
}

export interface Scenario {
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
