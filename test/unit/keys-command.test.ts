import { describe, expect, it } from 'vitest';
import { runKeysCommand } from '../../adapters/cli/keys-command.js';
import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { NodeKeySecrets } from '../../adapters/node/node-key-secrets.js';
import { Authenticate, ManageKeys, StoreUnavailableError, UnauthorizedError, type ApiKeyRepository, type Clock } from '../../core/index.js';

/** Given an in-memory key store: the command, its captured output, and core's Authenticate on the same store. */
function aKeysCli(keys: ApiKeyRepository = new InMemoryApiKeyRepository()) {
  let now = Date.UTC(2026, 2, 1, 9, 30);
  const clock: Clock = { now: () => now };
  const secrets = new NodeKeySecrets();
  const out: string[] = [];
  const err: string[] = [];
  const manageKeys = new ManageKeys(keys, secrets, clock);
  return {
    out,
    err,
    authenticate: new Authenticate(keys, secrets, clock),
    advance: (ms: number) => (now += ms),
    run: (...argv: string[]) => runKeysCommand(argv, { manageKeys, out: (l) => out.push(l), err: (l) => err.push(l) }),
    /** The value of a `label: value` line of the output. */
    field: (label: string) =>
      out
        .find((line) => line.startsWith(`${label}:`))
        ?.slice(label.length + 1)
        .trim(),
  };
}

describe('keys create / list / revoke', () => {
  it('creates a key whose secret is printed once and authenticates through Authenticate', async () => {
    const cli = aKeysCli();
    expect(await cli.run('create', '--plan', 'pro', '--name', 'acme')).toBe(0);
    const secret = cli.field('key')!;
    expect(cli.field('name')).toBe('acme');
    expect(cli.field('plan')).toBe('pro (300/min, 10000/day)');
    expect(cli.out.filter((line) => line.includes(secret))).toHaveLength(1);
    const key = await cli.authenticate.execute(secret);
    expect(key).toMatchObject({ id: cli.field('id'), name: 'acme', plan: 'pro' });
    expect(cli.err).toEqual([]);
  });

  it('creates an enterprise key with its own limits, in either option spelling', async () => {
    const cli = aKeysCli();
    expect(await cli.run('create', '--plan=enterprise', '--name', 'big co', '--per-minute', '5000', '--per-day=2000000')).toBe(0);
    expect(cli.field('plan')).toBe('enterprise (5000/min, 2000000/day)');
    expect((await cli.authenticate.execute(cli.field('key'))).customLimits).toEqual({ perMinute: 5000, perDay: 2_000_000 });
  });

  it('lists keys with id, name, plan, created and revoked, never a secret or digest', async () => {
    const keys = new InMemoryApiKeyRepository();
    const cli = aKeysCli(keys);
    await cli.run('create', '--plan', 'free', '--name', 'acme');
    const [id, secret] = [cli.field('id')!, cli.field('key')!];
    const digest = new NodeKeySecrets().digest(secret);
    cli.out.length = 0;
    expect(await cli.run('list')).toBe(0);
    expect(cli.out[0]).toMatch(/^ID +NAME +PLAN +SCOPES +OWNER +CREATED +EXPIRES +REVOKED$/);
    expect(cli.out[1]).toContain('pets:read,orders:read,orders:write,inventory:read');
    expect(cli.out[1]).toContain(id);
    expect(cli.out[1]).toContain('acme');
    expect(cli.out[1]).toContain('free (60/min, 1000/day)');
    expect(cli.out[1]).toContain('2026-03-01T09:30:00.000Z');
    expect(cli.out[1]).toMatch(/ -$/);
    expect(cli.out.join('\n')).not.toContain(secret);
    expect(cli.out.join('\n')).not.toContain(digest);
  });

  it('says so when there are no keys', async () => {
    const cli = aKeysCli();
    expect(await cli.run('list')).toBe(0);
    expect(cli.out).toEqual(['No API keys.']);
  });

  it('revokes a key: Authenticate then rejects it, and list shows when', async () => {
    const cli = aKeysCli();
    await cli.run('create', '--plan', 'business', '--name', 'acme');
    const [id, secret] = [cli.field('id')!, cli.field('key')!];
    cli.advance(60_000);
    expect(await cli.run('revoke', id)).toBe(0);
    expect(cli.out.at(-1)).toBe(`Revoked API key ${id} (acme) as of 2026-03-01T09:31:00.000Z.`);
    await expect(cli.authenticate.execute(secret)).rejects.toBeInstanceOf(UnauthorizedError);
    await cli.run('list');
    expect(cli.out.at(-1)).toMatch(/2026-03-01T09:31:00\.000Z$/);
  });
});

