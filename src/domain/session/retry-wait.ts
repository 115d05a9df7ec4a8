/**
 * How long a refused attempt must wait, said the way people say it (docs/access.md#sessions: a
 * throttled login or reset answers 429 with Retry-After in seconds): under a minute in seconds,
 * beyond in whole minutes rounded up, so the wait said is never shorter than the real one.
 */
export type RetryWait =
  | { readonly unit: 'seconds'; readonly count: number }
  | { readonly unit: 'minutes'; readonly count: number }
  | { readonly unit: 'unknown' };

export function retryWait(retryAfterSeconds: number | null | undefined): RetryWait {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds))
    return { unit: 'unknown' };
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
