/**
 * Where the two-browser journey's servers listen (e2e/two-browsers.spec.ts; started by
 * playwright.config.ts through scripts/e2e-live-servers.ts): the production build on E2E_PORT + 2,
 * the mock API it talks to on E2E_PORT + 3, each engineer's ports apart as the demo's are.
 */
export function liveServers(port = Number(process.env.E2E_PORT ?? 4173)): {
  readonly appPort: number;
  readonly apiPort: number;
  readonly appUrl: string;
  readonly apiUrl: string;
  readonly outDir: string;
} {
  const appPort = port + 2;
  const apiPort = port + 3;
  return {
    appPort,
    apiPort,
    appUrl: `http://127.0.0.1:${appPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    outDir: port === 4173 ? 'dist-e2e-live' : `dist-e2e-live-${port}`,
  };
}

/** The journeys that use those servers: the two-browser journey, the production build's checks, the speed gate. */
const LIVE_SPECS = /(two-browsers|installable|production-way|perf-gate)\.spec\.ts/;

/**
 * Whether a run needs those servers: not when its command line names spec files and none of them is
 * a journey of the production build (the two-browser one, e2e/installable.spec.ts,
 * e2e/production-way.spec.ts, the speed gate; `npx playwright test e2e/orders.spec.ts` needs none),
 * so such a run builds no third app; any other command line (no file, a pattern, `--grep`) starts them.
 */
export function runNeedsLiveServers(argv: readonly string[] = process.argv): boolean {
  const args = argv.slice(argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'));
  const files = args.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  return files.length === 0 || files.length < args.length || files.some((file) => LIVE_SPECS.test(file));
}
