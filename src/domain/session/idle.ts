/**
 * When a session ends for want of activity, and when the back office warns about it
 * (docs/access.md#sessions): the server ends a session `idleTimeoutSeconds` after its last call, or
 * at its absolute end, whichever comes first; the SPA warns two minutes before.
 * Times are milliseconds since the epoch, read from one clock.
 */

/** How long before the end the warning shows. */
export const IDLE_WARNING_MS = 2 * 60_000;

export interface SessionTiming {
  /** The last call of the session that the server answered (from any tab). */
  readonly lastActivityAt: number;
  /** How long the server keeps a session without a call. */
  readonly idleTimeoutSeconds: number;
  /** The absolute end, whatever the activity; null when the server did not say. */
  readonly expiresAt: number | null;
}

/** `idle`: no call for too long; `absolute`: the session's maximum length (no call pushes it back). */
export type EndReason = 'idle' | 'absolute';

export type IdleState =
  | { readonly phase: 'active'; readonly endsAt: number; readonly warnAt: number; readonly reason: EndReason }
  | { readonly phase: 'warning'; readonly endsAt: number; readonly remainingMs: number; readonly reason: EndReason }
  | { readonly phase: 'ended'; readonly endsAt: number; readonly reason: EndReason };

/** The session's end: the idle end, or the absolute end when that comes first. */
export function sessionEnd(timing: SessionTiming): { readonly endsAt: number; readonly reason: EndReason } {
  const idleEnd = timing.lastActivityAt + timing.idleTimeoutSeconds * 1000;
  return timing.expiresAt !== null && timing.expiresAt <= idleEnd
    ? { endsAt: timing.expiresAt, reason: 'absolute' }
    : { endsAt: idleEnd, reason: 'idle' };
}

/** Where the session stands at `now`: running, in its last two minutes (the warning), or over. */
export function idleState(timing: SessionTiming, now: number, warningMs: number = IDLE_WARNING_MS): IdleState {
  const { endsAt, reason } = sessionEnd(timing);
  if (now >= endsAt) return { phase: 'ended', endsAt, reason };
  const warnAt = endsAt - warningMs;
  if (now >= warnAt) return { phase: 'warning', endsAt, remainingMs: endsAt - now, reason };
  return { phase: 'active', endsAt, warnAt, reason };
}

/**
 * How long to wait before looking again: until the warning, then each second of the countdown
 * (on the second's edge, so m:ss changes on time), until the end.
 */
export function nextCheckIn(state: IdleState, now: number): number | null {
  switch (state.phase) {
    case 'active':
      return Math.max(0, state.warnAt - now);
    case 'warning':
      return Math.min(state.remainingMs % 1000 || 1000, state.remainingMs);
    case 'ended':
      return null;
  }
}

/** A remaining time as m:ss, rounded up to the second ("2:00", "0:09"); never negative. */
export function countdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
