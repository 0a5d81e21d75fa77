import type { FastifyRequest } from 'fastify';
import type {
  AuthenticatedUser,
  ResolvedIdentity,
  VerifiedIdentity,
} from '../../tenancy/identity.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import type { Visibility } from '../../database/visibility.js';
import { type Actor, type RequestOrigin, SYSTEM_ORIGIN } from './request-origin.js';

/** Declared with the identity lookup; features read it here with the rest of the request's context. */
export type { AuthenticatedUser };

/**
 * The rows a request works on: its workspace, read fresh on this request, and which of the
 * workspace's rows it sees. Free workspaces see their demo rows, premium workspaces their real
 * rows. Every service method that touches tenant data takes this as its first argument, so it
 * also carries who is asking (`origin`), which the changes it makes record in their events, and
 * which contacts they see (`visibility`, absent when every one: src/database/visibility.ts).
 */
export interface WorkspaceScope {
  readonly workspace: Workspace;
  readonly demo: boolean;
  readonly origin: RequestOrigin;
  readonly visibility?: Visibility;
}

/**
 * The personal API key a request authenticated with (`X-Api-Key`): the request acts as the member
 * who made it, limited to its scopes. Unset on requests signed with a bearer token.
 */
export interface ApiKeyCaller {
  readonly id: string;
  readonly scopes: readonly string[];
}

/** The key a request authenticated with and who it acts as. */
export interface VerifiedApiKey extends ResolvedIdentity {
  apiKey: ApiKeyCaller;
}

export interface CrmRequest extends FastifyRequest {
  /** The bearer token's verification, settled once per request (TokenVerifier.verifyRequest). */
  identity?: Promise<VerifiedIdentity> | null;
  /** The `X-Api-Key` verification, settled once per request (ApiKeyVerifier.verifyRequest). */
  apiKeyVerification?: Promise<VerifiedApiKey> | null;
  user?: AuthenticatedUser;
  apiKey?: ApiKeyCaller;
  workspace?: Workspace;
  scope?: WorkspaceScope;
  /** The `?ticket=` that authenticated an event stream, spent only when the stream opens. */
  streamTicket?: string;
}

/** The origin of a request, once the guards have settled its caller. */
export function originOf(request: CrmRequest): RequestOrigin {
  const actor: Actor = request.apiKey
    ? { type: 'api_key', user_id: request.user?.id ?? null, api_key_id: request.apiKey.id }
    : request.user
      ? { type: 'user', user_id: request.user.id, api_key_id: null }
      : SYSTEM_ORIGIN.actor;
  return { request_id: request.id, actor };
}
