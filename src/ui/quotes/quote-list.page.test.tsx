// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/screen-kit';
import { QuoteListPage } from './quote-list.page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Devis' }))
    .getAllByRole('row')
    .slice(1);
/** The statuses the list shows, one per row. */
const statuses = async () => (await rows()).map((row) => row.querySelector('.quote-status')?.textContent);

describe('the quote list filters by status (docs/screens.md#quotes)', () => {
  it('shows the quotes in the statuses ticked, kept in the address', async () => {
    const s = await renderScreen(<QuoteListPage />, { path: '/quote' });
    await waitFor(async () => expect(new Set(await statuses()).size).toBeGreaterThan(1));

    await s.user.click(screen.getByRole('button', { name: /^Statuts/ }));
    await s.user.click(await screen.findByRole('checkbox', { name: 'Validé' }));

    await waitFor(() => expect(s.location()).toContain('status%5B%5D=validated'));
    await waitFor(async () => {
      const shown = await statuses();
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set(['Validé']));
    });
    expect(screen.getByRole('button', { name: /^Statuts/ }).textContent).toContain('1 statut');
    expect(within(screen.getByRole('list', { name: 'Statuts' })).getByText('Validé')).toBeTruthy();
  });

  it('opens a shared link on the statuses it names; removing a badge widens the list again', async () => {
    const s = await renderScreen(<QuoteListPage />, {
      path: '/quote?status%5B%5D=expired&status%5B%5D=ready',
    });
    await waitFor(async () => {
      const shown = new Set(await statuses());
      expect(shown.size).toBeGreaterThan(0);
      expect([...shown].every((status) => status === 'Expiré' || status === 'Prêt')).toBe(true);
    });

    await s.user.click(screen.getByRole('button', { name: 'Retirer le filtre Prêt' }));
    await waitFor(() => expect(s.location()).not.toContain('ready'));
    await waitFor(async () => expect(new Set(await statuses())).toEqual(new Set(['Expiré'])));
  });
});
