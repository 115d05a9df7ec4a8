import type { DownloadedFile } from '../../domain/orders/order';
import { ServerError, UnauthorizedError } from '../../domain/shared/errors';
import type { Locale } from '../../domain/shared/format';
import type { AppEvents } from '../../application/shared/events';
import type { MockBackend } from '../../../mocks/backend';
import type { CallContext } from '../../../mocks/services/context';
import type { ExportedFile } from '../../../mocks/services/spreadsheet-export';
import { ApiError } from '../../../mocks/services/api-error';
import type { AnyOperation, ParsedAnswerOf } from '../../api/operation';
import { toAppError } from '../shared/errors';
import { parseAnswer } from '../shared/wire';

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
    return this.run(() => call(this.locale()), false);
  }

  /** A call as the session's user (or as `token`). */
  async authed<R>(call: (ctx: CallContext) => R | Promise<R>, token?: string): Promise<R> {
    return this.run(() => call(this.backend.context(token ?? this.token(), this.locale())), token === undefined);
  }

  /** A call as the session's user, its answer parsed by the operation's schema as the HTTP adapter parses it. */
  async answer<O extends AnyOperation>(operation: O, call: (ctx: CallContext) => unknown): Promise<ParsedAnswerOf<O>> {
    return parseAnswer(operation, await this.authed(call));
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

  private async run<R>(call: () => R | Promise<R>, announces401: boolean): Promise<R> {
    try {
      const result = await call();
      return result === undefined ? result : (JSON.parse(JSON.stringify(result)) as R);
    } catch (error) {
      if (error instanceof ApiError) {
        const mapped = toAppError(error.status, error.body, { retryAfter: error.headers['retry-after'] ?? null });
        if (mapped instanceof UnauthorizedError && announces401) this.events.unauthorized$.next();
        throw mapped;
      }
      throw error;
    }
  }
}
