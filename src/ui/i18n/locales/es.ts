/**
 * Every Spanish translation file but core.json (loaded first, alone: es-core.ts), bundled into one
 * chunk: one request per language, not one per feature.
 */
export default import.meta.glob<Record<string, unknown>>(['./es/*.json', '!./es/core.json'], {
  eager: true,
  import: 'default',
});
