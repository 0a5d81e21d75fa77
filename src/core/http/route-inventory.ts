import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { routeApiKeyScope, type RouteApiKeyScope } from '../auth/api-key-scopes.js';
import {
  ALLOW_ON_FREE_WORKSPACE,
  IS_PUBLIC,
  REQUIRED_ROLE,
  type RequiredRole,
} from '../decorators/route-policy.decorators.js';
import { requiresPremium } from '../guards/premium-policy.js';

export interface RouteInfo {
  method: string;
  /** OpenAPI-style path: `/contacts/{id}/stage`. */
  path: string;
  operationId: string;
  isPublic: boolean;
  allowOnFreeWorkspace: boolean;
  requiredRole: RequiredRole | null;
  premium: boolean;
  /**
   * The scope a personal API key needs on the route (`any`: any key), or null when keys cannot
   * call it (public routes, and every route that declares no `@ApiKeyScope()`).
   */
  apiKeyScope: RouteApiKeyScope;
}

/**
 * Every route the application registered, with the policies its decorators declare. The
 * OpenAPI document and the route audit test both read this, so neither can drift from the guards.
 */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[name] as () => unknown;
        const methodCode = Reflect.getMetadata(METHOD_METADATA, handler) as
          RequestMethod | undefined;
        if (methodCode === undefined) continue;
        const subPath = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const targets = [handler, metatype];
        const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
        const allowOnFreeWorkspace =
          reflector.getAllAndOverride<boolean>(ALLOW_ON_FREE_WORKSPACE, targets) ?? false;
        const method = RequestMethod[methodCode];
        routes.push({
          method,
          path: joinPath(prefix, subPath),
          // The one `@ApiOperation()` names, else the generator's default, as the document has it.
          operationId:
            (Reflect.getMetadata(API_OPERATION_METADATA, handler) as { operationId?: string })
              ?.operationId ?? `${metatype.name}_${name}`,
          isPublic,
          allowOnFreeWorkspace,
          requiredRole: reflector.getAllAndOverride<RequiredRole>(REQUIRED_ROLE, targets) ?? null,
          premium: requiresPremium(method, { isPublic, allowOnFreeWorkspace }),
          apiKeyScope: isPublic ? null : routeApiKeyScope(reflector, handler, metatype),
        });
      }
    }
  }
  return routes;
}

/** Where `@ApiOperation()` keeps its options (@nestjs/swagger does not export the constant). */
const API_OPERATION_METADATA = 'swagger/apiOperation';

function joinPath(prefix: string, sub: string): string {
  const joined = `/${[prefix, sub]
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:([A-Za-z_]+)/g, '{$1}');
}
