import { MAIL_CONFIG_KEYS } from '../resellers/reseller';

/**
 * The mails the back office sends (docs/rules.md#notifications-and-mails): the password-reset link,
 * and one per key of a reseller's `mailConfig`, sent only while that key is on.
 */
export const MAIL_TYPES = ['password_reset', ...MAIL_CONFIG_KEYS] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const isMailType = (value: unknown): value is MailType => (MAIL_TYPES as readonly unknown[]).includes(value);

/** What happened to a mail once composed: kept in the outbox only, or also handed to an SMTP server. */
export const MAIL_DELIVERIES = ['outbox', 'sending', 'sent', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
