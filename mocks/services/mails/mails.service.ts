import type { MailRowWire, MailWire } from '../../../src/api/mails.api';
import { MASKED } from '../../../src/domain/audit/audit';
import { isMailType, MAIL_TYPES, type MailType } from '../../../src/domain/mails/mail';
import type { Locale } from '../../../src/domain/shared/format';
import type { Database } from '../../db/database';
import type { MailRecord } from '../../db/notifications.schema';
import { appendNow } from '../../db/record-loader';
import type { UserRecord } from '../../db/schema';
import type { Collection } from '@msw/data';
import { auditLogOf } from '../audit/audit-log';
import { notFound, requireCan } from '../shared/access';
import type { ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { idSet } from '../shared/list-filters';
import { checkListParams, refuseParameters, runList, type ListRequest, type ListSpec } from '../shared/list-query';
import { message } from '../shared/messages';
import { layOut, type ComposedMail } from './mail-layout';
import { MAIL_TEMPLATES, type MailData } from './templates';
import { appLinks } from './templates/mail-texts';

/** A mail as an SMTP server takes it. */
interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: Locale;
}

/** Hands a mail to a mail server (`npm run mock-api` with `SMTP_URL`: mocks/services/mails/smtp-transport.ts). */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * The outbox's filters as the service takes them: an address, and accounts and types, each given
 * once (`_recipientId`, `_type`) or repeated (`_recipientId[]`, `_type[]`): the mails of any of them.
 */
export interface MailListFilter {
  readonly recipient?: string;
  readonly recipientId?: number;
  readonly recipientIds?: readonly number[];
  readonly type?: string;
  readonly types?: readonly string[];
}

/** The mail types asked under one parameter's name, each a type or refused. */
function typeSet(
  types: readonly string[] | undefined,
  field: string,
  locale: Locale,
  errors: ApiFieldError[],
): Set<MailType> | null {
  if (!types?.length) return null;
  const out = new Set<MailType>();
  for (const type of types) {
    if (isMailType(type)) out.add(type);
    else errors.push({ field, message: message(locale, 'oneOf', { values: MAIL_TYPES.join(', ') }) });
  }
  return out;
}

/** Two sets asked of one filter, as one: any of either; null when neither was asked. */
const either = <T>(a: Set<T> | null, b: Set<T> | null): Set<T> | null => (a && b ? new Set([...a, ...b]) : (a ?? b));

/**
 * Where the back office runs when nobody says (`APP_URL` of `npm run mock-api`): where `npm run preview`
 * serves the production build (`VITE_API_URL=… npm run build`), the app that calls this API.
 */
export const DEFAULT_APP_URL = 'http://127.0.0.1:4173';

const listSpec: ListSpec<MailRecord> = {
  // By the order of sending (ids grow with it), which a clock set back cannot reorder.
  sortable: { createdAt: (m) => m.id, to: (m) => m.to, type: (m) => m.type, subject: (m) => m.subject },
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchText: (m) => `${m.to} ${m.subject}`,
};

/** How an account is greeted: its name, or its login when it has none. */
export const nameOf = (user: UserRecord): string => `${user.firstname} ${user.lastname}`.trim() || user.username;

/** The language an account reads its mails in: the back office's at its latest login, else French. */
const languageOf = (user: UserRecord): Locale => user.language ?? 'fr';

function rowOf(m: MailRecord): MailRowWire {
  return {
    id: m.id,
    type: m.type,
    to: m.to,
    recipientId: m.recipientId,
    language: m.language,
    subject: m.subject,
    createdAt: m.createdAt,
    entity: m.entity,
    entityId: m.entityId,
    delivery: m.delivery,
    deliveryError: m.deliveryError,
  };
}

/**
 * The mails of the mock server (docs/api/README.md#mails): each composed from its template in the
 * recipient's language, kept in the outbox (`GET /admin/mails`), and handed to an SMTP server when
 * one is configured. Which change sends which mail is docs/rules.md#notifications-and-mails
 * (mocks/services/notifications/change-notices.ts); the auth service asks for the reset link (`sendResetLink`).
 */
export class MailsService {
  private transport: MailTransport | null = null;
  private appUrl = DEFAULT_APP_URL;
  /** Deliveries under way, so a test or a shutdown can wait for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Delivers every mail from now on through `transport` too (null: the outbox only). */
  useTransport(transport: MailTransport | null): void {
    this.transport = transport;
  }

  /** The back office's address (no trailing slash) the mails link to. */
  useAppUrl(url: string): void {
    this.appUrl = url.replace(/\/+$/, '');
  }

  get app(): string {
    return this.appUrl;
  }

  private get table() {
    return this.db.collections.mails;
  }

