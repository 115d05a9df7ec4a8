import assert, { AssertionError } from 'node:assert/strict';
import type { Page } from '../../src/domain/shared/page';
import { fold } from './text';

/**
 * A count a step compares, said with what was counted and against what (`total, the records the
 * caller may see: 3000, where the seed holds 2999`), never a bare `3000 !== 2999`.
 */
export function assertCount(actual: number | undefined, expected: number, what: string): void {
  if (actual !== expected) {
    throw new AssertionError({
      message: `${what}: ${String(actual)}, where ${expected} was expected`,
      actual,
      expected,
      operator: 'strictEqual',
    });
  }
}

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
  assertCount(page.items.length, Math.min(page.totalRequest, pageSize), 'rows on the first page of the search');
  for (const item of page.items) {
    assert.ok(fold(row.text(item)).includes(fold(text)), `${row.name(item)} does not match "${text}"`);
  }
}

/** The list shows nothing for the search, and still counts what there is without it. */
export function assertNothingFound<T>(page: Page<T>): void {
  assertCount(page.items.length, 0, 'rows shown for a search that should find nothing');
  assertCount(page.totalRequest, 0, 'totalRequest of a search that should find nothing');
  assert.ok(page.total > 0, 'the unfiltered count should stay');
}

/**
 * How a failed step reads (docs/qa.md#when-a-step-fails). Node's assert already writes its diff
 * into the message it makes; cucumber prints a diff of `actual` and `expected` under any error
 * carrying them, so the same diff came twice, and `assert.ok(found, 'not told …')` ended with a
 * meaningless `-false +true`. The diff is left to cucumber only where node wrote none: an equality
 * checked with a message of the step's own.
 */
export function withOneDiff(error: unknown): unknown {
  if (!(error instanceof AssertionError)) return error;
  const truthCheck = error.operator === '==' && error.expected === true;
  if (error.generatedMessage || truthCheck || error.operator === 'fail') {
    (error as AssertionError & { showDiff?: boolean }).showDiff = false;
  }
  return error;
}
