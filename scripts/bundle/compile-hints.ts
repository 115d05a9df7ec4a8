/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled as it loads, off the page's main thread
 * while it downloads, and kept in the browser's code cache with it. Without it, V8 compiles a function the
 * first time it is called, on the main thread, and only the functions the file's top level called make it
 * into the code cache: the container, the first render and its effects, which run later, were compiled
 * again on every visit (docs/performance.md#fast-on-a-phone).
 *
 * Given to the files a signed-in page runs nearly all of (scripts/bundle/bundle-layout.ts): the entry, the
 * screens' shared files and each screen's own. Not to files loaded for one action (the calendar, the
 * exports, the palette), nor to the demo backend's worker.
 */
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The files named after their code-splitting group, and the screens' own (`order-list.page`, `mandrels.crud`). */
const HINTED = /^(index|login-kit|screens|data|overlays|forms|dashboard-charts)$|\.(page|pages|crud)$/;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After minification, which would drop the comment, and after Vite writes the preload lists into
      // the files (its own last step, which would write over it); the source map's lines move down by one.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !HINTED.test(file.name)) continue;
          file.code = HINT + file.code;
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          // Rolldown has already written the map's file by now: it moves down too.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
