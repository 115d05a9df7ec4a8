/**
 * An object whose every member is a method returning a promise (ports and use cases are): what a
 * stand-in can offer before the real object is loaded. A member that is not such a method makes a
 * type that does not satisfy it, so a lazily bound object with one does not compile.
 */
export type AsyncObject<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * An object whose methods load their implementation on first call, for code the login page
 * should not download. `then` is left undefined so the object is never taken for a promise itself.
 */
export function lazyObject<T extends AsyncObject<T>>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null;
  const target = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  return new Proxy({} as T, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        target().then((impl) =>
          (impl[name as keyof T] as (...a: never[]) => Promise<unknown>).apply(impl, args as never[]),
        );
    },
  });
}
