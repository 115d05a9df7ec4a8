import { Callout, Card, H1, HTMLTable, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, PlusIcon } from '@blueprintjs/icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type {
  DeleteRecord,
  GetRecord,
  ListRecords,
  SaveRecord,
  ToggleActive,
} from '../../application/shared/record.use-cases';
import { USERS } from '../../application/users/users.tokens';
import { formatDateTime } from '../../domain/shared/format';
import { PAGE_SIZES } from '../../domain/shared/page';
import { can } from '../../domain/session/can';
import { roleOf, type Role } from '../../domain/users/role';
import { ADMIN_ASSIGNABLE_ROLES, fullName, type User, type UserFilter, type UserInput } from '../../domain/users/user';
import { userFormSchema, type UserFormValues } from '../../domain/users/user.schema';
import { isSuperAdmin, keepsItsKeysFrom } from '../../domain/users/super-admin';
import { useInjected, useSession } from '../app/container-context';
import { AccessDeniedPage } from '../errors/error.pages';
import { FullPageLoader } from '../shell/full-page-loader';
import { ActiveSwitch } from '../shared/active-switch';
import { SelectField, SwitchField, TextField } from '../shared/form/form-fields';
import { opened, useRecordForm } from '../shared/form/use-record-form';
import { LoadFailure } from '../shared/load-failure';
import { ListPage, type Column } from '../shared/list/list-page';
import { RecordActions } from '../shared/record-actions';
import { useListController } from '../shared/list/list-controller';
import { useAsync } from '../shared/use-async';
import { useNotify } from '../shared/use-notify';
import { FormActions } from '../shared/form/form-actions';
import {
  CurrentPasswordField,
  requireCurrentPassword,
  useNeedsCurrentPassword,
  usePasswordHint,
} from '../shared/form/current-password';
import { EndSessionsButton } from '../shared/end-sessions-button';
import { LinkButton } from '../shared/link-button';
import { RecordHistoryLink } from '../audit/record-history-link';

/**
 * docs/screens.md#users: staff see the back-office accounts, an admin manages them; a reseller sees and
 * manages its own quote users only (`ownQuoteUsers`).
 */
function useAudience() {
  const session = useSession();
  const user = session.user;
  return {
    user,
    ownQuoteUsers: can(user, 'read', 'user') && !can(user, 'read-all', 'user'),
    may: {
      create: can(user, 'create', 'user'),
      update: can(user, 'update', 'user'),
      switch: can(user, 'switch', 'user'),
      remove: can(user, 'delete', 'user'),
      endSessions: can(user, 'end-sessions', 'user'),
    },
  };
}

/** The account's roles, and "super-admin" on the account whose keys are its own (docs/access.md#the-super-admin). */
function RoleBadges({ account }: { account: User }) {
  const { t } = useTranslation();
  return (
    <span className="badges">
      {account.roles.map((role) => (
        <Tag key={role} intent={role === 'ROLE_ADMIN' ? 'danger' : 'none'} minimal={role !== 'ROLE_ADMIN'}>
          {t(`roles.${role}`, { defaultValue: role })}
        </Tag>
      ))}
      {isSuperAdmin(account) ? (
        <Tag intent="primary" minimal title={t('users.superAdminNotice')}>
          {t('users.superAdmin')}
        </Tag>
      ) : null}
    </span>
  );
}

