import type * as v from 'valibot';
import type { Tag } from './tags';

/**
 * One call of the API, as the contract states it: where it lives, who may make it, what it takes
 * and what it answers. The mock backend mounts one handler per operation, the HTTP adapter calls
 * operations by name, and `npm run openapi` writes the OpenAPI document from them
 * (docs/api/README.md).
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation (docs/access.md):
 * - open: no token (login, password reset);
 * - session: any signed-in caller, about its own session;
 * - self: a back-office user (admin, reader, reseller) about its own settings: saved views,
 *   preferences (another user's record is a 404);
 * - staff: a read for admins and readers (a reseller gets 403);
 * - scoped: a read for admins, readers and resellers, a reseller seeing only its own records;
 * - admin: a write for admins only (reader and reseller: 403);
 * - owner: a write for an admin or the owning reseller (reader: 403; another reseller's record: 404);
 * - account: a change of an account's record: an admin's or the owning reseller's write, and a
 *   reader's of its own record, its login and password only (anything else of it, or another
 *   record: 403);
 * - reseller: a write for the owning reseller only (reader: 403; another reseller's record: 404);
 * - demo: the in-browser demo's sandbox (a signed-in reseller), absent from a real server.
 */
export type Access =
  'open' | 'session' | 'self' | 'staff' | 'scoped' | 'admin' | 'owner' | 'account' | 'reseller' | 'demo';

export type AnySchema = v.GenericSchema;

/** A file answer (an export, a zip, a document): its media type. */
export interface FileAnswer {
  readonly status: 200;
  readonly file: string;
}

/** A JSON answer (or none, 204). */
export interface JsonAnswer<S extends AnySchema | undefined = AnySchema | undefined> {
  readonly status: 200 | 201 | 204;
  readonly schema: S;
  readonly example?: unknown;
}

/** One type of event a stream sends: the JSON of its `data` lines, and when it comes. */
interface StreamEvent<S extends AnySchema = AnySchema> {
  readonly schema: S;
  readonly description: string;
  readonly example?: unknown;
}

/**
 * A stream of server-sent events (`text/event-stream`, docs/api/README.md#events): the answer stays
 * open and sends an event (`id`, `event`, `data` lines) each time something happens.
 */
export interface StreamAnswer {
  readonly status: 200;
  readonly stream: 'text/event-stream';
  /** Every event type it sends, by its `event:` name. */
  readonly events: Readonly<Record<string, StreamEvent>>;
}

export interface RequestBody<S extends AnySchema = AnySchema> {
  readonly schema: S;
  /** multipart/form-data (file uploads) rather than JSON. */
  readonly multipart?: boolean;
  readonly example?: unknown;
  /** false: the body may be left out. */
  readonly required?: boolean;
  /**
   * The largest body taken, in bytes, when not the default of its kind (1 MB for JSON, 20 MB and
   * the form for multipart: src/api/body-limits.ts); a larger one is a 413.
   */
  readonly maxBytes?: number;
}

export interface Operation<
  Id extends string = string,
  A extends Access = Access,
  Answer extends JsonAnswer | FileAnswer | StreamAnswer = JsonAnswer | FileAnswer | StreamAnswer,
  Body extends RequestBody | undefined = RequestBody | undefined,
