import { describe, expect, it } from 'vitest';
import { RequestValidators, type RawParameters } from '../../adapters/http/openapi/validators.js';
import { createPet } from '../../adapters/http/operations/pets/create-pet.js';
import { getPet } from '../../adapters/http/operations/pets/get-pet.js';
import { listPets } from '../../adapters/http/operations/pets/list-pets.js';
import { updatePet } from '../../adapters/http/operations/pets/update-pet.js';
import { listOrders } from '../../adapters/http/operations/store/list-orders.js';
import { placeOrder } from '../../adapters/http/operations/store/place-order.js';
import { updateOrder } from '../../adapters/http/operations/store/update-order.js';
import { NotFoundError, ValidationError } from '../../core/index.js';

const validators = new RequestValidators();
const raw = (parts: Partial<RawParameters>): RawParameters => ({ path: {}, query: '', headers: {}, rawHeaders: [], ...parts });

/** The `details` of the ValidationError `run` throws, by field. */
function problemsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return Object.fromEntries((error as ValidationError).details.map((d) => [d.field, d.problem]));
  }
  throw new Error('no ValidationError');
}

describe('request checks compiled from the operations’ schemas', () => {
  const newPet = validators.of(createPet).body;
  const patch = validators.of(updatePet).body;

  it('NewPet: required members, types, ranges, unknown members and a client id, each named', () => {
    expect(problemsOf(() => newPet({}))).toEqual({ name: 'is required', categoryId: 'is required' });
    expect(problemsOf(() => newPet({ name: 'Rex', categoryId: 1, status: 'Sold', id: 3, owner: 'me' }))).toEqual({
      status: 'must be one of available, pending, sold',
      id: 'is assigned by the service and must not be sent',
      owner: 'is not a known field',
    });
    for (const categoryId of [0, -1, 1.5, '1', 2 ** 53, null])
      expect(problemsOf(() => newPet({ name: 'Rex', categoryId }))).toHaveProperty('categoryId');
    expect(() => newPet({ name: 'Rex', categoryId: 2 ** 53 - 1 })).not.toThrow();
    for (const body of [null, [], 'Rex', 3]) expect(problemsOf(() => newPet(body))).toEqual({ body: 'must be a JSON object' });
  });

  it('NewPet: the name is at most 400 code points as sent (an emoji is one); its 100 after NFC are the core’s rule', () => {
    expect(() => newPet({ name: '😀'.repeat(400), categoryId: 1 })).not.toThrow();
    expect(() => newPet({ name: 'e\u0301'.repeat(200), categoryId: 1 })).not.toThrow();
    expect(problemsOf(() => newPet({ name: 'a'.repeat(401), categoryId: 1 }))).toEqual({
      name: 'must be at most 400 characters (Unicode code points)',
    });
    expect(problemsOf(() => newPet({ name: '', categoryId: 1 }))).toEqual({ name: 'must not be empty' });
    expect(problemsOf(() => newPet({ name: null, categoryId: 1 }))).toEqual({ name: 'must be a string, not null: null removes nothing here' });
  });

  it('an id too large for a double (JSON 1e400 parses as Infinity) is refused for its size, not as "not an integer"', () => {
    expect(problemsOf(() => newPet({ name: 'Rex', categoryId: JSON.parse('1e400') }))).toEqual({ categoryId: 'must be at most 9007199254740991' });
    expect(problemsOf(() => newPet({ name: 'Rex', categoryId: JSON.parse('-1e400') }))).toEqual({ categoryId: 'must be at least 1' });
    expect(problemsOf(() => newPet({ name: 'Rex', categoryId: 1e300 }))).toEqual({ categoryId: 'must be at most 9007199254740991' });
    expect(problemsOf(() => newPet({ name: 'Rex', categoryId: 1.5 }))).toEqual({ categoryId: 'must be an integer' });
  });

  it('a merge patch: null members are refused as a patch that would remove them', () => {
    expect(() => patch({})).not.toThrow();
    expect(problemsOf(() => patch({ name: null, id: 2 }))).toEqual({
      name: 'must not be null: a merge patch cannot remove it',
      id: 'is assigned by the service and must not be sent',
    });
  });

  it('the store bodies: NewOrder and OrderPatch, each member named', () => {
    const newOrder = validators.of(placeOrder).body;
    const orderPatch = validators.of(updateOrder).body;
    expect(problemsOf(() => newOrder({ petId: 2 ** 53 }))).toEqual({ petId: 'must be at most 9007199254740991' });
    expect(problemsOf(() => newOrder([{ petId: 1 }]))).toEqual({ body: 'must be a JSON object' });
    expect(problemsOf(() => newOrder({ petId: 1, quantity: 2 }))).toEqual({ quantity: 'is not a known field' });
    expect(problemsOf(() => orderPatch({ status: 'shipped' }))).toEqual({ status: 'must be one of placed, approved, delivered, cancelled' });
    expect(problemsOf(() => patch({ categoryId: 1.5, status: 'lost', name: 7 }))).toEqual({
      categoryId: 'must be an integer',
      status: 'must be one of available, pending, sold',
      name: 'must be a string',
    });
  });

  it('query parameters: typed, unknown or repeated ones refused, each named', () => {
    const list = validators.of(listPets).parameters;
    expect({ ...list(raw({ query: 'limit=5&status=sold' })) }).toEqual({ limit: 5, status: 'sold' });
    expect(problemsOf(() => list(raw({ query: 'stauts=sold&limit=2&limit=3&cursor=' })))).toEqual({
      limit: 'must be given at most once',
      stauts: 'is not a known query parameter',
      cursor: 'must not be empty',
    });
    for (const limit of ['0', '101', '1.5', 'abc', '']) expect(problemsOf(() => list(raw({ query: `limit=${limit}` })))).toHaveProperty('limit');
  });

  it('path ids: malformed → 400; beyond int64 → 400 saying so; a well-formed id beyond 2^53−1 → 404 at the edge', () => {
    const read = validators.of(getPet).parameters;
    expect({ ...read(raw({ path: { petId: '12' } })) }).toEqual({ petId: 12 });
    for (const petId of ['abc', '0', '-1', '012', '1.0']) expect(problemsOf(() => read(raw({ path: { petId } })))).toHaveProperty('petId');
    expect(problemsOf(() => read(raw({ path: { petId: '9223372036854775808' } })))).toEqual({
      petId: 'must be at most 9223372036854775807 (a 64-bit integer)',
    });
    expect(() => read(raw({ path: { petId: '9223372036854775807' } }))).toThrow(NotFoundError);
    expect(() => read(raw({ path: { petId: '9007199254740992' } }))).toThrow('No pet has the id 9007199254740992.');
  });

  it('a query id beyond 2^53−1 reaches the operation exactly (listOrders answers it with no orders)', () => {
    const list = validators.of(listOrders).parameters;
    expect(list(raw({ query: 'petId=9007199254740993' })).petId).toBe(9007199254740993n);
  });

  it('header parameters: the Idempotency-Key format is the schema’s', () => {
    const create = validators.of(createPet).parameters;
    expect({ ...create(raw({ headers: { 'idempotency-key': 'order-42' } })) }).toEqual({ 'Idempotency-Key': 'order-42' });
    for (const key of ['', 'é', 'x'.repeat(256), 'tab\there', 'a,b', 'a, b']) {
      expect(problemsOf(() => create(raw({ headers: { 'idempotency-key': key } })))).toEqual({
        'Idempotency-Key': 'must be 1 to 255 printable ASCII characters, commas excluded',
      });
    }
  });

  it('header parameters: a one-line header sent on two lines is refused as such, whatever Node made of it', () => {
    const create = validators.of(createPet).parameters;
    const twice = raw({ headers: { 'idempotency-key': 'a, b' }, rawHeaders: ['Idempotency-Key', 'a', 'idempotency-key', 'b'] });
    expect(problemsOf(() => create(twice))).toEqual({
      'Idempotency-Key': 'must be sent once: repeated header lines are joined into one value ("a, b"), which is not what was sent',
    });
    const once = raw({ headers: { 'idempotency-key': 'order-42' }, rawHeaders: ['Host', 'x', 'IDEMPOTENCY-KEY', 'order-42'] });
    expect({ ...create(once) }).toEqual({ 'Idempotency-Key': 'order-42' });
  });
});
