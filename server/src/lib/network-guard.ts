import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound requests to addresses a customer names (webhooks): the host is resolved and every
 * address it has must be public, else the request is refused (SSRF). The caller then connects to
 * the checked address itself (pinned), so a second lookup answering differently (DNS rebinding)
 * cannot reach anything else.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of IPv4 addresses
  ['2001:db8::', 32], // documentation
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, ::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff(?::0{1,4})?:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^::(?:ffff(?::0{1,4})?:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return undefined;
}

/** Whether an IP address is private, loopback, link-local, unique-local, unspecified or multicast. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return PRIVATE.check(v4, 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return true;
}

export class RefusedAddress extends Error {
  constructor(
    readonly reason: 'scheme' | 'private' | 'unresolved',
    message: string,
  ) {
    super(message);
  }
}

export interface CheckedTarget {
  url: URL;
  /** The address to connect to (the first one the host resolved to, every one checked). */
  address: string;
  family: 4 | 6;
}

export interface GuardOptions {
  /** Staff allowed this target private addresses and plain http. */
  allowPrivate: boolean;
  /** The resolver (tests may name their own); dns.lookup with every address by default. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const defaultResolve = (host: string) => lookup(host, { all: true, verbatim: true });

/** Resolves and checks a URL; throws RefusedAddress when it may not be called. */
export async function checkTarget(raw: string, opts: GuardOptions): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedAddress('scheme', 'not a valid URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && opts.allowPrivate)) throw new RefusedAddress('scheme', 'only https addresses are allowed');
  if (url.username || url.password) throw new RefusedAddress('scheme', 'addresses with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(host);
    } catch {
      throw new RefusedAddress('unresolved', `the host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new RefusedAddress('unresolved', `the host ${host} has no address`);
  if (!opts.allowPrivate) {
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) throw new RefusedAddress('private', `the host ${host} resolves to a private address (${bad.address})`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
