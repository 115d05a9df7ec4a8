/**
 * The reseller's view (docs/access.md#reseller-scoping): its lists hold only its own records and
 * ignore `_resellerId`, another reseller's record is a 404 as if it did not exist, a staff call is
 * a 403, the manufacturing PDF is never served to it. Nothing here changes data.
 */
import { auditApi } from '../../../src/api/audit.api';
import { dashboardApi } from '../../../src/api/dashboard.api';
import { API_OPERATIONS } from '../../../src/api/index';
import { ordersApi } from '../../../src/api/orders.api';
import { quotesApi } from '../../../src/api/quotes.api';
import { requestsApi } from '../../../src/api/requests.api';
import { resellersApi } from '../../../src/api/resellers.api';
import { usersApi } from '../../../src/api/users.api';
import { FIRST, op, rowsOf, thisYear } from './reads';
import { answerText, count, skip, type ConformanceRun } from './run';
import type { Sessions } from './session';

const FILTERS = ['_resellerId', '_resellerId[]'] as const;

/** Records of another reseller than the run's, found as staff. */
interface Others {
  readonly resellerId: number | undefined;
  readonly order: number | undefined;
  readonly quote: number | undefined;
  readonly staffUser: number | undefined;
}

async function othersOf(run: ConformanceRun, s: Sessions): Promise<Others> {
  run.as(s.adminToken);
  const orders = rowsOf<{ id: number; resellerId: number | null }>(
    await run.send(ordersApi.listOrders, { query: { _limit: '100' } }),
  );
  const order = orders.find((o) => o.resellerId !== null && o.resellerId !== s.resellerId);
  const quotes = rowsOf<{ id: number; resellerId: number }>(
    await run.send(quotesApi.listQuotes, { query: { _limit: '100' } }),
  );
  return {
    resellerId: order?.resellerId ?? undefined,
    order: order?.id,
    quote: quotes.find((q) => q.resellerId !== s.resellerId)?.id,
    staffUser: s.adminId,
  };
}

