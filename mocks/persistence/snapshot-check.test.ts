import { gzipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_VERSION } from '../db/database';
import { storedText } from './demo-store';
import { checkStoredSnapshot } from './snapshot-check';

const COLLECTIONS = ['users', 'orders'];
const data = { users: [JSON.stringify([{ id: 1, username: 'admin@demo.local' }])], orders: ['[{"id":1}]', '[]'] };

describe('the demo data found in browser storage (docs/product.md#demo-data-and-reset)', () => {
  it('restores a snapshot of the current version holding every collection', () => {
    expect(checkStoredSnapshot({ version: SNAPSHOT_VERSION, data }, false, COLLECTIONS)).toEqual({
      snapshot: data,
      corrupt: false,
    });
  });

  it('restores a snapshot stored compressed, reading only its users', () => {
    const compressed = {
      users: data.users.map((text) => gzipSync(strToU8(text))),
      orders: [gzipSync(strToU8('[{"id":1}]')), new Uint8Array([1, 2, 3])],
    };
    // The orders' bytes are read on their first use, not here: the second is not even gzip.
    expect(
      checkStoredSnapshot({ version: SNAPSHOT_VERSION, data: compressed }, false, COLLECTIONS, storedText),
    ).toEqual({
      snapshot: compressed,
      corrupt: false,
    });
    expect(storedText(compressed.orders[0]!)).toBe('[{"id":1}]');
    expect(() => storedText(compressed.orders[1]!)).toThrow();
    const noUsers = { ...compressed, users: [gzipSync(strToU8('[]'))] };
    expect(checkStoredSnapshot({ version: SNAPSHOT_VERSION, data: noUsers }, false, COLLECTIONS, storedText)).toEqual({
      snapshot: null,
      corrupt: true,
    });
  });

  it('seeds a first visit without calling it corrupt, unless storage could not be read', () => {
    expect(checkStoredSnapshot(null, false, COLLECTIONS)).toEqual({ snapshot: null, corrupt: false });
    expect(checkStoredSnapshot(undefined, true, COLLECTIONS)).toEqual({ snapshot: null, corrupt: true });
  });

  it.each([
    ['an older version', { version: SNAPSHOT_VERSION - 1, data }],
    ['a newer version', { version: SNAPSHOT_VERSION + 1, data }],
    ['no version', { data }],
    ['garbage text', 'garbage{{'],
    ['a number', 42],
    ['an array', [1, 2, 3]],
    ['no data', { version: SNAPSHOT_VERSION }],
    ['data that is a string', { version: SNAPSHOT_VERSION, data: 'oops' }],
    ['a missing collection', { version: SNAPSHOT_VERSION, data: { users: data.users } }],
    ['a collection that is not a list', { version: SNAPSHOT_VERSION, data: { ...data, orders: '[]' } }],
    ['a collection of records (version 9)', { version: SNAPSHOT_VERSION, data: { ...data, orders: [{ id: 1 }] } }],
    ['a collection cut short', { version: SNAPSHOT_VERSION, data: { ...data, orders: ['[{"id":1}'] } }],
    ['users that are not records', { version: SNAPSHOT_VERSION, data: { ...data, users: ['[null, "x"]'] } }],
    ['users that do not read', { version: SNAPSHOT_VERSION, data: { ...data, users: ['[{"id":1},]'] } }],
    ['no user to log in with', { version: SNAPSHOT_VERSION, data: { ...data, users: ['[]'] } }],
  ])('reseeds, saying so, on %s', (_, stored) => {
    expect(checkStoredSnapshot(stored, false, COLLECTIONS)).toEqual({ snapshot: null, corrupt: true });
  });
});
