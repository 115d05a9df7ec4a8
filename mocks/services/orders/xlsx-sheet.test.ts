import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-sheet';

/** docs/rules.md#exports: an XLSX export a spreadsheet user can sort and filter at once. */
describe('writeXlsx', () => {
  it('writes a bold, frozen header row, numbers as numbers and dates as dates', async () => {
    const bytes = await writeXlsx(
      [
        ['N° commande', 'Créée le', 'Total'],
        // 28/10/2026 10:11 on a Paris clock.
        ['1490', { wallClock: Date.UTC(2026, 9, 28, 10, 11) }, 315.97],
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
    // The reader's wall-clock time, as the CSV shows it (a spreadsheet's dates have no zone).
    expect((created as unknown as Date).toISOString()).toBe('2026-10-28T10:11:00.000Z');
  });
});
