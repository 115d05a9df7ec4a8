import type { AnswerOf, AnyOperation, FileAnswer } from '../../src/api/operation';
import type { Locale } from '../../src/domain/shared/format';
import type { FilterOf, ListCall } from '../../src/infrastructure/adapters/api-transport';
import type { CallContext } from '../services/shared/context';
import type { ExportedFile } from '../services/shared/spreadsheet-export';

/** What an in-process route is given: the call's values, as a handler gets them from a request. */
export interface RouteCall<O extends AnyOperation> {
  readonly params: Readonly<Record<string, string | number>>;
  /** A path id (default: `id`). */
  id(name?: string): number;
  /** The list's page, sort, search and domain filter, as the adapter asked for them. */
  readonly list: ListCall<FilterOf<O>>;
  /** The body, copied as JSON over a wire would copy it (a form as it is). */
  readonly body: unknown;
  readonly ifMatch: string | undefined;
  readonly locale: Locale;
  readonly token: string | null;
}

/** The caller of a route: none for an open operation, else the token's user (401 without one). */
export type CallerOf<O extends AnyOperation> = O['access'] extends 'open' ? null : CallContext;

/** What a route answers: the operation's answer as the server writes it, or the file it serves. */
export type RouteAnswer<O extends AnyOperation> = O['answer'] extends FileAnswer ? ExportedFile : AnswerOf<O>;

/** One operation of src/api and the service call it stands for in-process. */
export interface Route {
  readonly operation: AnyOperation;
  readonly run: (call: RouteCall<AnyOperation>, ctx: CallContext | null) => unknown;
}

/**
 * The in-process route of one operation, as a handler of mocks/handlers is its HTTP route: tsc
 * checks what it answers against the operation's schema.
 */
export function route<O extends AnyOperation>(
  operation: O,
  run: (call: RouteCall<O>, ctx: CallerOf<O>) => RouteAnswer<O> | Promise<RouteAnswer<O>>,
): Route {
  // Kept in the table under the common type: the transport calls each route with its own
  // operation's call and caller only (tsc cannot follow an operation's filter type that far).
  return { operation, run: run as never };
}
