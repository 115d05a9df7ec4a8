/**
 * Blueprint's date input imports its timezone list, whose module works out the UTC offset of about
 * 150 timezones as soon as it is imported: an `Intl.DateTimeFormat` each, 45 ms of the order list's
 * first screen on a desktop CPU, 190 ms on a phone's (bench: longest task), for a timezone picker
 * this app never shows. Its UTC entry alone made the first date format with a time zone (the
 * runtime's time-zone data loaded, 150 ms with a phone's CPU as the calendar's code loaded). This
 * plugin rewrites the two lists and the UTC entry so they are worked out on first read.
 */
import type { Plugin } from 'vite';

const TIMEZONE_ITEMS = /@blueprintjs[\\/]datetime[\\/]lib[\\/]esm[\\/]common[\\/]timezoneItems\.js$/;

/** The two lists as Blueprint's module writes them (the test checks the installed module still does). */
export const EAGER_LISTS = [
  'export const TIMEZONE_ITEMS = timezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz));',
  'export const MINIMAL_TIMEZONE_ITEMS = minimalTimezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz));',
];

/** The UTC entry as Blueprint's module writes it. */
export const EAGER_UTC = 'export const UTC_TIME = lookupTimezoneOffset(utcWithoutOffset);';

/**
 * An array worked out when first read: every read (index, length, `find`, `map`…) goes to the array
 * `make` returns, made once.
 */
export function lazyArray<T>(make: () => T[]): T[] {
  let items: T[] | undefined;
  const get = () => (items ??= make());
  return new Proxy([] as T[], {
    get: (_, key) => {
      const array = get();
      const value: unknown = Reflect.get(array, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(array) : value;
    },
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(get(), key),
  });
}

/** An object worked out when first read: every read goes to the object `make` returns, made once. */
export function lazyObject<T extends object>(make: () => T): T {
  let value: T | undefined;
  const get = () => (value ??= make());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(get(), key),
  });
}

/** The module's code with its two lists and its UTC entry made lazy; null when it is not written as expected. */
export function lazyTimezoneLists(code: string): string | null {
  if (![...EAGER_LISTS, EAGER_UTC].every((line) => code.includes(line))) return null;
  let out = code;
  for (const [line, lazy] of [
    ...EAGER_LISTS.map((l) => [l, 'lazyArray'] as const),
    [EAGER_UTC, 'lazyObject'] as const,
  ]) {
    const [declaration, value] = line.split(' = ') as [string, string];
    out = out.replace(line, `${declaration} = ${lazy}(() => ${value.replace(/;$/, '')});`);
  }
  return `${out}\n${lazyArray.toString()}\n${lazyObject.toString()}\n`;
}

export function lazyTimezoneItems(): Plugin {
  return {
    name: 'lazy-blueprint-timezone-items',
    enforce: 'pre',
    transform(code, id) {
      if (!TIMEZONE_ITEMS.test(id)) return null;
      const lazy = lazyTimezoneLists(code);
      // Blueprint changed the module: build as it is, and the test says so.
      return lazy ?? null;
    },
  };
}
