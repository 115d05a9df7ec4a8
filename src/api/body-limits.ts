import { MAX_UPLOAD_BYTES } from '../domain/orders/upload-check';
import type { AnyOperation } from './operation';

/**
 * How large a request body the API takes (docs/api/README.md#bodies-and-answers): a larger one is a
 * 413, refused before it is read whole.
 */

const KB = 1024;
const MB = 1024 * KB;

/** A JSON body: 1 MB. */
export const JSON_BODY_BYTES = 1 * MB;

/** Room a form or a JSON envelope takes around a file (part headers, boundaries, the other fields). */
const ENVELOPE_BYTES = 64 * KB;

/** A multipart body: a file of 20 MB at most (docs/rules.md#uploads) and the form around it. */
export const MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;

/** A JSON body carrying a file as base64 (4 characters for 3 bytes) and the JSON around it. */
export const FILE_MODEL_BODY_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + ENVELOPE_BYTES;

/** The largest body an operation takes, in bytes. A call without a declared body is held to the JSON limit. */
export function bodyLimitOf(operation: Pick<AnyOperation, 'body'>): number {
  const body = operation.body;
  if (body?.maxBytes !== undefined) return body.maxBytes;
  return body?.multipart ? MULTIPART_BODY_BYTES : JSON_BODY_BYTES;
}

/** A limit in words for people: `1 MB`, `20.1 MB`. */
export function bytesInWords(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
