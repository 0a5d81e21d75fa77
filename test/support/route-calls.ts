import type { RouteInfo } from '../../src/core/guards/route-inventory.js';
import { call, type RequestOptions, type TestApp } from './test-app.js';

/** A concrete URL for an inventory path: every `{param}` becomes `id`. */
export function routeUrl(route: RouteInfo, id: string): string {
  return route.path.replace(/\{[^}]+\}/g, id);
}

/** `METHOD /path`, the name a failing assertion reports. */
export function routeName(route: RouteInfo): string {
  return `${route.method} ${route.path}`;
}

/** Calls a route from `listRoutes` with its path parameters set to `id`. */
export function callRoute(t: TestApp, route: RouteInfo, id: string, options: RequestOptions = {}) {
  return call(t, route.method as Parameters<typeof call>[1], routeUrl(route, id), options);
}
