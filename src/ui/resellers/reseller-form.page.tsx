import { recordRef } from '../shared/live/live-changes';
import { ChangedWhileOpen } from '../shared/live/changed-while-open';
import { Callout, Card, Classes, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import {
  API_VERSIONS,
  MAIL_CONFIG_KEYS,
  MARGE_TYPES,
  PAYMENT_MODES,
  RESELLER_TYPES,
  type Reseller,
} from '../../domain/resellers/reseller';
import {
  addressFieldNames,
  newResellerValues,
  resellerFormSchema,
  resellerToValues,
  valuesToResellerInput,
  type ResellerFormValues,
} from '../../domain/resellers/reseller.schema';
import { isLocale } from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { AccessDeniedPage } from '../errors/error.pages';
import { FullPageLoader } from '../shell/full-page-loader';
import { SelectField, SwitchField, TextField, DayField } from '../shared/form/form-fields';
import { opened, useRecordForm } from '../shared/form/use-record-form';
import { LoadFailure } from '../shared/load-failure';
import { useNotify } from '../shared/use-notify';
import { BackToResellers } from './reseller-detail.page';
import { FormActions } from '../shared/form/form-actions';
import {
  CurrentPasswordField,
  requireCurrentPassword,
  useNeedsCurrentPassword,
  usePasswordHint,
} from '../shared/form/current-password';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useRecordFetch } from '../shared/data/use-record';
import { useQuery } from '@tanstack/react-query';

type Mode = 'create' | 'edit' | 'profile';
type Name = Parameters<typeof TextField<ResellerFormValues>>[0]['name'];
interface TextExtras {
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly helperText?: string;
}

