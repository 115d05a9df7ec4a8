import { describe, expect, it } from 'vitest';
import { endsAsPdf, MAX_UPLOAD_BYTES, PDF_TAIL_BYTES, uploadRefusal } from './upload-check';

const bytes = (text: string) => new TextEncoder().encode(text);
/** The head and tail a client reads from a file holding `text`. */
const refusalOf = (text: string) => {
  const all = bytes(text);
  return uploadRefusal(all.length, all.subarray(0, 5), all.subarray(-PDF_TAIL_BYTES));
};

describe('uploadRefusal (docs/rules.md#uploads)', () => {
  it('accepts a whole PDF, %%EOF followed by line ends or padding', () => {
    expect(refusalOf('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')).toBeNull();
    expect(refusalOf(`%PDF-1.4\n%%EOF${' '.repeat(PDF_TAIL_BYTES - 10)}`)).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(uploadRefusal(0, new Uint8Array(0), new Uint8Array(0))).toBe('empty');
  });

  it('refuses a renamed image by its first bytes', () => {
    expect(refusalOf('\u0089PNG\r\n\u001a\n...IEND%%EOF')).toBe('notPdf');
    expect(refusalOf('GIF89a')).toBe('notPdf');
  });

  it('refuses a file over 20 MB before looking at its content', () => {
    expect(uploadRefusal(MAX_UPLOAD_BYTES + 1, bytes('%PDF-'), bytes('%%EOF'))).toBe('tooLarge');
    expect(uploadRefusal(MAX_UPLOAD_BYTES, bytes('%PDF-'), bytes('%%EOF'))).toBeNull();
  });

  it('refuses a truncated PDF: no %%EOF in its last 1024 bytes', () => {
    expect(refusalOf('%PDF-1.4\n1 0 obj << /Type /Catalog /Pag')).toBe('truncated');
    expect(refusalOf(`%PDF-1.4\n%%EOF\n${'x'.repeat(PDF_TAIL_BYTES)}`)).toBe('truncated');
    expect(refusalOf('%PDF-1.4\n%%EO')).toBe('truncated');
  });

  it('finds the marker only within the tail it is given', () => {
    expect(endsAsPdf(bytes('%%EOF'))).toBe(true);
    expect(endsAsPdf(bytes(`%%EOF${'\n'.repeat(PDF_TAIL_BYTES)}`))).toBe(false);
    expect(endsAsPdf(bytes('%%EOF' + '\n'.repeat(PDF_TAIL_BYTES - 5)))).toBe(true);
  });
});
