import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportOrders } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import {
  ORDER_EXPORT_PROPERTIES,
  isExportProperty,
  type ExportType,
  type OrderExportProperty,
} from '../../domain/orders/order';
import type { ListQuery } from '../../domain/shared/page';
import { useInjected } from '../app/container-context';
import { useNotify } from '../shared/use-notify';
import { saveFile } from './save-file';

const STORAGE_KEY = 'bo.orders.exportColumns';

/** The columns chosen last time (every one the first time). */
export function rememberedColumns(): OrderExportProperty[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (Array.isArray(stored)) return ORDER_EXPORT_PROPERTIES.filter((p) => stored.includes(p) && isExportProperty(p));
  } catch {
    // Unreadable: start again from every column.
  }
  return [...ORDER_EXPORT_PROPERTIES];
}

function remember(columns: readonly OrderExportProperty[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // Storage full or disabled: the choice is simply not kept.
  }
}

/** SPEC 2: a checkbox per property, check all and uncheck all; the file holds the filtered orders. */
export function ExportDialog({
  type,
  query,
  onClose,
}: {
  type: ExportType | null;
  query: ListQuery;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const exportOrders = useInjected<ExportOrders>(ORDERS.export);
  const { notifyError } = useNotify();
  const [chosen, setChosen] = useState<readonly OrderExportProperty[]>(rememberedColumns);
  const [busy, setBusy] = useState(false);
  const toggle = (property: OrderExportProperty) =>
    setChosen((current) =>
      current.includes(property)
        ? current.filter((p) => p !== property)
        : ORDER_EXPORT_PROPERTIES.filter((p) => p === property || current.includes(p)),
    );

  const run = () => {
    if (!type) return;
    setBusy(true);
    remember(chosen);
    exportOrders
      .execute(query, type, chosen)
      .then(
        (file) => {
          saveFile(file);
          onClose();
        },
        (error: unknown) => notifyError(error),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Dialog
      isOpen={type !== null}
      onClose={busy ? undefined : onClose}
      title={type ? t('orders.export.title', { type: type.toUpperCase() }) : ''}
      className="export-dialog"
    >
      <DialogBody>
        <div className="export-toolbar">
          <Button
            variant="outlined"
            text={t('orders.export.checkAll')}
            onClick={() => setChosen([...ORDER_EXPORT_PROPERTIES])}
          />
          <Button variant="outlined" text={t('orders.export.uncheckAll')} onClick={() => setChosen([])} />
          <span className="bp6-text-muted">{t('orders.export.count', { count: chosen.length })}</span>
        </div>
        <fieldset className="export-columns">
          <legend>{t('orders.export.columns')}</legend>
          {ORDER_EXPORT_PROPERTIES.map((property) => (
            <Checkbox
              key={property}
              label={t(`orders.export.properties.${property}`)}
              checked={chosen.includes(property)}
              onChange={() => toggle(property)}
            />
          ))}
        </fieldset>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('confirm.cancel')} onClick={onClose} disabled={busy} />
            <Button
              intent="primary"
              text={t('orders.export.run')}
              loading={busy}
              disabled={chosen.length === 0}
              onClick={run}
            />
          </>
        }
      />
    </Dialog>
  );
}
