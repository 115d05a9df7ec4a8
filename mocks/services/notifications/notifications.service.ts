import type { NotificationWire } from '../../../src/api/notifications.api';
import { roleOf } from '../../../src/domain/users/role';
import type { AuditRecord } from '../../db/audit.schema';
import type { Database } from '../../db/database';
import type { NotificationRecord } from '../../db/notifications.schema';
import type { OrderRecord } from '../../db/orders.schema';
import { appendNow } from '../../db/record-loader';
import type { UserRecord } from '../../db/schema';
import type { Collection } from '@msw/data';
import type { EventsService } from '../events/events.service';
import { appLinks } from '../mails/templates/mail-texts';
import { nameOf, type MailsService } from '../mails/mails.service';
import { notFound, requireCan } from '../shared/access';
import type { CallContext } from '../shared/context';
import { parseListParams, runList, type ListRequest, type ListSpec } from '../shared/list-query';
import { isSystemAccount } from '../tour/tour-sandbox';
import { noticeOf, type ChangeNotice } from './change-notices';

const STAFF_ROLES = new Set(['ROLE_ADMIN', 'ROLE_READER']);

const listSpec: ListSpec<NotificationRecord> = {
  sortable: { createdAt: (n) => n.id },
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchText: (n) => `${n.reference ?? ''} ${n.company ?? ''} ${n.entityId}`,
};

function toWire(n: NotificationRecord): NotificationWire {
  return {
    id: n.id,
    kind: n.kind,
    createdAt: n.createdAt,
    readAt: n.readAt,
    entity: n.entity,
    entityId: n.entityId,
    orderId: n.orderId,
    reference: n.reference,
    company: n.company,
    decision: n.decision,
    actor: { id: n.actorId, username: n.actorUsername, role: n.actorRole },
  };
}

