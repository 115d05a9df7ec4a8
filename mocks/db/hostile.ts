import type { Database } from './database';

/**
 * docs/product.md#seed-sizes: the hostile fixture. Strings that must stay text on every list, detail
 * and export (no markup, no formula, right-to-left text, emoji, a name too long to wrap), put into a
 * few records of the seeded data by `applyHostileFixture`. The demo a prospect sees does not carry
 * them; the rendering and security tests load them (`MockBackend.seeded({ fixture: 'hostile' })`, and
 * in the browser the demo's `bo.demo.fixture` = `hostile`).
 */
export const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';
export const HOSTILE_FORMULA = '=HYPERLINK("http://x")';
/** Right-to-left text: Arabic and Hebrew. */
export const HOSTILE_ARABIC = 'شارع الأرز، الطابق ٣';
export const HOSTILE_HEBREW = 'רחוב הרצל 7';
export const HOSTILE_EMOJI = '🏷️🍷✂️👩🏽‍🔧';
/** A name of more than 300 characters, with no space to wrap on for its first 80. */
export const HOSTILE_LONG =
  `Établissements${'-Étiquettes'.repeat(6)} ${'et Impressions Adhésives du Grand Sud-Ouest '.repeat(6)}`.trim();

/** Every hostile string of the fixture. */
export const HOSTILE_STRINGS = [
  HOSTILE_MARKUP,
  HOSTILE_FORMULA,
  HOSTILE_ARABIC,
  HOSTILE_HEBREW,
  HOSTILE_EMOJI,
  HOSTILE_LONG,
] as const;

/** The fixtures a seeded backend may load on top of the demo data. */
export const FIXTURES = ['hostile'] as const;
export type Fixture = (typeof FIXTURES)[number];
export const isFixture = (value: unknown): value is Fixture => (FIXTURES as readonly unknown[]).includes(value);

const newest = <R extends { createdAt: string }>(rows: readonly R[]): R | undefined =>
  rows.reduce<R | undefined>((best, r) => (!best || r.createdAt > best.createdAt ? r : best), undefined);

/**
 * The hostile strings, put into records no test pins: Print Express (a prospect), its addresses and
 * two of its quote users; its newest order (customer, address) and newest open quote (customer,
 * address, quote user); the last waiting non-conformity and the last pending cancellation (comments);
 * the last category's large format.
 */
export async function applyHostileFixture(db: Database): Promise<void> {
  const c = db.collections;
  const company = c.users.findFirst((q) => q.where({ company: 'Print Express' }));
  if (!company) throw new Error('The seed has no Print Express to carry the hostile fixture');
  const id = company.id;
  await c.users.update((q) => q.where({ id }), {
    data: (r) => {
      r.company = `Print Express ${HOSTILE_MARKUP}`;
    },
  });
  await c.resellers.update((q) => q.where({ id }), {
    data: (r) => {
      r.billing = { ...r.billing, address: `${HOSTILE_HEBREW} ${HOSTILE_EMOJI}`, address2: HOSTILE_ARABIC };
      r.delivery = { ...r.delivery, address: HOSTILE_MARKUP, address2: HOSTILE_LONG };
    },
  });
  const quoteUsers = c.users.findMany((q) => q.where({ parent: id })).sort((a, b) => a.id - b.id);
  const names = [
    { firstname: `${HOSTILE_ARABIC} ${HOSTILE_EMOJI}`, lastname: HOSTILE_LONG },
    { firstname: HOSTILE_FORMULA, lastname: HOSTILE_MARKUP },
  ];
  for (const [index, name] of names.entries()) {
    const user = quoteUsers[index];
    if (user) {
      await c.users.update((q) => q.where({ id: user.id }), {
        data: (r) => {
          Object.assign(r, name);
        },
      });
    }
  }

  const order = newest(c.orders.findMany((q) => q.where({ resellerId: id })));
  if (order) {
    await c.orders.update((q) => q.where({ id: order.id }), {
      data: (r) => {
        r.customer = { ...r.customer, firstname: HOSTILE_FORMULA, name: HOSTILE_MARKUP };
        r.address = {
          ...r.address,
          address: `${HOSTILE_HEBREW} ${HOSTILE_EMOJI}`,
          address2: HOSTILE_ARABIC,
          address3: HOSTILE_LONG,
        };
      },
    });
  }
  const waiting = c.orderNotConformities.findMany((q) => q.where({ status: 'waiting' })).at(-1);
  if (waiting) {
    await c.orderNotConformities.update((q) => q.where({ id: waiting.id }), {
      data: (r) => {
        r.commentAdmin = `${HOSTILE_MARKUP} ${HOSTILE_ARABIC} ${HOSTILE_EMOJI}`;
      },
    });
  }
  const pending = c.orderRequestCancels.findMany((q) => q.where({ status: 'pending' })).at(-1);
  if (pending) {
    await c.orderRequestCancels.update((q) => q.where({ id: pending.id }), {
      data: (r) => {
        r.reason = `${HOSTILE_FORMULA} ${HOSTILE_MARKUP} ${HOSTILE_HEBREW}`;
      },
    });
  }
  const quote = newest(c.quotes.findMany((q) => q.where({ resellerId: id })).filter((q) => q.status !== 'validated'));
  if (quote) {
    await c.quotes.update((q) => q.where({ id: quote.id }), {
      data: (r) => {
        r.customer = { ...r.customer, firstname: HOSTILE_FORMULA, name: HOSTILE_MARKUP };
        r.address = { ...r.address, address: `${HOSTILE_ARABIC} ${HOSTILE_EMOJI}`, address3: HOSTILE_LONG };
        r.frontUserId = quoteUsers[1]?.id ?? r.frontUserId;
      },
    });
  }
  const large = c.dimensions
    .findMany((q) => q.where({ name: 'Grand format' }))
    .reduce<{ id: number; categoryId: number | null } | undefined>(
      (last, d) => (!last || (d.categoryId ?? 0) > (last.categoryId ?? 0) ? d : last),
      undefined,
    );
  if (large) {
    await c.dimensions.update((q) => q.where({ id: large.id }), {
      data: (r) => {
        r.name = `Grand format ${HOSTILE_MARKUP} ${HOSTILE_HEBREW} ${HOSTILE_EMOJI}`;
      },
    });
  }
}
