import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-sheet';

/** docs/rules.md#exports: an XLSX export a spreadsheet user can sort and filter at once. */
describe('writeXlsx', () => {
  it('writes a bold, frozen header row, numbers as numbers and dates as dates', async () => {
    const bytes = await writeXlsx(
      [
        ['N° commande', 'Créée le', 'Total'],
        ['1490', { date: '2026-10-28T09:11:00.000Z' }, 315.97],
      ],
      'Commandes',
    );
    const files = unzipSync(bytes);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(strFromU8(files['xl/styles.xml']!)).toMatch(/<b\/>/);

    const { readSheet } = await import('read-excel-file/universal');
    const rows = await readSheet(bytes.buffer as ArrayBuffer);
    expect(rows[0]).toEqual(['N° commande', 'Créée le', 'Total']);
    const [id, created, total] = rows[1]!;
    expect(id).toBe('1490');
    expect(total).toBe(315.97);
    expect(created).toBeInstanceOf(Date);
    // The wall-clock time where the export was made, as the CSV shows it.
    const local = new Date('2026-10-28T09:11:00.000Z');
    expect((created as unknown as Date).getUTCHours()).toBe(local.getHours());
    expect((created as unknown as Date).getUTCDate()).toBe(local.getDate());
  });
});
