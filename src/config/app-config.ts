import { Environment } from './environment.js';

export type AuthMode = 'development' | 'identity_provider';

/** Typed, derived view of the validated environment. Injected wherever configuration is needed. */
export class AppConfig {
  readonly authMode: AuthMode;
  readonly ownerEmails: ReadonlySet<string>;
  readonly corsOrigins: readonly string[];
  readonly paymentsEnabled: boolean;

  constructor(readonly env: Environment) {
    this.authMode =
      env.AUTH_JWT_SECRET && env.AUTH_PROVIDER_URL ? 'identity_provider' : 'development';
    this.ownerEmails = new Set(splitList(env.OWNER_EMAILS).map((e) => e.toLowerCase()));
    this.corsOrigins = splitList(env.CORS_ORIGINS);
    this.paymentsEnabled = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID);
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
