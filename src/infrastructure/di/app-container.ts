import { Container } from 'inversify';
import type { Injector, Token } from '../../application/shared/token';
import { lazyObject } from '../shared/lazy';

/**
 * The composition root's container (docs/architecture.md#composition): one way to
 * bind, a value under its typed token (a built instance, or one whose module loads with its first
 * call), and one way to read, by that token. A value of the wrong type fails `tsc`.
 */
export class AppContainer implements Injector {
  private readonly container = new Container();

  bind<T>(token: Token<T>, value: T): T {
    this.container.bind<T>(token).toConstantValue(value);
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
    return this.container.get<T>(token);
  }
}
