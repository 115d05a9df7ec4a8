/**
 * Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh), and its headless flags.
 * Two builds of the same Chromium, both from Debian (docs/decisions.md#libraries):
 * - the journeys run in its headless shell (`chromium-headless-shell`), the browser Playwright itself runs
 *   headless journeys in: the same Blink and V8, without the desktop browser around them, so a context
 *   costs half the CPU (docs/qa.md#what-the-suite-costs);
 * - the full browser (`chromium`) is what the bench measures (Lighthouse, the order list's render) and what
 *   a journey shows when it runs headed (`--headed`, `--debug`, `--ui`) or with `E2E_CHROMIUM=full`.
 * `CHROMIUM_PATH` names one binary for all of them.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags Chromium keeps calling hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