export function UserListPage() {
  const { t } = useTranslation();
  const { user, ownQuoteUsers, may } = useAudience();
  const list = useInjected<ListRecords<User, UserFilter>>(USERS.list);
  const remove = useInjected<DeleteRecord>(USERS.remove);
  const toggle = useInjected<ToggleActive>(USERS.toggleActive);
  const scope = ownQuoteUsers ? 'reseller' : 'admin';

  const columns = useMemo<Column<User>[]>(
    () => [
      { key: 'id', labelKey: 'users.fields.id', sortField: 'id', render: (u) => u.id },
      { key: 'username', labelKey: 'users.fields.username', sortField: 'username', render: (u) => u.username },
      {
        key: 'roles',
        labelKey: 'users.fields.roles',
        sortField: 'roles',
        render: (u) => <RoleBadges account={u} />,
      },
      { key: 'firstname', labelKey: 'users.fields.firstname', sortField: 'firstname', render: (u) => u.firstname },
      { key: 'lastname', labelKey: 'users.fields.lastname', sortField: 'lastname', render: (u) => u.lastname },
      { key: 'company', labelKey: 'users.fields.company', sortField: 'company', render: (u) => u.company ?? '' },
      {
        key: 'lastConnection',
        labelKey: 'users.fields.lastConnection',
        sortField: 'lastConnection',
        render: (u) => formatDateTime(u.lastConnection),
      },
      {
        key: 'isActive',
        labelKey: 'users.fields.isActive',
        sortField: 'isActive',
        render: (u) => (
          <ActiveSwitch
            id={u.id}
            active={u.isActive}
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
      list.execute({ ...query, filter: ownQuoteUsers && user ? { resellerId: user.id } : undefined }, signal),
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
          editHref={may.update ? `/user/edit/${u.id}` : undefined}
          remove={
            may.remove && u.id !== user?.id && !keepsItsKeysFrom(user, u)
              ? { useCase: remove, id: u.id, onDone: controller.refresh }
              : undefined
          }
        />
      )}
    />
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link href="/user" className="back-link">
      <ArrowLeftIcon /> {t('users.back')}
    </Link>
  );
}

export function UserDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const { may, user } = useAudience();
  const get = useInjected<GetRecord<User>>(USERS.get);
  const result = useAsync(() => get.execute(Number(id)), id);
  const u = result.data;
  return (
    <section aria-labelledby="user-title">
      <BackLink />
      {result.status === 'loading' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure error={result.error} onRetry={result.reload} notFoundText={t('users.notFound')} />
      ) : null}
      {u ? (
        <>
          <header className="page-header">
            <H1 id="user-title">{fullName(u) || u.username}</H1>
            <div className="page-toolbar">
              <RecordHistoryLink entity="user" id={u.id} />
              {/* docs/access.md#sessions: an admin ends another account's sessions (its own: "My sessions"). */}
              {may.endSessions && u.id !== user?.id ? <EndSessionsButton userId={u.id} name={u.username} /> : null}
              {may.update ? <LinkButton href={`/user/edit/${u.id}`} text={t('actions.editShort')} /> : null}
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

function toValues(u: User): UserFormValues {
  return {
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    company: u.company ?? '',
    role: roleOf(u) ?? '',
    isActive: u.isActive,
    password: '',
    currentPassword: '',
  };
}

function UserForm({ mode, id }: { mode: 'create' | 'edit'; id?: number }) {
  const { t } = useTranslation();
  const { user, ownQuoteUsers } = useAudience();
  const get = useInjected<GetRecord<User>>(USERS.get);
  const save = useInjected<SaveRecord<User, UserInput>>(USERS.save);
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const scope = ownQuoteUsers ? 'reseller' : 'admin';
  const editingSelf = mode === 'edit' && id === user?.id;
  // docs/access.md#the-super-admin: another admin edits its name and company, not its keys.
  const [superAdmin, setSuperAdmin] = useState(false);

  const { form, status, loadError, retry, onSubmit, staleDialog } = useRecordForm<UserFormValues, User>({
    schema: userFormSchema(mode),
    defaults: {
      username: '',
      firstname: '',
      lastname: '',
      company: ownQuoteUsers ? (user?.company ?? '') : '',
      // docs/screens.md#users: an admin picks the role (none at first); a reseller's users are quote users.
      role: ownQuoteUsers ? 'ROLE_RESELLER_FRONT' : '',
      isActive: true,
      password: '',
      currentPassword: '',
    },
    load:
      id === undefined
        ? undefined
        : () =>
            get.execute(id).then((loaded) => {
              setSuperAdmin(keepsItsKeysFrom(user, loaded));
              return opened(toValues)(loaded);
            }),
    save: async (values, version) => {
      requireCurrentPassword(needsCurrent.current, values.currentPassword);
      return save.execute(
        {
          username: values.username.trim(),
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          company: values.company.trim() || null,
          roles: [values.role as Role],
          isActive: values.isActive,
          parent: ownQuoteUsers && user ? user.id : null,
          password: values.password || undefined,
          currentPassword: needsCurrent.current ? values.currentPassword : undefined,
        },
        id,
        version,
      );
    },
    onSaved: (saved) => {
      notify({
        intent: 'success',
        messageKey: mode === 'create' ? 'users.created' : 'users.updated',
        values: { name: saved.username },
      });
      navigate(`/user/show/${saved.id}`);
    },
    fieldOf: (field) => (field === 'roles' ? 'role' : field),
  });
  // docs/access.md#sessions: editing oneself, a new password or login needs the current password.
  const needsCurrent = useRef(false);
  needsCurrent.current = useNeedsCurrentPassword(form, editingSelf);
  const showCurrent = needsCurrent.current || Boolean(form.formState.errors.currentPassword);
  const passwordHint = usePasswordHint();

  const roleOptions = (ownQuoteUsers ? (['ROLE_RESELLER_FRONT'] as const) : ADMIN_ASSIGNABLE_ROLES).map((role) => ({
    value: role,
    label: t(`roles.${role}`),
  }));
  const existingRole = form.watch('role');
  if (existingRole && !roleOptions.some((o) => o.value === existingRole)) {
    roleOptions.push({
      value: existingRole as Role,
      label: t(`roles.${existingRole}`, { defaultValue: existingRole }),
    });
  }

  return (
    <section aria-labelledby="user-form-title">
      <BackLink />
      <H1 id="user-form-title">{mode === 'create' ? t(`users.${scope}.create`) : t('users.editTitle')}</H1>
      {status === 'loading' ? <FullPageLoader /> : null}
      {status === 'error' ? <LoadFailure error={loadError} onRetry={retry} notFoundText={t('users.notFound')} /> : null}
      {status === 'ready' ? (
        <Card>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="record-form">
            {superAdmin ? (
              <Callout intent="primary" className="spaced" id="super-admin-notice">
                {t('users.superAdminNotice')}
              </Callout>
            ) : null}
            <TextField
              control={form.control}
              name="username"
              label={t('users.fields.username')}
              type="email"
              autoComplete="off"
              required
              disabled={superAdmin}
            />
            <div className="form-row">
              <TextField control={form.control} name="firstname" label={t('users.fields.firstname')} required />
              <TextField control={form.control} name="lastname" label={t('users.fields.lastname')} required />
            </div>
            <TextField
              control={form.control}
              name="company"
              label={t('users.fields.company')}
              disabled={ownQuoteUsers}
            />
            <SelectField
              control={form.control}
              name="role"
              label={t('users.fields.role')}
              options={roleOptions}
              placeholder={t('users.chooseRole')}
              required
              disabled={ownQuoteUsers || editingSelf || superAdmin}
            />
            <TextField
              control={form.control}
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('users.fields.password')}
              helperText={passwordHint(mode === 'edit' ? t('users.passwordKeep') : undefined)}
              required={mode === 'create'}
              disabled={superAdmin}
            />
            {showCurrent ? <CurrentPasswordField control={form.control} /> : null}
            <SwitchField
              control={form.control}
              name="isActive"
              label={t('users.fields.isActive')}
              disabled={editingSelf || superAdmin}
            />
            <FormActions cancelHref="/user" saving={form.formState.isSubmitting} />
          </form>
        </Card>
      ) : null}
      {staleDialog}
    </section>
  );
}

/** A reader sees users but writes none (docs/access.md#the-reader): its forms are refused, not shown. */
export function UserCreatePage() {
  const { may } = useAudience();
  return may.create ? <UserForm mode="create" /> : <AccessDeniedPage />;
}

export function UserEditPage() {
  const { id } = useParams<{ id: string }>();
  const { may } = useAudience();
  return may.update ? <UserForm key={id} mode="edit" id={Number(id)} /> : <AccessDeniedPage />;
}
