/**
 * The floor page (scripts/bench-floor/: one React component and one Blueprint button), built by Vite as the
 * app is: what any page made of these libraries costs this host, measured beside the app's pages by
 * `npm run bench` (scripts/bench-lighthouse.ts) and by the speed gate (e2e/perf-gate.spec.ts).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Builds the floor page (scripts/bench-floor/: one React component and one Blueprint button) with Vite, as
 * the app is built, into `outDir`.
 */
export async function buildFloorPage(outDir: string): Promise<void> {
  await build({
    root: resolve('scripts/bench-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // One entry, nothing to preload (and Vite's polyfill does not resolve when built from tsx).
    build: { outDir: resolve(outDir), emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}
