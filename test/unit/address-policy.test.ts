import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseAllowedNetworks, resolveTarget, type AllowedNetwork, type Resolver, type UrlRules } from '../../adapters/webhooks/address-policy.js';
import { HttpWebhookSender } from '../../adapters/webhooks/http-webhook-sender.js';
import type { StoreEvent } from '../../core/index.js';

/** Every name resolves as this table says (nothing else resolves). */
const DNS: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'office.example': ['10.20.0.7'],
  'office6.example': ['fd12:3456::7'],
  'compose-db': ['172.18.0.5'],
  'mixed.example': ['10.20.0.7', '10.99.0.1'],
  'metadata.example': ['169.254.169.254'],
  'alibaba.example': ['100.100.100.200'],
  'ec2v6.example': ['fd00:ec2::254'],
  'this-network.example': ['0.0.0.1'],
  'loopback.example': ['127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
};
const resolve: Resolver = async (host) => (DNS[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const networks = (text: string): AllowedNetwork[] => {
  const parsed = parseAllowedNetworks(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.networks;
};
const LISTED = networks(
  'shop-eu=10.20.0.0/16, shop-eu=fd12:3456::/48, compose=172.18.0.0/16, shop-eu=169.254.0.0/16, shop-eu=100.64.0.0/10, shop-eu=fd00::/8, shop-eu=0.0.0.0/8, dev=127.0.0.0/8',
);
const PRODUCTION: UrlRules = { allowLoopback: false, requireHttps: true, allowedNetworks: LISTED };
const DEVELOPMENT: UrlRules = { allowLoopback: true, requireHttps: false, allowedNetworks: LISTED };

describe('the webhook address rules with the operator’s allow-list (WEBHOOK_ALLOWED_NETWORKS)', () => {
  // [url, rules, owner, allowed?, refusal's attempt error when refused]
  const cases: [string, UrlRules, string, boolean, string?][] = [
    ['https://public.example/hooks', PRODUCTION, 'anyone', true],
    ['http://public.example/hooks', PRODUCTION, 'anyone', false, 'address_not_allowed'],
    // A listed owner reaches its networks, http included, in any environment; no other owner does.
    ['http://office.example/hooks', PRODUCTION, 'shop-eu', true],
    ['https://office.example/hooks', PRODUCTION, 'shop-us', false, 'address_not_allowed'],
    ['http://office6.example/hooks', PRODUCTION, 'shop-eu', true],
    ['http://[fd12:3456::9]/hooks', PRODUCTION, 'shop-eu', true],
    ['http://compose-db:8080/hooks', PRODUCTION, 'compose', true],
    ['http://compose-db:8080/hooks', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    // Every address must pass: one outside the list refuses the URL.
    ['http://mixed.example/hooks', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    // Never, listed or not: link-local and metadata addresses, "this network".
    ['http://metadata.example/hooks', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    ['http://169.254.169.254/latest/meta-data', DEVELOPMENT, 'shop-eu', false, 'address_not_allowed'],
    ['http://[::ffff:169.254.169.254]/', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    ['http://alibaba.example/', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    ['http://ec2v6.example/', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    ['http://this-network.example/', PRODUCTION, 'shop-eu', false, 'address_not_allowed'],
    ['http://[fe80::1]/', DEVELOPMENT, 'shop-eu', false, 'address_not_allowed'],
    // Loopback: never outside development and test, listed or not; there, through a loopback name, or another name if listed.
    ['http://loopback.example/', PRODUCTION, 'dev', false, 'address_not_allowed'],
    ['http://127.0.0.1:8080/', PRODUCTION, 'dev', false, 'address_not_allowed'],
    ['http://localhost:8080/', DEVELOPMENT, 'anyone', true],
    ['http://loopback.example/', DEVELOPMENT, 'dev', true],
    ['http://loopback.example/', DEVELOPMENT, 'anyone', false, 'address_not_allowed'],
    // Without a list, private addresses stay refused for everyone.
    ['http://office.example/hooks', { allowLoopback: true, requireHttps: false }, 'shop-eu', false, 'address_not_allowed'],
    ['https://nowhere.example/hooks', PRODUCTION, 'shop-eu', false, 'host_not_found'],
  ];

  it.each(cases)('%s for %s (owner %s): allowed %s', async (url, rules, owner, allowed, error) => {
    const target = await resolveTarget(url, rules, resolve, owner);
    expect(target.ok).toBe(allowed);
    if (!target.ok) {
      expect(target.error).toBe(error);
      // The rule in words, never an address it resolved to.
      expect(target.problem).not.toMatch(/\d+\.\d+\.\d+\.\d+|fd12|fd00/);
    }
  });

  it('reads owner=CIDR entries, naming the first bad entry and why', () => {
    expect(networks('shop-eu=10.20.0.0/16,b@ck-office=fd12::/48')).toEqual([
      { owner: 'shop-eu', address: '10.20.0.0', prefix: 16, family: 4 },
      { owner: 'b@ck-office', address: 'fd12::', prefix: 48, family: 6 },
    ]);
    expect(networks(' , ')).toEqual([]);
    expect(parseAllowedNetworks('shop=10.0.0.0/16,10.0.0.0/8')).toEqual({
      problem: 'entry "10.0.0.0/8" must be owner=address/prefix, e.g. shop-eu=10.20.0.0/16',
    });
    expect(parseAllowedNetworks('shop=10.0.0.0/33')).toEqual({ problem: 'entry "shop=10.0.0.0/33" has a prefix beyond /32' });
    expect(parseAllowedNetworks('shop=office/16')).toEqual({ problem: 'entry "shop=office/16" has no IP address before the prefix: "office"' });
    expect(parseAllowedNetworks('a shop=10.0.0.0/8')).toEqual({
      problem: 'entry "a shop=10.0.0.0/8" names no owner: 1 to 64 characters of letters, digits and . _ : @ -',
    });
  });
});

describe('an attempt’s error: a fixed word that names no address and no body', () => {
  const event = { sequence: 1, type: 'pet.created', createdAt: 0, owner: null, data: { id: 1, name: 'Rex', categoryId: 1, status: 'available' } };
  const sender = (options: { timeoutMs?: number } = {}) =>
    new HttpWebhookSender({ rules: { allowLoopback: true, requireHttps: false }, resolve, ...options });
  const send = (url: string, owner = 'shop-eu', timeoutMs?: number) =>
    sender(timeoutMs === undefined ? {} : { timeoutMs }).send(
      { url, secrets: ['whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQgc2VjcmV0'], owner },
      { event: event as StoreEvent },
    );

  it('says connection_refused, timeout, address_not_allowed and host_not_found', async () => {
    expect(await send('http://127.0.0.1:1/hooks')).toEqual({ error: 'connection_refused' });
    expect(await send('http://office.example/hooks')).toEqual({ error: 'address_not_allowed' });
    expect(await send('http://nowhere.example/hooks')).toEqual({ error: 'host_not_found' });
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    try {
      expect(await send(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks`, 'shop-eu', 200)).toEqual({ error: 'timeout' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
