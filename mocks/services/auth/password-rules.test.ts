import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { CallContext } from '../shared/context';
import { passwordProblem } from './password-rules';
import { login, refusalOf, userIdOf } from '../shared/service-test-kit';

let backend: MockBackend;
beforeEach(async () => {
  backend = await MockBackend.seeded();
});

/** The field errors of a refused call, as `{field: message}`. */
async function fieldErrors(call: () => unknown): Promise<Record<string, string>> {
  const refusal = await refusalOf(call);
  expect(refusal.status).toBe(400);
  return Object.fromEntries((refusal.body.errors ?? []).map((e) => [e.field, e.message]));
}

const TOO_SHORT = 'The password must be at least 8 characters long.';
const COMMON = 'This password is too common: choose another one.';
const IS_USERNAME = 'The password cannot be the same as the username.';

describe('password rules (docs/access.md#passwords)', () => {
  it('refuses fewer than 8 characters, the 10,000 most common passwords and the username', async () => {
    expect(await passwordProblem('short', 'lea@example.com')).toBe('passwordLength');
    for (const common of ['password', '12345678', 'azertyui', 'PASSWORD', 'qwertyuiop']) {
      expect(await passwordProblem(common, 'lea@example.com'), common).toBe('passwordCommon');
    }
    expect(await passwordProblem('Lea@Example.com', 'lea@example.com')).toBe('passwordIsUsername');
    for (const fine of ['welcome-2026', 'n3w-passw0rd', 'a-long-passphrase']) {
      expect(await passwordProblem(fine, 'lea@example.com'), fine).toBeNull();
    }
  });
});

describe('the rules on every new password', () => {
  const newUser = {
    username: 'lea.martin@example.com',
    firstname: 'Léa',
    lastname: 'Martin',
    company: null,
    roles: ['ROLE_READER'],
    isActive: true,
    parent: null,
  };
  let admin: CallContext;
  beforeEach(async () => {
    admin = await login(backend, 'admin@demo.local');
  });

  it('on a user’s creation and change, with the message on `password`', async () => {
    expect(await fieldErrors(() => backend.users.create(admin, { ...newUser, password: 'password' }))).toEqual({
      password: COMMON,
    });
    expect(
      await fieldErrors(() => backend.users.create(admin, { ...newUser, password: 'LEA.MARTIN@example.com' })),
    ).toEqual({ password: IS_USERNAME });
    expect(backend.db.collections.users.findFirst((q) => q.where({ username: newUser.username }))).toBeUndefined();
    const created = await backend.users.create(admin, { ...newUser, password: 'welcome-2026' });
    expect(
      await fieldErrors(() => backend.users.update(admin, created.id, { ...newUser, password: '12345678' })),
    ).toEqual({ password: COMMON });
    expect(await fieldErrors(() => backend.users.update(admin, created.id, { ...newUser, password: 'short' }))).toEqual(
      {
        password: TOO_SHORT,
      },
    );
  });

  it('on a reseller’s creation and change', async () => {
    const body = {
      username: 'shop@example.com',
      firstname: 'Jo',
      lastname: 'Shop',
      company: 'Shop',
      password: 'azertyui',
    };
    expect(await fieldErrors(() => backend.resellers.create(admin, body))).toEqual({ password: COMMON });
    const created = await backend.resellers.create(admin, { ...body, password: '' });
    expect(
      await fieldErrors(() => backend.resellers.update(admin, created.id, { ...body, password: 'shop@example.com' })),
    ).toEqual({ password: IS_USERNAME });
  });

  it('on a reset link, which stays usable after a refused password', async () => {
    const id = userIdOf(backend, 'reseller@demo.local');
    const token = (await backend.auth.sendResetLink(id, 'en')).link!.split('/')[2]!;
    expect(await fieldErrors(() => backend.auth.changePassword(token, id, { password: 'password1' }, 'en'))).toEqual({
      password: COMMON,
    });
    expect(
      await fieldErrors(() => backend.auth.changePassword(token, id, { password: 'Reseller@demo.local' }, 'en')),
    ).toEqual({ password: IS_USERNAME });
    await backend.auth.changePassword(token, id, { password: 'welcome-2026' }, 'en');
  });
});

