import { unzipSync } from 'fflate';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { login, PDF_TEXT, refusalOf, userIdOf } from '../shared/service-test-kit';
import { wordListRequest } from '../../handlers/list-requests';

const pdfForm = (name = 'serie.pdf', text = PDF_TEXT) => {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'application/pdf' }));
  return form;
};

describe('the demo quotes', () => {
  let backend: MockBackend;
  beforeAll(async () => {
    backend = await MockBackend.seeded();
  });

  it('holds every order’s quote and 390 others over 18 months, of every status, spread over the resellers', () => {
    const quotes = backend.db.collections.quotes.all();
    const orders = backend.db.collections.orders.all();
    expect(quotes).toHaveLength(orders.length + 390);
    const count = (status: string) => quotes.filter((q) => q.status === status).length;
    expect(count('validated')).toBe(orders.length);
    expect([count('waiting_for_files'), count('ready'), count('expired')]).toEqual([180, 120, 90]);
    // The twelve resellers', and the business's own for the orders staff placed.
    expect(new Set(quotes.map((q) => q.resellerId)).size).toBe(13);
    const days = quotes.map((q) => (Date.parse('2026-11-01T09:00:00Z') - Date.parse(q.createdAt)) / 86_400_000);
    expect(Math.max(...days)).toBeLessThanOrEqual(570);
  });

  it('gives every order its quote: the one it was validated from, same id and reference', () => {
    const quotes = new Map(backend.db.collections.quotes.all().map((q) => [q.id, q]));
    for (const order of backend.db.collections.orders.all()) {
      const quote = quotes.get(order.quote.id);
      expect(quote, `order ${order.id}`).toMatchObject({
        reference: order.quote.reference,
        status: 'validated',
        orderId: order.id,
        resellerId: order.resellerId,
      });
    }
  });

  it("gives each validated quote an order whose quote is it, and the others' series the right files", () => {
    const orders = new Map(backend.db.collections.orders.all().map((o) => [o.id, o]));
    for (const quote of backend.db.collections.quotes.all()) {
      if (quote.status === 'validated') {
        const order = orders.get(quote.orderId!)!;
        expect([order.quote.id, order.quote.reference, order.resellerId]).toEqual([
          quote.id,
          quote.reference,
          quote.resellerId,
        ]);
      } else {
        expect(quote.orderId).toBeNull();
        if (quote.status === 'ready') expect(quote.series.every((s) => s.file)).toBe(true);
        if (quote.status === 'waiting_for_files') expect(quote.series.some((s) => !s.file)).toBe(true);
      }
    }
  });

  it("gives Imprimerie Dupont quotes waiting for 2-3 series' files, one with none at all, by its quote users", () => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const users = backend.db.collections.users.all();
    const mine = backend.db.collections.quotes.all().filter((q) => q.resellerId === own);
    const waiting = mine.filter((q) => q.status === 'waiting_for_files' && q.series.length >= 2);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(waiting.some((q) => q.series.every((s) => !s.file))).toBe(true);
    const subUsers = new Set(
      users.filter((u) => u.parent === own && u.roles[0] === 'ROLE_RESELLER_FRONT').map((u) => u.id),
    );
    // An order placed without a quote user kept none on its quote.
    expect(mine.every((q) => q.frontUserId === null || subUsers.has(q.frontUserId))).toBe(true);
    expect(mine.filter((q) => q.status !== 'validated').every((q) => q.frontUserId !== null)).toBe(true);
  });
});

