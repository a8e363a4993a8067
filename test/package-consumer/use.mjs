// A plain ESM host of the installed package (test/e2e/package.e2e.test.ts): the in-memory default
// store, the use cases called as functions. Prints one JSON line of what it saw.
import { createAnimalStore, ValidationError } from 'animal-store';

const store = await createAnimalStore({ env: { APP_ENV: 'development', LOG_LEVEL: 'silent' } });
const { pet: rex } = await store.createPet.execute({ name: 'Rex', categoryId: 1 });
const order = { scope: 'host', key: 'order-42' };
const first = await store.createPet.execute({ name: 'Tom', categoryId: 2, status: 'sold' }, order);
const replay = await store.createPet.execute({ name: 'Tom', categoryId: 2, status: 'sold' }, order);
const page = await store.listPets.execute({ limit: 10 });
const fetched = await store.getPet.execute(rex.id);
let invalid;
try {
  await store.createPet.execute({ name: ' ', categoryId: 1 });
} catch (error) {
  invalid = { isValidationError: error instanceof ValidationError, code: error.code, details: error.details };
}
await store.close();
console.log(JSON.stringify({ rex, first, replay, names: page.pets.map((pet) => pet.name), fetched, invalid }));