describe('the current password, to change one’s own password or login', () => {
  const ownBody = (ctx: CallContext, changes: Record<string, unknown>) => ({
    username: ctx.caller.username,
    firstname: ctx.caller.firstname,
    lastname: ctx.caller.lastname,
    company: ctx.caller.company,
    roles: ctx.caller.roles,
    isActive: true,
    parent: null,
    ...changes,
  });

  it('is required (and must be right) for an admin’s own password or login, not for its name', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const id = admin.caller.id;
    expect(
      await fieldErrors(() => backend.users.update(admin, id, ownBody(admin, { password: 'welcome-2026' }))),
    ).toEqual({
      currentPassword: 'Enter your current password.',
    });
    expect(
      await fieldErrors(() =>
        backend.users.update(admin, id, ownBody(admin, { password: 'welcome-2026', currentPassword: 'nope' })),
      ),
    ).toEqual({ currentPassword: 'The current password is wrong.' });
    expect(
      await fieldErrors(() => backend.users.update(admin, id, ownBody(admin, { username: 'alice@example.com' }))),
    ).toEqual({ currentPassword: 'Enter your current password.' });
    // Both at fault: both named.
    expect(await fieldErrors(() => backend.users.update(admin, id, ownBody(admin, { password: 'password' })))).toEqual({
      password: COMMON,
      currentPassword: 'Enter your current password.',
    });
    expect(backend.db.collections.users.findFirst((q) => q.where({ id }))!.password).toBe('demo');
    await backend.users.update(admin, id, ownBody(admin, { firstname: 'Alicia' }));
    await backend.users.update(
      admin,
      id,
      ownBody(admin, { username: 'alice@example.com', password: 'welcome-2026', currentPassword: 'demo' }),
    );
    expect(backend.db.collections.users.findFirst((q) => q.where({ id }))).toMatchObject({
      username: 'alice@example.com',
      password: 'welcome-2026',
    });
  });

  it('is not asked of an admin setting another account’s password', async () => {
    const admin = await login(backend, 'admin@demo.local');
    const reader = backend.db.collections.users.findFirst((q) => q.where({ username: 'reader@demo.local' }))!;
    await backend.users.update(admin, reader.id, {
      ...ownBody({ ...admin, caller: reader }, {}),
      password: 'welcome-2026',
    });
    expect(backend.db.collections.users.findFirst((q) => q.where({ id: reader.id }))!.password).toBe('welcome-2026');
  });

  it('is required for a reseller’s own password or login e-mail', async () => {
    const reseller = await login(backend, 'reseller@demo.local');
    const id = reseller.caller.id;
    const profile = { ...backend.resellers.get(reseller, id), country: null };
    expect(
      await fieldErrors(() => backend.resellers.update(reseller, id, { ...profile, password: 'welcome-2026' })),
    ).toEqual({ currentPassword: 'Enter your current password.' });
    expect(
      await fieldErrors(() =>
        backend.resellers.update(reseller, id, { ...profile, username: 'jean@example.com', currentPassword: 'x' }),
      ),
    ).toEqual({ currentPassword: 'The current password is wrong.' });
    expect(backend.db.collections.users.findFirst((q) => q.where({ id }))).toMatchObject({
      username: 'reseller@demo.local',
      password: 'demo',
    });
    await backend.resellers.update(reseller, id, { ...profile, company: 'Dupont & fils' });
    await backend.resellers.update(reseller, id, {
      ...profile,
      username: 'jean@example.com',
      password: 'welcome-2026',
      currentPassword: 'demo',
    });
    expect(backend.db.collections.users.findFirst((q) => q.where({ id }))).toMatchObject({
      username: 'jean@example.com',
      password: 'welcome-2026',
    });
  });
});
