/** docs/rules.md#uploads: uploads are PDFs, recognised by their first bytes, of at most 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
/** A complete PDF ends with `%%EOF` (maybe followed by line ends or padding) within its last 1024 bytes. */
export const PDF_TAIL_BYTES = 1024;

export type UploadRefusal = 'empty' | 'tooLarge' | 'notPdf' | 'truncated';

export function startsAsPdf(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** True when the file's last bytes (at most PDF_TAIL_BYTES of them) hold the `%%EOF` marker. */
export function endsAsPdf(tail: Uint8Array): boolean {
  const from = Math.max(0, tail.length - PDF_TAIL_BYTES);
  for (let i = tail.length - PDF_END.length; i >= from; i--) {
    if (PDF_END.every((byte, j) => tail[i + j] === byte)) return true;
  }
  return false;
}

/**
 * Why a file may not be uploaded (checked before sending it and again by the server), or null.
 * `head` is the file's first bytes, `tail` its last PDF_TAIL_BYTES (the same bytes for a small file).
 */
export function uploadRefusal(size: number, head: Uint8Array, tail: Uint8Array = head): UploadRefusal | null {
  if (size === 0) return 'empty';
  if (size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!startsAsPdf(head)) return 'notPdf';
  return endsAsPdf(tail) ? null : 'truncated';
}
