import { uploadRefusal } from '../../domain/orders/upload-check';

/** PRODUCT §4, checked before sending: why this file may not be uploaded, or null for a PDF within bounds. */
export async function refusalOf(file: Blob): Promise<'notPdf' | 'tooLarge' | null> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return uploadRefusal(file.size, head);
}
