import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Next } from 'koa';
import { OPENAPI_PATH } from '../api-paths.js';
import { replyOf } from '../reply.js';

const DOCS_PATH = '/docs';

/**
 * What the page needs, nothing more: its own scripts and styles (Swagger UI sets styles through
 * the DOM, which CSP does not restrict), its icons as data: URIs, the document from this origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Animal Store API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// No inline script (the policy forbids it): the set-up is a file of its own. No validator badge
// (it would ask validator.swagger.io), operation ids shown, "try it out" against this origin only.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#docs',
  validatorUrl: null,
  displayOperationId: true,
  deepLinking: false,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** Swagger UI's own files, served as they are shipped in the swagger-ui-dist package. */
const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

interface Asset {
  readonly contentType: string;
  readonly body: () => Promise<string>;
}

/**
 * GET /docs: the API's documentation page (Swagger UI from npm, no CDN: it works offline), showing
 * the document served at /v1/openapi.json. No key: it is as public as the document. The renderer's
 * files (1.5 MB) are read on the first request for each, once.
 */
export function docsPage() {
  const rendererDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const constant = (text: string) => () => Promise.resolve(text);
  const assets = new Map<string, Asset>([
    [DOCS_PATH, { contentType: 'text/html; charset=utf-8', body: constant(PAGE) }],
    [`${DOCS_PATH}/init.js`, { contentType: 'text/javascript; charset=utf-8', body: constant(INIT) }],
  ]);
  for (const [file, contentType] of Object.entries(RENDERER_FILES)) {
    let loaded: Promise<string> | undefined;
    assets.set(`${DOCS_PATH}/${file}`, { contentType, body: () => (loaded ??= readFile(join(rendererDir, file), 'utf8')) });
  }
  return async function docsPage(ctx: Context, next: Next): Promise<void> {
    const asset = ctx.method === 'GET' || ctx.method === 'HEAD' ? assets.get(ctx.path) : undefined;
    if (asset === undefined) {
      await next();
      return;
    }
    const body = await asset.body();
    replyOf(ctx).header('Content-Security-Policy', CONTENT_SECURITY_POLICY).send(200, asset.contentType, body);
  };
}
