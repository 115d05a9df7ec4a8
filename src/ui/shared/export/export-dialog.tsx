import { Button, Checkbox, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../app-dialog';
import { ExportIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile, ExportType } from '../../../domain/orders/order';
import type { ListQuery } from '../../../domain/shared/page';
import type { ListPreferences } from '../../../domain/lists/list-settings';
import { downloadFile } from '../download-file';
import { shownColumns } from '../list/list-page';
import { useNotify } from '../use-notify';
import './export-dialog.css';

/** What a list exports: its properties, where their words live, where the choice is kept, and how. */
export interface ExportConfig<P extends string, F = never> {
  readonly properties: readonly P[];
  /** Holds title, checkAll, uncheckAll, count, columns, run, csv, xlsx and properties.{property}. */
  readonly i18nPrefix: string;
  /**
   * The properties a list column stands for, where not the property of the column's own key
   * (a format column: width and height). The dialog starts from the list's visible columns.
   */
  readonly columnProperties?: Readonly<Record<string, readonly P[]>>;
  readonly exporter: {
    execute(query: ListQuery<F>, type: ExportType, properties: readonly P[]): Promise<DownloadedFile>;
  };
}

/** The properties the visible columns stand for, in the export's order; every one if none matches. */
export function propertiesOfColumns<P extends string>(
  config: Pick<ExportConfig<P, never>, 'properties' | 'columnProperties'>,
  columns: readonly string[],
): P[] {
  const wanted = new Set<string>(columns.flatMap((key): readonly string[] => config.columnProperties?.[key] ?? [key]));
  const chosen = config.properties.filter((property) => wanted.has(property));
  return chosen.length > 0 ? chosen : [...config.properties];
}

/** The CSV and XLSX buttons that open the dialog. */
export function ExportButtons({ i18nPrefix, onExport }: { i18nPrefix: string; onExport: (type: ExportType) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button icon={<ExportIcon />} text={t(`${i18nPrefix}.csv`)} onClick={() => onExport('csv')} />
      <Button icon={<ExportIcon />} text={t(`${i18nPrefix}.xlsx`)} onClick={() => onExport('xlsx')} />
    </>
  );
}

/** docs/screens.md#orders: a checkbox per property, check all and uncheck all; the file holds the filtered rows. */
export function ExportDialog<P extends string, F = never>({
  config,
  type,
  query,
  columns,
  onClose,
}: {
  config: ExportConfig<P, F>;
  type: ExportType | null;
  query: ListQuery<F>;
  /** The keys of the list's visible columns (docs/lists.md#columns-and-density), read when it opens. */
  columns: () => readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      isOpen={type !== null}
      onClose={busy ? undefined : onClose}
      title={type ? t(`${config.i18nPrefix}.title`, { type: type.toUpperCase() }) : ''}
      className="export-dialog"
    >
      {/* A component: rendered only while the dialog shows, each opening from the columns shown then. */}
      <ExportChoice
        config={config}
        type={type}
        query={query}
        columns={columns}
        busy={busy}
        onBusy={setBusy}
        onClose={onClose}
      />
    </Dialog>
  );
}

function ExportChoice<P extends string, F>({
  config,
  type,
  query,
  columns,
  busy,
  onBusy,
  onClose,
}: {
  config: ExportConfig<P, F>;
  type: ExportType | null;
  query: ListQuery<F>;
  columns: () => readonly string[];
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { properties, i18nPrefix, exporter } = config;
  const { notifyError } = useNotify();
  const [chosen, setChosen] = useState<readonly P[]>(() => propertiesOfColumns(config, columns()));
  const toggle = (property: P) =>
    setChosen((current) =>
      current.includes(property)
        ? current.filter((p) => p !== property)
        : properties.filter((p) => p === property || current.includes(p)),
    );

  const run = () => {
    if (!type) return;
    onBusy(true);
    exporter
      .execute(query, type, chosen)
      .then(
        (file) => {
          downloadFile(file.blob, file.filename);
          onClose();
        },
        (error: unknown) => notifyError(error),
      )
      .finally(() => onBusy(false));
  };

  return (
    <>
      <DialogBody>
        <div className="export-toolbar">
          <Button variant="outlined" text={t(`${i18nPrefix}.checkAll`)} onClick={() => setChosen([...properties])} />
          <Button variant="outlined" text={t(`${i18nPrefix}.uncheckAll`)} onClick={() => setChosen([])} />
          <span className={Classes.TEXT_MUTED}>{t(`${i18nPrefix}.count`, { count: chosen.length })}</span>
        </div>
        <fieldset className="export-columns">
          <legend>{t(`${i18nPrefix}.columns`)}</legend>
          {properties.map((property) => (
            <Checkbox
              key={property}
              label={t(`${i18nPrefix}.properties.${property}`)}
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
              text={t(`${i18nPrefix}.run`)}
              loading={busy}
              disabled={chosen.length === 0}
              onClick={run}
            />
          </>
        }
      />
    </>
  );
}

/**
 * A list's export (docs/rules.md#exports): its CSV and XLSX buttons and the dialog they open, which
 * starts from the columns the user shows (docs/lists.md#columns-and-density).
 */
export function useListExport<P extends string, F>(
  config: ExportConfig<P, F>,
  query: ListQuery<F>,
  columns: readonly { readonly key: string }[],
  prefs: ListPreferences | undefined,
): { buttons: ReactNode; dialog: ReactNode } {
  const [type, setType] = useState<ExportType | null>(null);
  return {
    buttons: <ExportButtons i18nPrefix={config.i18nPrefix} onExport={setType} />,
    dialog: (
      <ExportDialog
        config={config}
        type={type}
        query={query}
        columns={() => shownColumns(columns, prefs).map((c) => c.key)}
        onClose={() => setType(null)}
      />
    ),
  };
}
