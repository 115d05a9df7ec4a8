import type { ChangeEventWire, EventType } from '../../../src/api/events.api';
import type { AuditRecord } from '../../db/audit.schema';
import type { Database } from '../../db/database';
import { auditEntryWire, forReseller } from '../audit/audit.service';
import { resellerScope } from '../shared/access';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { message } from '../shared/messages';
import type { SessionsService } from '../sessions/sessions.service';
import { EventLog, type LoggedEvent } from './event-log';
import { sseComment, sseEvent, sseRetry } from '../../../src/api/sse';

/** The records whose changes a reseller receives (its own only): docs/access.md#events-notifications-and-mails. */
const RESELLER_RECORDS = new Set<string>(['order', 'quote', 'cancel-request', 'non-conformity']);

/** A keep-alive comment every 20 s, so proxies keep an idle stream open (docs/api/README.md#events). */
export const KEEP_ALIVE_MS = 20_000;

/** How long a client waits before connecting again, said once at the start of a stream. */
const RETRY_MS = 3_000;

/**
 * The most chunks a stream holds for a client that does not read: beyond, the stream ends (`end`,
 * reason `backlog`) and the client resumes with `Last-Event-ID` once it reads again.
 */
export const MAX_BACKLOG = 1_000;

/**
 * The most streams one account holds (20 tabs and devices): opening another ends its oldest (`end`,
 * reason `superseded`), so a client that opens streams without closing them holds a bounded share of
 * the server, and a tab that went away without a word (a crashed browser) gives its place.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

export interface EventsOptions {
  /** The keep-alive period (default 20 s); a test makes it shorter. */
  readonly keepAliveMs?: number;
  /** How many events are kept for resuming (default 2,000). */
  readonly window?: number;
}

/** Who reads a stream: staff (every change) or one reseller (its own records), and its own user events. */
export interface Viewer {
  readonly userId: number;
  /** null: staff. */
  readonly resellerId: number | null;
}

/** One open stream: whose, and how to end it. */
interface OpenStream {
  readonly userId: number;
  /** Sends `end` with its reason, then closes; without a reason, only closes (the client connects again). */
  end(reason?: 'session' | 'backlog' | 'superseded'): void;
  /** Ends it if its session no longer is open. */
  check(): void;
}

/**
 * GET /events (docs/api/README.md#events): every change the audit trail records becomes an event of
 * the backend's log, with each user's notifications; each open stream sends what its caller may
 * see, resumes after `Last-Event-ID`, says it is alive every 20 s, and ends with its session.
 */
