import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { redisServerSkipReason } from './redis-server.js';
import { createTestCertificates, opensslSkipReason } from './tls-certificates.js';

/** One redis-server of a local cluster. */
interface ClusterNode {
  readonly port: number;
  /** `127.0.0.1:port` (`localhost:port` with TLS), as REDIS_CLUSTER_NODES lists nodes. */
  readonly address: string;
  readonly pid: number | undefined;
  readonly running: boolean;
}

/** How clients must connect to a local cluster: as managed services ask, or not at all (the default). */
export interface RedisClusterOptions {
  /** The `default` user's password (`requirepass`), which replicas also give their masters (`masterauth`). */
  readonly password?: string;
  /** An ACL user besides `default`, allowed every command on every key. */
  readonly user?: { readonly name: string; readonly password: string };
  /**
   * TLS only, on client, replication and cluster-bus connections, with a certificate for the name
   * `localhost` (no IP address) from a CA made for this cluster. The nodes announce themselves as
   * `localhost` (`cluster-preferred-endpoint-type hostname`), as managed services with TLS announce
   * hostnames, and listen on 127.0.0.1 (and ::1 where there is one, for a `localhost` resolving to it).
   */
  readonly tls?: boolean;
}

/** A throwaway Redis Cluster of this test process: 3 masters with a replica each, on 127.0.0.1, no persistence. */
export interface RedisCluster {
  readonly nodes: readonly ClusterNode[];
  /** `127.0.0.1:p1,127.0.0.1:p2,…` (`localhost:…` with TLS): the value of REDIS_CLUSTER_NODES. */
  readonly nodeList: string;
  /** With TLS: the CA that issued the nodes' certificate (PEM text and file), for clients to trust. */
  readonly tls?: { readonly ca: string; readonly caFile: string };
  /** The node serving `key`'s slot as master right now (asked with CLUSTER KEYSLOT and CLUSTER SLOTS). */
  masterOf(key: string): Promise<ClusterNode>;
  /** Runs a command on one node through redis-cli, authenticated as `default`: its plain output. */
  command(node: ClusterNode, ...args: string[]): Promise<string>;
  /** Keys matching `pattern` (SCAN on every running node, replicas included). */
  keys(pattern: string): Promise<string[]>;
  /** Kills a node (SIGKILL: no goodbye to the cluster), as a crashed host would. */
  kill(node: ClusterNode): Promise<void>;
  /** Resolves once every running node says `cluster_state:ok` and `key`'s slot is served by a running master. */
  waitUntilHealthy(timeoutMs?: number, key?: string): Promise<void>;
  stop(): Promise<void>;
}

const SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const CLI = process.env.REDIS_CLI_BIN ?? 'redis-cli';
const MASTERS = 3;
/** How long a silent master is given before its replica takes over (Redis's default is 15 s). */
const NODE_TIMEOUT_MS = 1_000;
const running = new Set<ChildProcess>();

