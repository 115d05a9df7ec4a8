import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedPdfBytes } from '../shared/uploads';
import { placeholderPdf, zip } from './files';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const DATE = new Date(2026, 9, 28, 10, 11);

describe('zip', () => {
  it('holds every file under its name, in order, with its bytes unchanged', async () => {
    const pdf = placeholderPdf(['Fiche de fabrication']);
    const archive = await zip(
      [
        { name: 'fabrication-R1.pdf', bytes: pdf },
        { name: 'série é.pdf', bytes: new TextEncoder().encode('%PDF-1.4 é') },
      ],
      DATE,
    );
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['fabrication-R1.pdf', 'série é.pdf']);
    expect(files['fabrication-R1.pdf']).toEqual(pdf);
    expect(text(files['série é.pdf'])).toBe('%PDF-1.4 é');
  });

  it('keeps a file whose name was already taken, as "name (2).pdf"', async () => {
    const files = unzipSync(
      await zip(
        [
          { name: 'bl.pdf', bytes: new TextEncoder().encode('first') },
          { name: 'bl.pdf', bytes: new TextEncoder().encode('second') },
          { name: 'bl.pdf', bytes: new TextEncoder().encode('third') },
        ],
        DATE,
      ),
    );
    expect(Object.keys(files)).toEqual(['bl.pdf', 'bl (2).pdf', 'bl (3).pdf']);
    expect(text(files['bl (3).pdf'])).toBe('third');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes the same archive from the same files, whatever the time (no clock in it)', async () => {
    const entries = [{ name: 'a.pdf', bytes: placeholderPdf(['a']) }];
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const before = await zip(entries, DATE);
    vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
    expect(await zip(entries, DATE)).toEqual(before);
  });

  it('dates its files with the record’s date, not 1980', async () => {
    const archive = await zip([{ name: 'a.pdf', bytes: placeholderPdf(['a']) }], DATE);
    // The local file header's DOS date (offset 12): years since 1980, month, day.
    const dos = archive[12]! | (archive[13]! << 8);
    expect([(dos >> 9) + 1980, (dos >> 5) & 15, dos & 31]).toEqual([2026, 10, 28]);
  });
});

describe('placeholderPdf', () => {
  it('is a whole PDF by its content, as an upload is checked (docs/rules.md#uploads)', () => {
    const bytes = placeholderPdf(['x']);
    expect(checkedPdfBytes('fr', bytes)).toBe(bytes);
  });
});
