import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
      'features/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    // A worker per core: vitest's default for a run is one fewer, so a two-core host ran every file in one
    // worker while the other core idled (docs/qa.md#what-the-suite-costs).
    maxWorkers: '100%',
    // The files of a worker share its modules: each file imported the mock backend again (msw, @msw/data,
    // valibot, every service) and generated the seed's orders, quotes and audit trail again, half of the
    // suite's CPU. Each test still makes its own backend, database and msw server; a file that changes a
    // global (a spy, fake timers, an msw server) undoes it, and the files pass in any order
    // (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
  },
});
