import type { RecordRef } from '../live/live-changes';

/** How long a write of this tab waits for its events before they count as anyone's (docs/screens.md#live-updates). */
const OWN_WRITE_MS = 30_000;

/** The records this tab's writes changed, and when: their events are the writes' own echo. */
const written = new Map<RecordRef, number>();

/**
 * A write of this tab is about to change `refs`: its mutation refreshes what it changed once, so the
 * events that echo it must not refresh it again (src/ui/shared/data/use-write.ts).
 */
export function noteOwnWrite(refs: readonly RecordRef[], now = Date.now()): void {
  for (const ref of refs) written.set(ref, now);
}

/**
 * Whether an event of this user about `refs` echoes a write of this tab (within OWN_WRITE_MS of it).
 * Another tab's write of the same user is no echo here: this tab refreshes on it.
 */
export function isOwnWriteEcho(refs: readonly RecordRef[], now = Date.now()): boolean {
  for (const [ref, at] of written) if (now - at > OWN_WRITE_MS) written.delete(ref);
  return refs.some((ref) => written.has(ref));
}

/** Forgets every write (a new account in this tab). */
export function forgetOwnWrites(): void {
  written.clear();
}
