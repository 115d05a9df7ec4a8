import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NotFoundError } from '../../domain/shared/errors';
import { failureText } from './failure-text';

/** A record that did not load: 'not found' says so plainly, anything else offers a retry. */
export function LoadFailure({
  error,
  onRetry,
  notFoundText,
}: {
  error: unknown;
  onRetry: () => void;
  notFoundText: string;
}) {
  const { t } = useTranslation();
  const missing = error instanceof NotFoundError;
  return (
    <Callout intent="danger" role="alert" title={missing ? notFoundText : t('list.loadFailed')}>
      {missing ? null : <Button text={t('list.retry')} onClick={onRetry} />}
    </Callout>
  );
}

/**
 * A list or page whose data did not load: what went wrong, and a retry
 * (docs/decisions.md#departures-from-the-original-specification).
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" role="alert" title={t('list.loadFailed')} className="spaced">
      <p>{failureText(error, t)}</p>
      <Button intent="primary" text={t('list.retry')} onClick={onRetry} />
    </Callout>
  );
}