> {
  /** The operationId, unique in the API. */
  readonly id: Id;
  readonly method: Method;
  /** OpenAPI style: `/admin/orders/{id}`. */
  readonly path: string;
  /** The group the reference page shows it under (src/api/tags.ts gives each its description). */
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  readonly access: A;
  /** Path parameters that are not positive integer ids (the default). */
  readonly params?: Readonly<Record<string, AnySchema>>;
  /**
   * What a path parameter names, when its name alone does not say: the `{id}` of
   * `/admin/order_not_conformity/{id}` is an order's for the GET and a request's for the PATCH (one
   * name per path: many routers refuse two names at one place).
   */
  readonly pathNotes?: Readonly<Record<string, string>>;
  /** Query parameters, one schema each (arrays are repeated parameters: `_filter[]=0&_filter[]=1`). */
  readonly query?: Readonly<Record<string, AnySchema>>;
  /** Request headers it reads, beyond `Authorization` and `If-Match` (`Last-Event-ID`). */
  readonly headers?: Readonly<Record<string, AnySchema>>;
  readonly body?: Body;
  readonly answer: Answer;
  /** Answers beyond those the access implies (400 for a refused body or parameter, 404 for an unknown id…). */
  readonly errors?: readonly ErrorStatus[];
  /** true: added by this product to the original calls; a client that ignores it still works. */
  readonly addition?: boolean;
  /**
   * true: the answer is one record, and carries its version as a strong `ETag` (`etagOf` of the
   * answer's JSON, src/api/etag.ts; docs/api/README.md#versions-and-lost-updates).
   */
  readonly versioned?: boolean;
  /**
   * true: a write on one record that takes an optional `If-Match` (the ETag the caller read): a
   * stale one is refused with 412 and changes nothing; without it the write is made as before.
   */
  readonly ifMatch?: boolean;
  /**
   * true: a POST that only reads (its body is a query too long or too structured for a URL): it
   * changes nothing a client could see, so a server may answer it as it answers a GET.
   */
  readonly readsOnly?: boolean;
  /**
   * true: a GET that changes data (the original call list has three: a reset link mailed, the
   * scenarios read back, an order's files sent again; and a mail of the outbox read, an audit entry). A server treats it as the write it is: the
   * demo's backend answers it once saved, as any other write (docs/demo-backend.md#what-a-write-survives).
   */
  readonly writes?: boolean;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 429 | 502;

export type AnyOperation = Operation;

/** Declares an operation, keeping its literal types (id, access, schemas) for the handlers and clients. */
export function operation<
  const Id extends string,
  const A extends Access,
  Answer extends JsonAnswer | FileAnswer | StreamAnswer,
  Body extends RequestBody | undefined = undefined,
>(op: Operation<Id, A, Answer, Body>): Operation<Id, A, Answer, Body> {
  return op;
}

/** What a handler gives back for an operation: the wire JSON before parsing (the schema's input). */
export type AnswerOf<O> =
  O extends Operation<string, Access, infer Answer, RequestBody | undefined>
    ? Answer extends JsonAnswer<infer S>
      ? S extends AnySchema
        ? v.InferInput<S>
        : void
      : never
    : never;

/** What a client reads from an operation's answer, once parsed by its schema. */
export type ParsedAnswerOf<O> =
  O extends Operation<string, Access, infer Answer, RequestBody | undefined>
    ? Answer extends JsonAnswer<infer S>
      ? S extends AnySchema
        ? v.InferOutput<S>
        : void
      : never
    : never;

/** What a client sends as an operation's body. */
export type BodyOf<O> =
  O extends Operation<string, Access, JsonAnswer | FileAnswer, infer Body>
    ? Body extends RequestBody<infer S>
      ? v.InferInput<S>
      : never
    : never;

/** The names of a path's parameters: `/a/{id}/b/{kind}` → id, kind. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** A concrete path: each `{name}` replaced by its value, URL-encoded. */
export function fillPath(path: string, values: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as msw and path-to-regexp mount it: `{id}` → `:id`. */
export const routePattern = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Does an access need a bearer token? */
export const needsSession = (access: Access): boolean => access !== 'open';

/**
 * Orders operations so that a fixed segment is tried before a parameter at the same place
 * (`/admin/orders/export` before `/admin/orders/{id}`), whatever order the modules list them in.
 */
export function mountOrder<O extends { readonly path: string }>(operations: readonly O[]): O[] {
  const rank = (path: string) => path.split('/').map((segment) => (segment.startsWith('{') ? 1 : 0));
  return operations
    .map((op, position) => ({ op, position, rank: rank(op.path) }))
    .sort((a, b) => {
      const length = Math.min(a.rank.length, b.rank.length);
      for (let i = 0; i < length; i += 1) {
        const d = (a.rank[i] as number) - (b.rank[i] as number);
        if (d !== 0) return d;
      }
      // A shorter path first: without it the order would not be transitive (a sort could then
      // put `/admin/categories/{id}` before `/admin/categories/poses`).
      return a.rank.length - b.rank.length || a.position - b.position;
    })
    .map((entry) => entry.op);
}
