declare const type: unique symbol;

/**
 * An injection token that carries the type of what it is bound to, so the composition root can
 * only bind a `T` under it and a caller only gets a `T` back: a wrong pairing fails `tsc`
 * (docs/architecture.md#composition). At run time a plain symbol, inversify's service identifier
 * (a `ServiceIdentifier<T>`, which for a symbol carries no type: this brand does, for the compiler
 * only). It is invariant in `T`, so a token of one use case is not taken for a token of another
 * with a similar shape.
 */
export type Token<T> = symbol & { readonly [type]: (value: T) => T };

/** The token of a `T`, named for error messages (`orders.list`, `OrderRepository`). */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

/** What the app and the tests read from the composition root: a use case or a port, by its token. */
export interface Injector {
  get<T>(token: Token<T>): T;
}
