import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NotFoundError } from '../../domain/shared/errors';

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
