import { describe, expect, it } from 'vitest';
import type { Country } from '../../domain/countries/country';
import { ForbiddenError, UnauthorizedError } from '../../domain/shared/errors';
import { AppSignals, type Notice } from '../shared/signals';
import { ToggleCountryDelivery } from './countries.use-cases';

const spain: Country = { id: 6, name: 'Espagne', countryCode: 'ES', isEnabledForDelivery: true };

function setUp(answer: () => Promise<Country>) {
  const signals = new AppSignals();
  const notices: Notice[] = [];
  signals.notices$.subscribe((n) => notices.push(n));
  return { toggle: new ToggleCountryDelivery({ setDeliveryEnabled: answer }, signals), notices };
}

describe('ToggleCountryDelivery', () => {
  it('shows the saved state', async () => {
    const { toggle, notices } = setUp(async () => ({ ...spain, isEnabledForDelivery: false }));
    expect(await toggle.execute(spain, false)).toBe(false);
    expect(notices).toEqual([]);
  });
  it('puts the box back and says why when the save fails', async () => {
    const { toggle, notices } = setUp(() => Promise.reject(new ForbiddenError('Accès refusé.')));
    expect(await toggle.execute(spain, false)).toBe(true);
    expect(notices).toEqual([{ intent: 'danger', titleKey: 'deliveryCountries.saveFailed', message: 'Accès refusé.' }]);
  });
  it('leaves a 401 to the session expiry notice', async () => {
    const { toggle, notices } = setUp(() => Promise.reject(new UnauthorizedError('errors.unauthorized')));
    expect(await toggle.execute(spain, false)).toBe(true);
    expect(notices).toEqual([]);
  });
});
