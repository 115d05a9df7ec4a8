/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames.js` in the app's bundle (see
 * bundle-layout.ts). Blueprint's module imports its table of ~1,400 icon names (8 KiB gz) and
 * converts each name to PascalCase and SNAKE_CASE as soon as it is imported, which every Blueprint
 * component does through `Icon`: bytes and work on the page's first load for a table this app never
 * reads (it imports each icon as a component; a name is only looked up for an icon given by its name).
 * Here a key converts to its name by rule (the same for all of Blueprint's names: the test checks),
 * and the table loads in a file of its own the first time a name is checked.
 */
type NameTable = { names: Set<string>; keys: Record<string, string> };

let table: NameTable | undefined;
let loading: Promise<NameTable> | undefined;

/** Loads the table of every icon name (once); `IconNamesSet.has` is exact from then on. */
export function loadIconNames(): Promise<NameTable> {
  loading ??= import('@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js').then(
    ({ BlueprintIcons_16 }) => {
      const names = new Set<string>(Object.values(BlueprintIcons_16));
      const keys: Record<string, string> = {};
      for (const name of names) keys[pascalKey(name)] = name;
      for (const name of names) keys[name.toUpperCase().replace(/-/g, '_')] = name;
      table = { names, keys };
      return table;
    },
  );
  return loading;
}

/** `add-column-left` → `AddColumnLeft`; `heat-grid-2` → `HeatGrid2`. */
function pascalKey(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** A key of `IconNames` (`AddColumnLeft` or `ADD_COLUMN_LEFT`) → the icon's name (`add-column-left`). */
function nameOfKey(key: string): string {
  return /^[A-Z0-9_]+$/.test(key)
    ? key.toLowerCase().replace(/_/g, '-')
    : key
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Za-z])([0-9])/g, '$1-$2')
        .toLowerCase();
}

const WELL_FORMED = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What Blueprint's icon loader asks of `IconNamesSet`: whether a string names an icon. Until the
 * table is in, a well-formed name is taken at its word (loading its paths then fails for a name that
 * is no icon, and Blueprint logs it, as it logs an unknown name).
 */
export const IconNamesSet = {
  has(name: string): boolean {
    if (!table) void loadIconNames();
    return typeof name === 'string' && WELL_FORMED.test(name) && (table ? table.names.has(name) : true);
  },
};

/** The same keys and values as Blueprint's `IconNames`; listing its keys needs the table loaded. */
export const IconNames: Record<string, string> = new Proxy(
  {},
  {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      const name = nameOfKey(key);
      return IconNamesSet.has(name) && (!table || table.keys[key] === name) ? name : undefined;
    },
    has: (_, key) => typeof key === 'string' && table?.keys[key] !== undefined,
    ownKeys: () => Reflect.ownKeys(table?.keys ?? {}),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(table?.keys ?? {}, key),
  },
);
