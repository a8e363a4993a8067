import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { RequestValidators } from '../../adapters/http/openapi/validators.js';
import { createPet } from '../../adapters/http/operations/pets/create-pet.js';
import { listPets } from '../../adapters/http/operations/pets/list-pets.js';

const document = buildOpenApiDocument(OPERATIONS, {
  productionUrl: 'https://api.example/v1',
  stagingUrl: 'https://staging.example/v1',
});

function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('resolves every local $ref', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('declares the 401, 429, 500 and 503 of the guard for every operation, and the rate-limit headers once for every answer', () => {
    expect(Object.keys(document['x-headers-on-every-answer'] as object)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit', 'X-Request-Id']),
    );
    for (const [path, item] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { security?: unknown[]; responses: Record<string, { headers?: object }> }>,
      )) {
        if (method.startsWith('x-')) continue;
        // A public operation (security: []) is never answered 401.
        const refusals = operation.security?.length === 0 ? ['429', '500', '503'] : ['401', '429', '500', '503'];
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(refusals));
        // Not repeated on each response: that made an operation four screens tall on the documentation page.
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.headers ?? {}, `${method} ${path} ${status}`).not.toHaveProperty('X-RateLimit-Remaining');
        }
      }
    }
  });

  it('compiles in strict ajv (the validators of the HTTP adapter come from it)', () => {
    const validators = new RequestValidators();
    const create = validators.of(createPet);
    expect(() => create.body({ name: 'Rex', categoryId: 1 })).not.toThrow();
    expect(() => create.body({ name: 'Rex' })).toThrow(/categoryId/);
    expect({ ...validators.of(listPets).parameters({ path: {}, query: 'limit=5&status=sold', headers: {}, rawHeaders: [] }) }).toEqual({
      limit: 5,
      status: 'sold',
    });
  });
});
