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
    expect(list).toHaveBeenCalledTimes(1);
    expect(
      ids.map((id) => s.backend.db.collections.orders.findFirst((q) => q.where({ id: Number(id) }))?.status),
    ).toEqual([1, 1]);
  });
});
