import { describe, expect, it } from 'vitest';
import { ServerError, StaleRecordError } from '../../domain/shared/errors';
import { AppSignals } from '../../application/shared/signals';
import { eventsApi } from '../../api/events.api';
import { ordersApi } from '../../api/orders.api';
import { usersApi } from '../../api/users.api';
import { HttpTransport, type HttpTransportOptions } from './http-transport';

/** The transport over `fetch`, calling as 'token' in French unless `options` say otherwise. */
function over(fetch: typeof globalThis.fetch, options: Partial<HttpTransportOptions> = {}): HttpTransport {
  return new HttpTransport({
    baseUrl: 'http://api.test',
    token: () => 'token',
    locale: () => 'fr',
    signals: new AppSignals(),
    fetch,
    ...options,
  });
}

function transport(ready: Promise<unknown>, calls: string[]) {
  return over(
    (input) => {
      calls.push(String(input));
      return Promise.resolve(Response.json([]));
    },
    { ready: () => ready },
  );
}

describe('HttpTransport while the demo backend starts', () => {
  it('holds a call until the backend is ready, then sends it', async () => {
    let open!: () => void;
    const calls: string[] = [];
    const http = transport(new Promise<void>((resolve) => (open = resolve)), calls);
    const answer = http.call(ordersApi.listOrderStatuses);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    open();
    await expect(answer).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('fails a call with a network error when the backend could not start', async () => {
    const calls: string[] = [];
    const failed = Promise.reject(new Error('no service worker'));
    failed.catch(() => undefined);
    await expect(transport(failed, calls).call(ordersApi.listOrderStatuses)).rejects.toBeInstanceOf(ServerError);
    expect(calls).toEqual([]);
  });
});

describe('HttpTransport telling of the session', () => {
  it('tells a call of the session with the time it was sent, not the time its answer came', async () => {
    let clock = 1_000;
    const signals = new AppSignals(() => clock);
    const told: Array<number | void> = [];
    signals.activity$.subscribe((at) => told.push(at));
    const http = over(
      () => {
        clock += 60_000;
        return Promise.resolve(Response.json([]));
      },
      { signals },
    );
    await http.call(ordersApi.listOrderStatuses);
    await http.file(ordersApi.exportOrders);
    expect(told).toEqual([1_000, 61_000]);
  });
});

describe('HttpTransport opening an event stream', () => {
  it('asks for it at low priority: a long-lived request of high priority is a page still loading to the browser’s tools', async () => {
    const inits: RequestInit[] = [];
    const http = over((_input, init) => {
      inits.push(init ?? {});
      return Promise.resolve(new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }));
    });
    await http.stream(eventsApi.streamEvents, { lastEventId: '7' });
    expect(inits).toEqual([
      expect.objectContaining({
        method: 'GET',
        priority: 'low',
        headers: expect.objectContaining({ accept: 'text/event-stream', 'last-event-id': '7' }),
      }),
    ]);
  });

  it('tells no activity of the session, whether the stream opens or is refused: a client retrying keeps no session alive', async () => {
    const signals = new AppSignals();
    const told: unknown[] = [];
    signals.activity$.subscribe((at) => told.push(at));
    const answers = [
      new Response('{"message":"Internal server error"}', { status: 500 }),
      new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    ];
    const http = over(() => Promise.resolve(answers.shift() as Response), { signals });
    await expect(http.stream(eventsApi.streamEvents, { lastEventId: '7' })).rejects.toBeInstanceOf(ServerError);
    await http.stream(eventsApi.streamEvents, { lastEventId: '7' });
    expect(told).toEqual([]);
  });
});

describe('HttpTransport telling whether the server answers (docs/screens.md#connection-lost)', () => {
  it('says the server is gone when a call reaches none, and back at its next answer of any kind', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
      () => Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 })),
      () => Promise.resolve(new Response('<html>Service unavailable</html>', { status: 503 })),
      // The API's own 502 (a procedure that failed, with its message) is an answer of the server.
      () => Promise.resolve(Response.json({ message: 'FTP', process_message: 'down' }, { status: 502 })),
    ];
    const signals = new AppSignals(() => 1_000);
    const http = over(() => (answers.shift() as () => Promise<Response>)(), { signals });
    const seen: boolean[] = [];
    signals.connection$.subscribe((state) => seen.push(state.reachable));
    for (let i = 0; i < 5; i++) await http.call(ordersApi.listOrderStatuses).catch(() => undefined);
    expect(seen).toEqual([true, false, true, false, true]);
  });

  it('does not count a call the app stopped waiting for (a list left for another page)', async () => {
    const signals = new AppSignals();
    const abort = new AbortController();
    const http = over(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      { signals },
    );
    const call = http.call(ordersApi.listOrderStatuses, { signal: abort.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    abort.abort();
    await expect(call).rejects.toBeDefined();
    expect(signals.connection$.value.reachable).toBe(true);
  });
});

const user = { id: 7, username: 'lea@example.com', roles: ['ROLE_READER'] };

/** A transport whose fetch answers `answer` and keeps the request it was given. */
function clientAnswering(answer: () => Response) {
  const sent: Request[] = [];
  const client = over((input, init) => {
    sent.push(new Request(input, init));
    return Promise.resolve(answer());
  });
  return { client, sent };
}

describe('HttpTransport and record versions (docs/api/README.md#versions-and-lost-updates)', () => {
  it("hands back a record answer's ETag as its version with the parsed answer", async () => {
    const { client } = clientAnswering(() => Response.json(user, { headers: { etag: '"v1"' } }));
    const { answer, version } = await client.versioned(usersApi.records.get!, { params: { id: 7 } });
    expect(answer).toMatchObject({ id: 7, username: 'lea@example.com' });
    expect(version).toBe('"v1"');
  });

  it('sends the version as If-Match only when it is given', async () => {
    const { client, sent } = clientAnswering(() => Response.json(user));
    const body = { username: 'lea@example.com', firstname: 'Léa', lastname: 'Martin', roles: ['ROLE_READER'] };
    await client.call(usersApi.records.update!, { params: { id: 7 }, body, ifMatch: '"v1"' });
    await client.call(usersApi.records.update!, { params: { id: 7 }, body });
    expect(sent.map((r) => r.headers.get('if-match'))).toEqual(['"v1"', null]);
  });

  it('turns a 412 into a StaleRecordError with the server’s message', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ message: 'This record has changed since you opened it.' }, { status: 412 }),
    );
    const refused = await client
      .call(usersApi.records.setActive!, { params: { id: 7 }, body: { isActive: false }, ifMatch: '"old"' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaleRecordError);
    expect((refused as Error).message).toBe('This record has changed since you opened it.');
  });
});
