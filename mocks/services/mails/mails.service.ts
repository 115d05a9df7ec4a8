import type { MailRowWire, MailWire } from '../../../src/api/mails.api';
import { MASKED } from '../../../src/domain/audit/audit';
import { isMailType, MAIL_TYPES, type MailType } from '../../../src/domain/mails/mail';
import { can } from '../../../src/domain/session/can';
import type { Locale } from '../../../src/domain/shared/format';
import type { Database } from '../../db/database';
import type { MailRecord } from '../../db/notifications.schema';
import { appendNow } from '../../db/record-loader';
import type { UserRecord } from '../../db/schema';
import type { Collection } from '@msw/data';
import { notFound, requireCan } from '../shared/access';
import type { ApiFieldError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import {
  checkInteger,
  checkListParams,
  refuseParameters,
  runList,
  type ListRequest,
  type ListSpec,
} from '../shared/list-query';
import { message } from '../shared/messages';
import { layOut } from './mail-layout';
import { MAIL_TEMPLATES, type MailData } from './templates';
import { appLinks } from './templates/mail-texts';

/** A mail as an SMTP server takes it. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: Locale;
}

/** Hands a mail to a mail server (`npm run mock-api` with `SMTP_URL`: mocks/services/mails/smtp-transport.ts). */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** The outbox's filters as the service takes them. */
export interface MailListFilter {
  readonly recipient?: string;
  readonly recipientId?: number;
  readonly type?: string;
}

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
export const languageOf = (user: UserRecord): Locale => user.language ?? 'fr';

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
  private lastId = 0;
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
   * Composes mail `type` for `user` from `data`, keeps it in the outbox and delivers it. `language`:
   * when not the account's own (a reset link, in the language it was asked in); `secret`: the part a
   * reader of the outbox never sees.
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
    const all = this.table.all();
    this.lastId = Math.max(this.lastId, all[all.length - 1]?.id ?? 0) + 1;
    const record: MailRecord = {
      id: this.lastId,
      type,
      to: user.username,
      recipientId: user.id,
      language,
      ...composed,
      createdAt: this.now().toISOString(),
      entity: about.entity,
      entityId: about.entityId,
      delivery: this.transport ? 'sending' : 'outbox',
      deliveryError: null,
      secret: options.secret ?? null,
    };
    appendNow(this.table as unknown as Collection<never>, record);
    if (this.transport) this.deliver(this.transport, record);
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

  private deliver(transport: MailTransport, record: MailRecord): void {
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
      subject: record.subject,
      text: record.text,
      html: record.html,
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

  /** The mail as this caller may read it: a reader sees a reset link's token masked. */
  private shown(ctx: CallContext, m: MailRecord): MailRecord {
    if (!m.secret || can(ctx.caller, 'read-links', 'mail')) return m;
    const mask = (text: string) => text.split(m.secret as string).join(MASKED);
    return { ...m, text: mask(m.text), html: mask(m.html) };
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
    if (f.type !== undefined && !isMailType(f.type)) {
      errors.push({ field: '_type', message: message(ctx.locale, 'oneOf', { values: MAIL_TYPES.join(', ') }) });
    }
    if (f.recipient !== undefined && f.recipient.length > 200) {
      errors.push({ field: '_recipient', message: message(ctx.locale, 'tooLong') });
    }
    const recipientId =
      f.recipientId === undefined
        ? null
        : checkInteger(
            f.recipientId,
            '_recipientId',
            { fallback: 0, min: 0, max: Number.MAX_SAFE_INTEGER },
            ctx.locale,
            errors,
          );
    refuseParameters(errors, ctx.locale);
    const address = f.recipient?.trim().toLowerCase();
    const all = this.table.all();
    const matching = all.filter(
      (m) =>
        (!address || m.to.toLowerCase() === address) &&
        (recipientId === null || m.recipientId === recipientId) &&
        (f.type === undefined || m.type === f.type),
    );
    const { rows, totalRequest } = runList(matching, params, listSpec);
    return { list: rows.map(rowOf), total: all.length, totalRequest };
  }

  /** GET /admin/mails/{id} (staff): the whole mail, as its recipient reads it. */
  get(ctx: CallContext, id: number): MailWire {
    requireCan(ctx, 'read', 'mail');
    const found = this.table.findFirst((q) => q.where({ id }));
    if (!found) throw notFound(ctx);
    const m = this.shown(ctx, found);
    return { ...rowOf(m), text: m.text, html: m.html };
  }
}
