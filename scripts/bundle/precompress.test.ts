import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { precompress } from './precompress';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Writes `files` as a build would, then runs the plugin's hook over them as Vite does. */
async function build(files: Record<string, string>): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const bundle = Object.fromEntries(
    Object.keys(files).map((name) => [name, { fileName: name }]),
  ) as unknown as Rollup.OutputBundle;
  const hook = precompress().writeBundle as {
    handler: (options: { dir: string }, bundle: Rollup.OutputBundle) => Promise<void>;
  };
  await hook.handler({ dir }, bundle);
}

const code = (name: string) =>
  `export const ${name} = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `${name} ${i}`))};`;

describe('precompress', () => {
  it("writes each text file's Brotli encoding beside it, smaller, and decoding to the file", async () => {
    const files = {
      'assets/screens-Ab12Cd34.js': code('screens'),
      'assets/style-Ab12Cd34.css': `.a{color:red}\n`.repeat(200),
      'index.html': `<p>app</p>\n`.repeat(200),
    };
    await build(files);
    for (const [name, text] of Object.entries(files)) {
      const encoded = await readFile(join(dir, `${name}.br`));
      expect(encoded.length, name).toBeLessThan(text.length / 4);
      expect(brotliDecompressSync(encoded).toString('utf8'), name).toBe(text);
    }
  });

  it('leaves the source maps and files under 1 KiB as they are', async () => {
    await build({
      'assets/screens-Ab12Cd34.js.map': code('map'),
      'assets/tiny-Ab12Cd34.js': 'export {};',
      'favicon.png': code('png'),
    });
    for (const name of ['assets/screens-Ab12Cd34.js.map', 'assets/tiny-Ab12Cd34.js', 'favicon.png']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
    }
  });
});
