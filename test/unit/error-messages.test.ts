import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../adapters/http/openapi/document.js';
import { OPERATIONS } from '../../adapters/http/operations/index.js';
import { errorMessageProblems } from '../support/error-messages.js';

const error = (message: string, extra: object = {}) => ({ code: 'invalid_request', message, status: 400, ...extra });

describe('the rules every Error message follows (checked on every Error body the HTTP tests receive)', () => {
  it('accepts messages that end with a full stop and start with the field or parameter they name', () => {
    const good = [
      error('name: must not be blank.', { details: [{ field: 'name', problem: 'must not be blank' }] }),
      error('name: must not be blank; categoryId: is required.', {
        details: [
          { field: 'name', problem: 'must not be blank' },
          { field: 'categoryId', problem: 'is required' },
        ],
      }),
      { code: 'precondition_failed', message: 'If-Match: pet 12 has changed since the version it names; read it again and retry.', status: 412 },
      { code: 'rate_limited', message: 'Rate limit exceeded; retry after 1 second.', status: 429 },
      { code: 'not_found', message: 'No pet has the id 12.', status: 404 },
    ];
    for (const body of good) expect(errorMessageProblems(body), body.message).toEqual([]);
    expect(errorMessageProblems({ id: 1, name: 'Rex' })).toEqual([]);
  });

  it.each([
    ['no full stop', error('name: must not be blank', { details: [{ field: 'name', problem: 'must not be blank' }] })],
    ['two full stops', { code: 'not_found', message: 'No pet has the id 12..', status: 404 }],
    ['details without their field first', error('must not be blank.', { details: [{ field: 'name', problem: 'must not be blank' }] })],
    [
      'a detail left out',
      error('name: must not be blank.', {
        details: [
          { field: 'name', problem: 'must not be blank' },
          { field: 'categoryId', problem: 'is required' },
        ],
      }),
    ],
    [
      'a parameter named in the middle',
      { code: 'precondition_failed', message: 'Pet 12 has changed since the version named in If-Match.', status: 412 },
    ],
    [
      'a header named in the middle',
      { code: 'unsupported_media_type', message: 'The body must be sent with Content-Type application/json.', status: 415 },
    ],
  ])('refuses %s', (_what, body) => {
    expect(errorMessageProblems(body)).not.toEqual([]);
  });

  it("holds for every example of the document's Error answers", () => {
    const document = buildOpenApiDocument(OPERATIONS, {
      environment: 'test',
      productionUrl: 'https://api.example/v1',
      stagingUrl: 'https://staging.example/v1',
    });
    const examples: unknown[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'example' && typeof (value as { code?: unknown })?.code === 'string') examples.push(value);
      return value;
    });
    expect(examples.length).toBeGreaterThan(20);
    for (const example of examples) expect(errorMessageProblems(example), JSON.stringify(example)).toEqual([]);
  });
});
