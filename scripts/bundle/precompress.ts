/**
 * Each text file of a build, compressed once with Brotli at its best quality and written beside it
 * (`index-{hash}.js.br`), for the host to send to a browser that accepts `br` (every browser the build
 * targets, and Chromium on localhost too) instead of compressing it with gzip as it sends it:
 * docs/performance.md#serving-the-build. On a signed-in dashboard's first files (the entry, the screens'
 * shared files, the stylesheet and the page's own) that is 328 KB instead of gzip's 386, what a phone on
 * slow 4G waits for before its first screen. Best quality is too slow to compress as a file is sent
 * (4–13 s for a build's 4 MB on this two-core host), hence once, here.
 *
 * Files under 1 KiB are left alone (a compressed body saves less than its headers cost), as are the
 * source maps (read by developers' tools, not by users' browsers).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** The files a browser reads as text, which Brotli compresses well. */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const SMALLEST = 1024;

/** `file`'s Brotli encoding at the best quality (11), as the build writes it. */
function brotli(file: Buffer): Promise<Buffer> {
  return compress(file, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length },
  });
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // Once every file of the bundle is written, the demo's workers' among them; public/'s files (the offline
    // page, under 1 KiB or nearly) are not in it, and a host compresses them as it sends them.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir;
        if (!dir) return;
        const names = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name));
        await Promise.all(
          names.map(async (name) => {
            const file = await readFile(join(dir, name));
            if (file.length < SMALLEST) return;
            await writeFile(join(dir, `${name}.br`), await brotli(file));
          }),
        );
      },
    },
  };
}
