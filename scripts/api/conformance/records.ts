/**
 * The record calls with `--write` (docs/api/README.md#bodies-and-answers): for each entity a record
 * is created from one the server already has (a GET answer is a valid body: references may be the
 * objects answers show), read back, sent back unchanged (nothing changes), changed, refused with a
 * stale `If-Match` (412, nothing changes), switched off and on where it has a switch, and deleted
 * (then 404). Every record the run creates is deleted again; what it changes, it changes back.
 */
import { catalogueApi } from '../../../src/api/catalogue.api';
import { countriesApi } from '../../../src/api/countries.api';
import { listsApi } from '../../../src/api/lists.api';
import { ordersApi } from '../../../src/api/orders.api';
import type { RecordOperations } from '../../../src/api/records';
import { resellersApi } from '../../../src/api/resellers.api';
import { settingsApi } from '../../../src/api/settings.api';
import { TOOLTIP_TARGET_TYPES } from '../../../src/domain/settings/tooltip';
import { usersApi } from '../../../src/api/users.api';
import { op, rowsOf } from './reads';
import { answerText, fieldsOf, skip, type Answer, type ConformanceRun, type Step } from './run';
import type { Sessions } from './session';

type Json = Record<string, unknown>;

/** A password no rule refuses, different on each run. */
export const passphrase = (stamp: number) => `Conformance-${stamp}-long-passphrase`;

/** Fields a write stamps itself: not compared when a record is sent back unchanged. */
const STAMPED = new Set(['updatedAt', 'lastConnection']);
const sameRecord = (a: unknown, b: unknown) =>
  JSON.stringify(a, (key, value: unknown) => (STAMPED.has(key) ? undefined : value)) ===
  JSON.stringify(b, (key, value: unknown) => (STAMPED.has(key) ? undefined : value));

/** Every row of a list, page after page (100 a page, 20 pages at most). */
export async function allRows(run: ConformanceRun, list: RecordOperations['list'] | undefined): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const rows = rowsOf<Json>(await run.send(op(list), { query: { _limit: '100', _page: String(page) } }));
    out.push(...rows);
    if (rows.length < 100) break;
  }
  return out;
}

/** The first whole number of `from`…`to` (downwards) no row holds in `field`. */
function freeNumber(rows: readonly Json[], field: string, from: number, to: number, asText = false): number {
  const taken = new Set(rows.map((row) => (asText ? Number(row[field]) : row[field])));
  for (let n = from; n >= to; n -= 1) if (!taken.has(n)) return n;
  return skip(`no free ${field} between ${to} and ${from}`);
}

/** One entity's lifecycle: how to make a new record from an existing one, and how to change it. */
export interface Lifecycle {
  readonly name: string;
  readonly ops: RecordOperations;
  /** The body of a new record, from the server's first record and every row (for unique fields). */
  fresh(template: Json, rows: readonly Json[], run: ConformanceRun): Json | Promise<Json>;
  /** A change: the body, and the field and value the answer must then show. */
  change(record: Json, rows: readonly Json[]): { body: Json; field: string; value: unknown };
}

