import { Button, ButtonGroup, Classes } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { PlusIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { resellerViewFilter, type Reseller, type ResellerView } from '../../domain/resellers/reseller';
import { PAGE_SIZES } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { ActiveSwitch } from '../shared/active-switch';
import { ListPage, type Column } from '../shared/list/list-page';
import { LongText } from '../shared/long-text';
import { RecordActions } from '../shared/record-actions';
import { useListController } from '../shared/list/list-controller';
import { ConnectAsButton } from './connect-as-button';
import { CopyButton, TOKEN_CELL } from './copy-button';
import { formatPercent } from './percent';
import { LinkButton } from '../shared/link-button';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The URL's name of the tab (`?tab=prospects`; `view` names a saved view, docs/lists.md); the list's
 * filter is the domain's ResellerFilter.
 */
const VIEW_PARAM = 'tab';

/** docs/screens.md#resellers: the prospect flag splits the list into two views; customers when the URL says nothing. */
function viewOf(search: string): ResellerView {
  return new URLSearchParams(search).get(VIEW_PARAM) === 'prospects' ? 'prospects' : 'customers';
}

/** The reseller list of docs/screens.md#resellers, in two views (customers, prospects) each with its own count. */
export function ResellerListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const may = {
    create: can(session.user, 'create', 'reseller'),
    update: can(session.user, 'update', 'reseller'),
    switch: can(session.user, 'switch', 'reseller'),
    remove: can(session.user, 'delete', 'reseller'),
    connectAs: can(session.user, 'connect-as', 'reseller'),
    // docs/access.md#the-reader: the API tokens are withheld from the reader, so not offered to copy.
    readSecrets: can(session.user, 'read-secrets', 'reseller'),
  };
  const { records, resellers } = useScreens();
  const client = useQueryClient();
  const toggle = records.resellers;
  const search = useSearch();
  const view = viewOf(search);
  const searching = Boolean(new URLSearchParams(search).get('search'));
  const counts = useQuery({ queryKey: queryKeys.resellerCounts, queryFn: () => resellers.counts.execute() });

  const columns = useMemo<Column<Reseller>[]>(
    () => [
      { key: 'id', labelKey: 'resellers.fields.id', sortField: 'id', oneLine: true, render: (r) => r.id },
      {
        key: 'username',
        labelKey: 'resellers.fields.username',
        sortField: 'username',
        render: (r) => <LongText text={r.username} />,
      },
      {
        key: 'isProspect',
        labelKey: 'resellers.fields.isProspect',
        sortField: 'isProspect',
        oneLine: true,
        render: (r) => (
          <Tag minimal intent={r.isProspect ? 'primary' : 'none'}>
            {r.isProspect ? t('common.yes') : t('common.no')}
          </Tag>
        ),
      },
      {
        key: 'firstname',
        labelKey: 'resellers.fields.firstname',
        sortField: 'firstname',
        render: (r) => <LongText text={r.firstname} />,
      },
      {
        key: 'lastname',
        labelKey: 'resellers.fields.lastname',
        sortField: 'lastname',
        render: (r) => <LongText text={r.lastname} />,
      },
      {
        key: 'company',
        labelKey: 'resellers.fields.company',
        sortField: 'company',
        render: (r) => <LongText text={r.company} />,
      },
      {
        key: 'discount',
        labelKey: 'resellers.fields.discount',
        sortField: 'discount',
        oneLine: true,
        render: (r) => formatPercent(r.discount, i18n.language),
      },
      ...(may.readSecrets
        ? [
            {
              key: 'apiToken',
              labelKey: 'resellers.fields.apiToken',
              oneLine: true,
              render: (r: Reseller) =>
                r.apiToken ? (
                  <span className="token-cell" style={TOKEN_CELL}>
                    <code title={r.apiToken}>{r.apiToken.slice(0, 8)}…</code>
                    <CopyButton
                      text={r.apiToken}
                      label={t('resellers.list.copyToken', { name: r.company || r.username })}
                    />
                  </span>
                ) : (
                  <span className={Classes.TEXT_MUTED}>{t('common.none')}</span>
                ),
            },
          ]
        : []),
      {
        key: 'type',
        labelKey: 'resellers.fields.type',
        sortField: 'type',
        render: (r) => t(`resellers.types.${r.type}`),
      },
      {
        key: 'isActive',
        labelKey: 'resellers.fields.isActive',
        sortField: 'isActive',
        oneLine: true,
        render: (r) => (
          <ActiveSwitch
            id={r.id}
            active={r.isActive}
            name={r.username}
            toggle={toggle}
            disabled={!may.switch}
            label={t('resellers.list.activeLabel', { name: r.username })}
          />
        ),
      },
    ],
    [t, i18n.language, toggle, may.switch, may.readSecrets],
  );

  const viewButton = (which: ResellerView, setFilter: (name: string, value: string) => void) => (
    <Button
      key={which}
      active={view === which}
      aria-pressed={view === which}
      text={t(`resellers.list.${which}`, { count: counts.data?.[which] ?? 0 })}
      onClick={() => setFilter(VIEW_PARAM, which)}
    />
  );

  const controller = useListController<Reseller>({
    id: 'resellers',
    load: (query, signal) => records.resellers.list({ ...query, filter: resellerViewFilter(view) }, signal),
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });
  return (
    <ListPage<Reseller>
      controller={controller}
      title={t('resellers.list.title')}
      columns={columns}
      rowKey={(r) => r.id}
      emptyText={t(view === 'prospects' ? 'resellers.list.emptyProspects' : 'resellers.list.emptyCustomers')}
      // The view is a filter of the URL, not a search: without a search, an empty view is just empty.
      noResultText={
        searching
          ? t('list.noResult')
          : t(view === 'prospects' ? 'resellers.list.emptyProspects' : 'resellers.list.emptyCustomers')
      }
      // Two views, not filters: they stay in sight on a phone.
      foldFilters={false}
      filters={(state) => (
        <ButtonGroup role="group" aria-label={t('resellers.list.views')}>
          {viewButton('customers', state.setFilter)}
          {viewButton('prospects', state.setFilter)}
        </ButtonGroup>
      )}
      toolbar={
        may.create ? (
          <LinkButton href="/reseller/create" intent="primary" icon={<PlusIcon />} text={t('resellers.list.create')} />
        ) : null
      }
      actions={(r) => (
        <div className="row-actions">
          <RecordActions
            label={r.username}
            showHref={`/reseller/show/${r.id}`}
            editHref={may.update ? `/reseller/edit/${r.id}` : undefined}
            remove={
              may.remove
                ? {
                    useCase: records.resellers,
                    id: r.id,
                    onDone: () => {
                      void controller.refresh();
                      void client.invalidateQueries({ queryKey: queryKeys.resellerCounts });
                    },
                  }
                : undefined
            }
          />
          {may.connectAs && r.isActive ? <ConnectAsButton reseller={r} /> : null}
        </div>
      )}
    />
  );
}
