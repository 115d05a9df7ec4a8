import assert from 'node:assert/strict';
import type { OrderRecord } from '../../mocks/db/orders.schema';
import { makeOrder as makeSeedOrder, orderSeedContext } from '../../mocks/db/orders.seed';
import { createRandom } from '../../mocks/db/random';
import type { BackOfficeWorld } from './world';

/** What an example order pins: any field of the record, and any field of its quote. */
export interface OrderOverrides extends Partial<Omit<OrderRecord, 'quote'>> {
  readonly quote?: Partial<OrderRecord['quote']>;
}

/**
 * docs/architecture.md#tests: one order added to the scenario's database, built as the seed builds
 * its orders (mocks/db/orders.seed.ts, a random source seeded by its id), with `overrides` pinning
 * what the scenario is about.
 */
export async function makeOrder(world: BackOfficeWorld, overrides: OrderOverrides = {}): Promise<OrderRecord> {
  const db = world.backend.db;
  const id = db.nextId('orders');
  const { quote, ...fields } = overrides;
  const base = makeSeedOrder(id, createRandom(id), orderSeedContext(db));
  const record: OrderRecord = { ...base, ...fields, quote: { ...base.quote, ...quote } };
  await db.collections.orders.create(record);
  return record;
}

/** A scenario of its own, offered by one category at `delay` days: the one delay rule its orders meet. */
export interface ScenarioOffer {
  readonly scenarioId: number;
  /** The pose short code of the offering category: the application its orders' quotes name. */
  readonly application: string;
  readonly delay: number;
}

/**
 * docs/rules.md#delay-date: a new scenario (a copy of a seeded one) and one category scenario
 * offering it at `delay` days in a category with a pose, so an order of that scenario has exactly
 * one matching delay and its delay date is known by construction.
 */
export async function makeScenarioOffer(world: BackOfficeWorld, delay: number): Promise<ScenarioOffer> {
  const db = world.backend.db;
  const c = db.collections;
  const model = c.scenarios.all()[0];
  assert.ok(model, 'no scenario in the seed');
  const category = c.categories.all().find((cat) => cat.poseId !== null);
  const pose = category && c.poses.findFirst((q) => q.where({ id: category.poseId as number }));
  assert.ok(category && pose, 'no category with a pose in the seed');
  const scenarioId = db.nextId('scenarios');
  const uid = `SC-${scenarioId}-EXAMPLE`;
  await c.scenarios.create({ ...model, id: scenarioId, uid, name: `Exemple ${scenarioId}`, displayName: uid });
  await c.categoryScenarios.create({ id: db.nextId('categoryScenarios'), categoryId: category.id, scenarioId, delay });
  return { scenarioId, application: pose.shortCode, delay };
}
