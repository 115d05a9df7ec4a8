import { etagOf, ifMatchHolds } from '../../../src/api/etag';
import { ApiError } from './api-error';
import type { CallContext } from './context';
import { message } from './messages';
import { onePer } from './one-per';

/**
 * docs/api/README.md#versions-and-lost-updates: a write on one record that came with `If-Match`
 * is made only on the version the caller read. `current` answers the record as the caller's GET
 * would (same role, same language), so its ETag is the one that caller was given. A stale version
 * is a 412 and nothing changes; no `If-Match` (a client of the original call list) sets no
 * condition; `*` holds for any record the caller reaches.
 *
 * Services call it once the record is found and the caller's right to write it checked (a 403 or
 * 404 stays what it was), before anything is validated or written.
 */
export function assertVersion(ctx: CallContext, ifMatch: string | null | undefined, current: () => unknown): void {
  if (ifMatch === null || ifMatch === undefined || ifMatch.trim() === '') return;
  if (!ifMatchHolds(ifMatch, etagOf(current()))) {
    throw new ApiError(412, { message: message(ctx.locale, 'staleRecord') });
  }
}

/**
 * One write at a time per backend for the conditional writes: checking a version and writing the
 * record must not interleave with another write of it (the database's update yields between
 * reading a record and storing its new state), or two writers holding the same ETag would both
 * pass. The mock's handlers run these operations through it.
 */
export class WriteQueue {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(write: () => T | Promise<T>): Promise<T> {
    const next = this.last.then(write);
    // The queue goes on whatever this write's outcome; the caller gets the outcome itself.
    this.last = next.catch(() => undefined);
    return next;
  }
}

/** The write queue of one backend, shared by its HTTP handlers and the memory adapter. */
export const writeQueueOf: (backend: object) => WriteQueue = onePer(() => new WriteQueue());
