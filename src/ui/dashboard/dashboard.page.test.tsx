// @vitest-environment jsdom
import { act, cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SIGNALS } from '../../application/shared/signals';
import { renderScreen } from '../testing/screen-kit';
import { DashboardPage } from './dashboard.page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);
// jsdom measures nothing: the charts' container asks a ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('the dashboard while the server does not answer (docs/screens.md#connection-lost)', () => {
  it('keeps the figures read before, marked with when they were read; the mark goes when the server answers', async () => {
    const s = await renderScreen(<DashboardPage />, { path: '/' });
    await screen.findByRole('heading', { name: 'Indicateurs' });
    const readAt = /^Hors connexion : lu à \d{2}:\d{2}$/;
    expect(screen.queryByText(readAt)).toBeNull();

    const signals = s.container.get(APP_SIGNALS);
    act(() => signals.reached(false));
    expect(await screen.findByText(readAt)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Indicateurs' })).toBeTruthy();

    act(() => signals.reached(true));
    expect(screen.queryByText(readAt)).toBeNull();
  });
});

describe("a chart's figures as a table (docs/performance.md#fast-on-a-phone)", () => {
  it('are made only when the user opens them, and then link each figure to its orders', async () => {
    const s = await renderScreen(<DashboardPage />, { path: '/' });
    const disclosures = await screen.findAllByText('Voir les données en tableau', undefined, { timeout: 30_000 });
    expect(disclosures).toHaveLength(4);
    // Closed, no chart has drawn its table: not even hidden rows.
    expect(screen.queryAllByRole('table', { hidden: true })).toHaveLength(0);
    expect(document.querySelectorAll('.chart-table a')).toHaveLength(0);

    await s.user.click(disclosures[0]!);
    const table = await screen.findByRole('table', { name: 'Commandes par mois et par statut' });
    const links = table.querySelectorAll('a[href^="/order?"]');
    expect(links.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('table')).toHaveLength(1);
  });
});
