// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/screen-kit';
import { CancelRequestListPage } from '../cancellations/cancel-request-list.page';
import { NonConformityListPage } from '../non-conformities/non-conformity-list.page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);
/** A request row's state: the tag first in the cell before the actions (the live marker follows it). */
const stateOf = (row: HTMLElement) => row.querySelector('td:nth-last-child(2)')?.firstElementChild?.textContent;

describe('the request lists filter by state (docs/screens.md#cancellation-requests, #non-conforming-orders)', () => {
  it('shows the cancellation requests in the states ticked, kept in the address', async () => {
    const s = await renderScreen(<CancelRequestListPage />, { path: '/order-request-cancel' });
    await waitFor(async () => expect((await rowsOf('Demandes d’annulation')).length).toBeGreaterThan(5));
    await s.user.click(screen.getByRole('button', { name: /^États/ }));
    await s.user.click(await screen.findByRole('checkbox', { name: 'Approuvée' }));
    await waitFor(() => expect(s.location()).toContain('status%5B%5D=approved'));
    await waitFor(async () => {
      const states = (await rowsOf('Demandes d’annulation')).map(stateOf);
      expect(states.length).toBeGreaterThan(0);
      expect(new Set(states)).toEqual(new Set(['Approuvée']));
    });
    expect(screen.getByRole('button', { name: /^États/ }).textContent).toContain('1 état');
  });

  it('shows the non-conformities waiting for an answer', async () => {
    await renderScreen(<NonConformityListPage />, { path: '/order-not-conformity?status%5B%5D=waiting' });
    await waitFor(async () => {
      const states = (await rowsOf('Commandes non conformes')).map(stateOf);
      expect(states.length).toBeGreaterThan(0);
      expect(new Set(states)).toEqual(new Set(['En attente']));
    });
  });
});

describe('an admin answers several cancellation requests at once (docs/screens.md#cancellation-requests)', () => {
  it('approves the pending ones; one already answered stays selected, saying why, the focus on it', async () => {
    const s = await renderScreen(<CancelRequestListPage />, { path: '/order-request-cancel' });
    const rows = () => rowsOf('Demandes d’annulation');
    await waitFor(async () => expect((await rows()).length).toBeGreaterThan(5));
    const idOf = (row: HTMLElement) => Number(within(row).getAllByRole('cell')[1]?.textContent);
    const pending = (await rows())
      .filter((row) => stateOf(row) === 'En attente')
      .slice(0, 2)
      .map(idOf);
    const answered = idOf((await rows()).find((row) => stateOf(row) === 'Refusée') as HTMLElement);
    expect(pending).toHaveLength(2);
    const box = (id: number) => screen.getByRole('checkbox', { name: new RegExp(`^Sélectionner la demande ${id} `) });
    for (const id of [...pending, answered]) await s.user.click(box(id));
    const panel = screen.getByRole('region', { name: 'Sélectionner les demandes de la page' });
    expect(panel.textContent).toContain('3 demandes sélectionnées');

    await s.user.selectOptions(within(panel).getByRole('combobox', { name: 'Réponse' }), 'Approuver');
    await s.user.click(within(panel).getByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver 3 demandes d’annulation ?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Approuver' }));

    const refusals = await screen.findByRole('region', { name: '1 demande n’a pas reçu de réponse' });
    expect(refusals.textContent).toContain(`Demande ${answered} : Cette demande a déjà reçu une réponse.`);
    await waitFor(() => expect(document.activeElement).toBe(refusals));
    expect(s.notices.map((n) => n.messageKey)).toEqual(
      expect.arrayContaining(['requests.toasts.approvedMany', 'requests.toasts.answersRefused']),
    );
    await waitFor(() => expect(box(answered)).toHaveProperty('checked', true));
    for (const id of pending) expect(box(id)).toHaveProperty('checked', false);
    const requests = s.backend.db.collections.orderRequestCancels;
    expect(pending.map((id) => requests.findFirst((q) => q.where({ id }))?.status)).toEqual(['approved', 'approved']);
    expect(requests.findFirst((q) => q.where({ id: answered }))?.status).toBe('unapproved');
  });

  it('offers no answer when no selected request waits for one', async () => {
    const s = await renderScreen(<CancelRequestListPage />, { path: '/order-request-cancel?status%5B%5D=approved' });
    const [first] = await rowsOf('Demandes d’annulation');
    await s.user.click(within(first as HTMLElement).getByRole('checkbox'));
    const panel = screen.getByRole('region', { name: 'Sélectionner les demandes de la page' });
    expect(within(within(panel).getByRole('combobox', { name: 'Réponse' })).getAllByRole('option')).toHaveLength(1);
    expect(panel.textContent).toContain('La demande sélectionnée a déjà reçu une réponse.');
    expect(within(panel).getByRole('button', { name: 'Appliquer' })).toHaveProperty('disabled', true);
  });
});
