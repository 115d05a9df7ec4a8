import { isLocale } from '../../../domain/shared/format';
import { recordRef } from '../live/live-changes';
import { ChangedWhileOpen } from '../live/changed-while-open';
import { Card, H1 } from '@blueprintjs/core';
import { ArrowLeftIcon, PlusIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { can } from '../../../domain/session/can';
import { useSession } from '../../app/container-context';
import { useScreens } from '../../app/use-cases';
import { useRecordFetch } from '../data/use-record';
import { AccessDeniedPage } from '../../errors/error.pages';
import { FullPageLoader } from '../../shell/full-page-loader';
import { opened, useRecordForm } from '../form/use-record-form';
import { LoadFailure } from '../load-failure';
import { useListController } from '../list/list-controller';
import { ListPage } from '../list/list-page';
import { RecordActions } from '../record-actions';
import { useNotify } from '../use-notify';
import type { CrudConfig } from './crud-config';
import { CrudDetail } from './crud-detail';
import { auditEntityOf, RecordHistoryLink } from '../../audit/record-history-link';
import { CrudFields } from './crud-fields';
import { FormActions } from '../form/form-actions';
import { LinkButton } from '../link-button';

/** Catalogue and settings are admin-written: readers see them, never write them. */
function useWrites(): boolean {
  return can(useSession().user, 'write', 'catalogue');
}

/** List, create and edit pages of one entity, from its configuration. */
export function createCrudPages<T extends { id: number }, Input, V extends FieldValues>(
  config: CrudConfig<T, Input, V>,
) {
  const key = config.key;

  function CrudListPage() {
    const { t, i18n } = useTranslation();
    const locale = isLocale(i18n.language) ? i18n.language : 'fr';
    const writes = useWrites();
    const records = config.records(useScreens().records);
    const columns = useMemo(() => config.columns({ t, writes, toggle: records }), [t, writes, records]);
    const canCreate = writes && config.form && config.canCreate !== false;
    const ToolbarExtra = config.ToolbarExtra;
    const controller = useListController<T>({
      id: key,
      load: (query, signal) => records.list(query, signal),
      defaultSort: config.defaultSort,
      pageSizes: config.pageSizes,
    });
    return (
      <ListPage<T>
        controller={controller}
        title={t(`${config.i18n}.title`)}
        columns={columns}
        rowKey={(row) => row.id}
        searchable={config.searchable}
        paged={config.paged}
        emptyText={t(`${config.i18n}.empty`)}
        noResultText={t('list.noResult')}
        toolbar={
          <>
            {writes && ToolbarExtra ? <ToolbarExtra /> : null}
            {canCreate ? (
              <LinkButton
                href={`${config.path}/create`}
                intent="primary"
                icon={<PlusIcon />}
                text={t(`${config.i18n}.create`)}
              />
            ) : null}
          </>
        }
        actions={(row) => (
          <RecordActions
            label={config.label(row, locale)}
            showHref={config.showPath?.(row)}
            editHref={writes && config.form ? `${config.path}/edit/${row.id}` : undefined}
            remove={
              writes && config.canDelete !== false
                ? {
                    useCase: records,
                    id: row.id,
                    onDone: controller.refresh,
                    errorTitleKey: config.deleteErrorTitleKey,
                  }
                : undefined
            }
          />
        )}
      />
    );
  }

  function CrudForm({ id }: { id?: number }) {
    const { t, i18n } = useTranslation();
    const locale = isLocale(i18n.language) ? i18n.language : 'fr';
    const form = config.form;
    const records = config.records(useScreens().records);
    const fetchRecord = useRecordFetch();
    const { notify } = useNotify();
    const [, navigate] = useLocation();
    if (!form) throw new Error(`${key} has no form`);
    const {
      form: rhf,
      status,
      loadError,
      retry,
      onSubmit,
      staleDialog,
      reloadOnTop,
    } = useRecordForm<V, T>({
      schema: form.schema,
      defaults: form.defaults,
      load:
        id === undefined
          ? undefined
          : () => fetchRecord(recordRef(auditEntityOf(key), id), () => records.get(id)).then(opened(form.toValues)),
      // The version the record was opened with: a record changed since is not overwritten.
      save: (values, version) => records.save(form.toInput(values), id, version),
      onSaved: (saved) => {
        notify({
          intent: 'success',
          messageKey: id === undefined ? `${config.i18n}.created` : `${config.i18n}.updated`,
          values: { label: config.label(saved, locale) },
        });
        navigate(config.path);
      },
    });
    return (
      <section aria-labelledby={`${key}-form-title`}>
        <Link href={config.path} className="back-link">
          <ArrowLeftIcon /> {t('crud.back')}
        </Link>
        <header className="page-header">
          <H1 id={`${key}-form-title`}>{t(id === undefined ? `${config.i18n}.create` : `${config.i18n}.edit`)}</H1>
          {id === undefined ? null : (
            <div className="page-toolbar">
              <RecordHistoryLink entity={auditEntityOf(key)} id={id} />
            </div>
          )}
        </header>
        {status === 'loading' ? <FullPageLoader /> : null}
        {status === 'error' ? (
          <LoadFailure error={loadError} onRetry={retry} notFoundText={t('crud.notFound')} />
        ) : null}
        {status === 'ready' ? (
          <Card>
            {id === undefined ? null : (
              <ChangedWhileOpen record={recordRef(auditEntityOf(key), id)} onReload={reloadOnTop} />
            )}
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="record-form">
              <CrudFields fields={form.fields} control={rhf.control} />
              <FormActions cancelHref={config.path} saving={rhf.formState.isSubmitting} />
            </form>
          </Card>
        ) : null}
        {staleDialog}
      </section>
    );
  }

  function CrudCreatePage() {
    return useWrites() ? <CrudForm /> : <AccessDeniedPage />;
  }

  function CrudEditPage() {
    const { id } = useParams<{ id: string }>();
    return useWrites() ? <CrudForm key={id} id={Number(id)} /> : <AccessDeniedPage />;
  }

  /** The read-only page at `showPath`, for entities with a `detail`. */
  function CrudShowPage() {
    const { id } = useParams<{ id: string }>();
    const writes = useWrites();
    const { records } = useScreens();
    if (!config.detail) throw new Error(`${key} has no detail page`);
    return (
      <CrudDetail<T>
        key={id}
        id={Number(id)}
        recordKey={key}
        auditEntity={auditEntityOf(key)}
        read={(id) => config.records(records).get(id)}
        listPath={config.path}
        title={config.detail.title}
        rows={config.detail.rows}
        editable={writes && Boolean(config.form)}
      />
    );
  }

  return { ListPage: CrudListPage, CreatePage: CrudCreatePage, EditPage: CrudEditPage, ShowPage: CrudShowPage };
}
