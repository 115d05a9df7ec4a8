import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints';

/** A built file, as much of one as the plugin reads and writes. */
interface Chunk {
  type: 'chunk';
  name: string;
  code: string;
  map: { mappings: string } | null;
}

const chunk = (name: string): Chunk => ({
  type: 'chunk',
  name,
  code: 'export const a=()=>1;',
  map: { mappings: 'AAAA' },
});

/** What the plugin's last step leaves of a bundle of these files. */
function built(...names: string[]): Record<string, Chunk> {
  const bundle = Object.fromEntries(names.map((name) => [name, chunk(name)]));
  const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints (docs/performance.md#fast-on-a-phone)', () => {
  it('start the files a signed-in page runs: the entry, the screens’ shared files, each screen’s own', () => {
    const bundle = built('index', 'screens', 'data', 'forms', 'order-list.page', 'auth.pages', 'mandrels.crud');
    for (const file of Object.values(bundle)) {
      expect(file.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
      expect(file.code.split('\n')[1]).toBe('export const a=()=>1;');
      // The source map follows the code one line down.
      expect(file.map?.mappings).toBe(';AAAA');
    }
  });

  it('leave the files of one action and the demo backend’s worker as they are', () => {
    for (const file of Object.values(built('dates', 'command-palette', 'xlsx-sheet', 'backend.worker', 'fr'))) {
      expect(file.code).toBe('export const a=()=>1;');
      expect(file.map?.mappings).toBe('AAAA');
    }
  });
});
