import { Collection } from '@msw/data';

/**
 * Loads many trusted records into @msw/data collections fast: the demo's restore from browser
 * storage (3,800 records) took ~270 ms through `create()`, which deep-copies and validates each
 * record, and ~25 ms this way; the seed's records too (Database.seed, checked by seed.test.ts).
 *
 * It leans on two facts of @msw/data 1.1.7 that its public API does not promise: `all()` returns the
 * collection's own array, and a record carries two symbol properties, `kPrimaryKey` and
 * `kRelationMap` (its persist() extension writes them the same way; the package does not export
 * them). So package.json pins that exact version, and mocks/db/database.test.ts checks the pin, that
 * the probe below succeeds with it, and that restored records can be found, updated and deleted.
 * Both facts are still probed once on a throwaway collection: if either does not hold (another
 * version), `fastLoader()` returns null and callers use `create()`.
 */
export type RecordLoader = (collection: Collection<never>, rows: readonly object[]) => void;

const passThrough = {
  '~standard': { version: 1 as const, vendor: 'bo-mock', validate: (value: unknown) => ({ value }) },
};

let probed: Promise<RecordLoader | null> | null = null;
/** Records loaded so far: their primary keys. */
let loaded = 0;
/** The probe's answer once known (undefined before). */
let known: RecordLoader | null | undefined;

async function probe(): Promise<RecordLoader | null> {
  try {
    const collection = new Collection({ schema: passThrough });
    const record = (await collection.create({})) as object;
    const symbols = Object.getOwnPropertySymbols(record);
    const primaryKey = symbols.find((s) => s.description === 'kPrimaryKey');
    const relationMap = symbols.find((s) => s.description === 'kRelationMap');
    const live = collection.all() as object[];
    if (!primaryKey || !relationMap || live !== collection.all() || live[0] !== record) return null;
    live.push({});
    if (collection.count() !== 2) return null;
    return (target, rows) => {
      const records = target.all() as object[];
      for (const row of rows) {
        // A record already loaded once (the seed's audit trail, shared by every database of the
        // process because it is never changed) keeps its keys: only the array is new.
        if (Object.hasOwn(row, primaryKey)) {
          records.push(row);
          continue;
        }
        Object.defineProperties(row, {
          // Unique in the process, as create()'s UUIDs are; a counter costs nothing (the audit trail loads 14,000).
          [primaryKey]: { value: `fast-${(loaded += 1)}`, enumerable: false, configurable: false },
          [relationMap]: { value: new Map(), enumerable: false, configurable: false },
        });
        records.push(row);
      }
    };
  } catch {
    return null;
  }
}

/** The fast loader, or null when this @msw/data does not work the way it relies on. */
export function fastLoader(): Promise<RecordLoader | null> {
  return (probed ??= probe().then((loader) => (known = loader)));
}

/**
 * The fast loader if the probe has answered, for a synchronous append (the audit log's); undefined
 * before it has (MockBackend starts the probe when it is made).
 */
function fastLoaderIfReady(): RecordLoader | null | undefined {
  return known;
}

/**
 * Appends one trusted record in the same turn as the change it follows (an audit entry, a
 * notification, a mail), so a change and its record are never apart: through the fast loader, or,
 * with another @msw/data, through create(), whose records land in order.
 */
export function appendNow(collection: Collection<never>, record: object): void {
  const load = fastLoaderIfReady();
  if (load) load(collection, [record]);
  else void collection.create(record as never);
}
