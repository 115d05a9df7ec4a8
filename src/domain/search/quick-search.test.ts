import { describe, expect, it } from 'vitest';
import { QUICK_LIMIT, quickHref, rankHits, worthAsking, type QuickHit } from './quick-search';

const hit = (kind: QuickHit['kind'], id: number): QuickHit => ({ kind, id, label: `${kind} ${id}`, detail: '' });

describe('the command palette’s hits', () => {
  it('come by kind (orders, quotes, resellers, users), the record numbered as typed first, each once', () => {
    const found = [hit('user', 3), hit('order', 11490), hit('quote', 1490), hit('order', 1490), hit('order', 1490)];
    expect(rankHits('1490', found).map((h) => `${h.kind}:${h.id}`)).toEqual([
      'order:1490',
      'order:11490',
      'quote:1490',
      'user:3',
    ]);
  });

  it('keep at most five of a kind', () => {
    const many = Array.from({ length: 9 }, (_, i) => hit('order', i + 1));
    expect(rankHits('x', many)).toHaveLength(QUICK_LIMIT);
  });

  it('are asked for from two characters, or for any number', () => {
    expect([worthAsking('a'), worthAsking(' ab '), worthAsking('7')]).toEqual([false, true, true]);
  });

  it('open the record’s page', () => {
    expect(quickHref(hit('reseller', 7))).toBe('/reseller/show/7');
  });
});
