import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDemoLink, parseDemoLink } from './demo-link';

describe('parseDemoLink', () => {
  it('reads ?demo=reseller and ?demo=admin as the demo accounts (docs/product.md#demo-accounts)', () => {
    expect(parseDemoLink('https://example.test/?demo=reseller')).toEqual({
      account: 'reseller',
      username: 'reseller@demo.local',
      cleanUrl: '/',
    });
    expect(parseDemoLink('https://example.test/?demo=admin')?.username).toBe('admin@demo.local');
  });

  it('keeps the path (sub-path included), the other parameters and the hash', () => {
    expect(parseDemoLink('https://example.test/demo/labels/order?page=2&demo=reseller&sort=date#top')?.cleanUrl).toBe(
      '/demo/labels/order?page=2&sort=date#top',
    );
  });

  it('keeps a crafted path in this origin: two leading slashes would name another site', () => {
    expect(parseDemoLink('https://example.test//evil.example/x?demo=admin&a=1#h')?.cleanUrl).toBe(
      '/evil.example/x?a=1#h',
    );
  });

  it('accepts the value whatever its case', () => {
    expect(parseDemoLink('https://example.test/?demo=Admin')?.account).toBe('admin');
  });

  it('ignores a URL without the parameter or with a value that names no demo account', () => {
    expect(parseDemoLink('https://example.test/order')).toBeNull();
    expect(parseDemoLink('https://example.test/?demo=x')).toBeNull();
    expect(parseDemoLink('https://example.test/?demo=reader')).toBeNull();
    expect(parseDemoLink('https://example.test/?demo=')).toBeNull();
    expect(parseDemoLink('https://example.test/?demo=toString')).toBeNull();
  });
});

describe('followDemoLink', () => {
  // The silenced console is this file's only: the files of a vitest worker share their globals (vitest.config.ts).
  afterEach(() => vi.restoreAllMocks());

  function fakeSession() {
    const calls: string[] = [];
    const login = {
      execute: vi.fn(async (username: string, password: string) => {
        calls.push(`login ${username} ${password}`);
      }),
    };
    const logout = { execute: vi.fn(async () => void calls.push('logout')) };
    return { container: { login, logout }, calls, login };
  }

  it('ends the current session, logs into the account and removes the parameter from the address', async () => {
    const { container, calls } = fakeSession();
    const history = { state: null, replaceState: vi.fn() };
    const account = await followDemoLink(container, { href: 'https://example.test/labels/order?demo=admin' }, history);
    expect(account).toBe('admin');
    expect(calls).toEqual(['logout', 'login admin@demo.local demo']);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/labels/order');
  });

  it('lets the app start from a crafted link whose path starts with two slashes', async () => {
    const { container, calls } = fakeSession();
    // As a browser: an address of another origin is a SecurityError.
    const history = {
      state: null,
      replaceState: vi.fn((_state: unknown, _title: string, url?: string | URL | null) => {
        if (new URL(String(url), 'https://example.test/').origin !== 'https://example.test')
          throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    };
    const account = await followDemoLink(
      container,
      { href: 'https://example.test//evil.example/?demo=admin' },
      history,
    );
    expect(account).toBe('admin');
    expect(calls).toEqual(['logout', 'login admin@demo.local demo']);
  });

  it('changes nothing without a demo link', async () => {
    const { container, calls } = fakeSession();
    const history = { state: null, replaceState: vi.fn() };
    expect(await followDemoLink(container, { href: 'https://example.test/?demo=x' }, history)).toBeNull();
    expect(calls).toEqual([]);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('lets the app start as usual when the login fails', async () => {
    const { container, login } = fakeSession();
    login.execute.mockRejectedValueOnce(new Error('refused'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const history = { state: null, replaceState: vi.fn() };
    expect(await followDemoLink(container, { href: 'https://example.test/?demo=reseller' }, history)).toBeNull();
  });
});
