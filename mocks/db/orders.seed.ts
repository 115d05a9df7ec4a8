import { roleOf } from '../../src/domain/users/role';
import { cents } from '../../src/domain/shared/money';
import type { Database } from './database';
import type { OrderNotConformityRecord, OrderRecord, OrderRequestCancelRecord } from './orders.schema';
import { createRandom, type Random } from './random';
import { SEED_NOW } from './seed-clock';

/** docs/product.md#seed-sizes: 3,000 orders over the last 18 months; `SEED_ORDERS=50000` for benchmarks. */
const DEMO_ORDER_COUNT = 3000;
const SPAN_DAYS = 548;
const DAY = 86_400_000;

function seedOrderCount(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const wanted = Number(env?.SEED_ORDERS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : DEMO_ORDER_COUNT;
}

/** Carriers and how their tracking pages are reached (docs/entities.md#tracking-entry). */
const CARRIERS = [
  {
    name: 'Colissimo',
    methods: ['Domicile', 'Point retrait'],
    url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
  },
  {
    name: 'Chronopost',
    methods: ['Chrono 13', 'Chrono Relais'],
    url: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=',
  },
  { name: 'DHL', methods: ['Express', 'Economy'], url: 'https://www.dhl.com/fr-fr/home/tracking.html?tracking-id=' },
  { name: 'UPS', methods: ['Standard', 'Express Saver'], url: 'https://www.ups.com/track?tracknum=' },
  { name: 'DPD', methods: ['Predict', 'Relais'], url: 'https://trace.dpd.fr/fr/trace/' },
] as const;

const FIRSTNAMES = ['Claire', 'Marc', 'Élodie', 'Pierre', 'Ana', 'Diego', 'Sophie', 'Thomas', 'Julie', 'Karim'];
const LASTNAMES = ['Lambert', 'Bonnet', 'Faure', 'Mercier', 'Blanc', 'Guerin', 'Muller', 'Ruiz', 'Navarro', 'Perrin'];
/** Streets as each country writes them, so that an address reads true (its street, postcode and country agree). */
const STREETS: Readonly<Record<string, readonly string[]>> = {
  FR: ['rue des Vignes', 'avenue Jean Jaurès', 'chemin du Moulin', 'place du Marché', 'rue de la Gare'],
  BE: ['rue Neuve', 'avenue Louise', 'chaussée de Wavre', 'rue du Midi', 'boulevard Anspach'],
  CH: ['rue du Rhône', 'quai du Mont-Blanc', 'rue de Carouge', 'boulevard Helvétique', 'rue de Lausanne'],
  ES: ['calle Mayor', 'avenida de la Constitución', 'calle Sierpes', 'calle Feria', 'paseo de Colón'],
  PT: ['rua das Flores', 'avenida dos Aliados', 'rua de Santa Catarina', 'rua do Almada', 'rua de Cedofeita'],
};
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Dijon', '21000', 'FR'],
  ['Reims', '51100', 'FR'],
  ['Beaune', '21200', 'FR'],
  ['Annecy', '74000', 'FR'],
  ['Bruxelles', '1000', 'BE'],
  ['Genève', '1201', 'CH'],
  ['Sevilla', '41001', 'ES'],
  ['Porto', '4000-001', 'PT'],
];
/** "Building" as each country's addresses say it. */
const BUILDING: Readonly<Record<string, string>> = { ES: 'Edificio', PT: 'Edifício' };

/** A street line as the country writes it: the number after the street in Spain and Portugal. */
const streetAddress = (country: string, number: number, street: string): string =>
  country === 'ES' || country === 'PT' ? `${street}, ${number}` : `${number} ${street}`;

const SERIES_NAMES = ['Cuvée', 'Réserve', 'Édition limitée', 'Classique', 'Bio', 'Été', 'Hiver'];

/** A reseller's comment on its answer to a non-conformity, as the answer it gave. */
const ANSWER_COMMENTS = {
  'send-new-file': ['Fichier corrigé envoyé.', 'Nouveau fichier en 300 dpi envoyé.'],
  'print-anyway': ['Le client valide le rendu actuel : imprimez tel quel.', 'Imprimez tel quel, merci.'],
} as const;

