import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Covers the page while it loads; announced to screen readers. */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <Spinner size={50} aria-label={label ?? t('common.loading')} />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
