/**
 * Record versions (docs/api/README.md#versions-and-lost-updates): the `ETag` of a record answer
 * and the `If-Match` rule a write is held to. Pure, so the mock backend (which sets and checks
 * them), the HTTP adapter (which reads and sends them back) and the memory adapter (which
 * computes them) agree on every byte.
 */

/**
 * The answer as JSON semantics see it (undefined fields dropped, dates as their `toJSON`), with
 * the keys of every object sorted: the same state gives the same text, whatever order a server
 * or a parser keeps the keys in.
 */
function canonical(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'null' : stable(JSON.parse(text) as unknown);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A 128-bit non-cryptographic hash of a text (four mixed 32-bit lanes, "cyrb128"): collisions are
 * out of reach for versions of one record, and it needs no crypto API, so it runs the same in
 * Node, in a browser and in a worker, synchronously.
 */
function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * The strong, quoted ETag of a record answer, from its JSON as the caller receives it: the same
 * record in the same state, answered to the same caller (same role, same language), has the same
 * ETag; any change of what the caller sees changes it.
 */
export function etagOf(json: unknown): string {
  return `"${hash128(canonical(json))}"`;
}

/** The entity tags an `If-Match` value names (`"a", W/"b"`), weak ones with their `W/`. */
function tagsOf(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

/**
 * Does `If-Match` hold for a record whose current ETag is `etag`? `*` holds for any existing
 * record; otherwise one of the listed tags must be that ETag, compared strongly (a weak tag never
 * matches, RFC 9110 §13.1.1). An empty or absent header sets no condition: callers skip the check.
 */
export function ifMatchHolds(header: string, etag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  return tagsOf(value).includes(etag);
}
