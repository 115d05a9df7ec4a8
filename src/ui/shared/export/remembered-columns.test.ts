import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberColumns, rememberedColumns } from './remembered-columns';

const PROPERTIES = ['id', 'company', 'price', 'status'] as const;

describe('the export dialog’s remembered columns', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
  });

  it('offer every column the first time', () => {
    expect(rememberedColumns('bo.test.exportColumns', PROPERTIES)).toEqual([...PROPERTIES]);
  });

  it('give back the last choice in the list’s order, dropping columns the list no longer has', () => {
    rememberColumns('bo.test.exportColumns', ['status', 'gone', 'id']);
    expect(rememberedColumns('bo.test.exportColumns', PROPERTIES)).toEqual(['id', 'status']);
  });

  it('keep each list’s choice apart', () => {
    rememberColumns('bo.orders.test', ['id']);
    rememberColumns('bo.quotes.test', ['price']);
    expect(rememberedColumns('bo.orders.test', PROPERTIES)).toEqual(['id']);
    expect(rememberedColumns('bo.quotes.test', PROPERTIES)).toEqual(['price']);
  });

  it('start again from every column when the stored value is unreadable', () => {
    localStorage.setItem('bo.test.exportColumns', '{not json');
    expect(rememberedColumns('bo.test.exportColumns', PROPERTIES)).toEqual([...PROPERTIES]);
  });
});
