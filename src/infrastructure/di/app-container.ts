// Imported once, here, where the container is made: the Reflect metadata API the decorators write to
// (@injectable, @inject). The `lite` entry, which inversify's own container package loads too: the
// full one only adds polyfills of Map, Set and WeakMap for browsers the app does not run in (3 KiB gz
// on the login page for nothing).
import 'reflect-metadata/lite';
import { Container, ContainerModule, type MapToResolvedValueInjectOptions, type Newable } from 'inversify';
import type { Injector, Token } from '../../application/shared/token';

/** The tokens of a factory's arguments, each carrying its argument's type. */
type Tokens<A extends unknown[]> = { [K in keyof A]: Token<A[K]> };

/**
 * How a module binds, each binding under its typed token and declaring what it depends on by token
 * (docs/architecture.md#composition): a value of the wrong type, or a dependency of the wrong type
 * for its factory, does not compile.
 */
export interface Binder {
  /** A value made outside the container: the browser's storage, a test's backend, a setting. */
  value<T>(token: Token<T>, value: T): void;
  /** An adapter: an `@injectable()` class whose constructor names each dependency's token with `@inject`. */
  adapter<T>(token: Token<T>, type: Newable<T>): void;
  /**
   * Anything else (a feature's use cases, a store): made by `make` from the values bound to `deps`,
   * once, when first asked for (at boot, or when the screens' modules load: never at a render).
   */
  factory<T, A extends unknown[]>(token: Token<T>, deps: Tokens<A>, make: (...args: A) => T): void;
}

/** A container module (one per adapter family, one per feature): its bindings, made through a Binder. */
export function bindings(register: (bind: Binder) => void): ContainerModule {
  return new ContainerModule(({ bind }) =>
    register({
      value: (token, value) => void bind(token).toConstantValue(value),
      adapter: (token, type) => void bind(token).to(type),
      // Tokens<A> is what inversify takes, typed by each argument rather than by none.
      factory: (token, deps, make) =>
        void bind(token).toResolvedValue(make, deps as MapToResolvedValueInjectOptions<typeof deps>),
    }),
  );
}

/**
 * The composition root's container: inversify's, with one instance of each binding (singletons),
 * read by typed token. `get` of a token bound twice or never throws: a mistake of the composition
 * root, not a choice.
 */
export class AppContainer implements Injector {
  private readonly container = new Container({ defaultScope: 'Singleton' });

  load(...modules: ContainerModule[]): this {
    this.container.load(...modules);
    return this;
  }

  get<T>(token: Token<T>): T {
    return this.container.get<T>(token);
  }
}
