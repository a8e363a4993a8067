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

/**
 * Never reached, listed or not (DESIGN.md): link-local, with the cloud metadata addresses of every
 * provider (169.254.169.254, fd00:ec2::254, Alibaba's 100.100.100.200), and "this network".
 */
const NEVER: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['169.254.0.0', 16, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::254', 128, 'ipv6'],
];
const never = new BlockList();
for (const [network, prefix, type] of NEVER) never.addSubnet(network, prefix, type);

type AddressKind = 'global' | 'loopback' | 'never' | 'other';

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

/** What an address is, for the rules: global unicast, loopback, never reachable, or anything else (private and the like). */
function kindOf(normal: { readonly address: string; readonly family: 4 | 6 }): AddressKind {
  const type = normal.family === 4 ? 'ipv4' : 'ipv6';
  if (never.check(normal.address, type)) return 'never';
  if (normal.family === 4) {
    if (normal.address.startsWith('127.')) return 'loopback';
    return blocked.check(normal.address, 'ipv4') ? 'other' : 'global';
  }
  if (normal.address === '::1') return 'loopback';
  return globalV6.check(normal.address, 'ipv6') && !blocked.check(normal.address, 'ipv6') ? 'global' : 'other';
}

/** One entry of WEBHOOK_ALLOWED_NETWORKS: the endpoints of `owner` may reach addresses inside this network. */
export interface AllowedNetwork {
  readonly owner: string;
  readonly address: string;
  readonly prefix: number;
  readonly family: 4 | 6;
}

/** An owner as a key names one (DESIGN.md "Access"). */
const OWNER = /^[A-Za-z0-9._:@-]{1,64}$/;

/**
 * WEBHOOK_ALLOWED_NETWORKS: comma-separated `owner=CIDR` entries (`shop-eu=10.20.0.0/16`,
 * `back-office=fd12:3456::/48`). The list, or the first bad entry and why (a configuration error names it).
 */
export function parseAllowedNetworks(text: string): { readonly networks: AllowedNetwork[] } | { readonly problem: string } {
  const networks: AllowedNetwork[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const bad = (why: string) => ({ problem: `entry ${JSON.stringify(entry)} ${why}` });
    const match = /^([^=]+)=([^/]+)\/(\d{1,3})$/.exec(entry);
    if (!match) return bad('must be owner=address/prefix, e.g. shop-eu=10.20.0.0/16');
    const [, owner, address, prefixText] = match as unknown as [string, string, string, string];
    if (!OWNER.test(owner)) return bad('names no owner: 1 to 64 characters of letters, digits and . _ : @ -');
    const family = isIP(address);
    if (family === 0) return bad(`has no IP address before the prefix: ${JSON.stringify(address)}`);
    const prefix = Number(prefixText);
    if (prefix > (family === 4 ? 32 : 128)) return bad(`has a prefix beyond /${family === 4 ? 32 : 128}`);
    networks.push({ owner, address, prefix, family: family === 4 ? 4 : 6 });
  }
  return { networks };
}

export interface UrlRules {
  /** Development and test: `http` to `127.0.0.1`, `::1` or `localhost` (which must resolve to loopback only). */
  readonly allowLoopback: boolean;
  /** Staging and production: `https` only, but inside the owner's allowed networks. */
  readonly requireHttps: boolean;
  /** WEBHOOK_ALLOWED_NETWORKS: what each owner's endpoints may reach beyond global unicast addresses, `http` included. */
  readonly allowedNetworks?: readonly AllowedNetwork[];
}

/** Why a URL is refused: how an attempt records it (a fixed word, never an address), and the rule in words for the 400. */
type Refusal = { readonly ok: false; readonly error: 'address_not_allowed' | 'host_not_found'; readonly problem: string };

/** A URL judged fit to post to, with the address to connect to (checked: no second resolution). */
export type Target = { readonly ok: true; readonly url: URL; readonly address: string; readonly family: 4 | 6 } | Refusal;

const LOOPBACK_NAMES = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_URL_LENGTH = 2_048;

/** The networks of each owner, as one BlockList apiece (made once per rules object). */
const listsOf = new WeakMap<UrlRules, ReadonlyMap<string, BlockList>>();

function allowedFor(rules: UrlRules, owner: string | undefined): BlockList | undefined {
  if (owner === undefined || !rules.allowedNetworks?.length) return undefined;
  let lists = listsOf.get(rules);
  if (lists === undefined) {
    const built = new Map<string, BlockList>();
    for (const { owner: listed, address, prefix, family } of rules.allowedNetworks) {
      let list = built.get(listed);
      if (list === undefined) built.set(listed, (list = new BlockList()));
      list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    }
    listsOf.set(rules, (lists = built));
  }
  return lists.get(owner);
}

/**
 * DESIGN.md's endpoint rules, in every environment: an absolute http(s) URL without user information;
 * every address its host resolves to global unicast (IP literals normalised first), or inside a network
 * the operator listed for the endpoint's `owner` (WEBHOOK_ALLOWED_NETWORKS), or loopback through a
 * loopback name where `allowLoopback`. Never link-local or metadata addresses, nor loopback outside
 * development and test, listed or not. `https` where `requireHttps`, but inside the owner's networks.
 * The answer names the rule broken, never an address it resolved to.
 */
export async function resolveTarget(text: string, rules: UrlRules, resolve: Resolver, owner?: string): Promise<Target> {
  if (text.length > MAX_URL_LENGTH) return refuse(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('must be an absolute http or https URL');
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
      return refuse('names a host that does not resolve', 'host_not_found');
    }
    if (addresses.length === 0) return refuse('names a host that does not resolve', 'host_not_found');
  }
  const listed = allowedFor(rules, owner);
  let allListed = listed !== undefined;
  for (const resolved of addresses) {
    const normal = normaliseAddress(resolved.address);
    if (normal === null) return refuse('must resolve only to public (global unicast) addresses');
    const kind = kindOf(normal);
    if (kind === 'never') return refuse('must not point to a link-local or cloud metadata address');
    const inList = listed?.check(normal.address, normal.family === 4 ? 'ipv4' : 'ipv6') ?? false;
    allListed &&= inList;
    if (loopbackName) {
      if (kind !== 'loopback') return refuse('must resolve to loopback addresses only');
    } else if (kind === 'loopback') {
      // Through another name only inside the owner's networks, and only where loopback is allowed at all.
      if (!rules.allowLoopback) return refuse('must not point to a loopback address');
      if (!inList) return refuse(notPublic(listed));
    } else if (kind === 'other' && !inList) return refuse(notPublic(listed));
  }
  if (rules.requireHttps && url.protocol !== 'https:' && !allListed) return refuse('must use https');
  const chosen = normaliseAddress(addresses[0]!.address)!;
  return { ok: true, url, address: chosen.address, family: chosen.family };
}

function notPublic(listed: BlockList | undefined): string {
  return listed === undefined
    ? 'must resolve only to public (global unicast) addresses'
    : "must resolve only to public addresses or to the networks WEBHOOK_ALLOWED_NETWORKS lists for the endpoint's owner";
}

function refuse(problem: string, error: Refusal['error'] = 'address_not_allowed'): Refusal {
  return { ok: false, error, problem };
}
