// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedComponents } from '../testing/rendered-components';
import { Dialog } from './app-dialog';

afterEach(cleanup);

function Page({ answer }: { answer: 'none' | 'during-fade' }) {
  const [open, setOpen] = useState(false);
  const [told, setTold] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Appliquer</button>
      {told ? (
        <section tabIndex={-1} aria-label="Refus" ref={(node) => node?.focus()}>
          Refus
        </section>
      ) : null}
      <Dialog isOpen={open} title="Approuver ?" onClose={() => setOpen(false)} transitionDuration={200}>
        <button
          onClick={() => {
            setOpen(false);
            // The server's answer, within the dialog's fade: the page moves the focus to what it says.
            if (answer === 'during-fade') setTimeout(() => setTold(true), 20);
          }}
        >
          Approuver
        </button>
      </Dialog>
    </>
  );
}

async function approve() {
  const trigger = screen.getByRole('button', { name: 'Appliquer' });
  trigger.focus();
  act(() => trigger.click());
  const confirm = await screen.findByRole('button', { name: 'Approuver' });
  confirm.focus();
  act(() => confirm.click());
  // The fade is over: Blueprint has unmounted the dialog.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await new Promise((done) => setTimeout(done, 300));
  return trigger;
}

describe('the focus when a dialog closes (docs/screens.md#focus-after-a-change)', () => {
  it('goes back to the button that opened it', async () => {
    render(<Page answer="none" />);
    const trigger = await approve();
    expect(document.activeElement).toBe(trigger);
  });

  it('stays where the page put it while the dialog faded out', async () => {
    render(<Page answer="during-fade" />);
    await approve();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Refus' }));
  });
});

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Supprimer</button>
      <Dialog isOpen={open} title="Supprimer ?" onClose={() => setOpen(false)} transitionDuration={100}>
        <button onClick={() => setOpen(false)}>Garder</button>
      </Dialog>
    </>
  );
}

describe('a dialog that is not open (docs/performance.md#fast-on-a-phone)', () => {
  const blueprintParts = (container: HTMLElement) =>
    renderedComponents(container).filter((name) => /Blueprint6\.(Dialog|Overlay2)/.test(name));

  it('renders nothing until it opens, then stays while it fades out, then renders nothing again', async () => {
    const { container } = render(<Confirm />);
    expect(renderedComponents(container)).toContain('Dialog');
    expect(blueprintParts(container)).toEqual([]);

    act(() => screen.getByRole('button', { name: 'Supprimer' }).click());
    expect(await screen.findByRole('dialog', { name: 'Supprimer ?' })).toBeTruthy();
    expect(blueprintParts(container)).toEqual(['Blueprint6.Dialog', 'Blueprint6.Overlay2']);

    act(() => screen.getByRole('button', { name: 'Garder' }).click());
    // Fading out: still Blueprint's, as it shows it.
    expect(blueprintParts(container)).toEqual(['Blueprint6.Dialog', 'Blueprint6.Overlay2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(blueprintParts(container)).toEqual([]));

    // And it opens again.
    act(() => screen.getByRole('button', { name: 'Supprimer' }).click());
    expect(await screen.findByRole('dialog', { name: 'Supprimer ?' })).toBeTruthy();
  });
});
