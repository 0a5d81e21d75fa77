import type { FastifyRequest } from 'fastify';
import type { User } from '../../tenancy/user.entity.js';
import type { VerifiedApiKey } from './api-key-verifier.js';
import type { VerifiedIdentity } from './token-verifier.js';
import type { Workspace } from '../../tenancy/workspace.entity.js';
import type { RequestOrigin } from '../http/request-origin.js';

/**
 * The rows a request works on: its workspace, read fresh on this request, and which of the
 * workspace's rows it sees. Free workspaces see their demo rows, premium workspaces their real
 * rows. Every service method that touches tenant data takes this as its first argument, so it
 * also carries who is asking (`origin`), which the changes it makes record in their events.
 */
export interface WorkspaceScope {
  readonly workspace: Workspace;
  readonly demo: boolean;
  readonly origin: RequestOrigin;
}

export type AuthenticatedUser = Pick<User, 'id' | 'email' | 'role' | 'workspace_id'>;

/**
 * The personal API key a request authenticated with (`X-Api-Key`): the request acts as the member
 * who made it, limited to its scopes. Unset on requests signed with a bearer token.
 */
export interface ApiKeyCaller {
  readonly id: string;
  readonly scopes: readonly string[];
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
}