describe('keys with bad arguments', () => {
  it.each([
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['create', '--name', 'acme'], '--plan is required'],
    [['create', '--plan', 'gold', '--name', 'acme'], '--plan "gold" is not a plan'],
    [['create', '--plan', 'pro'], '--name is required'],
    [['create', '--plan'], '--plan needs a value'],
    [['create', '--plan', 'pro', '--name', 'acme', '--per-minute', '10', '--per-day', '100'], 'for enterprise keys only; pro has fixed limits'],
    [['create', '--plan', 'enterprise', '--name', 'acme', '--per-minute', '10'], 'needs both --per-minute and --per-day'],
    [['create', '--plan', 'enterprise', '--name', 'acme', '--per-minute', '1.5', '--per-day', '100'], '--per-minute must be a positive whole number'],
    [['create', '--plan', 'enterprise', '--name', 'acme', '--per-minute', '10', '--per-day', 'lots'], '--per-day must be a positive whole number'],
    [['create', '--plan', 'enterprise', '--name', 'acme', '--per-minute', '0', '--per-day', '100'], '--per-minute must be a positive whole number'],
    [['create', '--plan', 'pro', '--name', 'acme', '--colour', 'red'], 'create does not take --colour'],
    [['create', '--plan', 'pro', '--plan', 'free', '--name', 'acme'], '--plan is given twice'],
    [['create', '--plan', 'pro', '--name', 'acme', 'extra'], 'create takes no arguments'],
    [['list', '--all'], 'list does not take --all'],
    [['revoke'], 'revoke takes exactly 1 argument'],
    [['revoke', 'a', 'b'], 'revoke takes exactly 1 argument'],
  ])('%j → exit 2: %s, then the usage', async (argv, message) => {
    const cli = aKeysCli();
    expect(await cli.run(...argv)).toBe(2);
    expect(cli.err[0]).toMatch(/^keys: /);
    expect(cli.err[0]).toContain(message);
    expect(cli.err.slice(1).join('\n')).toContain('Usage: npm run keys -- <command>');
    expect(cli.out).toEqual([]);
  });

  it('refuses limits the domain rejects, such as fewer per day than per minute, in one line', async () => {
    const cli = aKeysCli();
    expect(await cli.run('create', '--plan', 'enterprise', '--name', 'acme', '--per-minute', '100', '--per-day', '10')).toBe(2);
    expect(cli.err).toEqual(['keys: limits: perDay must be at least perMinute.']);
  });

  it('refuses a name with control characters, in one line', async () => {
    const cli = aKeysCli();
    expect(await cli.run('create', '--plan', 'pro', '--name', 'ac\u0007me')).toBe(2);
    expect(cli.err).toHaveLength(1);
    expect(cli.err[0]).toContain('name');
  });

  it('answers exit 1 and one line for an unknown id on revoke', async () => {
    const cli = aKeysCli();
    expect(await cli.run('revoke', 'no-such-key')).toBe(1);
    expect(cli.err).toEqual(['keys: No API key has the id "no-such-key".']);
  });

  it('answers exit 1 and one line, with the reason, when the key store is down', async () => {
    const down = new InMemoryApiKeyRepository();
    down.list = async () => {
      throw new StoreUnavailableError('database', 1, { cause: new Error('connect ECONNREFUSED 127.0.0.1:27017') });
    };
    const cli = aKeysCli(down);
    expect(await cli.run('list')).toBe(1);
    expect(cli.err).toEqual(['keys: The database is temporarily unavailable; retry later. (connect ECONNREFUSED 127.0.0.1:27017)']);
  });

  it.each([[['help']], [['--help']]])('prints the usage for %j and exits 0', async (argv) => {
    const cli = aKeysCli();
    expect(await cli.run(...argv)).toBe(0);
    expect(cli.out[0]).toBe('Usage: npm run keys -- <command>');
  });

  it('refuses no command at all (exit 2), the usage on stderr: a script that lost its arguments does not pass', async () => {
    const cli = aKeysCli();
    expect(await cli.run()).toBe(2);
    expect(cli.out).toEqual([]);
    expect(cli.err[0]).toBe('keys: a command is required: create, list, get, revoke or rotate');
    expect(cli.err[1]).toBe('Usage: npm run keys -- <command>');
  });
});

