// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resellerToValues, valuesToResellerInput } from '../../domain/resellers/reseller.schema';
import { OrderDetailPage } from '../orders/order-detail.page';
import { ResellerEditPage } from '../resellers/reseller-form.page';
import { anotherPerson, renderScreen, seriousViolations } from '../testing/screen-kit';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const staleDialog = () => screen.findByRole('dialog', { name: 'Modifié depuis son ouverture' });

describe('the stale-record flow (docs/api/README.md#versions-and-lost-updates)', () => {
  it('a reseller changed by someone else while its form is open: refused and explained, Cancel keeps the form, Reload brings their change in', async () => {
    let id = 0;
    const form = await renderScreen(
      <Route path="/reseller/edit/:id">
        <ResellerEditPage />
      </Route>,
      {
        path: (backend) => {
          id = backend.db.collections.users.findFirst((q) => q.where({ username: 'reseller@demo.local' }))?.id ?? 0;
          return `/reseller/edit/${id}`;
        },
      },
    );
    const company = await screen.findByRole('textbox', { name: /^Société/ });
    const discount = screen.getByRole('textbox', { name: /^Remise/ });
    await waitFor(() => expect(company).toHaveProperty('value', 'Imprimerie Dupont'));
    const openedDiscount = (discount as HTMLInputElement).value;
    expect(openedDiscount).not.toBe('15');
    await form.user.clear(company);
    await form.user.type(company, 'Dupont & Fils');

    // Meanwhile another admin saves a discount and a company of their own, on the version they read.
    const other = await anotherPerson(form.backend, 'admin@demo.local');
    const read = await other.records.resellers.get(id);
    await other.records.resellers.save(
      valuesToResellerInput({ ...resellerToValues(read), company: 'Dupont Étiquettes', discount: '15' }),
      id,
      read.version,
    );

    // Saving the form's stale copy is refused and explained; nothing of it is saved.
    await form.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await staleDialog();
    expect(dialog.textContent).toContain('Vos modifications n’ont pas été enregistrées');
    expect(dialog.textContent).toContain('Recharger : le formulaire affiche la fiche telle qu’elle est maintenant');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Recharger' })));
    expect(await seriousViolations(document.body)).toEqual([]);
    expect((await other.records.resellers.get(id)).company).toBe('Dupont Étiquettes');

    // Cancel (Escape) keeps the form as it is.
    await form.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifié depuis son ouverture' })).toBeNull());
    expect((company as HTMLInputElement).value).toBe('Dupont & Fils');
    expect((discount as HTMLInputElement).value).toBe(openedDiscount);

    // Reload: their discount comes in, the change typed here stays, their company is shown under it.
    await form.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await form.user.click(within(await staleDialog()).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect((discount as HTMLInputElement).value).toBe('15'));
    expect((company as HTMLInputElement).value).toBe('Dupont & Fils');
    expect(await screen.findByText(/^Modifié entre-temps en : Dupont Étiquettes\./)).toBeTruthy();
    expect(form.notices.map((n) => n.messageKey)).toContain('staleRecord.reloaded');

    await form.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(form.notices.map((n) => n.messageKey)).toContain('resellers.form.updated'));
    expect(await other.records.resellers.get(id)).toMatchObject({ company: 'Dupont & Fils', discount: 15 });
  });

  it('an order moved by someone else while its page is open: the status change is refused, Reload shows the order as it now is', async () => {
    let id = 0;
    const s = await renderScreen(
      <Route path="/order/show/:id">
        <OrderDetailPage />
      </Route>,
      {
        path: (backend) => {
          id = backend.db.collections.orders.findFirst((q) => q.where({ status: 0 }))?.id ?? 0;
          return `/order/show/${id}`;
        },
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Nouveau statut' });
    await s.user.selectOptions(select, 'En cours de traitement');

    // Meanwhile another admin moves the order on.
    const other = await anotherPerson(s.backend, 'admin@demo.local');
    await other.orders.changeStatus.execute(await other.orders.detail.execute(id), 1);

    await s.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Changer le statut ?' });
    await s.user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    const dialog = await staleDialog();
    expect(dialog.textContent).toContain('Son statut n’a pas été changé.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Recharger' })));

    expect(await seriousViolations(document.body)).toEqual([]);

    await s.user.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    // The order as it now is: in progress, and the next step is what is offered.
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^Commande ${id} En cours de traitement`) });
    const options = within(screen.getByRole('combobox', { name: 'Nouveau statut' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('En production');
    expect(options).not.toContain('En cours de traitement');
    expect(s.backend.db.collections.orders.findFirst((q) => q.where({ id }))?.status).toBe(1);
  });
});
