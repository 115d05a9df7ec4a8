import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { ApiError } from './api-error';
import type { CallContext } from './context';
import { login, refusalOf, userIdOf } from './service-test-kit';

/** docs/rules.md#uploads on every upload endpoint: four bad files, each refused with a message, nothing stored. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const text = (s: string) => new TextEncoder().encode(s);
const big = () => {
  const bytes = new Uint8Array(25 * 1024 * 1024);
  bytes.set(text('%PDF-1.4\n'));
  bytes.set(text('%%EOF\n'), bytes.length - 6);
  return bytes;
};
/** Starts as a PDF, but its end (and its %%EOF) was cut off. */
const truncated = () => text('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Ty');

const CASES: readonly [string, () => Uint8Array, number, string][] = [
  ['a renamed PNG', () => PNG, 400, 'The file is not a PDF (it does not start with %PDF-).'],
  ['an empty file', () => new Uint8Array(0), 400, 'The file is empty.'],
  ['a 25 MB file', big, 413, 'The file is larger than 20 MB.'],
  ['a truncated PDF', truncated, 400, 'The PDF is incomplete (it does not end with %%EOF).'],
];

const form = (bytes: Uint8Array, name = 'file.pdf') => {
  const data = new FormData();
  data.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  return data;
};
const base64Model = (bytes: Uint8Array, filename = 'file.pdf') => ({
  filename,
  size: bytes.length,
  base64: Buffer.from(bytes).toString('base64'),
});

function expectRefused(error: ApiError, status: number, message: string): void {
  expect(error.status).toBe(status);
  expect(error.body.message).toBe(message);
  expect(error.body.errors).toEqual([{ field: 'file', message }]);
}

describe('uploads refused by the mock server', () => {
  let backend: MockBackend;
  let admin: CallContext;
  let reseller: CallContext;
  beforeEach(async () => {
    backend = await MockBackend.seeded();
    admin = await login(backend, 'admin@demo.local');
    reseller = await login(backend, 'reseller@demo.local');
  });

  it.each(CASES)('POST /orders/{id}/delivery_note refuses %s and stores nothing', async (_, bytes, status, message) => {
    const order = backend.db.collections.orders.all().find((o) => o.status === 3 && !o.deliveryNote)!;
    expectRefused(
      await refusalOf(() => backend.orders.uploadDeliveryNote(admin, order.id, form(bytes()))),
      status,
      message,
    );
    expect(backend.db.collections.orders.findFirst((q) => q.where({ id: order.id }))!.deliveryNote).toBeFalsy();
    expect(await refusalOf(() => backend.orders.file(admin, order.id, 'delivery-note'))).toMatchObject({
      status: 404,
    });
  });

  it.each(CASES)('POST quote series file refuses %s and stores nothing', async (_, bytes, status, message) => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const quote = backend.db.collections.quotes
      .all()
      .find((q) => q.resellerId === own && q.status === 'waiting_for_files' && q.series.some((s) => !s.file))!;
    const series = quote.series.find((s) => !s.file)!;
    const before = structuredClone(quote);
    expectRefused(
      await refusalOf(() => backend.quotes.uploadSeriesFile(reseller, series.id, form(bytes()))),
      status,
      message,
    );
    expect(backend.db.collections.quotes.findFirst((q) => q.where({ id: quote.id }))).toEqual(before);
    expect((await refusalOf(() => backend.quotes.file(reseller, quote.id, series.id))).status).toBe(404);
  });

  it.each(CASES)('POST non-conformity series file refuses %s and stores nothing', async (_, bytes, status, message) => {
    const own = userIdOf(backend, 'reseller@demo.local');
    const target = backend.db.collections.orders
      .all()
      .find((o) => o.resellerId === own && o.status === 1 && o.quote.series.length >= 1)!;
    const { entity } = await backend.nonConformities.flag(admin, {
      orderId: target.id,
      reason: 'low-resolution',
      commentAdmin: '72 dpi',
    });
    const serie = target.quote.series[0]!.id;
    const stored = () => backend.orders.file(reseller, target.id, 'series', serie).bytes;
    const original = stored();
    expectRefused(
      await refusalOf(() => backend.nonConformities.upload(reseller, entity.id, { serie, file: base64Model(bytes()) })),
      status,
      message,
    );
    const request = backend.db.collections.orderNotConformities.findFirst((q) => q.where({ id: entity.id }))!;
    expect(request.replacedSeries).toEqual([]);
    expect(stored()).toEqual(original);
  });
});