describe('keys create with scopes, owner and expiry; get; revoke --force; rotate', () => {
  it('creates a key with the scopes, owner and expiry given, and a storefront key by default', async () => {
    const cli = aKeysCli();
    expect(
      await cli.run(
        'create',
        '--plan',
        'pro',
        '--name',
        'ops',
        '--scopes',
        'keys:manage,pets:read',
        '--owner',
        'team:ops',
        '--expires-at',
        '2026-12-31T23:59:59Z',
      ),
    ).toBe(0);
    expect(cli.field('scopes')).toBe('pets:read,keys:manage');
    expect(cli.field('owner')).toBe('team:ops');
    expect(cli.field('expires')).toBe('2026-12-31T23:59:59.000Z');
    const key = await cli.authenticate.execute(cli.field('key'));
    expect(key).toMatchObject({ scopes: ['pets:read', 'keys:manage'], owner: 'team:ops' });
    cli.out.length = 0;
    expect(await cli.run('create', '--plan', 'free', '--name', 'shop')).toBe(0);
    expect(cli.field('scopes')).toBe('pets:read,orders:read,orders:write,inventory:read');
    expect(cli.field('owner')).toBe(cli.field('id'));
  });

  it('refuses an unknown scope, a repeated one, a past or malformed expiry, and a bad owner (exit 2, naming it)', async () => {
    const cli = aKeysCli();
    expect(await cli.run('create', '--plan', 'free', '--name', 'x', '--scopes', 'pets:fly')).toBe(2);
    expect(cli.err[0]).toBe(
      'keys: --scopes: "pets:fly" is not a scope; use pets:read, pets:write, orders:read, orders:write, orders:manage, inventory:read, keys:manage, events:read, webhooks:manage',
    );
    for (const args of [
      ['--scopes', 'pets:read,pets:read'],
      ['--expires-at', '2020-01-01T00:00:00Z'],
      ['--expires-at', 'soon'],
      ['--expires-at', '2030-02-30T00:00:00Z'],
      ['--expires-at', '2030-06-30T24:00:00Z'],
      ['--owner', 'has space'],
    ]) {
      cli.err.length = 0;
      expect(await cli.run('create', '--plan', 'free', '--name', 'x', ...args), args.join(' ')).toBe(2);
      expect(cli.err[0]).toMatch(/^keys: (scopes|expiresAt|--expires-at|owner)/);
    }
  });

  it('shows one key; rotates it (the old one working for the overlap given); revokes the last manager only with --force', async () => {
    const cli = aKeysCli();
    await cli.run('create', '--plan', 'pro', '--name', 'ops', '--scopes', 'keys:manage');
    const [id, secret] = [cli.field('id')!, cli.field('key')!];
    cli.out.length = 0;
    expect(await cli.run('get', id)).toBe(0);
    expect(cli.field('scopes')).toBe('keys:manage');
    cli.out.length = 0;
    expect(await cli.run('rotate', id, '--expires-in-seconds', '60')).toBe(0);
    const [next, nextSecret] = [cli.field('id')!, cli.field('key')!];
    expect(next).not.toBe(id);
    expect(cli.out[0]).toBe(`rotated: ${id}, which keeps working for 60 s at most`);
    expect((await cli.authenticate.execute(secret)).expiresAt).toEqual(new Date(Date.UTC(2026, 2, 1, 9, 31)));
    expect((await cli.authenticate.execute(nextSecret)).rotatedFrom).toBe(id);
    expect(await cli.run('rotate', id)).toBe(1);
    expect(cli.err.at(-1)).toBe(`keys: Key ${id} cannot be rotated: it has been rotated already.`);
    // The successor is the last standing manager key.
    expect(await cli.run('revoke', next)).toBe(1);
    expect(cli.err.at(-1)).toMatch(/last active key holding keys:manage/);
    expect(await cli.run('revoke', next, '--force')).toBe(0);
    await expect(cli.authenticate.execute(nextSecret)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await cli.run('get', 'no-such-key')).toBe(1);
    expect(await cli.run('rotate', id, '--expires-in-seconds', 'soon')).toBe(2);
  });
});
