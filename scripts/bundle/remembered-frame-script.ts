/**
 * index.html's frame script (src/ui/shell/remembered-frame.ts): on a full load of a page the session showed
 * before, it draws the header bar, the sidebar's place and the page's top down to its heading into `#root` before the app's code
 * has arrived. A classic script at the end of the body (scripts/bundle/head-script.ts): it runs before the app's
 * modules, so the app always finds the drawing there and replaces it with its first screen. With no session, no
 * record of this page, another language or dark mode, it leaves the spinner.
 */
import { minifySync, type Plugin } from 'vite';
import {
  accountOf,
  DRAWN_TAGS,
  languageInputs,
  paintRememberedFrame,
  type FrameKeys,
} from '../../src/ui/shell/remembered-frame.js';
import { headScript } from './head-script.js';

/**
 * The script's source: the three functions as written, called with the page's document, storage and languages
 * and the elements it may draw (`DRAWN_TAGS`, as a literal),
 * minified (every page downloads it, the login page of a first visit included: 1.2 KiB compressed).
 */
export function rememberedFrameScript(keys: FrameKeys): string {
  const call =
    `(${paintRememberedFrame.toString()})(document,localStorage,navigator.languages||[navigator.language],` +
    `${JSON.stringify(keys)},matchMedia('(prefers-color-scheme: dark)').matches,` +
    `${accountOf.toString()},${languageInputs.toString()},${DRAWN_TAGS.toString()})`;
  const minified = minifySync('remembered-frame.js', `(function(){try{${call}}catch(e){}})();`, {
    compress: true,
    mangle: true,
  });
  if (minified.errors.length) throw new Error(`the frame script does not minify: ${minified.errors[0]?.message}`);
  return minified.code;
}

export function rememberedFrame(keys: FrameKeys): Plugin {
  return headScript('remembered-frame', () => ({
    name: 'remembered-frame',
    source: rememberedFrameScript(keys),
    atBodyEnd: true,
  }));
}
