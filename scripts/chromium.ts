/** Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh), and its headless flags. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
