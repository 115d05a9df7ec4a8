import { inject, injectable } from 'inversify';
import { etagOf } from '../../src/api/etag';
import { needsSession, type AnyOperation, type ParsedAnswerOf } from '../../src/api/operation';
import { ordersApi } from '../../src/api/orders.api';
import { quotesApi } from '../../src/api/quotes.api';
import { APP_SIGNALS, type AppSignals } from '../../src/application/shared/signals';
import { token } from '../../src/application/shared/token';
import type { FileLink } from '../../src/domain/orders/order';
import { ServerError, UnauthorizedError } from '../../src/domain/shared/errors';
import type { Locale } from '../../src/domain/shared/format';
import {
  BEARER_TOKEN,
  CALL_LOCALE,
  type ApiCall,
  type ApiFile,
  type ApiTransport,
} from '../../src/infrastructure/adapters/api-transport';
import { toAppError } from '../../src/infrastructure/shared/errors';
import { parseAnswer } from '../../src/infrastructure/shared/wire';
import type { MockBackend } from '../backend';
import { ApiError } from '../services/shared/api-error';
import type { CallContext } from '../services/shared/context';
import type { ExportedFile } from '../services/shared/spreadsheet-export';
import { writeQueueOf } from '../services/shared/versions';
import type { Served, ServeInput } from '../operations/serve';
import { servedOperations } from '../operations/table';
import { CALL_QUERIES } from './call-queries';

export const MOCK_BACKEND = token<MockBackend>('MockBackend');

/** Who calls in-process: the client of every call that comes from `local` (mocks/handlers/route.ts). */
const LOCAL = { address: 'local', userAgent: '' };

/**
 * The in-process door (docs/architecture.md#the-mock-backends-doors): the adapters' calls go to the
 * routing table's entries (mocks/operations/table.ts), straight to the mock's services, by ids and
 * typed values (a list's ListQuery as its service takes it: ./call-queries.ts), never by URL, with
 * the identity, language and error mapping of the HTTP transport; the answers are plain copies
 * parsed by the operation's schema, as JSON over a wire would give them, and files as objects.
 */
@injectable()
export class MemoryTransport implements ApiTransport {
  private readonly table: ReadonlyMap<AnyOperation, Served>;

  constructor(
    @inject(MOCK_BACKEND) private readonly backend: MockBackend,
    @inject(BEARER_TOKEN) private readonly token: () => string | null,
    @inject(CALL_LOCALE) private readonly locale: () => Locale,
    @inject(APP_SIGNALS) private readonly signals: AppSignals,
  ) {
    this.table = new Map(servedOperations(backend).map((entry) => [entry.operation, entry]));
  }

  async call<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ParsedAnswerOf<O>> {
    return parseAnswer(operation, copy(await this.run(operation, call)));
  }

  async versioned<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}) {
    const json = copy(await this.run(operation, call));
    // The server's ETag of a versioned answer: `etagOf` its JSON (docs/api/README.md#versions-and-lost-updates).
    return { answer: parseAnswer(operation, json), version: operation.versioned ? etagOf(json) : null };
  }

  async file<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ApiFile> {
    return asFile((await this.run(operation, call)) as ExportedFile | undefined);
  }

  /** The event stream as the events service opens it for the caller (docs/events.md), its body read as it comes. */
  async stream<O extends AnyOperation>(
    operation: O,
    call: Pick<ApiCall<O>, 'signal'> & { readonly lastEventId?: string | null } = {},
  ): Promise<ReadableStream<Uint8Array>> {
    const response = (await this.run(operation, { signal: call.signal }, call.lastEventId ?? null)) as Response;
    if (!response.body) throw new ServerError('errors.badResponse');
    return response.body;
  }

  /** By the file's ids (no URL): the operation serving it, as its file route would. */
  async download(link: FileLink): Promise<ApiFile> {
    const { ref } = link;
    if (ref.owner === 'quote') {
      return this.file(quotesApi.downloadQuoteSeriesFile, { params: { id: ref.quoteId, seriesId: ref.seriesId } });
    }
    return ref.kind === 'series'
      ? this.file(ordersApi.downloadOrderSeriesFile, { params: { id: ref.orderId, seriesId: ref.seriesId } })
      : this.file(ordersApi.downloadOrderFile, { params: { id: ref.orderId, kind: ref.kind } });
  }

  private run<O extends AnyOperation>(
    operation: O,
    call: ApiCall<O>,
    lastEventId: string | null = null,
  ): Promise<unknown> {
    const entry = this.table.get(operation);
    if (!entry) throw new Error(`The routing table has no entry for ${operation.id}`);
    const params = call.params ?? {};
    const locale = this.locale();
    const input = (sent: string | null): ServeInput<unknown> => ({
      id: (name = 'id') => Number(params[name]),
      params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
      query: entry.query === undefined ? undefined : CALL_QUERIES[entry.query](call),
      body: call.body instanceof FormData ? call.body : copy(call.body),
      ifMatch: call.ifMatch ?? null,
      locale,
      // The call's language is always named: the session's (CALL_LOCALE).
      localeGiven: true,
      token: sent,
      client: LOCAL,
      lastEventId,
    });
    // An event stream is no activity of the session, as over HTTP (docs/api/README.md#events).
    const activity = !('stream' in operation.answer);
    const write = (sent: string | null, ctx: CallContext | null) =>
      // A conditional write checks the version and writes with no other write in between, as over HTTP.
      operation.ifMatch
        ? writeQueueOf(this.backend).run(() => entry.answer(input(sent), ctx))
        : entry.answer(input(sent), ctx);
    // As the HTTP door's X-Last-Event-Id: the latest event before the call reads anything (docs/api/README.md#events).
    const asOf = needsSession(operation.access) && activity ? String(this.backend.lastEventId) : undefined;
    return this.send(
      call,
      (sent) => {
        const ctx = needsSession(operation.access) ? this.backend.context(sent, locale, undefined, activity) : null;
        return write(sent, ctx);
      },
      asOf,
    );
  }

  /**
   * One service call as the caller: `session: false` calls announce no 401 (src/domain/session/shared-session.ts),
   * and a call answered with the session's token counts as its activity (src/domain/session/idle.ts) and
   * says which event its data was read as of (`asOf`).
   */
  private async send<R>(
    call: Pick<ApiCall<AnyOperation>, 'token' | 'session' | 'signal' | 'onProgress'>,
    run: (sent: string | null) => R | Promise<R>,
    asOf?: string,
  ): Promise<R> {
    call.signal?.throwIfAborted();
    const sent = call.token ?? (call.session === false ? null : this.token());
    call.onProgress?.(0);
    const sentAt = this.signals.now();
    try {
      const result = await run(sent);
      // The session was seen when the call was sent (src/domain/session/idle.ts), as the HTTP client tells it.
      if (sent && sent === this.token()) {
        this.signals.activity$.next(sentAt);
        if (asOf !== undefined) this.signals.readAsOf$.next(asOf);
      }
      call.onProgress?.(1);
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const mapped = toAppError(error.status, error.body, { retryAfter: error.headers['retry-after'] ?? null });
      if (mapped instanceof UnauthorizedError && call.session !== false) this.signals.unauthorized$.next(sent);
      throw mapped;
    }
  }
}

/** A plain copy, as JSON over a wire would give it. */
function copy(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

function asFile(file: ExportedFile | undefined): ApiFile {
  if (!file) throw new ServerError('errors.badResponse');
  return {
    blob: new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }),
    filename: file.filename,
  };
}
