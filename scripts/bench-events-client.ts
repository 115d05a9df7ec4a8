/**
 * The event clients of `npm run load` (scripts/bench-load.ts, scripts/bench-events.ts), run as a
 * THIRD process beside the server and the load generator: many streams of GET /events held open
 * while the load changes orders, each losing its connection once and resuming with Last-Event-ID.
 * Reads its setup from EVENTS_CONFIG; prints `connected` once every stream has its `ready`. On stdin,
 * `go` says the load starts (each stream is cut once during it) and `stop` that it ended: the
 * streams listen `settleMs` more for the last events, then one JSON result is printed on stdout.
 */
import { EventStreamReader } from '../src/api/sse';

export interface EventClientsConfig {
  readonly url: string;
  /** One token per client kind; `clients` streams in all, alternating between them. */
  readonly tokens: readonly { readonly kind: string; readonly token: string }[];
  readonly clients: number;
  /** How long the load lasts: each stream is cut once between 30 % and 70 % of it. */
  readonly loadMs: number;
  /** How long the streams listen after the load ended, for its last events to arrive. */
  readonly settleMs: number;
}

/** When the load starts, and when the streams stop (the load ended and settled). */
export interface EventClientsSignals {
  readonly go: Promise<void>;
  readonly stop: Promise<void>;
}

/** What one stream received. */
export interface StreamReport {
  readonly kind: string;
  /** The id of the first `ready`: the stream expects every event it may see after it. */
  readonly readyId: number;
  /** Every event id received after it, in order (a resume's replay included). */
  readonly ids: number[];
  /** Server instant of each change received on an open stream → its arrival here, in ms. */
  readonly latenciesMs: number[];
  /** The same for the changes a resume replayed (made while the stream was away: the away time counts). */
  readonly replayLatenciesMs: number[];
  /** From the resuming request to its `ready`, in ms: how long the stream was blind after coming back. */
  resumeMs: number | null;
  readonly resumed: boolean;
  readonly errors: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One client: a stream read until `stop`, cut once at `cut` and resumed from its last id. */
async function runStream(
  config: EventClientsConfig,
  kind: string,
  token: string,
  cut: Promise<void>,
  stop: Promise<void>,
  connected: () => void,
): Promise<StreamReport> {
  const report: StreamReport = {
    kind,
    readyId: -1,
    ids: [],
    latenciesMs: [],
    replayLatenciesMs: [],
    resumeMs: null,
    resumed: false,
    errors: [],
  };
  let lastId: string | undefined;
  let first = true;
  for (;;) {
    const abort = new AbortController();
    const requested = Date.now();
    /** Before the `ready` of a resume, the events are its replay. */
    let replaying = !first;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (lastId !== undefined) headers['last-event-id'] = lastId;
    let response: Response;
    try {
      response = await fetch(`${config.url}/events`, { headers, signal: abort.signal });
    } catch (error) {
      report.errors.push(String(error));
      await sleep(100);
      continue;
    }
    if (response.status !== 200 || !response.body) {
      report.errors.push(`GET /events answered ${response.status}`);
      return report;
    }
    const reader = new EventStreamReader(response.body);
    void (first ? cut : stop).then(() => reader.close().then(() => abort.abort()));
    for (let event = await reader.next(); event; event = await reader.next()) {
      const id = event.id === null ? null : Number(event.id);
      if (event.event === 'ready') {
        if (replaying) report.resumeMs = Date.now() - requested;
        replaying = false;
        if (report.readyId < 0) {
          (report as { readyId: number }).readyId = id ?? -1;
          connected();
        }
      } else if (id !== null) {
        report.ids.push(id);
        if (event.event === 'change') {
          const at = Date.parse((JSON.parse(event.data) as { entry: { at: string } }).entry.at);
          (replaying ? report.replayLatenciesMs : report.latenciesMs).push(Date.now() - at);
        }
      }
      if (event.event === 'reload' || event.event === 'end') report.errors.push(`${event.event}: ${event.data}`);
      if (id !== null) lastId = String(id);
    }
    if (!first) break;
    first = false;
    (report as { resumed: boolean }).resumed = true;
    // Away for a moment, as a phone switching networks: the events of that moment come with the resume.
    await sleep(200);
  }
  return report;
}

export async function runEventClients(
  config: EventClientsConfig,
  signals: EventClientsSignals,
  onConnected: () => void,
): Promise<StreamReport[]> {
  let waiting = config.clients;
  const connected = () => {
    waiting -= 1;
    if (waiting === 0) onConnected();
  };
  const stop = signals.stop.then(() => sleep(config.settleMs));
  return Promise.all(
    Array.from({ length: config.clients }, (_, i) => {
      const { kind, token } = config.tokens[i % config.tokens.length] as { kind: string; token: string };
      // Each stream is cut once, somewhere in the middle of the load.
      const cut = signals.go.then(() => sleep(config.loadMs * (0.3 + (0.4 * i) / config.clients)));
      return runStream(config, kind, token, cut, stop, connected);
    }),
  );
}

/** `go` and `stop` as the lines of stdin. */
function stdinSignals(): EventClientsSignals {
  let go!: () => void;
  let stop!: () => void;
  const signals = { go: new Promise<void>((r) => (go = r)), stop: new Promise<void>((r) => (stop = r)) };
  let text = '';
  process.stdin.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (/^go$/m.test(text)) go();
    if (/^stop$/m.test(text)) stop();
  });
  process.stdin.on('end', () => {
    go();
    stop();
  });
  return signals;
}

const isMain = process.argv[1]?.endsWith('bench-events-client.ts');
if (isMain) {
  const config = JSON.parse(process.env.EVENTS_CONFIG ?? '{}') as EventClientsConfig;
  runEventClients(config, stdinSignals(), () => process.stdout.write('connected\n')).then(
    (reports) => process.stdout.write(`${JSON.stringify(reports)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
