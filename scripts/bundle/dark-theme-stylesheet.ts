/**
 * Blueprint's stylesheet is 560 KB, and a third of it is its dark theme: rules whose selectors need
 * an element with the `bp6-dark` class (`.bp6-dark .bp6-button`…), which nothing has while the app
 * is in light mode. This plugin builds the app's one stylesheet twice:
 * - the stylesheet index.html links, without the selectors that need `bp6-dark`: in light mode they
 *   match nothing, so the page looks the same, and a phone downloads and parses less before its
 *   first paint (the built file: 537 → 411 KB, 57.7 → 48.4 KiB gz);
 * - the whole stylesheet, `style-dark-<hash>.css`, named on index.html's link
 *   (`data-dark-href`), which src/ui/shell/preferences.ts adds after it when dark mode is on. It holds
 *   every rule in its original order, after a copy of each rule of the light file, so in dark mode
 *   every element gets exactly the style the single stylesheet gave it.
 * The dev server serves the single stylesheet as it is (no `data-dark-href`: nothing to add).
 */
import { createHash } from 'node:crypto';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * A selector that needs an element (itself or an ancestor) with Blueprint's dark class: the class
 * outside any parentheses (`:not(.bp6-dark)` matches in light mode).
 */
export function needsDark(selector: string): boolean {
  let outside = selector;
  for (let inner = outside.replace(/\([^()]*\)/g, ''); inner !== outside; inner = outside.replace(/\([^()]*\)/g, ''))
    outside = inner;
  return /\.bp6-dark(?![\w-])/.test(outside);
}

/** The stylesheet without its selectors that need `bp6-dark` (and without the rules left empty). */
export function withoutDarkSelectors(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // Keyframe steps ("from", "50%") are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !needsDark(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules (@media, @supports) that only held dark rules.
  const dropEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes) return;
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  };
  dropEmpty(root);
  return root.toString();
}

const STYLESHEET = /^(.*\/)?style-[\w-]+\.css$/;

export function darkThemeStylesheet(): Plugin {
  let base = '/';
  return {
    name: 'dark-theme-stylesheet',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const css = Object.values(bundle).find(
          (file) => file.type === 'asset' && STYLESHEET.test(file.fileName) && !file.fileName.includes('style-dark-'),
        );
        const html = bundle['index.html'];
        if (!css || css.type !== 'asset' || !html || html.type !== 'asset') return;
        const whole = String(css.source);
        const hash = createHash('sha256').update(whole).digest('hex').slice(0, 8);
        const darkFile = css.fileName.replace(/style-[\w-]+\.css$/, `style-dark-${hash}.css`);
        this.emitFile({ type: 'asset', fileName: darkFile, source: whole });
        css.source = withoutDarkSelectors(whole);
        const link = `href="${base}${css.fileName}"`;
        const page = String(html.source);
        if (!page.includes(link)) this.error(`index.html does not link ${css.fileName}`);
        html.source = page.replace(link, `${link} data-dark-href="${base}${darkFile}"`);
      },
    },
  };
}
