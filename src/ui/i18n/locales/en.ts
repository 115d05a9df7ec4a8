/**
 * Every English translation file but core.json (loaded first, alone: en-core.ts), bundled into one
 * chunk: one request per language, not one per feature.
 */
export default import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/core.json'], {
  eager: true,
  import: 'default',
});
