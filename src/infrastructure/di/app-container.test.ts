import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_REPOSITORY, type OrderRepository } from '../../application/orders/order-repository.port';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { DownloadOrderZip, ListOrders } from '../../application/orders/orders.use-cases';
import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { SESSION_STORE, type SessionStore } from '../../application/session/session.store';
import { RECORDS } from '../../application/shared/record-tokens';
import type { ListRecords } from '../../application/shared/record.use-cases';
import { token } from '../../application/shared/token';
import type { Mandrel } from '../../domain/catalogue/mandrel';
import { ApiQuoteRepository } from '../adapters/api-quote.repository';
import { AppContainer, bindings, loaded, type Binder } from './app-container';

/**
 * The composition root's typing: a token carries the type of what it is bound to, and a factory's
 * dependencies carry theirs. Each `@ts-expect-error` below marks a wrong pairing that must not
 * compile; if one compiled, the directive would be unused and `tsc --noEmit` (part of `npm test`)
 * would fail.
 */
export function wrongPairingsFailToCompile(
  container: AppContainer,
  bind: Binder,
  zip: DownloadOrderZip,
  list: ListOrders,
): void {
  // @ts-expect-error the token of the ZIP download is not the token of the order list
  container.get<ListOrders>(ORDERS.zip);
  // @ts-expect-error what the ZIP token gives is a DownloadOrderZip, not a ListOrders
  const wrong: ListOrders = container.get(ORDERS.zip);
  // @ts-expect-error the order list's token takes a ListOrders, not the ZIP download
  bind.value(ORDERS.list, zip);
  // @ts-expect-error a mandrel list is not a user list, though both are ListRecords
  const users: ListRecords<Mandrel> = container.get(RECORDS.users.list);
  // @ts-expect-error a bare symbol is no token: it carries no type
  container.get(Symbol.for('orders.list'));
  // @ts-expect-error the quotes' adapter does not implement the order repository
  bind.adapter(ORDER_REPOSITORY, ApiQuoteRepository);
  // @ts-expect-error a factory's dependency is what its token carries: the session store is no order repository
  bind.factory(ORDERS.list, [SESSION_STORE], (orders: OrderRepository) => list ?? orders);
  // @ts-expect-error a lazily loaded adapter must be all promises (a session store is not)
  bind.lazyAdapter(SESSION_STORE, () => Promise.resolve(class {} as unknown as new () => SessionStore));
  // The right pairings compile, and a token is inversify's service identifier of its type.
  const identifier: ServiceIdentifier<ListOrders> = ORDERS.list;
  bind.value(ORDERS.zip, zip);
  bind.adapter(QUOTE_REPOSITORY, ApiQuoteRepository);
  bind.factory(ORDERS.list, [ORDER_REPOSITORY, SESSION_STORE], (_orders, _session) => list);
  const right: ListOrders = container.get(ORDERS.list);
  const mandrels: ListRecords<Mandrel> = container.get(RECORDS.mandrels.list);
  void [wrong, users, right, mandrels, identifier];
}

const GREETING = token<{ readonly text: string }>('test.greeting');
const NAME = token<string>('test.name');

interface Greeter {
  hello(): Promise<string>;
}
const GREETER = token<Greeter>('test.greeter');

@injectable()
class NamedGreeter implements Greeter {
  constructor(@inject(NAME) private readonly name: string) {}
  async hello() {
    return `hello ${this.name}`;
  }
}

describe('AppContainer', () => {
  it('gives back what was bound under a token, one instance per container', () => {
    const made = vi.fn(() => ({ text: 'hello' }));
    const module = bindings((bind) => bind.factory(GREETING, [], made));
    const container = new AppContainer().load(module);
    expect(container.get(GREETING)).toBe(container.get(GREETING));
    expect(new AppContainer().load(module).get(GREETING)).not.toBe(container.get(GREETING));
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('builds a factory from what its dependencies’ tokens are bound to', () => {
    const container = new AppContainer().load(
      bindings((bind) => {
        bind.value(NAME, 'Ada');
        bind.factory(GREETING, [NAME], (name) => ({ text: `hello ${name}` }));
      }),
    );
    expect(container.get(GREETING).text).toBe('hello Ada');
  });

  it('builds an adapter class from the tokens its constructor names with @inject', async () => {
    const container = new AppContainer().load(
      bindings((bind) => {
        bind.value(NAME, 'Ada');
        bind.adapter(GREETER, NamedGreeter);
      }),
    );
    expect(await container.get(GREETER).hello()).toBe('hello Ada');
  });

  it('refuses a token bound twice or never bound', () => {
    const container = new AppContainer().load(
      bindings((bind) => {
        bind.value(NAME, 'Ada');
        bind.value(NAME, 'Bob');
      }),
    );
    expect(() => container.get(NAME)).toThrow();
    expect(() => container.get(GREETING)).toThrow();
  });

  it('loads a lazy adapter’s module with its first call, once, and builds it then', async () => {
    const load = vi.fn(async () => NamedGreeter);
    const container = new AppContainer().load(
      bindings((bind) => {
        bind.value(NAME, 'Ada');
        bind.lazyAdapter(GREETER, load);
      }),
    );
    const greeter = container.get(GREETER);
    expect(load).not.toHaveBeenCalled();
    expect(await greeter.hello()).toBe('hello Ada');
    expect(await greeter.hello()).toBe('hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a lazy factory’s module with the first call of what it makes', async () => {
    const load = vi.fn(async () => ({ prefix: 'hello' }));
    const container = new AppContainer().load(
      bindings((bind) => {
        bind.value(NAME, 'Ada');
        bind.factory(
          GREETER,
          [NAME],
          loaded(load, (m, name) => ({ hello: async () => `${m.prefix} ${name}` })),
        );
      }),
    );
    const greeter = container.get(GREETER);
    expect(load).not.toHaveBeenCalled();
    expect(await greeter.hello()).toBe('hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
