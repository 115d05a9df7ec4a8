import { describe, expect, it } from 'vitest';
import { changesData } from './changes-data';

const API = 'http://127.0.0.1:4173/api';
const call = (method: string, path: string, base = API) => changesData(base, { method, url: `${base}${path}` });

describe('changesData: the calls the demo backend answers only once saved', () => {
  it('a GET of the original call list that changes data: the reset link, the scenario sync, a files resync', () => {
    expect(call('GET', '/reset-password/42')).toBe(true);
    expect(call('GET', '/admin/scenarios/refresh')).toBe(true);
    expect(call('GET', '/admin/orders/resync/files/1042')).toBe(true);
  });
  it('any other GET only reads', () => {
    expect(call('GET', '/admin/orders')).toBe(false);
    expect(call('GET', '/admin/orders/1042')).toBe(false);
    expect(call('GET', '/admin/orders/refresh/1042')).toBe(false);
    expect(call('GET', '/me/preferences')).toBe(false);
  });
  it('a POST that only reads does not wait; every other write does', () => {
    expect(call('POST', '/admin/auth-user')).toBe(false);
    expect(call('POST', '/admin/dashboard/counters')).toBe(false);
    expect(call('POST', '/login')).toBe(true);
    expect(call('PUT', '/me/preferences')).toBe(true);
    expect(call('POST', '/reset-password/check-user-mail')).toBe(true);
  });
  it('under a sub-path, and for a call the contract does not have, by its method', () => {
    const base = 'http://127.0.0.1:4174/demo/labels/api';
    expect(call('GET', '/reset-password/42', base)).toBe(true);
    expect(call('GET', '/admin/orders', base)).toBe(false);
    expect(call('GET', '/nowhere')).toBe(false);
    expect(call('DELETE', '/nowhere')).toBe(true);
  });
});
