/**
 * `npm run openapi`: writes docs/api/openapi.json (the contract) and docs/api/openapi-demo.json (the
 * demo's own calls) from the operations and wire schemas of src/api (docs/api/README.md), and
 * docs/api/openapi.d.ts, the contract's types as `openapi-typescript` writes them from openapi.json
 * for a typed client (docs/api/README.md#a-typed-client). A test fails when a committed file differs
 * from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
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

export const TYPES_FILE = fileURLToPath(new URL('../../docs/api/openapi.d.ts', import.meta.url));

/** The contract's types, as `npx openapi-typescript docs/api/openapi.json` writes them. */
export async function openApiTypes(documentText = openApiText('contract')): Promise<string> {
  return astToString(await openapiTS(documentText));
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  for (const [variant, file] of Object.entries(OPENAPI_FILES)) {
    writeFileSync(file, openApiText(variant as Variant));
    console.log(`Wrote ${file}`);
  }
  writeFileSync(TYPES_FILE, await openApiTypes());
  console.log(`Wrote ${TYPES_FILE}`);
}
