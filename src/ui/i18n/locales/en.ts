/** Every English translation file, bundled into one chunk: one request per language, not one per feature. */
export default import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
