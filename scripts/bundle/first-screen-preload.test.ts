import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadScript, signedInFiles } from './first-screen-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

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
    chunk('assets/forms-h.js', ['/app/node_modules/react-hook-form/dist/index.esm.mjs'], ['assets/index-a.js']),
    chunk(
      'assets/papers.crud-i.js',
      ['/app/src/ui/catalogue/papers.crud.tsx'],
      ['assets/forms-h.js', 'assets/screens-b.js'],
    ),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

/**
 * Runs the script in a page holding `stored` under its keys, then each task it queued; the links it adds to the
 * page's head, each task's own.
 */
function run(script: string, stored: Record<string, string> | 'refused') {
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
  vm.runInNewContext(script, { localStorage, document, setTimeout: (task: () => void) => tasks.push(task) });
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
    const script = preloadScript(['assets/screens-b.js', 'assets/data-e.js'], '/demo/labels/', 'bo.session');
    expect(run(script, { 'bo.session': '{"token":"t"}' })).toEqual([
      { rel: 'modulepreload', href: '/demo/labels/assets/screens-b.js' },
      { rel: 'modulepreload', href: '/demo/labels/assets/data-e.js' },
    ]);
    expect(run(script, {})).toEqual([]);
    // Storage the browser refuses (a private window's policy): the page loads as without a session.
    expect(run(script, 'refused')).toEqual([]);
  });
});
