import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { MockBackend } from '../../backend';
import type { OrderRecord } from '../../db/orders.schema';
import { ApiError } from '../shared/api-error';
import type { CallContext, RawQuery } from '../shared/context';
import { fold } from '../shared/list-query';
import { placeholderPdf } from './files';
import { checkedPdfBytes } from '../shared/uploads';
import { orderListRequest } from '../../handlers/list-requests';

async function login(backend: MockBackend, username: string): Promise<CallContext> {
  const { token } = await backend.auth.login({ username, password: 'demo' }, 'en');
  return backend.context(token, 'en');
}

function refusal(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function asyncRefusal(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected a refusal, got ${String(error)}`);
}

const orders = (b: MockBackend): OrderRecord[] => b.db.collections.orders.all();
const userId = (b: MockBackend, login: string) =>
  b.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;

/** What the list must answer, computed the slow, obvious way from the collection. */
function expected(
  b: MockBackend,
  query: { statuses?: readonly number[]; search?: string; from?: string; to?: string; reseller?: number },
) {
  const companies = new Map(b.db.collections.users.all().map((u) => [u.id, u.company ?? '']));
  const scenarios = new Map(b.db.collections.scenarios.all().map((s) => [s.id, s.name]));
  return orders(b)
    .filter((o) => query.reseller === undefined || o.resellerId === query.reseller)
    .filter((o) => !query.statuses || query.statuses.includes(o.status))
    .filter((o) => !query.from || o.createdAt >= query.from)
    .filter((o) => !query.to || o.createdAt < query.to)
    .filter((o) => {
      if (!query.search) return true;
      const text = [
        o.id,
        o.internalReference,
        o.quote.reference,
        companies.get(o.userId),
        scenarios.get(o.scenarioId),
        o.customer.name,
        o.customer.firstname,
        o.address.city,
        ...o.tracking.map((t) => t.reference),
      ].join(' ');
      return fold(text).includes(fold(query.search));
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .map((o) => o.id);
}

describe('the demo seed', () => {
  let backend: MockBackend;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
  });

  it('holds 3,000 orders over 18 months, every status, tracking on shipped ones and the requests', () => {
    const all = orders(backend);
    expect(all).toHaveLength(3000);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 99, 100]));
    const days =
      (Date.parse('2026-11-01T09:00:00Z') - Math.min(...all.map((o) => Date.parse(o.createdAt)))) / 86_400_000;
    expect(days).toBeGreaterThan(500);
    expect(days).toBeLessThanOrEqual(548);
    for (const o of all.filter((x) => x.status === 3 || x.status === 99)) {
      expect(o.tracking.length).toBeGreaterThan(0);
      expect(o.tracking[0]!.url).toContain(o.tracking[0]!.reference);
    }
    expect(backend.db.collections.orderRequestCancels.count()).toBe(40);
    expect(backend.db.collections.orderNotConformities.count()).toBe(30);
    for (const r of backend.db.collections.orderNotConformities.all().filter((x) => x.status === 'waiting')) {
      expect(all.find((o) => o.id === r.orderId)?.status).toBe(5);
    }
  });
});

describe('GET /admin/orders', () => {
  let backend: MockBackend;
  let admin: CallContext;
  let reseller: CallContext;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
    reseller = await login(backend, 'reseller@demo.local');
  });

  const list = (ctx: CallContext, query: RawQuery) => backend.orders.list(ctx, orderListRequest(query));

  it('lists the newest 25 first with the totals', () => {
    const page = list(admin, {});
    expect(page.list).toHaveLength(25);
    expect(page.total).toBe(3000);
    expect(page.totalRequest).toBe(3000);
    expect(page.list.map((o) => o.id)).toEqual(expected(backend, {}).slice(0, 25));
  });

  it('filters by statuses, dates and search together, every page', () => {
    const query = {
      statuses: [3, 99],
      search: 'dupont',
      // Plain days are Paris days: 1 February starts at 23:00 UTC the day before (winter time).
      from: '2026-01-31T23:00:00.000Z',
      to: '2026-07-31T22:00:00.000Z',
    };
    const want = expected(backend, query);
    expect(want.length).toBeGreaterThan(30);
    const raw = {
      '_filter[]': ['3', '99'],
      _search: 'Dupont',
      _start_date: '2026-02-01',
      _end_date: '2026-07-31',
      _limit: '25',
    };
    const first = list(admin, raw);
    const second = list(admin, { ...raw, _page: '2' });
    expect(first.totalRequest).toBe(want.length);
    expect([...first.list, ...second.list].map((o) => o.id)).toEqual(want.slice(0, 50));
    expect(first.list.every((o) => o.status.id === 3 || o.status.id === 99)).toBe(true);
  });

  it('takes a local day as ISO instants and sorts ascending on request', () => {
    const page = list(admin, {
      _start_date: '2026-03-01T23:00:00.000Z',
      _end_date: '2026-03-02T22:59:59.999Z',
      _order: 'asc',
      _limit: '100',
    });
    const want = expected(backend, { from: '2026-03-01T23:00:00.000Z', to: '2026-03-02T23:00:00.000Z' });
    expect(page.list.map((o) => o.id)).toEqual([...want].reverse());
  });

  it('filters by scenario and by reseller, and sorts by total', () => {
    const dupont = userId(backend, 'reseller@demo.local');
    const page = list(admin, {
      '_scenario[]': ['3'],
      _resellerId: String(dupont),
      _index: 'total',
      _order: 'desc',
      _limit: '100',
    });
    const want = orders(backend).filter((o) => o.scenarioId === 3 && o.resellerId === dupont);
    expect(page.totalRequest).toBe(want.length);
    const totals = page.list.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('scopes a reseller to its own orders whatever _resellerId says', () => {
    const own = userId(backend, 'reseller@demo.local');
    const other = userId(backend, 'reseller2@demo.local');
    const page = list(reseller, { _resellerId: String(other), _limit: '100' });
    expect(page.total).toBe(orders(backend).filter((o) => o.resellerId === own).length);
    expect(page.list.every((o) => o.resellerId === own)).toBe(true);
    const theirs = orders(backend).find((o) => o.resellerId === other)!;
    expect(refusal(() => backend.orders.get(reseller, theirs.id)).status).toBe(404);
  });

  it('refuses bad parameters with a 400 naming them', () => {
    const error = refusal(() =>
      list(admin, { _limit: '500', '_filter[]': ['7'], _start_date: 'yesterday', _index: 'password' }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors?.map((e) => e.field).sort()).toEqual(['_filter[]', '_index', '_limit', '_start_date']);
  });

  it('never sends the manufacturing PDF to a reseller', () => {
    const mine = list(reseller, {}).list[0]!;
    expect(backend.orders.get(reseller, mine.id)).not.toHaveProperty('pdfManufacturingUrl');
    expect(backend.orders.get(admin, mine.id)).toHaveProperty('pdfManufacturingUrl');
    expect(refusal(() => backend.orders.file(reseller, mine.id, 'manufacturing')).status).toBe(403);
  });
});

describe('status changes', () => {
  let backend: MockBackend;
  let admin: CallContext;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
  });

  const inStatus = (status: number, skip = 0) => orders(backend).filter((o) => o.status === status)[skip]!;

  it('moves an order one step and the list follows at once', async () => {
    const order = inStatus(0);
    const detail = await backend.orders.changeStatus(admin, order.id, { status: 1 });
    expect(detail.status).toEqual({ id: 1, name: 'In progress', ext_id: 1 });
    const listed = backend.orders.list(
      admin,
      orderListRequest({ '_filter[]': ['1'], _limit: '100', _search: order.internalReference }),
    );
    expect(listed.list.map((o) => o.id)).toEqual([order.id]);
    expect(
      backend.orders.list(admin, orderListRequest({ '_filter[]': ['0'], _search: order.internalReference }))
        .totalRequest,
    ).toBe(0);
  });

  it('refuses a skipped step, a final status and a reserved one with the reason', async () => {
    expect(
      (await asyncRefusal(() => backend.orders.changeStatus(admin, inStatus(0).id, { status: 99 }))).body.message,
    ).toBe('Status “Pending” cannot move to “Delivered”.');
    expect(
      (await asyncRefusal(() => backend.orders.changeStatus(admin, inStatus(99).id, { status: 100 }))).status,
    ).toBe(400);
    expect((await asyncRefusal(() => backend.orders.changeStatus(admin, inStatus(1).id, { status: 5 }))).status).toBe(
      400,
    );
  });

  it('refuses any change while a non-conformity request waits', async () => {
    const error = await asyncRefusal(() => backend.orders.changeStatus(admin, inStatus(5).id, { status: 100 }));
    expect(error.body.message).toBe('A non-conformity request is waiting for the reseller’s answer.');
  });

  it('applies a bulk change where allowed and explains each refusal', async () => {
    const ids = [inStatus(0).id, inStatus(0, 1).id, inStatus(99).id];
    const { results } = await backend.orders.changeStatuses(admin, { listId: ids, status: 1 });
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[2]!.message).toBe('The order is “Delivered”: its status no longer changes.');
    expect(
      backend.orders.list(admin, orderListRequest({ '_filter[]': ['1'], _limit: '100' })).list.map((o) => o.id),
    ).toEqual(expect.arrayContaining(ids.slice(0, 2)));
  });

  it('lets neither a reader nor a reseller change a status', async () => {
    const reader = await login(backend, 'reader@demo.local');
    const reseller = await login(backend, 'reseller@demo.local');
    const own = backend.orders.list(reseller, {}).list[0]!;
    expect((await asyncRefusal(() => backend.orders.changeStatus(reader, own.id, { status: 100 }))).status).toBe(403);
    expect((await asyncRefusal(() => backend.orders.changeStatus(reseller, own.id, { status: 100 }))).status).toBe(403);
  });
});

describe('the indexes', () => {
  it('stay equal to a plain scan of the collection through updates, creates and removals', async () => {
    const backend = await MockBackend.seeded();
    const admin = await login(backend, 'admin@demo.local');
    const all = orders(backend);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('status' as const),
              at: fc.nat(2999),
              status: fc.constantFrom(0, 1, 2, 3, 99, 100),
            }),
            fc.record({
              kind: fc.constant('date' as const),
              at: fc.nat(2999),
              days: fc.integer({ min: -400, max: 400 }),
            }),
            fc.record({
              kind: fc.constant('create' as const),
              at: fc.nat(2999),
              days: fc.integer({ min: 0, max: 500 }),
            }),
            fc.record({ kind: fc.constant('remove' as const), at: fc.nat(2999) }),
          ),
          { maxLength: 6 },
        ),
        fc.constantFrom([0], [1, 2], [3, 99], [100, 4, 5]),
        fc.constantFrom('', 'dupont', 'cmd-26', 'lyon'),
        async (changes, statuses, search) => {
          for (const change of changes) {
            const target = all[change.at % all.length]!;
            if (change.kind === 'status') {
              await backend.db.collections.orders.update((q) => q.where({ id: target.id }), {
                data: (o) => {
                  o.status = change.status;
                },
              });
            } else if (change.kind === 'date') {
              await backend.db.collections.orders.update((q) => q.where({ id: target.id }), {
                data: (o) => {
                  o.createdAt = new Date(Date.parse(o.createdAt) + change.days * 86_400_000).toISOString();
                },
              });
            } else if (change.kind === 'create') {
              await backend.db.collections.orders.create({
                ...structuredClone({ ...target }),
                id: backend.db.nextId('orders'),
                createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') - change.days * 86_400_000).toISOString(),
              });
            } else {
              backend.db.collections.orders.delete((q) => q.where({ id: target.id }));
            }
          }
          const page = backend.orders.list(
            admin,
            orderListRequest({
              '_filter[]': statuses.map(String),
              _search: search,
              _start_date: '2025-12-01',
              _limit: '100',
            }),
          );
          const want = expected(backend, { statuses, search, from: '2025-11-30T23:00:00.000Z' });
          expect(page.total).toBe(orders(backend).length);
          expect(page.totalRequest).toBe(want.length);
          expect(page.list.map((o) => o.id)).toEqual(want.slice(0, 100));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('requests on orders', () => {
  let backend: MockBackend;
  let admin: CallContext;
  let reseller: CallContext;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
    reseller = await login(backend, 'reseller@demo.local');
  });

  const ownIn = (status: number) =>
    orders(backend).find((o) => o.resellerId === reseller.caller.id && o.status === status)!;

  it('records a reseller’s cancellation request and shows the order as requested', async () => {
    const order = ownIn(1);
    const request = await backend.cancellations.ask(reseller, {
      order: order.id,
      reference: order.internalReference,
      comment: 'Wrong quantity',
    });
    expect(request).toMatchObject({ status: 'pending', reason: 'Wrong quantity', order: { id: order.id } });
    const shown = backend.orders.get(reseller, order.id);
    expect(shown.status.name).toBe('Cancellation requested');
    expect(shown.cancellationPending).toBe(true);
    const again = await asyncRefusal(() => backend.cancellations.ask(reseller, { order: order.id }));
    expect(again.body.message).toBe('A cancellation request is already waiting for an answer.');
  });

  it('refuses a cancellation of a shipped order, of another’s order and from an admin', async () => {
    expect((await asyncRefusal(() => backend.cancellations.ask(reseller, { order: ownIn(3).id }))).status).toBe(400);
    const theirs = orders(backend).find(
      (o) => o.resellerId !== reseller.caller.id && o.resellerId !== null && o.status === 0,
    )!;
    expect((await asyncRefusal(() => backend.cancellations.ask(reseller, { order: theirs.id }))).status).toBe(404);
    expect((await asyncRefusal(() => backend.cancellations.ask(admin, { order: theirs.id }))).status).toBe(403);
  });

  it('flags a reseller’s order as not conforming, which then blocks status changes', async () => {
    const order = orders(backend).find((o) => o.resellerId === reseller.caller.id && [0, 1, 2].includes(o.status))!;
    const answer = await backend.nonConformities.flag(admin, {
      orderId: order.id,
      reason: 'low-resolution',
      commentAdmin: '72 dpi',
    });
    expect(answer.entity).toMatchObject({
      status: 'waiting',
      reason: 'low-resolution',
      resellerId: reseller.caller.id,
    });
    expect(backend.orders.get(admin, order.id).status.id).toBe(5);
    expect(backend.nonConformities.ofOrder(reseller, order.id)?.status).toBe('waiting');
    expect((await asyncRefusal(() => backend.orders.changeStatus(admin, order.id, { status: 100 }))).status).toBe(400);
  });

  it('refuses an _order_status_ext_id that is not a whole number with a 400 naming it, rather than ignoring it', async () => {
    const order = orders(backend)[0]!;
    const error = await asyncRefusal(async () => backend.nonConformities.ofOrder(admin, order.id, Number('x')));
    expect(error.status).toBe(400);
    expect(error.body.errors?.map((e) => e.field)).toEqual(['_order_status_ext_id']);
    expect(backend.nonConformities.ofOrder(admin, order.id, order.status === 3 ? 1 : 3)).toBeNull();
  });

  it('refuses a non-conformity on a staff order, and fails with a process message without FTP', async () => {
    const staff = orders(backend).find((o) => o.resellerId === null && o.status === 1)!;
    const error = await asyncRefusal(() =>
      backend.nonConformities.flag(admin, {
        orderId: staff.id,
        reason: 'low-resolution',
        commentAdmin: 'x',
      }),
    );
    expect(error.body.message).toBe('Please choose an order made by a reseller');
    await backend.db.collections.configEnv.update((q) => q.where({ id: 1 }), {
      data: (c) => {
        c.ftpUrl = '';
      },
    });
    const order = ownIn(1);
    const ftp = await asyncRefusal(() =>
      backend.nonConformities.flag(admin, {
        orderId: order.id,
        reason: 'file-not-conforming',
        commentAdmin: 'x',
      }),
    );
    expect(ftp.status).toBe(502);
    expect((ftp.body as unknown as { process_message: string }).process_message).toContain('No FTP URL');
    expect(backend.orders.get(admin, order.id).status.id).toBe(1);
  });
});

describe('files', () => {
  let backend: MockBackend;
  let admin: CallContext;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
  });

  it('accepts a PDF delivery note by its content and refuses anything else', async () => {
    const order = orders(backend).find((o) => o.status === 3 && !o.deliveryNote)!;
    const form = (bytes: Uint8Array, name: string) => {
      const data = new FormData();
      data.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
      return data;
    };
    const notPdf = await asyncRefusal(() =>
      backend.orders.uploadDeliveryNote(admin, order.id, form(new TextEncoder().encode('hello'), 'note.pdf')),
    );
    expect(notPdf.body.message).toBe('The file is not a PDF (it does not start with %PDF-).');
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    expect(
      (await asyncRefusal(() => backend.orders.uploadDeliveryNote(admin, order.id, form(big, 'big.pdf')))).status,
    ).toBe(413);
    const pdf = placeholderPdf(['Bon de livraison']);
    const detail = await backend.orders.uploadDeliveryNote(admin, order.id, form(pdf, 'bl.txt'));
    // Accepted for its content, and named for it: a PDF (docs/rules.md#uploads).
    expect(detail.deliveryNoteName).toBe('bl.pdf');
    expect(backend.orders.file(admin, order.id, 'delivery-note').bytes).toEqual(pdf);
  });

  it('zips the order’s files under order-zip-{id}', async () => {
    const order = orders(backend).find((o) => o.status === 99 && o.deliveryNote && o.quote.series.length === 2)!;
    const archive = await backend.orders.zip(admin, order.id);
    expect(archive.filename).toBe(`order-zip-${order.id}.zip`);
    const entries = unzipSync(archive.bytes);
    expect(Object.keys(entries)).toEqual([
      `fabrication-${order.internalReference}.pdf`,
      ...order.quote.series.map((s) => s.file),
      order.deliveryNote,
      `etiquette-transport-${order.internalReference}.pdf`,
    ]);
    // Each one a whole PDF by its content, as an upload is checked (docs/rules.md#uploads).
    for (const bytes of Object.values(entries)) expect(checkedPdfBytes('fr', bytes)).toBe(bytes);
  });

  it('answers a file sync with success, or why not', async () => {
    const complete = orders(backend).find((o) => o.status === 1 && o.quote.series.every((s) => s.file))!;
    expect(backend.orders.resyncFiles(admin, complete.id)).toEqual({ message: 'success' });
    const notConformed = orders(backend).find((o) => o.status === 5)!;
    expect(backend.orders.resyncFiles(admin, notConformed.id).message).toBe('order not compliant');
  });
});

describe('POST /admin/orders/export', () => {
  let backend: MockBackend;
  let admin: CallContext;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
  });

  it('writes the filtered orders of every page, the chosen columns, formulas escaped (CSV)', async () => {
    const target = orders(backend).find((o) => o.status === 0)!;
    await backend.db.collections.orders.update((q) => q.where({ id: target.id }), {
      data: (o) => {
        o.customer.name = '=HYPERLINK("http://evil.example")';
        o.customer.firstname = null;
        o.address.city = '@SUM(A1)';
      },
    });
    const file = await backend.orders.exportOrders(admin, orderListRequest({ '_filter[]': ['0', '1'] }), {
      type: 'csv',
      propertiesToExport: ['id', 'status', 'customerName', 'city'],
    });
    expect(file.filename).toBe('order-csv.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual(['Order no.', 'Status', 'End customer', 'City']);
    const want = orders(backend).filter((o) => o.status === 0 || o.status === 1);
    expect(rows).toHaveLength(want.length + 1);
    expect(want.length).toBeGreaterThan(25);
    const row = rows.find((r) => r[0] === String(target.id))!;
    expect(row[1]).toBe('Pending');
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row[3]).toBe("'@SUM(A1)");
  });

  it('writes an XLSX file that reads back with the same cells', async () => {
    const { readSheet } = await import('read-excel-file/universal');
    const file = await backend.orders.exportOrders(admin, orderListRequest({ '_filter[]': ['5'] }), {
      type: 'xlsx',
      propertiesToExport: ['id', 'total', 'company'],
    });
    expect(file.filename).toBe('order-xlsx.xlsx');
    const rows = (await readSheet(file.bytes.buffer as ArrayBuffer)) as unknown[][];
    const want = orders(backend).filter((o) => o.status === 5);
    expect(rows[0]).toEqual(['Order no.', 'Total (€)', 'Company']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(want.map((o) => o.id).sort());
    expect(typeof rows[1]![1]).toBe('number');
  });

  it('names the XLSX file as SPEC does in every language, and its sheet in the caller’s language', async () => {
    const { default: readXlsxFile } = await import('read-excel-file/universal');
    const sheets: Record<string, string> = {};
    for (const locale of ['fr', 'en', 'es'] as const) {
      const file = await backend.orders.exportOrders({ ...admin, locale }, orderListRequest({ '_filter[]': ['5'] }), {
        type: 'xlsx',
        propertiesToExport: ['id'],
      });
      expect(file.filename).toBe('order-xlsx.xlsx');
      const [sheet] = await readXlsxFile(file.bytes.buffer as ArrayBuffer);
      sheets[locale] = sheet!.sheet;
    }
    expect(sheets).toEqual({ fr: 'Commandes', en: 'Orders', es: 'Pedidos' });
  });

  it('shows dates and times on the caller’s clock; a client naming no zone gets Europe/Paris, whatever the server’s', async () => {
    // Order 35: 31/10/2026 17:06 UTC, 18:06 in Paris, 13:06 in Montreal.
    const created = orders(backend).find((o) => o.id === 35)!.createdAt;
    const cell = async (timeZone?: string) => {
      const file = await backend.orders.exportOrders(admin, orderListRequest({ _search: '35' }), {
        type: 'csv',
        propertiesToExport: ['id', 'createdAt'],
        ...(timeZone ? { timeZone } : {}),
      });
      const text = new TextDecoder().decode(file.bytes);
      return /(?:^|\n)35;([^\r\n]+)/.exec(text)?.[1];
    };
    const wall = (timeZone: string) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(created));
    expect(await cell()).toBe(wall('Europe/Paris'));
    expect(await cell('America/Montreal')).toBe(wall('America/Montreal'));
    expect(await cell('America/Montreal')).not.toBe(await cell());
    const error = await asyncRefusal(() =>
      backend.orders.exportOrders(admin, {}, { type: 'csv', propertiesToExport: ['id'], timeZone: 'Mars/Olympus' }),
    );
    expect(error.body.errors?.[0]?.field).toBe('timeZone');
  });

  it('refuses a reseller and an unknown property', async () => {
    const reseller = await login(backend, 'reseller@demo.local');
    const body = { type: 'csv', propertiesToExport: ['id'] };
    expect((await asyncRefusal(() => backend.orders.exportOrders(reseller, {}, body))).status).toBe(403);
    const error = await asyncRefusal(() =>
      backend.orders.exportOrders(admin, {}, { type: 'csv', propertiesToExport: ['password'] }),
    );
    expect(error.status).toBe(400);
  });
});
