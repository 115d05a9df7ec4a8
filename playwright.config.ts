import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/chromium';
import { liveServers, runNeedsLiveServers } from './scripts/live-servers';

/**
 * End-to-end journeys in Debian's Chromium, its headless shell unless watched (never a downloaded browser:
 * see scripts/chromium.ts and scripts/ensure-chromium.sh) against the demo build served by `vite preview`.
 * Every test gets a fresh browser context, so localStorage (session, language, demo data) starts
 * with only what e2e/fixtures.ts prepares.
 */
// E2E_PORT lets engineers run suites side by side (each port builds into its own folder).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOST = '127.0.0.1';
const BASE_URL = `http://${HOST}:${PORT}`;
// The static demo build under a sub-path (e2e/static-demo.spec.ts), on the next port. Each port builds into
// folders of its own (scripts/e2e-servers.sh).
const STATIC_URL = `http://${HOST}:${PORT + 1}/demo/labels/`;
// The two-browser journey's production build and mock API (e2e/two-browsers.spec.ts), on the two ports after.
const LIVE = liveServers(PORT);
const CI = Boolean(process.env.CI);
// The journeys run in Chromium's headless shell; a run someone watches needs the full browser (scripts/chromium.ts).
// Set here, in the runner, so that the workers it starts inherit it.
if (process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg))) process.env.E2E_CHROMIUM = 'full';
// Without the headless shell, the full browser (scripts/ensure-chromium.sh said so).
const BROWSER_PATH =
  process.env.E2E_CHROMIUM === 'full' || !existsSync(HEADLESS_SHELL_PATH) ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  // 'list' on the console; the JSON report feeds the closing line of `npm test` (scripts/test-summary.mjs);
  // the HTML and JUnit XML reports are for people and QA tools (docs/qa.md#reports).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { outputFolder: 'reports/playwright', open: 'never' }],
    ['junit', { outputFile: 'reports/playwright.xml' }],
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // The journeys run as a user who asked the system for less motion (src/ui/styles.css): a menu
    // still zooming in when clicked could take the click on another item than the one aimed at.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    // What the browser holds before the first page (the tour done, the seed's day): e2e/fixtures.ts, whose
    // `test` every journey uses.
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'fr-FR',
        launchOptions: {
          executablePath: BROWSER_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  // Playwright starts its servers one after the other, each once the one before answers: the static demo's
  // says it has started as soon as it has, so both builds run side by side, and e2e/servers-ready.ts waits
  // for it before the first test.
  globalSetup: './e2e/servers-ready.ts',
  webServer: [
    {
      command: 'bash scripts/e2e-servers.sh static',
      url: STATIC_URL,
      wait: { stdout: /building the static demo/ },
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'bash scripts/e2e-servers.sh demo',
      url: BASE_URL,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The production build against `npm run mock-api`'s server, seeded at start: never reused, so the
    // journey's data is fresh each run (a server left on the port is an error, not a stale reuse).
    ...(runNeedsLiveServers()
      ? [
          {
            command: `npx tsx scripts/e2e-live-servers.ts --app-port ${LIVE.appPort} --api-port ${LIVE.apiPort} --out-dir ${LIVE.outDir}`,
            url: LIVE.appUrl,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