export function lifecycles(stamp: number): Lifecycle[] {
  const name = `Conformance ${stamp}`;
  const renamed = (record: Json) => ({
    body: { ...record, name: `${name} (changed)` },
    field: 'name',
    value: `${name} (changed)`,
  });
  return [
    {
      name: 'mandrel',
      ops: catalogueApi.mandrels,
      fresh: (_t, rows) => ({ number: freeNumber(rows, 'number', 500, 1) }),
      change: (record, rows) => {
        const value = freeNumber([...rows, record], 'number', 499, 1);
        return { body: { ...record, number: value }, field: 'number', value };
      },
    },
    {
      name: 'orientation',
      ops: catalogueApi.orientations,
      fresh: (_t, rows) => ({ number: freeNumber(rows, 'number', 99, 1) }),
      change: (record, rows) => {
        const value = freeNumber([...rows, record], 'number', 98, 1);
        return { body: { ...record, number: value }, field: 'number', value };
      },
    },
    {
      name: 'finish',
      ops: catalogueApi.finishes,
      fresh: () => ({ uid: `FIN-C${stamp}`, name }),
      change: renamed,
    },
    {
      name: 'paper',
      ops: catalogueApi.papers,
      fresh: (template) => ({ ...template, uid: `PAP-C${stamp}`, name }),
      change: renamed,
    },
    {
      name: 'quantity per roll',
      ops: catalogueApi.quantitiesPerRoll,
      fresh: (_t, rows) => ({ name: String(freeNumber(rows, 'name', 99_999, 90_000, true)) }),
      change: (record, rows) => {
        const value = String(freeNumber([...rows, record], 'name', 89_999, 80_000, true));
        return { body: { ...record, name: value }, field: 'name', value };
      },
    },
    { name: 'shape', ops: catalogueApi.shapes, fresh: () => ({ name }), change: renamed },
    { name: 'category', ops: catalogueApi.categories, fresh: (template) => ({ ...template, name }), change: renamed },
    { name: 'dimension', ops: catalogueApi.dimensions, fresh: (template) => ({ ...template, name }), change: renamed },
    {
      name: 'category scenario',
      ops: catalogueApi.categoryScenarios,
      // One per pair: the first category and scenario no row pairs yet.
      fresh: async (_t, rows, run) => {
        const taken = new Set(rows.map((row) => `${(row.category as Json).id}|${(row.scenario as Json).id}`));
        const categories = await allRows(run, catalogueApi.categories.list);
        const scenarios = await allRows(run, catalogueApi.scenarios.list);
        for (const category of categories) {
          const scenario = scenarios.find((sc) => !taken.has(`${category.id}|${sc.id}`));
          if (scenario) return { category, scenario, delay: 3 };
        }
        return skip('every category already offers every scenario');
      },
      change: (record) => ({ body: { ...record, delay: 4 }, field: 'delay', value: 4 }),
    },
    {
      name: 'environment configuration',
      ops: settingsApi.environmentConfig,
      fresh: (template) => ({ ...template, ftpLogin: `conformance-${stamp}` }),
      change: (record) => ({
        body: { ...record, ftpLogin: `changed-${stamp}` },
        field: 'ftpLogin',
        value: `changed-${stamp}`,
      }),
    },
    {
      name: 'user',
      ops: usersApi.records,
      fresh: () => ({
        username: `conformance-${stamp}@example.com`,
        firstname: 'Conformance',
        lastname: 'Check',
        company: null,
        roles: ['ROLE_READER'],
        isActive: true,
        parent: null,
        password: passphrase(stamp),
      }),
      change: (record) => ({ body: { ...record, firstname: 'Changed' }, field: 'firstname', value: 'Changed' }),
    },
    {
      name: 'reseller',
      ops: resellersApi.records,
      fresh: () => ({
        username: `conformance-${stamp}-reseller@example.com`,
        firstname: 'Conformance',
        lastname: 'Check',
        company: name,
        isProspect: true,
      }),
      change: (record) => ({
        body: { ...record, company: `${name} (changed)` },
        field: 'company',
        value: `${name} (changed)`,
      }),
    },
  ];
}