/** Status by age: recent orders are still moving, older ones are delivered or cancelled. */
function statusFor(days: number, random: Random): number {
  if (days < 3) return random.chance(0.75) ? 0 : 1;
  if (days < 10) return random.pick([0, 1, 1, 2, 2]);
  if (days < 20) return random.pick([1, 2, 2, 3, 3]);
  if (days < 45) return random.chance(0.1) ? random.pick([0, 1, 2]) : random.pick([3, 3, 99, 99, 99]);
  return random.chance(0.1) ? 100 : 99;
}

function letters(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += 'ABCDEFGHJKLMNPQRSTUVWXYZ'[random.int(0, 23)];
  return out;
}

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

interface SeedContext {
  readonly resellers: readonly {
    id: number;
    frontUsers: readonly number[];
    discount: number;
    company: string | null;
  }[];
  readonly staff: readonly number[];
  readonly scenarios: readonly { id: number; categoryIds: readonly number[] }[];
  readonly poseOfCategory: ReadonlyMap<number, string>;
  readonly mandrelOfCategory: ReadonlyMap<number, readonly number[]>;
  readonly shapeIds: readonly number[];
  readonly quantitiesPerRoll: readonly number[];
}

function seedContext(db: Database): SeedContext {
  const c = db.collections;
  const users = c.users.all();
  const resellers = c.resellers.all().map((r) => ({
    id: r.id,
    discount: r.discount,
    company: users.find((u) => u.id === r.id)?.company ?? null,
    frontUsers: users.filter((u) => u.parent === r.id).map((u) => u.id),
  }));
  const poses = new Map(c.poses.all().map((p) => [p.id, p.shortCode]));
  const mandrels = new Map(c.mandrels.all().map((m) => [m.id, m.number]));
  const categories = c.categories.all();
  return {
    resellers,
    staff: users.filter((u) => roleOf(u) === 'ROLE_ADMIN').map((u) => u.id),
    scenarios: c.scenarios.all().map((s) => ({ id: s.id, categoryIds: s.categoryIds })),
    poseOfCategory: new Map(categories.map((cat) => [cat.id, poses.get(cat.poseId ?? -1) ?? 'MAN'])),
    mandrelOfCategory: new Map(categories.map((cat) => [cat.id, cat.mandrelIds.map((id) => mandrels.get(id) ?? 76)])),
    shapeIds: c.shapes.all().map((s) => s.id),
    quantitiesPerRoll: c.quantitiesPerRoll.all().map((q) => Number(q.name) || 1000),
  };
}

