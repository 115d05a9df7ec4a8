import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../api';
import { typeScriptSources as sources } from './sources';

/**
 * docs/architecture.md: the API's parameter names (`_filter[]`, `_resellerId`, `_limit`…) are the
 * HTTP adapter's to know (src/infrastructure/http). The domain, the use cases, the screens, the
 * memory adapter and the contract suites speak of lists with ListQuery and each list's domain filter.
 */

/** Every query parameter name of the contract that is a list's (they start with `_`), without `[]`. */
export const WIRE_NAMES: readonly string[] = [
  ...new Set(
    API_OPERATIONS.flatMap((operation) => Object.keys(operation.query ?? {}))
      .filter((name) => name.startsWith('_'))
      .map((name) => name.replace(/\[\]$/, '')),
  ),
].sort();

/** The wire names `text` holds as whole words (`_type`, not `_typeName` nor `value_type`). */
export function wireNamesIn(text: string, names: readonly string[] = WIRE_NAMES): string[] {
  return names.filter((name) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(text));
}

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['src/domain', 'src/application', 'src/ui', 'mocks/in-process', 'mocks/contract'];

/**
 * Where a wire name is the server's own word, not a query: a refusal names the parameter at fault
 * (ValidationError.errors[].field, docs/api/README.md#errors), as the contract checks it.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'mocks/contract/user-repository.contract.ts': ['_limit'],
};

describe('wire names', () => {
  it('are read from the contract’s query schemas', () => {
    expect(WIRE_NAMES).toEqual(
      expect.arrayContaining(['_filter', '_scenario', '_resellerId', '_start_date', '_end_date', '_search', '_limit']),
    );
    expect(WIRE_NAMES).toEqual(expect.arrayContaining(['_page', '_index', '_order', '_type', '_isProspect']));
  });

  it('are found as whole words only', () => {
    expect(wireNamesIn("query: { '_filter[]': ['3'], _resellerId: '7' }")).toEqual(['_filter', '_resellerId']);
    expect(wireNamesIn('const _typeName = 1; value_type; $_limit')).toEqual([]);
  });

  it('appear in no file of the domain, the use cases, the screens, the memory adapter nor the contract suites', () => {
    const found = SCANNED.flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((path) => {
        const file = relative(ROOT, path).split('\\').join('/');
        const allowed = ALLOWED[file] ?? [];
        return wireNamesIn(readFileSync(path, 'utf8'))
          .filter((name) => !allowed.includes(name))
          .map((name) => `${file}: ${name}`);
      }),
    );
    expect(found).toEqual([]);
  });
});
