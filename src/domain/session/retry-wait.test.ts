import { describe, expect, it } from 'vitest';
import { retryWait } from './retry-wait';

describe('retryWait', () => {
  it('says a wait under a minute in seconds', () => {
    expect(retryWait(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
  });
  it('says a longer wait in minutes rounded up, never shorter than the real one', () => {
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', count: 15 });
  });
  it('says at least one second, and nothing precise without a Retry-After', () => {
    expect(retryWait(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(null)).toEqual({ unit: 'unknown' });
    expect(retryWait(undefined)).toEqual({ unit: 'unknown' });
    expect(retryWait(Number.NaN)).toEqual({ unit: 'unknown' });
  });
});
