/**
 * The conformance checks of the event stream (docs/api/README.md#events): `GET /events` answers a
 * server-sent event stream that starts with `ready`; a change reaches the streams that may see it
 * and no other; `Last-Event-ID` resumes with exactly the events missed; each event's data is what
 * the document says. Called by the conformance run (scripts/api/conformance/index.ts) with its
 * sessions; the checks that change data run only with `--write`.
 */
import { AnswerChecker } from '../../src/api/openapi/answer-check';
import { openApiDocument } from '../../src/api/openapi/document';
import { EventStreamReader, type ParsedEvent } from '../../src/api/sse';

/** What the event checks need of the run: its table and the sessions it opened. */
export interface EventCheckRun {
  check(
    call: string,
    expected: string,
    run: () => Promise<string | { readonly got: string; readonly pass: boolean }>,
  ): Promise<void>;
}

export interface EventCheckOptions {
  readonly baseUrl: string;
  readonly adminToken: string;
  readonly resellerToken: string;
  readonly resellerId: number;
  readonly write: boolean;
}

/** How long an event may take to arrive before the check fails (a real server over a network). */
const ARRIVAL_MS = 5_000;

/** An open stream: its events as they come, each awaited at most ARRIVAL_MS. */
class Stream {
  private constructor(
    readonly status: number,
    readonly contentType: string,
    private readonly reader: EventStreamReader | null,
    private readonly abort: AbortController,
  ) {}

  static async open(base: string, token: string | null, lastEventId?: string): Promise<Stream> {
    const abort = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const response = await fetch(`${base}/events`, { headers, signal: abort.signal });
    const contentType = response.headers.get('content-type') ?? '';
    const streamed = response.ok && contentType.startsWith('text/event-stream') && response.body;
    if (!streamed) await response.body?.cancel();
    return new Stream(response.status, contentType, streamed ? new EventStreamReader(response.body) : null, abort);
  }

