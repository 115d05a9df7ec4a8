import { seedCatalogue } from './catalogue.seed';
import { seedOrders } from './orders.seed';
import { seedQuotes } from './quotes.seed';
import { seedAuditTrail } from './audit.seed';
import { seedViews } from './lists.seed';
import { SEED_NOW, seedShiftDays, shiftSeedDates } from './seed-clock';
import type { Database } from './database';
import { createRandom, type Random } from './random';
import { demoSandboxRecord } from '../services/tour/tour-sandbox';
import type { ResellerRecord, UserRecord } from './schema';
import { TRANSLATIONS_RIGHT } from '../../src/domain/session/can';

const DEMO_PASSWORD = 'demo';

const FIRSTNAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Jules',
  'Inès',
  'Gabriel',
  'Sofía',
  'Mateo',
  'Emma',
  'Noah',
  'Zoé',
  'Arthur',
  'Lucía',
  'Paul',
  'Jade',
  'Nathan',
];
const LASTNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'García',
  'Fernández',
  'López',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Roux',
  'Fournier',
  'Girard',
];
const COMPANIES = [
  'Imprimerie Dupont',
  'Étiquettes Martin',
  'Label Factory',
  'Atelier Vinet',
  'Cave des Coteaux',
  'Brasserie du Nord',
  'Savonnerie Azur',
  'Miel & Co',
  'Etiquetas Sol',
  'Confiserie Laval',
  'Print Express',
  'Domaine Roche',
];
const CITIES = [
  ['Lyon', '69002'],
  ['Nantes', '44000'],
  ['Lille', '59000'],
  ['Bordeaux', '33000'],
  ['Madrid', '28001'],
  ['Toulouse', '31000'],
] as const;

const daysAgo = (days: number): string => new Date(SEED_NOW - days * 86_400_000).toISOString();

function person(random: Random): { firstname: string; lastname: string } {
  return { firstname: random.pick(FIRSTNAMES), lastname: random.pick(LASTNAMES) };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Streets as each country writes them (an address reads true: no "rue" in Madrid). */
const STREETS = {
  FR: ['rue de la République', 'rue Victor Hugo', 'rue des Lilas', 'rue du Port', 'rue Pasteur'],
  ES: ['calle de Alcalá', 'calle Mayor', 'calle de Serrano', 'paseo del Prado', 'calle de Atocha'],
} as const;

function address(random: Random, who: { firstname: string; lastname: string }): Record<string, string | null> {
  const [city, zip] = random.pick(CITIES);
  const country = city === 'Madrid' ? 'ES' : 'FR';
  const number = random.int(1, 120);
  const street = random.pick(STREETS[country]);
  const building = random.chance(0.3) ? random.pick(['A', 'B', 'C']) : null;
  return {
    firstname: who.firstname,
    lastname: who.lastname,
    address: country === 'ES' ? `${street}, ${number}` : `${number} ${street}`,
    address2: building === null ? null : `${country === 'ES' ? 'Edificio' : 'Bâtiment'} ${building}`,
    city,
    zipCode: zip,
    country,
  };
}

function apiToken(random: Random): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += '0123456789abcdef'[random.int(0, 15)];
  return out;
}

/**
 * Fills the database with the demo data (docs/product.md#demo-accounts, docs/product.md#seed-sizes):
 * the named accounts, 12 resellers and their quote users (60+ users in all). Same seed, same data.
 */
/**
 * Seeds the demo data. `at`: the day the data reads as today (the demo's: the visit's day); the data
 * is generated at SEED_NOW, then every date moved by whole days (seed-clock.ts). Without it, the data
 * is dated at SEED_NOW, as the tests expect.
 */
