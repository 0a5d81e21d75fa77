import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './pipeline-crm.js';

export type { components, operations, paths } from './pipeline-crm.js';

/**
 * Who the client calls as: a bearer token (a JWT from the identity provider, or `dev:<email>`
 * while the service runs in development auth mode), or an API key.
 */
export type Credentials = { token: string } | { apiKey: string };

export type PipelineCrmClient = Client<paths>;

/**
 * A typed client of the Pipeline CRM API: `crm.GET('/me')`, `crm.POST('/contacts', { body })`.
 * Paths, parameters, bodies and responses are checked against the API's OpenAPI document.
 */
export function createPipelineCrmClient(
  baseUrl: string,
  credentials: Credentials,
  options: Omit<ClientOptions, 'baseUrl' | 'headers'> = {},
): PipelineCrmClient {
  const headers: Record<string, string> =
    'token' in credentials
      ? { Authorization: `Bearer ${credentials.token}` }
      : { 'X-Api-Key': credentials.apiKey };
  return createClient<paths>({ ...options, baseUrl, headers });
}
