// A plain ESM host of the installed package (test/e2e/package.e2e.test.ts): the in-memory default
// store, the use cases called as functions, an untrusted JSON body checked by the API's own schema.
// Prints one JSON line of what it saw.
import * as api from 'animal-store';
import { createAnimalStore, parseRequestBody, ValidationError } from 'animal-store';

const store = await createAnimalStore({ env: { APP_ENV: 'development', LOG_LEVEL: 'silent' } });
const { pet: rex } = await store.createPet.execute({ name: 'Rex', categoryId: 1 });
const order = { scope: 'host', key: 'order-42' };
const first = await store.createPet.execute({ name: 'Tom', categoryId: 2, status: 'sold' }, order);
const replay = await store.createPet.execute({ name: 'Tom', categoryId: 2, status: 'sold' }, order);
const page = await store.listPets.execute({ limit: 10 });
const { pet: fetched } = await store.getPet.read(rex.id);
let invalid;
try {
  await store.createPet.execute(parseRequestBody('NewPet', JSON.parse('{"name":"Kit","categoryId":0}')));
} catch (error) {
  invalid = { isValidationError: error instanceof ValidationError, code: error.code, details: error.details };
}
await store.close();
const exports = Object.keys(api).sort();
console.log(JSON.stringify({ rex, first, replay, names: page.pets.map((pet) => pet.name), fetched, invalid, exports }));
