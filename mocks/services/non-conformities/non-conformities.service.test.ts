import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { CallContext } from '../shared/context';
import { fileModelOf, login, PDF_TEXT, refusalOf, userIdOf } from '../shared/service-test-kit';
import { wordListRequest } from '../../handlers/list-requests';

describe('NonConformitiesService', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
  });

  const requests = () => backend.db.collections.orderNotConformities.all();
  const order = (id: number) => backend.db.collections.orders.findFirst((q) => q.where({ id }))!;
  const request = (id: number) => requests().find((r) => r.id === id)!;

  /** A fresh waiting request on one of Imprimerie Dupont's in-progress orders with 2+ series. */
  async function flagged(): Promise<{ id: number; orderId: number; series: number[]; reseller: CallContext }> {
    const admin = await login(backend, 'admin@demo.local');
    const own = userIdOf(backend, 'reseller@demo.local');
    const target = backend.db.collections.orders
      .all()
      .find((o) => o.resellerId === own && o.status === 1 && o.quote.series.length >= 2)!;
    const { entity } = await backend.nonConformities.flag(admin, {
      orderId: target.id,
      reason: 'low-resolution',
      commentAdmin: '72 dpi',
    });
    return {
      id: entity.id,
      orderId: target.id,
      series: target.quote.series.map((s) => s.id),
      reseller: await login(backend, 'reseller@demo.local'),
    };
  }

  it('seeds 30 requests, the 12 waiting ones on not-conformed orders', () => {
    expect(requests()).toHaveLength(30);
    const waiting = requests().filter((r) => r.status === 'waiting');
    expect(waiting).toHaveLength(12);
    expect(waiting.every((r) => order(r.orderId).status === 5)).toBe(true);
  });

  it('lists by id descending, filters waiting/answered, searches the order reference', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const page = backend.nonConformities.list(admin, {});
    expect(page.list.map((r) => r.id)).toEqual([...requests().map((r) => r.id)].sort((a, b) => b - a).slice(0, 25));
    expect(backend.nonConformities.list(admin, wordListRequest({ '_filter[]': ['answered'] })).totalRequest).toBe(18);
    const one = requests()[3]!;
    const found = backend.nonConformities.list(
      admin,
      wordListRequest({ _search: order(one.orderId).internalReference }),
    );
    expect(found.list.map((r) => r.id)).toEqual([one.id]);
    expect(found.list[0]!.order.series.map((s) => s.id)).toEqual(order(one.orderId).quote.series.map((s) => s.id));
  });

  it("counts a reseller's waiting requests for itself only; staff may ask for any", async () => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const other = userIdOf(backend, 'reseller2@demo.local');
    const count = (id: number) => requests().filter((r) => r.resellerId === id && r.status === 'waiting').length;
    const reseller = await login(backend, 'reseller@demo.local');
    expect(backend.nonConformities.countWaiting(reseller, own)).toEqual({ count: count(own) });
    expect((await refusalOf(() => backend.nonConformities.countWaiting(reseller, other))).status).toBe(404);
    const reader = await login(backend, 'reader@demo.local');
    expect(backend.nonConformities.countWaiting(reader, other)).toEqual({ count: count(other) });
  });

  it('stores a series PDF sent as base64, names it on the order and answers the series', async () => {
    const nc = await flagged();
    const series = await backend.nonConformities.upload(nc.reseller, nc.id, {
      serie: nc.series[0],
      file: fileModelOf(PDF_TEXT, 'corrige.pdf'),
    });
    expect(series.file).toEqual({
      name: 'corrige.pdf',
      url: `/admin/orders/${nc.orderId}/files/series/${nc.series[0]}`,
    });
    expect(request(nc.id).replacedSeries).toEqual([nc.series[0]]);
    const file = backend.orders.file(nc.reseller, nc.orderId, 'series', nc.series[0]);
    expect(new TextDecoder().decode(file.bytes)).toBe(PDF_TEXT);
  });

  it('refuses an upload that is not a PDF, too large, for another order, by staff or once answered', async () => {
    const nc = await flagged();
    const upload = (ctx: CallContext, body: unknown) => () => backend.nonConformities.upload(ctx, nc.id, body);
    const notPdf = await refusalOf(upload(nc.reseller, { serie: nc.series[0], file: fileModelOf('<html>') }));
    expect(notPdf).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const huge = { filename: 'big.pdf', size: 0, base64: 'A'.repeat(28 * 1024 * 1024) };
    expect((await refusalOf(upload(nc.reseller, { serie: nc.series[0], file: huge }))).status).toBe(413);
    const stranger = await refusalOf(upload(nc.reseller, { serie: 1, file: fileModelOf(PDF_TEXT) }));
    expect(stranger.body.errors?.[0]?.field).toBe('serie');
    const admin = await login(backend, 'admin@demo.local');
    expect((await refusalOf(upload(admin, { serie: nc.series[0], file: fileModelOf(PDF_TEXT) }))).status).toBe(403);
    const other = await login(backend, 'reseller2@demo.local');
    expect((await refusalOf(upload(other, { serie: nc.series[0], file: fileModelOf(PDF_TEXT) }))).status).toBe(404);
    await backend.nonConformities.answer(nc.reseller, nc.id, { responseType: 'print-anyway', commentReseller: '' });
    expect((await refusalOf(upload(nc.reseller, { serie: nc.series[0], file: fileModelOf(PDF_TEXT) }))).status).toBe(
      400,
    );
    expect(request(nc.id).replacedSeries).toEqual([]);
  });

  it('refuses send-new-file until every series has its new file, naming the missing ones', async () => {
    const nc = await flagged();
    await backend.nonConformities.upload(nc.reseller, nc.id, { serie: nc.series[0], file: fileModelOf(PDF_TEXT) });
    const early = await refusalOf(() =>
      backend.nonConformities.answer(nc.reseller, nc.id, { responseType: 'send-new-file', commentReseller: 'ok' }),
    );
    const missingName = order(nc.orderId).quote.series[1]!.name;
    expect(early.body.message).toContain(missingName);
    expect(request(nc.id).status).toBe('waiting');
    for (const id of nc.series.slice(1)) {
      await backend.nonConformities.upload(nc.reseller, nc.id, { serie: id, file: fileModelOf(PDF_TEXT) });
    }
    const row = await backend.nonConformities.answer(nc.reseller, nc.id, {
      responseType: 'send-new-file',
      commentReseller: 'Fichiers corrigés',
    });
    expect(row).toMatchObject({
      status: 'answered',
      responseReseller: 'send-new-file',
      commentReseller: 'Fichiers corrigés',
    });
    expect(order(nc.orderId).status).toBe(1);
  });

  it('takes print-anyway from the owning reseller only, once, putting the order back in progress', async () => {
    const nc = await flagged();
    const admin = await login(backend, 'admin@demo.local');
    const answer = { responseType: 'print-anyway', commentReseller: 'Tant pis' };
    expect((await refusalOf(() => backend.nonConformities.answer(admin, nc.id, answer))).status).toBe(403);
    expect(
      (await refusalOf(() => backend.nonConformities.answer(nc.reseller, nc.id, { responseType: 'x' }))).status,
    ).toBe(400);
    await backend.nonConformities.answer(nc.reseller, nc.id, answer);
    expect(order(nc.orderId).status).toBe(1);
    expect(request(nc.id)).toMatchObject({ status: 'answered', responseReseller: 'print-anyway' });
    expect((await refusalOf(() => backend.nonConformities.answer(nc.reseller, nc.id, answer))).status).toBe(400);
  });
});
