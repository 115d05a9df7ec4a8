/**
 * docs/rules.md#uploads: an uploaded file is stored and served under a name ending in the
 * extension of its checked content (`.pdf`), never the sender's: `poly.html` → `poly.pdf`, for the
 * delivery note, a quote's series file and a non-conformity's new file, through the API.
 */
import fc from 'fast-check';
import { getResponse, type RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { createHandlers } from '../../handlers';
import { safeFileName } from './uploads';

const API = 'http://api.test';
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

describe('safeFileName', () => {
  it('keeps the name, with the extension of the content in place of the sender’s', () => {
    expect(safeFileName('poly.html', 'fallback.pdf')).toBe('poly.pdf');
    expect(safeFileName('poly.pdf.html', 'fallback.pdf')).toBe('poly.pdf');
    expect(safeFileName('poly.pdf', 'fallback.pdf')).toBe('poly.pdf');
    expect(safeFileName('REPORT.PDF', 'fallback.pdf')).toBe('REPORT.pdf');
    expect(safeFileName('bon de livraison', 'fallback.pdf')).toBe('bon de livraison.pdf');
    expect(safeFileName('run.exe', 'fallback.pdf')).toBe('run.pdf');
    expect(safeFileName('a/b\\c.svg', 'fallback.pdf')).toBe('a_b_c.pdf');
    expect(safeFileName('.htaccess', 'bon-livraison-7.pdf')).toBe('bon-livraison-7.pdf');
    expect(safeFileName('', 'serie-3.pdf')).toBe('serie-3.pdf');
    expect(safeFileName(null, 'serie-3.pdf')).toBe('serie-3.pdf');
  });

  it('always answers a name that ends in .pdf, with no path, no control character, whole characters, 120 at most', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 300 })),
        fc.constantFrom('.html', '.htm', '.svg', '.exe', '.js', '.pdf', '', '.'),
        (stem, extension) => {
          const name = safeFileName(`${stem}${extension}`, 'fallback.pdf');
          expect(name.endsWith('.pdf')).toBe(true);
          expect(name.toLowerCase().endsWith('.pdf.pdf')).toBe(false);
          expect(name).not.toMatch(/[\\/]/);
          // eslint-disable-next-line no-control-regex -- control characters must be gone
          expect(name).not.toMatch(/[\u0000-\u001f\u007f]/);
          expect(Array.from(name).length).toBeLessThanOrEqual(120);
          // Whole characters: it can be written in Content-Disposition.
          expect(() => encodeURIComponent(name)).not.toThrow();
          expect(name.startsWith('.')).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('uploads through the API: stored and served as .pdf', () => {
  let backend: MockBackend;
  let handlers: RequestHandler[];

  beforeAll(async () => {
    backend = await MockBackend.seeded();
    handlers = createHandlers(API, backend);
  }, 30_000);

  async function call(method: string, path: string, token: string | null, body?: BodyInit, json = false) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json) headers['content-type'] = 'application/json';
    const response = (await getResponse(handlers, new Request(`${API}${path}`, { method, headers, body }))) as Response;
    return response;
  }

  async function login(username: string): Promise<string> {
    const response = await call(
      'POST',
      '/login',
      null,
      JSON.stringify({ username, password: 'demo', options: { value: 'bo-front' } }),
      true,
    );
    return ((await response.json()) as { token: string }).token;
  }

  const form = (name: string) => {
    const data = new FormData();
    data.append('file', new File([PDF], name, { type: 'text/html' }));
    return data;
  };

  it('stores a delivery note sent as poly.html under poly.pdf, and serves it so', async () => {
    const admin = await login('admin@demo.local');
    const order = backend.db.collections.orders.all().find((o) => o.resellerId !== null)!;
    const uploaded = await call('POST', `/orders/${order.id}/delivery_note`, admin, form('poly.html'));
    expect(uploaded.status).toBe(201);
    expect(((await uploaded.json()) as { deliveryNoteName: string }).deliveryNoteName).toBe('poly.pdf');
    const served = await call('GET', `/admin/orders/${order.id}/files/delivery-note`, admin);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain('filename="poly.pdf"');
  });

  it('stores a quote series file sent as poly.html under poly.pdf, and serves it so', async () => {
    const admin = await login('admin@demo.local');
    const quote = backend.db.collections.quotes.all().find((q) => q.status === 'waiting_for_files')!;
    const series = quote.series.find((s) => !s.file) ?? quote.series[0]!;
    const uploaded = await call('POST', `/quote_series/${series.id}/file`, admin, form('poly.html'));
    expect(uploaded.status).toBe(201);
    const stored = backend.db.collections.quotes.findFirst((q) => q.where({ id: quote.id }))!;
    expect(stored.series.find((s) => s.id === series.id)?.file).toBe('poly.pdf');
    const served = await call('GET', `/admin/quotes/${quote.id}/files/series/${series.id}`, admin);
    expect(served.headers.get('content-disposition')).toContain('filename="poly.pdf"');
  });

  it("stores a non-conformity's new file sent as poly.html under poly.pdf", async () => {
    const request = backend.db.collections.orderNotConformities.all().find((r) => r.status === 'waiting')!;
    const owner = backend.db.collections.users.findFirst((q) => q.where({ id: request.resellerId }))!;
    const token = await login(owner.username);
    const order = backend.db.collections.orders.findFirst((q) => q.where({ id: request.orderId }))!;
    const series = order.quote.series[0]!;
    const body = JSON.stringify({
      serie: series.id,
      file: { filename: 'poly.html', size: PDF.length, base64: btoa(PDF) },
    });
    const uploaded = await call('POST', `/admin/order_not_conformity/upload/${request.id}`, token, body, true);
    expect(uploaded.status).toBe(201);
    expect(((await uploaded.json()) as { file: { name: string } }).file.name).toBe('poly.pdf');
    const stored = backend.db.collections.orders.findFirst((q) => q.where({ id: order.id }))!;
    expect(stored.quote.series.find((s) => s.id === series.id)?.file).toBe('poly.pdf');
  });
});
