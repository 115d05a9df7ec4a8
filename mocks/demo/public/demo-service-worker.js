/**
 * The demo's service worker (docs/demo-backend.md#the-browser-demo): MSW's own
 * (mockServiceWorker.js, as `msw init` writes it), shown only the API's requests, and sending them
 * to the demo's backend worker on the port each page hands it (mocks/demo/service-worker-relay.ts)
 * instead of to the page itself.
 *
 * MSW's worker hands every request it sees to a page and waits for that page's answer, the app's
 * files included; a request made by a worker (the demo backend's script and the modules it loads
 * on demand) has no page of its own, so MSW picks any tab of the demo that runs it. If that tab is
 * going away (reloaded, closed, a link followed) or frozen in the background, it never answers,
 * and the other tab's backend waited for its module for ever: every call but a login stayed
 * unanswered, its lists on "Chargement…". Every request outside `<base>api/` now goes to the network
 * as if there were no service worker; only the API's calls reach MSW.
 *
 * MSW sends each call to the client it finds with `self.clients.get(id)`, as a `REQUEST` message
 * with a port to answer on (`sendToClient`). For a page that handed over its backend's port, that
 * client is a stand-in whose `REQUEST`s go to the backend, which answers as MSW's page side did
 * (`MOCK_RESPONSE`): the page's thread no longer carries each call there and back, nor receives a copy
 * of each answer (`RESPONSE`, for MSW's life-cycle events, which the demo does not use). A call the
 * backend does not answer within the page's patience is answered 503 here
 * (docs/demo-backend.md#a-backend-that-does-not-answer). mocks/demo/service-worker-relay.test.ts runs
 * this file over MSW's worker.
 */
const API_PATH = new URL('api/', self.registration.scope).pathname;

/** Per page (client id): where its calls go. */
const relays = new Map();
/** Pages that activated MSW (`MOCK_ACTIVATE`) without a port: a previous build's MSW page side answers them. */
const activated = new Set();
/** Pages asked for their port again (this worker was stopped and started, and forgot it): resolved with the port. */
const asked = new Map();

const DEMO_BACKEND = JSON.stringify({ message: 'errors.demoBackend' });

/** The answer of a call the backend did not give: the screen says, in the user's language, that the demo stopped answering. */
function unavailable(reply, why) {
  console.warn(`[demo] ${why}`);
  const body = new TextEncoder().encode(DEMO_BACKEND).buffer;
  reply.postMessage(
    {
      type: 'MOCK_RESPONSE',
      data: {
        status: 503,
        statusText: 'Service Unavailable',
        headers: [['content-type', 'application/json']],
        body,
      },
    },
    [body],
  );
}

/** One page's way to its backend: a port (or the reason there is none), and the calls waiting on it. */
function relayOf(message, port) {
  const pending = new Set();
  const relay = {
    port,
    failed: message.failed ?? null,
    patienceMs: message.patienceMs,
    /** Sends one of MSW's `REQUEST`s to the backend; its answer (or a 503) goes to MSW's `reply` port. */
    send(request, reply, transfer) {
      if (relay.failed !== null || !relay.port) return unavailable(reply, relay.failed ?? 'no demo backend');
      const channel = new MessageChannel();
      const call = {
        given: false,
        give(why) {
          call.given = true;
          pending.delete(call);
          unavailable(reply, why);
        },
      };
      const timer = setTimeout(() => call.give(`no answer within ${relay.patienceMs} ms`), relay.patienceMs);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        channel.port1.close();
        const { body } = event.data.data;
        // An answer after the patience is read by nobody; were it a stream, the backend stops it.
        if (call.given) return body instanceof ReadableStream && body.cancel().catch(() => undefined);
        pending.delete(call);
        reply.postMessage(event.data, body ? [body] : []);
      };
      pending.add(call);
      // A browser keeps User-Agent out of a request's headers: the session list names the browser from this.
      const headers = { ...request.payload.headers, 'x-user-agent': navigator.userAgent };
      relay.port.postMessage({ ...request, payload: { ...request.payload, headers } }, [channel.port2, ...transfer]);
    },
    fail(why) {
      relay.failed = why;
      for (const call of [...pending]) call.give(why);
    },
  };
  return relay;
}

