import { beforeEach, describe, expect, it } from 'vitest';
import { toResellerInput, type ResellerInput } from '../../src/domain/resellers/reseller';
import { ForbiddenError, NotFoundError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

const newReseller: ResellerInput = {
  username: 'contract.reseller@example.com',
  firstname: 'Rita',
  lastname: 'Revend',
  company: 'Contract Labels',
  isProspect: true,
  isActive: true,
  discount: 12.5,
  thetisKey: 'TH-00042',
  apiVersion: 'v2',
  type: 'api',
  margeType: 'grid',
  vat: 20,
  paymentDeadline: '2026-12-15',
  paymentMode: 'bank-card',
  countryId: 2,
  billing: {
    firstname: 'Rita',
    lastname: 'Revend',
    address: '1 rue du Test',
    address2: null,
    city: 'Lyon',
    zipCode: '69001',
    country: 'FR',
  },
  delivery: {
    firstname: null,
    lastname: null,
    address: null,
    address2: null,
    city: null,
    zipCode: null,
    country: null,
  },
  mailConfig: {
    order_confirmation: true,
    order_shipped: false,
    order_not_conformity: true,
    quote_validated: false,
    cancel_request_answered: true,
  },
};

const file = (text: string) => new Blob([text], { type: 'text/csv' });

/** What the reseller adapters (records, directory, margin grid, countries) must do, against each one. */
export function describeResellersContract(name: string, make: MakeHarness): void {
  describe(`Resellers contract: ${name}`, () => {
    let h: Harness;
    const repo = () => h.adapters.records.resellers;
    const idOf = (login: string) => h.backend.db.collections.users.findFirst((q) => q.where({ username: login }))!.id;

    beforeEach(async () => {
      h = await make();
    });

    it('lists each view with its own count, newest first', async () => {
      await h.loginAs('admin@demo.local');
      const prospects = await repo().list({ page: 1, size: 25, filter: { prospects: true } });
      const customers = await repo().list({ page: 1, size: 25, filter: { prospects: false } });
      expect(prospects.items.every((r) => r.isProspect)).toBe(true);
      expect(customers.items.every((r) => !r.isProspect)).toBe(true);
      expect(customers.items.map((r) => r.id)).toEqual([...customers.items.map((r) => r.id)].sort((a, b) => b - a));
      expect(await h.adapters.resellerDirectory.counts()).toEqual({
        customers: customers.total,
        prospects: prospects.total,
      });
      expect(prospects.total + customers.total).toBe(12);
    });

    it('finds resellers by company for autocompletes', async () => {
      await h.loginAs('admin@demo.local');
      const found = await h.adapters.resellerDirectory.search('dupont');
      expect(found).toEqual([
        { id: idOf('reseller@demo.local'), username: 'reseller@demo.local', company: 'Imprimerie Dupont' },
      ]);
    });

    it('creates an active prospect with every field, reads it back, edits it and deletes it', async () => {
      await h.loginAs('admin@demo.local');
      const created = await repo().create(newReseller);
      expect(created).toMatchObject({
        username: newReseller.username,
        isProspect: true,
        isActive: true,
        roles: ['ROLE_RESELLER'],
        discount: 12.5,
        paymentDeadline: '2026-12-15',
        country: { id: 2, countryCode: 'BE' },
      });
      expect(created.apiToken).toMatch(/^[0-9a-f]{32}$/);
      expect(toResellerInput(await repo().get(created.id))).toEqual({ ...newReseller, password: undefined });
      const edited = await repo().update(created.id, { ...newReseller, margeType: 'global', type: 'standard' });
      expect([edited.margeType, edited.type]).toEqual(['global', 'standard']);
      await repo().setActive(created.id, false);
      expect((await repo().get(created.id)).isActive).toBe(false);
      await repo().remove(created.id);
      await expect(repo().get(created.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses a taken username and out-of-range numbers on their fields', async () => {
      await h.loginAs('admin@demo.local');
      const error = await repo()
        .create({ ...newReseller, username: 'reseller2@demo.local', discount: 150, vat: -1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors.map((e) => e.field).sort()).toEqual(['discount', 'vat']);
      const taken = await repo()
        .create({ ...newReseller, username: 'reseller2@demo.local' })
        .catch((e: unknown) => e);
      expect((taken as ValidationError).errors.map((e) => e.field)).toEqual(['username']);
    });

    it('refuses to delete a reseller that still has users, with a message', async () => {
      await h.loginAs('admin@demo.local');
      const error = await repo()
        .remove(idOf('reseller@demo.local'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as Error).message).toBe('This reseller still has users or orders: it cannot be deleted.');
    });

    it('lets a reseller read and edit only its own record, admin-only fields ignored', async () => {
      await h.loginAs('reseller@demo.local');
      const own = await repo().get(idOf('reseller@demo.local'));
      const saved = await repo().update(own.id, {
        ...toResellerInput(own),
        company: 'Dupont & Fils',
        discount: 99,
        isProspect: !own.isProspect,
        type: own.type === 'api' ? 'standard' : 'api',
      });
      expect(saved).toMatchObject({
        company: 'Dupont & Fils',
        discount: own.discount,
        isProspect: own.isProspect,
        type: own.type,
      });
      await expect(repo().get(idOf('reseller2@demo.local'))).rejects.toBeInstanceOf(NotFoundError);
      await expect(repo().list({ page: 1, size: 25 })).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('refuses a reader’s writes', async () => {
      await h.loginAs('reader@demo.local');
      expect((await repo().list({ page: 1, size: 25 })).total).toBe(12);
      await expect(repo().setActive(idOf('reseller@demo.local'), false)).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('replaces the grid with an uploaded file', async () => {
      await h.loginAs('reseller@demo.local');
      const uid = h.backend.db.collections.scenarios.all()[0]!.uid;
      const result = await h.adapters.marginPrices.upload(
        file(`\uFEFFscenario_uid,quantity,marge\n${uid},250,"12,5"\n${uid},500,10\n`),
        'grid.csv',
      );
      expect(result).toEqual({ imported: 2 });
      const page = await h.adapters.marginPrices.list({ page: 1, size: 25, sort: { field: 'quantity', order: 'asc' } });
      expect(page.items.map((p) => [p.scenarioUid, p.quantity, p.marge])).toEqual([
        [uid, 250, 12.5],
        [uid, 500, 10],
      ]);
    });

    it('refuses a file with bad lines whole, naming every line, and keeps the grid', async () => {
      await h.loginAs('reseller@demo.local');
      const before = await h.adapters.marginPrices.list({ page: 1, size: 100 });
      const uid = h.backend.db.collections.scenarios.all()[0]!.uid;
      const error = await h.adapters.marginPrices
        .upload(file(`scenario_uid;quantity;marge\n${uid};500;10\nNOPE;500;10\n${uid};-3;10\n`), 'bad.csv')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors.map((e) => e.field)).toEqual(['line 3', 'line 4']);
      expect(await h.adapters.marginPrices.list({ page: 1, size: 100 })).toEqual(before);
    });

    it('keeps an admin from uploading a grid', async () => {
      await h.loginAs('admin@demo.local');
      await expect(h.adapters.marginPrices.upload(file('x'), 'x.csv')).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('names countries in the asked language and switches delivery', async () => {
      await h.loginAs('admin@demo.local');
      const countries = await h.adapters.countries.list('es');
      const spain = countries.find((c) => c.countryCode === 'ES')!;
      expect(spain).toMatchObject({ name: 'España', isEnabledForDelivery: true });
      expect((await h.adapters.countries.setDeliveryEnabled(spain.id, false)).isEnabledForDelivery).toBe(false);
      expect((await h.adapters.countries.list('fr')).find((c) => c.id === spain.id)).toMatchObject({
        name: 'Espagne',
        isEnabledForDelivery: false,
      });
      await expect(h.adapters.countries.setDeliveryEnabled(9999, true)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('lets a reseller read the countries but not switch them', async () => {
      await h.loginAs('reseller@demo.local');
      expect((await h.adapters.countries.list('fr')).length).toBe(24);
      await expect(h.adapters.countries.setDeliveryEnabled(1, false)).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
}
