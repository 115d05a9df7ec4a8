import { PDF_TAIL_BYTES, uploadRefusal, type UploadRefusal } from '../../domain/orders/upload-check';

/**
 * docs/rules.md#uploads, checked before sending: why this file may not be uploaded, or null for a whole PDF within
 * bounds.
 */
export async function refusalOf(file: Blob): Promise<UploadRefusal | null> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - PDF_TAIL_BYTES)).arrayBuffer());
  return uploadRefusal(file.size, head, tail);
}
