import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { LiveEvent, StreamedEvent } from '../../domain/events/live-event';
import { ServerError, UnauthorizedError } from '../../domain/shared/errors';
import type { EventStreamPort, OpenEventStream } from './event-stream.port';
import { FAILURES_BEFORE_RELOAD, LiveEvents, MAX_RECONNECT_MS, RECONNECT_MS } from './live-events';

/** A connection that gives its events and then stays open (a connected client). */
interface Staying {
  readonly stays: readonly StreamedEvent[];
}

/** A server's streams, scripted: each open gives the next script's events, then ends (or stays open). */
function scriptedServer(scripts: (readonly StreamedEvent[] | Staying | Error)[]) {
  const opened: (string | null)[] = [];
  let closed = 0;
  const port: EventStreamPort = {
    open(lastEventId) {
      opened.push(lastEventId);
      const script = scripts.shift();
      if (script instanceof Error) return Promise.reject(script);
      const queue = script === undefined ? [] : 'stays' in script ? [...script.stays] : [...script];
      // With no script left, the stream stays open (a connected client).
      const stays = script === undefined || 'stays' in script;
      const stream: OpenEventStream = {
        next: () =>
          queue.length
            ? Promise.resolve(queue.shift() ?? null)
            : stays
              ? new Promise(() => undefined)
              : Promise.resolve(null),
        close: () => {
          closed += 1;
          return Promise.resolve();
        },
      };
      return Promise.resolve(stream);
    },
  };
  return { port, opened, closed: () => closed };
}

const ready = (id: string): StreamedEvent => ({ id, event: { type: 'ready' } });
const reload = (id: string): StreamedEvent => ({ id, event: { type: 'reload' } });
const end = (reason: 'session' | 'backlog' | 'superseded'): StreamedEvent => ({
  id: null,
  event: { type: 'end', reason },
});

