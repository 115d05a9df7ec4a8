import { Subject, type Observable } from 'rxjs';
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
  /**
   * The session's answered calls, each as the id of the latest event when the server read its data
   * (the `X-Last-Event-Id` answer header: docs/api/README.md#events). A server without it says nothing.
   */
  readonly readsAsOf?: Observable<string>;
}

/** An event id as the stream and the answer header give it: 1 to 15 digits. */
const EVENT_ID = /^\d{1,15}$/;

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
 *
 * Nothing is lost between a page's first reads and its stream: a read the server answered as of an
 * event older than the stream's start (an answer's `X-Last-Event-Id`) makes the stream start, or
 * resume at once, from that event, so the changes made in between are given too.
 */
export class LiveEvents {
  readonly events$ = new Subject<LiveEvent>();
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private stoppedFor: StopReason = 'stopped';
  /** The stream has given every event after this id since it connected (null: not connected yet). */
  private coveredAfter: number | null = null;
  /** The oldest event a read was answered as of that the stream has not covered (null: none). */
  private uncovered: number | null = null;

  constructor(
    private readonly stream: EventStreamPort,
    private readonly options: LiveEventsOptions = {},
  ) {
    options.readsAsOf?.subscribe((id) => this.read(id));
  }

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
    this.coveredAfter = null;
    this.uncovered = null;
  }

  /** A read answered as of event `id`: the stream must give what came after it. */
  private read(id: string): void {
    if (!EVENT_ID.test(id)) return;
    const asOf = Number(id);
    if (this.coveredAfter !== null && asOf >= this.coveredAfter) return;
    this.uncovered = Math.min(asOf, this.uncovered ?? asOf);
    if (this.coveredAfter !== null) this.catchUp();
  }

  /** Connects again at once from the oldest read not covered: the events after it are given (again). */
  private catchUp(): void {
    const from = this.uncovered;
    const previous = this.controller;
    if (from === null || !previous) return;
    this.controller = null;
    previous.abort();
    this.lastEventId = String(from);
    this.coveredAfter = null;
    this.start();
  }

  /** The stream said `ready` (its id: `id`): what it now covers, and whether a read needs more. */
  private covered(openedFrom: string | null, id: string | null, gap: boolean): void {
    if (gap || openedFrom === null) {
      this.coveredAfter = id !== null && EVENT_ID.test(id) ? Number(id) : null;
      // After a gap the app loads again everything it shows (`reload`): no read is left behind.
      if (gap) this.uncovered = null;
    } else if (this.coveredAfter === null) {
      this.coveredAfter = Number(openedFrom);
    }
    if (this.uncovered === null || this.coveredAfter === null) return;
    if (this.uncovered >= this.coveredAfter) this.uncovered = null;
    else this.catchUp();
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
      const onReady = (openedFrom: string | null, id: string | null, gap: boolean) => {
        connected = true;
        if (reloadOnReady) this.events$.next({ type: 'reload' });
        this.covered(openedFrom, id, gap || reloadOnReady);
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
        // What is shown loads again once connected: no read is left to catch up.
        this.coveredAfter = null;
        this.uncovered = null;
        reloadOnReady = true;
      }
      await wait(Math.min(RECONNECT_MS * 2 ** Math.max(0, failures - 1), MAX_RECONNECT_MS), signal);
    }
  }

  /** Reads one connection to its end: why to stop for good, or null to connect again. */
  private async readOnce(
    signal: AbortSignal,
    onReady: (openedFrom: string | null, id: string | null, gap: boolean) => void,
  ): Promise<StopReason | null> {
    // A first connection starts from the oldest read not covered, if any: nothing between them is lost.
    const from = this.lastEventId ?? (this.uncovered === null ? null : String(this.uncovered));
    const open: OpenEventStream = await this.stream.open(from, signal);
    const close = () => void open.close();
    signal.addEventListener('abort', close, { once: true });
    let gap = false;
    try {
      for (;;) {
        const next = await open.next();
        if (next === null || signal.aborted) return null;
        if (next.id !== null) this.lastEventId = next.id;
        if (next.event.type === 'reload') gap = true;
        if (next.event.type === 'ready') onReady(from, next.id, gap);
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
