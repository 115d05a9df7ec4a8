import { EVENT_STREAM } from '../../application/events/event-stream.port';
import { LIVE_EVENTS } from '../../application/events/events.tokens';
import type { LiveEvents } from '../../application/events/live-events';
import { MAIL_OUTBOX } from '../../application/mails/mail-outbox.port';
import { NOTIFICATION_FEED } from '../../application/notifications/notification-feed.port';
import { bindings } from './app-container';

/** Whether the user is on this tab (a browser's visible page; always elsewhere). */
const tabInUse = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * What reaches the people a change concerns (docs/events.md): the event stream and the app's one
 * client of it, the user's notifications, the outbox of the mails sent. All load after login.
 */
export const eventsModule = bindings((bind) => {
  bind.lazyAdapter(EVENT_STREAM, () => import('../adapters/api-event.stream').then((m) => m.ApiEventStream));
  bind.factory(LIVE_EVENTS, [EVENT_STREAM], (stream) => {
    let client: Promise<LiveEvents> | null = null;
    return () =>
      (client ??= import('../../application/events/live-events').then(
        (m) => new m.LiveEvents(stream, { inUse: tabInUse }),
      ));
  });
  bind.lazyAdapter(NOTIFICATION_FEED, () =>
    import('../adapters/api-notification.feed').then((m) => m.ApiNotificationFeed),
  );
  bind.lazyAdapter(MAIL_OUTBOX, () => import('../adapters/api-mail.outbox').then((m) => m.ApiMailOutbox));
});