/**
 * Notifications and the mails of the changes (docs/rules.md#notifications-and-mails): each change the
 * audit trail records is read by `react`, which writes the notifications it gives (never to its own
 * author) and sends the reseller's mail while its `mailConfig` key is on; `/me/notifications` lists a
 * user's own and marks them read, each change reaching the user's other streams at once.
 */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly events: EventsService,
    private readonly mails: MailsService,
    private readonly orderById: (id: number) => OrderRecord | undefined,
    private readonly now: () => Date,
  ) {}

  private get table() {
    return this.db.collections.notifications;
  }

  private user(id: number): UserRecord | undefined {
    return this.db.collections.users.findFirst((q) => q.where({ id }));
  }

  /** A change just recorded: its notifications and mail, if it gives any. */
  react(entry: AuditRecord): void {
    const notice = noticeOf(entry);
    if (!notice) return;
    const resellerId = this.events.resellerOf(entry);
    if (resellerId === null) return;
    const reseller = this.user(resellerId);
    const order = notice.orderId === null ? undefined : this.orderById(notice.orderId);
    const quote =
      notice.entity === 'quote'
        ? this.db.collections.quotes.findFirst((q) => q.where({ id: notice.entityId }))
        : undefined;
    const shown = {
      reference: (notice.entity === 'quote' ? quote?.reference : order?.internalReference) ?? null,
      company: reseller?.company ?? null,
    };
    const authors = new Set([entry.actorId, entry.actingAsId]);
    if (notice.to === 'staff') {
      const staff = this.db.collections.users
        .all()
        .filter((u) => u.isActive && STAFF_ROLES.has(roleOf(u) ?? '') && !isSystemAccount(u) && !authors.has(u.id));
      for (const user of staff) this.write(user, notice, entry, shown, false);
      return;
    }
    if (!reseller?.isActive) return;
    if (!authors.has(reseller.id)) this.write(reseller, notice, entry, shown, true);
    if (
      notice.mail &&
      this.db.collections.resellers.findFirst((q) => q.where({ id: reseller.id }))?.mailConfig[notice.mail.key]
    ) {
      this.mail(reseller, notice, order, quote);
    }
  }

  /** One notification of `user`, and its event on the user's streams. */
  private write(
    user: UserRecord,
    notice: ChangeNotice,
    entry: AuditRecord,
    shown: { readonly reference: string | null; readonly company: string | null },
    toReseller: boolean,
  ): void {
    // To a reseller, staff are the team: their role, not their name (as on an order's timeline).
    const hidden = toReseller && STAFF_ROLES.has(entry.actorRole ?? '');
    const record: NotificationRecord = {
      id: this.db.nextId('notifications'),
      userId: user.id,
      kind: notice.kind,
      createdAt: this.now().toISOString(),
      readAt: null,
      entity: notice.entity,
      entityId: notice.entityId,
      orderId: notice.orderId,
      reference: shown.reference,
      company: shown.company,
      decision: notice.decision,
      actorId: hidden ? null : entry.actorId,
      actorUsername: hidden ? '' : entry.actorUsername,
      actorRole: entry.actorRole,
    };
    appendNow(this.table as unknown as Collection<never>, record);
    this.events.toUser(user.id, 'notification', { notification: toWire(record), unread: this.unreadOf(user.id) });
  }

  /** The reseller's mail of a notice (its key is on). */
  private mail(
    reseller: UserRecord,
    notice: ChangeNotice,
    order: OrderRecord | undefined,
    quote: { readonly id: number; readonly reference: string } | undefined,
  ): void {
    if (!order) return;
    const app = this.mails.app;
    const recipient = { name: nameOf(reseller) };
    const ref = { id: order.id, reference: order.internalReference };
    const about = { entity: notice.entity, entityId: notice.entityId };
    const link = appLinks.order(app, order.id);
    switch (notice.mail?.type) {
      case 'order_confirmation':
        this.mails.send(
          'order_confirmation',
          reseller,
          { recipient, order: ref, estimatedAt: order.estimatedAt, link },
          about,
        );
        return;
      case 'order_shipped':
        this.mails.send(
          'order_shipped',
          reseller,
          {
            recipient,
            order: ref,
            tracking: order.tracking.map((t) => ({ carrier: t.carrier, reference: t.reference, url: t.url })),
            link,
          },
          about,
        );
        return;
      case 'order_not_conformity': {
        const request = this.db.collections.orderNotConformities.findFirst((q) => q.where({ id: notice.entityId }));
        if (!request) return;
        this.mails.send(
          'order_not_conformity',
          reseller,
          {
            recipient,
            order: ref,
            reason: request.reason,
            comment: request.commentAdmin,
            link: appLinks.nonConformities(app),
          },
          about,
        );
        return;
      }
      case 'quote_validated':
        if (!quote) return;
        this.mails.send(
          'quote_validated',
          reseller,
          { recipient, quote: { id: quote.id, reference: quote.reference }, order: ref, link },
          about,
        );
        return;
      case 'cancel_request_answered':
        this.mails.send(
          'cancel_request_answered',
          reseller,
          { recipient, order: ref, decision: notice.decision ?? 'unapproved', link },
          about,
        );
        return;
      case 'cancel_answer_withdrawn':
        this.mails.send(
          'cancel_answer_withdrawn',
          reseller,
          { recipient, order: ref, decision: notice.decision ?? 'approved', link },
          about,
        );
        return;
      case 'order_cancelled':
        this.mails.send(
          'order_cancelled',
          reseller,
          {
            recipient,
            order: ref,
            setting: notice.mail.key === 'order_shipped' ? 'order_shipped' : 'order_confirmation',
            link,
          },
          about,
        );
        return;
      default:
        return;
    }
  }

  private mine(userId: number): NotificationRecord[] {
    return this.table.all().filter((n) => n.userId === userId);
  }

  private unreadOf(userId: number): number {
    let unread = 0;
    for (const n of this.table.all()) if (n.userId === userId && n.readAt === null) unread++;
    return unread;
  }

  private self(ctx: CallContext): number {
    requireCan(ctx, 'read', 'notification');
    return ctx.caller.id;
  }

  /** GET /me/notifications: the caller's, newest first; `unread`: only those not read yet. */
  list(
    ctx: CallContext,
    request: ListRequest<{ readonly unread?: boolean }>,
  ): { list: NotificationWire[]; total: number; totalRequest: number; unread: number } {
    const userId = this.self(ctx);
    const params = parseListParams(request, listSpec, ctx.locale);
    const mine = this.mine(userId);
    const wanted = request.filter?.unread;
    const matching = wanted === undefined ? mine : mine.filter((n) => (n.readAt === null) === wanted);
    const { rows, totalRequest } = runList(matching, params, listSpec);
    return {
      list: rows.map(toWire),
      total: mine.length,
      totalRequest,
      unread: mine.filter((n) => n.readAt === null).length,
    };
  }

  /** POST /me/notifications/{id}/read: one of the caller's (another user's is a 404). */
  async markRead(ctx: CallContext, id: number): Promise<NotificationWire> {
    const userId = this.self(ctx);
    const found = this.table.findFirst((q) => q.where({ id, userId }));
    if (!found) throw notFound(ctx);
    if (found.readAt !== null) return toWire(found);
    const at = this.now().toISOString();
    const updated = (await this.table.update((q) => q.where({ id, userId }), {
      data: (n) => {
        n.readAt = at;
      },
    })) as NotificationRecord;
    this.events.toUser(userId, 'notifications-read', { ids: [id], all: false, unread: this.unreadOf(userId) });
    return toWire(updated);
  }

  /** POST /me/notifications/read-all: every one of the caller's. */
  async markAllRead(ctx: CallContext): Promise<{ marked: number; unread: number }> {
    const userId = this.self(ctx);
    const at = this.now().toISOString();
    const unread = this.mine(userId).filter((n) => n.readAt === null);
    if (unread.length) {
      await this.table.updateMany((q) => q.where((n) => n.userId === userId && n.readAt === null), {
        data: (n) => {
          n.readAt = at;
        },
      });
      this.events.toUser(userId, 'notifications-read', { ids: unread.map((n) => n.id), all: true, unread: 0 });
    }
    return { marked: unread.length, unread: 0 };
  }
}
