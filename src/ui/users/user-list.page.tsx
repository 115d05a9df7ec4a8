import { PlusIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/shared/format';
import { PAGE_SIZES } from '../../domain/shared/page';
import { type User } from '../../domain/users/user';
import { keepsItsKeysFrom } from '../../domain/users/super-admin';
import { ActiveSwitch } from '../shared/active-switch';
import { ListPage, type Column } from '../shared/list/list-page';
import { LongText } from '../shared/long-text';
import { RecordActions } from '../shared/record-actions';
import { useListController } from '../shared/list/list-controller';
import { LinkButton } from '../shared/link-button';
import { RoleBadges, useAudience } from './user-audience';
import { useScreens } from '../app/use-cases';

export function UserListPage() {
  const { t } = useTranslation();
  const { user, ownQuoteUsers, may } = useAudience();
  const { records } = useScreens();
  const toggle = records.users;
  const scope = ownQuoteUsers ? 'reseller' : 'admin';

  const columns = useMemo<Column<User>[]>(
    () => [
      { key: 'id', labelKey: 'users.fields.id', sortField: 'id', oneLine: true, render: (u) => u.id },
      {
        key: 'username',
        labelKey: 'users.fields.username',
        sortField: 'username',
        render: (u) => <LongText text={u.username} />,
      },
      {
        key: 'roles',
        labelKey: 'users.fields.roles',
        sortField: 'roles',
        render: (u) => <RoleBadges account={u} />,
      },
      {
        key: 'firstname',
        labelKey: 'users.fields.firstname',
        sortField: 'firstname',
        render: (u) => <LongText text={u.firstname} />,
      },
      {
        key: 'lastname',
        labelKey: 'users.fields.lastname',
        sortField: 'lastname',
        render: (u) => <LongText text={u.lastname} />,
      },
      {
        key: 'company',
        labelKey: 'users.fields.company',
        sortField: 'company',
        render: (u) => <LongText text={u.company} />,
      },
      {
        key: 'lastConnection',
        labelKey: 'users.fields.lastConnection',
        sortField: 'lastConnection',
        oneLine: true,
        render: (u) => formatDateTime(u.lastConnection),
      },
      {
        key: 'isActive',
        labelKey: 'users.fields.isActive',
        sortField: 'isActive',
        oneLine: true,
        render: (u) => (
          <ActiveSwitch
            id={u.id}
            active={u.isActive}
            name={u.username}
            toggle={toggle}
            disabled={!may.switch || u.id === user?.id || keepsItsKeysFrom(user, u)}
            label={t('users.activeLabel', { name: u.username })}
          />
        ),
      },
    ],
    [t, toggle, may.switch, user],
  );

  const controller = useListController<User>({
    id: 'users',
    load: (query, signal) =>
      records.users.list({ ...query, filter: ownQuoteUsers && user ? { resellerId: user.id } : undefined }, signal),
    defaultSort: { field: 'id', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });
  return (
    <ListPage<User>
      controller={controller}
      title={t(`users.${scope}.title`)}
      columns={columns}
      rowKey={(u) => u.id}
      emptyText={t(`users.${scope}.empty`)}
      noResultText={t('list.noResult')}
      toolbar={
        may.create ? (
          <LinkButton href="/user/create" intent="primary" icon={<PlusIcon />} text={t(`users.${scope}.create`)} />
        ) : null
      }
      actions={(u) => (
        <RecordActions
          label={u.username}
          showHref={`/user/show/${u.id}`}
          editHref={may.edit(u.id) ? `/user/edit/${u.id}` : undefined}
          remove={
            may.remove && u.id !== user?.id && !keepsItsKeysFrom(user, u)
              ? { useCase: records.users, id: u.id, onDone: controller.refresh }
              : undefined
          }
        />
      )}
    />
  );
}
