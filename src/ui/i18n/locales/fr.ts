/**
 * Every French translation file but core.json (loaded first, alone: fr-core.ts), bundled into one
 * chunk: one request per language, not one per feature.
 */
export default import.meta.glob<Record<string, unknown>>(['./fr/*.json', '!./fr/core.json'], {
  eager: true,
  import: 'default',
});
