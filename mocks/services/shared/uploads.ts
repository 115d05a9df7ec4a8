import type { Locale } from '../../../src/domain/shared/format';
import {
  MAX_UPLOAD_BYTES,
  PDF_TAIL_BYTES,
  uploadRefusal,
  type UploadRefusal as FileRefusal,
} from '../../../src/domain/orders/upload-check';
import { ApiError } from './api-error';
import { message, type MessageKey } from './messages';

type UploadRefusal = 'fileRequired' | FileRefusal;

const MESSAGES: Readonly<Record<UploadRefusal, MessageKey>> = {
  fileRequired: 'fileRequired',
  empty: 'fileEmpty',
  notPdf: 'notPdf',
  tooLarge: 'pdfTooLarge',
  truncated: 'pdfTruncated',
};

/** A refused upload: 413 when too large, else 400, naming the `file` field (docs/rules.md#uploads). */
function uploadError(locale: Locale, key: UploadRefusal): ApiError {
  const text = message(locale, MESSAGES[key]);
  return new ApiError(key === 'tooLarge' ? 413 : 400, { message: text, errors: [{ field: 'file', message: text }] });
}

/**
 * docs/rules.md#uploads: the bytes, if they are a whole PDF (by content: %PDF- … %%EOF), not empty, of
 * at most 20 MB.
 */
export function checkedPdfBytes(locale: Locale, bytes: Uint8Array): Uint8Array {
  const refusal = uploadRefusal(bytes.length, bytes.subarray(0, 5), bytes.subarray(-PDF_TAIL_BYTES));
  if (refusal) throw uploadError(locale, refusal);
  return bytes;
}

/** A multipart upload's `file` part (or a body holding one), checked as a PDF. */
export async function checkedPdfPart(
  locale: Locale,
  body: unknown,
): Promise<{ bytes: Uint8Array; name: string | null }> {
  const file = body instanceof FormData ? body.get('file') : (body as { file?: unknown } | null)?.file;
  if (!(file instanceof Blob)) throw uploadError(locale, 'fileRequired');
  if (file.size > MAX_UPLOAD_BYTES) throw uploadError(locale, 'tooLarge');
  const bytes = checkedPdfBytes(locale, new Uint8Array(await file.arrayBuffer()));
  return { bytes, name: file instanceof File && file.name ? file.name : null };
}

/** The file model ({filename, size, base64}, docs/api/README.md#conventions), decoded and checked as a PDF. */
export function checkedPdfModel(locale: Locale, base64: string): Uint8Array {
  // Base64 takes 4 characters for 3 bytes: refuse an oversized file before decoding it.
  if (Math.floor((base64.length * 3) / 4) > MAX_UPLOAD_BYTES + 3) throw uploadError(locale, 'tooLarge');
  let binary: string;
  try {
    binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''));
  } catch {
    throw uploadError(locale, 'notPdf');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return checkedPdfBytes(locale, bytes);
}

/** The extension of what the uploads take, checked by content (docs/rules.md#uploads). */
export const PDF_EXTENSION = '.pdf';

const MAX_NAME_LENGTH = 120;

/**
 * A name without path separators, control characters, halves of a character (a lone surrogate
 * could not be written in Content-Disposition) or surrounding blanks.
 */
const cleanName = (name: string): string =>
  name
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .trim();

/** A name without its last extension (`poly.html` → `poly`). */
const stemOf = (name: string): string => name.replace(/\.[^.]*$/, '');

/**
 * A file name safe to store and to serve back, ending in the extension of its checked content,
 * never the sender's (docs/rules.md#uploads): `poly.html` is stored and served as `poly.pdf`. No
 * path separator, no control character, at most 120 characters; `fallback` when nothing is left.
 */
export function safeFileName(given: string | null, fallback: string, extension: string = PDF_EXTENSION): string {
  const suffix = extension.toLowerCase();
  const stem = (name: string): string => {
    let out = stemOf(cleanName(name));
    // `poly.pdf.html` → `poly.pdf` → `poly`: the content's extension is added once.
    while (out.toLowerCase().endsWith(suffix)) out = out.slice(0, -suffix.length);
    // No hidden file (`.htaccess`) nor a name ending in dots or blanks.
    return out.replace(/^[.\s]+|[.\s]+$/g, '');
  };
  const base = stem(given ?? '') || stem(fallback) || 'file';
  // Cut by whole characters, never inside one.
  const kept = Array.from(base)
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trimEnd();
  return `${kept}${suffix}`;
}
