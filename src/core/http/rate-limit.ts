import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Environment } from '../../config/environment.js';
import { ApiKeyVerifier, sendsApiKey } from '../auth/api-key-verifier.js';
import { TokenVerifier } from '../auth/token-verifier.js';
import { Problem } from './problem.js';

const WINDOW_MS = 60_000;
const HOUR_MS = 3_600_000;
const REDIS_KEY_PREFIX = 'pipeline-crm:rate-limit:';
// A Redis that is down fails a command at once (no offline queue); one that hangs costs a
// request at most this long. Either way the request is served unlimited (fail open).
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

const logger = new Logger('RateLimit');

/**
 * Health and readiness probes and the signed payment webhooks (retried by the provider) are
 * never limited. By route path, so a query string (`/health?probe=1`) changes nothing.
 */
export function isRateLimitedPath(path: string | undefined): boolean {
  if (path === undefined) return true;
  return !(path === '/health' || path.startsWith('/health/') || path.startsWith('/webhooks/'));
}

/** A caller past a limit: retry after `retryAfterSeconds`, when given (the header). */
export class RateLimitedProblem extends Problem {
  constructor(detail: string, retryAfterSeconds?: number) {
    super(429, detail, 'rate_limited', retryAfterSeconds ? { retry_after: retryAfterSeconds } : {});
  }
}

export function rateLimitedDetail(max: number, retryAfterSeconds: number): string {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return `Too many requests: the limit is ${max} a minute; retry after ${retryAfterSeconds} ${unit}`;
}

/**
 * `RATE_LIMIT_PER_MINUTE` requests a minute per caller, answered with the RateLimit-* headers
 * and, past it, 429 with Retry-After. With `REDIS_URL` every instance counts in one Redis;
 * without it each instance counts in memory, which only suits a single instance.
 */
export async function installRateLimit(
  app: NestFastifyApplication,
  env: Environment,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Declared up front, so requests keep one shape whether or not the limiter fills it in.
  fastify.decorateRequest('identity', null);
  fastify.decorateRequest('apiKeyVerification', null);
  if (env.RATE_LIMIT_PER_MINUTE <= 0 && env.WORKSPACES_PER_ADDRESS_PER_HOUR <= 0) return;

  const verifiers = { token: app.get(TokenVerifier), apiKey: app.get(ApiKeyVerifier) };
  const store = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  if (store) {
    fastify.addHook('onClose', (_instance, done) => {
      store.close();
      done();
    });
  }

  await app.register(rateLimit, {
    // With RATE_LIMIT_PER_MINUTE at 0 it limits no route, and serves the provisioning limit below.
    global: env.RATE_LIMIT_PER_MINUTE > 0,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    enableDraftSpec: true,
    ...(store ? { redis: store.redis, nameSpace: REDIS_KEY_PREFIX, skipOnError: true } : {}),
    keyGenerator: (request) => callerKey(request, verifiers),
    allowList: (request) => !isRateLimitedPath(request.routeOptions.url),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new RateLimitedProblem(rateLimitedDetail(context.max, seconds));
    },
  });
  if (env.RATE_LIMIT_PER_MINUTE > 0) limitUnroutedRequests(fastify);
  if (env.WORKSPACES_PER_ADDRESS_PER_HOUR > 0) {
    app.get(ProvisioningLimit).use(
      fastify.createRateLimit({
        max: env.WORKSPACES_PER_ADDRESS_PER_HOUR,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `ip:${normalizeIP(request.ip)}`,
      }),
    );
  }
}

/**
 * The plugin hooks the routes; a path no route has (404) and a method its path does not take
 * (405) reach the not-found handler, which is none. They count against the same budget, with the
 * same headers: probing unknown paths was unlimited.
 */
function limitUnroutedRequests(fastify: FastifyInstance): void {
  const limit = fastify.rateLimit();
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) {
      done();
      return;
    }
    limit.call(fastify, request, reply).then(() => done(), done);
  });
}

export function provisioningLimitedDetail(max: number, retryAfterSeconds: number): string {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return (
    `Too many new workspaces from this address: the limit is ${max} an hour; ` +
    `retry after ${retryAfterSeconds} ${unit}`
  );
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * `WORKSPACES_PER_ADDRESS_PER_HOUR`: the workspaces first sign-ins may create from one client
 * address, counted by the rate limit's plugin in its store (Redis when `REDIS_URL` is set, where
 * the plugin prefixes a limiter of its own with `undefinedundefined-`, not a route's method and
 * path). Asked by the first sign-in just before it creates a workspace, so a returning user, an
 * invitee, or a second request of the same new identity spends nothing.
 */
@Injectable()
export class ProvisioningLimit {
  private limiter?: Limiter;

  use(limiter: Limiter): void {
    this.limiter = limiter;
  }

  /** Counts one new workspace against the request's address; 429 past the limit. */
  async spend(request: FastifyRequest): Promise<void> {
    if (!this.limiter) return;
    const verdict = await this.limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, verdict.ttlInSeconds);
    throw new RateLimitedProblem(provisioningLimitedDetail(verdict.max, seconds), seconds);
  }
}

/**
 * The budget a request spends: its verified API key's (each key has its own), or its verified
 * user's however the token is spelt, else (no credential, a refused one, or both at once, which
 * the guard refuses) its client address, as `TRUST_PROXY` determines it. The e-mail is hashed:
 * the shared store holds no personal data.
 */
async function callerKey(
  request: FastifyRequest,
  verifiers: { token: TokenVerifier; apiKey: ApiKeyVerifier },
): Promise<string> {
  // Skips the credential check on routes the allow-list lets through anyway.
  if (!isRateLimitedPath(request.routeOptions.url)) return 'unlimited';
  const hasToken = request.headers.authorization !== undefined;
  if (sendsApiKey(request) && !hasToken) {
    try {
      const { apiKey } = await verifiers.apiKey.verifyRequest(request);
      return `k:${apiKey.id}`;
    } catch {
      // Refused: counted by address, as a refused token is.
    }
  } else if (hasToken && !sendsApiKey(request)) {
    try {
      const { email } = await verifiers.token.verifyRequest(request);
      return `u:${createHash('sha256').update(email).digest('base64url')}`;
    } catch {
      // Refused: the guard answers 401 from the same verdict; the address pays for the attempt.
    }
  }
  return `ip:${normalizeIP(request.ip)}`;
}

/**
 * A client that never queues or waits for Redis: while it is unreachable, commands fail at once
 * and the limiter lets requests through (logged when it goes and when it comes back, not per
 * request); it reconnects in the background and limiting resumes.
 */
async function connectRedis(url: string): Promise<{ redis: Redis; close(): void }> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    // The counters need no goodbye; and on a connection already lost, ioredis would hold the
    // process open this long (2 s by default) after close.
    disconnectTimeout: 100,
  });
  const where = redactedUrl(url);
  let reachable = true;
  let closing = false;
  const lost = (reason: string) => {
    if (!reachable || closing) return;
    reachable = false;
    logger.warn(
      `Redis at ${where} unreachable (${reason}): requests are not rate limited until it answers`,
    );
  };
  // Every failed reconnection repeats these events; only the first of an outage is logged.
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    logger.log(`Redis at ${where} answers again: rate limits apply`);
  });
  // Waits for the first connection, so an instance counts from its first request; a Redis that
  // is down does not stop the service from starting.
  await redis.connect().catch(() => undefined);
  return {
    redis,
    close: () => {
      closing = true;
      redis.disconnect();
    },
  };
}

function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
