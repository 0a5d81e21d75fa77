import { SetMetadata } from '@nestjs/common';
import { API_KEY_SCOPE, type ApiKeyScopeDeclaration } from '../auth/api-key-scopes.js';

/**
 * Which personal API keys may call these routes. On a controller, a family:
 * `@ApiKeyScope('contacts')` makes reads need `contacts:read` and writes `contacts:write`; on a
 * handler it overrides the controller's (`'contacts:read'`, `'any'`, or `null` to refuse keys).
 * A route under no `@ApiKeyScope()` refuses keys (403), so billing, admin and key management
 * stay reachable only with a signed-in bearer token.
 */
export const ApiKeyScope = (scope: ApiKeyScopeDeclaration) => SetMetadata(API_KEY_SCOPE, scope);
