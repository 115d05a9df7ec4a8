/**
 * What the admin reads (docs/api/README.md#calls): every list and record through the SPA's own
 * adapter, the list conventions, the dashboards, the orders, requests, quotes, files, exports and
 * the audit trail. Nothing here changes data.
 */
import { auditApi } from '../../../src/api/audit.api';
import { catalogueApi } from '../../../src/api/catalogue.api';
import { dashboardApi } from '../../../src/api/dashboard.api';
import { listsApi } from '../../../src/api/lists.api';
import { ordersApi } from '../../../src/api/orders.api';
import { quotesApi } from '../../../src/api/quotes.api';
import type { AnyOperation } from '../../../src/api/operation';
import { NotFoundError } from '../../../src/domain/shared/errors';
import type { ListQuery } from '../../../src/domain/shared/page';
import type { RecordRepository } from '../../../src/application/shared/record-repository.port';
import { answerText, count, describe, skip, type Answer, type ConformanceRun } from './run';
import type { Sessions } from './session';

export const FIRST: ListQuery = { page: 1, size: 25 };

/** A period the dashboards are asked for: this year, as plain days. */
export function thisYear(): { start: string; end: string } {
  const year = new Date().getUTCFullYear();
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The rows of a list answer. */
export const rowsOf = <T = { id: number }>(answer: Answer): T[] =>
  ((answer.body as { list?: T[] } | null)?.list ?? []) as T[];

/** An operation that must exist (a record call the entity offers). */
export function op(operation: AnyOperation | undefined): AnyOperation {
  if (!operation) throw new Error('An operation the contract should have');
  return operation;
}

/** A file answer: its status, type and name, and whether they are what was expected. */
function fileVerdict(answer: Answer, type: RegExp, name?: RegExp) {
  const media = answer.headers.get('content-type') ?? '';
  const disposition = answer.headers.get('content-disposition') ?? '';
  const size = typeof answer.body === 'string' ? answer.body.length : 0;
  return {
    got:
      answer.status === 200
        ? `${media}, ${disposition || 'no Content-Disposition'}, ${size} bytes`
        : answerText(answer),
    pass: answer.status === 200 && type.test(media) && (!name || name.test(disposition)),
  };
}

export async function adminReads(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'reads';
  run.as(s.adminToken);
  const records = run.adapters.records;
  const firstIds: Record<string, number | undefined> = {};
  for (const [key, call, query] of [
    ['users', 'listUsers (GET /admin/users)', FIRST],
    ['resellers', 'listResellers (GET /admin/resellers)', FIRST],
    ['categories', 'listCategories (GET /admin/categories)', FIRST],
    ['categoryScenarios', 'listCategoryScenarios (GET /admin/categories/scenarios)', FIRST],
    ['poses', 'listPoses (GET /admin/categories/poses)', FIRST],
    ['mandrels', 'listMandrels (GET /admin/mandrels)', FIRST],
    ['orientations', 'listOrientations (GET /admin/orientations)', FIRST],
    ['papers', 'listPapers (GET /admin/papers)', FIRST],
    ['finishes', 'listFinishes (GET /admin/finishes)', FIRST],
    ['quantitiesPerRoll', 'listQuantitiesPerRoll (GET /admin/provide-number-per-rolls)', FIRST],
    ['shapes', 'listShapes (GET /shapes)', FIRST],
    ['dimensions', 'listDimensions (GET /admin/dimensions)', FIRST],
    ['scenarios', 'listScenarios (GET /admin/scenarios)', FIRST],
    ['tooltips', 'listCmsEntries (GET /admin/cms?_type=tooltip)', { ...FIRST, filter: { cmsType: 'tooltip' } }],
    ['configEnv', 'listEnvironmentConfigs (GET /admin/config_env)', FIRST],
  ] as const) {
    await run.check(call, 'a page: total ≥ rows listed', async () => {
      // Only the tooltips' query has a filter (the CMS type): every list takes this one's query.
      const repository: Pick<RecordRepository<unknown, unknown, unknown>, 'list'> = records[key];
      const page = await repository.list(query);
      firstIds[key] = (page.items[0] as { id?: number } | undefined)?.id;
      return {
        got: `${count(page.items.length, 'row')}, total ${page.total}`,
        pass: page.total >= page.items.length && page.totalRequest <= page.total,
      };
    });
  }
  for (const [key, operation] of [
    ['users', 'getUser'],
    ['resellers', 'getReseller'],
    ['categories', 'getCategory'],
    ['categoryScenarios', 'getCategoryScenario'],
    ['mandrels', 'getMandrel'],
    ['orientations', 'getOrientation'],
    ['papers', 'getPaper'],
    ['finishes', 'getFinish'],
    ['quantitiesPerRoll', 'getQuantityPerRoll'],
    ['shapes', 'getShape'],
    ['scenarios', 'getScenario'],
    ['dimensions', 'getDimension'],
    ['tooltips', 'getCmsEntry'],
    ['configEnv', 'getEnvironmentConfig'],
  ] as const) {
    await run.check(`${operation} (GET …/{id}) of the list’s first row`, 'that record, with its ETag', async () => {
      const id = firstIds[key];
      if (id === undefined) skip('its list is empty');
      const record = await records[key].get(id as number);
      const { id: got, version } = record as { id: number; version?: string };
      return { got: `record ${got}, ETag ${version ?? 'none'}`, pass: got === id };
    });
  }
  await run.refused('getMandrel of an id no record has', 404, '404', () =>
    run.send(op(catalogueApi.mandrels.get), { params: { id: 999_999_999 } }),
  );
  await run.refused('getMandrel of an id that is not a number', 404, '404, as for an unknown id', () =>
    run.send(op(catalogueApi.mandrels.get), { params: { id: 'x' } }),
  );
  await run.check(
    'listProspects, listCustomers (/admin/resellers/prospects, /notprospects)',
    'both counted',
    async () => {
      const counts = await run.adapters.resellerDirectory.counts();
      return JSON.stringify(counts);
    },
  );
  await run.check(
    'searchResellers (GET /admin/resellers/search?_search=a)',
    'resellers whose company has "a"',
    async () => {
      const found = await run.adapters.resellerDirectory.search('a');
      return count(found.length, 'reseller');
    },
  );
  await run.check('listCountries (GET /countries?lang=fr)', 'the countries, named in French', async () => {
    const countries = await run.adapters.countries.list('fr');
    return { got: count(countries.length, 'country'), pass: countries.length > 0 };
  });
  await run.check('listMarginPrices (GET /reseller_marge_prices) as staff', 'every grid’s lines', async () => {
    const page = await run.adapters.marginPrices.list(FIRST);
    return `${count(page.items.length, 'row')}, total ${page.total}`;
  });
  await run.check(
    'listMarginScenarios (GET /reseller_marge_prices/scenarios)',
    'the scenarios a grid may name',
    async () => {
      const uids = await run.adapters.marginPrices.scenarioUids();
      return { got: count(uids.size, 'scenario'), pass: uids.size > 0 };
    },
  );
  await run.check('listOrderScenarios (GET /admin/orders/scenarios?_search=a)', 'at most 20 scenarios', async () => {
    const answer = await run.send(ordersApi.listOrderScenarios, { query: { _search: 'a' } });
    const rows = rowsOf(answer);
    return {
      got: `${answerText(answer)}, ${count(rows.length, 'scenario')}`,
      pass: answer.status === 200 && rows.length <= 20,
    };
  });

  await run.check(
    'every answer’s caching and type headers',
    'Cache-Control: no-store and X-Content-Type-Options: nosniff, refusals too',
    async () => {
      const problems: string[] = [];
      for (const [what, answer] of [
        ['GET /admin/orders?_limit=1', await run.send(ordersApi.listOrders, { query: { _limit: '1' } })],
        ['a 404', await run.send(op(catalogueApi.mandrels.get), { params: { id: 999_999_999 } })],
        ['a 401', await run.send(ordersApi.listOrders, { token: null })],
      ] as const) {
        const cache = answer.headers.get('cache-control') ?? '';
        const sniff = answer.headers.get('x-content-type-options') ?? '';
        if (!/\bno-store\b/.test(cache) || sniff.toLowerCase() !== 'nosniff') {
          problems.push(`${what}: Cache-Control "${cache}", X-Content-Type-Options "${sniff}"`);
        }
      }
      return { got: problems.join('; ') || 'both headers on each', pass: problems.length === 0 };
    },
    [],
    'headers.no-store',
  );
  await dashboards(run, s);
  await orderReads(run, s);
  await requestAndQuoteReads(run, s);
  await run.check('getPreferences (GET /me/preferences)', 'the admin’s list settings, with their ETag', async () => {
    const answer = await run.send(listsApi.getPreferences);
    return { got: `${answerText(answer)}, ETag ${answer.headers.get('etag') ?? 'none'}`, pass: answer.status === 200 };
  });
  await run.check('listViews (GET /me/views)', 'the admin’s saved views', async () => {
    const answer = await run.send(listsApi.listViews);
    return { got: `${answerText(answer)}, ${count(rowsOf(answer).length, 'view')}`, pass: answer.status === 200 };
  });
}

async function dashboards(run: ConformanceRun, s: Sessions): Promise<void> {
  const period = thisYear();
  const a = run.adapters;
  await run.check('getDashboardCounters (POST /admin/dashboard/counters)', 'this year’s counters', async () => {
    const counters = await a.dashboard.counters({ period });
    return `${counters.orders.value} orders, turnover ${counters.turnover.value}`;
  });
  await run.check('getDashboardCharts (POST /admin/dashboard/charts)', 'months and top scenarios', async () => {
    const charts = await a.dashboard.charts({ period });
    return `${count(charts.months.length, 'month')}, ${count(charts.topScenarios.length, 'top scenario')}`;
  });
  await run.check('getCumulatedTurnover (POST …/charts/cumulated-turnover)', 'one point per day', async () => {
    const points = await a.dashboard.cumulatedTurnover({ period });
    return count(points.length, 'point');
  });
  await run.check(
    'getDashboardCounters with _resellerId, as staff',
    'that reseller’s figures: as many orders as it sees itself',
    async () => {
      const staff = await a.dashboard.counters({ period, resellerId: s.resellerId });
      run.as(s.resellerToken);
      const own = await a.dashboard.counters({ period }).finally(() => run.as(s.adminToken));
      return {
        got: `${staff.orders.value} orders for staff, ${own.orders.value} for the reseller`,
        pass: staff.orders.value === own.orders.value,
      };
    },
  );
  await run.refused(
    'getDashboardCounters with an end before the start',
    { status: 400, field: 'endDate' },
    '400 naming endDate',
    () => run.send(dashboardApi.getDashboardCounters, { body: { startDate: period.end, endDate: period.start } }),
  );
}

async function orderReads(run: ConformanceRun, s: Sessions): Promise<void> {
  const a = run.adapters;
  let orders: readonly { id: number; resellerId: number | null; status: number }[] = [];
  await run.check('listOrders (GET /admin/orders?_limit=100)', 'a page of orders, newest first', async () => {
    const page = await a.orders.list({ ...FIRST, size: 100 });
    orders = page.items.map((o) => ({ id: o.id, resellerId: o.resellerId, status: o.status.id }));
    const dates = page.items.map((o) => o.createdAt);
    const sorted = dates.every((d, i) => i === 0 || (dates[i - 1] as string) >= d);
    return { got: `${count(page.items.length, 'row')}, total ${page.total}, newest first: ${sorted}`, pass: sorted };
  });
  await run.check('listOrders (GET /admin/orders?_filter[]=0)', 'only pending orders', async () => {
    const page = await a.orders.list({ ...FIRST, filter: { statuses: [0] } });
    const others = page.items.filter((o) => o.status.id !== 0).length;
    return { got: `${count(page.items.length, 'row')}, ${others} in another status`, pass: others === 0 };
  });
  await run.check(
    'listOrders (GET /admin/orders?_resellerId[]=…) as staff',
    'only that reseller’s orders',
    async () => {
      const page = await a.orders.list({ ...FIRST, filter: { resellerIds: [s.resellerId] } });
      const others = page.items.filter((o) => o.resellerId !== s.resellerId).length;
      return { got: `${count(page.items.length, 'row')}, ${others} of another reseller`, pass: others === 0 };
    },
  );
  await run.refused(
    'listOrders (GET /admin/orders?_limit=0)',
    { status: 400, field: '_limit' },
    '400 naming _limit',
    () => run.send(ordersApi.listOrders, { query: { _limit: '0' } }),
  );
  await run.refused(
    'listOrders (GET /admin/orders?_index=nothing)',
    { status: 400, field: '_index' },
    '400 naming _index',
    () => run.send(ordersApi.listOrders, { query: { _index: 'nothing' } }),
  );
  await run.check('getOrder (GET /admin/orders/999999999)', '404 for an unknown order', async () => {
    try {
      await a.orders.get(999_999_999);
      return { got: 'accepted', pass: false };
    } catch (error) {
      return { got: describe(error), pass: error instanceof NotFoundError };
    }
  });
  const some = orders[0];
  await run.check('getOrder (GET /admin/orders/{id}) of the newest', 'the order in full, with its ETag', async () => {
    if (!some) skip('the server has no order');
    const order = await a.orders.get((some as { id: number }).id);
    return `order ${order.id}, ${count(order.quote.series.length, 'series')}, ETag ${order.version ?? 'none'}`;
  });
  await run.check('getNonConformityOfOrder (GET /admin/order_not_conformity/{id})', 'a request or null', async () => {
    if (!some) skip('the server has no order');
    const found = await a.orders.nonConformityOf((some as { id: number }).id);
    return found ? `request ${found.id}` : 'none';
  });
  await run.check(
    'getOrderHistory (GET /admin/orders/{id}/history)',
    'the order’s timeline, oldest first',
    async () => {
      if (!some) skip('the server has no order');
      const history = await a.audit.orderHistory((some as { id: number }).id);
      const at = history.map((entry) => entry.at);
      const sorted = at.every((d, i) => i === 0 || (at[i - 1] as string) <= d);
      return { got: `${count(history.length, 'entry')}, oldest first: ${sorted}`, pass: sorted };
    },
  );
  await run.check('listOrderStatuses (GET /admin/status/orders)', 'the 8 statuses', async () => {
    const statuses = await a.orders.statuses();
    return { got: statuses.map((st) => st.id).join(', '), pass: statuses.length === 8 };
  });
  await run.check('downloadOrderZip (GET /admin/orders/refresh/{id})', 'a zip named order-zip-{id}.zip', async () => {
    if (!some) skip('the server has no order');
    const id = (some as { id: number }).id;
    return fileVerdict(
      await run.send(ordersApi.downloadOrderZip, { params: { id } }),
      /application\/zip/,
      new RegExp(`order-zip-${id}\\.zip`),
    );
  });
  // The first of the newest orders (shipped and delivered ones first: they have every document) that has one.
  const shipped = rowsOf<{ id: number }>(await run.send(ordersApi.listOrders, { query: { '_filter[]': ['3', '99'] } }));
  const details = new Map<number, Record<string, unknown>>();
  const withFile = async (has: (order: Record<string, unknown>) => boolean) => {
    for (const order of [...shipped, ...orders.slice(0, 25)]) {
      let detail = details.get(order.id);
      if (!detail) {
        const read = await run.send(ordersApi.getOrder, { params: { id: order.id } });
        if (read.status !== 200) continue;
        detail = read.body as Record<string, unknown>;
        details.set(order.id, detail);
      }
      if (has(detail)) return detail;
    }
    return skip('none of the 25 newest shipped or delivered orders, nor of the 25 newest orders, has one');
  };
  for (const [kind, field] of [
    ['manufacturing', 'pdfManufacturingUrl'],
    ['delivery-note', 'deliveryNoteUrl'],
    ['shipping-label', 'shippingLabelle'],
  ] as const) {
    await run.check(`downloadOrderFile (GET /admin/orders/{id}/files/${kind})`, 'a PDF', async () => {
      const order = await withFile((o) => !!o[field]);
      return fileVerdict(
        await run.send(ordersApi.downloadOrderFile, { params: { id: order.id as number, kind } }),
        /pdf/,
      );
    });
  }
  await run.check(
    'downloadOrderSeriesFile (GET /admin/orders/{id}/files/series/{seriesId})',
    'the series’ PDF',
    async () => {
      const order = await withFile((o) =>
        ((o.quote as { series: { file: unknown }[] }).series ?? []).some((x) => !!x.file),
      );
      const series = (order.quote as { series: { id: number; file: unknown }[] }).series.find((x) => !!x.file);
      return fileVerdict(
        await run.send(ordersApi.downloadOrderSeriesFile, { params: { id: order.id as number, seriesId: series!.id } }),
        /pdf/,
      );
    },
  );
  for (const type of ['csv', 'xlsx'] as const) {
    await run.check(
      `exportOrders (POST /admin/orders/export) as ${type}`,
      `a ${type} file of the pending orders`,
      async () =>
        fileVerdict(
          await run.send(ordersApi.exportOrders, {
            query: { '_filter[]': '0' },
            body: { type, propertiesToExport: ['id', 'company', 'total'] },
          }),
          type === 'csv' ? /text\/csv/ : /spreadsheetml/,
          type === 'csv' ? /\.csv/ : /\.xlsx/,
        ),
    );
  }
  await run.refused(
    'exportOrders with an unknown column',
    { status: 400, field: 'propertiesToExport' },
    '400 naming propertiesToExport',
    () => run.send(ordersApi.exportOrders, { body: { type: 'csv', propertiesToExport: ['password'] } }),
  );
}

async function requestAndQuoteReads(run: ConformanceRun, s: Sessions): Promise<void> {
  const a = run.adapters;
  await run.check('listCancelRequests (GET /admin/order_request_cancels)', 'a page of requests', async () => {
    const page = await a.cancellations.list(FIRST);
    return `${count(page.items.length, 'row')}, total ${page.total}`;
  });
  await run.check('listNonConformities (GET /admin/order_not_conformity_list)', 'a page of requests', async () => {
    const page = await a.nonConformities.list(FIRST);
    return `${count(page.items.length, 'row')}, total ${page.total}`;
  });
  await run.check(
    'countWaitingNonConformities (GET …/count/{resellerId}) as staff',
    'the reseller’s count',
    async () => {
      return `${await a.nonConformities.countWaiting(s.resellerId)} waiting`;
    },
  );
  let quotes: readonly { id: number }[] = [];
  await run.check('listQuotes (GET /admin/quotes)', 'a page of quotes', async () => {
    const page = await a.quotes.list({ ...FIRST, size: 100 });
    quotes = page.items;
    return `${count(page.items.length, 'row')}, total ${page.total}`;
  });
  await run.check('getQuote (GET /admin/quotes/{id})', 'the quote with its series', async () => {
    const some = quotes[0];
    if (!some) skip('the server has no quote');
    const quote = await a.quotes.get((some as { id: number }).id);
    return { got: `quote ${quote.id}, ${count(quote.series.length, 'series')}`, pass: quote.id === some?.id };
  });
  await run.check(
    'downloadQuoteSeriesFile (GET /admin/quotes/{id}/files/series/{seriesId})',
    'the series’ PDF',
    async () => {
      for (const row of quotes.slice(0, 40)) {
        const read = await run.send(quotesApi.getQuote, { params: { id: row.id } });
        const series = ((read.body as { series?: { id: number; file: unknown }[] }).series ?? []).find((x) => !!x.file);
        if (series) {
          return fileVerdict(
            await run.send(quotesApi.downloadQuoteSeriesFile, { params: { id: row.id, seriesId: series.id } }),
            /pdf/,
          );
        }
      }
      return skip('none of the 40 newest quotes has a series file');
    },
  );
  await run.check('exportQuotes (POST /admin/quotes/export)', 'a csv file', async () =>
    fileVerdict(
      await run.send(quotesApi.exportQuotes, { body: { type: 'csv', propertiesToExport: ['id', 'reference'] } }),
      /text\/csv/,
      /\.csv/,
    ),
  );
  await run.check('listAudit (GET /admin/audit)', 'a page of the trail, newest first', async () => {
    const page = await a.audit.list(FIRST);
    const at = page.items.map((entry) => entry.at);
    const sorted = at.every((d, i) => i === 0 || (at[i - 1] as string) >= d);
    return {
      got: `${count(page.items.length, 'entry')}, total ${page.total}, newest first: ${sorted}`,
      pass: sorted,
    };
  });
  await run.check('exportAudit (POST /admin/audit/export)', 'a csv file', async () =>
    fileVerdict(
      await run.send(auditApi.exportAudit, { body: { type: 'csv', propertiesToExport: ['at', 'actor', 'action'] } }),
      /text\/csv/,
      /\.csv/,
    ),
  );
}
