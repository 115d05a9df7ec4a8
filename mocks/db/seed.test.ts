import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend';
import { Database, type CollectionName } from './database';
import { SEED_NOW } from './seed-clock';

/**
 * The seed stores its records without create()'s schema check (Database.seed: a fresh backend per test
 * and the demo's first visit would pay it for 3,800 records each time), so it is checked here: every
 * record of the seed, as of the seed's day and moved to another one (the demo's), is exactly what
 * create() stores for it: valid against its collection's schema, nothing added, dropped or defaulted.
 */
describe('the demo seed', () => {
  for (const [when, seedAt] of [
    ['dated at the seed’s clock', undefined],
    ['moved to the day of a visit', SEED_NOW + 200 * 86_400_000],
  ] as const) {
    it(`stores, ${when}, every record as its collection’s schema does`, async () => {
      const seeded = (await MockBackend.seeded({ seedAt })).db;
      const checked = new Database();
      // The audit trail is not the seed's to store: the trail's own loader does (services/audit/audit-log.ts).
      const names = (Object.keys(seeded.collections) as CollectionName[]).filter((name) => name !== 'audit');
      for (const name of names) {
        const into = checked.collections[name] as unknown as { create(record: object): Promise<unknown> };
        for (const record of seeded.collections[name].all()) await into.create(record);
      }
      expect(seeded.collections.orders.count()).toBeGreaterThan(1000);
      for (const name of names) expect(checked.collections[name].all(), name).toEqual(seeded.collections[name].all());
    });
  }
});

/** docs/product.md#demo-data-and-reset: the demo reads like a real business, seen on its own day. */
describe('the demo’s data reads true', () => {
  const POSTCODE: Readonly<Record<string, RegExp>> = {
    FR: /^\d{5}$/,
    BE: /^\d{4}$/,
    CH: /^\d{4}$/,
    ES: /^\d{5}$/,
    PT: /^\d{4}-\d{3}$/,
  };
  const STREET: Readonly<Record<string, RegExp>> = {
    FR: /^\d+ (rue|avenue|chemin|place|boulevard|quai|chaussée) /,
    BE: /^\d+ (rue|avenue|chaussée|boulevard) /,
    CH: /^\d+ (rue|quai|boulevard) /,
    ES: /^(calle|avenida|paseo) .+, \d+$/,
    PT: /^(rua|avenida) .+, \d+$/,
  };

  it('has nothing asked, answered or recorded after its own clock', async () => {
    const { collections } = (await MockBackend.seeded()).db;
    const now = new Date(SEED_NOW).toISOString();
    const late = [
      ...collections.orderRequestCancels.all().map((r) => ['cancellation request', r.id, r.createdAt] as const),
      ...collections.orderNotConformities.all().map((r) => ['non-conformity', r.id, r.createdAt] as const),
      ...collections.quotes.all().map((q) => ['quote', q.id, q.createdAt] as const),
      ...collections.orders.all().map((o) => ['order', o.id, o.createdAt] as const),
      ...collections.audit.all().map((e) => ['audit entry', e.id, e.at] as const),
    ].filter(([, , at]) => at > now);
    expect(late).toEqual([]);
    // A request comes after its order.
    for (const r of collections.orderRequestCancels.all()) {
      expect(r.createdAt > collections.orders.findFirst((q) => q.where({ id: r.orderId }))!.createdAt).toBe(true);
    }
  });

  it('comments a non-conformity’s answer as the answer it gave: no new file for "print as is"', async () => {
    const answered = (await MockBackend.seeded()).db.collections.orderNotConformities
      .all()
      .filter((r) => r.status === 'answered');
    expect(answered.length).toBeGreaterThan(5);
    for (const r of answered) {
      if (r.responseReseller === 'print-anyway') expect(r.commentReseller).toMatch(/tel quel/);
      else expect(r.commentReseller).toMatch(/fichier/i);
    }
  });

  it('addresses every order and reseller with a street, postcode and country that agree', async () => {
    const { collections } = (await MockBackend.seeded()).db;
    for (const { address } of collections.orders.all()) {
      const country = address.country ?? '';
      expect(address.postalCode, `${address.address} ${address.city}`).toMatch(POSTCODE[country]!);
      expect(address.address, `${address.city} (${country})`).toMatch(STREET[country]!);
    }
    for (const reseller of collections.resellers.all()) {
      for (const side of [reseller.billing, reseller.delivery]) {
        const country = side.country ?? '';
        expect(side.zipCode).toMatch(POSTCODE[country]!);
        expect(side.address, side.city ?? '').toMatch(STREET[country]!);
      }
    }
  });
});
