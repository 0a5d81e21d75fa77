import { isIP } from 'node:net';

/** Fastify's `trustProxy`: which proxy addresses to trust, or a rule over (address, hop). */
export type TrustProxy = string[] | ((address: string, hop: number) => boolean);

// proxy-addr's names for the usual private ranges, accepted next to addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY` as Fastify takes it: comma-separated proxy addresses, CIDRs or proxy-addr names,
 * or a hop count (`1` behind one balancer). Unset (or 0) trusts no proxy: `X-Forwarded-For` is
 * ignored and the client address is the connection's. Fastify 5 refuses a bare number, since a
 * client that reaches an instance directly can then forge its address; a count is still offered
 * for instances only the balancer can reach, as a rule over the hop alone.
 */
export function trustProxyOption(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? undefined : (_address, hop) => hop < hops;
  }
  return text.split(',').map((entry) => entry.trim());
}

/** Why `value` is not a valid `TRUST_PROXY`, or undefined when it is. */
export function trustProxyProblem(value: string | undefined): string | undefined {
  const option = trustProxyOption(value);
  if (!Array.isArray(option)) return undefined;
  const bad = option.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return undefined;
  return `TRUST_PROXY: expected a hop count or comma-separated proxy addresses/CIDRs (e.g. 1, or 10.0.0.0/8,127.0.0.1); ${bad.map((entry) => JSON.stringify(entry)).join(', ')} is neither`;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