/** Why cluster suites cannot run here (no redis-server, or no redis-cli to create the cluster; no openssl for TLS), or undefined. */
export function redisClusterSkipReason(options: Pick<RedisClusterOptions, 'tls'> = {}): string | undefined {
  const server = redisServerSkipReason();
  if (server) return server;
  const probe = spawnSync(CLI, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `${CLI} not usable (apt-get install redis-tools): ${probe.error?.message ?? `exit ${probe.status}`}`;
  return options.tls ? opensslSkipReason() : undefined;
}

/** How redis-cli reaches the nodes: its TLS flags, and the password in its environment (not on a command line). */
interface CliAccess {
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** The host nodes name themselves by in CLUSTER SLOTS. */
  readonly host: string;
}

/** Starts six nodes, joins them with `redis-cli --cluster create … --cluster-replicas 1`, and waits until the cluster is ok everywhere. */
export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-cluster-'));
  const children: ChildProcess[] = [];
  const nodes: { port: number; address: string; child: ChildProcess }[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(children.map((child) => terminate(child)));
    rmSync(dir, { recursive: true, force: true });
  };
  let certificates: ReturnType<typeof createTestCertificates> | undefined;
  let cli: CliAccess = { args: [], env: options.password ? { ...process.env, REDISCLI_AUTH: options.password } : process.env, host: '127.0.0.1' };
  try {
    if (options.tls) {
      certificates = createTestCertificates(dir, ['localhost']);
      cli = { ...cli, args: ['--tls', '--cacert', certificates.caFile], host: 'localhost' };
    }
    const serverArgs = [...securityArguments(options, certificates)];
    for (let i = 0; i < MASTERS * 2; i++) {
      const port = await freePort();
      const child = await launch(port, await freePort(), dir, serverArgs, cli);
      children.push(child);
      nodes.push({ port, address: `${cli.host}:${port}`, child });
    }
    // Created by address: redis-cli's --cluster mode does not look names up.
    const create = await run(
      CLI,
      [...cli.args, '--cluster', 'create', ...nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '1', '--cluster-yes'],
      30_000,
      cli.env,
    );
    if (create.code !== 0) throw new Error(`redis-cli --cluster create failed (${create.code}): ${create.output.slice(-1_000)}`);
  } catch (error) {
    await stop();
    throw error;
  }

  const views: ClusterNode[] = nodes.map(({ port, address, child }) => ({
    port,
    address,
    get pid() {
      return child.pid;
    },
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
  }));
  const childOf = (node: ClusterNode): ChildProcess => nodes.find((n) => n.port === node.port)!.child;
  const anyRunning = (): ClusterNode => {
    const node = views.find((n) => n.running);
    if (!node) throw new Error('no node of the cluster is running');
    return node;
  };

  const command = (port: number, args: string[]): Promise<string> => cliCommand(cli, port, args);
  const cluster: RedisCluster = {
    nodes: views,
    nodeList: views.map((n) => n.address).join(','),
    ...(certificates ? { tls: { ca: certificates.ca, caFile: certificates.caFile } } : {}),
    async masterOf(key) {
      const port = await servingPort(cli, anyRunning().port, key);
      const node = views.find((n) => n.port === port);
      if (!node) throw new Error(`slot of ${key} served by unknown port ${port}`);
      return node;
    },
    command: (node, ...args) => command(node.port, args),
    async keys(pattern) {
      const found = await Promise.all(views.filter((n) => n.running).map((n) => command(n.port, ['--scan', '--pattern', pattern])));
      return [...new Set(found.flatMap((text) => text.split('\n').filter(Boolean)))];
    },
    async kill(node) {
      const child = childOf(node);
      if (!node.running) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
    async waitUntilHealthy(timeoutMs = 20_000, key) {
      const deadline = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < deadline) {
        const live = views.filter((n) => n.running);
        const infos = await Promise.all(live.map((n) => command(n.port, ['CLUSTER', 'INFO']).catch((e: Error) => e.message)));
        last = infos.map((info, i) => `${live[i]!.port}: ${/cluster_state:\w+/.exec(info)?.[0] ?? info}`).join('; ');
        const ok = infos.every((info) => info.includes('cluster_state:ok') && info.includes('cluster_slots_ok:16384'));
        if (ok && key === undefined) return;
        if (ok && key !== undefined) {
          const serving = await servingPort(cli, live[0]!.port, key).catch(() => undefined);
          if (live.some((n) => n.port === serving)) return;
        }
        await sleep(100);
      }
      throw new Error(`Redis Cluster not healthy after ${timeoutMs} ms: ${last}`);
    },
    stop,
  };
  try {
    await cluster.waitUntilHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return cluster;
}

/** The server arguments for `options`: passwords, an ACL user, TLS everywhere. */
function* securityArguments(options: RedisClusterOptions, certificates: ReturnType<typeof createTestCertificates> | undefined): Generator<string> {
  if (options.password) yield* ['--requirepass', options.password, '--masterauth', options.password];
  if (options.user) yield* ['--user', options.user.name, 'on', `>${options.user.password}`, '~*', '&*', '+@all'];
  if (certificates) {
    yield* ['--tls-cluster', 'yes', '--tls-replication', 'yes', '--tls-auth-clients', 'no'];
    yield* ['--tls-cert-file', certificates.certFile, '--tls-key-file', certificates.keyFile, '--tls-ca-cert-file', certificates.caFile];
    yield* ['--cluster-announce-hostname', 'localhost', '--cluster-preferred-endpoint-type', 'hostname'];
  }
}

async function launch(port: number, busPort: number, dir: string, securityArgs: readonly string[], cli: CliAccess): Promise<ChildProcess> {
  const tls = securityArgs.includes('--tls-cert-file');
  const args = [
    // With TLS, the client port is the TLS one and there is no plain port.
    ...(tls ? ['--port', '0', '--tls-port', String(port)] : ['--port', String(port)]),
    '--cluster-port',
    String(busPort),
    '--bind',
    ...(tls ? ['127.0.0.1', '-::1'] : ['127.0.0.1']),
    '--cluster-enabled',
    'yes',
    '--cluster-config-file',
    join(dir, `nodes-${port}.conf`),
    '--cluster-node-timeout',
    String(NODE_TIMEOUT_MS),
    // A replica may take over however long it was cut off: a test cluster favours availability.
    '--cluster-replica-validity-factor',
    '0',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    ...securityArgs,
  ];
  const child = spawn(SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer): void => void (output = (output + chunk.toString()).slice(-2_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`redis-server on port ${port} exited early: ${output}`);
    if ((await cliCommand(cli, port, ['PING']).catch(() => '')) === 'PONG') return child;
    await sleep(25);
  }
  await terminate(child);
  throw new Error(`redis-server on port ${port} did not answer within 10 s: ${output}`);
}

/** The port of the master serving `key`'s slot, as the node at `port` sees the cluster. */
async function servingPort(cli: CliAccess, port: number, key: string): Promise<number> {
  const slot = Number(await cliCommand(cli, port, ['CLUSTER', 'KEYSLOT', key]));
  const shards = await cliCommand(cli, port, ['CLUSTER', 'SLOTS']);
  // redis-cli's plain output of CLUSTER SLOTS: per range, start, end, then host, port, id (and, with hostnames, `ip` and the address) of each node, master first.
  const lines = shards.split('\n');
  for (let i = 0; i + 4 < lines.length; i++) {
    const start = Number(lines[i]);
    const end = Number(lines[i + 1]);
    if (/^\d+$/.test(lines[i]!) && /^\d+$/.test(lines[i + 1]!) && lines[i + 2] === cli.host && slot >= start && slot <= end) {
      return Number(lines[i + 3]);
    }
  }
  throw new Error(`no master for slot ${slot} in CLUSTER SLOTS of ${port}`);
}

/** One command through redis-cli (plain output), bounded in time. */
async function cliCommand(cli: CliAccess, port: number, args: string[]): Promise<string> {
  const result = await run(CLI, [...cli.args, '-h', '127.0.0.1', '-p', String(port), ...args], 2_000, cli.env);
  if (result.code !== 0) throw new Error(`redis-cli -p ${port} ${args.join(' ')}: ${result.output.trim()}`);
  return result.output.trim();
}

function run(binary: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => resolve({ code: -1, output: error.message }));
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// A test process that ends (or crashes) must not leave nodes behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
