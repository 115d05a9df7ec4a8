/** Every French translation file, bundled into one chunk: one request per language, not one per feature. */
export default import.meta.glob<Record<string, unknown>>('./fr/*.json', { eager: true, import: 'default' });
