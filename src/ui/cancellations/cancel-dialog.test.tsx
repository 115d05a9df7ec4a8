// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/screen-kit';
import { OrderListPage } from '../orders/order-list.page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

describe('the cancel dialog (docs/screens.md#orders, docs/rules.md#cancellation-requests)', () => {
  it('shows the order asked about, sends the reseller’s request with its comment, and the row says it is asked', async () => {
    const s = await renderScreen(<OrderListPage />, { as: 'reseller@demo.local', path: '/order' });
    const ask = (await screen.findAllByRole('button', { name: /^Demander l’annulation de la commande \d+$/ }))[0];
    const id = Number(ask?.getAttribute('aria-label')?.replace(/\D/g, ''));
    const order = s.backend.db.collections.orders.findFirst((q) => q.where({ id }));
    // A reseller's list has no company column; the row's button and the dialog's say what they do.
    expect(
      within(screen.getByRole('table', { name: 'Commandes' })).queryByRole('columnheader', { name: /Société/ }),
    ).toBeNull();
    expect(ask?.textContent).toBe('Demander l’annulation');
    await s.user.click(ask as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Demander l’annulation' });
    // No "Annuler" that would close a cancellation.
    expect(within(dialog).getByRole('button', { name: 'Fermer sans demander' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(within(dialog).getByRole('row', { name: /N° commande/ }).textContent).toContain(String(id));
    expect(within(dialog).getByRole('row', { name: /Référence devis/ }).textContent).toContain(
      order?.quote.reference ?? '',
    );
    await s.user.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'Client parti');
    await s.user.click(within(dialog).getByRole('button', { name: 'Demander l’annulation' }));

    await waitFor(() => expect(s.notices.map((n) => n.messageKey)).toContain('orders.toasts.cancellationAsked'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Demander l’annulation' })).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Demander l’annulation de la commande ${id}` })).toBeNull(),
    );
    const row = within(screen.getByRole('table', { name: 'Commandes' }))
      .getAllByRole('row')
      .find((r) =>
        within(r)
          .queryAllByRole('cell')
          .some((cell) => cell.textContent === String(id)),
      );
    expect(row?.querySelector('.order-status')?.textContent).toBe('Annulation demandée');
    const requests = s.backend.db.collections.orderRequestCancels.all().filter((r) => r.orderId === id);
    expect(requests.map((r) => r.reason)).toContain('Client parti');
  });

  it('keeps a comment over the server’s limit whole and refuses it, naming the limit; within it, a long one goes whole', async () => {
    const s = await renderScreen(<OrderListPage />, { as: 'reseller@demo.local', path: '/order' });
    const ask = (await screen.findAllByRole('button', { name: /^Demander l’annulation de la commande \d+$/ }))[0];
    const id = Number(ask?.getAttribute('aria-label')?.replace(/\D/g, ''));
    await s.user.click(ask as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Demander l’annulation' });
    const comment = within(dialog).getByRole('textbox', { name: 'Commentaire' }) as HTMLTextAreaElement;
    const sentence = 'Le client a changé d’avis sur la quantité et sur le papier. ';
    const tooLong = sentence.repeat(62).slice(0, 3666);
    await s.user.click(comment);
    await s.user.paste(tooLong);
    expect(comment.value).toBe(tooLong);
    await waitFor(() => expect(dialog.textContent).toContain('3\u202f666 / 2\u202f000 caractères'));
    expect(dialog.textContent).toContain('Ce texte est trop long : 2\u202f000 caractères au plus.');
    await s.user.click(within(dialog).getByRole('button', { name: 'Demander l’annulation' }));
    await waitFor(() => expect(document.activeElement).toBe(comment));
    expect(s.notices).toEqual([]);
    const asked = () => s.backend.db.collections.orderRequestCancels.all().filter((r) => r.orderId === id);
    expect(asked()).toEqual([]);

    const long = sentence.repeat(25).trim();
    await s.user.clear(comment);
    await s.user.paste(long);
    await waitFor(() => expect(dialog.textContent).not.toContain('trop long'));
    await s.user.click(within(dialog).getByRole('button', { name: 'Demander l’annulation' }));
    await waitFor(() => expect(s.notices.map((n) => n.messageKey)).toContain('orders.toasts.cancellationAsked'));
    expect(asked().map((r) => r.reason)).toEqual([long]);
  });

  it('closes without asking anything when the reseller changes its mind', async () => {
    const s = await renderScreen(<OrderListPage />, { as: 'reseller@demo.local', path: '/order' });
    const ask = (await screen.findAllByRole('button', { name: /^Demander l’annulation de la commande \d+$/ }))[0];
    await s.user.click(ask as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Demander l’annulation' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Fermer sans demander' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Demander l’annulation' })).toBeNull());
    expect(s.notices).toEqual([]);
  });
});
