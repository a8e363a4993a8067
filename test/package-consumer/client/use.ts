// A consumer of the packed client (test/e2e/client-package.e2e.test.ts): Node, NodeNext, skipLibCheck false.
import { AnimalStoreClient, AnimalStoreError, type NewPet, type Pet } from '@animal-store/client';

const client = new AnimalStoreClient({ baseUrl: process.env.API_URL!, apiKey: process.env.API_KEY! });

const rex: Pet = await client.createPet({ name: 'Rex', categoryId: 3 });
await client.createPet({ name: 'Tom', categoryId: 3, status: 'sold' });
const names: string[] = [];
for await (const pet of client.pets({ limit: 1 })) names.push(pet.name);

let invalid: unknown;
try {
  await client.createPet({ name: '', categoryId: 1 });
} catch (error) {
  if (error instanceof AnimalStoreError) invalid = { code: error.code, status: error.status, details: error.details };
}

/** Never called: the generated types refuse what the document refuses. */
export function typeChecks(): NewPet[] {
  // @ts-expect-error status is one of available, pending, sold
  const lost: NewPet = { name: 'Rex', categoryId: 1, status: 'lost' };
  // @ts-expect-error categoryId is required
  const nameless: NewPet = { name: 'Rex' };
  return [lost, nameless];
}

console.log(JSON.stringify({ rex, etag: client.etagOf(rex), names, invalid, limit: client.rateLimit?.limit }));
