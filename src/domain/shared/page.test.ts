import { describe, expect, it } from 'vitest';
import { countOf, pageCount } from './page';

describe('pageCount', () => {
  it('divides the count by the page size, rounded up', () => {
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(50, 25)).toBe(2);
    expect(pageCount(1, 10)).toBe(1);
  });
  it('is at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
  });
});

describe('countOf', () => {
  it('counts the filtered total when a search is active', () => {
    expect(countOf({ total: 68, totalRequest: 3 }, true)).toBe(3);
    expect(countOf({ total: 68, totalRequest: 3 }, false)).toBe(68);
  });
});
