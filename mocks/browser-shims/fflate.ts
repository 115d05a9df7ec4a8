/**
 * fflate for the browser build, with one change. Its asynchronous `zip` compresses every file over
 * 160 kB in a Web Worker started from a `blob:` URL. Neither place we zip may start one:
 * - a SharedWorker (the demo's backend, docs/demo-backend.md#one-backend-for-every-tab) has no
 *   `Worker` in Chromium: the demo's XLSX exports failed there;
 * - the page's Content-Security-Policy says `worker-src 'self'`, so a `blob:` worker is blocked and
 *   fflate waits for it for ever: the translation file (whose sheet passed 160 kB) never downloaded.
 * So `zip` always compresses in its own thread with `zipSync` and answers the same way, on a later
 * tick. A sheet of a few hundred kB takes milliseconds; the large exports run in the backend worker.
 */
import {
  zipSync,
  type zip as zipWithWorkers,
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

export const zip = zipInThread as typeof zipWithWorkers;
