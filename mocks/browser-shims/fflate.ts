/**
 * fflate for the browser build, with one change. Its asynchronous `zip` compresses large files in
 * nested Web Workers, and a SharedWorker (the demo's backend, docs/architecture.md#one-backend-for-every-tab)
 * cannot start one in Chromium: the demo's XLSX exports failed there. Where no `Worker` exists,
 * `zip` compresses in its own thread with `zipSync` (off the page anyway) and answers the same way,
 * on a later tick.
 */
import {
  zip as zipWithWorkers,
  zipSync,
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
} from 'fflate/browser';

export * from 'fflate/browser';

function zipInThread(data: AsyncZippable, options: AsyncZipOptions | FlateCallback, callback?: FlateCallback) {
  const done = (typeof options === 'function' ? options : callback) as (
    error: unknown,
    archive: Uint8Array | null,
  ) => void;
  const zipOptions = typeof options === 'function' ? {} : options;
  let cancelled = false;
  queueMicrotask(() => {
    if (cancelled) return;
    let archive: Uint8Array | null;
    try {
      archive = zipSync(data, zipOptions);
    } catch (error) {
      done(error, null);
      return;
    }
    done(null, archive);
  });
  return () => {
    cancelled = true;
  };
}

export const zip: typeof zipWithWorkers = (
  typeof Worker === 'undefined' ? zipInThread : zipWithWorkers
) as typeof zipWithWorkers;
