import {
  API_KEY_SCOPES,
  NO_API_KEYS_DETAIL,
  requiredScopes,
  type RouteApiKeyScope,
  scopeRequiredDetail,
} from './api-key-scopes.js';
import { ForbiddenProblem } from '../http/problem.js';
import { problemExample } from '../http/problem-details.filter.js';
import { BOTH_CREDENTIALS_DETAIL, BothCredentialsProblem } from './api-key-verifier.js';
import { STREAM_TICKET_TTL_SECONDS, TICKET_WITH_HEADER_DETAIL } from './stream-tickets.js';

const API_KEY_SCHEME = {
  type: 'apiKey' as const,
  in: 'header' as const,
  name: 'X-Api-Key',
  description:
    'A personal API key for server-to-server calls, made with `POST /api-keys` and shown once: ' +
    '`crm_<prefix>_<secret>` (8 and 50 characters of `0-9a-z`). It acts as the member who made ' +
    "it, with that member's current role, limited to its scopes: " +
    `${API_KEY_SCOPES.map((s) => `\`${s}\``).join(', ')} (reads need \`<family>:read\`, ` +
    'other methods `<family>:write`; `activities` covers interactions, follow-ups and the ' +
    'agenda; `settings` covers settings, routing, team and groups; a read that shows records ' +
    "of several families, such as a contact's timeline or the agenda, needs each one). " +
    `Never together with \`Authorization\` (400 \`${BOTH_CREDENTIALS_DETAIL}\`). An unknown, ` +
    'malformed, revoked or expired key is 401; a route outside its scopes 403; billing, admin ' +
    `and key management refuse keys (403 \`${NO_API_KEYS_DETAIL}\`). Each key has its own rate-limit budget.`,
};

/** The `apiKey` security scheme, declared beside the bearer token. */
export const API_KEY_SECURITY_SCHEME = API_KEY_SCHEME;

/** The name of the ticket's security scheme (`STREAM_TICKET_SCHEME`). */
export const STREAM_TICKET = 'streamTicket';

/**
 * The `?ticket=` an event stream (`@EventStream()`) takes in place of a credential header, as a
 * security scheme, so an explorer or a generated client knows it authenticates.
 */
export const STREAM_TICKET_SCHEME = {
  type: 'apiKey' as const,
  in: 'query' as const,
  name: 'ticket',
  description:
    "For a client that cannot send a credential header (a browser's EventSource): a ticket " +
    `from \`POST /events/tickets\`, single use, valid ${STREAM_TICKET_TTL_SECONDS} seconds, ` +
    'standing for the member who asked for it (and the API key they asked with). Never ' +
    `together with a credential header (400 \`${TICKET_WITH_HEADER_DETAIL}\`).`,
};

/**
 * On an operation a key may call, offers the `apiKey` scheme beside the bearer token and states
 * the scope it needs (`x-required-scope`: the scope, or the list of scopes all needed; and a
 * sentence in the description), with the answers a key can get there. Operations keys cannot
 * call keep the bearer token alone, and document the 403 a key gets there.
 */
export function documentApiKeyAccess(
  operation: Record<string, unknown>,
  route: { apiKeyScope: RouteApiKeyScope; isPublic: boolean },
): void {
  const scope = route.apiKeyScope;
  if (!scope) {
    if (!route.isPublic) addRefusal(operation, 'An API key', NO_API_KEYS_DETAIL);
    return;
  }
  operation.security = [{ bearer: [] }, { apiKey: [] }];
  operation['x-required-scope'] = scope;
  const scopes = requiredScopes(scope);
  const named = scopes.map((s) => `\`${s}\``);
  const sentence =
    scope === 'any'
      ? 'API keys: any valid key may call this.'
      : scopes.length === 1
        ? `API keys: needs scope ${named[0]}.`
        : `API keys: needs scopes ${named.slice(0, -1).join(', ')} and ${named.at(-1)}.`;
  const description = typeof operation.description === 'string' ? operation.description : '';
  operation.description = description ? `${description} ${sentence}` : sentence;
  if (scopes.length > 0) {
    addRefusal(
      operation,
      `An API key without scope ${named.join(' or without ')} (the detail names the first missing)`,
      scopeRequiredDetail(scopes[0]),
      scopes.map(scopeRequiredDetail).join(' or '),
    );
  }
  addKeyAuthentication(operation);
}

/** A key-callable route's 401 covers keys too, and both credentials at once is 400. */
function addKeyAuthentication(operation: Record<string, unknown>): void {
  const responses = (operation.responses ?? {}) as Record<string, Record<string, unknown>>;
  const unauthorized = responses['401'];
  if (unauthorized) {
    responses['401'] = {
      ...unauthorized,
      description: `${String(unauthorized.description)}, or an unknown, revoked or expired API key`,
    };
  }
  const badRequest = responses['400'];
  if (badRequest) {
    responses['400'] = {
      ...badRequest,
      description: `${String(badRequest.description)}; or both \`Authorization\` and \`X-Api-Key\` sent`,
    };
    return;
  }
  responses['400'] = {
    description: 'Both `Authorization` and `X-Api-Key` sent',
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: problemExample(new BothCredentialsProblem()),
      },
    },
  };
  operation.responses = responses;
}

/**
 * The 403 a key gets (`description` when the route has no other 403; `detail`, or `details`
 * when there are several), beside any role refusal the route documents.
 */
function addRefusal(
  operation: Record<string, unknown>,
  description: string,
  detail: string,
  details = detail,
): void {
  const responses = (operation.responses ?? {}) as Record<string, Record<string, unknown>>;
  const existing = responses['403'];
  responses['403'] = existing
    ? {
        ...existing,
        description: `${String(existing.description)}; or, with an API key: ${details}`,
      }
    : {
        description,
        content: {
          'application/problem+json': {
            schema: { $ref: '#/components/schemas/Problem' },
            example: problemExample(new ForbiddenProblem(detail)),
          },
        },
      };
  operation.responses = responses;
}
