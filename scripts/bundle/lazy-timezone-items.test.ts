import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EAGER_LISTS, EAGER_UTC, lazyArray, lazyObject, lazyTimezoneLists } from './lazy-timezone-items';

const file = createRequire(import.meta.url).resolve('@blueprintjs/datetime/lib/esm/common/timezoneItems.js');

describe('the lazily worked out timezone lists', () => {
  it('rewrites both lists and the UTC entry of the installed Blueprint module', () => {
    const code = readFileSync(file, 'utf8');
    for (const line of [...EAGER_LISTS, EAGER_UTC]) expect(code).toContain(line);
    const lazy = lazyTimezoneLists(code) ?? '';
    for (const line of [...EAGER_LISTS, EAGER_UTC]) expect(lazy).not.toContain(line);
    expect(lazy).toContain('export const TIMEZONE_ITEMS = lazyArray(() => timezonesWithoutOffset.map(');
    expect(lazy).toContain('export const UTC_TIME = lazyObject(() => lookupTimezoneOffset(utcWithoutOffset));');
    expect(lazy).toContain('function lazyArray(');
    expect(lazy).toContain('function lazyObject(');
    expect(lazyTimezoneLists('export const X = 1;')).toBeNull();
  });

  it('reads like the array it stands for, made once and only when read', () => {
    let made = 0;
    const items = lazyArray(() => {
      made += 1;
      return [{ ianaCode: 'Etc/UTC' }, { ianaCode: 'Europe/Paris' }];
    });
    expect(made).toBe(0);
    expect(items.find((item) => item.ianaCode === 'Europe/Paris')).toEqual({ ianaCode: 'Europe/Paris' });
    expect(items.length).toBe(2);
    expect(items.map((item) => item.ianaCode)).toEqual(['Etc/UTC', 'Europe/Paris']);
    expect([...items]).toHaveLength(2);
    expect(items.filter((item) => item.ianaCode !== 'Etc/UTC')).toHaveLength(1);
    expect(Object.keys(items)).toEqual(['0', '1']);
    expect(made).toBe(1);
  });

  it('reads like the object it stands for, made once and only when read', () => {
    let made = 0;
    const utc = lazyObject(() => {
      made += 1;
      return { label: 'UTC', ianaCode: 'Etc/UTC', offset: '+00:00' };
    });
    expect(made).toBe(0);
    expect(utc.ianaCode).toBe('Etc/UTC');
    expect({ ...utc }).toEqual({ label: 'UTC', ianaCode: 'Etc/UTC', offset: '+00:00' });
    expect('offset' in utc).toBe(true);
    expect(made).toBe(1);
  });
});
