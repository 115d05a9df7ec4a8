import { Card, H1, HTMLTable } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { formatDateTime } from '../../domain/shared/format';
import { fullName } from '../../domain/users/user';
import { FullPageLoader } from '../shell/full-page-loader';
import { LoadFailure } from '../shared/load-failure';
import { EndSessionsButton } from '../shared/end-sessions-button';
import { LinkButton } from '../shared/link-button';
import { RecordHistoryLink } from '../audit/record-history-link';
import { BackLink, RoleBadges, useAudience } from './user-audience';
import { useScreens } from '../app/use-cases';
import { useRecordQuery } from '../shared/data/use-record';
import { recordRef } from '../shared/live/live-changes';

export function UserDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const { may, user } = useAudience();
  const { records } = useScreens();
  const result = useRecordQuery(recordRef('user', Number(id)), () => records.users.get(Number(id)));
  const u = result.data;
  return (
    <section aria-labelledby="user-title">
      <BackLink />
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={() => void result.refetch()} notFoundText={t('users.notFound')} />
      ) : null}
      {u ? (
        <>
          <header className="page-header">
            <H1 id="user-title">{fullName(u) || u.username}</H1>
            <div className="page-toolbar">
              <RecordHistoryLink entity="user" id={u.id} />
              {/* docs/access.md#sessions: an admin ends another account's sessions (its own: "My sessions"). */}
              {may.endSessions && u.id !== user?.id ? <EndSessionsButton userId={u.id} name={u.username} /> : null}
              {may.edit(u.id) ? <LinkButton href={`/user/edit/${u.id}`} text={t('actions.editShort')} /> : null}
            </div>
          </header>
          <Card>
            <HTMLTable className="details-table">
              <tbody>
                <tr>
                  <th scope="row">{t('users.fields.username')}</th>
                  <td>{u.username}</td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.firstname')}</th>
                  <td>{u.firstname}</td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.lastname')}</th>
                  <td>{u.lastname}</td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.company')}</th>
                  <td>{u.company ?? t('common.none')}</td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.roles')}</th>
                  <td>
                    <RoleBadges account={u} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.isActive')}</th>
                  <td>
                    <Tag intent={u.isActive ? 'success' : 'danger'}>
                      {u.isActive ? t('common.yes') : t('common.no')}
                    </Tag>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('users.fields.lastConnection')}</th>
                  <td>{formatDateTime(u.lastConnection) || t('common.never')}</td>
                </tr>
              </tbody>
            </HTMLTable>
          </Card>
        </>
      ) : null}
    </section>
  );
}
