import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/**
 * The Stripe SDK, loaded on first use and then shared: a server without payments configured
 * never pays for loading it at boot.
 */
export function loadStripe(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}
