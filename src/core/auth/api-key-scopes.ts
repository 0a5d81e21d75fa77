import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import type { Reflector } from '@nestjs/core';
import { READ_ONLY } from '../decorators/route-policy.decorators.js';

/** What a personal API key may be granted. `activities` covers interactions, follow-ups and the agenda. */
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
 * `<family>:read`, any other method `<family>:write`), one exact scope, `any` (any valid key, as
 * for `/me`), or `null` (keys refused, as on a route that declares nothing).
 */
export type ApiKeyScopeDeclaration = ApiKeyScopeFamily | ApiKeyScopeName | 'any' | null;

/** The scope a key needs on a route: one scope, `any` key, or null when keys cannot call it. */
export type RouteApiKeyScope = ApiKeyScopeName | 'any' | null;

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

/** Whether a key with `granted` may call a route that needs `required`. */
export function scopeGranted(granted: readonly string[], required: RouteApiKeyScope): boolean {
  return required === 'any' || (required !== null && granted.includes(required));
}

export const NO_API_KEYS_DETAIL = 'API keys cannot call this route; sign in';

export function scopeRequiredDetail(scope: string): string {
  return `Scope '${scope}' required`;
}
