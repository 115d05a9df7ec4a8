/**
 * `npm run mock-api` over real HTTP on free ports: the event stream as a client of the server reads
 * it (docs/api/README.md#events), and the mails delivered to an SMTP server, an in-process sink that
 * reads each message back (docs/api/README.md#mails).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventStreamReader } from '../../src/api/sse';
import { MAIL_CONFIG_KEYS } from '../../src/domain/resellers/reseller';
import { MockBackend } from '../backend';
import { startMockApi } from './mock-api';

type Api = Awaited<ReturnType<typeof startMockApi>>;

/** A message as the sink received it: its envelope and its whole text. */
interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

let backend: MockBackend;
let api: Api;
let sink: SMTPServer;
const received: Received[] = [];

async function login(username: string): Promise<string> {
  const response = await fetch(`${api.url}/login?locale=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo', options: { value: 'bo-front' } }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function move(token: string, orderId: number, status: number): Promise<void> {
  const response = await fetch(`${api.url}/admin/status/orders/${orderId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  sink = new SMTPServer({
    // A local sink: no TLS, no login, as a Mailpit on localhost.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  backend = await MockBackend.seeded();
  api = await startMockApi({ port: 0, backend, smtpUrl: `smtp://127.0.0.1:${port}` });
}, 60_000);

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** A header of a raw message (folded lines joined). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeHeader(line?.slice(name.length + 1).trim() ?? '');
}

/** The decoded body of the message's part of `type`. */
function part(raw: string, type: string): string {
  const at = raw.indexOf(`Content-Type: ${type}`);
  expect(at, `no ${type} part`).toBeGreaterThan(-1);
  const rest = raw.slice(at);
  const [head, ...body] = rest.split(/\r?\n\r?\n/);
  const text = body.join('\n\n').split(/\r?\n--/)[0]!;
  return /quoted-printable/i.test(head!) ? decodeQuotedPrintable(text) : text;
}

describe('npm run mock-api: the event stream over HTTP', () => {
  it('brings an admin’s change to the reseller’s open stream, and forgets a client that went away', async () => {
    const admin = await login('admin@demo.local');
    const reseller = await login('reseller@demo.local');
    const leaving = new AbortController();
    const response = await fetch(`${api.url}/events`, {
      headers: { authorization: `Bearer ${reseller}`, accept: 'text/event-stream' },
      signal: leaving.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stream = new EventStreamReader(response.body!);
    expect((await stream.next())?.event).toBe('ready');
    const order = backend.db.collections.orders.all().find((o) => o.resellerId === 7 && o.status === 1)!;
    await move(admin, order.id, 2);
    const change = await stream.next();
    expect(JSON.parse(change!.data)).toMatchObject({ entry: { entityId: order.id, changes: [{ from: 1, to: 2 }] } });
    expect(backend.events.streams).toBe(1);
    leaving.abort();
    await vi.waitFor(() => expect(backend.events.streams).toBe(0));
  });

  it('lets an allowed page resume: Last-Event-ID is a header its preflight may send', async () => {
    const preflight = await fetch(`${api.url}/events`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, last-event-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('last-event-id');
  });
});

describe('npm run mock-api: mails delivered to SMTP_URL', () => {
  it('delivers the shipping mail to the SMTP server, in the reseller’s language, and marks it sent', async () => {
    const id = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }))!.id;
    backend.db.collections.resellers.findFirst((q) => q.where({ id }))!.mailConfig = Object.fromEntries(
      MAIL_CONFIG_KEYS.map((key) => [key, true]),
    );
    const admin = await login('admin@demo.local');
    const order = backend.db.collections.orders.all().find((o) => o.resellerId === 7 && o.status === 2)!;
    await move(admin, order.id, 3);
    await backend.mails.settled();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.to).toEqual(['reseller@demo.local']);
    expect(message!.from).toBe('no-reply@labelprint.example');
    expect(header(message!.raw, 'Subject')).toBe(`Votre commande n° ${order.id} a été expédiée`);
    expect(header(message!.raw, 'Content-Language')).toBe('fr');
    expect(part(message!.raw, 'text/plain')).toContain(`Référence interne : ${order.internalReference}`);
    expect(part(message!.raw, 'text/html')).toContain('<html lang="fr">');

    const admins = await fetch(`${api.url}/admin/mails?_type=order_shipped`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await admins.json()) as { list: { delivery: string }[] }).list).toMatchObject([{ delivery: 'sent' }]);
  });
});