export async function resellerScoping(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'scoping';
  const others = await othersOf(run, s);
  run.as(s.resellerToken);
  const a = run.adapters;
  await run.check('listOrders as the reseller', `only reseller ${s.resellerId}’s orders`, async () => {
    const page = await a.orders.list({ ...FIRST, size: 100 });
    const foreign = page.items.filter((o) => o.resellerId !== s.resellerId).length;
    return { got: `${count(page.items.length, 'row')}, ${foreign} of another reseller`, pass: foreign === 0 };
  });
  await run.check('listQuotes as the reseller', 'only its own quotes', async () => {
    const page = await a.quotes.list({ ...FIRST, size: 100 });
    const foreign = page.items.filter((q) => q.resellerId !== s.resellerId).length;
    return { got: `${count(page.items.length, 'row')}, ${foreign} of another reseller`, pass: foreign === 0 };
  });
  await run.check('listUsers as the reseller', 'only its own quote users', async () => {
    const answer = await run.send(op(usersApi.records.list), { query: { _limit: '100' } });
    const rows = rowsOf<{ parent: number | null }>(answer);
    const foreign = rows.filter((u) => u.parent !== s.resellerId).length;
    return {
      got: `${answerText(answer)}, ${count(rows.length, 'user')}, ${foreign} not its own`,
      pass: foreign === 0,
    };
  });
  // docs/access.md#reseller-scoping: a reseller's _resellerId is ignored: the same answer as without it.
  const other = String(others.resellerId ?? s.resellerId + 1);
  for (const list of API_OPERATIONS.filter(
    (o) => o.method === 'get' && o.access === 'scoped' && FILTERS.some((name) => o.query?.[name]),
  )) {
    for (const name of FILTERS.filter((n) => list.query?.[n])) {
      await run.check(
        `${list.id} as the reseller, ${name}=${other}`,
        'ignored: the same rows as without it',
        async () => {
          const own = await run.send(list, { query: { _limit: '100' } });
          const asked = await run.send(list, { query: { _limit: '100', [name]: other } });
          const same = JSON.stringify(asked.body) === JSON.stringify(own.body);
          return {
            got: `${answerText(asked)}, ${count(rowsOf(asked).length, 'row')} (${rowsOf(own).length} without it)`,
            pass: own.status === 200 && same,
          };
        },
      );
    }
  }
  const period = thisYear();
  for (const figures of Object.values(dashboardApi)) {
    await run.check(`${figures.id} as the reseller, _resellerId=${other}`, 'ignored: its own figures', async () => {
      const body = { startDate: period.start, endDate: period.end };
      const own = await run.send(figures, { body });
      const asked = await run.send(figures, { body: { ...body, _resellerId: Number(other) } });
      return {
        got: answerText(asked),
        pass: own.status === 200 && JSON.stringify(asked.body) === JSON.stringify(own.body),
      };
    });
  }
  await run.check('getDashboardCounters as the reseller', 'its own counters, with its resale margin', async () => {
    const counters = await a.dashboard.counters({ period });
    return {
      got: `${counters.orders.value} orders, margin ${counters.resaleMargin?.value ?? 'none'}`,
      pass: counters.resaleMargin !== null,
    };
  });
  await run.check('getReseller of itself, as the reseller', 'its own record', async () => {
    const answer = await run.send(op(resellersApi.records.get), { params: { id: s.resellerId } });
    return {
      got: answerText(answer),
      pass: answer.status === 200 && (answer.body as { id?: number }).id === s.resellerId,
    };
  });
  await run.check('countWaitingNonConformities of itself, as the reseller', 'its own count', async () => {
    return `${await a.nonConformities.countWaiting(s.resellerId)} waiting`;
  });

  // Another reseller's records, by id: 404, as if they did not exist.
  const notFound = (call: string, send: () => ReturnType<ConformanceRun['send']>, id: number | undefined) =>
    run.refused(call, 404, '404: not its own', () =>
      id === undefined ? skip('no record of another reseller found') : send(),
    );
  await notFound(
    'getOrder of another reseller’s order',
    () => run.send(ordersApi.getOrder, { params: { id: others.order! } }),
    others.order,
  );
  await notFound(
    'getOrderHistory of another reseller’s order',
    () => run.send(auditApi.getOrderHistory, { params: { id: others.order! } }),
    others.order,
  );
  await notFound(
    'getNonConformityOfOrder of another reseller’s order',
    () => run.send(requestsApi.getNonConformityOfOrder, { params: { id: others.order! } }),
    others.order,
  );
  await notFound(
    'downloadOrderFile (delivery-note) of another reseller’s order',
    () => run.send(ordersApi.downloadOrderFile, { params: { id: others.order!, kind: 'delivery-note' } }),
    others.order,
  );
  await notFound(
    'getQuote of another reseller’s quote',
    () => run.send(quotesApi.getQuote, { params: { id: others.quote! } }),
    others.quote,
  );
  await notFound(
    'getReseller of another reseller',
    () => run.send(op(resellersApi.records.get), { params: { id: others.resellerId! } }),
    others.resellerId,
  );
  await notFound(
    'countWaitingNonConformities of another reseller',
    () => run.send(requestsApi.countWaitingNonConformities, { params: { resellerId: others.resellerId! } }),
    others.resellerId,
  );
  await notFound(
    'getUser of a staff account',
    () => run.send(op(usersApi.records.get), { params: { id: others.staffUser! } }),
    others.staffUser,
  );

  // Staff calls: a 403, whatever the reseller asks.
  await run.refused('listResellers as the reseller', 403, '403: staff only', () =>
    run.send(op(resellersApi.records.list)),
  );
  await run.refused('listAudit as the reseller', 403, '403: staff only', () => run.send(auditApi.listAudit));
  await run.refused('exportOrders as the reseller', 403, '403: staff only', () =>
    run.send(ordersApi.exportOrders, { body: { type: 'csv', propertiesToExport: ['id'] } }),
  );
  await run.refused('downloadOrderZip as the reseller', 403, '403: staff only', async () => {
    const own = rowsOf(await run.send(ordersApi.listOrders))[0];
    return own ? run.send(ordersApi.downloadOrderZip, { params: { id: own.id } }) : skip('the reseller has no order');
  });
  await run.refused(
    'downloadOrderFile (manufacturing) of its own order, as the reseller',
    403,
    '403: never for a reseller',
    async () => {
      const own = rowsOf(await run.send(ordersApi.listOrders))[0];
      return own
        ? run.send(ordersApi.downloadOrderFile, { params: { id: own.id, kind: 'manufacturing' } })
        : skip('the reseller has no order');
    },
  );
}
