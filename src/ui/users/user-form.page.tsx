import { recordRef } from '../shared/live/live-changes';
import { ChangedWhileOpen } from '../shared/live/changed-while-open';
import { Callout, Card, H1 } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { roleOf, type Role } from '../../domain/users/role';
import { ADMIN_ASSIGNABLE_ROLES, type User } from '../../domain/users/user';
import { userFormSchema, type UserFormValues } from '../../domain/users/user.schema';
import { keepsItsKeysFrom } from '../../domain/users/super-admin';
import { AccessDeniedPage } from '../errors/error.pages';
import { FullPageLoader } from '../shell/full-page-loader';
import { SelectField, SwitchField, TextField } from '../shared/form/form-fields';
import { opened, useRecordForm } from '../shared/form/use-record-form';
import { LoadFailure } from '../shared/load-failure';
import { useNotify } from '../shared/use-notify';
import { FormActions } from '../shared/form/form-actions';
import {
  CurrentPasswordField,
  requireCurrentPassword,
  useNeedsCurrentPassword,
  usePasswordHint,
} from '../shared/form/current-password';
import { BackLink, useAudience } from './user-audience';
import { useScreens } from '../app/use-cases';
import { useRecordFetch } from '../shared/data/use-record';

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
  const { user, ownQuoteUsers, may } = useAudience();
  const { records } = useScreens();
  const fetchRecord = useRecordFetch();
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const scope = ownQuoteUsers ? 'reseller' : 'admin';
  const editingSelf = mode === 'edit' && id === user?.id;
  // docs/access.md#the-reader: its own login and password, nothing else of its record.
  const keysOnly = !may.update;
  // docs/access.md#the-super-admin: another admin edits its name and company, not its keys.
  const [superAdmin, setSuperAdmin] = useState(false);

  const { form, status, loadError, retry, onSubmit, staleDialog, reloadOnTop } = useRecordForm<UserFormValues, User>({
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
            fetchRecord(recordRef('user', id), () => records.users.get(id)).then((loaded) => {
              setSuperAdmin(keepsItsKeysFrom(user, loaded));
              return opened(toValues)(loaded);
            }),
    save: async (values, version) => {
      requireCurrentPassword(needsCurrent.current, values.currentPassword);
      return records.users.save(
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
          {id === undefined ? null : <ChangedWhileOpen record={recordRef('user', id)} onReload={reloadOnTop} />}
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
              <TextField
                control={form.control}
                name="firstname"
                label={t('users.fields.firstname')}
                required
                disabled={keysOnly}
              />
              <TextField
                control={form.control}
                name="lastname"
                label={t('users.fields.lastname')}
                required
                disabled={keysOnly}
              />
            </div>
            <TextField
              control={form.control}
              name="company"
              label={t('users.fields.company')}
              disabled={ownQuoteUsers || keysOnly}
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
  return may.edit(Number(id)) ? <UserForm key={id} mode="edit" id={Number(id)} /> : <AccessDeniedPage />;
}
