// A TypeScript host of the installed package (test/e2e/package.e2e.test.ts), type-checked with
// moduleResolution NodeNext and skipLibCheck false: the API served by the host's own node:http
// server through the package's app builder. Prints the URL and the development key, then serves
// until it is signalled.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnimalStore, createHttpAppFor, DomainError, type AnimalStore, type HttpApp, type Pet } from 'animal-store';

const store: AnimalStore = await createAnimalStore({ env: { APP_ENV: 'development', LOG_LEVEL: 'silent' } });
const { pet }: { pet: Pet } = await store.createPet.execute({ name: 'Seeded', categoryId: 7 });
const typed: DomainError | undefined = await store.getPet.read(pet.id + 1).then(
  () => undefined,
  (error: unknown) => (error instanceof DomainError ? error : undefined),
);
const app: HttpApp = createHttpAppFor(store);
const handle = app.callback();
const server = createServer((req, res) => void handle(req, res));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, key: store.generatedKey?.secret, missing: typed?.code }));
});
process.on('SIGTERM', () => server.close(() => void store.close()));
