import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';

let backend: MockBackend;
beforeEach(async () => {
  backend = await MockBackend.seeded();
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('AuthService', () => {
  it('gives a random token that authenticates its user', async () => {
    const a = await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'fr');
    const b = await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'fr');
    expect(a.token).not.toBe(b.token);
    expect(backend.auth.authenticate(a.token, 'fr').username).toBe('admin@demo.local');
  });
  it('refuses a wrong password with a 401 in the caller’s language', async () => {
    const error = await refusal(backend.auth.login({ username: 'admin@demo.local', password: 'nope' }, 'fr'));
    expect(error?.status).toBe(401);
    expect(error?.body.message).toBe('Identifiant ou mot de passe incorrect.');
  });
  it('refuses a quote user on the back office (403)', async () => {
    const error = await refusal(
      backend.auth.login({ username: 'client@demo.local', password: 'demo', options: { value: 'bo-front' } }, 'en'),
    );
    expect(error?.status).toBe(403);
  });
  it('answers 401 for a missing or unknown token', () => {
    expect(() => backend.auth.authenticate(null, 'fr')).toThrow(ApiError);
    expect(() => backend.auth.authenticate('forged', 'fr')).toThrow(ApiError);
  });
  it('lets only the admin it names connect as an active reseller', async () => {
    const admin = backend.context(
      (await backend.auth.login({ username: 'admin@demo.local', password: 'demo' }, 'en')).token,
      'en',
    );
    const reseller = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }))!;
    const answer = await backend.auth.connectAs(admin, admin.caller.id, reseller.id);
    expect(backend.auth.authenticate(answer.userConnectAsToken, 'en').id).toBe(reseller.id);
    expect(answer.adminUser.username).toBe('admin@demo.local');
    // The way back to the admin account: the admin's own token, the one this call came with.
    expect(answer.adminUser.api_token).toBe(admin.token);
    expect((await refusal(backend.auth.connectAs(admin, admin.caller.id + 1, reseller.id)))?.status).toBe(403);
    expect((await refusal(backend.auth.connectAs(admin, admin.caller.id, admin.caller.id)))?.status).toBe(400);
  });
  it('changes a password once per reset token, for its own user only', async () => {
    const { user } = backend.auth.checkUserMail({ email: 'reseller@demo.local' });
    const { link } = await backend.auth.sendResetLink(user!.id, 'fr');
    const token = link!.split('/')[2]!;
    expect(
      (await refusal(backend.auth.changePassword(token, user!.id + 1, { password: 'new-password' }, 'fr')))?.body
        .message,
    ).toBe('error_wrong_user');
    await backend.auth.changePassword(token, user!.id, { password: 'new-password' }, 'fr');
    expect(
      (await refusal(backend.auth.changePassword(token, user!.id, { password: 'again-password' }, 'fr')))?.body.message,
    ).toBe('error_token');
    await expect(
      backend.auth.login({ username: 'reseller@demo.local', password: 'new-password' }, 'fr'),
    ).resolves.toHaveProperty('token');
  });
});
