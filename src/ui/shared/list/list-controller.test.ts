import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/page';
import { invalidateList, listQueryOptions, listStatus, type ListLoad } from './list-controller';
import type { ListUrlQuery } from './use-list-url-state';

/** The list controller's data layer, driven as the hook drives it (one observer per list page on screen). */

const pageOf = (query: ListUrlQuery, calls: number): Page<string> => ({
  items: [`page ${query.page} (load ${calls})`],
  total: 30,
  totalRequest: 30,
});
const query = (page: number): ListUrlQuery => ({ page, size: 25, search: '', filters: {} });

/** A server whose answers wait until released; it records each call's signal. */
function slowServer() {
  const calls: { query: ListUrlQuery; signal?: AbortSignal; release: () => void }[] = [];
  const load: ListLoad<string> = (q, signal) =>
    new Promise((resolve, reject) => {
      const n = calls.length + 1;
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      calls.push({ query: q, signal, release: () => resolve(pageOf(q, n)) });
    });
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: QueryClient;
afterEach(() => client.clear());

function observe(load: ListLoad<string>, q: ListUrlQuery) {
  const observer = new QueryObserver(client, listQueryOptions('orders', 'fr', q, load));
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('the list controller’s data layer', () => {
  it('abandons the call of a page the user left for another: its signal is aborted', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const { observer, stop } = observe(server.load, query(1));
    await settle();
    observer.setOptions(listQueryOptions('orders', 'fr', query(2), server.load));
    await settle();
    expect(server.calls.map((c) => c.query.page)).toEqual([1, 2]);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    expect(server.calls[1]?.signal?.aborted).toBe(false);
    server.calls[1]?.release();
    await settle();
    expect(observer.getCurrentResult().data?.items).toEqual(['page 2 (load 2)']);
    stop();
  });

  it('keeps the previous page on screen while the next loads, and shows a visited page from the cache at once, then fresh', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const { observer, stop } = observe(server.load, query(1));
    await settle();
    server.calls[0]?.release();
    await settle();
    observer.setOptions(listQueryOptions('orders', 'fr', query(2), server.load));
    const meanwhile = observer.getCurrentResult();
    expect(meanwhile.data?.items).toEqual(['page 1 (load 1)']);
    expect(listStatus(meanwhile, false)).toBe('loading');
    await settle();
    server.calls[1]?.release();
    await settle();
    // Back to page 1: its own rows at once (not page 2's), under the loader while it is asked again.
    observer.setOptions(listQueryOptions('orders', 'fr', query(1), server.load));
    const back = observer.getCurrentResult();
    expect(back.data?.items).toEqual(['page 1 (load 1)']);
    expect(back.isPlaceholderData).toBe(false);
    expect(listStatus(back, false)).toBe('loading');
    await settle();
    server.calls[2]?.release();
    await settle();
    expect(observer.getCurrentResult().data?.items).toEqual(['page 1 (load 3)']);
    expect(listStatus(observer.getCurrentResult(), false)).toBe('ready');
    stop();
  });

  it('after a write, the page on screen loads again and every other cached page is stale', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const load: ListLoad<string> = (q) => Promise.resolve(pageOf(q, ++calls));
    const { observer, stop } = observe(load, query(1));
    await settle();
    observer.setOptions(listQueryOptions('orders', 'fr', query(2), load));
    await settle();
    expect(observer.getCurrentResult().data?.items).toEqual(['page 2 (load 2)']);
    await invalidateList(client, 'orders');
    expect(observer.getCurrentResult().data?.items).toEqual(['page 2 (load 3)']);
    const other = client.getQueryState(listQueryOptions('orders', 'fr', query(1), load).queryKey);
    expect(other?.isInvalidated).toBe(true);
    // Another list's cache is not touched.
    client.setQueryData(['users', 'fr', query(1)], pageOf(query(1), 0));
    await invalidateList(client, 'orders');
    expect(client.getQueryState(['users', 'fr', query(1)])?.isInvalidated).toBe(false);
    stop();
  });

  it('shows the error (for the retry button) once a load fails, and the loader while a retry is under way', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const load: ListLoad<string> = () => Promise.reject(new Error('server down'));
    const { observer, stop } = observe(load, query(1));
    await settle();
    const failed = observer.getCurrentResult();
    expect(failed.error).toEqual(new Error('server down'));
    expect(listStatus(failed, false)).toBe('error');
    expect(listStatus(failed, true)).toBe('loading');
    stop();
  });

  it('keys each page by list, language and query', () => {
    const load: ListLoad<string> = (q) => Promise.resolve(pageOf(q, 0));
    expect(listQueryOptions('orders', 'en', query(3), load).queryKey).toEqual(['orders', 'en', query(3)]);
  });
});

describe('the lists’ cache', () => {
  it('is one per account: another account starts from an empty cache', async () => {
    const { queryClientFor } = await import('../../shell/data-provider');
    const admin = queryClientFor('1:');
    admin.setQueryData(['orders', 'fr', query(1)], pageOf(query(1), 1));
    expect(queryClientFor('1:')).toBe(admin);
    const reseller = queryClientFor('7:1');
    expect(reseller).not.toBe(admin);
    expect(reseller.getQueryData(['orders', 'fr', query(1)])).toBeUndefined();
    expect(admin.getQueryData(['orders', 'fr', query(1)])).toBeUndefined();
  });
});
