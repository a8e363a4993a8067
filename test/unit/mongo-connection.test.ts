import { describe, expect, it } from 'vitest';
import {
  connectionOptionsFor,
  databaseNameOf,
  DEFAULT_DATABASE_NAME,
  DEFAULT_MONGO_CONNECTION_OPTIONS,
  MongoConnection,
} from '../../adapters/mongodb/mongo-connection.js';

describe('databaseNameOf', () => {
  it.each([
    ['mongodb://localhost:27017/shop', 'shop'],
    ['mongodb://u:p@a:1,b:2,c:3/shop?replicaSet=rs0', 'shop'],
    ['mongodb+srv://cluster.example.net/shop?retryWrites=true', 'shop'],
    ['mongodb://localhost/my%20db', 'my db'],
    ['mongodb://localhost:27017', undefined],
    ['mongodb://localhost:27017/', undefined],
    ['mongodb://localhost:27017/?maxPoolSize=5', undefined],
  ])('reads %s as %s', (uri, name) => {
    expect(databaseNameOf(uri)).toBe(name);
  });
});

describe('connectionOptionsFor', () => {
  it('applies the short API defaults to a plain URI', () => {
    expect(connectionOptionsFor('mongodb://localhost/shop')).toEqual({ ...DEFAULT_MONGO_CONNECTION_OPTIONS });
    expect(DEFAULT_MONGO_CONNECTION_OPTIONS.serverSelectionTimeoutMS).toBeLessThanOrEqual(5_000);
  });

  it('leaves an option the operator set in the URI to the URI, whatever its case', () => {
    const options = connectionOptionsFor('mongodb://localhost/shop?maxpoolsize=50&serverSelectionTimeoutMS=9000');
    expect(options).not.toHaveProperty('maxPoolSize');
    expect(options).not.toHaveProperty('serverSelectionTimeoutMS');
    expect(options).toMatchObject({ socketTimeoutMS: DEFAULT_MONGO_CONNECTION_OPTIONS.socketTimeoutMS });
  });

  it('lets explicit overrides win over both', () => {
    const options = connectionOptionsFor('mongodb://localhost/shop?maxPoolSize=50', { maxPoolSize: 3, connectTimeoutMS: 100 });
    expect(options).toMatchObject({ maxPoolSize: 3, connectTimeoutMS: 100 });
  });
});

describe('MongoConnection', () => {
  it('uses the database of the URI, an explicit name, or the default, without connecting', async () => {
    const fromUri = new MongoConnection('mongodb://127.0.0.1:1/shop');
    const named = new MongoConnection('mongodb://127.0.0.1:1/shop', { dbName: 'other' });
    const unnamed = new MongoConnection('mongodb://127.0.0.1:1');
    expect([fromUri.db().databaseName, named.db().databaseName, unnamed.db().databaseName]).toEqual(['shop', 'other', DEFAULT_DATABASE_NAME]);
    expect(fromUri.client.options.maxPoolSize).toBe(DEFAULT_MONGO_CONNECTION_OPTIONS.maxPoolSize);
    expect(fromUri.client.options.waitQueueTimeoutMS).toBe(DEFAULT_MONGO_CONNECTION_OPTIONS.waitQueueTimeoutMS);
    await Promise.all([fromUri.close(), named.close(), unnamed.close(), unnamed.close()]);
  });
});
