import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet } from './lazy-icon-names';

// Blueprint's own table (its CommonJS build: the one Node can load as it is).
const blueprint = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
};

describe('the lazily built icon name table', () => {
  it('has the same names and values as Blueprint’s', () => {
    expect(Object.keys(IconNames).length).toBeGreaterThan(1000);
    expect({ ...IconNames }).toEqual(blueprint.IconNames);
    expect(Object.values(IconNames)).toEqual(Object.values(blueprint.IconNames));
    expect(IconNames.Download).toBe('download');
    expect(IconNames.WARNING_SIGN).toBe('warning-sign');
    expect('Tick' in IconNames).toBe(true);
    expect('NotAnIcon' in IconNames).toBe(false);
  });

  it('knows exactly the icon names Blueprint knows', () => {
    for (const name of blueprint.IconNamesSet) expect(IconNamesSet.has(name)).toBe(true);
    expect(IconNamesSet.has('not-an-icon')).toBe(false);
    expect(IconNamesSet.has('Download')).toBe(blueprint.IconNamesSet.has('Download'));
  });
});
