import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-link';

describe('contactHref', () => {
  it('calls a number as its digits and leading +, whatever its separators', () => {
    expect(contactHref('tel', '+33 6 12-34.56 78')).toBe('tel:+33612345678');
    expect(contactHref('tel', '05 61 00 00 00')).toBe('tel:0561000000');
  });

  it('writes to an address, encoded but its @', () => {
    expect(contactHref('mailto', ' jean.dupont+shop@example.fr ')).toBe('mailto:jean.dupont%2Bshop@example.fr');
  });

  it('links nothing that is not a number or an address', () => {
    expect(contactHref('tel', '')).toBeNull();
    expect(contactHref('tel', 'n/a')).toBeNull();
    expect(contactHref('tel', null)).toBeNull();
    expect(contactHref('mailto', 'javascript:alert(1)')).toBeNull();
    expect(contactHref('mailto', 'a@b@c')).toBeNull();
  });
});
