import '@blueprintjs/table/lib/css/table.css';
import './margin-prices.css';
import { Button, Callout, DialogBody, DialogFooter, FileInput, HotkeysProvider } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { Dialog } from '../shared/app-dialog';
import { DownloadIcon } from '@blueprintjs/icons';
import { Cell, Column, Table } from '@blueprintjs/table';
// Blueprint's table names its classes here; its index does not export them.
import * as TableClasses from '@blueprintjs/table/lib/esm/common/classes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginCsvError, MarginCsvResult } from '../../domain/margin-prices/margin-csv';
import { lineNumberOf, type MarginPrice } from '../../domain/margin-prices/margin-price';
import { ValidationError, type FieldError } from '../../domain/shared/errors';
import { formatDate, formatInteger, isLocale } from '../../domain/shared/format';
import { PAGE_SIZES } from '../../domain/shared/page';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column as ListColumn } from '../shared/list/list-page';
import { useNotify } from '../shared/use-notify';
import { formatPercent } from '../resellers/percent';
import { useScreens } from '../app/use-cases';

const MODEL_FILE_NAME = 'marges-modele.csv';
const CURRENT_FILE_NAME = 'marges-actuelles.csv';

interface Pending {
  readonly file: File;
  readonly preview: MarginCsvResult;
}

/** A preview error in the reader's words. */
function usePreviewMessage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  return (error: MarginCsvError) =>
    t(`marginPrices.errors.${error.code}`, {
      value: error.value ?? '',
      firstLine: error.firstLine ?? '',
      max: error.max === undefined ? '' : formatInteger(error.max, locale),
    });
}

/** A CSV the page writes (the model, the current grid), saved under `fileName`. */
function DownloadCsvButton({ text, fileName, load }: { text: string; fileName: string; load: () => Promise<string> }) {
  const { notifyError } = useNotify();
  return (
    <Button
      icon={<DownloadIcon />}
      text={text}
      onClick={() => {
        load().then((csv) => {
          const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
          const link = document.createElement('a');
          link.href = url;
          link.download = fileName;
          document.body.append(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        }, notifyError);
      }}
    />
  );
}

/** The model, and the reseller's whole current grid to edit (an upload replaces the whole grid). */
function DownloadButtons() {
  const { t } = useTranslation();
  const model = useScreens().marginPrices.csvModel;
  const current = useScreens().marginPrices.currentGrid;
  return (
    <>
      <DownloadCsvButton
        text={t('marginPrices.downloadCurrent')}
        fileName={CURRENT_FILE_NAME}
        load={() => current.execute()}
      />
      <DownloadCsvButton
        text={t('marginPrices.downloadModel')}
        fileName={MODEL_FILE_NAME}
        load={() => model.execute()}
      />
    </>
  );
}

/** The chosen file's rows in a virtualised table, every bad line marked (a file may hold thousands). */
function PreviewTable({ preview, refused }: { preview: MarginCsvResult; refused: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  const message = usePreviewMessage();
  const problems = useMemo(() => {
    const byLine = new Map<number, string>();
    for (const error of preview.errors) {
      if (error.line > 0) byLine.set(error.line, [byLine.get(error.line), message(error)].filter(Boolean).join(' '));
    }
    for (const [line, text] of refused) byLine.set(line, text);
    return byLine;
  }, [preview.errors, refused, message]);
  const rows = preview.rows;
  const intent = (row: number) => (problems.has(rows[row]?.line ?? -1) ? 'danger' : 'none');
  const cell = (row: number, text: string) => <Cell intent={intent(row)}>{text}</Cell>;
  // The rows scroll in Blueprint's main quadrant: the keyboard reaches it too (its arrows scroll it), which
  // Blueprint leaves out; the header's quadrant follows it and does not scroll by itself (margin-prices.css).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const main = frame.current?.querySelector<HTMLElement>(
      `.${TableClasses.TABLE_QUADRANT_MAIN} .${TableClasses.TABLE_QUADRANT_SCROLL_CONTAINER}`,
    );
    if (main) main.tabIndex = 0;
  });
  return (
    <div
      ref={frame}
      className="margin-preview"
      style={{ height: 260 }}
      aria-label={t('marginPrices.previewTable')}
      role="group"
    >
      <HotkeysProvider>
        {/* Blueprint's Table keeps its cells until a dependency changes: the server's refusals must redraw them. */}
        <Table
          numRows={rows.length}
          enableRowHeader={false}
          columnWidths={[70, 190, 100, 100, 260]}
          cellRendererDependencies={[problems]}
        >
          <Column name={t('marginPrices.line')} cellRenderer={(r) => cell(r, String(rows[r]?.line ?? ''))} />
          <Column name="scenario_uid" cellRenderer={(r) => cell(r, rows[r]?.cells[0] ?? '')} />
          <Column name="quantity" cellRenderer={(r) => cell(r, rows[r]?.cells[1] ?? '')} />
          <Column name="marge" cellRenderer={(r) => cell(r, rows[r]?.cells[2] ?? '')} />
          <Column
            name={t('marginPrices.status')}
            cellRenderer={(r) => cell(r, problems.get(rows[r]?.line ?? -1) ?? t('marginPrices.ok'))}
          />
        </Table>
      </HotkeysProvider>
    </div>
  );
}