/** What MSW's worker takes for the page `client`: its calls go to `relay`, the rest of MSW's messages to the page. */
function standIn(client, relay) {
  return {
    id: client.id,
    type: client.type,
    url: client.url,
    frameType: client.frameType,
    visibilityState: client.visibilityState,
    focused: client.focused,
    postMessage(message, transfer = []) {
      const [reply, ...rest] = transfer;
      if (message?.type === 'REQUEST') return relay.send(message, reply, rest.filter(Boolean));
      // A copy of each answer, for life-cycle events nobody listens to here: dropped.
      if (message?.type === 'RESPONSE') {
        for (const item of rest) if (item instanceof ReadableStream) item.cancel().catch(() => undefined);
        return;
      }
      if (message?.type === 'KEEPALIVE_RESPONSE') return;
      if (message?.type === 'MOCKING_ENABLED') asked.get(client.id)?.resolve();
      client.postMessage(message, transfer);
    },
  };
}

const clientById = self.clients.get.bind(self.clients);
self.clients.get = async (id) => {
  const client = await clientById(id);
  const relay = relays.get(id);
  return client && relay ? standIn(client, relay) : client;
};

/** This worker was stopped and started, or replaced: the page hands its port over again, then MSW answers the call. */
async function reconnect(event) {
  const id = event.clientId;
  const client = await clientById(id);
  if (!client) return Response.error();
  let resolve;
  const enabled = new Promise((done) => (resolve = done));
  asked.set(id, { resolve });
  client.postMessage({ type: 'DEMO_BACKEND_PORT_NEEDED' });
  // MSW's worker answers `MOCK_ACTIVATE` once it has the page among its clients: then it takes calls.
  const patience = new Promise((done) => setTimeout(() => done('timeout'), 30_000));
  const outcome = await Promise.race([enabled, patience]);
  asked.delete(id);
  if (outcome === 'timeout' || typeof handleRequest !== 'function') {
    return new Response(DEMO_BACKEND, { status: 503, headers: { 'content-type': 'application/json' } });
  }
  // MSW's own handling of a fetch event (mockServiceWorker.js).
  // eslint-disable-next-line no-undef
  return handleRequest(event, crypto.randomUUID(), Date.now());
}

/** The relays of pages no longer open (reloaded, closed: a page says nothing as it goes). */
async function forgetGonePages() {
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true })).map((client) => client.id));
  for (const [id, relay] of relays) {
    if (open.has(id)) continue;
    relay.port?.close();
    relays.delete(id);
  }
  for (const id of activated) if (!open.has(id)) activated.delete(id);
}

// The offline page (public/offline-worker.js): a page's navigation it cannot get from the network.
importScripts('./offline-worker.js');

// Registered before MSW's own listeners, so they run first and can keep an event from them.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(API_PATH)) {
    event.stopImmediatePropagation();
    return;
  }
  if (event.clientId && !relays.has(event.clientId) && !activated.has(event.clientId)) {
    event.stopImmediatePropagation();
    event.respondWith(reconnect(event));
  }
});

self.addEventListener('message', (event) => {
  const id = event.source?.id;
  const data = event.data;
  if (!id) return;
  if (data === 'DEMO_CLAIM') {
    event.stopImmediatePropagation();
    event.waitUntil(self.clients.claim());
  } else if (data?.type === 'DEMO_BACKEND_PORT') {
    event.stopImmediatePropagation();
    const previous = relays.get(id);
    relays.set(id, relayOf(data, event.ports[0] ?? null));
    previous?.port?.close();
    event.waitUntil(forgetGonePages());
  } else if (data?.type === 'DEMO_BACKEND_FAILED') {
    event.stopImmediatePropagation();
    relays.get(id)?.fail(`the demo backend failed: ${data.failed}`);
  } else if (data === 'MOCK_ACTIVATE' && !relays.has(id)) activated.add(id);
  else if (data === 'CLIENT_CLOSED') {
    activated.delete(id);
    relays.get(id)?.port?.close();
    relays.delete(id);
  }
});

importScripts('./mockServiceWorker.js');
