/**
 * An object whose methods load their implementation on first call, for code the login page
 * should not download: every method of `T` must return a promise (ports, use cases do).
 * `then` is left undefined so the object is never taken for a promise itself.
 */
export function lazyObject<T extends object>(load: () => Promise<T>): T {
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
        target().then((impl) => (impl[name as keyof T] as (...a: unknown[]) => unknown).apply(impl, args));
    },
  });
}
