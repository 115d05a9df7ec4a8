import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { codeSplittingGroups, lazyIconNames } from './scripts/bundle/bundle-layout.js';

/**
 * Demo builds: index.html starts the mock backend's worker (mocks/demo/backend.worker.ts) with a
 * one-line inline script, so it reads and restores the demo's data while the page downloads and
 * runs its own code; mocks/demo/backend-client.ts adopts it. Without it (dev server, or a build
 * where the file is not found) the client starts the worker itself, later.
 */
function earlyDemoWorker(demo: boolean): Plugin {
  let base = '/';
  return {
    name: 'early-demo-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => /(^|\/)backend\.worker-[\w-]+\.js$/.test(name));
        if (!demo || !file) return html;
        const url = JSON.stringify(`${base}${file}`);
        const script = `<script>try{window.__demoBackendWorker=new Worker(${url},{type:'module'})}catch(e){}</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [lazyIconNames(), react(), earlyDemoWorker(!process.env.VITE_API_URL && mode !== 'test')],
  resolve: {
    // See mocks/browser-shims/tough-cookie.ts: the demo's mock API sets no cookies.
    alias: { 'tough-cookie': fileURLToPath(new URL('./mocks/browser-shims/tough-cookie.ts', import.meta.url)) },
  },
  base: process.env.BASE_PATH ?? '/',
  // The demo's mock backend runs in a module worker (mocks/demo/backend.worker.ts) with its own chunks.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    outDir: process.env.OUT_DIR ?? 'dist',
    // One stylesheet, linked by index.html: no style sheet added while the first screen renders.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups } } },
  },
  define: {
    __DEMO__: JSON.stringify(!process.env.VITE_API_URL && mode !== 'test'),
  },
  server: { host: '127.0.0.1', port: 5173 },
  // Found only once the demo's worker or an export runs: named here, so a first `npm start` does
  // not re-bundle them and reload the page in the middle of the visitor's first steps.
  optimizeDeps: { include: ['@msw/data', 'papaparse'] },
}));
