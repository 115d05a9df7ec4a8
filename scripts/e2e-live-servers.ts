/**
 * The servers of the two-browser journey (e2e/two-browsers.spec.ts), as the real deployment runs
 * (docs/qa.md#the-journeys-servers): the mock API of `npm run mock-api`, seeded afresh at each start,
 * and the production build (`VITE_API_URL` = that API: another origin, so CORS and the
 * Content-Security-Policy's `connect-src` are the ones a deployment needs) served by the plain
 * static server with its security headers. Playwright starts it (playwright.config.ts) and stops it
 * by SIGTERM; no other journey uses it.
 *
 *   tsx scripts/e2e-live-servers.ts --app-port 4175 --api-port 4176 --out-dir dist-e2e-live
 *   tsx scripts/e2e-live-servers.ts --build-only      (E2E_PORT's ports and folder, scripts/live-servers.ts)
 *
 * `--build-only` builds the app and serves nothing: `npm test` builds it beside cucumber (scripts/e2e-servers.sh
 * build) and runs Playwright with E2E_PREBUILT=1, where the servers then serve that build; the API is seeded
 * afresh all the same.
 *
 * The seed and the build run at once. The build is not minified: the journey checks behaviour, and
 * minifying took a third of the build's time (20–24 s → 13–15 s on the shared 2-core host); the
 * bundle's sizes are `npm run bench`'s, on a minified build.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { MockBackend } from '../mocks/backend';
import { seedAtOf, startMockApi } from '../mocks/server/mock-api';
import { existsSync } from 'node:fs';
import { serveStatic } from './static-server';
import { liveServers } from './live-servers';

const { values } = parseArgs({
  options: {
    'app-port': { type: 'string' },
    'api-port': { type: 'string' },
    'out-dir': { type: 'string' },
    'build-only': { type: 'boolean', default: false },
  },
});
const ports = liveServers();
const appPort = Number(values['app-port'] ?? ports.appPort);
const apiPort = Number(values['api-port'] ?? ports.apiPort);
const outDir = values['out-dir'] ?? ports.outDir;
if (!Number.isInteger(appPort) || !Number.isInteger(apiPort) || !outDir) {
  console.error('usage: tsx scripts/e2e-live-servers.ts [--app-port N --api-port N --out-dir DIR] [--build-only]');
  process.exit(2);
}
const appUrl = `http://127.0.0.1:${appPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

/** `vite build` of the production entry against the API (vite.config.ts: a VITE_API_URL means no demo). */
function buildApp(): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'];
  const child = spawn(process.execPath, args, { env: { ...process.env, VITE_API_URL: apiUrl }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

if (values['build-only']) {
  await buildApp();
  process.exit(0);
}

const prebuilt = process.env.E2E_PREBUILT === '1' && existsSync(join(outDir, 'index.html'));
const started = performance.now();
const [api] = await Promise.all([
  // Its mails link to this app; only this app's pages may call it (docs/demo-backend.md#security-headers).
  // Seeded as `npm run mock-api` seeds: dated from its start (SEED_AT), so "this month" is the month's.
  MockBackend.seeded({ appUrl, seedAt: seedAtOf() }).then((backend) =>
    startMockApi({ port: apiPort, backend, corsOrigins: [appUrl], log: false }),
  ),
  prebuilt ? Promise.resolve() : buildApp(),
]);
const app = await serveStatic(outDir, appPort);
console.log(`two-browser journey: app ${app.url} → API ${api.url} (${Math.round(performance.now() - started)} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.server.closeAllConnections();
    app.server.closeAllConnections();
    void Promise.all([api.close(), app.close()]).finally(() => process.exit(0));
  });
}
