/**
 * Exports under load (docs/rules.md#exports): an export of the whole audit trail (about 14,000
 * entries) works in slices and gives the server back to other callers between them; the server
 * works on one export at a time, and a user with two exports in flight gets a 429 for a third.
 * One seeded backend for the whole file.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS } from '../../src/domain/shared/spreadsheet-escape';
import { AUDIT_EXPORT_PROPERTIES } from '../../src/domain/audit/audit';
import { ApiHarness, turnsDuring } from './harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

const exportAudit = (token: string, type: 'csv' | 'xlsx') =>
  api.call('POST', '/admin/audit/export', { token, body: { type, propertiesToExport: [...AUDIT_EXPORT_PROPERTIES] } });

describe('exports leave the server to everyone else', () => {
  it('gives the event loop back between slices of a whole-trail export, CSV and XLSX', async () => {
    const entries = (await api.call('GET', '/admin/audit', { token: api.tokens.admin, query: { _limit: '1' } }))
      .body as { total: number };
    expect(entries.total).toBeGreaterThan(10_000);
    // Loaded once (papaparse), so the counts are the exports' own.
    await exportAudit(api.tokens.reader, 'csv');
    for (const type of ['csv', 'xlsx'] as const) {
      let status = 0;
      const turns = await turnsDuring(exportAudit(api.tokens.admin, type).then((answer) => (status = answer.status)));
      expect(status).toBe(200);
      // A slice is 8 ms of work at most: the thousands of rows take dozens of them on any machine.
      expect(turns, `${type}: turns of the event loop during the export`).toBeGreaterThanOrEqual(20);
    }
  }, 60_000);

  it('answers a user’s third export while two are in flight with a 429, not another user’s', async () => {
    const first = exportAudit(api.tokens.admin, 'xlsx');
    const second = exportAudit(api.tokens.admin, 'csv');
    const third = await exportAudit(api.tokens.admin, 'csv');
    const other = exportAudit(api.tokens.reader, 'csv');
    expect(third.status).toBe(429);
    expect(third.headers?.get('retry-after')).toBe('5');
    expect(third.body).toEqual({ message: 'Vous avez déjà 2 exports en cours : attendez qu’ils se terminent.' });
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await other).status).toBe(200);
    expect((await exportAudit(api.tokens.admin, 'csv')).status).toBe(200);
  }, 60_000);
});

describe('a CSV export runs no formula typed into the data, whatever its reader splits on', () => {
  it('quotes every text cell: a failed login’s name holding commas (no session needed) splits into no formula', async () => {
    const name = 'x,=2+3,@SUM(1+1),+cmd|calc';
    await api.call('POST', '/login', { body: { username: name, password: 'wrong', options: {} } });
    const answer = await api.call('POST', '/admin/audit/export', {
      token: api.tokens.admin,
      body: { type: 'csv', propertiesToExport: ['actor', 'action'] },
    });
    const text = new TextDecoder().decode(answer.body as ArrayBuffer);
    // Read as the file says (`;`): the name whole, as typed.
    const cells = Papa.parse<string[]>(text, { delimiter: ';' }).data.flat();
    expect(cells).toContain(name);
    // Read by a tool that splits on commas (quotes honoured): no cell starts a formula.
    const split = Papa.parse<string[]>(text, { delimiter: ',' }).data.flat();
    expect(split.filter((cell) => FORMULA_TRIGGERS.includes(cell.charAt(0)))).toEqual([]);
  }, 60_000);
});
