import { lazy, type ComponentType } from 'react';

/** SPEC 8: a route chunk that has not loaded after 120 s fails with ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
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

/** A lazy component that can start downloading its code before it renders (src/ui/app/preload.ts). */
export type Preloadable<P> = ComponentType<P> & { preload?: () => Promise<unknown> };

/** A lazily loaded page whose module exports it under `name`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const page = lazy(() =>
    withTimeout(load).then((module) => ({ default: module[name] as ComponentType<Record<string, never>> })),
  );
  return Object.assign(page, { preload: load });
}
