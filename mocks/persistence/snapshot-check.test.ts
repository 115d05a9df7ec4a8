import { describe, expect, it } from 'vitest';
import { SNAPSHOT_VERSION } from '../db/database';
import { checkStoredSnapshot } from './snapshot-check';

const COLLECTIONS = ['users', 'orders'];
const data = { users: [{ id: 1, username: 'admin@demo.local' }], orders: [] };

describe('the demo data found in browser storage (docs/product.md#demo-data-and-reset)', () => {
  it('restores a snapshot of the current version holding every collection', () => {
    expect(checkStoredSnapshot({ version: SNAPSHOT_VERSION, data }, false, COLLECTIONS)).toEqual({
      snapshot: data,
      corrupt: false,
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
    ['a collection that is not a list', { version: SNAPSHOT_VERSION, data: { ...data, orders: {} } }],
    ['rows that are not records', { version: SNAPSHOT_VERSION, data: { ...data, orders: [null, 'x'] } }],
    ['no user to log in with', { version: SNAPSHOT_VERSION, data: { ...data, users: [] } }],
  ])('reseeds, saying so, on %s', (_, stored) => {
    expect(checkStoredSnapshot(stored, false, COLLECTIONS)).toEqual({ snapshot: null, corrupt: true });
  });
});
