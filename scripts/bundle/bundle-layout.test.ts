import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptSources } from '../../src/architecture/sources';
import { staticallyImported } from '../static-imports';
import { RECORD_FORMS } from './bundle-layout';

const src = resolve(__dirname, '../../src');

/** Whether a file imports react-hook-form's code, not only its types. */
const runsReactHookForm = (file: string) =>
  /^import\s+(?!type\s)[^;]*?\sfrom\s+'(react-hook-form|@hookform\/[^']+)'/m.test(readFileSync(file, 'utf8'));

describe('the record forms’ file (scripts/bundle/bundle-layout.ts)', () => {
  it('is not loaded by the shell, the lists, the dashboard nor an order’s page', () => {
    const pages = [
      'ui/shell/shell.tsx',
      'infrastructure/di/screens.ts',
      'ui/orders/order-list.page.tsx',
      'ui/orders/order-detail.page.tsx',
      'ui/dashboard/dashboard.page.tsx',
      'ui/quotes/quote-list.page.tsx',
    ].map((file) => join(src, file));
    const loaded = [...staticallyImported(pages, src)];
    expect(loaded.length).toBeGreaterThan(50);
    expect(loaded.filter(runsReactHookForm).map((file) => file.slice(src.length + 1))).toEqual([]);
  });

  it('holds every shared module that runs react-hook-form, so that none of them lands in `screens`', () => {
    const shared = typeScriptSources(join(src, 'ui/shared'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter(runsReactHookForm);
    expect(shared.length).toBeGreaterThanOrEqual(2);
    expect(shared.filter((file) => !RECORD_FORMS.test(file)).map((file) => file.slice(src.length + 1))).toEqual([]);
  });
});
