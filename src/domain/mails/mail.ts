import { MASKED } from '../audit/audit';
import { MAIL_CONFIG_KEYS } from '../resellers/reseller';

/**
 * The mails that undo what a reseller was told (docs/rules.md#reversals): an answer to its
 * cancellation request withdrawn ("cancel the treatment"), an order cancelled by staff.
 */
const REVERSAL_MAIL_TYPES = ['cancel_answer_withdrawn', 'order_cancelled'] as const;

/**
 * The mails the back office sends (docs/rules.md#notifications-and-mails): the password-reset link,
 * one per key of a reseller's `mailConfig`, and the reversals, each sent only while its key is on.
 */
export const MAIL_TYPES = ['password_reset', ...MAIL_CONFIG_KEYS, ...REVERSAL_MAIL_TYPES] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const isMailType = (value: unknown): value is MailType => (MAIL_TYPES as readonly unknown[]).includes(value);

/** What happened to a mail once composed: kept in the outbox only, or also handed to an SMTP server. */
export const MAIL_DELIVERIES = ['outbox', 'sending', 'sent', 'failed'] as const;
type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** One row of the outbox (docs/api/README.md#mails). */
export interface MailRow {
  readonly id: number;
  readonly type: MailType;
  readonly to: string;
  readonly recipientId: number | null;
  readonly language: 'fr' | 'en' | 'es';
  readonly subject: string;
  readonly createdAt: string;
  readonly entity: string | null;
  readonly entityId: number | null;
  readonly delivery: MailDelivery;
  readonly deliveryError: string | null;
}

/** A whole mail, as its recipient reads it: the plain-text part and the HTML part. */
export interface Mail extends MailRow {
  readonly text: string;
  readonly html: string;
}

/** The outbox's filters: an address (case aside) and a type. */
export interface MailFilter {
  readonly recipient?: string;
  readonly type?: MailType;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** An attribute's value as written in HTML, its character references read. */
const attributeText = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ENTITIES[name] ?? '');

/**
 * The web addresses the mail itself links to: the `href` of each link of its HTML part (http and
 * https only, each once, in order), which the outbox shows as links since the HTML part's frame runs
 * nothing and opens nothing. An address only written in the mail's text (a name or a comment
 * someone typed) is no link, and a link whose secret the outbox masked (`***`: a reset link) leads
 * nowhere, so neither is given (docs/screens.md#sent-mails).
 */
export function mailLinks(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gi)) {
    const url = attributeText(match[1] ?? '');
    if (/^https?:\/\//i.test(url) && !url.includes(MASKED) && !found.includes(url)) found.push(url);
  }
  return found;
}
