import * as v from 'valibot';
import { MAIL_DELIVERIES, MAIL_TYPES } from '../domain/mails/mail';
import { NOTIFICATION_SUBJECTS } from '../domain/notifications/notification';
import { operation } from './operation';
import { id, idList, instant, listParams, maybeNumber, maybeText } from './wire';

/**
 * The mails the server sent (docs/api/README.md#mails): each composed in its recipient's language
 * from one template per mail, kept in an outbox staff can read. Additions: a client written from the
 * original call list never needs them.
 */

const MAIL_SORT_FIELDS = ['createdAt', 'to', 'type', 'subject'] as const;

const mailRowEntries = {
  id,
  type: v.picklist(MAIL_TYPES),
  /** The recipient's address. */
  to: v.string(),
  /** The recipient's account. */
  recipientId: maybeNumber,
  language: v.picklist(['fr', 'en', 'es']),
  subject: v.string(),
  createdAt: instant,
  /** The record the mail is about (a password reset: the user). */
  entity: v.nullable(v.picklist([...NOTIFICATION_SUBJECTS, 'user'])),
  entityId: maybeNumber,
  /** outbox: kept here only; sending, sent, failed: handed to the SMTP server (`SMTP_URL`) too. */
  delivery: v.picklist(MAIL_DELIVERIES),
  /** Why the SMTP server refused it (delivery `failed`). */
  deliveryError: maybeText,
};

const mailRow = v.pipe(v.object(mailRowEntries), v.title('MailRow'));

/** A whole mail: its plain-text part and its HTML part, as the recipient reads them. */
const mail = v.pipe(v.object({ ...mailRowEntries, text: v.string(), html: v.string() }), v.title('Mail'));
export type MailWire = v.InferOutput<typeof mail>;
export type MailRowWire = v.InferOutput<typeof mailRow>;

const TAG = 'Mails';

/** One row of the outbox, as the reference page shows it. */
export const MAIL_ROW_EXAMPLE = {
  id: 4,
  type: 'order_shipped',
  to: 'reseller@demo.local',
  recipientId: 7,
  language: 'fr',
  subject: 'Votre commande n° 1288 a été expédiée',
  createdAt: '2026-11-02T09:12:00.000Z',
  entity: 'order',
  entityId: 1288,
  delivery: 'outbox',
  deliveryError: null,
};

export const mailsApi = {
  listMails: operation({
    id: 'listMails',
    method: 'get',
    path: '/admin/mails',
    tag: TAG,
    summary: 'The mails sent, newest first: a page of the outbox, by recipient and type',
    access: 'staff',
    query: {
      ...listParams(MAIL_SORT_FIELDS, 'createdAt (desc)'),
      _recipient: v.optional(
        v.pipe(v.string(), v.maxLength(200), v.description('the mails sent to this address (case aside)')),
      ),
      _recipientId: v.optional(v.pipe(id, v.description('the mails sent to this account'))),
      '_recipientId[]': idList('the mails sent to any of these accounts (repeated; also `_recipientId`)'),
      _type: v.optional(v.pipe(v.picklist(MAIL_TYPES), v.description('the mails of one type'))),
      '_type[]': v.optional(
        v.pipe(
          v.array(v.picklist(MAIL_TYPES)),
          v.description('the mails of any of these types (repeated; also `_type`)'),
        ),
      ),
    },
    answer: {
      status: 200,
      schema: v.object({
        list: v.array(mailRow),
        total: v.pipe(v.number(), v.integer(), v.minValue(0)),
        totalRequest: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
      example: { list: [MAIL_ROW_EXAMPLE], total: 1, totalRequest: 1 },
    },
    errors: [400],
    addition: true,
  }),
  getMail: operation({
    id: 'getMail',
    method: 'get',
    path: '/admin/mails/{id}',
    tag: TAG,
    summary:
      'One mail as its recipient reads it: subject, plain text and HTML, a reset link’s token `***` for every reader; each read is audited',
    access: 'staff',
    answer: { status: 200, schema: mail },
    errors: [404],
    addition: true,
    // Each read is an audit entry (docs/audit.md).
    writes: true,
  }),
} as const;
