import { Button } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../domain/shared/format';
import { useScreens } from '../app/use-cases';
import { useConnection } from '../shared/connection/use-connection';
import './connection-banner.css';

/** How long "connection restored" stays for a screen reader once the banner has gone. */
const BACK_SAID_MS = 5_000;

/**
 * The "connection lost" banner (docs/screens.md#connection-lost), on top of every signed-in page while the server
 * does not answer: since when, that what is shown may be out of date, and "Try again now" (the event stream's
 * connection and the data shown, at once rather than at the stream's next try). It goes at the server's next
 * answer, whatever asked for it, and what is shown loads again. Its region is a polite live region: the loss, and
 * the return, are read out without taking the user's place.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const { reachable, lostAt } = useConnection();
  const { live } = useScreens();
  const client = useQueryClient();
  const [backSaid, setBackSaid] = useState(false);
  const wasLost = useRef(false);
  useEffect(() => {
    if (!reachable) {
      wasLost.current = true;
      return;
    }
    if (!wasLost.current) return;
    wasLost.current = false;
    // Back: what is shown was read before the loss, or failed meanwhile.
    void client.invalidateQueries();
    setBackSaid(true);
    const timer = setTimeout(() => setBackSaid(false), BACK_SAID_MS);
    return () => clearTimeout(timer);
  }, [reachable, client]);
  useEffect(() => {
    // A browser online again tries at once.
    const online = () => live.retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [live]);
  return (
    <div role="status" className="connection-region">
      {!reachable ? (
        <div className="connection-banner">
          <OfflineIcon aria-hidden />
          <p>
            <strong>{t('connection.lost', { time: lostAt === null ? '' : formatTime(lostAt) })}</strong>{' '}
            {t('connection.stale')}
          </p>
          <Button
            text={t('connection.retry')}
            onClick={() => {
              live.retryNow();
              void client.refetchQueries({ type: 'active' });
            }}
          />
        </div>
      ) : backSaid ? (
        <span className="visually-hidden">{t('connection.back')}</span>
      ) : null}
    </div>
  );
}
