import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** What every CancellationRepository and NonConformityRepository adapter must do. */
export function describeRequestsContract(name: string, make: MakeHarness): void {
  describe(`Request repositories contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    const c = () => h.backend.db.collections;
    const userId = (login: string) => c().users.findFirst((q) => q.where({ username: login }))!.id;
    const order = (id: number) => c().orders.findFirst((q) => q.where({ id }))!;
    const cancels = (status: string) =>
      c()
        .orderRequestCancels.all()
        .filter((r) => r.status === status);

    it('lists cancellation requests newest first, a reseller only its own whatever it asks', async () => {
      await h.loginAs('admin@demo.local');
      const all = await h.adapters.cancellations.list({ page: 1, size: 100 });
      expect(all.total).toBe(40);
      const dates = all.items.map((r) => r.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const pending = await h.adapters.cancellations.list({
        page: 1,
        size: 25,
        filter: { statuses: ['pending'] },
      });
      expect(pending.totalRequest).toBe(12);
      expect(pending.items[0]).toMatchObject({ status: 'pending', order: { status: { id: 4 } } });

      await h.loginAs('reseller@demo.local');
      const other = userId('reseller2@demo.local');
      const mine = await h.adapters.cancellations.list({
        page: 1,
        size: 100,
        filter: { resellerId: other },
      });
      const own = userId('reseller@demo.local');
      expect(mine.total).toBe(
        c()
          .orderRequestCancels.all()
          .filter((r) => r.resellerId === own).length,
      );
      expect(mine.items.every((r) => r.resellerId === own && r.company === 'Imprimerie Dupont')).toBe(true);
    });

    it('approves (order cancelled) and refuses (order back to its status) a pending request, once', async () => {
      await h.loginAs('admin@demo.local');
      const [first, second] = cancels('pending');
      const approved = await h.adapters.cancellations.answer(first!.id, 'approved');
      expect(approved).toMatchObject({ id: first!.id, status: 'approved', order: { status: { id: 100 } } });
      const refused = await h.adapters.cancellations.answer(second!.id, 'unapproved');
      expect(refused.status).toBe('unapproved');
      expect(order(second!.orderId).status).toBe(second!.previousStatus);
      await expect(h.adapters.cancellations.answer(first!.id, 'unapproved')).rejects.toBeInstanceOf(ValidationError);
      await expect(h.adapters.cancellations.answer(9999, 'approved')).rejects.toBeInstanceOf(NotFoundError);
      await h.loginAs('reader@demo.local');
      await expect(h.adapters.cancellations.answer(second!.id, 'approved')).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('cancels the treatment of an answered request only; the order is back in progress', async () => {
      await h.loginAs('admin@demo.local');
      const answered = cancels('approved')[0]!;
      const undone = await h.adapters.cancellations.cancelTreatment(answered.id);
      expect(undone).toMatchObject({
        status: 'treatment_cancelled',
        order: { status: { id: 1, name: 'In progress' } },
      });
      await expect(h.adapters.cancellations.cancelTreatment(cancels('pending')[0]!.id)).rejects.toBeInstanceOf(
        ValidationError,
      );
      await expect(h.adapters.cancellations.cancelTreatment(answered.id)).rejects.toBeInstanceOf(ValidationError);
    });

    it('lists non-conformities by id descending with their series, and counts a reseller’s waiting ones', async () => {
      await h.loginAs('admin@demo.local');
      const page = await h.adapters.nonConformities.list({ page: 1, size: 25 });
      expect(page.total).toBe(30);
      const ids = page.items.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(page.items[0]!.order.series.length).toBeGreaterThan(0);
      const own = userId('reseller@demo.local');
      const waiting = c()
        .orderNotConformities.all()
        .filter((r) => r.resellerId === own && r.status === 'waiting');
      expect(await h.adapters.nonConformities.countWaiting(own)).toBe(waiting.length);

      await h.loginAs('reseller@demo.local');
      expect(await h.adapters.nonConformities.countWaiting(own)).toBe(waiting.length);
      await expect(h.adapters.nonConformities.countWaiting(userId('reseller2@demo.local'))).rejects.toBeInstanceOf(
        NotFoundError,
      );
      const mine = await h.adapters.nonConformities.list({ page: 1, size: 100, filter: { statuses: ['waiting'] } });
      expect(mine.items.map((r) => r.id).sort()).toEqual(waiting.map((r) => r.id).sort());
    });

    it('takes one PDF per series from the reseller, then the send-new-file answer puts the order back in progress', async () => {
      await h.loginAs('admin@demo.local');
      const own = userId('reseller@demo.local');
      const flagged = c()
        .orders.all()
        .find((o) => o.resellerId === own && o.status === 1 && o.quote.series.length >= 2)!;
      await h.adapters.nonConformities.flag({
        orderId: flagged.id,
        reason: 'low-resolution',
        commentAdmin: '72 dpi',
        resellerId: own,
      });
      const [request] = (await h.adapters.nonConformities.list({ page: 1, size: 1 })).items;
      expect(request).toMatchObject({ orderId: flagged.id, status: 'waiting', replacedSeries: [] });
      const [first, ...others] = request!.order.series;
      await expect(
        h.adapters.nonConformities.uploadSeriesFile(request!, first!.id, pdf('a.pdf')),
      ).rejects.toBeInstanceOf(ForbiddenError);

      await h.loginAs('reseller@demo.local');
      const fake = new File(['hello'], 'fake.pdf', { type: 'application/pdf' });
      await expect(h.adapters.nonConformities.uploadSeriesFile(request!, first!.id, fake)).rejects.toBeInstanceOf(
        ValidationError,
      );
      const progress: number[] = [];
      const series = await h.adapters.nonConformities.uploadSeriesFile(request!, first!.id, pdf('new.pdf'), (p) =>
        progress.push(p),
      );
      expect(series).toEqual({
        ...first,
        file: {
          name: 'new.pdf',
          url: `/admin/orders/${flagged.id}/files/series/${first!.id}`,
          ref: { owner: 'order', orderId: flagged.id, kind: 'series', seriesId: first!.id },
        },
      });
      expect(progress.at(-1)).toBe(1);
      const early = await h.adapters.nonConformities
        .answer(request!.id, { responseType: 'send-new-file', commentReseller: 'Done' })
        .catch((e: unknown) => e);
      expect(early).toBeInstanceOf(ValidationError);
      expect((early as Error).message).toContain(others[0]!.name);
      for (const s of others) await h.adapters.nonConformities.uploadSeriesFile(request!, s.id, pdf(`${s.id}.pdf`));
      const answered = await h.adapters.nonConformities.answer(request!.id, {
        responseType: 'send-new-file',
        commentReseller: 'Done',
      });
      expect(answered).toMatchObject({
        status: 'answered',
        responseReseller: 'send-new-file',
        commentReseller: 'Done',
      });
      expect(answered.order.status.id).toBe(1);
      expect((await h.adapters.orders.get(flagged.id)).quote.series[0]!.file?.name).toBe('new.pdf');
      await expect(
        h.adapters.nonConformities.answer(request!.id, { responseType: 'print-anyway', commentReseller: '' }),
      ).rejects.toBeInstanceOf(ValidationError);
    });

    it('takes a print-anyway answer without files', async () => {
      const waiting = c()
        .orderNotConformities.all()
        .find((r) => r.status === 'waiting')!;
      await h.loginAs(c().users.findFirst((q) => q.where({ id: waiting.resellerId }))!.username);
      const answered = await h.adapters.nonConformities.answer(waiting.id, {
        responseType: 'print-anyway',
        commentReseller: 'Tant pis',
      });
      expect(answered).toMatchObject({ status: 'answered', responseReseller: 'print-anyway' });
      expect(order(waiting.orderId).status).toBe(1);
    });
  });
}
