// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
import { renderScreen } from '../testing/screen-kit';
import { OrderListPage } from './order-list.page';

afterEach(cleanup);

const table = () => screen.findByRole('table', { name: 'Commandes' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const statusOf = (row: HTMLElement) => row.querySelector('.order-status')?.textContent;

describe('the order list, on the shared list page (docs/screens.md#orders)', () => {
  it('shows a page of orders, and a search narrows it, kept in the address', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order' });
    await waitFor(async () => expect((await rows()).length).toBe(25));
    const first = await rows();
    const reference = within(first[3] as HTMLElement).getAllByRole('cell')[3]?.textContent ?? '';
    expect(reference).not.toBe('');

    const search = screen.getByRole('searchbox', { name: 'Rechercher dans Commandes' });
    await s.user.type(search, `${reference}{Enter}`);

    await waitFor(async () => expect((await rows()).length).toBe(1));
    expect((await rows())[0]?.textContent).toContain(reference);
    expect(s.location()).toContain(`search=${encodeURIComponent(reference)}`);
  });
});

describe('the bulk status panel (docs/screens.md#orders)', () => {
  it('moves the selected orders to the chosen status once confirmed, and loads the list once', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order' });
    await waitFor(async () => expect((await rows()).length).toBe(25));
    const pending = (await rows()).filter((row) => statusOf(row) === 'En attente').slice(0, 2);
    expect(pending).toHaveLength(2);
    const ids = pending.map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    for (const id of ids) await s.user.click(screen.getByRole('checkbox', { name: `Sélectionner la commande ${id}` }));
    const panel = screen.getByRole('region', { name: 'Sélectionner les commandes de la page' });
    expect(panel.textContent).toContain('2 commandes sélectionnées');
    const list = vi.spyOn(s.screens.orders.list, 'execute');

    await s.user.selectOptions(within(panel).getByRole('combobox', { name: 'Action' }), 'Changer le statut');
    await s.user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Nouveau statut' }),
      'En cours de traitement',
    );
    await s.user.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer le statut de 2 commandes ?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(s.notices.map((n) => n.messageKey)).toContain('orders.toasts.statusesChanged'));
    await waitFor(async () => {
      const shown = (await rows()).filter((row) =>
        ids.includes(within(row).getAllByRole('cell')[1]?.textContent ?? ''),
      );
      expect(shown.map(statusOf)).toEqual(['En cours de traitement', 'En cours de traitement']);
    });
    expect(screen.queryByRole('region', { name: 'Sélectionner les commandes de la page' })).toBeNull();
    // The panel gone, the focus is on the page's "select all" box, not on the page's body (WCAG 2.4.3).
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Sélectionner les commandes de la page' }),
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(
      ids.map((id) => s.backend.db.collections.orders.findFirst((q) => q.where({ id: Number(id) }))?.status),
    ).toEqual([1, 1]);
  });
});

describe('a bulk change that some orders refuse (docs/screens.md#orders, issue 45)', () => {
  it('offers only the statuses one selected order may take, keeps the refused orders selected and says why, the focus on it', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order?status%5B%5D=0&status%5B%5D=2' });
    await waitFor(async () => expect((await rows()).length).toBe(25));
    const idOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]?.textContent ?? '';
    const pending = (await rows()).find((row) => statusOf(row) === 'En attente') as HTMLElement;
    const inProduction = (await rows()).find((row) => statusOf(row) === 'En production') as HTMLElement;
    const [stays, moves] = [idOf(pending), idOf(inProduction)];
    for (const id of [stays, moves])
      await s.user.click(screen.getByRole('checkbox', { name: `Sélectionner la commande ${id}` }));
    const panel = screen.getByRole('region', { name: 'Sélectionner les commandes de la page' });
    await s.user.selectOptions(within(panel).getByRole('combobox', { name: 'Action' }), 'Changer le statut');
    const menu = within(panel).getByRole('combobox', { name: 'Nouveau statut' });
    // 0 → 1 or 100, 2 → 3 or 100: never "En production" (the pending one cannot skip a step), nor "Livrée".
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un statut…', 'En cours de traitement', 'Expédiée', 'Annulée']);

    await s.user.selectOptions(menu, 'Expédiée');
    await s.user.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer le statut de 2 commandes ?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    const refusals = await screen.findByRole('region', { name: '1 commande n’a pas changé' });
    expect(refusals.textContent).toContain(
      `Commande ${stays} : Le statut « En attente » ne peut pas passer à « Expédiée ».`,
    );
    await waitFor(() => expect(document.activeElement).toBe(refusals));
    // The refused order is still selected, ready for another status; the one moved is not.
    expect(screen.getByRole('region', { name: 'Sélectionner les commandes de la page' }).textContent).toContain(
      '1 commande sélectionnée',
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: `Sélectionner la commande ${stays}` })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(screen.getByRole('checkbox', { name: `Sélectionner la commande ${moves}` })).toHaveProperty(
      'checked',
      false,
    );
    expect(s.backend.db.collections.orders.findFirst((q) => q.where({ id: Number(moves) }))?.status).toBe(3);
  });

  it('says so when no selected order may change, and offers no status', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order?status%5B%5D=100' });
    await waitFor(async () => expect((await rows()).length).toBe(25));
    const [first] = await rows();
    await s.user.click(
      screen.getByRole('checkbox', {
        name: `Sélectionner la commande ${within(first as HTMLElement).getAllByRole('cell')[1]?.textContent}`,
      }),
    );
    const panel = screen.getByRole('region', { name: 'Sélectionner les commandes de la page' });
    await s.user.selectOptions(within(panel).getByRole('combobox', { name: 'Action' }), 'Changer le statut');
    const menu = within(panel).getByRole('combobox', { name: 'Nouveau statut' });
    expect(within(menu).getAllByRole('option')).toHaveLength(1);
    expect(menu.getAttribute('aria-describedby')).toBeTruthy();
    expect(panel.textContent).toContain('La commande sélectionnée ne peut plus changer de statut.');
  });
});
