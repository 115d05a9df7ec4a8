import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Blueprint's own table (its CommonJS build: the one Node can load as it is).
const blueprint = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
};

describe('the lazily loaded icon name table', () => {
  it('names every icon by its key before the table is in, and takes a well-formed name at its word', async () => {
    const { IconNames, IconNamesSet } = await import('./lazy-icon-names');
    // Read before anything loaded the table (this file's first import of the module).
    for (const [key, name] of Object.entries(blueprint.IconNames)) expect(IconNames[key], key).toBe(name);
    expect(IconNamesSet.has('warning-sign')).toBe(true);
    expect(IconNamesSet.has('Download')).toBe(false);
    expect(IconNamesSet.has('<svg>')).toBe(false);
  });

  it('has the same names, keys and values as Blueprint’s once loaded', async () => {
    const { IconNames, IconNamesSet, loadIconNames } = await import('./lazy-icon-names');
    await loadIconNames();
    expect({ ...IconNames }).toEqual(blueprint.IconNames);
    expect(IconNames.Download).toBe('download');
    expect(IconNames.WARNING_SIGN).toBe('warning-sign');
    expect('Tick' in IconNames).toBe(true);
    expect('NotAnIcon' in IconNames).toBe(false);
    expect(IconNames.NotAnIcon).toBeUndefined();
    for (const name of blueprint.IconNamesSet) expect(IconNamesSet.has(name)).toBe(true);
    expect(IconNamesSet.has('not-an-icon')).toBe(false);
    expect(IconNamesSet.has('Download')).toBe(blueprint.IconNamesSet.has('Download'));
  });
});
