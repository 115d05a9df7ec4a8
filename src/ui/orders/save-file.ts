import type { DownloadedFile } from '../../domain/orders/order';
import { downloadFile } from '../shared/download-file';

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile(file: DownloadedFile): void {
  downloadFile(file.blob, file.filename);
}
