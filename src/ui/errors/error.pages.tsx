import { NonIdealState } from '@blueprintjs/core';
import { BanCircleIcon, MapIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** docs/screens.md#session-screens: the catch-all page, 'Vous êtes perdu ?' and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <NonIdealState
        icon={<MapIcon size={48} />}
        title={<h1 className="bp6-heading">{t('notFound.title')}</h1>}
        description={t('notFound.text')}
        action={
          <Link href="/" className="bp6-button bp6-intent-primary">
            {t('notFound.home')}
          </Link>
        }
      />
    </main>
  );
}

/** docs/decisions.md#departures-from-the-original-specification: a logged-in user on a route its role may not open. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon={<BanCircleIcon size={48} />}
      title={<h1 className="bp6-heading">{t('accessDenied.title')}</h1>}
      description={t('accessDenied.text')}
      action={
        <Link href="/" className="bp6-button bp6-intent-primary">
          {t('accessDenied.home')}
        </Link>
      }
    />
  );
}
