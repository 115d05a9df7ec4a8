/**
 * Request bodies as a real server takes them (docs/api/README.md#bodies-and-answers): a body over
 * the call's limit is a 413, refused on its Content-Length before anything is read, else as soon as
 * the bytes counted while reading pass the limit (the rest is never read); a malformed body, or one
 * of a type the call does not take, is a 400 naming `body`. The same code serves the tests, the
 * in-browser demo and `npm run mock-api`.
 */
import { bodyLimitOf } from '../../src/api/body-limits';
import type { AnyOperation } from '../../src/api/operation';
import type { Locale } from '../../src/domain/shared/format';
import { ApiError } from '../services/shared/api-error';
import { message, type MessageKey } from '../services/shared/messages';
import { concatBytes } from '../services/shared/bytes';

/** The largest body an operation takes, in bytes (a test may hand a smaller one to `createHandlers`). */
export type BodyLimit = (operation: Pick<AnyOperation, 'body'>) => number;

/** Deeper JSON than this is refused: no real body nests so far, and walking it could exhaust the stack. */
const MAX_JSON_DEPTH = 64;

/**
 * More parts than this in a form is refused before it is parsed: an upload is a file and a few
 * fields, and a form of many thousand tiny parts would hold the server while it parses.
 */
const MAX_FORM_PARTS = 16;

function refusal(status: 400 | 413, locale: Locale, key: MessageKey, values?: Record<string, string>): ApiError {
  const text = message(locale, key, values);
  return new ApiError(status, { message: text, errors: [{ field: 'body', message: text }] });
}

/** A 413 for a body over `limit` bytes. */
function bodyTooLarge(locale: Locale, limit: number): ApiError {
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(limit / (1024 * 1024));
  return refusal(413, locale, 'bodyTooLarge', { size });
}

/** The media type of a Content-Type header, in lower case, without its parameters. */
function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/** JSON, or no type at all (a client that leaves the header out still sends JSON here). */
const isJsonType = (media: string): boolean =>
  media === '' || media === 'application/json' || /^application\/[\w.-]+\+json$/.test(media);

/** The declared length, when the header holds a plain number. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  return header !== null && /^\s*\d{1,16}\s*$/.test(header) ? Number(header) : null;
}

/**
 * Reads a body as it arrives, at most `limit` bytes: null once it passes the limit (the rest is
 * left unread and the stream cancelled).
 */
async function readUpTo(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/** The boundary of a multipart Content-Type, or null. */
function boundaryOf(header: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(header);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * How many times `needle` occurs in `bytes`, counting no further than `max + 1`. Its first byte is
 * found by `indexOf`, which the engine runs natively: a 20 MB upload is not read a byte at a time in
 * script while every other caller waits.
 */
function occurrences(bytes: Uint8Array, needle: Uint8Array, max: number): number {
  let count = 0;
  const first = needle[0] as number;
  const last = bytes.length - needle.length;
  for (let i = bytes.indexOf(first); i !== -1 && i <= last && count <= max; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) {
      count++;
      i += needle.length - 1;
    }
  }
  return count;
}

/** How deep arrays and objects nest in a JSON text (strings skipped). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The body of a request to `operation`: undefined when there is none (or for a GET), the parsed
 * JSON, or the FormData of a multipart call. Throws the 400 or 413 ApiError of a body it refuses.
 */
export async function bodyOf(
  request: Request,
  locale: Locale,
  operation: Pick<AnyOperation, 'body'>,
  limitOf: BodyLimit = bodyLimitOf,
): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
  const header = request.headers.get('content-type') ?? '';
  const media = mediaTypeOf(header);
  const multipart = operation.body?.multipart === true;
  const typeRefusal = multipart
    ? media === 'multipart/form-data'
      ? null
      : refusal(400, locale, 'bodyMultipartExpected')
    : isJsonType(media)
      ? null
      : refusal(400, locale, 'bodyJsonExpected');
  const limit = limitOf(operation);
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) throw bodyTooLarge(locale, limit);
  // A body of a type the call does not take is refused unread, unless it turns out empty.
  if (typeRefusal && declared !== null && declared > 0) throw typeRefusal;
  let bytes: Uint8Array | null;
  try {
    bytes = await readUpTo(request.body, limit);
  } catch {
    // The client stopped sending (or the stream broke) before the body's end.
    throw refusal(400, locale, 'bodyIncomplete');
  }
  if (bytes === null) throw bodyTooLarge(locale, limit);
  if (bytes.byteLength === 0) return undefined;
  if (typeRefusal) throw typeRefusal;
  if (multipart) {
    const boundary = boundaryOf(header);
    if (!boundary) throw refusal(400, locale, 'bodyNotMultipart');
    // Each part opens with `--boundary`, and the form ends with one more.
    const delimiter = new TextEncoder().encode(`--${boundary}`);
    if (occurrences(bytes, delimiter, MAX_FORM_PARTS + 1) > MAX_FORM_PARTS + 1) {
      throw refusal(400, locale, 'bodyTooManyParts');
    }
    try {
      return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': header } }).formData();
    } catch {
      throw refusal(400, locale, 'bodyNotMultipart');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refusal(400, locale, 'bodyNotJson');
  }
  if (!text) return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw refusal(400, locale, 'bodyNotJson');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusal(400, locale, 'bodyNotJson');
  }
}
