import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument } from '../../src/api/openapi/document';

/**
 * What `npm run mock-api` serves beside the API (docs/api/README.md): the OpenAPI document at
 * /openapi.json and a reference page at /docs, Swagger UI from the swagger-ui-dist package (no CDN,
 * no network: it works offline).
 */

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
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
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

// A file of its own rather than an inline script, so the page runs under a strict CSP.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#api',
  deepLinking: true,
  displayOperationId: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

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

export function apiReference(version: string): (method: string, path: string) => StaticAnswer | null {
  let document: string | null = null;
  const assets = new Map<string, Buffer>();
  return (method, path) => {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (path === '/openapi.json') {
      document ??= `${JSON.stringify(openApiDocument({ version }), null, 2)}\n`;
      return { status: 200, type: 'application/json; charset=utf-8', body: document };
    }
    if (path === '/docs' || path === '/docs/') return { status: 200, type: 'text/html; charset=utf-8', body: PAGE };
    if (path === '/docs/init.js') return { status: 200, type: 'text/javascript; charset=utf-8', body: INIT };
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
