import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_REPOSITORY } from '../../application/orders/order-repository.port';
import { ORDERS, type OrderUseCases } from '../../application/orders/orders.tokens';
import { QUOTE_REPOSITORY } from '../../application/quotes/quote-repository.port';
import { QUOTES } from '../../application/quotes/quotes.tokens';
import { SESSION_STORE } from '../../application/session/session.store';
import { RECORDS } from '../../application/shared/record-tokens';
import type { Records } from '../../application/shared/record.use-cases';
import { token } from '../../application/shared/token';
import type { Mandrel, MandrelInput } from '../../domain/catalogue/mandrel';
import type { User, UserFilter, UserInput } from '../../domain/users/user';
import { ApiQuoteRepository } from '../adapters/api-quote.repository';
import { AppContainer, bindings, type Binder } from './app-container';

/**
 * The composition root's typing: a token carries the type of what it is bound to, and a factory's
 * dependencies carry theirs. Each `@ts-expect-error` below marks a wrong pairing that must not
 * compile; if one compiled, the directive would be unused and `tsc --noEmit` (part of `npm test`)
 * would fail.
 */
export function wrongPairingsFailToCompile(container: AppContainer, bind: Binder, orders: OrderUseCases): void {
  // @ts-expect-error the orders' token is not the quotes' token
  container.get<OrderUseCases>(QUOTES);
  // @ts-expect-error what the quotes' token gives is no OrderUseCases
  const wrong: OrderUseCases = container.get(QUOTES);
  // @ts-expect-error the quotes' token takes the quotes' use cases, not the orders'
  bind.value(QUOTES, orders);
  // @ts-expect-error a mandrel's records are not a user's, though both are Records
  const users: Records<Mandrel, MandrelInput> = container.get(RECORDS.users);
  // @ts-expect-error a bare symbol is no token: it carries no type
  container.get(Symbol.for('orders'));
  // @ts-expect-error the quotes' adapter does not implement the order repository
  bind.adapter(ORDER_REPOSITORY, ApiQuoteRepository);
  // @ts-expect-error a factory's dependency is what its token carries: the session store is no order repository
  bind.factory(ORDERS, [SESSION_STORE], (repository: { list(): void }) => orders ?? repository);
  // The right pairings compile, and a token is inversify's service identifier of its type.
  const identifier: ServiceIdentifier<OrderUseCases> = ORDERS;
  bind.value(ORDERS, orders);
  bind.adapter(QUOTE_REPOSITORY, ApiQuoteRepository);
  bind.factory(ORDERS, [ORDER_REPOSITORY, SESSION_STORE], (_orders, _session) => orders);
  const right: OrderUseCases = container.get(ORDERS);
  const mandrels: Records<Mandrel, MandrelInput> = container.get(RECORDS.mandrels);
  const people: Records<User, UserInput, UserFilter> = container.get(RECORDS.users);
  void [wrong, users, right, mandrels, people, identifier];
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
});
