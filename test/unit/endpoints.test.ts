import { describe, expect, it } from 'vitest';
import { mongoHostsOf, redisHostOf, StoreUnreachableError } from '../../bootstrap/endpoints.js';

describe('store endpoints named in start-up failures', () => {
  it.each([
    ['mongodb://127.0.0.1/animal_store', '127.0.0.1:27017'],
    ['mongodb://user:p%40ss@db1:27018,db2,db3:27019/pets?replicaSet=rs0&authSource=admin', 'db1:27018, db2:27017, db3:27019'],
    ['mongodb://a:b@[::1]:27017/x', '[::1]:27017'],
    ['mongodb+srv://user:secret@cluster0.example.net/pets?retryWrites=true', 'cluster0.example.net (SRV record)'],
  ])('lists the hosts and ports of %s, never its user info', (uri, hosts) => {
    expect(mongoHostsOf(uri)).toBe(hosts);
  });

  it('names the Redis host and port, the default port included', () => {
    expect(redisHostOf('redis://:secret@cache.internal:6380/0')).toBe('cache.internal:6380');
    expect(redisHostOf('rediss://cache.internal')).toBe('cache.internal:6379');
  });

  it('blanks out the credentials if the driver repeats them in its reason', () => {
    const uri = 'mongodb://admin:hunter2-secret@db:27017/x';
    const cause = new Error('authentication failed for admin with hunter2-secret', { cause: new Error('bad auth admin:hunter2-secret') });
    const error = new StoreUnreachableError('MONGODB_URI', 'MongoDB', mongoHostsOf(uri), 2_003.4, cause, uri);
    expect(error.message).toBe('MONGODB_URI: MongoDB at db:27017 did not answer (waited 2003 ms): bad auth ***:***');
  });
});