export class EventsService {
  readonly log: EventLog;
  private readonly open = new Set<OpenStream>();
  private readonly keepAliveMs: number;
  private readonly encoder = new TextEncoder();
  /** Each event's bytes, by the data sent (staff's, a reseller's): written once for every stream sending them. */
  private readonly frames = new WeakMap<object, Uint8Array>();

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly orderOwner: (orderId: number) => number | null | undefined,
    options: EventsOptions = {},
    startAfter = 0,
  ) {
    this.log = new EventLog(options.window, startAfter);
    this.keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
  }

  /** How many streams are open (tests, the bench). */
  get streams(): number {
    return this.open.size;
  }

  /** The reseller owning the record of an entry: its orders, quotes and requests; null for every other record. */
  resellerOf(entry: AuditRecord): number | null {
    if (!RESELLER_RECORDS.has(entry.entity) || entry.entityId === null) return null;
    const id = entry.entityId;
    const c = this.db.collections;
    switch (entry.entity) {
      case 'order':
        return this.orderOwner(id) ?? null;
      case 'quote':
        return c.quotes.findFirst((q) => q.where({ id }))?.resellerId ?? null;
      case 'cancel-request':
        return c.orderRequestCancels.findFirst((q) => q.where({ id }))?.resellerId ?? null;
      default:
        return c.orderNotConformities.findFirst((q) => q.where({ id }))?.resellerId ?? null;
    }
  }

  /** An audit entry just written, as a change event; a change to an account may have ended sessions. */
  change(entry: AuditRecord): void {
    const resellerId = this.resellerOf(entry);
    const wire = auditEntryWire(entry);
    const data: ChangeEventWire = { entry: wire, resellerId };
    const resellerData: ChangeEventWire | undefined =
      resellerId === null ? undefined : { entry: forReseller(wire), resellerId };
    this.log.publish('change', { kind: 'change', resellerId }, data, resellerData);
    // A logout, a password change, a deactivation or a deletion ends sessions: their streams end now.
    if (entry.entity === 'user' || entry.entity === 'reseller') this.checkSessions();
  }

  /** An event for one user only (its notifications). */
  toUser(userId: number, type: EventType, data: unknown): void {
    this.log.publish(type, { kind: 'user', userId }, data);
  }

  /** Ends the streams whose session is no longer open. */
  checkSessions(): void {
    for (const stream of [...this.open]) stream.check();
  }

  /** Ends every stream (the demo's data reset: every session is gone). */
  endAll(): void {
    for (const stream of [...this.open]) stream.end('session');
  }

  /**
   * Closes every stream without an `end`: this backend is replaced (the demo reloading data another
   * tab saved), and each client connects again with its Last-Event-ID, to the new one.
   */
  closeAll(): void {
    for (const stream of [...this.open]) stream.end();
  }

  /** What `viewer` receives of `event`: its data, or undefined when it may not see it. */
  dataFor(viewer: Viewer, event: LoggedEvent): unknown {
    const { audience } = event;
    if (audience.kind === 'user') return audience.userId === viewer.userId ? event.data : undefined;
    if (viewer.resellerId === null) return event.data;
    return audience.resellerId === viewer.resellerId ? event.resellerData : undefined;
  }

  /** The bytes of `event` as `data` (one of its variants): encoded once, whatever the number of streams. */
  private frameOf(event: LoggedEvent, data: unknown): Uint8Array {
    const key = typeof data === 'object' && data !== null ? data : null;
    const known = key ? this.frames.get(key) : undefined;
    if (known) return known;
    const frame = this.encoder.encode(sseEvent({ id: event.id, event: event.type, data }));
    if (key) this.frames.set(key, frame);
    return frame;
  }

  /** `Last-Event-ID`: absent, or the id of an event (1 to 15 digits); anything else is a 400 saying so. */
  private lastEventIdOf(ctx: CallContext, header: string | null): number | null {
    if (header === null || header.trim() === '') return null;
    const text = header.trim();
    if (!/^\d{1,15}$/.test(text)) {
      throw new ApiError(400, {
        message: message(ctx.locale, 'lastEventIdInvalid'),
        errors: [{ field: 'Last-Event-ID', message: message(ctx.locale, 'lastEventIdRule') }],
      });
    }
    return Number(text);
  }

  /**
   * What a stream resuming after `after` starts with: the events `viewer` missed, or `reload` when
   * they cannot be given: no longer kept, after this server's latest, or more than a stream holds
   * (`MAX_BACKLOG`: a reader that was ended for its backlog must not be given it again at once).
   */
  private resumeFor(
    viewer: Viewer,
    after: number | null,
  ):
    { readonly missed: readonly { event: LoggedEvent; data: unknown }[] } | { readonly reload: 'too-old' | 'unknown' } {
    if (after === null) return { missed: [] };
    const resume = this.log.since(after);
    if ('reload' in resume) return resume;
    const missed: { event: LoggedEvent; data: unknown }[] = [];
    for (const event of resume.events) {
      const data = this.dataFor(viewer, event);
      if (data === undefined) continue;
      if (missed.length === MAX_BACKLOG) return { reload: 'too-old' };
      missed.push({ event, data });
    }
    return { missed };
  }

  /** GET /events: the caller's stream, resumed after `lastEventId` when given. */
  stream(ctx: CallContext, lastEventIdHeader: string | null): Response {
    const resellerId = resellerScope(ctx, 'event');
    const after = this.lastEventIdOf(ctx, lastEventIdHeader);
    const viewer: Viewer = { userId: ctx.caller.id, resellerId };
    const token = ctx.token;
    let stop = () => {};

    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          let ended = false;
          // Nothing is written once the stream ended: a closed controller throws (a 500 before the answer).
          const send = (text: string) => {
            if (!ended) controller.enqueue(this.encoder.encode(text));
          };
          const stream: OpenStream = {
            userId: viewer.userId,
            end: (reason) => {
              if (ended) return;
              if (reason) send(sseEvent({ event: 'end', data: { reason } }));
              stop();
              controller.close();
            },
            check: () => {
              if (!this.sessions.isOpen(token)) stream.end('session');
            },
          };
          const deliver = (event: LoggedEvent) => {
            const data = this.dataFor(viewer, event);
            if (data === undefined) return;
            if ((controller.desiredSize ?? 0) <= -MAX_BACKLOG) return stream.end('backlog');
            controller.enqueue(this.frameOf(event, data));
          };
          const timer = setInterval(() => {
            stream.check();
            if (!ended) send(sseComment('keep-alive'));
          }, this.keepAliveMs);
          // A Node process (the tests, `npm run mock-api`) does not stay up for a stream alone.
          (timer as { unref?: () => void }).unref?.();
          // Replayed and subscribed in the same turn: nothing published in between is lost or repeated.
          const resume = this.resumeFor(viewer, after);
          const unsubscribe = this.log.subscribe(deliver);
          stop = () => {
            ended = true;
            clearInterval(timer);
            unsubscribe();
            this.open.delete(stream);
          };
          // The account's oldest streams give their place (the set keeps the order they opened in).
          const mine = [...this.open].filter((other) => other.userId === viewer.userId);
          for (const oldest of mine.slice(0, Math.max(0, mine.length - MAX_STREAMS_PER_ACCOUNT + 1))) {
            oldest.end('superseded');
          }
          this.open.add(stream);
          send(sseRetry(RETRY_MS));
          if ('reload' in resume) send(sseEvent({ event: 'reload', data: { reason: resume.reload } }));
          else for (const { event, data } of resume.missed) controller.enqueue(this.frameOf(event, data));
          // Last of the opening: its id is the latest event's, where a later resume starts.
          send(sseEvent({ id: this.log.last, event: 'ready', data: { lastEventId: this.log.last } }));
        },
        cancel: () => stop(),
      },
      { highWaterMark: 1, size: () => 1 },
    );
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' },
    });
  }
}
