import type { Injector, Token } from '../../application/shared/token';
import { lazyObject } from '../shared/lazy';

/** A token bound more than once: reading it is a mistake of the composition root, not a choice. */
const TWICE: unique symbol = Symbol('bound twice');

/**
 * The composition root's container (docs/architecture.md#composition): one way to
 * bind, a value under its typed token (a built instance, or one whose module loads with its first
 * call), and one way to read, by that token. A value of the wrong type fails `tsc`.
 *
 * A map of values: every binding is a value the root built, so the container needs no resolution
 * of its own (it was inversify's; docs/decisions.md#the-code says why it no longer is).
 */
export class AppContainer implements Injector {
  private readonly values = new Map<symbol, unknown>();

  bind<T>(token: Token<T>, value: T): T {
    this.values.set(token, this.values.has(token) ? TWICE : value);
    return value;
  }

  /**
   * Binds a use case built from a module loaded with the first call (the login page does not
   * download the screens' use cases). Returns the binder for one module.
   */
  lazy<M>(load: () => Promise<M>) {
    return <T extends object>(token: Token<T>, make: (module: M) => T): T =>
      this.bind(
        token,
        lazyObject(() => load().then(make)),
      );
  }

  get<T>(token: Token<T>): T {
    if (!this.values.has(token)) throw new Error(`Nothing is bound to ${token.description ?? 'this token'}`);
    const value = this.values.get(token);
    if (value === TWICE) throw new Error(`${token.description ?? 'This token'} is bound more than once`);
    return value as T;
  }
}
