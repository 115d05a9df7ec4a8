import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints';

/** A built file, as much of one as the plugin reads and writes. */
interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  code: string;
  map: { mappings: string } | null;
}

/** A source map's file, as Rolldown has written it before the plugin's step. */
interface MapFile {
  type: 'asset';
  source: string;
}

const chunk = (name: string): Chunk => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}-abc.js`,
  code: 'export const a=()=>1;',
  map: { mappings: 'AAAA' },
});

/** What the plugin's last step leaves of a bundle of these files, each with its source map's file. */
function built(...names: string[]): { chunk: Chunk; mapFile: MapFile }[] {
  const files = names.map((name) => ({
    chunk: chunk(name),
    mapFile: { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
  }));
  const bundle = Object.fromEntries(
    files.flatMap((file) => [
      [file.chunk.fileName, file.chunk],
      [`${file.chunk.fileName}.map`, file.mapFile],
    ]),
  );
  const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return files;
}

const mappingsOf = (mapFile: MapFile) => (JSON.parse(mapFile.source) as { mappings: string }).mappings;

describe('compile hints (docs/performance.md#fast-on-a-phone)', () => {
  it('start the files a signed-in page runs: the entry, the screens’ shared files, each screen’s own', () => {
    const files = built(
      'index',
      'screens',
      'data',
      'overlays',
      'forms',
      'order-list.page',
      'auth.pages',
      'mandrels.crud',
    );
    for (const { chunk, mapFile } of files) {
      expect(chunk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
      expect(chunk.code.split('\n')[1]).toBe('export const a=()=>1;');
      // The source map follows the code one line down, in its file.
      expect(mappingsOf(mapFile)).toBe(';AAAA');
    }
  });

  it('leave the files of one action and the demo backend’s worker as they are', () => {
    for (const { chunk, mapFile } of built('dates', 'command-palette', 'xlsx-sheet', 'backend.worker', 'fr')) {
      expect(chunk.code).toBe('export const a=()=>1;');
      expect(mappingsOf(mapFile)).toBe('AAAA');
    }
  });
});
