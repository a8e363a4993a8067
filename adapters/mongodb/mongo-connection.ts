import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import { guarded } from './mongo-errors.js';

/** The driver settings that bound how long an API request can wait on the database. */
export interface MongoConnectionOptions {
  /** How long an operation waits for a usable server before failing (then 503, not a hung request). */
  readonly serverSelectionTimeoutMS: number;
  /** TCP connect plus handshake to one server. */
  readonly connectTimeoutMS: number;
  /** Silence on an open socket before it is considered dead. */
  readonly socketTimeoutMS: number;
  /** Connections per server; beyond it requests queue. */
  readonly maxPoolSize: number;
  /** How long a request may queue for a pooled connection. */
  readonly waitQueueTimeoutMS: number;
}

/**
 * Small on purpose: an HTTP client would rather get a quick 503 with Retry-After than wait
 * 30 s (the driver's default server selection) for a database that is gone.
 */
export const DEFAULT_MONGO_CONNECTION_OPTIONS: Readonly<MongoConnectionOptions> = Object.freeze({
  serverSelectionTimeoutMS: 2_000,
  connectTimeoutMS: 2_000,
  socketTimeoutMS: 10_000,
  maxPoolSize: 20,
  waitQueueTimeoutMS: 1_000,
});

/** Used when neither the URI path nor the options name a database. */
export const DEFAULT_DATABASE_NAME = 'animal_store';

/** The database named in the URI path (`mongodb://host/<name>?…`), or undefined. */
export function databaseNameOf(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?#]*\/([^?#]+)/i.exec(uri);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Driver options for `uri`: the defaults, except where the URI's query sets the same option
 * (an operator's `?maxPoolSize=50` must win over our default), and explicit overrides above all.
 */
export function connectionOptionsFor(uri: string, overrides: Partial<MongoConnectionOptions> = {}): MongoClientOptions {
  const query = uri.split('?')[1]?.split('#')[0] ?? '';
  const inUri = new Set(
    query
      .split('&')
      .map((pair) => pair.split('=')[0]!.toLowerCase())
      .filter((name) => name !== ''),
  );
  const options: Record<string, number> = {};
  for (const [name, value] of Object.entries(DEFAULT_MONGO_CONNECTION_OPTIONS)) {
    if (!inUri.has(name.toLowerCase())) options[name] = value;
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value !== undefined) options[name] = value;
  }
  return options;
}

/** Pauses before a new connection attempt after a failed one: doubling from the first to the last. */
const RECONNECT_DELAYS_MS = Object.freeze({ first: 250, max: 5_000 });

/**
 * The process's one MongoClient (the driver pools connections per client, so every repository
 * shares this one). Bootstrap creates it from MONGODB_URI, hands `db()` to the repositories and
 * calls `close()` at shutdown.
 *
 * It also repairs a driver trap: when the first connection fails (the database is down at
 * start-up or at the first request), the driver closes its topology and every later operation
 * fails at once with MongoTopologyClosedError, for good, even after the database is back. So
 * whenever the topology closes without `close()` having been called, a new connection attempt
 * is scheduled with backoff; operations in between are answered StoreUnavailableError.
 */
export class MongoConnection {
  readonly client: MongoClient;
  readonly databaseName: string;
  private closed?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelayMs: number = RECONNECT_DELAYS_MS.first;

  constructor(uri: string, options: Partial<MongoConnectionOptions> & { readonly dbName?: string } = {}) {
    const { dbName, ...driverOverrides } = options;
    this.client = new MongoClient(uri, connectionOptionsFor(uri, driverOverrides));
    this.databaseName = dbName ?? databaseNameOf(uri) ?? DEFAULT_DATABASE_NAME;
    this.client.on('topologyClosed', () => this.scheduleReconnect());
    this.client.on('open', () => {
      this.reconnectDelayMs = RECONNECT_DELAYS_MS.first;
    });
  }

  /** The service's database. */
  db(): Db {
    return this.client.db(this.databaseName);
  }

  /** Connects now, so start-up can fail fast (StoreUnavailableError) instead of on the first request. */
  async connect(): Promise<void> {
    await guarded('database', async () => {
      await this.client.connect();
    });
  }

  /** Whether the server answers (readiness probes). */
  async ping(): Promise<void> {
    await guarded('database', async () => {
      await this.db().command({ ping: 1 });
    });
  }

  /** Closes the pool and stops reconnecting; safe to call more than once. */
  close(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    this.closed ??= this.client.close();
    return this.closed;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelayMs;
    this.reconnectDelayMs = Math.min(delay * 2, RECONNECT_DELAYS_MS.max);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      // A failure closes the new topology too, which schedules the next attempt.
      if (!this.closed) this.client.connect().catch(() => undefined);
    }, delay);
    // Never the reason a process stays alive.
    this.reconnectTimer.unref();
  }
}