describe('QuotesService', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
  });

  const quotes = () => backend.db.collections.quotes.all();
  const quote = (id: number) => quotes().find((q) => q.id === id)!;

  it('lists newest first with the order filters and refuses an unknown status', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const page = backend.quotes.list(admin, wordListRequest({ '_filter[]': ['waiting_for_files'], _limit: '50' }));
    expect(page.totalRequest).toBe(180);
    const dates = page.list.map((q) => q.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byPrice = backend.quotes
      .list(admin, wordListRequest({ _index: 'price', _order: 'desc' }))
      .list.map((q) => q.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const one = quotes()[42]!;
    expect(backend.quotes.list(admin, wordListRequest({ _search: one.reference })).list.map((q) => q.id)).toContain(
      one.id,
    );
    const error = await refusalOf(() =>
      backend.quotes.list(admin, wordListRequest({ '_filter[]': ['lost'], _end_date: 'soon' })),
    );
    expect(error.body.errors?.map((e) => e.field).sort()).toEqual(['_end_date', '_filter[]']);
  });

  it("scopes a reseller to its own quotes; another's by id is a 404", async () => {
    const reseller = await login(backend, 'reseller@demo.local');
    const own = userIdOf(backend, 'reseller@demo.local');
    const page = backend.quotes.list(reseller, wordListRequest({ '_resellerId[]': ['1', '2'], _limit: '100' }));
    expect(page.list.every((q) => q.resellerId === own)).toBe(true);
    expect(page.total).toBe(quotes().filter((q) => q.resellerId === own).length);
    const theirs = quotes().find((q) => q.resellerId !== own)!;
    expect((await refusalOf(() => backend.quotes.get(reseller, theirs.id))).status).toBe(404);
  });

  it('takes series files while waiting, becomes ready with the last one, then refuses more', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const waiting = quotes().find((q) => q.status === 'waiting_for_files' && q.series.length >= 2)!;
    const empty = waiting.series.filter((s) => !s.file);
    for (const [i, series] of empty.entries()) {
      const dto = await backend.quotes.uploadSeriesFile(admin, series.id, pdfForm(`s${i}.pdf`));
      expect(dto.status).toBe(i === empty.length - 1 ? 'ready' : 'waiting_for_files');
    }
    expect(quote(waiting.id).status).toBe('ready');
    const served = backend.quotes.file(admin, waiting.id, empty[0]!.id);
    expect([served.filename, new TextDecoder().decode(served.bytes)]).toEqual(['s0.pdf', PDF_TEXT]);
    expect((await refusalOf(() => backend.quotes.uploadSeriesFile(admin, empty[0]!.id, pdfForm()))).status).toBe(400);
  });

  it('refuses an upload that is not a PDF, too large, by a reader or on another reseller’s quote', async () => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const mine = quotes().find((q) => q.resellerId === own && q.status === 'waiting_for_files')!;
    const theirs = quotes().find((q) => q.resellerId !== own && q.status === 'waiting_for_files')!;
    const reseller = await login(backend, 'reseller@demo.local');
    const reader = await login(backend, 'reader@demo.local');
    const upload = (ctx: typeof reseller, seriesId: number, form: FormData) => () =>
      backend.quotes.uploadSeriesFile(ctx, seriesId, form);
    const notPdf = await refusalOf(upload(reseller, mine.series[0]!.id, pdfForm('x.pdf', 'GIF89a')));
    expect(notPdf).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const big = new FormData();
    big.set('file', new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.pdf'));
    expect((await refusalOf(upload(reseller, mine.series[0]!.id, big))).status).toBe(413);
    expect((await refusalOf(upload(reader, mine.series[0]!.id, pdfForm()))).status).toBe(403);
    expect((await refusalOf(upload(reseller, theirs.series[0]!.id, pdfForm()))).status).toBe(404);
    expect(quote(mine.id).series).toEqual(mine.series);
  });

  it('validates a ready quote into a pending order the order list shows at once, with its files', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const waiting = quotes().find((q) => q.status === 'waiting_for_files')!;
    for (const series of waiting.series.filter((s) => !s.file)) {
      await backend.quotes.uploadSeriesFile(admin, series.id, pdfForm(`new-${series.id}.pdf`));
    }
    const dto = await backend.quotes.validate(admin, waiting.id);
    expect(dto).toMatchObject({ status: 'validated', orderId: expect.any(Number) });
    const order = backend.orders.get(admin, dto.orderId!);
    expect(order).toMatchObject({ status: { id: 0 }, resellerId: waiting.resellerId, quote: { id: waiting.id } });
    expect(backend.orders.list(admin, {}).list[0]!.id).toBe(order.id);
    expect(backend.orders.list(admin, {}).total).toBe(3001);
    const uploaded = waiting.series.find((s) => !s.file)!;
    const served = unzipSync((await backend.orders.zip(admin, order.id)).bytes)[`new-${uploaded.id}.pdf`]!;
    expect(new TextDecoder().decode(served)).toBe(PDF_TEXT);
  });

  it('refuses to validate a quote missing a file, a validated or expired one, or for a reader', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const reader = await login(backend, 'reader@demo.local');
    const waiting = quotes().find((q) => q.status === 'waiting_for_files')!;
    const missing = await refusalOf(() => backend.quotes.validate(admin, waiting.id));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(waiting.series.find((s) => !s.file)!.name);
    for (const status of ['validated', 'expired']) {
      const done = quotes().find((q) => q.status === status)!;
      expect((await refusalOf(() => backend.quotes.validate(admin, done.id))).status).toBe(400);
    }
    const ready = quotes().find((q) => q.status === 'ready')!;
    expect((await refusalOf(() => backend.quotes.validate(reader, ready.id))).status).toBe(403);
    expect(backend.db.collections.orders.all()).toHaveLength(3000);
  });

  it('exports every matching quote to staff, with the order columns and formula cells escaped', async () => {
    const validated = quotes().find((q) => q.status === 'validated')!;
    await backend.db.collections.quotes.update((q) => q.where({ id: validated.id }), {
      data: (q) => {
        q.address.city = '@SUM(A1)';
      },
    });
    const reader = await login(backend, 'reader@demo.local');
    const file = await backend.quotes.exportQuotes(
      reader,
      wordListRequest({ '_filter[]': ['validated'], _limit: '25' }),
      {
        type: 'csv',
        propertiesToExport: ['id', 'city', 'orderTracking'],
      },
    );
    expect(file.filename).toBe('quote-csv.csv');
    const lines = new TextDecoder()
      .decode(file.bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(quotes().filter((q) => q.status === 'validated').length + 1);
    // Text cells between quotes, numbers as they are (docs/rules.md#exports).
    expect(lines).toContain(
      `${validated.id};"'@SUM(A1)";"${backend.db.collections.orders
        .findFirst((q) => q.where({ id: validated.orderId! }))!
        .tracking.map((t) => t.reference)
        .join(', ')}"`,
    );
    const xlsx = await backend.quotes.exportQuotes(reader, {}, { type: 'xlsx', propertiesToExport: ['id'] });
    expect(xlsx.filename).toBe('quote-xlsx.xlsx');
    const reseller = await login(backend, 'reseller@demo.local');
    expect(
      (await refusalOf(() => backend.quotes.exportQuotes(reseller, {}, { type: 'csv', propertiesToExport: ['id'] })))
        .status,
    ).toBe(403);
    expect(
      (await refusalOf(() => backend.quotes.exportQuotes(reader, {}, { type: 'csv', propertiesToExport: ['total'] })))
        .status,
    ).toBe(400);
  });
});
