import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/openapi-document.js';
import { RequestValidators } from '../../adapters/http/openapi/request-validator.js';

const document = buildOpenApiDocument({
  productionUrl: 'https://api.example/v1',
  stagingUrl: 'https://staging.example/v1',
  sunsetAt: Date.UTC(2030, 11, 5),
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

  it('declares an Error answer with the rate-limit headers for every status of every operation', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(
        item as unknown as Record<string, { security?: unknown[]; responses: Record<string, { headers?: object }> }>,
      )) {
        if (method.startsWith('x-')) continue;
        // A public operation (security: []) is never answered 401.
        const refusals = operation.security?.length === 0 ? ['429', '500', '503'] : ['401', '429', '500', '503'];
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(refusals));
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.headers, `${method} ${path} ${status}`).toHaveProperty('X-RateLimit-Remaining');
        }
      }
    }
  });

  it('compiles in strict ajv (the validators of the HTTP adapter come from it)', () => {
    const validators = new RequestValidators(document);
    expect(() => validators.body('NewPet')({ name: 'Rex', categoryId: 1 })).not.toThrow();
    expect(() => validators.body('NewPet')({ name: 'Rex' })).toThrow(/categoryId/);
    expect(validators.parameters('/pets', 'get', 'query')({ limit: '5', status: 'sold' })).toEqual({ limit: 5, status: 'sold' });
  });
});
