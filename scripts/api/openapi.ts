/**
 * `npm run openapi`: writes docs/api/openapi.json (the contract) and docs/api/openapi-demo.json (the
 * demo's own calls) from the operations and wire schemas of src/api (docs/api/README.md). A test
 * fails when a committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument, type DocumentOptions } from '../../src/api/openapi/document';

export const OPENAPI_FILES = {
  contract: fileURLToPath(new URL('../../docs/api/openapi.json', import.meta.url)),
  demo: fileURLToPath(new URL('../../docs/api/openapi-demo.json', import.meta.url)),
} as const;

export type Variant = keyof typeof OPENAPI_FILES;

/** The package's version, the documents' `info.version`. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
}

/** A document as JSON text (2-space, a final newline): a committed file, or the one a server serves. */
export function openApiText(variant: Variant = 'contract', options: Omit<DocumentOptions, 'variant'> = {}): string {
  return `${JSON.stringify(openApiDocument({ version: packageVersion(), ...options, variant }), null, 2)}\n`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  for (const [variant, file] of Object.entries(OPENAPI_FILES)) {
    writeFileSync(file, openApiText(variant as Variant));
    console.log(`Wrote ${file}`);
  }
}
