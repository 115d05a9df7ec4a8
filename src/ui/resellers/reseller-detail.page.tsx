import { Card, Classes, H1, H2, HTMLTable } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { Reseller } from '../../domain/resellers/reseller';
import { resellerCards, type CardRow, type CardValue, type DetailCard } from '../../domain/resellers/reseller-cards';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { LoadFailure } from '../shared/load-failure';
import { EndSessionsButton } from '../shared/end-sessions-button';
import { ConnectAsButton } from './connect-as-button';
import { CopyButton } from './copy-button';
import { formatPercent } from './percent';
import { LinkButton } from '../shared/link-button';
import '../shared/detail/detail-section.css';
import { RecordHistoryLink } from '../audit/record-history-link';
import { useScreens } from '../app/use-cases';
import { useRecordQuery } from '../shared/data/use-record';
import { recordRef } from '../shared/live/live-changes';

export function BackToResellers() {
  const { t } = useTranslation();
  return (
    <Link href="/reseller" className="back-link">
      <ArrowLeftIcon /> {t('resellers.detail.back')}
    </Link>
  );
}

/** A row's label: addresses and notifications have their own words. */
function labelKey(card: DetailCard, row: CardRow): string {
  if (card.id === 'notifications') return `resellers.mail.${row.field}`;
  if ((card.id === 'billing' || card.id === 'delivery') && row.field === 'country') return 'resellers.addressCountry';
  return `resellers.fields.${row.field}`;
}

function Value({ value, label }: { value: CardValue; label: string }) {
  const { t, i18n } = useTranslation();
  switch (value.kind) {
    case 'text':
      if (value.text === null) return <span className={Classes.TEXT_MUTED}>{t('common.none')}</span>;
      return value.copyable ? (
        <span className="token-cell">
          <code style={{ wordBreak: 'break-all' }}>{value.text}</code>
          <CopyButton text={value.text} label={label} />
        </span>
      ) : (
        <>{value.text}</>
      );
    case 'yesno':
      return (
        <Tag minimal intent={value.value ? 'success' : 'none'}>
          {value.value ? t('common.yes') : t('common.no')}
        </Tag>
      );
    case 'key':
      return <>{t(value.key)}</>;
    case 'percent':
      return <>{formatPercent(value.value, i18n.language)}</>;
  }
}

function ResellerCard({ card, reseller }: { card: DetailCard; reseller: Reseller }) {
  const { t } = useTranslation();
  const titleId = `reseller-card-${card.id}`;
  return (
    <Card className="reseller-card" aria-labelledby={titleId} role="region">
      <H2 id={titleId}>{t(`resellers.cards.${card.id}`)}</H2>
      <HTMLTable compact className="details-table">
        <tbody>
          {card.rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{t(labelKey(card, row))}</th>
              <td>
                <Value
                  value={row.value}
                  label={t('resellers.list.copyToken', { name: reseller.company || reseller.username })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/**
 * docs/screens.md#resellers: the reseller's cards — API data, global and sales info, addresses,
 * email notifications.
 */
export function ResellerDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const session = useSession();
  const { records } = useScreens();
  const result = useRecordQuery(recordRef('reseller', Number(id)), () => records.resellers.get(Number(id)));
  const reseller = result.data;
  return (
    <section aria-labelledby="reseller-title">
      <BackToResellers />
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure
          error={result.error}
          onRetry={() => void result.refetch()}
          notFoundText={t('resellers.detail.notFound')}
        />
      ) : null}
      {reseller ? (
        <>
          <header className="page-header">
            <H1 id="reseller-title">{reseller.company || reseller.username}</H1>
            <div className="page-toolbar">
              <RecordHistoryLink entity="reseller" id={reseller.id} />
              {can(session.user, 'end-sessions', 'user') ? (
                <EndSessionsButton userId={reseller.id} name={reseller.company || reseller.username} />
              ) : null}
              {/* The edit screen is the staff's (a reseller edits itself on its profile): the route is admin-flagged. */}
              {can(session.user, 'update', 'reseller') ? (
                <LinkButton href={`/reseller/edit/${reseller.id}`} text={t('resellers.detail.edit')} />
              ) : null}
              {can(session.user, 'connect-as', 'reseller') && reseller.isActive ? (
                <ConnectAsButton reseller={reseller} text />
              ) : null}
            </div>
          </header>
          {/* The detail pages' grid of cards (detail-section.css): as wide as a 320 px phone allows. */}
          <div className="reseller-cards detail-sections">
            {resellerCards(reseller).map((card) => (
              <ResellerCard key={card.id} card={card} reseller={reseller} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
