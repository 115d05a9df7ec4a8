import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../domain/shared/errors';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import type { User } from '../../domain/users/user';
import { PrepareTourSituation } from './prepare-tour-situation.use-case';
import type { TourSandbox } from './tour-sandbox.port';

const prepared: PreparedSituation = { situation: 'quote-ready', orderId: null, quoteId: 12, reference: 'DEV-12' };

function sandbox(asked: TourSituation[]): TourSandbox {
  return {
    prepare: (situation) => {
      asked.push(situation);
      return Promise.resolve(prepared);
    },
  };
}

const user = (role: string) => ({ id: 7, roles: [role] }) as unknown as User;

describe('PrepareTourSituation', () => {
  it("asks the sandbox for the reseller's situation and hands back the ids to act on", async () => {
    const asked: TourSituation[] = [];
    const useCase = new PrepareTourSituation(sandbox(asked), { user: user('ROLE_RESELLER') });
    await expect(useCase.execute('quote-ready')).resolves.toEqual(prepared);
    expect(asked).toEqual(['quote-ready']);
  });

  it('refuses staff and signed-out callers without calling the sandbox', async () => {
    const asked: TourSituation[] = [];
    for (const session of [{ user: user('ROLE_ADMIN') }, { user: null }]) {
      const useCase = new PrepareTourSituation(sandbox(asked), session);
      await expect(useCase.execute('order-to-cancel')).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(asked).toEqual([]);
  });
});
