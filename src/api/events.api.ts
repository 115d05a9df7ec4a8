import * as v from 'valibot';
import { auditEntry } from './audit.api';
import { notification } from './notifications.api';
import { operation } from './operation';
import { maybeNumber } from './wire';

/**
 * The change events (docs/api/README.md#events): every change the audit trail records, streamed as
 * server-sent events to whoever may see its record, with the caller's own notifications. An
 * addition: a client written from the original call list never needs it.
 */

const eventId = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A change of one record: its audit entry as the viewer's timeline shows it. */
export const changeEvent = v.pipe(
  v.object({
    /**
     * The entry (docs/audit.md#the-entry): record type and id, what changed from what to what, who
     * and when. To a reseller, staff are shown by their role only, as on an order's timeline.
     */
    entry: auditEntry,
    /** The reseller the record belongs to (its orders, quotes and requests); null for the others. */
    resellerId: maybeNumber,
  }),
  v.title('ChangeEvent'),
);
export type ChangeEventWire = v.InferOutput<typeof changeEvent>;

/** An admin's status change as a reseller's stream shows it (the reference page's example). */
export const CHANGE_EVENT_EXAMPLE: ChangeEventWire = {
  entry: {
    id: 14022,
    at: '2026-11-02T09:12:00.000Z',
    actor: { id: null, username: '', role: 'ROLE_ADMIN' },
    actingAs: null,
    action: 'status',
    entity: 'order',
    entityId: 1288,
    orderId: 1288,
    changes: [{ field: 'status', from: 2, to: 3 }],
  },
  resellerId: 7,
};

export const notificationEvent = v.pipe(
  v.object({ notification, unread: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.title('NotificationEvent'),
);

export const notificationsReadEvent = v.pipe(
  v.object({
    /** The notifications marked read (every one the caller had when `all`). */
    ids: v.array(v.pipe(v.number(), v.integer())),
    all: v.boolean(),
    unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.title('NotificationsReadEvent'),
);

const readyEvent = v.pipe(v.object({ lastEventId: eventId }), v.title('ReadyEvent'));

const RELOAD_REASONS = ['too-old', 'unknown'] as const;
export const reloadEvent = v.pipe(
  v.object({
    /**
     * too-old: the events after `Last-Event-ID` are no longer kept, or more than a stream holds (1,000);
     * unknown: not an id of this server's.
     */
    reason: v.picklist(RELOAD_REASONS),
  }),
  v.title('ReloadEvent'),
);

const END_REASONS = ['session', 'backlog', 'superseded'] as const;
export const endEvent = v.pipe(
  v.object({
    /**
     * session: the session ended (logout, revoked, expired); backlog: the client read too slowly;
     * superseded: the account opened more streams than it may hold, and this was its oldest.
     */
    reason: v.picklist(END_REASONS),
  }),
  v.title('EndEvent'),
);

/** The event types of the stream, by their `event:` name. */
export type EventType = 'ready' | 'change' | 'notification' | 'notifications-read' | 'reload' | 'end';

const TAG = 'Events';

export const eventsApi = {
  streamEvents: operation({
    id: 'streamEvents',
    method: 'get',
    path: '/events',
    tag: TAG,
    summary: 'The changes the caller may see, and its notifications, as they happen (server-sent events)',
    description: [
      'A `text/event-stream` that stays open. Each event has an `id` (growing by one per event of the server), an `event` type and one `data` line of JSON.',
      'Scoped as the lists are: staff get every change, a reseller those of its own orders, quotes, cancellation and non-conformity requests; each caller gets its own notifications.',
      'On connecting, `ready` gives the current id. After a lost connection, send the last id received as `Last-Event-ID`: the events after it follow, none lost and none repeated. When they are no longer kept (the server keeps the latest 2,000), are more than a stream holds (1,000) or the id is not one of this server’s, a `reload` event says to reload what is shown, and the stream goes on from now (its `ready` gives the id to resume from).',
      'A comment line (`: keep-alive`) every 20 seconds keeps proxies from closing it. When the session ends (logout, revoked, idle or past its absolute end) an `end` event is sent and the stream closes; a stream, opened or open, does not keep a session alive. An account holds at most 20 streams: opening another ends its oldest.',
      'Browsers: `EventSource` cannot send the `Authorization` header, so read it with `fetch` and the response body’s reader.',
    ].join('\n\n'),
    access: 'scoped',
    headers: {
      'Last-Event-ID': v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,15}$/),
          v.description('the id of the last event received, to resume after it'),
        ),
      ),
    },
    answer: {
      status: 200,
      stream: 'text/event-stream',
      events: {
        ready: {
          schema: readyEvent,
          description:
            'Once connected (after the events a resume replays): the id of the latest event, sent as the event’s id too.',
          example: { lastEventId: 14021 },
        },
        change: {
          schema: changeEvent,
          description: 'A record changed: every write the audit trail records.',
          example: CHANGE_EVENT_EXAMPLE,
        },
        notification: {
          schema: notificationEvent,
          description: 'A notification for the caller (docs/rules.md#notifications-and-mails), with its unread count.',
        },
        'notifications-read': {
          schema: notificationsReadEvent,
          description: 'Some of the caller’s notifications were marked read (on this device or another).',
        },
        reload: {
          schema: reloadEvent,
          description: 'The events since `Last-Event-ID` cannot be given: reload what is shown.',
        },
        end: { schema: endEvent, description: 'Last, before the stream closes.' },
      },
    },
    errors: [400],
    addition: true,
  }),
} as const;
