import { describe, expect, it, vi } from 'vitest';
import { createBackStack, type HistoryPort } from './back-stack';

/** A tab's history: its entries, the one shown, and a popstate after each step back or forward (as a browser's). */
function fakeHistory() {
  const entries: unknown[] = [{ page: 'list' }];
  let index = 0;
  const listeners: (() => void)[] = [];
  const port: HistoryPort = {
    get state() {
      return entries[index];
    },
    pushState(state) {
      entries.splice(index + 1, entries.length, state);
      index++;
    },
    go(delta) {
      setTimeout(() => {
        const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
        if (next === index) return;
        index = next;
        listeners.forEach((listener) => listener());
      }, 1);
    },
    listen: (onPop) => listeners.push(onPop),
  };
  return {
    port,
    /** The user's Back. */
    back: () => port.go(-1),
    /** The app opening another address. */
    navigate: (page: string) => port.pushState({ page }, ''),
    shown: () => entries[index] as Record<string, unknown>,
    get length() {
      return entries.length;
    },
    get index() {
      return index;
    },
  };
}

/** Until `check` passes: the history's steps, like a browser's, take a task each. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 2_000, interval: 5 });
/** Every step under way taken. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Back closes what is open', () => {
  it('closes the open layer instead of leaving the page, which the next Back then leaves', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    let closed = 0;
    const sheet = stack.open(() => {
      closed++;
      sheet.release();
    });
    expect(tab.index).toBe(1);
    tab.back();
    await until(() => expect(closed).toBe(1));
    await until(() => expect(tab.index).toBe(0));
    await settle();
    expect(tab.shown()).toEqual({ page: 'list' });
  });

  it('keeps a layer that asks first and stays open: the next Back asks again', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    let asked = 0;
    stack.open(() => asked++);
    tab.back();
    await until(() => expect(asked).toBe(1));
    tab.back();
    await until(() => expect(asked).toBe(2));
    await settle();
    // Its entry came back each time: the page is still one Back away.
    expect(tab.index).toBe(1);
  });

  it('takes its entry away when closed by its × or Esc, so that Back then leaves the page', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    const menu = stack.open(() => undefined);
    menu.release();
    await until(() => expect(tab.index).toBe(0));
  });

  it('takes a sheet and the question over it away in one step when both close', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    const sheet = stack.open(() => undefined);
    const question = stack.open(() => undefined);
    expect(tab.index).toBe(2);
    question.release();
    sheet.release();
    await until(() => expect(tab.index).toBe(0));
  });

  it('goes on with the Back a form held once the user chooses to leave', async () => {
    const tab = fakeHistory();
    tab.navigate('profile');
    const stack = createBackStack(tab.port);
    const form = stack.open(() => form.releaseAndGoBack());
    tab.back();
    await until(() => expect(tab.shown()).toEqual({ page: 'list' }));
  });

  it('hears a Back pressed while it is still taking a closed question’s entry away: the form asks again', async () => {
    const tab = fakeHistory();
    tab.navigate('profile');
    const stack = createBackStack(tab.port);
    // A form with unsaved changes: Back asks, in a question that is a layer of its own.
    let asked = 0;
    let question: ReturnType<typeof stack.open> | null = null;
    const form = stack.open(() => {
      asked++;
      question = stack.open(() => undefined);
    });
    tab.back();
    await until(() => expect(asked).toBe(1));
    await settle();
    // "Back to the form", and Back again at once, before the question's entry is taken away: whichever of the two
    // steps the history takes first, the Back reaches the form, which asks again.
    question!.release();
    tab.back();
    await until(() => expect(asked).toBe(2));
    await settle();
    expect(tab.shown()).toMatchObject({ page: 'profile' });
    // Leaving this time goes back to the page before the form's.
    question!.release();
    form.releaseAndGoBack();
    await until(() => expect(tab.shown()).toEqual({ page: 'list' }));
  });

  it('leaves the history alone when the layer closes as another address opens', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    const menu = stack.open(() => undefined);
    tab.navigate('order');
    menu.release();
    await settle();
    expect(tab.shown()).toEqual({ page: 'order' });
    expect(tab.length).toBe(3);
  });

  it('adds a layer opened while a step back is under way after that step', async () => {
    const tab = fakeHistory();
    const stack = createBackStack(tab.port);
    const first = stack.open(() => undefined);
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first one's step back is under way: the second one's entry comes after it, not before.
    let backed = 0;
    stack.open(() => backed++);
    await settle();
    expect(tab.length).toBe(2);
    expect(tab.index).toBe(1);
    tab.back();
    await until(() => expect(backed).toBe(1));
  });
});
