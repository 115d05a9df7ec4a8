/**
 * Playwright's global setup (playwright.config.ts): the static demo's server, started without waiting so
 * that its build runs beside the demo build, answers before the first test. Its build's errors are on the
 * console above, under the server's name.
 */
const STATIC_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/demo/labels/`;
const TIMEOUT_MS = 180_000;

export default async function serversReady(): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(STATIC_URL)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the static demo did not answer at ${STATIC_URL} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
