import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { needsDark, withoutDarkSelectors } from './dark-theme-stylesheet';

const blueprint = readFileSync(
  createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css'),
  'utf8',
);

const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => void selectors.push(...rule.selectors));
  return selectors;
};

describe('the light stylesheet', () => {
  it('tells a selector that needs the dark class from one that does not', () => {
    expect(needsDark('.bp6-dark .bp6-button')).toBe(true);
    expect(needsDark('.bp6-button.bp6-dark')).toBe(true);
    expect(needsDark('body.bp6-dark')).toBe(true);
    expect(needsDark('.bp6-button:not(.bp6-dark)')).toBe(false);
    expect(needsDark('.bp6-button:not(:is(.bp6-dark, .x)) .y')).toBe(false);
    expect(needsDark('.bp6-dark-ish .bp6-button')).toBe(false);
    expect(needsDark('.bp6-button')).toBe(false);
  });

  it('keeps every rule a light page can use and drops what needs the dark class', () => {
    const css = [
      '.a{color:red}',
      '.bp6-dark .a{color:white}',
      '.b,.bp6-dark .b{margin:0}',
      '@media (min-width:10px){.bp6-dark .c{color:blue}}',
      '@media (min-width:20px){.c{color:green}.bp6-dark .c{color:lime}}',
      '.d:not(.bp6-dark){color:gray}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
    ].join('');
    expect(withoutDarkSelectors(css)).toBe(
      [
        '.a{color:red}',
        '.b{margin:0}',
        '@media (min-width:20px){.c{color:green}}',
        '.d:not(.bp6-dark){color:gray}',
        '@keyframes spin{from{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('leaves Blueprint’s light rules as they are, in their order, and none that needs the dark class', () => {
    const light = withoutDarkSelectors(blueprint);
    const kept = selectorsOf(light);
    expect(kept.some(needsDark)).toBe(false);
    expect(kept).toEqual(selectorsOf(blueprint).filter((selector) => !needsDark(selector)));
    // The dark theme is a large part of the file: what a light page no longer parses.
    expect(light.length).toBeLessThan(blueprint.length * 0.8);
  });
});
