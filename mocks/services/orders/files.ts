import type { Zippable } from 'fflate';

/**
 * The order's documents as the mock serves them: a small valid PDF standing for each generated
 * file (manufacturing sheet, series artwork, shipping label) and a zip of several files.
 */
/** A one-page PDF showing `lines`: readable by any viewer, starting with %PDF- like a real one. */
export function placeholderPdf(lines: readonly string[]): Uint8Array {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '\\$&');
  const content = ['BT', '/F1 14 Tf', '56 780 Td', '18 TL']
    .concat(lines.map((line) => `(${ascii(line)}) Tj T*`))
    .concat('ET')
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // ASCII only (`ascii` above): its UTF-8 bytes are its characters.
  return new TextEncoder().encode(out);
}

export interface ZipEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * A zip archive of `entries`, in their order, stored without compression (PDFs barely compress
 * anyway). A name met again (two uploads sent under one name) gets " (2)", " (3)"… before its
 * extension, so no file is lost: an archive holds each name once. `date`: every entry's date (the
 * record's, so the same files always make the same archive; zip's own default reads 1980). fflate
 * loads with the first zip: the demo's backend starts without it (the login page loads that backend).
 */
export async function zip(entries: readonly ZipEntry[], date: Date): Promise<Uint8Array> {
  const { zipSync } = await import('fflate');
  const files: Zippable = Object.create(null) as Zippable;
  for (const { name, bytes } of entries) {
    let unique = name;
    for (let n = 2; Object.hasOwn(files, unique); n++) unique = name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
    files[unique] = bytes;
  }
  return zipSync(files, { level: 0, mtime: date });
}
