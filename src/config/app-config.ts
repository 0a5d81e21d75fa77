import { Environment } from './environment.js';

export type AuthMode = 'development' | 'identity_provider';

/**
 * The grace when SHUTDOWN_GRACE_MS is unset in production: longer than a balancer's usual readiness
 * probe interval (1-5 s), short enough that the grace plus a typical in-flight finish stays within
 * Docker's default 10 s between SIGTERM and SIGKILL. Elsewhere no grace: Ctrl-C stops at once.
 */
export const PRODUCTION_SHUTDOWN_GRACE_MS = 5_000;

/** Typed, derived view of the validated environment. Injected wherever configuration is needed. */
export class AppConfig {
  readonly authMode: AuthMode;
  readonly ownerEmails: ReadonlySet<string>;
  readonly corsOrigins: readonly string[];
  readonly paymentsEnabled: boolean;
  readonly shutdownGraceMs: number;

  constructor(readonly env: Environment) {
    this.authMode =
      env.AUTH_JWT_SECRET && env.AUTH_PROVIDER_URL ? 'identity_provider' : 'development';
    this.ownerEmails = new Set(splitList(env.OWNER_EMAILS).map((e) => e.toLowerCase()));
    this.corsOrigins = splitList(env.CORS_ORIGINS);
    this.paymentsEnabled = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID);
    this.shutdownGraceMs =
      env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? PRODUCTION_SHUTDOWN_GRACE_MS : 0);
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
