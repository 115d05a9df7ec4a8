import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPdf, placeholderPdf, zip } from './files';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('zip', () => {
  it('holds every file under its name, in order, with its bytes unchanged', () => {
    const pdf = placeholderPdf(['Fiche de fabrication']);
    const archive = zip([
      { name: 'fabrication-R1.pdf', bytes: pdf },
      { name: 'série é.pdf', bytes: new TextEncoder().encode('%PDF-1.4 é') },
    ]);
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['fabrication-R1.pdf', 'série é.pdf']);
    expect(files['fabrication-R1.pdf']).toEqual(pdf);
    expect(text(files['série é.pdf'])).toBe('%PDF-1.4 é');
  });

  it('keeps a file whose name was already taken, as "name (2).pdf"', () => {
    const files = unzipSync(
      zip([
        { name: 'bl.pdf', bytes: new TextEncoder().encode('first') },
        { name: 'bl.pdf', bytes: new TextEncoder().encode('second') },
        { name: 'bl.pdf', bytes: new TextEncoder().encode('third') },
      ]),
    );
    expect(Object.keys(files)).toEqual(['bl.pdf', 'bl (2).pdf', 'bl (3).pdf']);
    expect(text(files['bl (3).pdf'])).toBe('third');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes the same archive from the same files, whatever the time (no clock in it)', () => {
    const entries = [{ name: 'a.pdf', bytes: placeholderPdf(['a']) }];
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const before = zip(entries);
    vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
    expect(zip(entries)).toEqual(before);
  });
});

describe('placeholderPdf', () => {
  it('is a PDF by its content', () => {
    expect(isPdf(placeholderPdf(['x']))).toBe(true);
  });
});
