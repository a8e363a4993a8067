import type { Db } from 'mongodb';
import { MongoConnection } from '../../adapters/mongodb/mongo-connection.js';

/** How long a local mongod may take to start before the suites are skipped instead. */
const START_TIMEOUT_MS = 10_000;

/** A database of its own for one test suite. */
interface TestMongo {
  readonly db: Db;
  readonly connection: MongoConnection;
  /** A connection string naming the suite's database, for a service process started on it. */
  readonly uri: string;
  /** Where the server came from, for messages. */
  readonly source: string;
  /** Drops the suite's database, closes the client and stops a server started for the suite. */
  close(): Promise<void>;
}

export type TestMongoSetup = { readonly mongo: TestMongo; readonly skip?: undefined } | { readonly mongo?: undefined; readonly skip: string };

/**
 * A MongoDB for the suite named `suite`, in this order:
 * 1. `MONGODB_URI` (e.g. CI's service): a fresh database per suite, dropped afterwards. If it is
 *    set but unreachable, this throws: asked-for tests must fail, not vanish.
 * 2. mongodb-memory-server on 127.0.0.1 with `MONGOMS_SYSTEM_BINARY` or a binary already in its
 *    cache; a download only when `MONGOMS_RUNTIME_DOWNLOAD=true` is set explicitly, since tests
 *    otherwise talk to 127.0.0.1 alone. Given up after 10 s.
 * 3. Otherwise `skip`: one line saying why, which each suite prints once.
 */
export async function provideTestMongo(suite: string): Promise<TestMongoSetup> {
  const uri = process.env.MONGODB_URI;
  if (uri) return { mongo: await openDatabase(uri, suite, 'MONGODB_URI', async () => undefined) };
  return startMemoryServer(suite);
}

async function startMemoryServer(suite: string): Promise<TestMongoSetup> {
  const { MongoMemoryServer, DryMongoBinary } = await import('mongodb-memory-server');
  const downloadAllowed = /^(1|true|yes|on)$/i.test(process.env.MONGOMS_RUNTIME_DOWNLOAD ?? '');
  let binary: string | undefined;
  try {
    binary = await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions());
  } catch (error) {
    return { skip: `MONGOMS_SYSTEM_BINARY is unusable (${firstLine(error)})` };
  }
  if (!binary && !downloadAllowed) {
    return {
      skip: 'no MongoDB here: set MONGODB_URI, or MONGOMS_SYSTEM_BINARY=/path/to/mongod, or MONGOMS_RUNTIME_DOWNLOAD=true to let mongodb-memory-server download one',
    };
  }
  const server = new MongoMemoryServer({ instance: { ip: '127.0.0.1', launchTimeout: START_TIMEOUT_MS } });
  try {
    await withTimeout(server.start(), START_TIMEOUT_MS, 'mongod did not start within 10 s');
  } catch (error) {
    await server.stop({ doCleanup: true, force: true }).catch(() => undefined);
    return { skip: `mongodb-memory-server could not start (${firstLine(error)})` };
  }
  const mongo = await openDatabase(server.getUri(), suite, 'mongodb-memory-server', async () => {
    await server.stop({ doCleanup: true, force: true });
  });
  return { mongo };
}

async function openDatabase(uri: string, suite: string, source: string, stopServer: () => Promise<void>): Promise<TestMongo> {
  const dbName = `animal_store_test_${suite.replace(/[^A-Za-z0-9_]/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  const connection = new MongoConnection(uri, { dbName, serverSelectionTimeoutMS: 5_000 });
  try {
    await connection.ping();
  } catch (error) {
    await connection.close();
    await stopServer();
    throw new Error(`${source} is set but MongoDB does not answer: ${firstLine((error as Error).cause ?? error)}`);
  }
  const db = connection.db();
  return {
    db,
    connection,
    uri: naming(uri, dbName),
    source,
    async close() {
      try {
        await db.dropDatabase();
      } finally {
        await connection.close();
        await stopServer();
      }
    },
  };
}

/**
 * `uri` with its database path (`/name`) set to `dbName`, hosts and options kept (several hosts too,
 * which URL cannot parse). With credentials, the database they authenticate against stays the one
 * `uri` meant (its path, else admin): the path names it when no authSource does.
 */
export function naming(uri: string, dbName: string): string {
  const [, prefix, path = '', options = ''] = /^(mongodb(?:\+srv)?:\/\/[^/?]*)(?:\/([^?]*))?(\?.*)?$/.exec(uri) ?? [];
  if (prefix === undefined) throw new Error(`not a MongoDB connection string: ${uri}`);
  const authSource = prefix.includes('@') && !/[?&]authSource=/i.test(options) ? `authSource=${path || 'admin'}` : '';
  const query = authSource === '' ? options : options === '' || options === '?' ? `?${authSource}` : `${options}&${authSource}`;
  return `${prefix}/${dbName}${query}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0]!;
}
