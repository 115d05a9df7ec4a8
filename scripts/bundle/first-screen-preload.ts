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
 * first visit, with no session, downloads none of it: its own files have the network to themselves.
 *
 * With them, the texts of the language the page will show (src/ui/i18n/i18n.ts, `effectiveLanguage`: the
 * stored choice, else the browser's first language the app speaks, else French): 15 KB the entry otherwise
 * asked for only once it had run, then waited for. The page's own file still loads from the entry, which
 * knows the route.
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

/** A language's texts: its core texts, then the screens' (src/ui/i18n/i18n.ts). */
const TEXTS = /[\\/]src[\\/]ui[\\/]i18n[\\/]locales[\\/]([a-z]{2})(-core)?\.ts$/;

/** The files of each language's texts, by language, core first. */
export function textFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const byLanguage: Record<string, string[]> = {};
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  for (const chunk of chunks) {
    const match = chunk.facadeModuleId ? TEXTS.exec(chunk.facadeModuleId) : null;
    if (!match?.[1]) continue;
    const files = (byLanguage[match[1]] ??= []);
    if (match[2]) files.unshift(chunk.fileName);
    else files.push(chunk.fileName);
  }
  return byLanguage;
}

export interface PreloadOptions {
  /** The paths, under `base`, every signed-in page asks for. */
  readonly files: readonly string[];
  /** Each language's texts' paths, under `base`. */
  readonly texts: Readonly<Record<string, readonly string[]>>;
  readonly base: string;
  readonly sessionKey: string;
  readonly languageKey: string;
}

/**
 * The script that asks for `files` and the texts of the page's language when a session is stored, each in a
 * task of its own: with the files cached, adding a link reads its file from the cache and can compile it then,
 * 2–12 ms for the larger ones (four times that on a phone), so that five links in one task made one long task.
 * The language is chosen as `effectiveLanguage(true)` chooses it: the stored one, else the browser's first
 * one that has texts, else French.
 */
export function preloadScript({ files, texts, base, sessionKey, languageKey }: PreloadOptions): string {
  const under = (paths: readonly string[]) => paths.map((file) => `${base}${file}`);
  const byLanguage = Object.fromEntries(Object.entries(texts).map(([language, paths]) => [language, under(paths)]));
  const language =
    `var t=${JSON.stringify(byLanguage)},h=function(k){return Object.prototype.hasOwnProperty.call(t,k)},g=null;` +
    `try{g=localStorage.getItem(${JSON.stringify(languageKey)})}catch(e){}` +
    `if(!h(g)){g='fr';var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){var b=String(n[i]).slice(0,2).toLowerCase();if(h(b)){g=b;break}}}`;
  const links = `${JSON.stringify(under(files))}.concat(h(g)?t[g]:[]).forEach(function(f){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})})`;
  return `(function(){${returnWithoutSession(sessionKey)}${language}${links}})();`;
}

export function firstScreenPreload(sessionKey: string, languageKey: string): Plugin {
  return headScript('first-screen-preload', (bundle, base) => {
    const files = signedInFiles(bundle);
    return files.length === 0
      ? null
      : {
          name: 'first-screen',
          source: preloadScript({ files, texts: textFiles(bundle), base, sessionKey, languageKey }),
          async: true,
        };
  });
}
