import { describe, expect, it } from 'vitest';
import { etagOf, ifMatchHolds } from './etag';

describe('etagOf', () => {
  it('is a strong, quoted tag that depends on the JSON only, not on key order or absent fields', () => {
    const tag = etagOf({ id: 1, company: 'Dupont', discount: 5 });
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(etagOf({ discount: 5, company: 'Dupont', id: 1 })).toBe(tag);
    expect(etagOf({ id: 1, company: 'Dupont', discount: 5, note: undefined })).toBe(tag);
    // What a client parses from the wire gives the server's tag.
    expect(etagOf(JSON.parse(JSON.stringify({ id: 1, company: 'Dupont', discount: 5 })))).toBe(tag);
  });

  it('changes with any value the caller sees, however deep', () => {
    const base = { id: 1, mailConfig: { order_shipped: true }, roles: ['ROLE_RESELLER'] };
    const tags = new Set([
      etagOf(base),
      etagOf({ ...base, id: 2 }),
      etagOf({ ...base, mailConfig: { order_shipped: false } }),
      etagOf({ ...base, roles: ['ROLE_RESELLER', 'ROLE_ADMIN'] }),
      etagOf({ ...base, roles: [] }),
      etagOf({ ...base, extra: null }),
      etagOf({ ...base, id: '1' }),
    ]);
    expect(tags.size).toBe(7);
  });

  it('answers a tag for any JSON value', () => {
    expect(etagOf(null)).toMatch(/^"[0-9a-f]{32}"$/);
    expect(etagOf(undefined)).toBe(etagOf(null));
    expect(etagOf([1, 2])).not.toBe(etagOf([2, 1]));
  });
});

describe('ifMatchHolds', () => {
  const tag = etagOf({ id: 1 });
  it('holds for the current tag, alone or in a list, and for *', () => {
    expect(ifMatchHolds(tag, tag)).toBe(true);
    expect(ifMatchHolds(` "other", ${tag}`, tag)).toBe(true);
    expect(ifMatchHolds('*', tag)).toBe(true);
  });

  it('does not hold for another tag, a weak one (strong comparison) or something that is not a tag', () => {
    expect(ifMatchHolds(etagOf({ id: 2 }), tag)).toBe(false);
    expect(ifMatchHolds(`W/${tag}`, tag)).toBe(false);
    expect(ifMatchHolds(tag.slice(1, -1), tag)).toBe(false);
  });
});
