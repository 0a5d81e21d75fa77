import type { Provider } from '@nestjs/common';
import type Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';
import { loadStripe } from './stripe-sdk.js';

/** The Stripe API client, or null while payments are disabled. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** A checkout click should not hang: a short timeout and one retry (requests carry idempotency keys). */
const STRIPE_TIMEOUT_MS = 8_000;
const STRIPE_MAX_NETWORK_RETRIES = 1;

/**
 * Created once per application from its own configuration, so applications with different
 * settings (the tests start several) never share a client.
 */
export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [AppConfig],
  useFactory: async (config: AppConfig): Promise<Stripe | null> => {
    const key = config.env.STRIPE_SECRET_KEY;
    if (!config.paymentsEnabled || !key) return null;
    const StripeSdk = await loadStripe();
    return new StripeSdk(key, {
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'pipeline-crm' },
      ...apiBaseOptions(config.env.STRIPE_API_BASE),
    });
  },
};

/** `STRIPE_API_BASE=http://127.0.0.1:12111` points the SDK at a local stand-in server. */
function apiBaseOptions(
  base: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
  };
}
