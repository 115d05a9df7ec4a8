import { describe, expect, it } from 'vitest';
import { decideUnauthorized, storedSessionChange, type SessionKey } from './shared-session';

const admin: SessionKey = { token: 'admin-1', userId: 1, impersonatorId: null };
const adminAgain: SessionKey = { token: 'admin-2', userId: 1, impersonatorId: null };
const reseller: SessionKey = { token: 'reseller-1', userId: 7, impersonatorId: null };
const adminAsReseller: SessionKey = { token: 'reseller-2', userId: 7, impersonatorId: 1 };

describe('storedSessionChange (another tab changed the stored session)', () => {
  it('logs this tab out when the stored session is gone (a logout in another tab)', () => {
    expect(storedSessionChange(admin, null)).toBe('ended');
  });
  it('does nothing without a session on either side, or for the same token', () => {
    expect(storedSessionChange(null, null)).toBe('none');
    expect(storedSessionChange(admin, { ...admin })).toBe('none');
  });
  it('takes the stored session when this tab had none (a login in another tab)', () => {
    expect(storedSessionChange(null, reseller)).toBe('started');
  });
  it('takes a new token of the same account quietly', () => {
    expect(storedSessionChange(admin, adminAgain)).toBe('renewed');
  });
  it('switches for another user: a login as someone else', () => {
    expect(storedSessionChange(admin, reseller)).toBe('switched');
    expect(storedSessionChange(reseller, admin)).toBe('switched');
  });
  it('switches for a connect-as and for the way back to the admin account', () => {
    expect(storedSessionChange(admin, adminAsReseller)).toBe('switched');
    expect(storedSessionChange(adminAsReseller, adminAgain)).toBe('switched');
    // The reseller itself and the admin connected as it are not the same session either.
    expect(storedSessionChange(reseller, adminAsReseller)).toBe('switched');
  });
});

describe('decideUnauthorized (a 401 in this tab)', () => {
  it('ends the session this tab and the storage hold', () => {
    expect(decideUnauthorized('admin-1', 'admin-1', 'admin-1')).toBe('expire');
    expect(decideUnauthorized(undefined, 'admin-1', 'admin-1')).toBe('expire');
  });
  it('ends the tab’s session when nothing is stored any more', () => {
    expect(decideUnauthorized('admin-1', 'admin-1', null)).toBe('expire');
  });
  it('never wipes a newer stored session: the old tab adopts it', () => {
    expect(decideUnauthorized('admin-1', 'admin-1', 'reseller-1')).toBe('adopt');
    expect(decideUnauthorized(undefined, 'admin-1', 'admin-2')).toBe('adopt');
  });
  it('ignores a refusal of a token the tab no longer holds (a call sent before it took the newer one)', () => {
    expect(decideUnauthorized('admin-1', 'reseller-1', 'reseller-1')).toBe('ignore');
    expect(decideUnauthorized(null, 'reseller-1', 'reseller-1')).toBe('ignore');
  });
  it('ignores a 401 once the tab has no session left (several calls refused together end it once)', () => {
    expect(decideUnauthorized('admin-1', null, null)).toBe('ignore');
    expect(decideUnauthorized('admin-1', null, 'admin-1')).toBe('ignore');
  });
});
