// @vitest-environment jsdom
import { OverlaysProvider } from '@blueprintjs/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { renderedComponents } from '../../testing/rendered-components';
import { DayInput } from './day-input';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function Filter({ onChange }: { onChange: (day: string) => void }) {
  const [value, setValue] = useState('2026-01-01');
  return (
    <>
      <label htmlFor="from">Du</label>
      <DayInput
        id="from"
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </>
  );
}

async function renderFilter(onChange = vi.fn()) {
  const i18n = await createI18n('fr', true);
  return render(
    <I18nextProvider i18n={i18n}>
      <OverlaysProvider>
        <Filter onChange={onChange} />
      </OverlaysProvider>
    </I18nextProvider>,
  );
}

describe('a day field’s calendar (docs/screens.md#dates, docs/performance.md#fast-on-a-phone)', () => {
  it('is no popover until it first opens, and opening it leaves the same input, focused, to type in', async () => {
    const onChange = vi.fn();
    const { container } = await renderFilter(onChange);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Du' });
    expect(input).toHaveProperty('value', '01/01/2026');
    expect(renderedComponents(container)).not.toContain('Blueprint6.PopoverNext');

    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Calendrier' })).toBeTruthy();
    expect(renderedComponents(container)).toContain('Blueprint6.PopoverNext');
    // The field was not replaced by the popover's target: the same element, still focused, takes the typing.
    expect(screen.getByRole('combobox', { name: 'Du' })).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.clear(input);
    await user.type(input, '15/03/2026');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-15'));
  });

  it('stays open when its own field is clicked again, and closes with Escape, the focus in the field', async () => {
    await renderFilter();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Du' });
    await user.click(input);
    await screen.findByRole('dialog', { name: 'Calendrier' });
    // Not closed by the press (an outside click for the popover) and opened again by the click: never closed.
    const states: (string | null)[] = [];
    const watch = new MutationObserver(() => states.push(input.getAttribute('aria-expanded')));
    watch.observe(input, { attributes: true, attributeFilter: ['aria-expanded'] });
    await user.click(input);
    watch.disconnect();
    expect(states).not.toContain('false');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(input);
  });
});
