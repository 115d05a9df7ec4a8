import { beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/** What every AuthGateway adapter must do, run against each one. */
export function describeAuthGatewayContract(name: string, make: MakeHarness): void {
  describe(`AuthGateway contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });

    it('logs in and loads the user of the token', async () => {
      const { token } = await h.adapters.auth.login('admin@demo.local', 'demo');
      const user = await h.adapters.auth.currentUser(token);
      expect(user.username).toBe('admin@demo.local');
      expect(user.roles[0]).toBe('ROLE_ADMIN');
    });

    it("refuses a wrong password with the server's message and announces no expiry", async () => {
      let announced = 0;
      h.signals.unauthorized$.subscribe(() => announced++);
      const error = await h.adapters.auth.login('admin@demo.local', 'wrong').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as Error).message).toBe('Invalid username or password.');
      expect(announced).toBe(0);
    });

    it('refuses a quote user', async () => {
      await expect(h.adapters.auth.login('client@demo.local', 'demo')).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('refuses an unknown token', async () => {
      await expect(h.adapters.auth.currentUser('forged')).rejects.toBeInstanceOf(UnauthorizedError);
    });

    it("connects an admin as a reseller with a new token, giving back the admin's token", async () => {
      await h.loginAs('admin@demo.local');
      const admin = h.backend.db.collections.users.findFirst((q) => q.where({ username: 'admin@demo.local' }))!;
      const reseller = h.backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }))!;
      const result = await h.adapters.auth.connectAs(admin.id, reseller.id);
      expect(result.adminUser.id).toBe(admin.id);
      expect((await h.adapters.auth.currentUser(result.token)).username).toBe('reseller@demo.local');
      expect((await h.adapters.auth.currentUser(result.adminUser.apiToken!)).username).toBe('admin@demo.local');
    });

    it('checks a mail, sends a link and changes the password with it', async () => {
      expect(await h.adapters.auth.checkUserMail('nobody@example.com')).toEqual({ isExist: false, userId: null });
      const { isExist, userId } = await h.adapters.auth.checkUserMail('reseller@demo.local');
      expect(isExist).toBe(true);
      await h.adapters.auth.sendResetLink(userId!);
      const reset = h.backend.db.collections.resetTokens.findFirst((q) => q.where({ userId: userId! }))!;
      const wrongUser = await h.adapters.auth
        .changePassword(reset.token, userId! + 1, 'new-password')
        .catch((e: unknown) => e);
      expect(wrongUser).toBeInstanceOf(ValidationError);
      expect((wrongUser as Error).message).toBe('error_wrong_user');
      await h.adapters.auth.changePassword(reset.token, userId!, 'new-password');
      await expect(h.adapters.auth.login('reseller@demo.local', 'new-password')).resolves.toMatchObject({
        token: expect.any(String),
      });
    });
  });
}
