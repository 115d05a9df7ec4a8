/**
 * A signed-in page's shared files asked for with the page, not after the entry has run: the shell and
 * what it imports (the `screens`, `overlays`, `data` and `login-kit` files: scripts/bundle/bundle-layout.ts)
 * and the screens' adapters and use cases (src/infrastructure/di/screens.ts), about 115 KB compressed that
 * every signed-in page needs before its first screen. The entry asks for them itself as it boots
 * (src/ui/app/preload.ts), but only once its own 120 KB have downloaded and run: on a phone's slow network
 * with an empty cache, the page waited for the entry, then for these, one after the other
 * (docs/performance.md#fast-on-a-phone).
 *
 * index.html gets a small script of its own (scripts/bundle/head-script.ts), loaded `async` so that it never
 * holds the page up, which adds the `modulepreload` links when a session is stored. The login page of a
 * first visit, with no session, downloads none of it: its own files have the network to themselves. The
 * page's own file and its texts still load from the entry, which knows the route and the language.
 */
import type { Plugin, Rollup } from 'vite';
import { headScript, returnWithoutSession } from './head-script.js';

/** The modules the entry loads for every signed-in page: the shell around every screen, the screens' container modules. */
const SIGNED_IN = [/[\\/]src[\\/]ui[\\/]shell[\\/]shell\.tsx$/, /[\\/]src[\\/]infrastructure[\\/]di[\\/]screens\.ts$/];

/**
 * The files of those modules and the files they import (and theirs), without the entry (the page loads it
 * already): the shell's first.
 */
export function signedInFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const add = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) add(imported);
    }
  };
  for (const module of SIGNED_IN) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
    if (chunk) add(chunk);
  }
  return files;
}

/**
 * The script that asks for `files` (paths under `base`) when a session is stored under `sessionKey`, each in a
 * task of its own: with the files cached, adding a link reads its file from the cache and can compile it then,
 * 2–12 ms for the larger ones (four times that on a phone), so that five links in one task made one long task.
 */
export function preloadScript(files: readonly string[], base: string, sessionKey: string): string {
  const links = `${JSON.stringify(files.map((file) => `${base}${file}`))}.forEach(function(f){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})})`;
  return `(function(){${returnWithoutSession(sessionKey)}${links}})();`;
}

export function firstScreenPreload(sessionKey: string): Plugin {
  return headScript('first-screen-preload', (bundle, base) => {
    const files = signedInFiles(bundle);
    return files.length === 0
      ? null
      : { name: 'first-screen', source: preloadScript(files, base, sessionKey), async: true };
  });
}
