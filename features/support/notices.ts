import assert from 'node:assert/strict';
import type { Notice } from '../../src/application/shared/signals';
import { french, shownTexts, toastAsShown } from './i18n';

/** The toasts whose title or message, as the French UI shows it, starts with `text`. */
export const noticesStartingWith = (notices: readonly Notice[], text: string): Notice[] =>
  notices.filter((n) => shownTexts(n).some((shown) => shown?.startsWith(text)));

/** The toasts of the scenario as the user read them, one a line, for a failure's message. */
export const toastsShown = (notices: readonly Notice[]): string =>
  notices.length ? notices.map((n) => `  ${toastAsShown(n)}`).join('\n') : '  (no toast)';

/** The application told the user `text` (a toast's title or message), with `intent` when given. */
export function assertTold(notices: readonly Notice[], text: string, intent?: string): void {
  const told = noticesStartingWith(notices, text);
  if (told.length === 0) assert.fail(`expected a toast "${text}"; the toasts shown were:\n${toastsShown(notices)}`);
  const last = told.at(-1) as Notice;
  if (intent && last.intent !== intent) {
    assert.fail(`expected the toast "${text}" as ${intent}; it was shown as ${last.intent}`);
  }
}

/** Nothing told `text`: the domain refused before asking the server. */
export function assertNotTold(notices: readonly Notice[], text: string): void {
  if (noticesStartingWith(notices, text).length > 0) {
    assert.fail(`expected no toast "${text}"; the toasts shown were:\n${toastsShown(notices)}`);
  }
}

/** A danger toast reading `message` under the title `title`, as the French UI shows it. */
export function assertToldUnderTitle(notices: readonly Notice[], message: string, title: string): void {
  const told = notices.filter(
    (n) => french(n.messageKey, n.values) === message && french(n.titleKey, n.values) === title,
  );
  if (told.length === 0) {
    assert.fail(
      `expected a toast "${message}" under the title "${title}"; the toasts shown were:\n${toastsShown(notices)}`,
    );
  }
  assert.equal(told.at(-1)?.intent, 'danger', `the toast "${message}" is not a danger toast`);
}

/** How many toasts read `text` (their message, in French). */
export const toldCount = (notices: readonly Notice[], text: string): number =>
  notices.filter((n) => french(n.messageKey, n.values) === text).length;
