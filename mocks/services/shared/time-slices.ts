/**
 * A long job on the server (an export of thousands of rows) works in slices of a few milliseconds
 * and lets the event loop answer other callers between two of them (docs/rules.md#exports): one
 * user's export never stalls everyone else's calls.
 */

/** The longest a slice runs before the job lets other work in. */
const SLICE_MS = 8;

/** The next turn of the event loop, after the I/O waiting (setImmediate; a MessageChannel in a browser worker). */
function nextTurn(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `await slices.breathe()` between units of work: it yields once the current slice has run
 * `SLICE_MS`, or after `everyUnits` units whatever the time (so a slice is bounded on a slow machine
 * and a fast one alike, and the number of yields of a job is known).
 */
export class TimeSlices {
  private started = performance.now();
  private units = 0;

  constructor(private readonly everyUnits = 1_000) {}

  async breathe(): Promise<void> {
    this.units += 1;
    if (this.units < this.everyUnits && performance.now() - this.started < SLICE_MS) return;
    await nextTurn();
    this.units = 0;
    this.started = performance.now();
  }
}

/** How many bytes of a file are decoded at once (a fraction of a millisecond of work). */
const TEXT_CHUNK_BYTES = 64 * 1024;

/**
 * A file's UTF-8 text, decoded a chunk at a time with the event loop let in between: an uploaded
 * 2 MB file's text is not one long block for every other caller (docs/rules.md#margin-price-csv).
 */
export async function textInSlices(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += TEXT_CHUNK_BYTES) {
    parts.push(decoder.decode(bytes.subarray(start, start + TEXT_CHUNK_BYTES), { stream: true }));
    await nextTurn();
  }
  parts.push(decoder.decode());
  return parts.join('');
}
