// @vitest-environment jsdom
import { act, cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '../../application/shared/events';
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

    const events = s.container.get(APP_EVENTS);
    act(() => events.reached(false));
    expect(await screen.findByText(readAt)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Indicateurs' })).toBeTruthy();

    act(() => events.reached(true));
    expect(screen.queryByText(readAt)).toBeNull();
  });
});
