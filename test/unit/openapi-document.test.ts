import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../core/index.js';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { RequestValidators } from '../../adapters/http/openapi/validators.js';
import { createPet } from '../../adapters/http/operations/pets/create-pet.js';
import { listPets } from '../../adapters/http/operations/pets/list-pets.js';

const document = buildOpenApiDocument(OPERATIONS, {
  environment: 'test',
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

  it('declares the 401, 429, 500 and 503 of the guard for every operation, and on each response the headers every answer carries, by $ref', () => {
    const headers = (document.components as { headers: Record<string, unknown> }).headers;
    const shared = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'RateLimit-Policy', 'RateLimit', 'X-Request-Id', 'X-Trace-Id'];
    const cors = ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers'];
    expect(Object.keys(headers)).toEqual(expect.arrayContaining([...shared, ...cors, 'API-Key-Expiration']));
    expect(JSON.stringify(document)).not.toContain('x-headers-on-every-answer');
    let responses = 0;
    for (const [path, item] of Object.entries(document.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { security?: unknown[]; responses: Record<string, { headers?: Record<string, { $ref?: string }> }> }>,
      )) {
        if (method.startsWith('x-')) continue;
        // A public operation (security: []) is never answered 401.
        const open = operation.security?.length === 0;
        const refusals = open ? ['429', '500', '503'] : ['401', '429', '500', '503'];
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(refusals));
        for (const [status, response] of Object.entries(operation.responses)) {
          responses++;
          const where = `${method} ${path} ${status}`;
          for (const name of [...shared, ...cors])
            expect(response.headers?.[name], `${where} ${name}`).toEqual({ $ref: `#/components/headers/${name}` });
          // The key's expiry is told to a valid key: not on a 401, nor on a public operation's answers.
          expect(response.headers?.['API-Key-Expiration'] !== undefined, `${where} API-Key-Expiration`).toBe(!open && status !== '401');
        }
      }
    }
    expect(responses).toBeGreaterThan(150);
  });

  it("the introduction names all the scopes and no extension of the document's", () => {
    const { description } = document.info as { description: string };
    for (const scope of SCOPES) expect(description).toContain(`\`${scope}\``);
    expect(description).toContain('The 9 scopes');
    expect(description).not.toMatch(/\bx-[a-z]/);
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