  /** The next event, or null when none came in time (or the stream ended). */
  async next(): Promise<ParsedEvent | null> {
    if (!this.reader) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ARRIVAL_MS)));
    try {
      return await Promise.race([this.reader.next(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The next event of `type` (others skipped), or null. */
  async nextOf(type: string): Promise<ParsedEvent | null> {
    for (;;) {
      const event = await this.next();
      if (!event || event.event === type) return event;
    }
  }

  nextChange(): Promise<ParsedEvent | null> {
    return this.nextOf('change');
  }

  /** The events of the opening: a resume's replay or `reload`, up to `ready` (which always ends it). */
  async opening(): Promise<ParsedEvent[]> {
    const events: ParsedEvent[] = [];
    for (let event = await this.next(); event; event = await this.next()) {
      events.push(event);
      if (event.event === 'ready') break;
    }
    return events;
  }

  async close(): Promise<void> {
    await this.reader?.close();
    this.abort.abort();
  }
}

interface OrderRow {
  readonly id: number;
  readonly resellerId: number | null;
  readonly status: { readonly id: number };
}

const entryOf = (event: ParsedEvent | null) =>
  event ? (JSON.parse(event.data) as { entry?: { entity?: string; entityId?: number } }).entry : undefined;

/** Every event check, in order; the streams opened are closed whatever happens. */
export async function eventChecks(run: EventCheckRun, options: EventCheckOptions): Promise<void> {
  const base = options.baseUrl.replace(/\/$/, '');
  const checker = new AnswerChecker(openApiDocument(), { strict: false });
  const opened: Stream[] = [];
  const open = async (token: string | null, lastEventId?: string) => {
    const stream = await Stream.open(base, token, lastEventId);
    opened.push(stream);
    return stream;
  };
  /** The problems of an event's data against its type's schema in the document. */
  const conforms = (event: ParsedEvent, schema: string): string[] =>
    checker.checkComponent(schema, JSON.parse(event.data));
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  };

  try {
    let readyId = '';
    await run.check(
      'streamEvents (GET /events) as the reseller',
      'text/event-stream, `ready` first, with the latest id',
      async () => {
        const stream = await open(options.resellerToken);
        const [first] = await stream.opening();
        readyId = first?.id ?? '';
        const problems = first ? conforms(first, 'ReadyEvent') : [];
        return {
          got: `${stream.status} ${stream.contentType}; first event ${first?.event ?? 'none'} id ${first?.id ?? '-'}${problems.length ? `; ${problems.join('; ')}` : ''}`,
          pass: stream.status === 200 && first?.event === 'ready' && /^\d+$/.test(readyId) && problems.length === 0,
        };
      },
    );
    await run.check('streamEvents without a token', '401', async () => {
      const stream = await open(null);
      return { got: String(stream.status), pass: stream.status === 401 };
    });
    await run.check('streamEvents, Last-Event-ID not an id', '400', async () => {
      const stream = await open(options.resellerToken, 'not-an-id');
      return { got: String(stream.status), pass: stream.status === 400 };
    });
    await run.check('streamEvents, Last-Event-ID above the latest', '`reload`, then `ready`', async () => {
      const events = await (await open(options.resellerToken, '999999999999999')).opening();
      const got = events.map((e) => e.event).join(', ') || 'nothing';
      return { got, pass: got === 'reload, ready' };
    });
    if (!options.write) return;

    // A change of the reseller's, and one of another reseller's: next step of an order in 0, 1 or 2.
    const movable = (rows: readonly OrderRow[], mine: boolean) =>
      rows.find(
        (o) =>
          [0, 1, 2].includes(o.status.id) && o.resellerId !== null && (o.resellerId === options.resellerId) === mine,
      );
    const listed = async (token: string) =>
      (
        (await call('GET', '/admin/orders?_filter[]=0&_filter[]=1&_filter[]=2&_limit=100', token)).body as {
          list?: OrderRow[];
        } | null
      )?.list ?? [];
    const own = movable(await listed(options.resellerToken), true);
    const other = movable(await listed(options.adminToken), false);
    const move = (order: OrderRow) =>
      call('PATCH', `/admin/status/orders/${order.id}`, options.adminToken, { status: order.status.id + 1 });

    const reseller = await open(options.resellerToken);
    const admin = await open(options.adminToken);
    const lastSeen = (await reseller.next())?.id ?? readyId;
    await admin.next();
    await run.check(
      'streamEvents: a change reaches the streams that may see it',
      'the reseller hears of its own order only; the admin of both; data as documented',
      async () => {
        if (!own || !other) return { got: 'no order in 0, 1 or 2 to move for both resellers', pass: false };
        const moves = [await move(other), await move(own)];
        if (moves.some((m) => m.status !== 200))
          return { got: `status changes answered ${moves.map((m) => m.status).join(', ')}`, pass: false };
        const heard = await reseller.nextChange();
        const staff = [await admin.nextChange(), await admin.nextChange()];
        const problems = [heard, ...staff].flatMap((e) => (e ? conforms(e, 'ChangeEvent') : []));
        const ids = staff.map((e) => entryOf(e)?.entityId);
        return {
          got: `reseller: order ${entryOf(heard)?.entityId ?? 'none'}; admin: orders ${ids.join(', ')}${problems.length ? `; ${problems.slice(0, 3).join('; ')}` : ''}`,
          pass:
            entryOf(heard)?.entityId === own.id && ids[0] === other.id && ids[1] === own.id && problems.length === 0,
        };
      },
    );
    await run.check(
      'streamEvents: Last-Event-ID resumes after a lost connection',
      'the change missed, then `ready`',
      async () => {
        await reseller.close();
        if (!own) return { got: 'no order to move', pass: false };
        const events = await (await open(options.resellerToken, lastSeen)).opening();
        const changes = events.filter((e) => e.event === 'change').map((e) => entryOf(e)?.entityId);
        return {
          got: `${events.map((e) => e.event).join(', ') || 'nothing'} (changes of orders ${changes.join(', ') || 'none'})`,
          pass: changes.length === 1 && changes[0] === own.id && events.at(-1)?.event === 'ready',
        };
      },
    );
  } finally {
    await Promise.all(opened.map((stream) => stream.close()));
  }
}
