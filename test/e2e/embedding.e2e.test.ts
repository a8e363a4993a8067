import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../bootstrap/index.js';
import {
  accessOf,
  createAnimalStore,
  DomainError,
  InMemoryEventLog,
  InMemoryPetRepository,
  ValidationError,
  type AnimalStore,
} from '../../bootstrap/index.js';
import { markedSection } from '../support/marked-docs.js';

const KEY = 'embedded-host-key-0123456789';

/**
 * A host that is not Koa: a bare node:http handler that calls the use cases of the embedding
 * entry directly, the way another framework or a queue worker would.
 */
function plainHandler(store: AnimalStore) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const key = await store.authenticate.execute(req.headers.authorization?.replace(/^Bearer /, ''));
      const admission = await store.admitRequest.forKey(key);
      if (admission.outcome !== 'admitted') return reply(429, { code: admission.outcome });
      if (req.method === 'POST') {
        let text = '';
        for await (const chunk of req) text += chunk;
        return reply(201, (await store.createPet.execute(JSON.parse(text))).pet);
      }
      const page = await store.listPets.execute({ limit: 2 });
      return reply(200, page);
    } catch (error) {
      if (error instanceof DomainError) return reply(error.code === 'unauthorized' ? 401 : 400, { code: error.code, message: error.message });
      return reply(500, { code: 'internal_error' });
    }
  };
}

describe('embedding the use cases in a host without Koa', () => {
  let store: AnimalStore;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    store = await createAnimalStore({ env: { APP_ENV: 'test', API_KEYS: `free:${KEY}` } });
    const handle = plainHandler(store); // never rejects: it answers every error itself
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    };
  });
  afterAll(async () => close());

  it('serves the same rules through a plain node:http handler', async () => {
    const headers = { authorization: `Bearer ${KEY}` };
    for (const name of ['Rex', 'Tom', 'Kit']) {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ name, categoryId: 1 }) });
      expect(res.status).toBe(201);
    }
    const page = (await (await fetch(url, { headers })).json()) as { pets: { name: string }[]; nextCursor: unknown };
    expect(page.pets.map((p: { name: string }) => p.name)).toEqual(['Rex', 'Tom']);
    expect(page.nextCursor).toEqual(expect.any(String));
    const bad = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ name: '', categoryId: 1 }) });
    expect(bad.status).toBe(400);
    expect((await fetch(url)).status).toBe(401);
  });

  it('is callable as plain functions, with the domain errors typed', async () => {
    const { pet } = await store.createPet.execute({ name: 'Direct', categoryId: 9, status: 'pending' });
    expect(await store.getPet.execute(pet.id)).toEqual(pet);
    expect((await store.listPets.execute({ status: 'pending' })).pets).toContainEqual(pet);
    await expect(store.createPet.execute({ name: ' ', categoryId: 1 })).rejects.toBeInstanceOf(ValidationError);
    expect(await store.readiness()).toEqual({ ready: true, checks: { pets: 'ok', rateLimiter: 'ok' } });
  });
});

/**
 * The README's example of a host's own in-memory stores, run as written (its import line read to pass it
 * the package's exports): what the host's pets record is what the store's readers see.
 */
async function readmeStoresExample(): Promise<AnimalStore> {
  const block = /```ts\n([^]*?)```/.exec(markedSection('embedding-stores').text)![1]!;
  const [importLine, ...body] = block.split('\n');
  const names = /^import \{([^}]*)\} from 'animal-store';/
    .exec(importLine!)![1]!
    .split(',')
    .map((name) => name.trim());
  const AsyncFunction = (async () => undefined).constructor as new (...parameters: string[]) => (...values: unknown[]) => Promise<AnimalStore>;
  const example = new AsyncFunction(...names, `${body.join('\n')}\nreturn store;`);
  return example(...names.map((name) => (api as Record<string, unknown>)[name]));
}

describe("a host's own in-memory stores (the README's example)", () => {
  it('records each change into the log it gives the store: listEvents finds it', async () => {
    const store = await readmeStoresExample();
    try {
      const { pet } = await store.createPet.execute({ name: 'Rex', categoryId: 1 });
      const reader = accessOf(await store.authenticate.execute('my-own-key-0123456789'));
      const { events } = await store.listEvents.execute(reader);
      expect(events).toMatchObject([{ type: 'pet.created', data: pet }]);
    } finally {
      await store.close();
    }
  });

  it('refuses pets of the host without the event log they record into: their events would be lost without a word', async () => {
    const pets = new InMemoryPetRepository(new InMemoryEventLog({ now: () => Date.now() }));
    await expect(createAnimalStore({ env: { APP_ENV: 'test' }, pets })).rejects.toThrow(/pass that log as `events`/);
  });
});
