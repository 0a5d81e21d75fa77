import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { routeApiKeyScope, type RouteApiKeyScope } from '../auth/api-key-scopes.js';
import {
  ALLOW_ON_FREE_WORKSPACE,
  EVENT_STREAM,
  IS_PUBLIC,
  READ_ONLY,
  REQUIRED_ROLE,
  type RequiredRole,
} from '../decorators/route-policy.decorators.js';
import { isReadMethod, requiresPremium } from './premium-policy.js';
import { readFilterParams } from '../http/filter-params.decorator.js';
import { ID_PARAMS, type IdParamInfo } from '../http/id-param.decorator.js';

export interface RouteInfo {
  method: string;
  /** OpenAPI-style path: `/contacts/{id}/stage`. */
  path: string;
  /** The camelCase `operationId` of the route's `@ApiOperation`: its name in the OpenAPI document. */
  operationId: string;
  isPublic: boolean;
  allowOnFreeWorkspace: boolean;
  /** A route that changes nothing: a read method, or a POST marked @ReadOnly(). */
  readOnly: boolean;
  requiredRole: RequiredRole | null;
  premium: boolean;
  /**
   * The scope a personal API key needs on the route (`any`: any key), or null when keys cannot
   * call it (public routes, and every route that declares no `@ApiKeyScope()`).
   */
  apiKeyScope: RouteApiKeyScope;
  /** The path parameters taken with `@IdParam`: UUIDs, an unknown one is 404 `<what> not found`. */
  idParams: readonly IdParamInfo[];
  /** An event stream (`@EventStream()`): its answer never ends while the caller reads it. */
  stream: boolean;
  /**
   * Whether the handler reads a request body (`@Body()`, the raw request, or a multipart
   * upload). A route that reads none refuses one (unreadInput, 422): its fields would be ignored.
   */
  readsBody: boolean;
  /** Whether the handler reads `filter[...]` (`@FilterParams()`); one that does not refuses them. */
  readsFilters: boolean;
}

const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;
/** Where `@ApiOperation` keeps its options (@nestjs/swagger's DECORATORS.API_OPERATION, not exported). */
const API_OPERATION = 'swagger/apiOperation';

/** A route and the controller method that serves it: what Nest hands guards as the handler. */
export interface RouteHandlerInfo extends RouteInfo {
  handler: (...args: never[]) => unknown;
}

/**
 * Every route the application registered, with the policies its decorators declare. The
 * OpenAPI document and the route audit test both read this, so neither can drift from the guards.
 */
export function listRoutes(app: INestApplication): RouteInfo[] {
  return scanRoutes(app.get(ModulesContainer), app.get(Reflector)).map(
    ({ handler: _, ...route }) => route,
  );
}

/**
 * The routes of the controllers in `modules`, each with its handler: read once, by the guards'
 * `RoutePolicies` at start-up and by `listRoutes`. Only the controllers' classes are read, so it
 * can run before their instances exist.
 */
export function scanRoutes(modules: ModulesContainer, reflector: Reflector): RouteHandlerInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteHandlerInfo[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const { metatype } = wrapper;
      if (typeof metatype !== 'function') continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const prototype = metatype.prototype as object;
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
        const readOnly =
          isReadMethod(method) ||
          (reflector.getAllAndOverride<boolean>(READ_ONLY, targets) ?? false);
        const path = joinPath(prefix, subPath);
        routes.push({
          method,
          path,
          operationId: operationIdOf(handler, `${method} ${path} (${metatype.name}.${name})`),
          isPublic,
          allowOnFreeWorkspace,
          readOnly,
          requiredRole: reflector.getAllAndOverride<RequiredRole>(REQUIRED_ROLE, targets) ?? null,
          premium: requiresPremium(method, { isPublic, allowOnFreeWorkspace, readOnly }),
          apiKeyScope: isPublic ? null : routeApiKeyScope(reflector, handler, metatype),
          idParams: (Reflect.getMetadata(ID_PARAMS, handler) as IdParamInfo[] | undefined) ?? [],
          stream: reflector.getAllAndOverride<boolean>(EVENT_STREAM, targets) ?? false,
          readsBody: readsBody(metatype, name, handler),
          readsFilters: readsFilters(metatype, name),
          handler,
        });
      }
    }
  }
  const seen = new Map<string, RouteInfo>();
  for (const route of routes) {
    const other = seen.get(route.operationId);
    if (other) {
      throw new Error(
        `operationId '${route.operationId}' names both ${other.method} ${other.path} and ${route.method} ${route.path}`,
      );
    }
    seen.set(route.operationId, route);
  }
  return routes;
}

/**
 * The operationId a route declares in `@ApiOperation`. Generated clients name their methods after
 * it, so a route without one (or with one that is not camelCase) stops the start-up here.
 */
function operationIdOf(handler: object, route: string): string {
  const operation = Reflect.getMetadata(API_OPERATION, handler) as
    { operationId?: unknown } | undefined;
  const id = operation?.operationId;
  if (typeof id !== 'string' || !OPERATION_ID.test(id)) {
    throw new Error(
      `${route} needs @ApiOperation({ operationId }) with a camelCase action name, such as 'listContacts'`,
    );
  }
  return id;
}

/** Parameters that hand a handler the body, or the request to read it from. */
const BODY_PARAMS = new Set<number>([
  RouteParamtypes.BODY,
  RouteParamtypes.RAW_BODY,
  RouteParamtypes.REQUEST,
]);

/** Whether `handler` (method `name` of `controller`) reads the request's body in any way. */
function readsBody(controller: object, name: string, handler: object): boolean {
  const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as
    { multipartBody?: boolean } | undefined;
  if (config?.multipartBody) return true;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
    string,
    unknown
  >;
  return Object.keys(args).some((key) => BODY_PARAMS.has(Number(key.split(':')[0])));
}

/** Whether method `name` of `controller` takes `@FilterParams()`. */
function readsFilters(controller: object, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
    string,
    { factory?: unknown }
  >;
  return Object.values(args).some((arg) => arg.factory === readFilterParams);
}

function joinPath(prefix: string, sub: string): string {
  const joined = `/${[prefix, sub]
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:([A-Za-z_]+)/g, '{$1}');
}
