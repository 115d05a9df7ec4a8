import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  H1,
  H2,
  HTMLTable,
  InputGroup,
  NonIdealState,
  TextArea,
} from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { CommentIcon, CrossIcon, EditIcon, TickIcon, TrashIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  freeTargetTypes,
  toTooltipInput,
  tooltipFormSchema,
  type Tooltip,
  type TooltipFormValues,
} from '../../domain/settings/tooltip';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { useConfirm } from '../shared/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../shared/form/form-fields';
import { opened, useRecordForm } from '../shared/form/use-record-form';
import { useNotify } from '../shared/use-notify';
import { LoadError } from '../shared/load-failure';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useRecordFetch } from '../shared/data/use-record';
import { recordRef } from '../shared/live/live-changes';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const EMPTY: TooltipFormValues = { targetType: '', name: '', value: '' };
const toValues = (tooltip: Tooltip): TooltipFormValues => ({
  targetType: tooltip.targetType,
  name: tooltip.name,
  value: tooltip.value,
});

/** A cell's input of the inline edit: labelled for assistive technology, its error below it. */
function InlineField({
  control,
  name,
  label,
  multiline,
  onKey,
}: {
  control: Control<TooltipFormValues>;
  name: 'name' | 'value';
  label: string;
  multiline?: boolean;
  onKey: (event: React.KeyboardEvent) => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const error = message ? t(message, { defaultValue: message }) : undefined;
  const id = `tooltip-inline-${name}`;
  const common = {
    id,
    name: field.name,
    value: field.value,
    onBlur: field.onBlur,
    'aria-label': label,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-error`,
    'aria-required': true,
    intent: error ? ('danger' as const) : ('none' as const),
  };
  return (
    <FormGroup intent={error ? 'danger' : 'none'} helperText={<span id={`${id}-error`}>{error}</span>}>
      {multiline ? (
        <TextArea
          {...common}
          fill
          autoResize
          onChange={(event) => field.onChange(event.target.value)}
          onKeyDown={onKey}
        />
      ) : (
        <InputGroup
          {...common}
          inputRef={field.ref}
          autoFocus
          onChange={(event) => field.onChange(event.target.value)}
          onKeyDown={onKey}
        />
      )}
    </FormGroup>
  );
}

/** A row being edited in place: name and text become fields; Enter saves, Escape cancels. */
function TooltipEditRow({ tooltip, onDone }: { tooltip: Tooltip; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { records } = useScreens();
  const fetchRecord = useRecordFetch();
  const { notify } = useNotify();
  const { form, onSubmit, staleDialog } = useRecordForm<TooltipFormValues, Tooltip>({
    schema: tooltipFormSchema,
    defaults: toValues(tooltip),
    // The row opens on the tooltip as it is now, with its version (a list row carries none).
    load: () =>
      fetchRecord(recordRef('tooltip', tooltip.id), () => records.tooltips.get(tooltip.id)).then(opened(toValues)),
    save: (values, version) => records.tooltips.save(toTooltipInput(values), tooltip.id, version),
    onSaved: () => {
      notify({ intent: 'success', messageKey: 'settings.tooltips.edited' });
      onDone(true);
    },
  });
  const submit = () => void onSubmit();
  const onKey = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onDone(false);
    else if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement && event.shiftKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <tr>
      <td>
        <Tag minimal>{t(`settings.targetTypes.${tooltip.targetType}`)}</Tag>
      </td>
      <td>
        <InlineField control={form.control} name="name" label={t('settings.tooltips.name')} onKey={onKey} />
      </td>
      <td>
        <InlineField control={form.control} name="value" label={t('settings.tooltips.value')} multiline onKey={onKey} />
      </td>
      <td className="actions-cell">
        <div className="row-actions">
          <Button
            intent="primary"
            icon={<TickIcon />}
            aria-label={t('settings.tooltips.save', { label: tooltip.name })}
            title={t('form.save')}
            loading={form.formState.isSubmitting}
            onClick={submit}
          />
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label={t('settings.tooltips.cancel', { label: tooltip.name })}
            title={t('form.cancel')}
            onClick={() => onDone(false)}
          />
        </div>
        {staleDialog}
      </td>
    </tr>
  );
}

/** The create form: only the target types that have no tooltip yet are offered (docs/rules.md#validation). */
function TooltipCreateForm({ tooltips, onCreated }: { tooltips: readonly Tooltip[]; onCreated: () => void }) {
  const { t } = useTranslation();
  const { records } = useScreens();
  const { notify } = useNotify();
  const free = useMemo(() => freeTargetTypes(tooltips), [tooltips]);
  const { form, onSubmit } = useRecordForm<TooltipFormValues, Tooltip>({
    schema: tooltipFormSchema,
    defaults: EMPTY,
    save: (values) => records.tooltips.save(toTooltipInput(values)),
    onSaved: () => {
      notify({ intent: 'success', messageKey: 'settings.tooltips.created' });
      form.reset(EMPTY);
      onCreated();
    },
  });
  return (
    <Card className="spaced" aria-labelledby="tooltip-create-title" role="region">
      <H2 id="tooltip-create-title">{t('settings.tooltips.createTitle')}</H2>
      {free.length === 0 ? (
        <Callout intent="primary">{t('settings.tooltips.allTaken')}</Callout>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="record-form">
          <SelectField
            control={form.control}
            name="targetType"
            label={t('settings.tooltips.targetType')}
            required
            placeholder={t('settings.tooltips.choose')}
            options={free.map((type) => ({ value: type, label: t(`settings.targetTypes.${type}`) }))}
          />
          <TextField control={form.control} name="name" label={t('settings.tooltips.name')} required />
          <TextAreaField control={form.control} name="value" label={t('settings.tooltips.value')} required />
          <div className="form-actions">
            <span />
            <Button
              type="submit"
              intent="primary"
              loading={form.formState.isSubmitting}
              text={t('settings.tooltips.create')}
            />
          </div>
        </form>
      )}
    </Card>
  );
}

/**
 * docs/screens.md#settings, 'Calculator tooltips' (/cms/calculator): the tooltips' table with
 * create, inline edit and delete.
 */
export function TooltipsPage() {
  const { t } = useTranslation();
  const writes = can(useSession().user, 'write', 'settings');
  const { records, settings } = useScreens();
  const client = useQueryClient();
  const { notify, notifyError } = useNotify();
  const [dialog, confirm] = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);
  const result = useQuery({ queryKey: queryKeys.tooltips, queryFn: () => settings.loadTooltips.execute() });
  const reload = () => void client.invalidateQueries({ queryKey: queryKeys.tooltips });
  const tooltips = result.data;

  const onDelete = async (tooltip: Tooltip) => {
    const ok = await confirm({
      title: t('settings.tooltips.deleteTitle', { label: tooltip.name }),
      irreversible: true,
      confirmText: t('actions.deleteShort'),
    });
    if (!ok) return;
    records.tooltips.remove(tooltip.id).then(
      () => {
        notify({ intent: 'success', messageKey: 'settings.tooltips.deleted' });
        reload();
      },
      (error: unknown) => notifyError(error, 'actions.errorDelete', 'warning'),
    );
  };

  return (
    <section aria-labelledby="tooltips-title">
      <header className="page-header">
        <H1 id="tooltips-title">{t('settings.tooltips.title')}</H1>
      </header>
      <p className={`${Classes.TEXT_MUTED} spaced`}>{t('settings.tooltips.intro')}</p>
      {result.status === 'error' ? <LoadError error={result.error} onRetry={() => void result.refetch()} /> : null}
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {tooltips && tooltips.length > 0 ? (
        <div className="table-scroll spaced">
          <HTMLTable striped className="full-width list-table" aria-labelledby="tooltips-title">
            <thead>
              <tr>
                <th scope="col">{t('settings.tooltips.targetType')}</th>
                <th scope="col">{t('settings.tooltips.name')}</th>
                <th scope="col">{t('settings.tooltips.value')}</th>
                {writes ? (
                  <th scope="col" className="actions-cell">
                    {t('list.actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {tooltips.map((tooltip) =>
                writes && editing === tooltip.id ? (
                  <TooltipEditRow
                    key={tooltip.id}
                    tooltip={tooltip}
                    onDone={(saved) => {
                      setEditing(null);
                      if (saved) reload();
                    }}
                  />
                ) : (
                  <tr key={tooltip.id}>
                    <td>
                      <Tag minimal>{t(`settings.targetTypes.${tooltip.targetType}`)}</Tag>
                    </td>
                    <td>{tooltip.name}</td>
                    <td style={{ whiteSpace: 'pre-line' }}>{tooltip.value}</td>
                    {writes ? (
                      <td className="actions-cell">
                        <div className="row-actions">
                          <Button
                            variant="minimal"
                            icon={<EditIcon />}
                            aria-label={t('settings.tooltips.edit', { label: tooltip.name })}
                            title={t('actions.editShort')}
                            disabled={editing !== null}
                            onClick={() => setEditing(tooltip.id)}
                          />
                          <Button
                            variant="minimal"
                            intent="danger"
                            icon={<TrashIcon />}
                            aria-label={t('settings.tooltips.delete', { label: tooltip.name })}
                            title={t('actions.deleteShort')}
                            disabled={editing !== null}
                            onClick={() => void onDelete(tooltip)}
                          />
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ),
              )}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {tooltips && tooltips.length === 0 ? (
        <NonIdealState className="list-empty" icon={<CommentIcon size={40} />} title={t('settings.tooltips.empty')} />
      ) : null}
      {writes && tooltips ? <TooltipCreateForm tooltips={tooltips} onCreated={reload} /> : null}
      {dialog}
    </section>
  );
}
