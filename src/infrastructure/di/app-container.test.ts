import { describe, expect, it, vi } from 'vitest';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { DownloadOrderZip, ListOrders } from '../../application/orders/orders.use-cases';
import { RECORDS } from '../../application/shared/record-tokens';
import type { ListRecords } from '../../application/shared/record.use-cases';
import { token } from '../../application/shared/token';
import type { Mandrel } from '../../domain/catalogue/mandrel';
import { AppContainer } from './app-container';

/**
 * The composition root's typing: a token carries the type of what it is bound to. Each
 * `@ts-expect-error` below marks a wrong pairing that must not compile; if one compiled, the
 * directive would be unused and `tsc --noEmit` (part of `npm test`) would fail.
 */
export function wrongPairingsFailToCompile(container: AppContainer, zip: DownloadOrderZip, list: ListOrders): void {
  // @ts-expect-error the token of the ZIP download is not the token of the order list
  container.get<ListOrders>(ORDERS.zip);
  // @ts-expect-error what the ZIP token gives is a DownloadOrderZip, not a ListOrders
  const wrong: ListOrders = container.get(ORDERS.zip);
  // @ts-expect-error the order list's token takes a ListOrders, not the ZIP download
  container.bind(ORDERS.list, zip);
  // @ts-expect-error a mandrel list is not a user list, though both are ListRecords
  const users: ListRecords<Mandrel> = container.get(RECORDS.users.list);
  // @ts-expect-error a bare symbol is no token: it carries no type
  container.get(Symbol.for('orders.list'));
  // The right pairings compile.
  container.bind(ORDERS.zip, zip);
  const right: ListOrders = container.get(ORDERS.list);
  const mandrels: ListRecords<Mandrel> = container.get(RECORDS.mandrels.list);
  void [wrong, users, list, right, mandrels];
}

describe('AppContainer', () => {
  it('gives back what was bound under a token', () => {
    const container = new AppContainer();
    const greeting = token<{ readonly text: string }>('test.greeting');
    const value = { text: 'hello' };
    container.bind(greeting, value);
    expect(container.get(greeting)).toBe(value);
  });

  it('refuses a token bound twice or never bound', () => {
    const container = new AppContainer();
    const once = token<number>('test.once');
    container.bind(once, 1);
    container.bind(once, 2);
    expect(() => container.get(once)).toThrow();
    expect(() => container.get(token<number>('test.never'))).toThrow();
  });

  it('loads a lazy binding with its first call, once', async () => {
    const container = new AppContainer();
    const load = vi.fn(async () => ({
      Greeter: class Greeter {
        hello = async (name: string) => `hello ${name}`;
      },
    }));
    const greeter = token<{ hello(name: string): Promise<string> }>('test.greeter');
    container.lazy(load)(greeter, (m) => new m.Greeter());
    expect(load).not.toHaveBeenCalled();
    expect(await container.get(greeter).hello('Ada')).toBe('hello Ada');
    expect(await container.get(greeter).hello('Bob')).toBe('hello Bob');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
