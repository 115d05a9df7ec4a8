import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes a percentage as each language does', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(20.5, 'en')).toBe('20.5%');
    expect(formatPercent(12.5, 'fr').replace(/\s/g, ' ')).toBe('12,5 %');
    expect(formatPercent(12.25, 'es').replace(/\s/g, ' ')).toBe('12,25 %');
  });
});
