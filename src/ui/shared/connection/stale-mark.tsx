import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../domain/shared/format';
import { useShownAt } from '../live/live-state';
import { useConnection } from './use-connection';

/**
 * Beside data read from the server (a list's rows, an order's page), while the server does not answer: when that
 * data was read, so nobody takes it for today's (docs/screens.md#connection-lost). Nothing while it answers.
 */
export function StaleMark() {
  const { t } = useTranslation();
  const { reachable } = useConnection();
  const readAt = useShownAt();
  if (reachable || !Number.isFinite(readAt)) return null;
  return (
    <Tag intent="warning" minimal multiline className="stale-mark">
      {t('connection.readAt', { time: formatTime(readAt) })}
    </Tag>
  );
}
