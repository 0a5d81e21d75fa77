import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import type { Reflector } from '@nestjs/core';
import { READ_ONLY } from '../decorators/route-policy.decorators.js';

/**
 * What a personal API key may be granted. `activities` covers interactions, follow-ups and the
 * agenda (which needs `contacts:read` too: it shows the contacts' names).
 */
export const API_KEY_SCOPES = [
  'contacts:read',
  'contacts:write',
  'activities:read',
  'activities:write',
  'sequences:read',
  'sequences:write',
  'reports:read',
  'settings:read',
  'settings:write',
  'webhooks:manage',
  'events:read',
] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_FAMILIES = [
  'contacts',
  'activities',
  'sequences',
  'reports',
  'settings',
] as const;
export type ApiKeyScopeFamily = (typeof API_KEY_SCOPE_FAMILIES)[number];

/**
 * What a controller or handler declares with `@ApiKeyScope()`: a family (reads need
 * `<family>:read`, any other method `<family>:write`), one exact scope, several exact scopes all
 * needed (a read that shows records of several families), `any` (any valid key, as for `/me`),
 * or `null` (keys refused, as on a route that declares nothing).
 */
export type ApiKeyScopeDeclaration =
  ApiKeyScopeFamily | ApiKeyScopeName | readonly ApiKeyScopeName[] | 'any' | null;

/**
 * The scope a key needs on a route: one scope, several (every one needed), `any` key, or null
 * when keys cannot call it.
 */
export type RouteApiKeyScope = ApiKeyScopeName | readonly ApiKeyScopeName[] | 'any' | null;

export const API_KEY_SCOPE = 'policy:api-key-scope';

/** A controller class or handler method, as the reflector takes them. */
type DecoratedTarget = Parameters<Reflector['getAllAndOverride']>[1][number];

const READ_METHODS = new Set<RequestMethod>([
  RequestMethod.GET,
  RequestMethod.HEAD,
  RequestMethod.OPTIONS,
]);

export function isApiKeyScope(value: unknown): value is ApiKeyScopeName {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/**
 * The scope a key needs to call `handler` of `controller`, from the nearest `@ApiKeyScope()`.
 * Deny by default: a route that declares none is closed to keys. A family whose write scope does
 * not exist (a write under `reports`) is a defect of the declaration, thrown as such.
 */
export function routeApiKeyScope(
  reflector: Reflector,
  handler: DecoratedTarget,
  controller: DecoratedTarget,
): RouteApiKeyScope {
  const declared = reflector.getAllAndOverride<ApiKeyScopeDeclaration | undefined>(API_KEY_SCOPE, [
    handler,
    controller,
  ]);
  if (declared === undefined || declared === null || declared === 'any') return declared ?? null;
  if (typeof declared !== 'string') {
    const scopes = declared as readonly unknown[];
    if (scopes.length === 0 || !scopes.every(isApiKeyScope)) {
      throw new Error(`${controller.name}.${handler.name} declares scopes ${scopes.join(', ')}`);
    }
    return scopes.length === 1 ? scopes[0] : scopes;
  }
  if (isApiKeyScope(declared)) return declared;
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  const reads =
    (method !== undefined && READ_METHODS.has(method)) ||
    (reflector.getAllAndOverride<boolean>(READ_ONLY, [handler, controller]) ?? false);
  const scope = `${declared}:${reads ? 'read' : 'write'}`;
  if (!isApiKeyScope(scope)) {
    const name = `${controller.name}.${handler.name}`;
    throw new Error(`${name} declares scope family ${declared}: no ${scope}`);
  }
  return scope;
}

/** The scopes a route needs, each one (none for `any` or a route keys cannot call). */
export function requiredScopes(required: RouteApiKeyScope): readonly ApiKeyScopeName[] {
  if (required === null || required === 'any') return [];
  return typeof required === 'string' ? [required] : required;
}

/** Whether a key with `granted` may call a route that needs `required`. */
export function scopeGranted(granted: readonly string[], required: RouteApiKeyScope): boolean {
  if (required === null) return false;
  return requiredScopes(required).every((scope) => granted.includes(scope));
}

/** The first scope a route needs that a key with `granted` lacks; null when it lacks none. */
export function missingScope(
  granted: readonly string[],
  required: RouteApiKeyScope,
): ApiKeyScopeName | null {
  return requiredScopes(required).find((scope) => !granted.includes(scope)) ?? null;
}

export const NO_API_KEYS_DETAIL = 'API keys cannot call this route; sign in';

export function scopeRequiredDetail(scope: string): string {
  return `Scope '${scope}' required`;
}
