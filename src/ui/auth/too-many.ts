import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { retryWait } from '../../domain/session/retry-wait';
import type { TooManyRequestsError } from '../../domain/shared/errors';

/**
 * docs/access.md#sessions: a throttled login or password reset (429) says how long to wait
 * ("Trop de tentatives : réessayez dans 30 secondes"), from the server's Retry-After.
 */
export function useTooManyText(): (error: TooManyRequestsError) => string {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      const wait = retryWait(error.retryAfterSeconds);
      if (wait.unit === 'unknown') return t('errors.tooMany');
      return t('throttle.wait', { wait: t(`throttle.${wait.unit}`, { count: wait.count }) });
    },
    [t],
  );
}
