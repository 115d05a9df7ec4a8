import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
