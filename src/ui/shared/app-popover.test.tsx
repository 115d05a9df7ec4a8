// @vitest-environment jsdom
import { Button, Classes } from '@blueprintjs/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover } from './app-popover';

afterEach(cleanup);

function Menu() {
  return (
    <ul>
      <li>
        <button>Se déconnecter</button>
      </li>
    </ul>
  );
}

describe('the app’s popover (docs/performance.md#fast-on-a-phone)', () => {
  it('until first opened, shows its button as Blueprint’s would, without Blueprint’s popover', () => {
    const { container } = render(
      <Popover content={<Menu />}>
        <Button text="Compte" />
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Compte' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.parentElement?.classList.contains(Classes.POPOVER_TARGET)).toBe(true);
    expect(container.querySelector(`.${Classes.POPOVER_TARGET}`)?.children).toHaveLength(1);
    expect(document.querySelector(`.${Classes.POPOVER}`)).toBeNull();
  });

  it('opens at the first click, then keeps the focus on its button when closed with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover content={<Menu />}>
        <Button text="Compte" />
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Compte' }));
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compte' }).getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Compte' }));
  });

  it('opened by its page (a controlled popover), shows its content at once', async () => {
    let open: (next: boolean) => void = () => undefined;
    function Page() {
      const [isOpen, setOpen] = useState(false);
      open = setOpen;
      return (
        <Popover isOpen={isOpen} onInteraction={setOpen} content={<Menu />}>
          <Button text="Notifications" />
        </Popover>
      );
    }
    render(<Page />);
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    act(() => open(true));
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });
});
