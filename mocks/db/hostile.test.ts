import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { HOSTILE_MARKUP, HOSTILE_STRINGS as HOSTILE } from './hostile';

/** docs/product.md#seed-sizes: the demo a prospect sees has no hostile string; the fixture puts each in. */
describe('the hostile fixture', () => {
  it('is not in the demo seed, and is in the fixture, which survives a reset', async () => {
    const demo = JSON.stringify((await MockBackend.seeded()).db.snapshot());
    expect(HOSTILE.filter((text) => demo.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);

    const backend = await MockBackend.seeded({ fixture: 'hostile' });
    const fixture = JSON.stringify(backend.db.snapshot());
    expect(HOSTILE.filter((text) => !fixture.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
    const c = backend.db.collections;
    expect(c.users.findFirst((q) => q.where({ company: `Print Express ${HOSTILE_MARKUP}` }))).toBeDefined();
    expect(c.dimensions.all().filter((d) => d.name.includes(HOSTILE_MARKUP))).toHaveLength(1);
    expect(c.orders.all().filter((o) => o.customer.name === HOSTILE_MARKUP)).toHaveLength(1);
    expect(c.quotes.all().filter((q) => q.customer.name === HOSTILE_MARKUP)).toHaveLength(1);

    await backend.reset();
    expect(JSON.stringify(backend.db.snapshot()).includes('onerror')).toBe(true);
  });
});
