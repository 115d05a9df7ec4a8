/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames.js` in the app's bundle (see
 * bundle-layout.ts). Blueprint's module converts each of its ~600 icon names to PascalCase and
 * SNAKE_CASE as soon as it is imported, which every Blueprint component does through `Icon`:
 * 1,200 case conversions on the page's first task, for a table this app never reads (it imports
 * each icon as a component). This one builds the same table on first use instead.
 */
import { pascalCase, snakeCase } from 'change-case';
import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js';

let table: Record<string, string> | undefined;
let names: Set<string> | undefined;

function iconNames(): Record<string, string> {
  if (!table) {
    const current: Record<string, string> = {};
    const legacy: Record<string, string> = {};
    for (const name of Object.values(BlueprintIcons_16)) {
      current[pascalCase(name)] = name;
      legacy[snakeCase(name).toUpperCase()] = name;
    }
    table = { ...current, ...legacy };
  }
  return table;
}

/** The same keys and values as Blueprint's `IconNames`, computed when first read. */
export const IconNames: Record<string, string> = new Proxy(
  {},
  {
    get: (_, key) => (typeof key === 'string' ? iconNames()[key] : undefined),
    has: (_, key) => key in iconNames(),
    ownKeys: () => Reflect.ownKeys(iconNames()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(iconNames(), key),
  },
);

/** What Blueprint's icon loader asks of `IconNamesSet`: whether a string names an icon. */
export const IconNamesSet = {
  has: (name: string): boolean => (names ??= new Set(Object.values(iconNames()))).has(name),
};
