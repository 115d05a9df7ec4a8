import { Button, Callout, Card, H1, H2, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_ENVIRONMENT_CONFIG,
  environmentConfigSchema,
  toEnvironmentConfigInput,
  toEnvironmentConfigValues,
  type EnvironmentConfig,
  type EnvironmentConfigFormValues,
} from '../../domain/settings/environment-config';
import { versionOf, type Versioned } from '../../domain/shared/version';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { TextField } from '../shared/form/form-fields';
import { useRecordForm } from '../shared/form/use-record-form';
import { useNotify } from '../shared/use-notify';
import { SecretField } from './secret-field';
import { LoadError } from '../shared/load-failure';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';

type Field = keyof EnvironmentConfigFormValues;

/** The three groups of settings, in the order the page shows them. */
const SECTIONS: readonly { readonly key: string; readonly fields: readonly Field[] }[] = [
  { key: 'ftp', fields: ['ftpUrl', 'ftpLogin', 'ftpPassword'] },
  { key: 'thetis', fields: ['thetisUrl'] },
  { key: 'tracking', fields: ['trackingApiUrl', 'trackingApiToken'] },
];
const SECRETS: ReadonlySet<Field> = new Set(['ftpPassword', 'trackingApiToken']);
/** A fieldset that looks like the card's content, its legend a heading. */
const SECTION_STYLE = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
const HELP: Partial<Record<Field, string>> = {
  ftpUrl: 'settings.config.ftpUrlHelp',
  thetisUrl: 'settings.config.webUrlHelp',
  trackingApiUrl: 'settings.config.webUrlHelp',
};

/**
 * The admin's form: URLs checked as typed, secrets masked until revealed; saved on the version the
 * page read (someone else's change in between is not overwritten).
 */
function EnvironmentConfigForm({ config }: { config: Versioned<EnvironmentConfig> | null }) {
  const { t } = useTranslation();
  const { records, settings } = useScreens();
  const client = useQueryClient();
  const { notify } = useNotify();
  const { form, onSubmit, staleDialog } = useRecordForm<EnvironmentConfigFormValues, EnvironmentConfig>({
    schema: environmentConfigSchema,
    defaults: config ? toEnvironmentConfigValues(config) : EMPTY_ENVIRONMENT_CONFIG,
    version: versionOf(config),
    reload: async () => {
      const fresh = await client.fetchQuery({
        queryKey: queryKeys.config,
        queryFn: () => settings.loadConfig.execute(),
        staleTime: 0,
      });
      return {
        values: fresh ? toEnvironmentConfigValues(fresh) : EMPTY_ENVIRONMENT_CONFIG,
        version: versionOf(fresh),
      };
    },
    save: (values, version) => records.configEnv.save(toEnvironmentConfigInput(values), config?.id, version),
    onSaved: (saved) => {
      form.reset(toEnvironmentConfigValues(saved));
      notify({ intent: 'success', messageKey: 'settings.config.edited' });
    },
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="record-form">
      {config ? null : (
        <Callout intent="primary" className="spaced">
          {t('settings.config.missing')}
        </Callout>
      )}
      {SECTIONS.map((section) => (
        <Card key={section.key} className="spaced">
          <fieldset style={SECTION_STYLE}>
            <legend style={{ padding: 0 }}>
              <H2>{t(`settings.config.${section.key}`)}</H2>
            </legend>
            {section.fields.map((name) =>
              SECRETS.has(name) ? (
                <SecretField key={name} control={form.control} name={name} label={t(`settings.config.${name}`)} />
              ) : (
                <TextField
                  key={name}
                  control={form.control}
                  name={name}
                  label={t(`settings.config.${name}`)}
                  helperText={HELP[name] ? t(HELP[name]) : undefined}
                  autoComplete="off"
                />
              ),
            )}
          </fieldset>
        </Card>
      ))}
      <div className="form-actions">
        <span />
        <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t('form.save')} />
      </div>
      {staleDialog}
    </form>
  );
}

/** What a reader sees: every setting as text, secrets masked (the server does not send them). */
function EnvironmentConfigView({ config }: { config: EnvironmentConfig | null }) {
  const { t } = useTranslation();
  const shown = (name: Field): string => {
    if (SECRETS.has(name)) return '••••••••';
    const value = config?.[name];
    return value ? String(value) : t('settings.config.notSet');
  };
  return (
    <>
      <Callout intent="primary" className="spaced">
        {t('settings.config.readOnly')}
      </Callout>
      {SECTIONS.map((section) => (
        <Card key={section.key} className="spaced">
          <H2 id={`config-${section.key}`}>{t(`settings.config.${section.key}`)}</H2>
          <HTMLTable className="details-table" aria-labelledby={`config-${section.key}`}>
            <tbody>
              {section.fields.map((name) => (
                <tr key={name}>
                  <th scope="row">{t(`settings.config.${name}`)}</th>
                  <td>
                    {SECRETS.has(name) ? (
                      <>
                        <span aria-hidden="true">{shown(name)}</span>
                        <span className="visually-hidden">{t('settings.config.masked')}</span>
                      </>
                    ) : (
                      shown(name)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ))}
    </>
  );
}

/** docs/screens.md#settings, 'Environment configuration': FTP, THETIS and tracking API settings; admins edit them. */
export function EnvironmentConfigPage() {
  const { t } = useTranslation();
  const writes = can(useSession().user, 'write', 'settings');
  const { settings } = useScreens();
  const result = useQuery({ queryKey: queryKeys.config, queryFn: () => settings.loadConfig.execute() });
  return (
    <section aria-labelledby="config-title">
      <header className="page-header">
        <H1 id="config-title">{t('settings.config.title')}</H1>
      </header>
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? <LoadError error={result.error} onRetry={() => void result.refetch()} /> : null}
      {result.status === 'success' ? (
        writes ? (
          <EnvironmentConfigForm config={result.data} />
        ) : (
          <EnvironmentConfigView config={result.data} />
        )
      ) : null}
    </section>
  );
}
