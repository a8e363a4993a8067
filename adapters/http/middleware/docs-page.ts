import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Next } from 'koa';
import type { Admission } from '../../../core/index.js';
import { OPENAPI_PATH } from '../api-paths.js';
import { CORS_TAG } from '../openapi/document.js';
import { admitted } from '../rate-limit-headers.js';
import { replyOf } from '../reply.js';
import { IMMUTABLE, REVALIDATE, serveAsset, staticAsset, type StaticAsset } from '../static-asset.js';

const DOCS_PATH = '/docs';
const ROOT_PATH = '/';

/**
 * `GET /`: where to go from the root (GitHub's API answers its root with its URLs): the page, the
 * document, the API, the probes; `Link` says the same for tools (RFC 8631's service-doc, service-desc).
 */
const ROOT = JSON.stringify({
  name: 'Animal Store API',
  documentation: DOCS_PATH,
  openapi: OPENAPI_PATH,
  api: '/v1',
  health: '/healthz',
  readiness: '/readyz',
});
const ROOT_LINK = `<${DOCS_PATH}>; rel="service-doc", <${OPENAPI_PATH}>; rel="service-desc"`;

/**
 * What the page needs, nothing more: its own scripts and styles (Swagger UI sets styles through
 * the DOM, which CSP does not restrict), its icons as data: URIs, the document and "Try it out"
 * on this origin (the document's first server is the relative /v1).
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

const requireHere = createRequire(import.meta.url);
const RENDERER_DIR = dirname(requireHere.resolve('swagger-ui-dist/package.json'));
const RENDERER_VERSION = (requireHere('swagger-ui-dist/package.json') as { version: string }).version;
/** Swagger UI's files under a name that carries its version: cached for good (`immutable`), replaced by an upgrade's new name. */
const RENDERER_PATH = `${DOCS_PATH}/swagger-ui-${RENDERER_VERSION}`;
const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

// No inline script (the policy forbids it): the set-up is a file of its own. No validator badge
// (it would ask validator.swagger.io), operation ids shown, the OPTIONS operations folded away.
// Each response declares the ten or so headers every answer carries: a plugin folds a response's
// headers under a summary that opens them (<details>), so an opened operation stays a screen or two tall.
// Swagger UI has no input for an int64 item of an array parameter (the id filter): the plugin gives it the text input.
const INIT = `function animalStoreDocs(system) {
  return {
    components: {
      JsonSchema_integer_int64: function (props) {
        return system.React.createElement(system.getComponent('JsonSchema_string'), props);
      },
    },
    wrapComponents: {
      headers: function (Original, system) {
        return function (props) {
          var count = props.headers && props.headers.size;
          if (!count) return system.React.createElement(Original, props);
          return system.React.createElement(
            'details',
            { className: 'response-headers' },
            system.React.createElement('summary', null, 'Headers (' + count + ')'),
            system.React.createElement(Original, props),
          );
        };
      },
    },
  };
}
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#docs',
  validatorUrl: null,
  displayOperationId: true,
  deepLinking: false,
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [animalStoreDocs],
  onComplete: function () {
    window.ui.layoutActions.show(['operations-tag', ${JSON.stringify(CORS_TAG)}], false);
  },
});
`;
/** The set-up under a name that carries its content's digest: it changes name when it changes. */
const INIT_PATH = `${DOCS_PATH}/init-${createHash('sha256').update(INIT).digest('hex').slice(0, 12)}.js`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Animal Store API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${RENDERER_PATH}/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${RENDERER_PATH}/swagger-ui-bundle.js"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

/** The paths the page is made of: `/docs`, its assets and the root that points at it (their requests have their own metric label). */
export const DOCS_PATHS: ReadonlySet<string> = new Set([
  ROOT_PATH,
  DOCS_PATH,
  INIT_PATH,
  ...Object.keys(RENDERER_FILES).map((file) => `${RENDERER_PATH}/${file}`),
]);

/**
 * Swagger UI's files (1.9 MB), read and compressed once per process: every app of a process (a
 * host may make several) serves the same bytes.
 */
let rendererAssets: ReadonlyMap<string, StaticAsset> | undefined;
function renderer(): ReadonlyMap<string, StaticAsset> {
  rendererAssets ??= new Map(
    Object.entries(RENDERER_FILES).map(([file, type]) => [
      `${RENDERER_PATH}/${file}`,
      staticAsset(readFile(join(RENDERER_DIR, file)), type, IMMUTABLE),
    ]),
  );
  return rendererAssets;
}

/**
 * GET /docs: the API's documentation page (and GET /, which points at it) (Swagger UI from npm, no CDN: it works offline), showing
 * the document served at /v1/openapi.json. No key: it is as public as the document, and charged to
 * the same budget per address (`admit`). Every file is compressed at start-up and served with an
 * ETag; the page itself is asked about on each visit (`no-cache`), its assets never again.
 */
export function docsPage(admit: (address: string) => Promise<Admission>) {
  const assets = new Map<string, StaticAsset>([
    [ROOT_PATH, staticAsset(Buffer.from(ROOT), 'application/json; charset=utf-8', REVALIDATE)],
    [DOCS_PATH, staticAsset(Buffer.from(PAGE), 'text/html; charset=utf-8', REVALIDATE)],
    [INIT_PATH, staticAsset(Buffer.from(INIT), 'text/javascript; charset=utf-8', IMMUTABLE)],
    ...renderer(),
  ]);
  return async function docsPage(ctx: Context, next: Next): Promise<void> {
    const asset = ctx.method === 'GET' || ctx.method === 'HEAD' ? assets.get(ctx.path) : undefined;
    if (asset === undefined) {
      await next();
      return;
    }
    const reply = replyOf(ctx);
    if (!admitted(reply, await admit(ctx.ip))) return;
    const headers = ctx.req.headers;
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (ctx.path === ROOT_PATH) reply.header('Link', ROOT_LINK);
    await serveAsset(reply, asset, { acceptEncoding: headers['accept-encoding'], ifNoneMatch: headers['if-none-match'] });
  };
}
