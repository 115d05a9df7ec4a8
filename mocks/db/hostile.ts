/**
 * docs/product.md#seed-sizes: hostile strings the demo data carries, so every list, detail and export
 * shows that they stay text (no markup, no formula). They go into a few records no test pins (seed.ts,
 * orders.seed.ts, quotes.seed.ts, catalogue.seed.ts), after the random draws: the rest of the demo is
 * the same as without them.
 */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';
export const HOSTILE_FORMULA = '=HYPERLINK("http://x")';
/** Right-to-left text: Arabic and Hebrew. */
export const HOSTILE_ARABIC = 'شارع الأرز، الطابق ٣';
export const HOSTILE_HEBREW = 'רחוב הרצל 7';
export const HOSTILE_EMOJI = '🏷️🍷✂️👩🏽‍🔧';
/** A name of more than 300 characters, with no space to wrap on for its first 80. */
export const HOSTILE_LONG =
  `Établissements${'-Étiquettes'.repeat(6)} ${'et Impressions Adhésives du Grand Sud-Ouest '.repeat(6)}`.trim();
