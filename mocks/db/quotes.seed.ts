import type { Database } from './database';
import { makeOrder, orderSeedContext, type OrderSeedContext } from './orders.seed';
import type { OrderRecord } from './orders.schema';
import { quoteSpecOf, type QuoteRecord } from './quotes.schema';
import { createRandom, type Random } from './random';
import { SEED_NOW } from './seed-clock';

/**
 * docs/product.md#seed-sizes: one validated quote per order (the quote it was placed from), and 390
 * quotes not validated (yet): 180 waiting for files, 120 ready, 90 expired.
 */
const DEMO_QUOTE_COUNT = 600;
const DAY = 86_400_000;

type Status = QuoteRecord['status'];

/**
 * The shares of the quotes not validated, as they were of 600 (docs/product.md#seed-sizes): the first
 * 35% of the count stand for the validated ones, which the orders give; then 30% waiting for files,
 * 20% ready, 15% expired.
 */
function statusAt(index: number, count: number): Status {
  const share = index / count;
  if (share < 0.35) return 'validated';
  if (share < 0.65) return 'waiting_for_files';
  if (share < 0.85) return 'ready';
  return 'expired';
}

/** A quote carrying an order's quote fields, customer and address. */
function quoteOf(
  order: OrderRecord,
  fields: Pick<QuoteRecord, 'id' | 'status' | 'createdAt' | 'orderId' | 'resellerId' | 'frontUserId' | 'series'>,
): QuoteRecord {
  const { quote } = order;
  const year = new Date(fields.createdAt).getUTCFullYear() % 100;
  return {
    ...fields,
    ...quoteSpecOf(quote),
    reference: quote.reference,
    internalReference: `Q-${year}-${String(fields.id).padStart(6, '0')}`,
    scenarioId: order.scenarioId,
    resalePrice: order.resalePrice,
    customer: { ...order.customer },
    address: { ...order.address },
  };
}

/** Series of a quote not yet validated: some files missing while it waits, all there once ready. */
function seriesOf(
  id: number,
  order: OrderRecord,
  status: Status,
  random: Random,
  wanted: { count?: number; allMissing?: boolean } = {},
): QuoteRecord['series'] {
  const count = wanted.count ?? order.quote.series.length;
  const names = order.quote.series.map((s) => s.name);
  const series = Array.from({ length: count }, (_, i) => ({
    id: id * 10 + i,
    name: names[i] ?? `Série ${i + 1}`,
    quantity: order.quote.quantityPerSeries,
    file: `serie-${id}-${i + 1}.pdf` as string | null,
  }));
  if (status !== 'waiting_for_files' && !(status === 'expired' && random.chance(0.4))) return series;
  const missing = wanted.allMissing ? series : series.filter(() => random.chance(0.5));
  for (const s of missing.length ? missing : [random.pick(series)]) s.file = null;
  return series;
}

/**
 * Every order's quote, validated into it (same id, same reference): an order's "Devis" card always
 * leads to a quote. An order placed by staff has a quote of the business's own (no reseller). The
 * quote had each series' PDF when it was validated, whatever the order's copy holds since.
 */
function validatedQuotes(orders: readonly OrderRecord[], seed: number): QuoteRecord[] {
  // A stream of its own: the other quotes stay as they were.
  const random = createRandom(seed ^ 0x9a07e6);
  return orders.map((order) =>
    quoteOf(order, {
      id: order.quote.id,
      status: 'validated',
      createdAt: new Date(Date.parse(order.createdAt) - random.int(1, 20) * DAY).toISOString(),
      orderId: order.id,
      resellerId: order.resellerId,
      frontUserId: order.frontUserId,
      series: order.quote.series.map((s, i) => ({ ...s, file: s.file ?? `serie-${order.quote.id}-${i + 1}.pdf` })),
    }),
  );
}

function generate(orders: readonly OrderRecord[], ctx: OrderSeedContext, seed: number, count: number): QuoteRecord[] {
  // A stream of its own: the users, orders and requests seeded before stay exactly as they were.
  const random = createRandom(seed ^ 0x9a07e5);
  const sellers = ctx.resellers.filter((r) => r.frontUsers.length);
  const quotes = validatedQuotes(orders, seed);
  if (!sellers.length) return quotes;
  const dupont = sellers[0] as (typeof sellers)[number];
  const validated = Math.round(count * 0.35);

  // The others take ids after every order's (an order's quote id is its own id).
  let id = orders.reduce((max, o) => Math.max(max, o.id, o.quote.id), 0);
  // Imprimerie Dupont (reseller@demo.local) gets some of each, with 2-3 series, one with no file at all.
  const planned: { status: Status; count?: number; allMissing?: boolean }[] = [
    { status: 'waiting_for_files', count: 3, allMissing: true },
    { status: 'waiting_for_files', count: 2 },
    { status: 'waiting_for_files', count: 3 },
    { status: 'waiting_for_files', count: 2 },
    { status: 'ready', count: 2 },
    { status: 'ready' },
    { status: 'expired' },
  ];
  for (let index = validated; index < count; index++) {
    const plan = planned.find((p) => p.status === statusAt(index, count));
    if (plan) planned.splice(planned.indexOf(plan), 1);
    const status = statusAt(index, count);
    const reseller = plan ? dupont : random.pick(sellers);
    id += 1;
    // makeOrder draws the quote's fields, customer and address; the order itself is not kept.
    const base = makeOrder(id, random, ctx);
    const days = status === 'expired' ? random.int(31, 548) : random.next() * 29;
    quotes.push(
      quoteOf(base, {
        id,
        status,
        createdAt: new Date(SEED_NOW - Math.floor(days * DAY)).toISOString(),
        orderId: null,
        resellerId: reseller.id,
        frontUserId: random.pick(reseller.frontUsers),
        series: seriesOf(id, base, status, random, plan ?? {}),
      }),
    );
  }
  return quotes;
}

/** Same seed, same quotes: generated once per process (tests seed a fresh database each time). */
const generated = new Map<string, readonly QuoteRecord[]>();

/**
 * The demo's quotes (docs/product.md#seed-sizes), after the orders they are linked to: each order's,
 * and `count` less its validated share waiting, ready or expired.
 */
export async function seedQuotes(db: Database, seed: number, count = DEMO_QUOTE_COUNT): Promise<void> {
  const orders = db.collections.orders.all();
  const ctx = orderSeedContext(db);
  if (!orders.length || !ctx.scenarios.length) return;
  const key = `${seed}:${count}:${orders.length}:${ctx.resellers.map((r) => `${r.id}/${r.frontUsers.join('.')}`).join(',')}`;
  let quotes = generated.get(key);
  if (!quotes) {
    quotes = generate(orders, ctx, seed, count);
    generated.set(key, quotes);
  }
  await db.seed('quotes', quotes);
}