/** One order, as `makeOrder` builds it; `overrides` pin what a test needs. */
export function makeOrder(
  id: number,
  random: Random,
  ctx: SeedContext,
  overrides: Partial<OrderRecord> = {},
): OrderRecord {
  const days = random.next() * SPAN_DAYS;
  const created = SEED_NOW - Math.floor(days * DAY);
  const status = statusFor(days, random);
  const byStaff = random.chance(0.08) || ctx.resellers.length === 0;
  const reseller = byStaff ? null : random.pick(ctx.resellers);
  const scenario = random.pick(ctx.scenarios);
  const categoryId = scenario.categoryIds[0] ?? 1;
  const pose = ctx.poseOfCategory.get(categoryId) ?? 'MAN';
  const width = random.int(3, 30);
  const height = random.int(3, 35);
  const quantityPerSeries = random.pick([500, 1000, 2000, 5000, 10000]);
  const seriesCount = random.int(1, 3);
  const price = cents(40 + (width * height * quantityPerSeries * seriesCount) / 9000 + random.int(0, 60));
  const weight = cents(0.3 + (width * height * quantityPerSeries * seriesCount) / 400000);
  const total = cents(price * (1 - (reseller?.discount ?? 0) / 100) + random.pick([0, 9.9, 14.5]));
  const [city, postalCode, country] = random.pick(CITIES);
  const shipped = status === 3 || status === 99;
  const carrier = random.pick(CARRIERS);
  const tracking = shipped
    ? Array.from({ length: random.chance(0.85) ? 1 : 2 }, () => {
        const reference = `${letters(random, 2)}${digits(random, 9)}${country}`;
        return {
          reference,
          carrier: carrier.name,
          method: random.pick(carrier.methods),
          weight: cents(weight / (random.int(1, 2) as number)),
          url: `${carrier.url}${reference}`,
        };
      })
    : [];
  const missing = (probability: number) => random.chance(probability);
  return {
    id,
    internalReference: `CMD-${new Date(created).getUTCFullYear() % 100}-${String(id).padStart(6, '0')}`,
    userId: reseller?.id ?? random.pick(ctx.staff),
    resellerId: reseller?.id ?? null,
    frontUserId: reseller && reseller.frontUsers.length && random.chance(0.8) ? random.pick(reseller.frontUsers) : null,
    scenarioId: scenario.id,
    status,
    total,
    resalePrice: reseller ? cents(total * (1.15 + random.int(0, 35) / 100)) : null,
    weight,
    createdAt: new Date(created).toISOString(),
    estimatedAt: status === 100 ? null : new Date(created + random.int(5, 12) * DAY).toISOString(),
    customer: {
      name: random.pick(LASTNAMES),
      firstname: missing(0.1) ? null : random.pick(FIRSTNAMES),
      mail: missing(0.2) ? null : `contact${id}@client.example`,
      phone: missing(0.35)
        ? null
        : `+33 6 ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
    },
    address: {
      address: streetAddress(country, random.int(1, 99), random.pick(STREETS[country] ?? STREETS.FR ?? [])),
      address2: missing(0.7) ? null : `${BUILDING[country] ?? 'Bâtiment'} ${letters(random, 1)}`,
      address3: null,
      postalCode,
      city,
      country,
    },
    hasShippingLabel: shipped,
    hasManufacturingPdf: status !== 0,
    deliveryNote: shipped && random.chance(0.5) ? `bon-livraison-${id}.pdf` : null,
    tracking,
    quote: {
      id,
      reference: `DEV-${String(id).padStart(6, '0')}`,
      price,
      weight,
      width,
      height,
      diameter: random.pick([10, 12, 15, 20, 25, 30]),
      // One quote in ten names a pose no category scenario has: no delay date for it.
      application: random.chance(0.1) ? (pose === 'MAN' ? 'AUTO' : 'MAN') : pose,
      coreSize: random.pick(ctx.mandrelOfCategory.get(categoryId) ?? [76]),
      quantityPerRoll: random.pick(ctx.quantitiesPerRoll),
      quantityPerSeries,
      shapeId: ctx.shapeIds.length ? random.pick(ctx.shapeIds) : null,
      series: Array.from({ length: seriesCount }, (_, i) => ({
        id: id * 10 + i,
        name: `${random.pick(SERIES_NAMES)} ${i + 1}`,
        quantity: quantityPerSeries,
        file: status === 0 && random.chance(0.3) ? null : `serie-${id}-${i + 1}.pdf`,
      })),
    },
    ...overrides,
  };
}

/**
 * The demo's orders and their requests: 40 cancellation requests and 30 non-conformity requests on
 * resellers' orders, each leaving its order in the status docs/rules.md#status-transitions gives it.
 */
export async function seedOrders(db: Database, seed: number, count = seedOrderCount()): Promise<void> {
  const ctx = seedContext(db);
  if (!ctx.scenarios.length || !ctx.staff.length) return;
  const key = `${seed}:${count}:${JSON.stringify(ctx, (_, value: unknown) => (value instanceof Map ? [...value] : value))}`;
  let records = generated.get(key);
  if (!records) {
    records = generate(seed, count, ctx);
    generated.set(key, records);
  }
  await db.seed('orders', records.orders);
  await db.seed('orderRequestCancels', records.cancels);
  await db.seed('orderNotConformities', records.nonConformities);
}

interface Generated {
  readonly orders: readonly OrderRecord[];
  readonly cancels: readonly OrderRequestCancelRecord[];
  readonly nonConformities: readonly OrderNotConformityRecord[];
}

/** Same seed, same records: generated once per process (tests seed a fresh database each time). */
const generated = new Map<string, Generated>();

function generate(seed: number, count: number, ctx: SeedContext): Generated {
  const random = createRandom(seed ^ 0x5eed0);
  const orders: OrderRecord[] = [];
  for (let id = 1; id <= count; id++) orders.push(makeOrder(id, random, ctx));

  const cancels: OrderRequestCancelRecord[] = [];
  const nonConformities: OrderNotConformityRecord[] = [];
  const used = new Set<number>();
  const candidates = (statuses: readonly number[]) =>
    orders.filter((o) => o.resellerId !== null && statuses.includes(o.status) && !used.has(o.id));
  const take = (statuses: readonly number[], n: number) => {
    const pool = candidates(statuses);
    const picked: OrderRecord[] = [];
    while (picked.length < n && pool.length) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
    for (const o of picked) used.add(o.id);
    return picked;
  };
  // A request some hours after its order, never after the seed's clock: a recent order's in between.
  const at = (o: OrderRecord, hours: number) => {
    const created = Date.parse(o.createdAt);
    const latest = SEED_NOW - 10 * 60_000;
    return new Date(Math.min(created + hours * 3_600_000, created + (latest - created) / 2)).toISOString();
  };
  const cancel = (o: OrderRecord, status: OrderRequestCancelRecord['status'], previous: number) =>
    cancels.push({
      id: cancels.length + 1,
      orderId: o.id,
      userId: o.resellerId as number,
      resellerId: o.resellerId as number,
      status,
      reason: random.pick(['Erreur de quantité', 'Le client a annulé', 'Mauvais fichier envoyé', 'Doublon']),
      reference: o.internalReference,
      previousStatus: previous,
      createdAt: at(o, random.int(2, 30)),
    });
  for (const o of take([0, 1], 12)) {
    cancel(o, 'pending', o.status);
    o.status = 4;
  }
  for (const o of take([100], 14)) cancel(o, 'approved', random.pick([0, 1]));
  for (const o of take([99, 3], 10)) cancel(o, 'unapproved', random.pick([0, 1]));
  for (const o of take([2, 3, 99], 4)) cancel(o, 'treatment_cancelled', random.pick([0, 1]));

  const flag = (o: OrderRecord, answered: boolean) => {
    const request: OrderNotConformityRecord = {
      id: nonConformities.length + 1,
      orderId: o.id,
      userId: random.pick(ctx.staff),
      resellerId: o.resellerId as number,
      reason: random.pick(['low-resolution', 'file-not-conforming'] as const),
      commentAdmin: random.pick([
        'Les images sont en 72 dpi, il faut 300 dpi.',
        'Le fond perdu de 2 mm manque.',
        'Les polices ne sont pas vectorisées.',
      ]),
      commentReseller: null,
      responseReseller: answered ? random.pick(['print-anyway', 'send-new-file'] as const) : null,
      status: answered ? 'answered' : 'waiting',
      createdAt: at(o, random.int(1, 20)),
      replacedSeries: [],
    };
    // A 'send new file' answer came with a new file for every series; its comment says what the answer did.
    if (request.responseReseller === 'send-new-file') request.replacedSeries = o.quote.series.map((s) => s.id);
    if (request.responseReseller)
      request.commentReseller = ANSWER_COMMENTS[request.responseReseller][request.id % 2] ?? null;
    nonConformities.push(request);
  };
  for (const o of take([0, 1, 2], 12)) {
    flag(o, false);
    o.status = 5;
  }
  for (const o of take([1, 2, 3, 99], 18)) flag(o, true);
  return { orders, cancels, nonConformities };
}

export type OrderSeedContext = SeedContext;
export { seedContext as orderSeedContext };
