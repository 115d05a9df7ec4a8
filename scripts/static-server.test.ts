import { request } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

let parent: string;
let root: string;
const POLICY = "default-src 'self'; script-src 'self'";
const PAGE = `<head><meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="${POLICY}" /></head><p>app</p>`;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'static-server-'));
  root = join(parent, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  // A sibling folder whose name starts with the served one's: never served.
  await mkdir(join(parent, 'dist-old'));
  await writeFile(join(parent, 'dist-old', 'secret.txt'), 'SECRET');
  await writeFile(join(root, 'index.html'), PAGE);
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'index-BeXg_b-d.js'), 'console.log(2)');
  // A build's file with its Brotli file beside it (scripts/bundle/precompress.ts), and the page's.
  await writeFile(join(root, 'assets', 'screens-Ab12Cd34.js'), SCREENS);
  await writeFile(join(root, 'assets', 'screens-Ab12Cd34.js.br'), brotliCompressSync(SCREENS));
  await writeFile(join(root, 'index.html.br'), brotliCompressSync(PAGE));
});
const SCREENS = `export const labels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `label ${i}`))};`;
afterAll(() => rm(parent, { recursive: true, force: true }));

/** A request for `path` exactly as written (fetch would resolve its dot segments first). */
function getRaw(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The raw answer to a client that accepts `encodings`, its body decoded as it says it is encoded. */
function getEncoded(url: string, encodings: string) {
  return new Promise<{ encoding: string | undefined; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(new URL(url), { headers: { 'accept-encoding': encodings } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ encoding, body: body.toString('utf8'), headers: res.headers });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

async function get(url: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

describe('serveStatic', () => {
  it('lets a browser keep a hashed build file for a year and check the page on every visit', async () => {
    const site = await serveStatic(root);
    try {
      const hashed = await fetch(`${site.url}/assets/index-BeXg_b-d.js`);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const path of ['/', '/order/12', '/assets/app.js']) {
        expect((await fetch(`${site.url}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
      }
    } finally {
      await site.close();
    }
  });

  it("sends a page's Content-Security-Policy as a header too, with no framing; nosniff on every file", async () => {
    const site = await serveStatic(root);
    try {
      for (const path of ['/', '/order/12']) {
        const page = await fetch(`${site.url}${path}`);
        expect(page.headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`);
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const script = await fetch(`${site.url}/assets/app.js`);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('content-security-policy')).toBeNull();
      // A malformed escape is a 400, and the server keeps serving.
      expect((await get(`${site.url}/%E0%A4%A`)).status).toBe(400);
      expect((await get(`${site.url}/`)).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it("sends the build's Brotli file to a browser that accepts br, else gzips the file as it goes, else sends it as it is", async () => {
    const site = await serveStatic(root, 0, { compress: true });
    const plain = await serveStatic(root);
    try {
      const browser = await getEncoded(`${site.url}/assets/screens-Ab12Cd34.js`, 'gzip, deflate, br, zstd');
      expect(browser).toMatchObject({ encoding: 'br', body: SCREENS });
      expect(browser.headers).toMatchObject({
        vary: 'accept-encoding',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(await getEncoded(`${site.url}/assets/screens-Ab12Cd34.js`, 'gzip, deflate')).toMatchObject({
        encoding: 'gzip',
        body: SCREENS,
      });
      // No Brotli file beside it: gzip, even to a browser that accepts br.
      expect(await getEncoded(`${site.url}/assets/app.js`, 'gzip, br')).toMatchObject({
        encoding: 'gzip',
        body: 'console.log(1)',
      });
      // The SPA fallback: the page's Brotli file, with the page's policy.
      const page = await getEncoded(`${site.url}/order/12`, 'gzip, br');
      expect(page).toMatchObject({ encoding: 'br', body: PAGE });
      expect(String(page.headers['content-security-policy'])).toContain(POLICY);
      expect(await getEncoded(`${plain.url}/assets/screens-Ab12Cd34.js`, 'br')).toMatchObject({
        encoding: undefined,
        body: SCREENS,
      });
    } finally {
      await site.close();
      await plain.close();
    }
  });

  it('without a prefix: files from the root, index.html for any other path', async () => {
    const site = await serveStatic(root);
    try {
      expect(await get(`${site.url}/assets/app.js`)).toMatchObject({ status: 200, body: 'console.log(1)' });
      expect(await get(`${site.url}/order/12`)).toMatchObject({ status: 200, body: PAGE });
    } finally {
      await site.close();
    }
  });

  it('with a prefix: files and the SPA fallback under it, 404 outside, the bare prefix redirected', async () => {
    const site = await serveStatic(root, 0, { prefix: '/demo/labels/' });
    try {
      expect(await get(`${site.url}/demo/labels/assets/app.js`)).toMatchObject({ status: 200, body: 'console.log(1)' });
      expect(await get(`${site.url}/demo/labels/order/12?page=2`)).toMatchObject({ status: 200, body: PAGE });
      expect(await get(`${site.url}/demo/labels/`)).toMatchObject({ status: 200, body: PAGE });
      expect((await get(`${site.url}/assets/app.js`)).status).toBe(404);
      expect((await get(`${site.url}/demo/labelsx/order`)).status).toBe(404);
      expect(await get(`${site.url}/demo/labels`)).toMatchObject({ status: 301, location: '/demo/labels/' });
    } finally {
      await site.close();
    }
  });

  it('never serves a file outside its folder, a sibling whose name starts the same included', async () => {
    for (const options of [{}, { prefix: '/demo/' }]) {
      const site = await serveStatic(root, 0, options);
      const base = 'prefix' in options ? '/demo' : '';
      try {
        for (const path of ['/../dist-old/secret.txt', '/%2e%2e/dist-old/secret.txt', '/..%2fdist-old/secret.txt']) {
          const answer = await getRaw(site.url, `${base}${path}`);
          expect(answer.body, path).not.toContain('SECRET');
          expect(answer.status, path).toBe(403);
        }
      } finally {
        await site.close();
      }
    }
  });
});
