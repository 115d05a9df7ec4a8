import assert from 'node:assert/strict';
import type { Notice } from '../../src/application/shared/events';
import { english, shownTexts } from './i18n';

/** The toasts whose title or message, as the English UI shows it, starts with `text`. */
export const noticesStartingWith = (notices: readonly Notice[], text: string): Notice[] =>
  notices.filter((n) => shownTexts(n).some((shown) => shown?.startsWith(text)));

/** The application told the user `text` (a toast's title or message), with `intent` when given. */
export function assertTold(notices: readonly Notice[], text: string, intent?: string): void {
  const told = noticesStartingWith(notices, text);
  assert.ok(told.length > 0, `not told "${text}": ${JSON.stringify(notices)}`);
  if (intent) assert.equal(told.at(-1)?.intent, intent);
}

/** Nothing told `text`: the domain refused before asking the server. */
export function assertNotTold(notices: readonly Notice[], text: string): void {
  assert.equal(noticesStartingWith(notices, text).length, 0, `told "${text}"`);
}

/** A danger toast reading `message` under the title `title`, as the English UI shows it. */
export function assertToldUnderTitle(notices: readonly Notice[], message: string, title: string): void {
  const told = notices.filter(
    (n) => english(n.messageKey, n.values) === message && english(n.titleKey, n.values) === title,
  );
  assert.ok(told.length > 0, `not told "${message}" under "${title}": ${JSON.stringify(notices)}`);
  assert.equal(told.at(-1)?.intent, 'danger');
}

/** How many toasts read `text` (their message, in English). */
export const toldCount = (notices: readonly Notice[], text: string): number =>
  notices.filter((n) => english(n.messageKey, n.values) === text).length;
