import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // See mocks/browser-shims/tough-cookie.ts: the demo's mock API sets no cookies.
    alias: { 'tough-cookie': fileURLToPath(new URL('./mocks/browser-shims/tough-cookie.ts', import.meta.url)) },
  },
  base: process.env.BASE_PATH ?? '/',
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    outDir: process.env.OUT_DIR ?? 'dist',
  },
  define: {
    __DEMO__: JSON.stringify(!process.env.VITE_API_URL && mode !== 'test'),
  },
  server: { host: '127.0.0.1', port: 5173 },
}));
