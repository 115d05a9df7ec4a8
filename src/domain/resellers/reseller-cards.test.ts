import { describe, expect, it } from 'vitest';
import { emptyAddress, type Reseller } from './reseller';
import { plainValue, resellerCards } from './reseller-cards';

const reseller: Reseller = {
  id: 7,
  username: 'reseller@demo.local',
  firstname: 'Jean',
  lastname: 'Dupont',
  company: 'Imprimerie Dupont',
  isProspect: false,
  isActive: true,
  discount: 10,
  apiToken: 'abc',
  thetisKey: null,
  apiVersion: 'v2',
  type: 'standard',
  margeType: 'grid',
  vat: 20,
  paymentDeadline: '2026-12-15',
  paymentMode: 'bank-card',
  country: { id: 1, countryCode: 'FR' },
  billing: { ...emptyAddress(), city: 'Lyon' },
  delivery: { ...emptyAddress(), address2: '  ' },
  mailConfig: {
    order_confirmation: true,
    order_shipped: false,
    order_not_conformity: true,
    quote_validated: false,
    cancel_request_answered: true,
  },
  roles: ['ROLE_RESELLER'],
};

const read = (card: string, field: string) =>
  plainValue(
    resellerCards(reseller)
      .find((c) => c.id === card)!
      .rows.find((r) => r.field === field)!.value,
  );

describe('resellerCards', () => {
  it('shows the six cards of docs/screens.md#resellers in order', () => {
    expect(resellerCards(reseller).map((c) => c.id)).toEqual([
      'api',
      'global',
      'sales',
      'billing',
      'delivery',
      'notifications',
    ]);
  });
  it('reads a missing or blank value as none', () => {
    expect(read('api', 'thetisKey')).toBe('none');
    expect(read('delivery', 'address2')).toBe('none');
    expect(read('billing', 'city')).toBe('Lyon');
  });
  it('shows the payment deadline as DD/MM/YYYY and the choices as keys', () => {
    expect(read('sales', 'paymentDeadline')).toBe('15/12/2026');
    expect(read('sales', 'paymentMode')).toBe('resellers.paymentModes.bank-card');
    expect(read('sales', 'country')).toBe('FR');
    expect(read('sales', 'vat')).toBe('20 %');
  });
  it('says yes or no per email notification', () => {
    expect(read('notifications', 'order_confirmation')).toBe('yes');
    expect(read('notifications', 'order_shipped')).toBe('no');
  });
});
