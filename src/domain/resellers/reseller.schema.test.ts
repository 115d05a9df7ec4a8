import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  newResellerValues,
  parseNumberText,
  resellerFormSchema,
  valuesToResellerInput,
  type ResellerFormValues,
} from './reseller.schema';

const refused = (change: Partial<ResellerFormValues>): string[] => {
  const values = { ...newResellerValues(), username: 'a@b.example', firstname: 'A', lastname: 'B', company: 'C' };
  const result = v.safeParse(resellerFormSchema, { ...values, ...change });
  return result.success ? [] : result.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.')}:${i.message}`);
};

describe('reseller form rules', () => {
  it('starts as an active prospect', () => {
    expect(newResellerValues()).toMatchObject({ isProspect: true, isActive: true });
  });
  it('accepts a complete form', () => {
    expect(refused({})).toEqual([]);
  });
  it('refuses a bad email and empty names or company', () => {
    expect(refused({ username: 'nope' })).toEqual(['username:validation.email']);
    expect(refused({ firstname: ' ', company: '' })).toEqual([
      'firstname:validation.required',
      'company:validation.required',
    ]);
  });
  it('keeps discount and VAT between 0 and 100, as numbers with a comma or a dot', () => {
    expect(refused({ discount: '100', vat: '0' })).toEqual([]);
    expect(refused({ discount: '12,5', vat: '5.5' })).toEqual([]);
    expect(refused({ discount: '100.01' })).toEqual(['discount:resellers.validation.percent']);
    expect(refused({ vat: '-1' })).toEqual(['vat:resellers.validation.number']);
    expect(refused({ vat: 'douze' })).toEqual(['vat:resellers.validation.number']);
  });
  it('takes the payment deadline as a real day, or nothing', () => {
    expect(refused({ paymentDeadline: '' })).toEqual([]);
    expect(refused({ paymentDeadline: '2028-02-29' })).toEqual([]);
    expect(refused({ paymentDeadline: '2027-02-29' })).toEqual(['paymentDeadline:resellers.validation.date']);
    expect(isIsoDate('15/12/2026')).toBe(false);
  });
  it('turns the form into the input the API gets', () => {
    const input = valuesToResellerInput({
      ...newResellerValues(),
      discount: '12,5',
      country: '6',
      billingCity: ' Lyon ',
      deliveryCity: '',
      paymentDeadline: '2026-12-15',
    });
    expect(input).toMatchObject({ discount: 12.5, countryId: 6, paymentDeadline: '2026-12-15', password: undefined });
    expect([input.billing.city, input.delivery.city]).toEqual(['Lyon', null]);
    expect(parseNumberText('1e3')).toBeNaN();
  });
});
