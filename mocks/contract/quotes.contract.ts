import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** What every QuoteRepository adapter must do. */
export function describeQuoteRepositoryContract(name: string, make: MakeHarness): void {
  describe(`QuoteRepository contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const c = () => h.backend.db.collections;
    const userId = (login: string) => c().users.findFirst((q) => q.where({ username: login }))!.id;
    const quotes = () => c().quotes.all();

    it('lists quotes newest first with the order filters, a reseller only its own', async () => {
      await h.loginAs('admin@demo.local');
      const page = await h.adapters.quotes.list({
        page: 1,
        size: 25,
        filter: { statuses: ['ready', 'expired'], createdFrom: '2025-06-01' },
      });
      expect(page.total).toBe(quotes().length);
      expect(page.totalRequest).toBe(
        quotes().filter((q) => ['ready', 'expired'].includes(q.status) && q.createdAt >= '2025-06-01').length,
      );
      const dates = page.items.map((q) => q.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(page.items.every((q) => q.status === 'ready' || q.status === 'expired')).toBe(true);

      await h.loginAs('reseller@demo.local');
      const own = userId('reseller@demo.local');
      const mine = await h.adapters.quotes.list({
        page: 1,
        size: 100,
        filter: { resellerIds: [userId('reseller2@demo.local')] },
      });
      expect(mine.total).toBe(quotes().filter((q) => q.resellerId === own).length);
      expect(mine.items.every((q) => q.company === 'Imprimerie Dupont')).toBe(true);
    });

    it("gives an order's quote by the id the order shows, and hides another reseller's", async () => {
      await h.loginAs('reseller@demo.local');
      const own = userId('reseller@demo.local');
      const validated = quotes().find((q) => q.resellerId === own && q.status === 'validated')!;
      const order = await h.adapters.orders.get(validated.orderId!);
      const quote = await h.adapters.quotes.get(order.quote.id);
      expect(quote).toMatchObject({ id: validated.id, reference: order.quote.reference, orderId: order.id });
      expect(quote.series.map((s) => s.file?.name)).toEqual(order.quote.series.map((s) => s.file?.name));
      expect(quote.frontUser?.username).toMatch(/@/);
      const file = await h.adapters.quotes.download(quote.series[0]!.file!);
      expect(await file.blob.slice(0, 5).text()).toBe('%PDF-');
      const theirs = quotes().find((q) => q.resellerId === userId('reseller2@demo.local'))!;
      await expect(h.adapters.quotes.get(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('takes a PDF per series while files are awaited, the quote then ready', async () => {
      await h.loginAs('reseller@demo.local');
      const own = userId('reseller@demo.local');
      const waiting = quotes().find((q) => q.resellerId === own && q.series.every((s) => !s.file))!;
      const fake = new File(['nope'], 'x.pdf', { type: 'application/pdf' });
      await expect(h.adapters.quotes.uploadSeriesFile(waiting.id, waiting.series[0]!.id, fake)).rejects.toBeInstanceOf(
        ValidationError,
      );
      let quote = await h.adapters.quotes.get(waiting.id);
      for (const series of waiting.series) {
        const progress: number[] = [];
        quote = await h.adapters.quotes.uploadSeriesFile(waiting.id, series.id, pdf(`s${series.id}.pdf`), (p) =>
          progress.push(p),
        );
        expect(progress.at(-1)).toBe(1);
      }
      expect(quote.status).toBe('ready');
      expect(quote.series.map((s) => s.file?.name)).toEqual(waiting.series.map((s) => `s${s.id}.pdf`));
      await expect(
        h.adapters.quotes.uploadSeriesFile(waiting.id, waiting.series[0]!.id, pdf('again.pdf')),
      ).rejects.toBeInstanceOf(ValidationError);
      await h.loginAs('reader@demo.local');
      const other = quotes().find((q) => q.status === 'waiting_for_files')!;
      await expect(
        h.adapters.quotes.uploadSeriesFile(other.id, other.series[0]!.id, pdf('r.pdf')),
      ).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('validates a ready quote into a pending order listed at once; refuses one missing a file', async () => {
      await h.loginAs('admin@demo.local');
      const missing = quotes().find((q) => q.status === 'waiting_for_files')!;
      await expect(h.adapters.quotes.validate(missing.id)).rejects.toBeInstanceOf(ValidationError);
      const ready = quotes().find((q) => q.status === 'ready')!;
      const validated = await h.adapters.quotes.validate(ready.id);
      expect(validated).toMatchObject({ status: 'validated', orderId: expect.any(Number) });
      const listed = await h.adapters.orders.list({ page: 1, size: 25, filter: { statuses: [0] } });
      expect(listed.items[0]).toMatchObject({ id: validated.orderId, quoteReference: ready.reference });
      const order = await h.adapters.orders.get(validated.orderId!);
      expect(order.quote.id).toBe(ready.id);
      await expect(h.adapters.quotes.validate(ready.id)).rejects.toBeInstanceOf(ValidationError);
    });

    it('exports the chosen columns as quote-csv.csv, formulas escaped, to staff only', async () => {
      const target = quotes().find((q) => q.status === 'validated')!;
      await c().quotes.update((q) => q.where({ id: target.id }), {
        data: (q) => {
          q.customer.name = '=HYPERLINK("x")';
          q.customer.firstname = null;
        },
      });
      await h.loginAs('admin@demo.local');
      const file = await h.adapters.quotes.export({ page: 3, size: 25, search: target.reference }, 'csv', [
        'id',
        'customerName',
        'orderCreatedAt',
      ]);
      expect(file.filename).toBe('quote-csv.csv');
      const lines = (await file.blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('"Quote no.";"End customer";"Order date"');
      const row = lines.find((line) => line.startsWith(`${target.id};`))!;
      expect(row).toContain(`'=HYPERLINK(""x"")`);
      expect(row.split(';').at(-1)).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
      await h.loginAs('reseller@demo.local');
      await expect(h.adapters.quotes.export({ page: 1, size: 25 }, 'xlsx', ['id'])).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    });
  });
}
