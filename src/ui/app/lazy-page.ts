import { createElement, lazy, type ComponentType } from 'react';

/** docs/screens.md#errors-and-notices: a route chunk that has not loaded after 120 s fails with ChunkLoadError. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'Loading chunk failed'));
      },
    );
  });
}

/** A lazy component that can load its code before it first renders (src/ui/app/preload.ts). */
export type Preloadable<P> = ComponentType<P> & { preload?: () => Promise<unknown> };

/**
 * A component loaded on first use from the module exporting it under `name`. Once its code has
 * been preloaded it renders directly, without suspending: React holds a revealed Suspense boundary
 * back for 300 ms, which the first screen should not pay.
 */
export function lazyComponent<P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
): Preloadable<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    withTimeout(load).then((module) => {
      loaded = module[name] as ComponentType<P>;
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(LazyComponent, { preload });
}

/** A lazily loaded page whose module exports it under `name`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyComponent<Record<string, never>, M>(load, name);
}
