import { describe, expect, it } from 'vitest';
import { decideAccess, landingAfterLogin } from './access';
import { TRANSLATIONS_RIGHT } from './can';

const admin = { id: 1, roles: ['ROLE_ADMIN'], username: 'admin@demo.local' };
const superAdmin = { id: 2, roles: ['ROLE_ADMIN'], username: 'superadmin@demo.local', rights: [TRANSLATIONS_RIGHT] };
const reader = { id: 3, roles: ['ROLE_READER'], username: 'reader@demo.local' };
const reseller = { id: 7, roles: ['ROLE_RESELLER'], username: 'reseller@demo.local' };
const front = { id: 9, roles: ['ROLE_RESELLER_FRONT'], username: 'client@demo.local' };

describe('decideAccess', () => {
  it('sends a visitor on a login route to login with the original path', () => {
    expect(decideAccess('login', null, '/user?page=2')).toEqual({ kind: 'login', redirectFrom: '/user?page=2' });
    expect(decideAccess('admin', null, '/config')).toEqual({ kind: 'login', redirectFrom: '/config' });
  });
  it('sends a logged-in user away from guest pages to the dashboard', () => {
    expect(decideAccess('guest', admin, '/login').kind).toBe('dashboard');
    expect(decideAccess('guest', null, '/login').kind).toBe('allow');
  });
  it('lets anyone open public pages', () => {
    expect(decideAccess('public', reseller, '/change-password/x/1').kind).toBe('allow');
    expect(decideAccess('public', null, '/forgot-password').kind).toBe('allow');
  });
  it('refuses admin-flagged routes to resellers (docs/screens.md#the-route-guard) but not to admins or readers', () => {
    expect(decideAccess('admin', reseller, '/config').kind).toBe('denied');
    expect(decideAccess('admin', admin, '/config').kind).toBe('allow');
    expect(decideAccess('admin', reader, '/config').kind).toBe('allow');
  });
  it('keeps reseller pages to resellers and the translation export to the account holding the right', () => {
    expect(decideAccess('reseller', admin, '/reseller/profile').kind).toBe('denied');
    expect(decideAccess('reseller', reseller, '/reseller/profile').kind).toBe('allow');
    expect(decideAccess('superadmin', admin, '/translate/export').kind).toBe('denied');
    expect(decideAccess('superadmin', superAdmin, '/translate/export').kind).toBe('allow');
  });
  it('follows the right, not the username: a renamed holder keeps it, its old name gives nothing', () => {
    const renamed = { ...superAdmin, username: 'serge@labelprint.example' };
    const impostor = { ...admin, username: 'superadmin@demo.local' };
    expect(decideAccess('superadmin', renamed, '/translate/export').kind).toBe('allow');
    expect(decideAccess('superadmin', impostor, '/translate/export').kind).toBe('denied');
    // The right is an admin's: a reader holding it (a bad record) still gets nothing.
    expect(decideAccess('superadmin', { ...reader, rights: [TRANSLATIONS_RIGHT] }, '/translate/export').kind).toBe(
      'denied',
    );
  });
  it('treats a quote user as logged out', () => {
    expect(decideAccess('login', front, '/').kind).toBe('login');
  });
});

describe('landingAfterLogin', () => {
  it('returns to the page the user came from', () => {
    expect(landingAfterLogin('/user?page=2')).toBe('/user?page=2');
  });
  it('never leaves the app or loops to the login pages', () => {
    expect(landingAfterLogin('https://evil.example')).toBe('/');
    expect(landingAfterLogin('//evil.example')).toBe('/');
    expect(landingAfterLogin('/logout')).toBe('/');
    expect(landingAfterLogin(null)).toBe('/');
  });
  it('refuses a backslash or a control character anywhere: a browser reads them as another site', () => {
    for (const path of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/order\\..\\x',
      '/a\u0000b',
    ]) {
      expect(landingAfterLogin(path), JSON.stringify(path)).toBe('/');
    }
    expect(landingAfterLogin('/order/12?status%5B%5D=1')).toBe('/order/12?status%5B%5D=1');
  });
});
