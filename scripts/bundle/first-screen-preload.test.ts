import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rollup } from 'vite';
import { effectiveLanguage } from '../../src/ui/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../src/ui/i18n/language-key';
import { preloadScript, signedInFiles, textFiles } from './first-screen-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

const textChunk = (fileName: string, module: string) =>
  ({ ...chunk(fileName, [module]), facadeModuleId: module }) as Rollup.OutputChunk;

/** A build as the app's: the entry, the shell's file and what it imports, the screens' container, two pages and the record forms. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-a.js', ['/app/src/ui/main.tsx'], [], true),
    chunk(
      'assets/screens-b.js',
      ['/app/src/ui/shell/header.tsx', '/app/src/ui/shell/shell.tsx'],
      ['assets/index-a.js', 'assets/login-kit-c.js', 'assets/overlays-d.js'],
    ),
    chunk('assets/login-kit-c.js', ['/app/src/ui/shared/card.tsx'], ['assets/index-a.js']),
    chunk(
      'assets/overlays-d.js',
      ['/app/src/ui/shared/form/day-input.tsx'],
      ['assets/data-e.js', 'assets/login-kit-c.js'],
    ),
    chunk('assets/data-e.js', ['/app/node_modules/@tanstack/query-core/build/modern/index.js']),
    chunk('assets/screens-f.js', ['/app/src/infrastructure/di/screens.ts'], ['assets/screens-b.js']),
    chunk('assets/order-list.page-g.js', ['/app/src/ui/orders/order-list.page.tsx'], ['assets/screens-b.js']),
    textChunk('assets/fr-k.js', '/app/src/ui/i18n/locales/fr.ts'),
    textChunk('assets/fr-core-j.js', '/app/src/ui/i18n/locales/fr-core.ts'),
    textChunk('assets/es-core-l.js', '/app/src/ui/i18n/locales/es-core.ts'),
    textChunk('assets/es-m.js', '/app/src/ui/i18n/locales/es.ts'),
    chunk('assets/forms-h.js', ['/app/node_modules/react-hook-form/dist/index.esm.mjs'], ['assets/index-a.js']),
    chunk(
      'assets/papers.crud-i.js',
      ['/app/src/ui/catalogue/papers.crud.tsx'],
      ['assets/forms-h.js', 'assets/screens-b.js'],
    ),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

const FR = ['/demo/labels/assets/locales-fr-core.js', '/demo/labels/assets/locales-fr.js'];
const EN = ['/demo/labels/assets/locales-en-core.js', '/demo/labels/assets/locales-en.js'];
const ES = ['/demo/labels/assets/locales-es-core.js', '/demo/labels/assets/locales-es.js'];
const OPTIONS = {
  files: ['assets/screens-b.js'],
  texts: Object.fromEntries(
    [FR, EN, ES].map((paths) => [
      /locales-(\w+)-/.exec(paths[0]!)![1]!,
      paths.map((path) => path.replace('/demo/labels/', '')),
    ]),
  ),
  base: '/demo/labels/',
  sessionKey: 'bo.session',
  languageKey: LANGUAGE_STORAGE_KEY,
};

/**
 * Runs the script in a page holding `stored` under its keys, then each task it queued; the links it adds to the
 * page's head, each task's own.
 */
function run(script: string, stored: Record<string, string> | 'refused', languages: readonly string[] = ['fr-FR']) {
  const head: { rel: string; href: string }[] = [];
  const tasks: (() => void)[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'refused') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: never) => head.push(link) },
  };
  const navigator = { languages, language: languages[0] };
  vm.runInNewContext(script, {
    localStorage,
    document,
    navigator,
    setTimeout: (task: () => void) => tasks.push(task),
  });
  const added = head.length;
  const perTask = tasks.map((task) => {
    const before = head.length;
    task();
    return head.length - before;
  });
  expect({ added, perTask }).toEqual({ added: 0, perTask: tasks.map(() => 1) });
  return head.map((link) => ({ ...link }));
}

describe('the first screen preload', () => {
  it("names the shell's file, the files it imports and the screens' container, not the entry nor a page's (nor the record forms, which only pages import)", () => {
    expect(signedInFiles(BUNDLE)).toEqual([
      'assets/screens-b.js',
      'assets/login-kit-c.js',
      'assets/overlays-d.js',
      'assets/data-e.js',
      'assets/screens-f.js',
    ]);
  });

  it('asks for them under the base when a session is stored, one per task, and for nothing otherwise', () => {
    const script = preloadScript({ ...OPTIONS, files: ['assets/screens-b.js', 'assets/data-e.js'], texts: {} });
    expect(run(script, { 'bo.session': '{"token":"t"}' })).toEqual([
      { rel: 'modulepreload', href: '/demo/labels/assets/screens-b.js' },
      { rel: 'modulepreload', href: '/demo/labels/assets/data-e.js' },
    ]);
    expect(run(script, {})).toEqual([]);
    // Storage the browser refuses (a private window's policy): the page loads as without a session.
    expect(run(script, 'refused')).toEqual([]);
  });

  it('asks for the texts of the language the page will show, as the app chooses it', () => {
    const script = preloadScript(OPTIONS);
    const texts = (stored: Record<string, string>, languages?: readonly string[]) =>
      run(script, { 'bo.session': '{"token":"t"}', ...stored }, languages)
        .map((link) => link.href)
        .filter((href) => href.includes('/locales-'));
    expect(texts({ 'bo.lang': 'es' }, ['en-GB'])).toEqual(ES);
    expect(texts({}, ['de-DE', 'en-US', 'es'])).toEqual(EN);
    expect(texts({}, ['de-DE'])).toEqual(FR);
    // A stored value the app would not use is passed over, as the app passes it over.
    expect(texts({ 'bo.lang': 'constructor' }, ['es-MX'])).toEqual(ES);
    expect(texts({ 'bo.lang': '__proto__' }, ['xx'])).toEqual(FR);
  });

  it('chooses the language effectiveLanguage(true) chooses (src/ui/i18n/i18n.ts), in every case above', () => {
    const script = preloadScript(OPTIONS);
    const cases: [Record<string, string>, string[]][] = [
      [{ 'bo.lang': 'es' }, ['en-GB']],
      [{}, ['de-DE', 'en-US', 'es']],
      [{}, ['de-DE']],
      [{ 'bo.lang': 'constructor' }, ['es-MX']],
      [{ 'bo.lang': 'EN' }, ['ES']],
      [{}, ['FR-ca']],
    ];
    for (const [stored, languages] of cases) {
      vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
      vi.stubGlobal('navigator', { languages, language: languages[0] });
      const chosen = run(script, { 'bo.session': '{"token":"t"}', ...stored }, languages)
        .map((link) => /locales-(\w+)-/.exec(link.href)?.[1])
        .find(Boolean);
      expect(chosen, JSON.stringify({ stored, languages })).toBe(effectiveLanguage(true));
    }
  });

  it("finds each language's texts in the build, its core texts first", () => {
    expect(textFiles(BUNDLE)).toEqual({
      fr: ['assets/fr-core-j.js', 'assets/fr-k.js'],
      es: ['assets/es-core-l.js', 'assets/es-m.js'],
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
