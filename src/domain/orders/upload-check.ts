/** PRODUCT §4: uploads are PDFs, recognised by their first bytes, of at most 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function startsAsPdf(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** Why a file may not be uploaded (checked before sending it), or null. */
export function uploadRefusal(size: number, head: Uint8Array): 'tooLarge' | 'notPdf' | null {
  if (size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return startsAsPdf(head) ? null : 'notPdf';
}
