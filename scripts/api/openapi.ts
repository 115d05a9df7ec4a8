/**
 * `npm run openapi`: writes docs/api/openapi.json from the operations and wire schemas of src/api
 * (docs/api/README.md). A test fails when the committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../../src/api/openapi/document';

export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/api/openapi.json', import.meta.url));

/** The document as the committed file holds it (2-space JSON, a final newline). */
export function openApiText(): string {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return `${JSON.stringify(openApiDocument({ version }), null, 2)}\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${OPENAPI_FILE}`);
}
