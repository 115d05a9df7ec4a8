import { H1, NonIdealState } from '@blueprintjs/core';
import { BanCircleIcon, MapIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../shared/link-button';

/** docs/screens.md#session-screens: the catch-all page, 'Vous êtes perdu ?' and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <NonIdealState
        icon={<MapIcon size={48} />}
        title={<H1>{t('notFound.title')}</H1>}
        description={t('notFound.text')}
        action={<LinkButton href="/" intent="primary" text={t('notFound.home')} />}
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
      title={<H1>{t('accessDenied.title')}</H1>}
      description={t('accessDenied.text')}
      action={<LinkButton href="/" intent="primary" text={t('accessDenied.home')} />}
    />
  );
}
