import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (dns.lookup with `all`), as the sender would. */
export type ResolveAll = (host: string) => Promise<readonly string[]>;

const resolveAll: ResolveAll = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether an address is one a webhook may be sent to: ordinary public unicast only. Loopback,
 * private, link-local (with the cloud metadata address 169.254.169.254), unique-local (with
 * fd00:ec2::254), carrier-grade NAT, unspecified, multicast, broadcast and every reserved or
 * tunnelling range (which can embed a private IPv4) are refused; IPv4-mapped IPv6 addresses are
 * judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export const HTTPS_REQUIRED = 'url must use https';
export const NO_CREDENTIALS = 'url must not carry a user name or password';
export const UNRESOLVABLE = 'url host does not resolve';

/**
 * The cloud metadata addresses: refused even where private targets are allowed, as the sender's
 * connect-time filter refuses them (an endpoint there could never be delivered to).
 */
export const METADATA_ADDRESSES: readonly string[] = ['169.254.169.254', 'fd00:ec2::254'];

/**
 * The same as a resolver may write them (the IPv4 one mapped into IPv6 too): the sender's filter
 * compares an address it connects to with these as text.
 */
export const METADATA_ADDRESS_FORMS: readonly string[] = [
  ...METADATA_ADDRESSES,
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
];

function isMetadataAddress(address: string): boolean {
  return ipaddr.isValid(address) && METADATA_ADDRESSES.includes(ipaddr.process(address).toString());
}

/** The message for a host that resolves to an address webhooks are never sent to. */
export function privateAddressMessage(address: string): string {
  return `url resolves to ${address}, a loopback, private, link-local or otherwise non-public address`;
}

/** https, or plain http too where private targets are allowed (development and tests). */
export function schemeAllowed(url: URL, allowPrivate: boolean): boolean {
  return url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
}

/**
 * Why a webhook may not be sent to `url`, or null when it may. `allowPrivate`
 * (WEBHOOK_ALLOW_PRIVATE_URLS, for development and tests) accepts plain http and any address but
 * a cloud metadata one.
 * Every address the host resolves to must be public, so a name with one private record is
 * refused; the delivery checks again at connect time, against DNS rebinding.
 */
export async function webhookTargetProblem(
  url: string,
  options: { allowPrivate: boolean; resolve?: ResolveAll },
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute URL';
  }
  if (parsed.username !== '' || parsed.password !== '') return NO_CREDENTIALS;
  if (!schemeAllowed(parsed, options.allowPrivate)) return HTTPS_REQUIRED;
  // URL keeps an IPv6 literal in brackets.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (options.allowPrivate) {
    // Names are left to the sender's connect-time check; a literal metadata address is refused.
    return isMetadataAddress(host) ? privateAddressMessage(host) : null;
  }
  let addresses: readonly string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? resolveAll)(host);
    } catch {
      return UNRESOLVABLE;
    }
    if (addresses.length === 0) return UNRESOLVABLE;
  }
  const refused = addresses.find((a) => !isPublicAddress(a));
  return refused === undefined ? null : privateAddressMessage(refused);
}
