import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http-harness.js';

const HEADER =
  '/**\n' +
  ' * The API description served at /v1/openapi.json, as openapi-typescript types it. Generated: do not edit.\n' +
  ' * `npm run client:types` writes it again; test/client/client-types.test.ts fails when it differs.\n' +
  ' */\n';

/**
 * The client's types are generated from the document the service serves (openapi-typescript with its
 * default options); a route or schema that changes without them fails here, with the difference.
 */
describe('the client types', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('are what openapi-typescript makes of the served document (`npm run client:types` to regenerate)', async () => {
    const document = (await (await fetch(`${service.url}/v1/openapi.json`)).json()) as Parameters<typeof openapiTS>[0];
    const generated = HEADER + astToString(await openapiTS(document, { silent: true }));
    await expect(generated).toMatchFileSnapshot(
      '../../client/src/openapi.generated.ts',
      'client types drifted from the document: run `npm run client:types`',
    );
  });
});