/** One entity's record calls, from creation to deletion. */
export async function lifecycle(run: ConformanceRun, life: Lifecycle): Promise<Step<Json>> {
  const { ops } = life;
  const id = (record: Json | undefined) => ({ id: (record as { id: number }).id });
  let rows: Json[] = [];
  const created = await run.check<Json>(
    `${op(ops.create).id} (POST ${ops.create?.path})`,
    `a new ${life.name}, 201 with its ETag`,
    async () => {
      rows = await allRows(run, ops.list);
      const template = rows[0] ? ((await run.send(op(ops.get), { params: id(rows[0]) })).body as Json) : {};
      const answer = await run.send(op(ops.create), { body: await life.fresh(template, rows, run) });
      return {
        got: `${answerText(answer)}, ETag ${answer.headers.get('etag') ?? 'none'}`,
        pass: answer.status === 201 && !!answer.headers.get('etag'),
        value: answer.body as Json,
      };
    },
  );
  const read = await run.check<Answer>(
    `${op(ops.get).id} of the new ${life.name}`,
    'the record as created',
    async () => {
      const answer = await run.send(op(ops.get), { params: id(created.value) });
      return {
        got: answerText(answer),
        pass: answer.status === 200 && sameRecord(answer.body, created.value),
        value: answer,
      };
    },
    [created],
  );
  await run.check(
    `${op(ops.update).id} (PUT) of the ${life.name} as it was read`,
    '200, nothing changed',
    async () => {
      const answer = await run.send(op(ops.update), { params: id(created.value), body: read.value?.body });
      return { got: answerText(answer), pass: answer.status === 200 && sameRecord(answer.body, read.value?.body) };
    },
    [read],
  );
  const changed = await run.check<Answer>(
    `${op(ops.update).id} of the ${life.name}, changed, with its If-Match`,
    'the change saved',
    async () => {
      const { body, field, value } = life.change(read.value?.body as Json, rows);
      const answer = await run.send(op(ops.update), {
        params: id(created.value),
        body,
        ifMatch: read.value?.headers.get('etag') ?? undefined,
      });
      const now = (answer.body as Json)[field];
      return {
        got: `${answerText(answer)}, ${field} ${JSON.stringify(now)}`,
        pass: answer.status === 200 && now === value,
        value: answer,
      };
    },
    [read],
  );
  await run.check(
    `${op(ops.update).id} with a stale If-Match`,
    '412, nothing changed',
    async () => {
      const stale = read.value?.headers.get('etag');
      if (!stale) return { got: 'the record was answered without an ETag', pass: false };
      const answer = await run.send(op(ops.update), {
        params: id(created.value),
        body: read.value?.body,
        ifMatch: stale,
      });
      const after = await run.send(op(ops.get), { params: id(created.value) });
      return {
        got: `${answerText(answer)}; then ${sameRecord(after.body, changed.value?.body) ? 'unchanged' : 'changed'}`,
        pass: answer.status === 412 && sameRecord(after.body, changed.value?.body),
      };
    },
    [changed],
  );
  if (ops.setActive) {
    const setActive = ops.setActive;
    await run.check(
      `${setActive.id} (PUT ${setActive.path}) of the ${life.name}, off then on`,
      'switched off, then on',
      async () => {
        const off = await run.send(setActive, { params: id(created.value), body: { isActive: false } });
        const on = await run.send(setActive, { params: id(created.value), body: { isActive: true } });
        const state = (answer: Answer) => String((answer.body as Json).isActive);
        return {
          got: `off: ${answerText(off)} (${state(off)}); on: ${answerText(on)} (${state(on)})`,
          pass: off.status === 200 && state(off) === 'false' && on.status === 200 && state(on) === 'true',
        };
      },
      [created],
    );
  }
  return created;
}

/** Deletes what `lifecycle` created: 204, then 404. */
export async function remove(run: ConformanceRun, life: Lifecycle, created: Step<Json>): Promise<void> {
  const { ops } = life;
  await run.check(
    `${op(ops.remove).id} (DELETE) of the new ${life.name}`,
    '204, then 404',
    async () => {
      const params = { id: (created.value as { id: number }).id };
      const gone = await run.send(op(ops.remove), { params });
      const after = await run.send(op(ops.get), { params });
      return {
        got: `${answerText(gone)}; then ${answerText(after)}`,
        pass: gone.status === 204 && after.status === 404,
      };
    },
    [created],
  );
}

