import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { codeSplittingGroups, lazyIconNames } from './scripts/bundle/bundle-layout.js';
import { compileHints } from './scripts/bundle/compile-hints.js';
import { darkThemeStylesheet } from './scripts/bundle/dark-theme-stylesheet.js';
import { contentSecurityPolicyPlugin } from './scripts/bundle/content-security-policy.js';
import { lazyTimezoneItems } from './scripts/bundle/lazy-timezone-items.js';
import { firstScreenPreload } from './scripts/bundle/first-screen-preload.js';
import { headScript, returnWithoutSession } from './scripts/bundle/head-script.js';
import { precompress } from './scripts/bundle/precompress.js';
import { quietBlueprint } from './scripts/bundle/quiet-blueprint.js';
import { rememberedFrame } from './scripts/bundle/remembered-frame-script.js';
import { SESSION_STORAGE_KEY } from './src/infrastructure/browser/local-session.storage.js';
import { FRAME_STORAGE_KEY } from './src/ui/shell/frame-key.js';
import { LANGUAGE_STORAGE_KEY } from './src/ui/i18n/language-key.js';

/**
 * Demo builds: index.html starts the mock backend's worker (mocks/demo/backend.worker.ts) with a
 * one-line script, a file of its own (the Content-Security-Policy runs no inline script; a classic
 * script, so it runs before the app's modules) when a session is stored, so it reads and restores
 * the demo's data while the page downloads and runs its own code; mocks/demo/backend-client.ts
 * adopts it. The login page (no session) needs no data for its first screen: mocks/demo/main.ts starts
 * the worker once that page is idle, so they do not share a phone's CPU. Without the script (dev
 * server, or a build where the file is not found) the client starts the worker itself, later. A
 * shared worker, the one backend of every tab, where the browser has them; else a dedicated one
 * (docs/demo-backend.md#one-backend-for-every-tab). The name matches SHARED_BACKEND_NAME there.
 */
function earlyDemoWorker(demo: boolean): Plugin {
  return headScript('early-demo-worker', (bundle, base) => {
    const file = Object.keys(bundle).find((name) => /(^|\/)backend\.worker-[\w-]+\.js$/.test(name));
    if (!demo || !file) return null;
    const url = JSON.stringify(`${base}${file}`);
    // The worker's name as mocks/demo/backend-client.ts names it: the test fixture asked for, if any.
    const name = `var n='bo-demo-backend';try{if(localStorage.getItem('bo.demo.fixture')==='hostile')n+='+hostile';var a=localStorage.getItem('bo.demo.seedAt');if(a)n+='@'+a}catch(e){}`;
    const options = `{type:'module',name:n}`;
    // Only for a stored session, whose first screen needs the data at once; the login page
    // starts it when idle (mocks/demo/main.ts).
    return {
      name: 'demo-worker-start',
      source: `(function(){${returnWithoutSession(SESSION_STORAGE_KEY)}${name}try{window.__demoBackendWorker=new SharedWorker(${url},${options})}catch(e){try{window.__demoBackendWorker=new Worker(${url},${options})}catch(e){}}})();`,
    };
  });
}

/**
 * The demo's service workers (mocks/demo/public/: MSW's, and ours that shows it only the API's calls), served
 * at the app's base by the dev server and written into demo builds only: a production build carries no mock
 * file (docs/demo-backend.md#the-browser-demo). public/ holds what every build serves (icons, manifest, the
 * offline page and its worker).
 */
function demoPublicFiles(demo: boolean): Plugin {
  const dir = fileURLToPath(new URL('./mocks/demo/public/', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  let base = '/';
  return {
    name: 'demo-public-files',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(base.length);
        if (!demo || !name || !files.includes(name)) return next();
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(`${dir}${name}`));
      });
    },
    generateBundle() {
      if (!demo) return;
      for (const name of files) this.emitFile({ type: 'asset', fileName: name, source: readFileSync(`${dir}${name}`) });
    },
  };
}

/**
 * The page's entry: src/ui/main.tsx (the app against VITE_API_URL) for a production build,
 * mocks/demo/main.ts (the app with the mock backend in the browser) for the demo, in the dev server
 * and in demo builds. src/ never imports the mock, so a production build cannot hold it.
 */
function demoEntry(demo: boolean): Plugin {
  return {
    name: 'demo-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (demo ? html.replace('src="/src/ui/main.tsx"', 'src="/mocks/demo/main.ts"') : html),
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    lazyIconNames(),
    lazyTimezoneItems(),
    quietBlueprint(),
    react(),
    demoEntry(!process.env.VITE_API_URL && mode !== 'test'),
    demoPublicFiles(!process.env.VITE_API_URL && mode !== 'test'),
    earlyDemoWorker(!process.env.VITE_API_URL && mode !== 'test'),
    firstScreenPreload(SESSION_STORAGE_KEY),
    rememberedFrame({ session: SESSION_STORAGE_KEY, frame: FRAME_STORAGE_KEY, language: LANGUAGE_STORAGE_KEY }),
    darkThemeStylesheet(),
    compileHints(),
    // Last: it checks the finished index.html for inline scripts and hashes its style element.
    contentSecurityPolicyPlugin({ demo: !process.env.VITE_API_URL, apiUrl: process.env.VITE_API_URL }),
    precompress(),
  ],
  resolve: {
    alias: [
      // See mocks/browser-shims/tough-cookie.ts: the demo's mock API sets no cookies.
      {
        find: 'tough-cookie',
        replacement: fileURLToPath(new URL('./mocks/browser-shims/tough-cookie.ts', import.meta.url)),
      },
      // See mocks/browser-shims/fflate.ts: zipping where no nested worker may start (the demo's SharedWorker).
      { find: /^fflate$/, replacement: fileURLToPath(new URL('./mocks/browser-shims/fflate.ts', import.meta.url)) },
    ],
  },
  base: process.env.BASE_PATH ?? '/',
  // public/ holds what every build serves (icons, manifest, offline page); the demo's service workers
  // come from mocks/demo/public/ through demoPublicFiles, so a production build carries no mock file.
  publicDir: 'public',
  // The demo's mock backend runs in a module worker (mocks/demo/backend.worker.ts) with its own chunks.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    outDir: process.env.OUT_DIR ?? 'dist',
    // One stylesheet, linked by index.html: no style sheet added while the first screen renders.
    cssCodeSplit: false,
    // Every browser the app supports (docs/product.md#browsers) preloads modules itself: the polyfill that
    // would fetch them for an older one is left out of the entry the login page loads.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups } } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // Found only once the demo's worker or an export runs: named here, so a first `npm start` does
  // not re-bundle them and reload the page in the middle of the visitor's first steps.
  optimizeDeps: { include: ['@msw/data', 'papaparse'] },
}));