/** The waits asked for, resolved at once. */
function waits() {
  const asked: number[] = [];
  return { asked, wait: (ms: number) => (asked.push(ms), Promise.resolve()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A client of `server` started and settled: the waits it asked for and the event types it published. */
async function following(server: ReturnType<typeof scriptedServer>) {
  const { asked, wait } = waits();
  const live = new LiveEvents(server.port, { wait });
  const seen: LiveEvent['type'][] = [];
  live.events$.subscribe((e) => seen.push(e.type));
  live.start();
  await settle();
  return { live, asked, seen };
}

describe('the live events client', () => {
  it('connects again after a lost connection, 3 s later, from the last id received', async () => {
    const server = scriptedServer([[ready('41'), reload('42')], [ready('42')]]);
    const { live, asked, seen } = await following(server);
    expect(server.opened).toEqual([null, '42', '42']);
    expect(asked).toEqual([RECONNECT_MS, RECONNECT_MS]);
    expect(seen).toEqual(['ready', 'reload', 'ready']);
    live.stop();
  });

  it('waits longer while connections fail, and after three in a row starts afresh and reloads what is shown', async () => {
    const failed = () => new ServerError('errors.server');
    const server = scriptedServer([[ready('41')], failed(), failed(), failed(), [ready('60')]]);
    const { live, asked, seen } = await following(server);
    expect(FAILURES_BEFORE_RELOAD).toBe(3);
    // Not the same id every 3 s for ever: the id the server could not resume from is given up.
    expect(server.opened).toEqual([null, '41', '41', '41', null, '60']);
    expect(asked).toEqual([RECONNECT_MS, RECONNECT_MS, 2 * RECONNECT_MS, 4 * RECONNECT_MS, RECONNECT_MS]);
    expect(seen).toEqual(['ready', 'reload', 'ready']);
    live.stop();
  });

  it('waits at most a minute between two failed connections', async () => {
    const { live, asked } = await following(
      scriptedServer(Array.from({ length: 8 }, () => new ServerError('errors.network'))),
    );
    expect(asked).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, MAX_RECONNECT_MS, MAX_RECONNECT_MS, MAX_RECONNECT_MS]);
    live.stop();
  });

  it('stops for good when the server ends the stream for the session', async () => {
    const server = scriptedServer([[ready('7'), end('session')]]);
    const live = new LiveEvents(server.port, waits());
    live.start();
    await settle();
    expect(server.opened).toEqual([null]);
    expect(live.running).toBe(false);
    expect(live.stopReason).toBe('session');
  });

  it('stops when the stream is refused (401), without asking again', async () => {
    const server = scriptedServer([new UnauthorizedError('errors.unauthorized')]);
    const live = new LiveEvents(server.port, waits());
    live.start();
    await settle();
    expect(server.opened).toEqual([null]);
    expect(live.running).toBe(false);
  });

  it('a superseded stream comes back at once in a tab in use, and only on resume() in an idle one', async () => {
    const inUse = scriptedServer([[ready('3'), end('superseded')]]);
    const active = new LiveEvents(inUse.port, { ...waits(), inUse: () => true });
    active.start();
    await settle();
    expect(inUse.opened).toEqual([null, '3']);
    expect(active.running).toBe(true);
    active.stop();

    const idle = scriptedServer([[ready('3'), end('superseded')]]);
    const hidden = new LiveEvents(idle.port, { ...waits(), inUse: () => false });
    hidden.start();
    await settle();
    expect(idle.opened).toEqual([null]);
    expect(hidden.stopReason).toBe('superseded');
    hidden.resume();
    await settle();
    expect(idle.opened).toEqual([null, '3']);
    hidden.stop();
  });

  it('stop() closes the open stream and connects no more', async () => {
    const server = scriptedServer([]);
    const live = new LiveEvents(server.port, waits());
    live.start();
    await settle();
    live.stop();
    await settle();
    expect(server.closed()).toBe(1);
    expect(server.opened).toEqual([null]);
    live.resume();
    expect(live.running).toBe(false);
  });

  describe('nothing is lost between the first reads and the stream', () => {
    /** A client of `server` told of the session's answered reads through `reads`. */
    function withReads(server: ReturnType<typeof scriptedServer>) {
      const reads = new Subject<string>();
      const live = new LiveEvents(server.port, { ...waits(), readsAsOf: reads });
      return { live, reads };
    }

    it('a first connection starts after the oldest read answered before it', async () => {
      const server = scriptedServer([{ stays: [ready('12')] }]);
      const { live, reads } = withReads(server);
      reads.next('10');
      reads.next('9');
      reads.next('11');
      live.start();
      await settle();
      expect(server.opened).toEqual(['9']);
      live.stop();
    });

    it('a read answered as of an event before the stream connected makes it resume from that event at once', async () => {
      // The bell read at event 10; a notification (11) was made before the stream started after 11.
      const server = scriptedServer([{ stays: [ready('11')] }, { stays: [ready('11')] }]);
      const { live, reads } = withReads(server);
      live.start();
      await settle();
      reads.next('10');
      await settle();
      expect(server.opened).toEqual([null, '10']);
      expect(live.running).toBe(true);
      // Later reads are covered: the stream gives what comes after them.
      reads.next('11');
      reads.next('14');
      await settle();
      expect(server.opened).toEqual([null, '10']);
      live.stop();
    });

    it('a read still in flight when the stream said ready is caught up when it is answered', async () => {
      const server = scriptedServer([{ stays: [ready('20')] }, { stays: [ready('20')] }]);
      const { live, reads } = withReads(server);
      live.start();
      await settle();
      reads.next('20');
      await settle();
      expect(server.opened).toEqual([null]);
      reads.next('18');
      await settle();
      expect(server.opened).toEqual([null, '18']);
      live.stop();
    });

    it('after a gap (reload) no read is caught up: what is shown loads again', async () => {
      const server = scriptedServer([{ stays: [reload('30'), ready('30')] }]);
      const { live, reads } = withReads(server);
      reads.next('5');
      live.start();
      await settle();
      expect(server.opened).toEqual(['5']);
      reads.next('29');
      await settle();
      // Answered as of an event before the stream's start: caught up too (the reload may not fetch it again).
      expect(server.opened).toEqual(['5', '29']);
      live.stop();
    });

    it('a new session forgets the reads of the last one', async () => {
      // The first session's stream never said ready; a read was answered meanwhile, then the session ended.
      const server = scriptedServer([{ stays: [] }, { stays: [ready('8')] }]);
      const { live, reads } = withReads(server);
      live.start();
      await settle();
      reads.next('2');
      live.stop();
      live.start();
      await settle();
      expect(server.opened).toEqual([null, null]);
      live.stop();
    });

    it('ignores what is not an event id', async () => {
      const server = scriptedServer([{ stays: [ready('3')] }]);
      const { live, reads } = withReads(server);
      reads.next('x');
      reads.next('-1');
      live.start();
      await settle();
      expect(server.opened).toEqual([null]);
      live.stop();
    });
  });
});
