import { beforeEach, describe, expect, it } from 'vitest';
import { NonConformityProcessError } from '../../src/domain/orders/order-errors';
import { ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/** What every OrderRepository adapter must do, run against each one. */
export function describeOrderRepositoryContract(name: string, make: MakeHarness): void {
  describe(`OrderRepository contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const orders = () => h.backend.db.collections.orders.all();
    const resellerId = (login: string) =>
      h.backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;

    it('refuses an aborted list with the signal’s abort error, as fetch does', async () => {
      await h.loginAs('admin@demo.local');
      const controller = new AbortController();
      controller.abort();
      const error = await h.adapters.orders.list({ page: 1, size: 25 }, controller.signal).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
    });

    it('lists a filtered page, newest first, with both totals', async () => {
      await h.loginAs('admin@demo.local');
      const page = await h.adapters.orders.list({
        page: 1,
        size: 25,
        filter: { statuses: [3, 99], createdFrom: '2026-01-01', createdTo: '2026-06-30' },
      });
      expect(page.total).toBe(3000);
      expect(page.totalRequest).toBe(
        // Plain days are whole Paris days (docs/api/README.md): 1 January starts at 23:00 UTC the day
        // before, 30 June ends at 22:00 UTC (summer time).
        orders().filter(
          (o) =>
            [3, 99].includes(o.status) &&
            o.createdAt >= '2025-12-31T23:00:00.000Z' &&
            o.createdAt < '2026-06-30T22:00:00.000Z',
        ).length,
      );
      expect(page.items).toHaveLength(25);
      expect(page.items.every((o) => o.status.id === 3 || o.status.id === 99)).toBe(true);
      const dates = page.items.map((o) => o.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(page.items[0]).toMatchObject({
        quoteReference: expect.stringMatching(/^DEV-/),
        width: expect.any(Number),
      });
    });

    it('reads an order in full, without the manufacturing PDF for its reseller', async () => {
      await h.loginAs('reseller@demo.local');
      const own = orders().find((o) => o.resellerId === resellerId('reseller@demo.local') && o.hasManufacturingPdf)!;
      const order = await h.adapters.orders.get(own.id);
      expect(order).toMatchObject({ id: own.id, user: { company: 'Imprimerie Dupont' }, pdfManufacturing: null });
      expect(order.categoriesScenarios.length).toBeGreaterThan(0);
      await h.loginAs('admin@demo.local');
      expect((await h.adapters.orders.get(own.id)).pdfManufacturing?.url).toBe(
        `/admin/orders/${own.id}/files/manufacturing`,
      );
    });

    it("hides another reseller's order (list, by id) and refuses it the export", async () => {
      await h.loginAs('reseller@demo.local');
      const theirs = orders().find((o) => o.resellerId === resellerId('reseller2@demo.local'))!;
      const page = await h.adapters.orders.list({ page: 1, size: 100, search: theirs.internalReference });
      expect(page.items).toHaveLength(0);
      await expect(h.adapters.orders.get(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(h.adapters.orders.export({ page: 1, size: 25 }, 'csv', ['id'])).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    });

    it('changes one status, refuses a skipped step with its reason, and answers a bulk change per order', async () => {
      await h.loginAs('admin@demo.local');
      const pending = orders().filter((o) => o.status === 0);
      expect((await h.adapters.orders.changeStatus(pending[0]!.id, 1)).status).toMatchObject({
        id: 1,
        name: 'In progress',
      });
      const refused = await h.adapters.orders.changeStatus(pending[1]!.id, 3).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as Error).message).toBe('Status “Pending” cannot move to “Shipped”.');
      const delivered = orders().find((o) => o.status === 99)!;
      const results = await h.adapters.orders.changeStatuses([pending[1]!.id, delivered.id], 1);
      expect(results).toEqual([
        { id: pending[1]!.id, ok: true, status: 1 },
        { id: delivered.id, ok: false, message: 'The order is “Delivered”: its status no longer changes.' },
      ]);
    });

    it('exports the chosen columns of the filtered orders as order-csv.csv', async () => {
      await h.loginAs('admin@demo.local');
      const file = await h.adapters.orders.export({ page: 2, size: 25, filter: { statuses: [4] } }, 'csv', [
        'id',
        'status',
      ]);
      expect(file.filename).toBe('order-csv.csv');
      const lines = (await file.blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // Text cells between quotes (docs/rules.md#exports), numbers as they are.
      expect(lines[0]).toBe('"Order no.";"Status"');
      expect(lines).toHaveLength(orders().filter((o) => o.status === 4).length + 1);
      expect(lines.slice(1).every((line) => /^\d+;"Cancellation requested"$/.test(line))).toBe(true);
    });

    it('downloads the zip as order-zip-{id} and a document by its link', async () => {
      await h.loginAs('admin@demo.local');
      const order = orders().find((o) => o.status === 99)!;
      const zip = await h.adapters.orders.zip(order.id);
      expect(zip.filename).toBe(`order-zip-${order.id}.zip`);
      expect(new Uint8Array(await zip.blob.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
      const { shippingLabel } = await h.adapters.orders.get(order.id);
      const label = await h.adapters.orders.download(shippingLabel!);
      expect(label.filename).toBe(`etiquette-transport-${order.internalReference}.pdf`);
      expect(await label.blob.slice(0, 5).text()).toBe('%PDF-');
    });

    it('uploads a delivery note, refusing what is not a PDF by content', async () => {
      await h.loginAs('admin@demo.local');
      const order = orders().find((o) => o.status === 3)!;
      const fake = new File(['not a pdf'], 'note.pdf', { type: 'application/pdf' });
      const error = await h.adapters.orders.uploadDeliveryNote(order.id, fake).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      const progress: number[] = [];
      const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'bl.pdf', { type: 'application/pdf' });
      const updated = await h.adapters.orders.uploadDeliveryNote(order.id, pdf, (p) => progress.push(p));
      expect(updated.deliveryNote).toEqual({
        name: 'bl.pdf',
        url: `/admin/orders/${order.id}/files/delivery-note`,
        ref: { owner: 'order', orderId: order.id, kind: 'delivery-note' },
      });
      expect(progress.at(-1)).toBe(1);
      // Downloaded by its link: the HTTP adapter by its URL, the memory adapter by its ids; the same bytes.
      const saved = await h.adapters.orders.download(updated.deliveryNote!);
      expect(await saved.blob.text()).toBe('%PDF-1.4\n%%EOF\n');
    });

    it('records a cancellation request and a non-conformity, failing the latter without FTP', async () => {
      await h.loginAs('reseller@demo.local');
      const mine = orders().filter((o) => o.resellerId === resellerId('reseller@demo.local') && o.status === 0);
      const request = await h.adapters.cancellations.ask({
        orderId: mine[0]!.id,
        reference: 'R',
        comment: 'Oops',
      });
      expect(request).toMatchObject({ orderId: mine[0]!.id, status: 'pending', reason: 'Oops' });
      expect((await h.adapters.orders.get(mine[0]!.id)).status.id).toBe(4);

      await h.loginAs('admin@demo.local');
      const flagged = await h.adapters.nonConformities.flag({
        orderId: mine[1]!.id,
        reason: 'file-not-conforming',
        commentAdmin: 'Bleed missing',
        resellerId: mine[1]!.resellerId!,
      });
      expect(flagged).toMatchObject({ status: 'waiting', reason: 'file-not-conforming' });
      expect(await h.adapters.orders.nonConformityOf(mine[1]!.id)).toEqual(flagged);
      await h.backend.db.collections.configEnv.update((q) => q.where({ id: 1 }), {
        data: (c) => {
          c.ftpUrl = '';
        },
      });
      const failure = await h.adapters.nonConformities
        .flag({ orderId: mine[2]!.id, reason: 'low-resolution', commentAdmin: 'x', resellerId: 1 })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(NonConformityProcessError);
      expect((failure as NonConformityProcessError).processMessage).toBe(
        'No FTP URL in the configuration: the files cannot be withdrawn.',
      );
    });

    it('gives the statuses with their names and suggests resellers', async () => {
      await h.loginAs('admin@demo.local');
      expect((await h.adapters.orders.statuses()).map((s) => s.name)).toEqual([
        'Pending',
        'In progress',
        'In production',
        'Shipped',
        'Cancellation requested',
        'Not conformed',
        'Delivered',
        'Cancelled',
      ]);
      const resellers = await h.adapters.orders.suggestResellers('dupont');
      expect(resellers.map((r) => r.label)).toContain('Imprimerie Dupont');
    });
  });
}
