import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { Popover } from '../shared/app-popover';
import { NotificationsIcon, TickIcon } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { notificationLink, notificationMessage, type Notification } from '../../domain/notifications/notification';
import { formatDateTime } from '../../domain/shared/format';
import { NOTIFICATIONS_REF } from './live-updates';
import './notification-bell.css';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useWrite } from '../shared/data/use-write';

/** How many of the latest notifications the centre shows. */
const SHOWN = 20;

/** What a notification says, in the user's language. */
function notificationText(t: TFunction, n: Notification): string {
  const { key, values } = notificationMessage(n);
  return t(key, values);
}

function Item({ n, onOpen, onRead }: { n: Notification; onOpen: () => void; onRead: () => void }) {
  const { t } = useTranslation();
  const text = notificationText(t, n);
  const unread = n.readAt === null;
  return (
    <li className={`notification-item${unread ? ' unread' : ''}`}>
      <Link href={notificationLink(n)} className="notification-link" onClick={onOpen}>
        <span className="notification-text">{text}</span>
        <time className={Classes.TEXT_MUTED} dateTime={n.createdAt}>
          {formatDateTime(n.createdAt)}
        </time>
        {unread ? <span className="visually-hidden">{t('notifications.unread')}</span> : null}
      </Link>
      {unread ? (
        <Button
          variant="minimal"
          size="small"
          icon={<TickIcon />}
          aria-label={t('notifications.markRead', { text })}
          title={t('notifications.markRead', { text })}
          onClick={onRead}
        />
      ) : null}
    </li>
  );
}

/** The latest notifications and the unread count, under the notifications' key (the bell and its centre). */
function useLatestNotifications() {
  const { notifications } = useScreens();
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => notifications.latest(SHOWN, signal),
  });
}

/**
 * The bell in the header and its notification centre (docs/screens.md#notifications): the unread
 * count, the latest notifications, each linking to its record (opening one marks it read), mark one
 * or all read. Read and unread are the server's, so they follow the user across devices; the live
 * events keep it current (src/ui/shell/live-updates.ts).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useLatestNotifications();
  const unread = query.data?.unread ?? 0;
  const label = unread ? t('notifications.openUnread', { count: unread }) : t('notifications.open');

  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-end"
      autoFocus
      enforceFocus={false}
      content={<NotificationCentre onClose={() => setOpen(false)} />}
    >
      <Button
        variant="minimal"
        icon={<NotificationsIcon />}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="notification-bell"
      >
        {unread ? (
          <Tag round multiline intent="danger" className="notification-count" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </Tag>
        ) : null}
      </Button>
    </Popover>
  );
}

/** The centre's panel: rendered only while it is open (the same query as the bell's, from the cache). */
function NotificationCentre({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { notifications } = useScreens();
  const headingId = useId();
  const query = useLatestNotifications();
  const markRead = useWrite({
    run: (id: number) => notifications.markRead(id),
    changes: () => [NOTIFICATIONS_REF],
    invalidates: () => [queryKeys.notifications],
  });
  const markAll = useWrite({
    run: () => notifications.markAllRead(),
    changes: () => [NOTIFICATIONS_REF],
    invalidates: () => [queryKeys.notifications],
  });
  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];
  return (
    <section className="notification-centre" aria-labelledby={headingId}>
      <header className="notification-centre-head">
        <h2 id={headingId} className={Classes.HEADING}>
          {t('notifications.title')}
        </h2>
        <Button
          variant="minimal"
          size="small"
          text={t('notifications.markAll')}
          disabled={!unread || markAll.isPending}
          onClick={() => markAll.mutate()}
        />
      </header>
      {query.status === 'pending' ? (
        <Spinner size={20} />
      ) : query.status === 'error' ? (
        <NonIdealState
          description={t('notifications.loadFailed')}
          action={<Button text={t('notifications.retry')} onClick={() => void query.refetch()} />}
        />
      ) : items.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} notification-empty`}>{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((n) => (
            <Item
              key={n.id}
              n={n}
              onRead={() => markRead.mutate(n.id)}
              onOpen={() => {
                onClose();
                if (n.readAt === null) markRead.mutate(n.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
