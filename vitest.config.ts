import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'features/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
