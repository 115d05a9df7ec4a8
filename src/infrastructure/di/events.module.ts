import { EVENT_STREAM } from '../../application/events/event-stream.port';
import { LIVE_EVENTS } from '../../application/events/events.tokens';
import { LiveEvents } from '../../application/events/live-events';
import { MAIL_OUTBOX } from '../../application/mails/mail-outbox.port';
import { SENT_MAILS } from '../../application/mails/mails.tokens';
import { SentMails } from '../../application/mails/sent-mails';
import { NOTIFICATION_FEED } from '../../application/notifications/notification-feed.port';
import { NOTIFICATIONS } from '../../application/notifications/notifications.tokens';
import { Notifications } from '../../application/notifications/notifications';
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiEventStream } from '../adapters/api-event.stream';
import { ApiMailOutbox } from '../adapters/api-mail.outbox';
import { ApiNotificationFeed } from '../adapters/api-notification.feed';
import { bindings } from './app-container';

/** Whether the user is on this tab (a browser's visible page; always elsewhere). */
const tabInUse = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * What reaches the people a change concerns (docs/events.md): the event stream and the app's one
 * client of it, the user's notifications, the outbox of the mails sent.
 */
export const eventsModule = bindings((bind) => {
  bind.adapter(EVENT_STREAM, ApiEventStream);
  bind.factory(
    LIVE_EVENTS,
    [EVENT_STREAM, APP_SIGNALS],
    (stream, signals) => new LiveEvents(stream, { inUse: tabInUse, readsAsOf: signals.readAsOf$ }),
  );
  bind.adapter(NOTIFICATION_FEED, ApiNotificationFeed);
  bind.factory(NOTIFICATIONS, [NOTIFICATION_FEED], (feed) => new Notifications(feed));
  bind.adapter(MAIL_OUTBOX, ApiMailOutbox);
  bind.factory(SENT_MAILS, [MAIL_OUTBOX], (outbox) => new SentMails(outbox));
});
