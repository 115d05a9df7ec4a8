import { Button, Checkbox, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../app-dialog';
import { ExportIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile, ExportType } from '../../../domain/orders/order';
import type { ListQuery } from '../../../domain/shared/page';
import { downloadFile } from '../download-file';
import type { ListController } from '../list/list-controller';
import { shownColumns } from '../list/list-page';
import type { ListUrlQuery } from '../list/use-list-url-state';
import { useNotify } from '../use-notify';
import './export-dialog.css';

/** What a list exports: its properties, where their words live, where the choice is kept, and how. */
export interface ExportConfig<P extends string, F = never, T = never> {
  readonly properties: readonly P[];
  /**
   * Holds title, checkAll, uncheckAll, count, columns, run, csv, xlsx, properties.{property} and the rows' sentence
   * rows.{all,filtered,selected}.
   */
  readonly i18nPrefix: string;
  /**
   * The properties a list column stands for, where not the property of the column's own key
   * (a format column: width and height). The dialog starts from the list's visible columns.
   */
  readonly columnProperties?: Readonly<Record<string, readonly P[]>>;
  readonly exporter: {
    execute(query: ListQuery<F>, type: ExportType, properties: readonly P[]): Promise<DownloadedFile>;
  };
  /** The filter of an export of the rows the user selected (their ids); without it, the filtered rows only. */
  readonly selected?: (rows: readonly T[]) => F;
}

/** Which rows a file holds, as the dialog says it (docs/rules.md#exports): every one, the filtered ones, or the selected. */
interface ExportRows {
  readonly kind: 'all' | 'filtered' | 'selected';
  readonly count: number;
}

/** The properties the visible columns stand for, in the export's order; every one if none matches. */
function propertiesOfColumns<P extends string>(
  config: Pick<ExportConfig<P>, 'properties' | 'columnProperties'>,
  columns: readonly string[],
): P[] {
  const wanted = new Set<string>(columns.flatMap((key): readonly string[] => config.columnProperties?.[key] ?? [key]));
  const chosen = config.properties.filter((property) => wanted.has(property));
  return chosen.length > 0 ? chosen : [...config.properties];
}

/** The CSV and XLSX buttons that open the dialog. */
function ExportButtons({ i18nPrefix, onExport }: { i18nPrefix: string; onExport: (type: ExportType) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button icon={<ExportIcon />} text={t(`${i18nPrefix}.csv`)} onClick={() => onExport('csv')} />
      <Button icon={<ExportIcon />} text={t(`${i18nPrefix}.xlsx`)} onClick={() => onExport('xlsx')} />
    </>
  );
}

/** What the export dialog is given (and its body, with whether it is busy). */
interface ExportDialogProps<P extends string, F, T> {
  readonly config: ExportConfig<P, F, T>;
  readonly type: ExportType | null;
  readonly query: ListQuery<F>;
  readonly rows: ExportRows;
  /** The keys of the list's visible columns (docs/lists.md#columns-and-density), read when it opens. */
  readonly columns: () => readonly string[];
  readonly onClose: () => void;
}

/**
 * docs/screens.md#orders: a checkbox per property, check all and uncheck all; the file holds the selected rows when
 * there are some, else the filtered rows, and the dialog says which. Its body is a component rendered only while
 * the dialog shows (a closed dialog renders nothing: docs/performance.md), each opening from the columns shown then.
 */
function ExportDialog<P extends string, F = never, T = never>(props: ExportDialogProps<P, F, T>) {
  const { config, type, onClose } = props;
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      isOpen={type !== null}
      onClose={busy ? undefined : onClose}
      title={type ? t(`${config.i18nPrefix}.title`, { type: type.toUpperCase() }) : ''}
      className="export-dialog"
    >
      <ExportChoice {...props} busy={busy} onBusy={setBusy} />
    </Dialog>
  );
}

function ExportChoice<P extends string, F, T>({
  config,
  type,
  query,
  rows,
  columns,
  busy,
  onBusy,
  onClose,
}: ExportDialogProps<P, F, T> & { readonly busy: boolean; readonly onBusy: (busy: boolean) => void }) {
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
        <p className="export-rows">{t(`${i18nPrefix}.rows.${rows.kind}`, { count: rows.count })}</p>
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
 * starts from the columns the user shows (docs/lists.md#columns-and-density). The file holds the rows
 * selected when there are some (and the list can say so), else every row of the list's query, all pages.
 */
export function useListExport<P extends string, F, T>(
  config: ExportConfig<P, F, T>,
  list: Pick<ListController<T>, 'query' | 'preferences' | 'count' | 'filtered' | 'selection'>,
  toQuery: (query: ListUrlQuery) => ListQuery<F>,
  columns: readonly { readonly key: string }[],
): { buttons: ReactNode; dialog: ReactNode } {
  const [type, setType] = useState<ExportType | null>(null);
  const selected = list.selection.selected;
  const query = toQuery(list.query);
  const bySelection = config.selected && selected.length > 0 ? config.selected : null;
  return {
    buttons: <ExportButtons i18nPrefix={config.i18nPrefix} onExport={setType} />,
    dialog: (
      <ExportDialog
        config={config}
        type={type}
        query={bySelection ? { ...query, filter: bySelection(selected) } : query}
        rows={
          bySelection
            ? { kind: 'selected', count: selected.length }
            : { kind: list.filtered ? 'filtered' : 'all', count: list.count }
        }
        columns={() => shownColumns(columns, list.preferences.prefs).map((c) => c.key)}
        onClose={() => setType(null)}
      />
    ),
  };
}
