import assert from 'node:assert/strict';
import type { Page } from '../../src/domain/shared/page';
import { fold } from './text';

/** The values as a list shows them sorted A→Z (French collation, numbers in order): several, in order. */
export function assertSortedAscending(values: readonly string[]): void {
  assert.ok(values.length > 1, 'a sort needs more than one row to show');
  const sorted = [...values].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true }));
  assert.deepEqual(values, sorted);
}

/** How a search result's rows read: everything a row shows, and its name in a failure. */
export interface RowText<T> {
  readonly text: (row: T) => string;
  readonly name: (row: T) => string;
}

/**
 * A search narrowed the list (found some, not all), filled the first page of `pageSize` (or held
 * every match), and every row shown holds `text`, accents and case aside.
 */
export function assertEveryRowMatches<T>(page: Page<T>, text: string, pageSize: number, row: RowText<T>): void {
  assert.ok(page.totalRequest > 0, 'the search found nothing');
  assert.ok(page.totalRequest < page.total, 'the search did not narrow the list');
  assert.equal(page.items.length, Math.min(page.totalRequest, pageSize));
  for (const item of page.items) {
    assert.ok(fold(row.text(item)).includes(fold(text)), `${row.name(item)} does not match "${text}"`);
  }
}

/** The list shows nothing for the search, and still counts what there is without it. */
export function assertNothingFound<T>(page: Page<T>): void {
  assert.equal(page.items.length, 0);
  assert.equal(page.totalRequest, 0);
  assert.ok(page.total > 0, 'the unfiltered count should stay');
}
