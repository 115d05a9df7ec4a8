import type { Database, SeedRow } from './database';
import type { Random } from './random';
import type { ScenarioRecord } from './catalogue.schema';
import { scenarioDisplayName } from '../services/catalogue/scenario-sync';

/** A realistic label catalogue: papers, finishes, mandrels, the eight winding orientations, scenarios. */
const POSES = [
  { id: 1, name: 'Pose manuelle', shortCode: 'MAN' },
  { id: 2, name: 'Pose automatique', shortCode: 'AUTO' },
];
const MANDRELS = [
  { id: 1, number: 40 },
  { id: 2, number: 76 },
];
const ORIENTATIONS = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, number: i + 1 }));
const FINISHES = [
  { id: 1, uid: 'FIN-NONE', name: 'Sans finition' },
  { id: 2, uid: 'FIN-VARNISH', name: 'Vernis sélectif' },
  { id: 3, uid: 'FIN-FOIL-GOLD', name: 'Dorure à chaud or' },
  { id: 4, uid: 'FIN-FOIL-SILVER', name: 'Dorure à chaud argent' },
  { id: 5, uid: 'FIN-LAM-GLOSS', name: 'Pelliculage brillant' },
  { id: 6, uid: 'FIN-LAM-MATTE', name: 'Pelliculage mat' },
  { id: 7, uid: 'FIN-EMBOSS', name: 'Gaufrage' },
];
const PAPERS = [
  { id: 1, uid: 'PAP-VELIN', name: 'Vélin blanc', finishIds: [1, 2, 3, 4, 7] },
  { id: 2, uid: 'PAP-GLOSS', name: 'Couché brillant', finishIds: [1, 2, 5, 6] },
  { id: 3, uid: 'PAP-KRAFT', name: 'Kraft brun', finishIds: [1, 3] },
  { id: 4, uid: 'PAP-PP-WHITE', name: 'Polypropylène blanc', finishIds: [1, 2, 5, 6] },
  { id: 5, uid: 'PAP-PP-CLEAR', name: 'Polypropylène transparent', finishIds: [1, 5] },
  { id: 6, uid: 'PAP-LAID', name: 'Papier vergé', finishIds: [1, 3, 4, 7] },
];
const QUANTITIES_PER_ROLL = ['250', '500', '1000', '2000'].map((name, i) => ({ id: i + 1, name }));
const SHAPES = ['Rectangle', 'Carré', 'Rond', 'Ovale', 'Forme libre'].map((name, i) => ({ id: i + 1, name }));
const CATEGORIES = [
  {
    id: 1,
    name: 'Étiquettes vin',
    poseId: 1,
    provideNumberPerRollIds: [1, 2, 3],
    mandrelIds: [2],
    orientationIds: [1, 2, 3, 4],
    paperIds: [1, 3, 6],
    qtyModelMax: 10,
  },
  {
    id: 2,
    name: 'Étiquettes alimentaires',
    poseId: 2,
    provideNumberPerRollIds: [2, 3, 4],
    mandrelIds: [1, 2],
    orientationIds: [1, 2, 3, 4, 5, 6, 7, 8],
    paperIds: [2, 4, 5],
    qtyModelMax: 20,
  },
  {
    id: 3,
    name: 'Étiquettes cosmétiques',
    poseId: 2,
    provideNumberPerRollIds: [1, 2],
    mandrelIds: [1],
    orientationIds: [1, 3],
    paperIds: [2, 4, 5],
    qtyModelMax: 15,
  },
  {
    id: 4,
    name: 'Étiquettes bière',
    poseId: 1,
    provideNumberPerRollIds: [2, 3],
    mandrelIds: [2],
    orientationIds: [1, 2],
    paperIds: [1, 2, 3],
    qtyModelMax: 12,
  },
  {
    id: 5,
    name: 'Étiquettes industrielles',
    poseId: 2,
    provideNumberPerRollIds: [3, 4],
    mandrelIds: [2],
    orientationIds: [1, 2, 3, 4],
    paperIds: [4],
    qtyModelMax: 5,
  },
];
const COUNTRIES: readonly [string, string, string, string][] = [
  ['FR', 'France', 'France', 'Francia'],
  ['BE', 'Belgique', 'Belgium', 'Bélgica'],
  ['LU', 'Luxembourg', 'Luxembourg', 'Luxemburgo'],
  ['CH', 'Suisse', 'Switzerland', 'Suiza'],
  ['DE', 'Allemagne', 'Germany', 'Alemania'],
  ['ES', 'Espagne', 'Spain', 'España'],
  ['PT', 'Portugal', 'Portugal', 'Portugal'],
  ['IT', 'Italie', 'Italy', 'Italia'],
  ['NL', 'Pays-Bas', 'Netherlands', 'Países Bajos'],
  ['AT', 'Autriche', 'Austria', 'Austria'],
  ['IE', 'Irlande', 'Ireland', 'Irlanda'],
  ['GB', 'Royaume-Uni', 'United Kingdom', 'Reino Unido'],
  ['DK', 'Danemark', 'Denmark', 'Dinamarca'],
  ['SE', 'Suède', 'Sweden', 'Suecia'],
  ['FI', 'Finlande', 'Finland', 'Finlandia'],
  ['NO', 'Norvège', 'Norway', 'Noruega'],
  ['PL', 'Pologne', 'Poland', 'Polonia'],
  ['CZ', 'Tchéquie', 'Czechia', 'Chequia'],
  ['GR', 'Grèce', 'Greece', 'Grecia'],
  ['MC', 'Monaco', 'Monaco', 'Mónaco'],
  ['AD', 'Andorre', 'Andorra', 'Andorra'],
  ['MA', 'Maroc', 'Morocco', 'Marruecos'],
  ['CA', 'Canada', 'Canada', 'Canadá'],
  ['US', 'États-Unis', 'United States', 'Estados Unidos'],
];
const DELIVERY_ENABLED = new Set(['FR', 'BE', 'LU', 'CH', 'DE', 'ES', 'PT', 'IT', 'NL', 'MC', 'AD']);

