import type { Order, OrderSummary } from '../../domain/orders/order';
import type { OrderFilter } from '../../domain/orders/order-filter';
import type { QuoteFilter, QuoteSummary } from '../../domain/quotes/quote';
import type { Reseller, ResellerFilter } from '../../domain/resellers/reseller';
import { QUICK_LIMIT, rankHits, worthAsking, type QuickHit } from '../../domain/search/quick-search';
import { can } from '../../domain/session/can';
import { NotFoundError } from '../../domain/shared/errors';
import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';
import { fullName, type User, type UserFilter } from '../../domain/users/user';
import type { SessionStore } from '../session/session.store';

type Lists<T, F> = (query: ListQuery<F>, signal?: AbortSignal) => Promise<Page<T>>;

/** The list calls the palette asks (the API's own lists: the server scopes them to the caller). */
export interface QuickSearchSources {
  readonly orders: { list: Lists<OrderSummary, OrderFilter>; get(id: number): Promise<Versioned<Order>> };
  readonly quotes: { list: Lists<QuoteSummary, QuoteFilter> };
  readonly resellers: { list: Lists<Reseller, ResellerFilter> };
  readonly users: { list: Lists<User, UserFilter> };
}

const orderHit = (o: OrderSummary): QuickHit => ({
  kind: 'order',
  id: o.id,
  label: o.internalReference || o.quoteReference,
  detail: [o.company, o.scenario.name].filter(Boolean).join(' — '),
});

/**
 * docs/screens.md#command-palette: one search over the records the caller may open, each kind
 * asked side by side with its list's `search`; a number typed also opens that order if the caller
 * may read it. A kind whose call fails gives no hits rather than failing the palette; all of them
 * failing is the palette's error.
 */
export class QuickSearch {
  constructor(
    private readonly sources: QuickSearchSources,
    private readonly session: SessionStore,
  ) {}

  async execute(text: string, signal?: AbortSignal): Promise<QuickHit[]> {
    const search = text.trim();
    const user = this.session.user;
    if (!worthAsking(search) || !can(user, 'use', 'back-office')) return [];
    const query = { page: 1, size: QUICK_LIMIT, search };
    const asks: Promise<QuickHit[]>[] = [];
    if (/^\d+$/.test(search)) {
      asks.push(
        this.sources.orders.get(Number(search)).then(
          (order) => [orderHit(order)],
          (error: unknown) => (error instanceof NotFoundError ? [] : Promise.reject(error)),
        ),
      );
    }
    asks.push(this.sources.orders.list(query, signal).then((page) => page.items.map(orderHit)));
    if (can(user, 'read', 'quote')) {
      asks.push(
        this.sources.quotes.list(query, signal).then((page) =>
          page.items.map((q) => ({
            kind: 'quote' as const,
            id: q.id,
            label: q.reference,
            detail: [q.company, q.scenario].filter(Boolean).join(' — '),
          })),
        ),
      );
    }
    if (can(user, 'read-all', 'reseller')) {
      asks.push(
        this.sources.resellers.list(query, signal).then((page) =>
          page.items.map((r) => ({
            kind: 'reseller' as const,
            id: r.id,
            label: r.company || r.username,
            detail: r.username,
          })),
        ),
      );
    }
    if (can(user, 'read', 'user')) {
      asks.push(
        this.sources.users
          .list(query, signal)
          .then((page) =>
            page.items.map((u) => ({ kind: 'user' as const, id: u.id, label: u.username, detail: fullName(u) })),
          ),
      );
    }
    const settled = await Promise.allSettled(asks);
    const found = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure && settled.every((s) => s.status === 'rejected')) throw failure.reason;
    return rankHits(search, found);
  }
}
