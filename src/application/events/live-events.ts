import { Subject } from 'rxjs';
import type { LiveEvent } from '../../domain/events/live-event';
import { ForbiddenError, UnauthorizedError } from '../../domain/shared/errors';
import type { EventStreamPort, OpenEventStream } from './event-stream.port';

/** How long the client waits before it connects again after a lost connection (docs/events.md). */
export const RECONNECT_MS = 3_000;

/** The longest wait between two connections while they keep failing: the wait doubles up to it. */
export const MAX_RECONNECT_MS = 60_000;

/**
 * After this many connections in a row that failed (refused, or ended before `ready`), the client
 * no longer resumes from its last id, which the server may never take: it connects afresh and the
 * app reloads what it shows, as after a `reload` (the events in between are lost to it).
 */
export const FAILURES_BEFORE_RELOAD = 3;

export interface LiveEventsOptions {
  /** Waits `ms`, or less if `signal` aborts (default: a timer). */
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Whether the user is using this tab: a stream the account's newer one superseded comes back only then. */
  readonly inUse?: () => boolean;
}

function timer(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(id);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Why the stream stopped for good: the session ended, or a newer stream took its place while the tab was idle. */
export type StopReason = 'stopped' | 'session' | 'superseded';

/**
 * The app's one connection to the event stream (docs/api/README.md#events), while a user is signed
 * in: each event is published on `events$`. A lost connection comes back after 3 s with the last
 * id received, so nothing is lost or repeated; connections that keep failing wait twice as long
 * each time (up to a minute), and after three failures in a row the client starts afresh and
 * publishes `reload` (what is shown loads again) once connected. The session's end stops it; a
 * stream superseded by the account's newer ones comes back only if the tab is in use (`resume()`
 * when it is again). Its connections are no activity of the session (the HTTP client says none).
 */
export class LiveEvents {
  readonly events$ = new Subject<LiveEvent>();
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private stoppedFor: StopReason = 'stopped';

  constructor(
    private readonly stream: EventStreamPort,
    private readonly options: LiveEventsOptions = {},
  ) {}

  get running(): boolean {
    return this.controller !== null;
  }

  /** Why it is not running (meaningless while it runs). */
  get stopReason(): StopReason {
    return this.stoppedFor;
  }

  start(): void {
    if (this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    void this.run(controller);
  }

  /** Stops reading, and forgets where it was: the next start (another user's session) begins afresh. */
  stop(): void {
    this.halt(this.controller, 'stopped');
    this.lastEventId = null;
  }

  /** Connects again if a newer stream of the account had taken this one's place. */
  resume(): void {
    if (!this.controller && this.stoppedFor === 'superseded') this.start();
  }

  private halt(controller: AbortController | null, reason: StopReason): void {
    if (!controller || controller !== this.controller) return;
    this.stoppedFor = reason;
    this.controller = null;
    controller.abort();
  }

  private async run(controller: AbortController): Promise<void> {
    const { signal } = controller;
    const wait = this.options.wait ?? timer;
    /** Connections in a row that failed: refused, or ended before `ready`. */
    let failures = 0;
    /** The next `ready` is preceded by a `reload`: the client started afresh, events were lost to it. */
    let reloadOnReady = false;
    while (!signal.aborted) {
      let connected = false;
      const onReady = () => {
        connected = true;
        if (reloadOnReady) this.events$.next({ type: 'reload' });
        reloadOnReady = false;
      };
      const stop = await this.readOnce(signal, onReady).catch((error: unknown) =>
        // A refused stream (the session is gone) is not asked again; the 401 ends the session elsewhere.
        error instanceof UnauthorizedError || error instanceof ForbiddenError ? ('session' as const) : null,
      );
      if (stop) return this.halt(controller, stop);
      if (signal.aborted) return;
      failures = connected ? 0 : failures + 1;
      if (failures >= FAILURES_BEFORE_RELOAD && this.lastEventId !== null) {
        this.lastEventId = null;
        reloadOnReady = true;
      }
      await wait(Math.min(RECONNECT_MS * 2 ** Math.max(0, failures - 1), MAX_RECONNECT_MS), signal);
    }
  }

  /** Reads one connection to its end: why to stop for good, or null to connect again. */
  private async readOnce(signal: AbortSignal, onReady: () => void): Promise<StopReason | null> {
    const open: OpenEventStream = await this.stream.open(this.lastEventId, signal);
    const close = () => void open.close();
    signal.addEventListener('abort', close, { once: true });
    try {
      for (;;) {
        const next = await open.next();
        if (next === null || signal.aborted) return null;
        if (next.id !== null) this.lastEventId = next.id;
        if (next.event.type === 'ready') onReady();
        this.events$.next(next.event);
        if (next.event.type === 'end') {
          if (next.event.reason === 'session') return 'session';
          if (next.event.reason === 'superseded' && !(this.options.inUse?.() ?? true)) return 'superseded';
          return null;
        }
      }
    } finally {
      signal.removeEventListener('abort', close);
      await open.close();
    }
  }
}