function scenarios(random: Random): ScenarioRecord[] {
  const out: ScenarioRecord[] = [];
  let id = 1;
  for (const category of CATEGORIES) {
    for (const paperId of category.paperIds) {
      const paper = PAPERS.find((p) => p.id === paperId)!;
      const finishIds = paper.finishIds.slice(0, random.int(1, Math.min(3, paper.finishIds.length)));
      const base = `${category.name.replace('Étiquettes ', '')} ${paper.name}`;
      out.push({
        id,
        uid: `SC-${String(id).padStart(3, '0')}-${paper.uid.replace('PAP-', '')}`,
        name: base,
        // As the production system names it: the seed starts synchronised.
        displayName: scenarioDisplayName(
          base,
          finishIds.map((finishId) => FINISHES.find((f) => f.id === finishId)!.name),
        ),
        status: id % 9 !== 0,
        minQuantity: random.pick([100, 250, 500]),
        maxQuantity: random.pick([20000, 50000, 100000]),
        minHeight: 2,
        maxHeight: random.pick([20, 30, 40]),
        minWidth: 2,
        maxWidth: random.pick([15, 25, 33]),
        paperIds: [paperId],
        finishIds,
        categoryIds: [category.id],
      });
      id++;
    }
  }
  return out;
}

export async function seedCatalogue(db: Database, random: Random, resellerIds: readonly number[]): Promise<void> {
  await db.seed('poses', POSES);
  await db.seed('mandrels', MANDRELS);
  await db.seed('orientations', ORIENTATIONS);
  await db.seed('finishes', FINISHES);
  await db.seed('papers', PAPERS);
  await db.seed('quantitiesPerRoll', QUANTITIES_PER_ROLL);
  await db.seed('shapes', SHAPES);
  await db.seed('categories', CATEGORIES);

  await db.seed(
    'dimensions',
    CATEGORIES.flatMap((category, index) =>
      (
        [
          ['Petit format', 5, 3],
          ['Format standard', 9, 12],
          ['Grand format', 15, 20],
        ] as const
      ).map(([name, width, height], size) => ({
        id: index * 3 + size + 1,
        name,
        width,
        height,
        categoryId: category.id,
      })),
    ),
  );

  const all = scenarios(random);
  await db.seed('scenarios', all);
  await db.seed(
    'categoryScenarios',
    all
      .flatMap((scenario) => scenario.categoryIds.map((categoryId) => ({ categoryId, scenarioId: scenario.id })))
      .map((link, index) => ({ id: index + 1, ...link, delay: random.pick([3, 5, 7, 10]) })),
  );

  await db.seed(
    'countries',
    COUNTRIES.map(([code, fr, en, es], index) => ({
      id: index + 1,
      countryCode: code,
      name: { fr, en, es },
      isEnabledForDelivery: DELIVERY_ENABLED.has(code),
    })),
  );

  await db.seed('cms', [
    {
      id: 1,
      cmsType: 'tooltip',
      targetType: 'mandrel',
      name: 'Mandrin',
      value: 'Diamètre du tube en carton au centre du rouleau.',
    },
    {
      id: 2,
      cmsType: 'tooltip',
      targetType: 'papers',
      name: 'Papier',
      value: 'Le support sur lequel vos étiquettes sont imprimées.',
    },
  ]);
  await db.seed('configEnv', [
    {
      id: 1,
      ftpUrl: 'ftp://ftp.labelprint.example/incoming',
      ftpLogin: 'labelprint',
      ftpPassword: 'demo-ftp-secret',
      thetisUrl: 'https://thetis.labelprint.example/api',
      trackingApiUrl: 'https://tracking.example/api/v2',
      trackingApiToken: 'trk_demo_0123456789',
    },
  ]);

  let margeId = 1;
  const margins: SeedRow<'margePrices'>[] = [];
  for (const resellerId of resellerIds.slice(0, 3)) {
    for (const scenario of all.slice(0, 4)) {
      for (const quantity of [500, 1000, 5000]) {
        margins.push({
          id: margeId++,
          resellerId,
          scenarioUid: scenario.uid,
          quantity,
          marge: random.pick([10, 12.5, 15, 20, 25]),
          createdAt: new Date(Date.UTC(2026, 8, 1 + (margeId % 28))).toISOString(),
        });
      }
    }
  }
  await db.seed('margePrices', margins);
}