function ErrorList({ title, errors }: { title: string; errors: readonly { line: number | null; text: string }[] }) {
  const { t } = useTranslation();
  return (
    <Callout intent="danger" title={title} className="spaced" role="alert">
      <ul className="margin-errors">
        {errors.map((e, i) => (
          <li key={i}>
            {e.line === null
              ? `${t('common.labelled', { label: t('marginPrices.fileLevel') })} ${e.text}`
              : t('marginPrices.lineError', { line: e.line, message: e.text })}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/** The confirmation dialog: upload file / validate / cancel, with the preview and any refusal. */
function UploadDialog({ pending, onClose, onDone }: { pending: Pending; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const grid = useScreens().marginPrices.grid;
  const { notify, notifyError } = useNotify();
  const message = usePreviewMessage();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors: readonly FieldError[] } | null>(null);
  const { preview, file } = pending;
  const refusedLines = useMemo(
    () =>
      new Map(
        (refusal?.errors ?? []).flatMap((e) => {
          const line = lineNumberOf(e.field);
          return line === null ? [] : [[line, e.message] as const];
        }),
      ),
    [refusal],
  );
  const previewErrors = preview.errors.map((e) => ({ line: e.line > 0 ? e.line : null, text: message(e) }));

  return (
    <Dialog
      isOpen
      title={t('marginPrices.uploadTitle')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: 780 }}
    >
      <DialogBody>
        <p>
          <strong>{t('marginPrices.fileName', { name: file.name })}</strong>{' '}
          <Tag minimal intent={preview.errors.length ? 'danger' : 'success'}>
            {t('marginPrices.previewSummary', {
              rows: t('marginPrices.previewRows', { count: preview.rows.length }),
              errors: t('marginPrices.previewErrors', { count: preview.errors.length }),
            })}
          </Tag>
        </p>
        {preview.rows.length ? <PreviewTable preview={preview} refused={refusedLines} /> : null}
        {previewErrors.length ? <ErrorList title={t('marginPrices.badLines')} errors={previewErrors} /> : null}
        {refusal ? (
          <ErrorList
            title={
              // The server's message may already say "Fichier refusé": said once.
              refusal.message.startsWith(t('marginPrices.refusedTitle'))
                ? refusal.message
                : [t('marginPrices.refusedTitle'), refusal.message].filter(Boolean).join(' — ')
            }
            errors={refusal.errors.map((e) => ({ line: lineNumberOf(e.field), text: e.message }))}
          />
        ) : null}
        <Callout intent="warning" className="spaced">
          {preview.errors.length ? t('marginPrices.fixFirst') : t('marginPrices.replaceWarning')}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('marginPrices.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('marginPrices.validate')}
              loading={busy}
              disabled={preview.errors.length > 0 || refusal !== null}
              onClick={() => {
                setBusy(true);
                grid.upload(file, file.name).then(
                  (result) => {
                    setBusy(false);
                    notify({
                      intent: 'success',
                      messageKey: 'marginPrices.uploaded',
                      values: { count: result.imported },
                    });
                    onDone();
                  },
                  (error: unknown) => {
                    setBusy(false);
                    if (error instanceof ValidationError && error.errors.length) {
                      setRefusal({ message: error.message, errors: error.errors });
                    }
                    notifyError(error, 'marginPrices.refusedTitle');
                  },
                );
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}

/**
 * docs/screens.md#margin-prices, docs/rules.md#margin-price-csv: the reseller's margin grid.
 * Download the model, choose a file, check its preview, confirm; the server replaces the whole grid
 * or refuses the whole file, line by line.
 */
export function MarginPricesPage() {
  const { t, i18n } = useTranslation();
  const grid = useScreens().marginPrices.grid;
  const previewFile = useScreens().marginPrices.preview;
  const { notify } = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const controller = useListController<MarginPrice>({
    id: 'margin-prices',
    load: (query, signal) => grid.list(query, signal),
    defaultSort: { field: 'scenarioUid', order: 'asc' },
    pageSizes: PAGE_SIZES,
  });

  const columns = useMemo<ListColumn<MarginPrice>[]>(
    () => [
      {
        key: 'scenarioUid',
        labelKey: 'marginPrices.fields.scenarioUid',
        sortField: 'scenarioUid',
        render: (p) => <code>{p.scenarioUid}</code>,
      },
      {
        key: 'quantity',
        labelKey: 'marginPrices.fields.quantity',
        sortField: 'quantity',
        render: (p) => new Intl.NumberFormat(i18n.language).format(p.quantity),
      },
      {
        key: 'marge',
        labelKey: 'marginPrices.fields.marge',
        sortField: 'marge',
        render: (p) => formatPercent(p.marge, i18n.language),
      },
      {
        key: 'createdAt',
        labelKey: 'marginPrices.fields.createdAt',
        sortField: 'createdAt',
        render: (p) => formatDate(p.createdAt),
      },
    ],
    [i18n.language],
  );

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    previewFile.execute(file).then(
      (preview) => setPending({ file, preview }),
      () => notify({ intent: 'danger', titleKey: 'errors.title', messageKey: 'marginPrices.unreadable' }),
    );
  };

  return (
    <>
      <ListPage<MarginPrice>
        controller={controller}
        title={t('marginPrices.title')}
        columns={columns}
        rowKey={(p) => `${p.scenarioUid}|${p.quantity}`}
        emptyText={t('marginPrices.empty')}
        noResultText={t('list.noResult')}
        toolbar={
          <>
            <DownloadButtons />
            <FileInput
              text={t('marginPrices.chooseFile')}
              buttonText={t('marginPrices.browse')}
              inputProps={{ accept: '.csv,text/csv', 'aria-describedby': 'margin-file-hint' }}
              onInputChange={(event) => choose(event.currentTarget as HTMLInputElement)}
            />
            <span id="margin-file-hint" className="visually-hidden">
              {t('marginPrices.fileHint')}
            </span>
          </>
        }
      />
      {pending ? (
        <UploadDialog
          pending={pending}
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            void controller.refresh();
          }}
        />
      ) : null}
    </>
  );
}
