import type { Environment } from '../../config/environment.js';
import type { RouteInfo } from '../guards/route-inventory.js';
import { problemExample } from './problem-details.filter.js';
import {
  isRateLimitedPath,
  provisioningLimitedDetail,
  RateLimitedProblem,
  rateLimitedDetail,
} from './rate-limit.js';

type Json = Record<string, unknown>;

const INTEGER = { type: 'integer', minimum: 0 };

/** The caller's budget, on every answer of a limited route while the per-minute limit is on. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: "The caller's requests a minute", schema: INTEGER },
  'RateLimit-Remaining': { description: 'Requests left in this minute', schema: INTEGER },
  'RateLimit-Reset': { description: 'Seconds until the minute is over', schema: INTEGER },
};

/** The limits the service runs with: the document describes the answers they can give. */
export type RateLimits = Pick<
  Environment,
  'RATE_LIMIT_PER_MINUTE' | 'WORKSPACES_PER_ADDRESS_PER_HOUR'
>;

/** Whether the answers of `path` carry the caller's budget (the RateLimit-* headers). */
export function carriesBudget(limits: RateLimits, path: string): boolean {
  return limits.RATE_LIMIT_PER_MINUTE > 0 && isRateLimitedPath(path);
}

/**
 * The route's 429, from each limit that can refuse a request of it: the requests a minute on
 * every limited path, and the new workspaces an address may create on every signed route (the
 * first request of a new identity provisions it, whatever the route it calls). Undefined where
 * neither can.
 */
export function tooManyRequests(
  route: Pick<RouteInfo, 'path' | 'isPublic'>,
  limits: RateLimits,
): Json | undefined {
  const perMinute = carriesBudget(limits, route.path);
  const provisioning = limits.WORKSPACES_PER_ADDRESS_PER_HOUR > 0 && !route.isPublic;
  if (!perMinute && !provisioning) return undefined;
  const causes = [
    ...(perMinute
      ? [
          `More than ${limits.RATE_LIMIT_PER_MINUTE} requests in a minute from this caller ` +
            '(its user, or its address without a valid token)',
        ]
      : []),
    ...(provisioning
      ? [
          "A new identity's first request that would create a workspace past " +
            `${limits.WORKSPACES_PER_ADDRESS_PER_HOUR} new workspaces an hour from its address ` +
            '(joining on an invite creates none)',
        ]
      : []),
  ];
  const detail = perMinute
    ? rateLimitedDetail(limits.RATE_LIMIT_PER_MINUTE, 42)
    : provisioningLimitedDetail(limits.WORKSPACES_PER_ADDRESS_PER_HOUR, 1260);
  return {
    description: causes.join('; or: '),
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/Problem' },
        example: problemExample(new RateLimitedProblem(detail)),
      },
    },
    headers: Object.fromEntries(
      [...(perMinute ? Object.keys(RATE_LIMIT_HEADERS) : []), 'Retry-After'].map((name) => [
        name,
        { $ref: `#/components/headers/${name}` },
      ]),
    ),
  };
}
