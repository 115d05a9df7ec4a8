/**
 * Serves a built folder from the plain static server (scripts/static-server.ts) until stopped:
 *   tsx scripts/serve-static.ts <dir> [--prefix /demo/labels/] [--port 4174] [--compress]
 * Playwright serves the sub-path demo build this way (playwright.config.ts).
 */
import { parseArgs } from 'node:util';
import { serveStatic } from './static-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    prefix: { type: 'string', default: '/' },
    port: { type: 'string', default: '4174' },
    compress: { type: 'boolean', default: false },
  },
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: tsx scripts/serve-static.ts <dir> [--prefix /path/] [--port N] [--compress]');
  process.exit(2);
}
const site = await serveStatic(dir, Number(values.port), { prefix: values.prefix, compress: values.compress });
console.log(`serving ${dir} at ${site.url}${values.prefix}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)));
}
