import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { ShownAt } from '../shared/live/live-state';
import { Button, Callout, H1, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon, TickIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { QuoteSeries } from '../../domain/orders/order';
import { canUploadQuoteFiles, canValidateQuote, quoteValidation, type Quote } from '../../domain/quotes/quote';
import { StaleRecordError, ValidationError } from '../../domain/shared/errors';
import { formatCm, formatKg, formatDateTime, formatMoney, isLocale } from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { FullPageLoader } from '../shell/full-page-loader';
import { useConfirm } from '../shared/confirm-dialog';
import { useStaleRecord } from '../shared/stale-record';
import { DetailSection } from '../shared/detail/detail-section';
import { FileButton } from '../shared/detail/file-button';
import { LoadFailure } from '../shared/load-failure';
import { PdfUpload } from '../shared/upload/pdf-upload';
import { useQueryClient } from '@tanstack/react-query';
import { noteOwnWrite } from '../shared/data/own-writes';
import { queryKeys } from '../shared/data/query-keys';
import { useRecordQuery } from '../shared/data/use-record';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { useNotify } from '../shared/use-notify';
import { QuoteStatusTag } from './quote-status-tag';
import './quotes.css';
import { useScreens } from '../app/use-cases';

/**
 * docs/rules.md#quotes: the series and their files; while the quote waits for files, a writer sends
 * a PDF per series.
 */
function SeriesFiles({
  quote,
  mayUpload,
  onUpdated,
}: {
  quote: Quote;
  mayUpload: boolean;
  onUpdated: (q: Quote) => void;
}) {
  const { t } = useTranslation();
  const { quotes } = useScreens();
  const download = quotes.downloadFile;
  const [dialog, confirm] = useConfirm();
  const phone = usePhoneLayout();
  const uploading = mayUpload && canUploadQuoteFiles(quote);
  const send = (series: QuoteSeries) => async (file: File, onProgress: (fraction: number) => void) => {
    noteOwnWrite([recordRef('quote', quote.id)]);
    onUpdated(await quotes.uploadSeriesFile.execute(quote, series.id, file, onProgress));
  };
  const ask = (series: QuoteSeries) => (file: File) =>
    confirm({
      title: t('quotes.upload.confirmTitle'),
      body: t('quotes.upload.confirm', { file: file.name, name: series.name }),
    });

  const file = (series: QuoteSeries) => (
    <FileButton
      file={series.file}
      download={download}
      ariaLabelKey="quotes.detail.download"
      noneText={t('quotes.detail.noFile')}
    />
  );
  const uploadField = (series: QuoteSeries) => (
    <PdfUpload i18nPrefix="quotes.upload" name={series.name} upload={send(series)} confirm={ask(series)} />
  );

  return (
    <DetailSection id="quote-files" title={t('quotes.detail.files')} className="quote-files">
      {uploading ? <p>{t('quotes.detail.waitingForFiles')}</p> : null}
      {phone ? (
        // docs/screens.md#on-a-phone: one block per series, its upload under it, where the table ran off the screen.
        <ul className="stacked-list" aria-label={t('quotes.detail.files')}>
          {quote.series.map((series) => (
            <li key={series.id}>
              <strong>{series.name}</strong>
              <span>
                {t('common.labelled', { label: t('quotes.detail.series.quantity') })} {series.quantity}
              </span>
              <span>
                {t('common.labelled', { label: t('quotes.detail.series.file') })} {file(series)}
              </span>
              {uploading ? uploadField(series) : null}
            </li>
          ))}
        </ul>
      ) : (
        <HTMLTable compact className="full-width quote-series" aria-label={t('quotes.detail.files')}>
          <thead>
            <tr>
              <th scope="col">{t('quotes.detail.series.name')}</th>
              <th scope="col">{t('quotes.detail.series.quantity')}</th>
              <th scope="col">{t('quotes.detail.series.file')}</th>
              {uploading ? <th scope="col">{t('quotes.detail.series.upload')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {quote.series.map((series) => (
              <tr key={series.id}>
                <th scope="row">{series.name}</th>
                <td>{series.quantity}</td>
                <td>{file(series)}</td>
                {uploading ? <td>{uploadField(series)}</td> : null}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {dialog}
    </DetailSection>
  );
}

/**
 * 'Validate the quote' (docs/screens.md#errors-and-notices): confirmed first; the use case says
 * 'Devis validé' or, on a 400, 'Erreur lors de la validation du devis, vérifiez les fichiers'. Made on
 * the version of the quote the page shows: when someone changed it since, the shared dialog offers
 * to reload it.
 */
function ValidateButton({
  quote,
  onValidated,
  onReload,
}: {
  quote: Quote;
  onValidated: (q: Quote) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const validate = useScreens().quotes.validate;
  const { notifyError } = useNotify();
  const [dialog, confirm] = useConfirm();
  const stale = useStaleRecord();
  const [busy, setBusy] = useState(false);
  // docs/rules.md#quotes: the domain says before the user tries whether the quote can be validated.
  const validation = quoteValidation(quote);
  const run = async () => {
    const ok = await confirm({
      title: t('quotes.detail.confirmValidateTitle'),
      body: t('quotes.detail.confirmValidate', { reference: quote.reference }),
      confirmText: t('quotes.detail.validate'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      noteOwnWrite([recordRef('quote', quote.id)]);
      onValidated(await validate.execute(quote));
    } catch (error) {
      if (error instanceof StaleRecordError) {
        setBusy(false);
        if ((await stale.ask('quote')) === 'reload') onReload();
      }
      // A 400 was already told by the use case's toast.
      else if (!(error instanceof ValidationError)) notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const missing = !validation.ok && validation.reason === 'filesMissing' ? validation.missing : null;
  return (
    <div className="quote-validate">
      <Button
        intent="success"
        icon={<TickIcon />}
        text={t('quotes.detail.validate')}
        data-tour="validate-quote"
        loading={busy}
        disabled={missing !== null}
        aria-describedby={missing ? 'quote-validate-reason' : undefined}
        onClick={() => void run()}
      />
      {missing ? (
        <p id="quote-validate-reason" className="quote-validate-reason">
          {t('quotes.detail.validateBlocked', { series: missing })}
        </p>
      ) : null}
      {dialog}
      {stale.dialog}
    </div>
  );
}

/**
 * The quote detail of docs/screens.md#quotes: global information, the series' files, the quote
 * user; upload and validate.
 */
export function QuoteDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const { id } = useParams<{ id: string }>();
  const user = useSession().user;
  const { quotes } = useScreens();
  const client = useQueryClient();
  const ref = recordRef('quote', Number(id));
  // Under the quote's key: another's change of the quote loads it again (docs/screens.md#live-updates).
  const result = useRecordQuery(ref, () => quotes.get.execute(Number(id)));
  // An upload or a validation answers the quote as it now is: it is the cache's copy, nothing more to
  // load; a validation makes an order, so the lists load again.
  const updated = (quote: Quote, lists: readonly ('quotes' | 'orders')[]) => {
    client.setQueryData(queryKeys.record(ref), quote);
    for (const list of lists) void client.invalidateQueries({ queryKey: queryKeys.list(list) });
  };
  const [validatedNow, setValidatedNow] = useState(false);
  const quote = result.data;
  const money = (value: number | null) => formatMoney(value, locale);
  const cm = (value: number) => formatCm(value, locale);

  return (
    <section aria-labelledby="quote-title" className="quote-detail">
      <Link href="/quote" className="back-link">
        <ArrowLeftIcon /> {t('quotes.detail.back')}
      </Link>
      {result.status === 'pending' ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure
          error={result.error}
          onRetry={() => void result.refetch()}
          notFoundText={t('quotes.detail.notFound')}
        />
      ) : null}
      {quote ? (
        <ShownAt.Provider value={result.dataUpdatedAt}>
          <header className="page-header">
            <H1 id="quote-title">
              {t('quotes.detail.title', { reference: quote.reference })}{' '}
              <QuoteStatusTag status={quote.status} label={t(`quotes.status.${quote.status}`)} />
              <LiveMarker record={recordRef('quote', quote.id)} kind="quote" />
            </H1>
            {can(user, 'validate', 'quote') && canValidateQuote(quote) ? (
              <ValidateButton
                quote={quote}
                onValidated={(q) => {
                  updated(q, ['quotes', 'orders']);
                  setValidatedNow(true);
                }}
                onReload={() => void result.refetch()}
              />
            ) : null}
          </header>
          {validatedNow && quote.orderId !== null ? (
            <Callout intent="success" role="status" className="spaced">
              {t('quotes.detail.orderCreated', { id: quote.orderId })}{' '}
              <Link href={`/order/show/${quote.orderId}`}>{t('quotes.detail.seeOrder', { id: quote.orderId })}</Link>
            </Callout>
          ) : null}
          <div className="detail-sections">
            <DetailSection
              id="quote-general"
              title={t('quotes.detail.general')}
              rows={[
                [t('quotes.fields.reference'), quote.reference],
                [t('quotes.fields.internalReference'), quote.internalReference],
                [
                  t('quotes.fields.status'),
                  <QuoteStatusTag key="s" status={quote.status} label={t(`quotes.status.${quote.status}`)} />,
                ],
                [t('quotes.fields.price'), money(quote.price)],
                [t('quotes.fields.resalePrice'), quote.resalePrice === null ? null : money(quote.resalePrice)],
                [t('quotes.fields.weight'), formatKg(quote.weight, locale)],
                [t('quotes.fields.width'), cm(quote.width)],
                [t('quotes.fields.height'), cm(quote.height)],
                [t('quotes.fields.diameter'), cm(quote.diameter)],
                [t('quotes.fields.application'), quote.application],
                [t('quotes.fields.coreSize'), t('quotes.detail.mm', { value: quote.coreSize })],
                [t('quotes.fields.quantityPerRoll'), quote.quantityPerRoll],
                [t('quotes.fields.quantityPerSeries'), quote.quantityPerSeries],
                [t('quotes.fields.shape'), quote.shape],
                [t('quotes.fields.scenario'), quote.scenario],
                [t('quotes.fields.company'), quote.company],
                [t('quotes.fields.createdAt'), formatDateTime(quote.createdAt)],
                [
                  t('quotes.fields.order'),
                  quote.orderId === null ? null : (
                    <Link key="o" href={`/order/show/${quote.orderId}`}>
                      {t('quotes.orderLink', { id: quote.orderId })}
                    </Link>
                  ),
                ],
              ]}
            />
            <SeriesFiles
              quote={quote}
              mayUpload={can(user, 'upload-series', 'quote')}
              onUpdated={(q) => updated(q, ['quotes'])}
            />
            <DetailSection
              id="quote-user"
              title={t('quotes.detail.user')}
              rows={[
                [t('quotes.fields.lastname'), quote.frontUser?.lastname],
                [t('quotes.fields.firstname'), quote.frontUser?.firstname],
                [t('quotes.fields.login'), quote.frontUser?.username],
              ]}
            />
          </div>
        </ShownAt.Provider>
      ) : null}
    </section>
  );
}