/** The API calls a refused field by its wire name; the form by its own. */
const FORM_FIELD_OF: Readonly<Record<string, string>> = { thetis_key: 'thetisKey' };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <fieldset className="form-section" aria-labelledby={id}>
      <legend id={id} className={Classes.HEADING}>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The reseller form (docs/screens.md#resellers): an admin creates (active prospect) and edits every field; a reseller
 * edits its own profile without what only an admin sets (prospect, active, discount, type, margin
 * type, THETIS key); the server ignores those from a reseller anyway.
 */
function ResellerForm({ mode, id }: { mode: Mode; id?: number }) {
  const { t, i18n } = useTranslation();
  const { records, resellers, countries: deliveryCountries } = useScreens();
  const fetchRecord = useRecordFetch();
  const { notify } = useNotify();
  const [, navigate] = useLocation();
  const admin = mode !== 'profile';
  const lang = isLocale(i18n.language) ? i18n.language : 'fr';
  const countries = useQuery({
    queryKey: queryKeys.countries(lang),
    queryFn: () => deliveryCountries.list.execute(lang),
  });
  const [loaded, setLoaded] = useState<Reseller | null>(null);
  const remember = (reseller: Reseller) => {
    setLoaded(reseller);
    return resellerToValues(reseller);
  };

  const { form, status, loadError, retry, onSubmit, staleDialog, reloadOnTop } = useRecordForm<
    ResellerFormValues,
    Reseller
  >({
    schema: resellerFormSchema,
    defaults: newResellerValues(),
    load:
      mode === 'create'
        ? undefined
        : () =>
            (mode === 'profile'
              ? resellers.getProfile.execute()
              : fetchRecord(recordRef('reseller', id as number), () => records.resellers.get(id as number))
            ).then(opened(remember)),
    // The version the record was opened with: a record changed since is not overwritten.
    save: async (values, version) => {
      requireCurrentPassword(needsCurrent.current, values.currentPassword);
      const input = valuesToResellerInput(values);
      return mode === 'profile'
        ? resellers.saveProfile.execute(
            { ...input, currentPassword: needsCurrent.current ? values.currentPassword : undefined },
            version,
          )
        : records.resellers.save({ ...input, currentPassword: undefined }, id, version);
    },
    onSaved: (saved) => {
      if (mode === 'profile') {
        notify({ intent: 'success', messageKey: 'resellers.profile.saved' });
        form.reset(remember(saved));
        return;
      }
      notify({
        intent: 'success',
        messageKey: mode === 'create' ? 'resellers.form.created' : 'resellers.form.updated',
        values: { name: saved.company || saved.username },
      });
      navigate(`/reseller/show/${saved.id}`);
    },
    fieldOf: (field) => FORM_FIELD_OF[field] ?? field,
  });
  // docs/access.md#sessions: on its profile, a reseller's new password or login needs its current password.
  const needsCurrent = useRef(false);
  needsCurrent.current = useNeedsCurrentPassword(form, mode === 'profile');
  const showCurrent = needsCurrent.current || Boolean(form.formState.errors.currentPassword);
  const passwordHint = usePasswordHint();

  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.countryCode})` })),
    [countries.data],
  );
  const text = (name: Name, labelKey: string, extra: TextExtras = {}) => (
    <TextField control={form.control} name={name} label={t(labelKey)} {...extra} />
  );
  const address = (prefix: 'billing' | 'delivery') => (
    <Section title={t(`resellers.cards.${prefix}`)}>
      <div className="form-row">
        {addressFieldNames(prefix)
          .slice(0, 2)
          .map(({ field, name }) => (
            <div key={name}>{text(name as Name, `resellers.fields.${field}`)}</div>
          ))}
      </div>
      {addressFieldNames(prefix)
        .slice(2)
        .map(({ field, name }) => (
          <div key={name}>
            {text(name as Name, field === 'country' ? 'resellers.addressCountry' : `resellers.fields.${field}`)}
          </div>
        ))}
    </Section>
  );
  const title =
    mode === 'create'
      ? t('resellers.form.createTitle')
      : mode === 'edit'
        ? t('resellers.form.editTitle')
        : t('resellers.profile.title');
  const cancelHref = mode === 'profile' ? '/' : id === undefined ? '/reseller' : `/reseller/show/${id}`;

  return (
    <section aria-labelledby="reseller-form-title">
      {mode !== 'profile' ? <BackToResellers /> : null}
      <H1 id="reseller-form-title">{title}</H1>
      {status === 'loading' ? <FullPageLoader /> : null}
      {status === 'error' ? (
        <LoadFailure error={loadError} onRetry={retry} notFoundText={t('resellers.detail.notFound')} />
      ) : null}
      {status === 'ready' ? (
        <Card>
          {loaded ? <ChangedWhileOpen record={recordRef('reseller', loaded.id)} onReload={reloadOnTop} /> : null}
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="record-form">
            {mode === 'profile' ? (
              <Callout intent="primary" className="spaced">
                {t('resellers.profile.adminOnly')}
              </Callout>
            ) : null}
            <Section title={t('resellers.form.account')}>
              {text('username', 'resellers.fields.username', { type: 'email', autoComplete: 'off', required: true })}
              <div className="form-row">
                {text('firstname', 'resellers.fields.firstname', { required: true })}
                {text('lastname', 'resellers.fields.lastname', { required: true })}
              </div>
              {text('company', 'resellers.fields.company', { required: true })}
              {text('password', 'resellers.fields.password', {
                type: 'password',
                autoComplete: 'new-password',
                helperText: passwordHint(
                  mode === 'create' ? t('resellers.form.passwordCreate') : t('resellers.form.passwordKeep'),
                ),
              })}
              {showCurrent ? <CurrentPasswordField control={form.control} /> : null}
            </Section>
            {admin ? (
              <Section title={t('resellers.form.status')}>
                <SwitchField control={form.control} name="isProspect" label={t('resellers.fields.isProspect')} />
                <SwitchField control={form.control} name="isActive" label={t('resellers.fields.isActive')} />
                {text('discount', 'resellers.fields.discount', { required: true })}
                <SelectField
                  control={form.control}
                  name="type"
                  label={t('resellers.fields.type')}
                  options={options(RESELLER_TYPES, 'resellers.types')}
                  required
                />
                <SelectField
                  control={form.control}
                  name="margeType"
                  label={t('resellers.fields.margeType')}
                  options={options(MARGE_TYPES, 'resellers.margeTypes')}
                  required
                />
              </Section>
            ) : null}
            <Section title={t('resellers.form.api')}>
              {loaded ? (
                <FormGroup label={t('resellers.fields.apiToken')} labelFor="field-apiToken">
                  <InputGroup id="field-apiToken" value={loaded.apiToken} readOnly />
                </FormGroup>
              ) : null}
              <SelectField
                control={form.control}
                name="apiVersion"
                label={t('resellers.fields.apiVersion')}
                options={options(API_VERSIONS, 'resellers.apiVersions')}
                required
              />
              {admin ? text('thetisKey', 'resellers.fields.thetisKey') : null}
            </Section>
            <Section title={t('resellers.form.sales')}>
              <div className="form-row">
                {text('vat', 'resellers.fields.vat', { required: true })}
                <DayField control={form.control} name="paymentDeadline" label={t('resellers.fields.paymentDeadline')} />
              </div>
              <SelectField
                control={form.control}
                name="paymentMode"
                label={t('resellers.fields.paymentMode')}
                options={options(PAYMENT_MODES, 'resellers.paymentModes')}
                required
              />
              <SelectField
                control={form.control}
                name="country"
                label={t('resellers.fields.country')}
                options={countryOptions}
                placeholder={t('resellers.form.chooseCountry')}
              />
            </Section>
            {address('billing')}
            {address('delivery')}
            <Section title={t('resellers.cards.notifications')}>
              {MAIL_CONFIG_KEYS.map((key) => (
                <SwitchField
                  key={key}
                  control={form.control}
                  name={`mailConfig.${key}`}
                  label={t(`resellers.mail.${key}`)}
                />
              ))}
            </Section>
            <FormActions cancelHref={cancelHref} saving={form.formState.isSubmitting} />
          </form>
        </Card>
      ) : null}
      {staleDialog}
    </section>
  );
}

/** Admin only: a reader sees resellers but writes none (docs/access.md#the-reader). */
export function ResellerCreatePage() {
  const session = useSession();
  return can(session.user, 'create', 'reseller') ? <ResellerForm mode="create" /> : <AccessDeniedPage />;
}

export function ResellerEditPage() {
  const { id } = useParams<{ id: string }>();
  const session = useSession();
  return can(session.user, 'update', 'reseller') ? (
    <ResellerForm key={id} mode="edit" id={Number(id)} />
  ) : (
    <AccessDeniedPage />
  );
}

/** /reseller/profile: the logged-in reseller's own record (the route lets resellers only in). */
export function ResellerProfilePage() {
  return <ResellerForm mode="profile" />;
}
