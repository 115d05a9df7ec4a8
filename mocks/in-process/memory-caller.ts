import type { DownloadedFile } from '../../src/domain/orders/order';
import { ServerError, UnauthorizedError } from '../../src/domain/shared/errors';
import type { Locale } from '../../src/domain/shared/format';
import type { AppEvents } from '../../src/application/shared/events';
import type { MockBackend } from '../backend';
import type { CallContext } from '../services/shared/context';
import type { ExportedFile } from '../services/shared/spreadsheet-export';
import { ApiError } from '../services/shared/api-error';
import { writeQueueOf } from '../services/shared/versions';
import { etagOf } from '../../src/api/etag';
import type { AnyOperation, ParsedAnswerOf } from '../../src/api/operation';
import { toAppError } from '../../src/infrastructure/shared/errors';
import { parseAnswer } from '../../src/infrastructure/shared/wire';

/**
 * Calls the mock backend's services directly, with the same identity, language and error
 * mapping as the HTTP adapter, and hands back plain copies (as JSON over a wire would).
 */
export class MemoryCaller {
  constructor(
    readonly backend: MockBackend,
    private readonly token: () => string | null,
    readonly locale: () => Locale,
    private readonly events: AppEvents,
  ) {}

  /** A call without a session (login, password reset). */
  async open<R>(call: (locale: Locale) => R | Promise<R>): Promise<R> {
    return this.run(() => call(this.locale()), false, null);
  }

  /** A call as the session's user (or as `token`). */
  async authed<R>(call: (ctx: CallContext) => R | Promise<R>, token?: string): Promise<R> {
    const sent = token ?? this.token();
    return this.run(() => call(this.backend.context(sent, this.locale())), token === undefined, sent);
  }

  /** A call as the session's user, its answer parsed by the operation's schema as the HTTP adapter parses it. */
  async answer<O extends AnyOperation>(operation: O, call: (ctx: CallContext) => unknown): Promise<ParsedAnswerOf<O>> {
    return parseAnswer(operation, await this.authed(call));
  }

  /**
   * `answer`, with the record's version: `etagOf` its JSON, as the server computes a versioned
   * answer's ETag (docs/api/README.md#versions-and-lost-updates). A conditional write waits for the
   * backend's other conditional writes, as it does over HTTP (mocks/services/shared/versions.ts).
   */
  async versioned<O extends AnyOperation>(
    operation: O,
    call: (ctx: CallContext) => unknown,
  ): Promise<{ answer: ParsedAnswerOf<O>; version: string }> {
    const queued = operation.ifMatch ? (ctx: CallContext) => writeQueueOf(this.backend).run(() => call(ctx)) : call;
    const json = await this.authed(queued);
    return { answer: parseAnswer(operation, json), version: etagOf(json) };
  }

  /** A file answer as the session's user, kept out of the JSON copy (bytes do not survive it). */
  async file(call: (ctx: CallContext) => ExportedFile | Promise<ExportedFile>): Promise<DownloadedFile> {
    let file: ExportedFile | undefined;
    await this.authed(async (ctx) => {
      file = await call(ctx);
    });
    if (!file) throw new ServerError('errors.badResponse');
    const bytes = file.bytes as Uint8Array<ArrayBuffer>;
    return { blob: new Blob([bytes], { type: file.contentType }), filename: file.filename };
  }

  /** `sent`: the token the call carries, announced with a 401 (src/domain/session/shared-session.ts). */
  private async run<R>(call: () => R | Promise<R>, announces401: boolean, sent: string | null): Promise<R> {
    const sentAt = this.events.now();
    try {
      const result = await call();
      // The session was seen (src/domain/session/idle.ts), as the HTTP client tells it.
      if (sent && sent === this.token()) this.events.activity$.next(sentAt);
      return result === undefined ? result : (JSON.parse(JSON.stringify(result)) as R);
    } catch (error) {
      if (error instanceof ApiError) {
        const mapped = toAppError(error.status, error.body, { retryAfter: error.headers['retry-after'] ?? null });
        if (mapped instanceof UnauthorizedError && announces401) this.events.unauthorized$.next(sent);
        throw mapped;
      }
      throw error;
    }
  }
}
