import type * as v from 'valibot';
import type { AnyOperation, AnySchema } from '../../src/api/operation';
import type { RecordOperationsOf } from '../../src/api/records';
import type { CallContext, RawQuery } from '../services/shared/context';
import { implement, type Handler, type Implementation, type RouteInput } from './route';
import type { Locale } from '../../src/domain/shared/format';
import type { ListRequest } from '../services/shared/list-query';
import { listRequest } from './list-requests';

/** A listed entity's service, answering the wire shape `W` of src/api (checked by tsc). */
export interface RecordServiceOf<W, F = never> {
  list(ctx: CallContext, request: ListRequest<F>): { list: W[]; total: number; totalRequest: number };
  get(ctx: CallContext, id: number): W;
  create(ctx: CallContext, body: unknown): W | Promise<W>;
  /** `ifMatch`: the request's If-Match (docs/api/README.md#versions-and-lost-updates). */
  update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): W | Promise<W>;
  remove(ctx: CallContext, id: number): void;
  setActive?(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): W | Promise<W>;
}

/** The record calls an entity offers in src/api, each answered by its service. */
export function recordImplementations<I extends AnySchema, B extends AnySchema, C extends AnySchema, F = never>(
  operations: RecordOperationsOf<I, B, C>,
  service: RecordServiceOf<v.InferInput<I>, F>,
  /** How the list's URL reads into its request (mocks/handlers/list-requests.ts): paging and sort by default. */
  read: (query: RawQuery, locale: Locale) => ListRequest<F> = listRequest,
): Implementation[] {
  const { list, get, create, update, remove, setActive } = operations;
  // The signature checks the service's answers against the item schema; inside, the operations'
  // answer types are still generic, which tsc cannot resolve: the handlers are typed loosely here.
  const out: Implementation[] = [];
  const add = (op: AnyOperation | undefined, handle: (input: RouteInput, ctx: CallContext) => unknown) => {
    if (op) out.push(implement(op, handle as Handler<AnyOperation>));
  };
  add(list, ({ query }, ctx) => service.list(ctx, read(query, ctx.locale)));
  add(get, ({ id }, ctx) => service.get(ctx, id()));
  add(create, ({ body }, ctx) => service.create(ctx, body));
  add(update, ({ id, body, ifMatch }, ctx) => service.update(ctx, id(), body, ifMatch));
  add(remove, ({ id }, ctx) => service.remove(ctx, id()));
  if (setActive) {
    const active = service.setActive?.bind(service);
    if (!active) throw new Error(`${setActive.id}: the service has no active switch`);
    add(setActive, ({ id, body, ifMatch }, ctx) => active(ctx, id(), body, ifMatch));
  }
  return out;
}
