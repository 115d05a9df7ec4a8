import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveColumn, showsView, viewQuery, visibleColumns, withListPreferences } from './list-settings';

const cols = ['id', 'reference', 'status', 'date'].map((key) => ({ key }));
const keys = (list: readonly { key: string }[]) => list.map((c) => c.key);

describe('list settings (docs/lists.md)', () => {
  it('shows the columns in the user’s order, hides what they hid, and keeps the row’s identity shown and first', () => {
    const prefs = { order: ['status', 'id', 'reference', 'date'], hidden: ['reference', 'id'] };
    expect(keys(visibleColumns(cols, prefs, new Set(['id'])))).toEqual(['id', 'status', 'date']);
    expect(keys(visibleColumns(cols, prefs))).toEqual(['status', 'date']);
    expect(keys(visibleColumns(cols, undefined))).toEqual(['id', 'reference', 'status', 'date']);
  });

  it('puts a column the list gained since after its default neighbour, and forgets keys it no longer has', () => {
    const prefs = { order: ['date', 'gone', 'id', 'status'] };
    expect(arrangeColumns(cols, prefs).map((c) => c.column.key)).toEqual(['date', 'id', 'reference', 'status']);
  });

  it('moves a column one place, and not past either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a view’s query without the page, the view or empty values', () => {
    expect(viewQuery('?page=3&status[]=1&search=&view=4&sort=id')).toBe('status%5B%5D=1&sort=id');
    expect(showsView({ query: 'status%5B%5D=1&sort=id' }, 'status[]=1&sort=id&page=2&view=9')).toBe(true);
    expect(showsView({ query: 'status%5B%5D=1&sort=id' }, 'status[]=2&sort=id&view=9')).toBe(false);
  });

  it('changes one list’s settings and keeps the others; back to defaults drops the list', () => {
    const prefs = { lists: { orders: { density: 'compact' as const }, quotes: { pageSize: 50 } } };
    expect(withListPreferences(prefs, 'orders', { hidden: ['x'] }).lists).toEqual({
      orders: { density: 'compact', hidden: ['x'] },
      quotes: { pageSize: 50 },
    });
    expect(withListPreferences(prefs, 'orders', { density: undefined }).lists).toEqual({ quotes: { pageSize: 50 } });
    expect(withListPreferences(prefs, 'quotes', null).lists).toEqual({ orders: { density: 'compact' } });
  });
});
