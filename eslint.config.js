import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** reflect-metadata is imported once, where the container is made (src/infrastructure/di/app-container.ts). */
const REFLECT = ['reflect-metadata', 'reflect-metadata/*'];
/** The container library: the composition root's and the adapters', never the domain's, the use cases' or the screens'. */
const CONTAINER = ['inversify', '@inversifyjs/*', ...REFLECT];

const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mocks/demo/public/mockServiceWorker.js',
      'reports',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The service workers, served as they are: the demo's (mocks/demo/public/) and the offline page's (public/).
    files: ['mocks/demo/public/demo-service-worker.js', 'public/offline-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Dependencies point inward: ui/infrastructure → application → domain.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      ...layer(
        [
          '**/application/**',
          '**/infrastructure/**',
          '**/ui/**',
          '**/mocks/**',
          'react',
          'react-dom',
          'msw',
          'msw/*',
          '@msw/*',
          'rxjs',
          'valtio',
          'valtio/*',
          ...CONTAINER,
        ],
        'The domain is pure TypeScript: no framework, no I/O, no outer layer.',
      ),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      ...layer(
        [
          '**/application/**',
          '**/infrastructure/**',
          '**/ui/**',
          '**/mocks/**',
          'react',
          'react-dom',
          'msw',
          'msw/*',
          '@msw/*',
          'rxjs',
          'valtio',
          'valtio/*',
          ...CONTAINER,
        ],
        'The API contract is wire shapes and calls (valibot and domain constants): both sides import it, it imports neither.',
      ),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      ...layer(
        [
          '**/api/**',
          '**/infrastructure/**',
          '**/ui/**',
          '**/mocks/**',
          'react',
          'react-dom',
          'msw',
          'msw/*',
          '@msw/*',
          '@blueprintjs/*',
          ...CONTAINER,
        ],
        'The application layer knows ports, not adapters, HTTP, React or the container: use cases are plain classes.',
      ),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/infrastructure/**/*.ts'],
    rules: layer(
      ['**/ui/**', '**/mocks/**', 'react', 'msw', 'msw/*', '@msw/*', ...REFLECT],
      'Adapters never reach the UI or the mock backend (the in-process door lives in mocks/in-process); reflect-metadata is loaded once, by the container (src/infrastructure/di/app-container.ts).',
    ),
  },
  {
    files: ['src/infrastructure/di/app-container.ts'],
    rules: layer(
      ['**/ui/**', '**/mocks/**', 'react', 'msw', 'msw/*', '@msw/*'],
      'The container reaches neither the UI nor the mock backend.',
    ),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    // boot.tsx is the composition root; the component tests and their kit (src/ui/testing) compose
    // the real screens over the mock backend in-process, as a test's composition root.
    ignores: ['src/ui/boot.tsx', 'src/ui/testing/**', 'src/ui/**/*.test.tsx'],
    rules: layer(
      ['**/infrastructure/**', '**/api/**', '**/mocks/**', 'msw', 'msw/*', '@msw/*', ...CONTAINER],
      'Pages reach adapters only through use cases from the container (boot.tsx is the composition root).',
    ),
  },
  {
    files: ['mocks/**/*.ts'],
    // mocks/demo/main.ts: the demo's entry, the app booted with the backend in the browser.
    ignores: ['mocks/in-process/**', 'mocks/contract/**', 'mocks/demo/main.ts'],
    rules: layer(
      ['**/src/ui/**', '**/src/application/**', '**/src/infrastructure/**', ...CONTAINER],
      'The mock backend is a server: it shares only domain rules and the API contract (src/api).',
    ),
  },
  // The SPA's side of the mock: the in-process door (the ports' adapters over the services, no
  // HTTP) and the port contract suites run on both doors. They may use the application's ports and
  // adapters; never its screens.
  {
    files: ['mocks/in-process/**/*.ts', 'mocks/contract/**/*.ts'],
    rules: layer(
      ['**/src/ui/**', 'react', 'react-dom', '@blueprintjs/*', ...REFLECT],
      'The in-process door and the contract suites stand where a client of the mock stands: below the screens.',
    ),
  },
  // A journey's context starts with the prepared storage (the tour done, the seed's day): e2e/fixtures.ts.
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "A journey's `test` comes from ./fixtures: its context starts with the prepared storage.",
            },
          ],
        },
      ],
    },
  },
);
