import { describe, expect, it } from 'vitest';
import { ServerError } from '../../domain/shared/errors';
import { AppEvents } from '../../application/shared/events';
import { HttpClient } from './http-client';

function client(ready: Promise<unknown>, calls: string[]) {
  const fetchImpl: typeof fetch = (input) => {
    calls.push(String(input));
    return Promise.resolve(Response.json({ ok: true }));
  };
  return new HttpClient({
    baseUrl: 'http://api.test',
    token: () => 'token',
    locale: () => 'fr',
    events: new AppEvents(),
    fetch: fetchImpl,
    ready: () => ready,
  });
}

describe('HttpClient while the demo backend starts', () => {
  it('holds a call until the backend is ready, then sends it', async () => {
    let open!: () => void;
    const calls: string[] = [];
    const http = client(new Promise<void>((resolve) => (open = resolve)), calls);
    const answer = http.request('GET', '/admin/users');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    open();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('fails a call with a network error when the backend could not start', async () => {
    const calls: string[] = [];
    const failed = Promise.reject(new Error('no service worker'));
    failed.catch(() => undefined);
    await expect(client(failed, calls).request('GET', '/admin/users')).rejects.toBeInstanceOf(ServerError);
    expect(calls).toEqual([]);
  });
});

describe('HttpClient telling of the session', () => {
  it('tells a call of the session with the time it was sent, not the time its answer came', async () => {
    let clock = 1_000;
    const events = new AppEvents(() => clock);
    const told: Array<number | void> = [];
    events.activity$.subscribe((at) => told.push(at));
    const http = new HttpClient({
      baseUrl: 'http://api.test',
      token: () => 'token',
      locale: () => 'fr',
      events,
      fetch: () => {
        clock += 60_000;
        return Promise.resolve(Response.json({ ok: true }));
      },
    });
    await http.request('GET', '/me/session');
    await http.requestFile('GET', '/admin/orders/export');
    expect(told).toEqual([1_000, 61_000]);
  });
});

describe('HttpClient opening an event stream', () => {
  it('asks for it at low priority: a long-lived request of high priority is a page still loading to the browser’s tools', async () => {
    const inits: RequestInit[] = [];
    const http = new HttpClient({
      baseUrl: 'http://api.test',
      token: () => 'token',
      locale: () => 'fr',
      events: new AppEvents(),
      fetch: (_input, init) => {
        inits.push(init ?? {});
        return Promise.resolve(
          new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
        );
      },
    });
    await http.requestStream('/events', { lastEventId: '7' });
    expect(inits).toEqual([
      expect.objectContaining({
        method: 'GET',
        priority: 'low',
        headers: expect.objectContaining({ accept: 'text/event-stream', 'last-event-id': '7' }),
      }),
    ]);
  });

  it('tells no activity of the session, whether the stream opens or is refused: a client retrying keeps no session alive', async () => {
    const events = new AppEvents();
    const told: unknown[] = [];
    events.activity$.subscribe((at) => told.push(at));
    const answers = [
      new Response('{"message":"Internal server error"}', { status: 500 }),
      new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    ];
    const http = new HttpClient({
      baseUrl: 'http://api.test',
      token: () => 'token',
      locale: () => 'fr',
      events,
      fetch: () => Promise.resolve(answers.shift() as Response),
    });
    await expect(http.requestStream('/events', { lastEventId: '7' })).rejects.toBeInstanceOf(ServerError);
    await http.requestStream('/events', { lastEventId: '7' });
    expect(told).toEqual([]);
  });
});
