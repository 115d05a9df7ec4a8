import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument, type OpenApiDocument } from '../../src/api/openapi/document';

type Variant = 'contract' | 'demo';
const JSON_TYPE = 'application/json; charset=utf-8';
const SERVED = 'The server this document was read from';

/**
 * What `npm run mock-api` serves beside the API (docs/api/README.md): the OpenAPI document at
 * /openapi.json and a reference page at /docs (with `DEMO=1`, the demo's own calls' at /openapi-demo.json and /docs/demo), Swagger UI from the swagger-ui-dist package (no CDN,
 * no network: it works offline).
 */

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Where the reference page reads the pages of docs/ its document cites (the repository's, as text). */
export const PAGES_PATH = '/docs/pages/';
const DOCS_DIR = new URL('../../docs/', import.meta.url);

/** The pages it serves: every markdown page of docs/ and docs/api/, by name; nothing else is read. */
function docsPages(): Map<string, URL> {
  const out = new Map<string, URL>();
  for (const dir of ['', 'api/']) {
    for (const name of readdirSync(new URL(dir, DOCS_DIR))) {
      if (name.endsWith('.md')) out.set(`${dir}${name}`, new URL(`${dir}${name}`, DOCS_DIR));
    }
  }
  return out;
}

const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** A reference page: Swagger UI, started by its own script, which names the document. */
const page = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Label back office API — reference</title>
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api" aria-label="API reference"></main>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="${script}"></script>
  </body>
</html>
`;

// A file of its own rather than an inline script, so the page runs under a strict CSP.
const init = (document: string) => `window.ui = SwaggerUIBundle({
  url: '${document}',
  dom_id: '#api',
  deepLinking: true,
  displayOperationId: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Every group listed, each opened on a click: with the groups open (Swagger UI's default) the
  // page stopped after the first group's seventh call once the document held 140 operations.
  docExpansion: 'none',
});
`;

/**
 * The pages: the contract's at /docs, the demo's own calls' at /docs/demo (with `DEMO=1` only). One
 * document a page: Swagger UI's layout with a document picker sets inline styles, which the policy
 * below refuses.
 */
const PAGES = [
  { path: '/docs', script: '/docs/init.js', document: '/openapi.json', demo: false },
  { path: '/docs/demo', script: '/docs/init-demo.js', document: '/openapi-demo.json', demo: true },
] as const;

/**
 * The reference's Content-Security-Policy (docs/api/README.md#headers): its own scripts, styles and
 * images only (Swagger UI's icons are data: URLs), the document fetched from here, no plugin, no
 * form sent elsewhere, never framed by another site.
 */
export const REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface StaticAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: string | Buffer;
}

/** A Host header that can name a server (`name[:port]`, `[v6][:port]`); anything else is not echoed. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The reference pages. `/openapi.json` names the server it is read from (`http://` and the
 * request's Host), so "Try it out" calls this server whatever its PORT; a Host that is not a
 * server's name gives `fallback` instead.
 */
export function apiReference(options: {
  readonly version: string;
  readonly demo: boolean;
  readonly fallback: () => string;
}): (method: string, path: string, host: string | undefined) => StaticAnswer | null {
  const documents = new Map<Variant, OpenApiDocument>();
  const assets = new Map<string, Buffer>();
  let pages: Map<string, URL> | null = null;
  const served = (variant: Variant, host: string | undefined): string => {
    let document = documents.get(variant);
    if (!document) {
      document = openApiDocument({ version: options.version, variant, pages: PAGES_PATH });
      documents.set(variant, document);
    }
    const server = host && HOST.test(host) ? `http://${host}` : options.fallback();
    return `${JSON.stringify({ ...document, servers: [{ url: server, description: SERVED }] }, null, 2)}\n`;
  };
  return (method, path, host) => {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (path === '/openapi.json') return { status: 200, type: JSON_TYPE, body: served('contract', host) };
    if (path === '/openapi-demo.json' && options.demo) {
      return { status: 200, type: JSON_TYPE, body: served('demo', host) };
    }
    const offered = PAGES.filter((p) => options.demo || !p.demo);
    const reference = offered.find((p) => p.path === path.replace(/\/$/, ''));
    if (reference) return { status: 200, type: 'text/html; charset=utf-8', body: page(reference.script) };
    const started = offered.find((p) => p.script === path);
    if (started) return { status: 200, type: 'text/javascript; charset=utf-8', body: init(started.document) };
    if (path.startsWith(PAGES_PATH)) {
      const file = (pages ??= docsPages()).get(path.slice(PAGES_PATH.length));
      return file ? { status: 200, type: 'text/plain; charset=utf-8', body: readFileSync(file) } : null;
    }
    const name = path.startsWith('/docs/') ? path.slice('/docs/'.length) : null;
    const type = name ? ASSETS[name] : undefined;
    if (!name || !type) return null;
    let bytes = assets.get(name);
    if (!bytes) {
      bytes = readFileSync(join(SWAGGER_DIR, name));
      assets.set(name, bytes);
    }
    return { status: 200, type, body: bytes };
  };
}
