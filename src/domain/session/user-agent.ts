/**
 * A browser's User-Agent told the way people say it ("Chrome on Linux"), for the list of one's open
 * sessions (docs/screens.md#header-sidebar-and-user-menu). Names of browsers and systems are not translated; the
 * UI puts them in a sentence.
 */
export interface BrowserSummary {
  /** "Chrome", "Firefox", "Safari", "Edge"…; for a program (curl, a script), its product name. */
  readonly browser: string | null;
  /** "Windows", "macOS", "Linux", "Android", "iOS", "ChromeOS", or null. */
  readonly os: string | null;
}

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Android and ChromeOS before Linux, iOS before macOS (an iPad may say "like Mac OS X"). */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\b(Linux|X11)\b/, 'Linux'],
];

export function summarizeUserAgent(userAgent: string | null | undefined): BrowserSummary {
  const text = (userAgent ?? '').trim();
  if (!text) return { browser: null, os: null };
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  if (browser) return { browser, os };
  // Not a browser: a program names itself first ("curl/8.5.0", "node"); "Mozilla/5.0" alone says nothing.
  const product = /^([A-Za-z][\w.-]{0,40})/.exec(text)?.[1] ?? null;
  return { browser: product && product !== 'Mozilla' ? product : null, os };
}