/** Records of the server the run changes and puts back: a scenario, a country, a tooltip, preferences. */
export async function changedAndRestored(run: ConformanceRun, s: Sessions, stamp: number): Promise<void> {
  run.as(s.adminToken);
  const scenarios = catalogueApi.scenarios;
  const scenario = await run.check<Answer>(
    'getScenario, updateScenario (PUT) as it was read',
    '200, nothing changed',
    async () => {
      const first = rowsOf(await run.send(op(scenarios.list)))[0];
      if (!first) skip('the server has no scenario');
      const read = await run.send(op(scenarios.get), { params: { id: first!.id } });
      const answer = await run.send(op(scenarios.update), { params: { id: first!.id }, body: read.body });
      return {
        got: answerText(answer),
        pass: answer.status === 200 && sameRecord(answer.body, read.body),
        value: read,
      };
    },
  );
  await run.check(
    'setScenarioActive (PUT /admin/scenarios/active/{id}), switched and back',
    'the switch saved, then put back',
    async () => {
      const record = scenario.value?.body as { id: number; status: boolean };
      const flipped = await run.send(op(scenarios.setActive), {
        params: { id: record.id },
        body: { status: !record.status },
      });
      const back = await run.send(op(scenarios.setActive), {
        params: { id: record.id },
        body: { status: record.status },
      });
      const state = (answer: Answer) => (answer.body as { status?: boolean }).status;
      return {
        got: `${answerText(flipped)} (${String(state(flipped))}), back: ${answerText(back)} (${String(state(back))})`,
        pass: state(flipped) === !record.status && state(back) === record.status,
      };
    },
    [scenario],
  );
  await run.check(
    'updateScenario with a finishing that is not the first of its finishes',
    '400 naming finishing and finishes; the scenario unchanged',
    async () => {
      const record = scenario.value?.body as { id: number; finishes: { id: number }[] };
      const finishes = rowsOf(await run.send(op(catalogueApi.finishes.list), { query: { _limit: '100' } }));
      const other = finishes.find((f) => f.id !== record.finishes[0]?.id) ?? skip('the server has one finish only');
      const answer = await run.send(op(scenarios.update), {
        params: { id: record.id },
        body: { ...record, finishing: other.id },
      });
      const after = await run.send(op(scenarios.get), { params: { id: record.id } });
      const named = fieldsOf(answer);
      return {
        got: `${answerText(answer)}; then ${sameRecord(after.body, record) ? 'unchanged' : 'changed'}`,
        pass:
          answer.status === 400 &&
          named.includes('finishing') &&
          named.includes('finishes') &&
          sameRecord(after.body, record),
      };
    },
    [scenario],
    'records.singles',
  );
  await run.check(
    'deleteScenario (DELETE /admin/scenarios/{id}) of the newest order’s scenario',
    '400 saying what uses it; still there',
    async () => {
      const order = rowsOf<{ scenario?: { id?: number } | null }>(await run.send(ordersApi.listOrders))[0];
      const id = order?.scenario?.id ?? skip('no order names a scenario');
      const answer = await run.send(op(scenarios.remove), { params: { id } });
      const after = await run.send(op(scenarios.get), { params: { id } });
      return {
        got: `${answerText(answer)}; then ${answerText(after)}`,
        pass: answer.status === 400 && after.status === 200,
      };
    },
  );
  await run.check('syncScenarios (GET /admin/scenarios/refresh)', '200: success, or why not', async () => {
    const answer = await run.send(catalogueApi.syncScenarios);
    return { got: answerText(answer), pass: answer.status === 200 };
  });
  await run.check(
    'setCountryDelivery (PUT /countries/{id}), switched and back',
    'the switch saved, then put back',
    async () => {
      const country = rowsOf<{ id: number; isEnabledForDelivery: boolean }>(
        await run.send(countriesApi.listCountries),
      )[0];
      if (!country) skip('the server has no country');
      const { id, isEnabledForDelivery: was } = country!;
      const flipped = await run.send(countriesApi.setCountryDelivery, {
        params: { id },
        body: { isEnabledForDelivery: !was },
      });
      const back = await run.send(countriesApi.setCountryDelivery, {
        params: { id },
        body: { isEnabledForDelivery: was },
      });
      const state = (answer: Answer) => (answer.body as { isEnabledForDelivery?: boolean }).isEnabledForDelivery;
      return {
        got: `${answerText(flipped)}, back: ${answerText(back)}`,
        pass: state(flipped) === !was && state(back) === was,
      };
    },
  );
  await tooltip(run, stamp);
  await run.check(
    'putPreferences (PUT /me/preferences) as they were read, with their If-Match',
    '200, nothing changed',
    async () => {
      const read = await run.send(listsApi.getPreferences);
      const answer = await run.send(listsApi.putPreferences, {
        body: read.body,
        ifMatch: read.headers.get('etag') ?? undefined,
      });
      return { got: answerText(answer), pass: answer.status === 200 && sameRecord(answer.body, read.body) };
    },
  );
  await run.check('createView, updateView, deleteView (/me/views)', 'a view saved, renamed, deleted', async () => {
    const made = await run.send(listsApi.createView, {
      body: { name: `Conformance ${stamp}`, list: 'orders', query: 'status[]=1' },
    });
    const id = (made.body as { id?: number }).id;
    if (made.status !== 201 || id === undefined) return { got: `create: ${answerText(made)}`, pass: false };
    const renamed = await run.send(listsApi.updateView, {
      params: { id },
      body: { name: `Conformance ${stamp} (changed)`, query: 'status[]=2' },
    });
    const gone = await run.send(listsApi.deleteView, { params: { id } });
    return {
      got: `create ${answerText(made)}, rename ${answerText(renamed)}, delete ${answerText(gone)}`,
      pass:
        renamed.status === 200 &&
        (renamed.body as { name?: string }).name === `Conformance ${stamp} (changed)` &&
        gone.status === 204,
    };
  });
}

