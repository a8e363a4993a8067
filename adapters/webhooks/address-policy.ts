import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** How a host name resolves: every address (A and AAAA). Injected so tests answer what they need. */
export type Resolver = (hostname: string) => Promise<readonly { readonly address: string; readonly family: 4 | 6 }[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * IPv4 ranges that are not global unicast (IANA special-purpose registry): "this network", private,
 * shared (100.64/10), loopback, link-local (with the 169.254.169.254 metadata address), IETF protocol
 * assignments, documentation, relays, benchmarking, multicast, reserved and broadcast.
 */
const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6: only 2000::/3 is global unicast, which leaves out loopback, unspecified, IPv4-mapped,
 * NAT64 (64:ff9b::/96), discard, unique-local (fc00::/7, with the fd00:ec2::254 metadata address),
 * link-local and multicast. Within it these are not global: IETF protocol assignments (Teredo,
 * benchmarking…), documentation, and 6to4 (it embeds an IPv4 address of any kind).
 */
const V6_BLOCKED_IN_GLOBAL: readonly [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const blocked = new BlockList();
for (const [network, prefix] of V4_BLOCKED) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6_BLOCKED_IN_GLOBAL) blocked.addSubnet(network, prefix, 'ipv6');
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');

type AddressKind = 'global' | 'loopback' | 'other';

/** An IP address in one form: IPv4-mapped IPv6 (`::ffff:7f00:1`, `::ffff:127.0.0.1`) as the IPv4 address it stands for. */
function normaliseAddress(address: string): { readonly address: string; readonly family: 4 | 6 } | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 4) return { address: bare, family: 4 };
  if (family !== 6) return null;
  const expanded = new URL(`http://[${bare}]/`).hostname.slice(1, -1).toLowerCase();
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(expanded);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 4 };
  }
  return { address: expanded, family: 6 };
}

/** What an address is, for the rules: global unicast, loopback, or anything else (refused). */
function kindOf(address: string): AddressKind {
  const normal = normaliseAddress(address);
  if (!normal) return 'other';
  if (normal.family === 4) {
    if (normal.address.startsWith('127.')) return 'loopback';
    return blocked.check(normal.address, 'ipv4') ? 'other' : 'global';
  }
  if (normal.address === '::1') return 'loopback';
  return globalV6.check(normal.address, 'ipv6') && !blocked.check(normal.address, 'ipv6') ? 'global' : 'other';
}

export interface UrlRules {
  /** Development and test: `http` to `127.0.0.1`, `::1` or `localhost` (which must resolve to loopback only). */
  readonly allowLoopback: boolean;
  /** Staging and production: `https` only. */
  readonly requireHttps: boolean;
}

/** A URL judged fit to post to, with the address to connect to (checked: no second resolution). */
export type Target =
  { readonly ok: true; readonly url: URL; readonly address: string; readonly family: 4 | 6 } | { readonly ok: false; readonly problem: string };

const LOOPBACK_NAMES = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_URL_LENGTH = 2_048;

/**
 * DESIGN.md's endpoint rules, in every environment: an absolute http(s) URL without user information;
 * every address its host resolves to global unicast (IP literals normalised first), except loopback
 * names where `allowLoopback`. The answer names the rule broken, never an address it resolved to.
 */
export async function resolveTarget(text: string, rules: UrlRules, resolve: Resolver): Promise<Target> {
  if (text.length > MAX_URL_LENGTH) return refuse(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('must be an absolute http or https URL');
  if (rules.requireHttps && url.protocol !== 'https:') return refuse('must use https');
  if (url.username !== '' || url.password !== '') return refuse('must not contain user information');
  const loopbackName = LOOPBACK_NAMES.has(url.hostname);
  if (loopbackName && !rules.allowLoopback) return refuse('must not point to a loopback address');
  const literal = normaliseAddress(url.hostname);
  let addresses: readonly { address: string; family: 4 | 6 }[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = await resolve(url.hostname);
    } catch {
      return refuse('names a host that does not resolve');
    }
    if (addresses.length === 0) return refuse('names a host that does not resolve');
  }
  const wanted: AddressKind = loopbackName ? 'loopback' : 'global';
  for (const { address } of addresses) {
    if (kindOf(address) !== wanted) {
      return refuse(loopbackName ? 'must resolve to loopback addresses only' : 'must resolve only to public (global unicast) addresses');
    }
  }
  const chosen = normaliseAddress(addresses[0]!.address)!;
  return { ok: true, url, address: chosen.address, family: chosen.family };
}

function refuse(problem: string): Target {
  return { ok: false, problem };
}
