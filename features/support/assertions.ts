import assert from 'node:assert/strict';

/** The values as a list shows them sorted A→Z (French collation, numbers in order): several, in order. */
export function assertSortedAscending(values: readonly string[]): void {
  assert.ok(values.length > 1, 'a sort needs more than one row to show');
  const sorted = [...values].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true }));
  assert.deepEqual(values, sorted);
}