/**
 * A tooltip (one per target type): created for a free type; when every type has one, the first is
 * deleted and created again as it was.
 */
async function tooltip(run: ConformanceRun, stamp: number): Promise<void> {
  const cms = settingsApi.cms;
  await run.check(
    'createCmsEntry, getCmsEntry, updateCmsEntry, deleteCmsEntry (/admin/cms)',
    'a tooltip created, read, changed, deleted',
    async () => {
      const rows = rowsOf<Json & { id: number; targetType: string }>(
        await run.send(op(cms.list), { query: { _type: 'tooltip' } }),
      );
      const free = TOOLTIP_TARGET_TYPES.find((type) => !rows.some((row) => row.targetType === type));
      const taken = free ? undefined : rows[0];
      const body = taken
        ? { targetType: taken.targetType, name: taken.name, value: taken.value, cmsType: taken.cmsType }
        : {
            targetType: free,
            name: `Conformance ${stamp}`,
            value: 'A tooltip of the conformance run.',
            cmsType: 'tooltip',
          };
      if (taken) {
        const gone = await run.send(op(cms.remove), { params: { id: taken.id } });
        if (gone.status !== 204)
          return { got: `delete the ${taken.targetType} tooltip to make room: ${answerText(gone)}`, pass: false };
      }
      const made = await run.send(op(cms.create), { body });
      const id = (made.body as { id?: number }).id;
      if (made.status !== 201 || id === undefined) return { got: `create: ${answerText(made)}`, pass: false };
      const read = await run.send(op(cms.get), { params: { id } });
      const changed = await run.send(op(cms.update), {
        params: { id },
        body: { ...(read.body as Json), value: `${body.value} ` },
      });
      const restored = await run.send(op(cms.update), { params: { id }, body: read.body });
      // A tooltip the run made for a free type goes; one it deleted to make room stays, as it was.
      const gone = taken ? null : await run.send(op(cms.remove), { params: { id } });
      return {
        got: `create ${answerText(made)}, read ${answerText(read)}, change ${answerText(changed)}, restore ${answerText(restored)}${gone ? `, delete ${answerText(gone)}` : ' (kept: it was there before)'}`,
        pass:
          read.status === 200 && changed.status === 200 && restored.status === 200 && (!gone || gone.status === 204),
      };
    },
  );
}