  /**
   * Composes mail `type` for `user` from `data`, delivers it and keeps a copy in the outbox.
   * `language`: when not the account's own (a reset link, in the language it was asked in);
   * `secret`: what only the recipient's mailbox may hold (a reset link's token). The outbox's copy
   * holds `***` in its place, for every reader (docs/access.md#events-notifications-and-mails): the
   * token is never stored where staff read.
   */
  send<T extends MailType>(
    type: T,
    user: UserRecord,
    data: MailData[T],
    about: { readonly entity: MailRecord['entity']; readonly entityId: number | null },
    options: { readonly language?: Locale; readonly secret?: string } = {},
  ): MailRecord {
    const language = options.language ?? languageOf(user);
    const composed = layOut(MAIL_TEMPLATES[type].compose(language, data), language);
    const { secret } = options;
    const kept = (text: string) => (secret ? text.split(secret).join(MASKED) : text);
    const record: MailRecord = {
      id: this.db.nextId('mails'),
      type,
      to: user.username,
      recipientId: user.id,
      language,
      subject: composed.subject,
      text: kept(composed.text),
      html: kept(composed.html),
      createdAt: this.now().toISOString(),
      entity: about.entity,
      entityId: about.entityId,
      delivery: this.transport ? 'sending' : 'outbox',
      deliveryError: null,
    };
    appendNow(this.table as unknown as Collection<never>, record);
    if (this.transport) this.deliver(this.transport, record, composed);
    return record;
  }

  /** The reset link `token` of `user`'s password, valid until `expiresAt`, in `language` (the one it was asked in). */
  sendResetLink(user: UserRecord, token: string, expiresAt: string, language: Locale): MailRecord {
    const link = appLinks.changePassword(this.appUrl, token, user.id);
    return this.send(
      'password_reset',
      user,
      { recipient: { name: nameOf(user) }, link, expiresAt },
      { entity: 'user', entityId: user.id },
      { language, secret: token },
    );
  }

  /** Hands `composed` (the whole mail, secret included) to the mail server; the outbox's copy says how it went. */
  private deliver(transport: MailTransport, record: MailRecord, composed: ComposedMail): void {
    const { id } = record;
    const settle = (delivery: MailRecord['delivery'], error: string | null) =>
      this.table
        .update((q) => q.where({ id }), {
          data: (m) => {
            m.delivery = delivery;
            m.deliveryError = error;
          },
        })
        .then(() => undefined);
    const done = transport({
      to: record.to,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      language: record.language,
    })
      .then(
        () => settle('sent', null),
        (error: unknown) => settle('failed', (error instanceof Error ? error.message : String(error)).slice(0, 500)),
      )
      .catch(() => undefined)
      .finally(() => this.sending.delete(done));
    this.sending.add(done);
  }

  /** Resolves once every delivery under way has succeeded or failed. */
  async settled(): Promise<void> {
    while (this.sending.size) await Promise.all([...this.sending]);
  }

  /** GET /admin/mails (staff): newest first, by recipient (address or account) and type. */
  list(
    ctx: CallContext,
    request: ListRequest<MailListFilter>,
  ): { list: MailRowWire[]; total: number; totalRequest: number } {
    requireCan(ctx, 'read', 'mail');
    const errors: ApiFieldError[] = [];
    const params = checkListParams(request, listSpec, ctx.locale, errors);
    const f = request.filter ?? {};
    const types = either(
      typeSet(f.type === undefined ? undefined : [f.type], '_type', ctx.locale, errors),
      typeSet(f.types, '_type[]', ctx.locale, errors),
    );
    if (f.recipient !== undefined && f.recipient.length > 200) {
      errors.push({ field: '_recipient', message: message(ctx.locale, 'tooLong') });
    }
    const recipients = either(
      idSet(f.recipientId === undefined ? undefined : [f.recipientId], '_recipientId', errors, ctx.locale),
      idSet(f.recipientIds, '_recipientId[]', errors, ctx.locale),
    );
    refuseParameters(errors, ctx.locale);
    const address = f.recipient?.trim().toLowerCase();
    const all = this.table.all();
    const matching = all.filter(
      (m) =>
        (!address || m.to.toLowerCase() === address) &&
        (recipients === null || (m.recipientId !== null && recipients.has(m.recipientId))) &&
        (types === null || types.has(m.type)),
    );
    const { rows, totalRequest } = runList(matching, params, listSpec);
    return { list: rows.map(rowOf), total: all.length, totalRequest };
  }

  /**
   * GET /admin/mails/{id} (staff): the whole mail as its recipient reads it, a reset link's token
   * `***`. Reading it is recorded in the audit trail (docs/audit.md): who read which mail, when.
   */
  get(ctx: CallContext, id: number): MailWire {
    requireCan(ctx, 'read', 'mail');
    const found = this.table.findFirst((q) => q.where({ id }));
    if (!found) throw notFound(ctx);
    auditLogOf(this.db).record(ctx, { action: 'read', entity: 'mail', entityId: found.id });
    return { ...rowOf(found), text: found.text, html: found.html };
  }
}
