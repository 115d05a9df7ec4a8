// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LocalSessionStorage, SESSION_STORAGE_KEY } from './local-session.storage';

describe('the session in localStorage', () => {
  afterEach(() => localStorage.clear());

  it('ends with what belongs to it (the pages’ remembered frame: docs/performance.md#a-reopened-page-draws-its-frame-first)', () => {
    const storage = new LocalSessionStorage(['bo.frame']);
    storage.save({ token: 't', user: { id: 7 } as never, impersonator: null });
    localStorage.setItem('bo.frame', '{"account":"7:","pages":{"/":{"text":"Hello Rémi"}}}');
    localStorage.setItem('bo.lang', 'es');
    expect(storage.load()?.token).toBe('t');
    storage.clear();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('bo.frame')).toBeNull();
    // The language is the browser's, not the session's.
    expect(localStorage.getItem('bo.lang')).toBe('es');
  });
});
