/**
 * The JavaScript a page executed, in bytes of source, from V8's block coverage (Playwright's
 * `page.coverage.stopJSCoverage()`): what the host's speed does not change (docs/performance.md#the-gate).
 */

/** One V8 coverage range: a span of a script's source and how often it ran. */
interface CoverageRange {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly count: number;
}

/** One script's coverage as V8 reports it: functions, each with its ranges (the first is the whole function). */
export interface ScriptCoverage {
  readonly url: string;
  readonly source?: string;
  readonly functions: readonly { readonly ranges: readonly CoverageRange[] }[];
}

/**
 * The bytes of `script` that ran at least once. V8 nests ranges: a function's range holds its blocks' and
 * its inner functions', and the innermost range says what ran there; so the ranges are painted outermost
 * first (sorted by start, then by length, longest first), each inner one over the outer.
 */
export function executedBytes(script: ScriptCoverage): number {
  const ranges = script.functions.flatMap((fn) => fn.ranges);
  const length = script.source?.length ?? Math.max(0, ...ranges.map((range) => range.endOffset));
  const ran = new Uint8Array(length);
  const ordered = [...ranges].sort(
    (a, b) => a.startOffset - b.startOffset || b.endOffset - b.startOffset - (a.endOffset - a.startOffset),
  );
  for (const range of ordered) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
  let bytes = 0;
  for (const byte of ran) bytes += byte;
  return bytes;
}

/** The bytes executed across every script of `origin` (the app's own files; not the browser's nor an extension's). */
export function executedBytesOf(scripts: readonly ScriptCoverage[], origin: string): number {
  return scripts
    .filter((script) => script.url.startsWith(origin))
    .reduce((sum, script) => sum + executedBytes(script), 0);
}
