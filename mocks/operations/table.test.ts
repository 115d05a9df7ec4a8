import { describe, expect, it } from 'vitest';
import { MOCK_OPERATIONS } from '../../src/api';
import { MockBackend } from '../backend';
import { servedOperations } from './table';

describe('the routing table', async () => {
  const served = servedOperations(await MockBackend.seeded());

  it('serves every operation the mock offers, once, for both doors', () => {
    expect(served.map((entry) => entry.operation.id).sort()).toEqual(MOCK_OPERATIONS.map((op) => op.id).sort());
  });

  it('reads a query for exactly the operations that declare query parameters (none is dropped or made up)', () => {
    const mismatched = served.filter((entry) => (entry.query !== undefined) !== Boolean(entry.operation.query));
    expect(mismatched.map((entry) => entry.operation.id)).toEqual([]);
  });
});