export async function seedDatabase(db: Database, seed = 20261101, at?: number): Promise<void> {
  const random = createRandom(seed);
  const users: UserRecord[] = [];
  let id = 1;
  const user = (
    fields: Omit<UserRecord, 'id' | 'password' | 'createdAt' | 'lastConnection' | 'rights'> & {
      lastConnection?: string | null;
      rights?: string[];
    },
  ) => {
    const { lastConnection, ...rest } = fields;
    const record: UserRecord = {
      id: id++,
      password: DEMO_PASSWORD,
      rights: [],
      createdAt: daysAgo(random.int(200, 700)),
      lastConnection: lastConnection === undefined ? daysAgo(random.int(0, 60)) : lastConnection,
      ...rest,
    };
    users.push(record);
    return record;
  };

  user({
    username: 'admin@demo.local',
    roles: ['ROLE_ADMIN'],
    firstname: 'Alice',
    lastname: 'Admin',
    company: 'Label Print HQ',
    isActive: true,
    parent: null,
  });
  user({
    username: 'superadmin@demo.local',
    roles: ['ROLE_ADMIN'],
    firstname: 'Serge',
    lastname: 'Superadmin',
    company: 'Label Print HQ',
    isActive: true,
    parent: null,
    // docs/access.md#translation-export-right: held by this account's id, whatever it is renamed to.
    rights: [TRANSLATIONS_RIGHT],
  });
  user({
    username: 'reader@demo.local',
    roles: ['ROLE_READER'],
    firstname: 'Rémi',
    lastname: 'Reader',
    company: 'Label Print HQ',
    isActive: true,
    parent: null,
  });
  for (let i = 0; i < 3; i++) {
    const p = person(random);
    user({
      username: `${slug(p.firstname)}.${slug(p.lastname)}${i}@labelprint.example`,
      roles: [i === 2 ? 'ROLE_READER' : 'ROLE_ADMIN'],
      ...p,
      company: 'Label Print HQ',
      isActive: i !== 1,
      parent: null,
    });
  }

  const resellers: ResellerRecord[] = [];
  COMPANIES.forEach((company, index) => {
    const p = index === 0 ? { firstname: 'Jean', lastname: 'Dupont' } : person(random);
    const username =
      index === 0 ? 'reseller@demo.local' : index === 1 ? 'reseller2@demo.local' : `contact@${slug(company)}.example`;
    const account = user({ username, roles: ['ROLE_RESELLER'], ...p, company, isActive: index !== 11, parent: null });
    const billing = address(random, p);
    // A reseller in Spain reads its mails in Spanish until it logs in (docs/rules.md#notifications-and-mails).
    if (billing.country === 'ES') account.language = 'es';
    resellers.push({
      id: account.id,
      isProspect: index >= 9,
      discount: random.pick([0, 5, 10, 15]),
      apiToken: apiToken(random),
      thetisKey: random.chance(0.7) ? `TH-${random.int(10000, 99999)}` : null,
      apiVersion: random.pick(['v1', 'v2'] as const),
      type: index % 4 === 3 ? 'api' : 'standard',
      margeType: index % 3 === 0 ? 'grid' : 'global',
      vat: billing.country === 'ES' ? 21 : 20,
      paymentDeadline: random.chance(0.8) ? daysAgo(-random.int(10, 90)).slice(0, 10) : null,
      paymentMode: random.pick(['none', 'bank-card', 'cash'] as const),
      countryId: billing.country === 'ES' ? 6 : 1,
      billing,
      delivery: random.chance(0.6) ? billing : address(random, p),
      mailConfig: {
        order_confirmation: true,
        order_shipped: random.chance(0.8),
        order_not_conformity: true,
        quote_validated: random.chance(0.5),
        cancel_request_answered: random.chance(0.7),
      },
    });
    const subUsers = index === 0 ? 6 : random.int(3, 5);
    for (let s = 0; s < subUsers; s++) {
      const sp = person(random);
      const subname =
        index === 0 && s === 0
          ? 'client@demo.local'
          : `${slug(sp.firstname)}.${slug(sp.lastname)}.${id}@${slug(company)}.example`;
      user({
        username: subname,
        roles: ['ROLE_RESELLER_FRONT'],
        ...sp,
        company: null,
        isActive: s !== 3,
        parent: account.id,
        lastConnection: random.chance(0.2) ? null : undefined,
      });
    }
  });

  await db.seed('users', users);
  await db.seed('resellers', resellers);
  await seedCatalogue(
    db,
    random,
    resellers.map((r) => r.id),
  );
  await seedOrders(db, seed);
  await seedQuotes(db, seed);
  const days = at === undefined ? 0 : seedShiftDays(SEED_NOW, at);
  await seedAuditTrail(db, SEED_NOW, days);
  await seedViews(db, SEED_NOW);
  // Last, so that it takes nothing from the accounts, orders and quotes above: the demo sandbox.
  await db.seed('users', [demoSandboxRecord(db.nextId('users'))]);
  shiftSeedDates(db, days, ['audit']);
}
