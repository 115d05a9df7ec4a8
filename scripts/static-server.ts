import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { HEADER_ONLY_DIRECTIVES, policyOfPage } from './bundle/content-security-policy';
import { closable } from '../mocks/server/closable';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

export interface StaticOptions {
  /**
   * Compress text files when the client accepts it, as a real host would (Lighthouse counts transfer
   * sizes): the build's Brotli file beside the one asked for (scripts/bundle/precompress.ts) to a client
   * that accepts `br`, else gzip as the file is sent.
   */
  readonly compress?: boolean;
  /**
   * Serves `root` under this path (`/demo/labels/`) as a host serving the app from a sub-path would:
   * the SPA fallback stays inside it, anything outside is a 404, and the prefix without its final
   * slash redirects to it.
   */
  readonly prefix?: string;
}

/**
 * The headers of a file: never sniffed into another type; a page also gets the Content-Security-Policy
 * its `<meta http-equiv>` holds (the build writes it there: scripts/bundle/content-security-policy.ts),
 * with what only a header can carry (no framing by another site).
 */
function securityHeaders(file: string, type: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (type.startsWith('text/html')) {
    const policy = policyOfPage(readFileSync(file, 'utf8'));
    if (policy) headers['content-security-policy'] = `${policy}; ${HEADER_ONLY_DIRECTIVES}`;
  }
  return headers;
}

/**
 * How long a browser may keep a file, as a host of this app should say it: the build's files under
 * `assets/` carry a hash of their content in their name, so a browser keeps them for a year without
 * asking again; anything else (index.html, the SPA fallback, the demo's service worker) is checked
 * with the server on every visit, so a new build is seen at once (docs/performance.md#serving-the-build).
 */
export function cacheControl(path: string): string {
  return /^\/assets\/[^/]+-[\w-]{8}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A plain static server with the SPA fallback, on 127.0.0.1; for benches and tests. */
export async function serveStatic(
  root: string,
  port = 0,
  options: StaticOptions = {},
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const base = resolve(root);
  const prefix = `/${(options.prefix ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const server = createServer((req, res) => {
    let requested: string;
    try {
      requested = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      // A malformed escape (`%E0%A4%A`): no file has that name.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('Bad request');
      return;
    }
    if (`${requested}/` === prefix) {
      res.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!requested.startsWith(prefix)) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' })
        .end('Not found');
      return;
    }
    const path = `/${requested.slice(prefix.length)}`;
    let file = normalize(join(base, path));
    // Inside the folder means under its path and a separator: `/../dist-old/x` starts with `…/dist` too.
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(base, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const served = file === join(base, 'index.html') ? '/index.html' : path;
    const headers = { 'content-type': type, 'cache-control': cacheControl(served), ...securityHeaders(file, type) };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (options.compress && /\bbr\b/.test(accepted) && existsSync(`${file}.br`)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      createReadStream(`${file}.br`).pipe(res);
      return;
    }
    if (options.compress && /\bgzip\b/.test(accepted) && /text|json|svg/.test(type)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file).pipe(createGzip()).pipe(res);
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  const close = closable(server);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { url: `http://127.0.0.1:${actual}`, server, close };
}
