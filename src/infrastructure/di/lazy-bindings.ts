import type { Container } from 'inversify';
import { lazyObject } from '../shared/lazy';

/**
 * Binds use cases under their tokens, each built from a module loaded with the first call (the
 * login page does not download the screens' use cases). Returns the binder for one module.
 */
export function lazyBinder<M>(container: Container, load: () => Promise<M>) {
  return <T extends object>(token: symbol, make: (module: M) => T): void => {
    container.bind(token).toConstantValue(lazyObject(() => load().then(make)));
  };
}
