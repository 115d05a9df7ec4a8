import { recordRef } from '../shared/live/live-changes';
import { LiveMarker } from '../shared/live/live-marker';
import { ShownAt } from '../shared/live/live-state';
import { StaleMark } from '../shared/connection/stale-mark';
import { Button, Callout, Classes, H1, H3, HTMLTable } from '@blueprintjs/core';
import { Select } from '../shared/app-select';
import { ArrowLeftIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { OrderDetail } from '../../application/orders/orders.use-cases';
import { nonConformityPrecheck, type FileLink, type Order, type TrackingEntry } from '../../domain/orders/order';
import { StaleRecordError } from '../../domain/shared/errors';
import type { OrderStatusId } from '../../domain/orders/order-status';
import {
  formatCm,
  formatKg,
  formatDate,
  formatDateTime,
  formatMoney,
  isLocale,
  type Locale,
} from '../../domain/shared/format';
import { can } from '../../domain/session/can';
import { useSession } from '../app/container-context';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useRecordQuery } from '../shared/data/use-record';
import { useShownAnswer } from '../shared/data/use-shown-answer';
import { useWrite } from '../shared/data/use-write';
import { FullPageLoader } from '../shell/full-page-loader';
import { useConfirm } from '../shared/confirm-dialog';
import { useStaleRecord } from '../shared/stale-record';
import { contactHref } from '../shared/contact-link';
import { DetailSection } from '../shared/detail/detail-section';
import { FileButton as SharedFileButton } from '../shared/detail/file-button';
import { LoadFailure } from '../shared/load-failure';
import { PdfUpload } from '../shared/upload/pdf-upload';
import { useNotify } from '../shared/use-notify';
import { downloadFile } from '../shared/download-file';
import { NonConformityDialog } from '../non-conformities/non-conformity-dialog';
import { OrderStatusTag } from './order-status-tag';
import { OrderTimeline } from './order-timeline';
import { usePhoneLayout } from '../shared/use-phone-layout';
import './orders.css';

/** A file of the order, downloaded through the order's download use case. */
function FileButton({ file, label }: { file: FileLink | null; label?: string }) {
  const download = useScreens().orders.downloadFile;
  return <SharedFileButton file={file} label={label} download={download} ariaLabelKey="orders.detail.download" />;
}

/** The order's files a link may open by kind (`?file=manufacturing`), when the reader may see them. */
function fileOfKind(order: Order, kind: string | null): FileLink | null {
  if (kind === 'manufacturing') return order.pdfManufacturing;
  if (kind === 'delivery-note') return order.deliveryNote;
  if (kind === 'shipping-label') return order.shippingLabel;
  return null;
}

/**
 * `?file=manufacturing` (an export's link, docs/rules.md#exports): once the order is shown, opens that
 * file, as its button would, then leaves the address as the page's own; a file the reader may not see,
 * or the order lacks, says so.
 */
function useFileOfLink(order: Order | undefined): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const download = useScreens().orders.downloadFile;
  const { notify, notifyError } = useNotify();
  const kind = new URLSearchParams(search).get('file');
  // Once per link followed, however often the page renders before the address changes.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!order || kind === null || opened.current === `${order.id}:${kind}`) return;
    opened.current = `${order.id}:${kind}`;
    navigate(`/order/show/${order.id}`, { replace: true });
    const file = fileOfKind(order, kind);
    if (!file) {
      notify({ intent: 'warning', messageKey: 'orders.detail.noSuchFile' });
      return;
    }
    download.execute(file).then(
      (downloaded) => downloadFile(downloaded.blob, downloaded.filename),
      (error: unknown) => notifyError(error),
    );
  }, [order, kind, navigate, download, notify, notifyError]);
}

/**
 * The admin's status change, made on the version of the order the page shows: when someone changed
 * the order since, the shared dialog offers to reload it (docs/api/README.md#versions-and-lost-updates).
 */
function StatusChange({ detail, onStale }: { detail: OrderDetail; onStale: () => void }) {
  const { t } = useTranslation();
  const { orders } = useScreens();
  const { notifyError } = useNotify();
  const ref = recordRef('order', detail.order.id);
  const change = useWrite({
    run: (to: OrderStatusId) => orders.changeStatus.execute(detail, to),
    changes: () => [ref],
    invalidates: () => [queryKeys.record(ref), queryKeys.list('orders')],
    failure: 'caller',
  });
  const [dialog, confirm] = useConfirm();
  const stale = useStaleRecord();
  const [to, setTo] = useState<OrderStatusId | ''>('');
  const [busy, setBusy] = useState(false);
  // docs/screens.md#focus-after-a-change: the dialog hands the focus back to the save button, disabled by then,
  // and a final status takes the select away. Once the page shows the order as it now is, the focus goes to the
  // select, or to the sentence saying the status no longer changes: never to the page's body.
  const select = useRef<HTMLSelectElement>(null);
  const final = useRef<HTMLParagraphElement>(null);
  const [refocus, setRefocus] = useState<OrderStatusId | 'now' | null>(null);
  const shown = detail.order.status.id;
  useEffect(() => {
    if (refocus === null || (refocus !== 'now' && refocus !== shown)) return;
    setRefocus(null);
    (select.current ?? final.current)?.focus();
  }, [refocus, shown]);
  const waiting = detail.nonConformity?.status === 'waiting';
  if (waiting) {
    return (
      <Callout intent="warning" icon={<WarningSignIcon />} className="spaced">
        {t('orders.detail.statusBlocked')}
      </Callout>
    );
  }
  if (!detail.targets.length)
    return (
      <p ref={final} tabIndex={-1} className={Classes.TEXT_MUTED}>
        {t('orders.detail.finalStatus')}
      </p>
    );
  const save = async () => {
    if (to === '') return;
    const ok = await confirm({
      title: t('orders.detail.confirmStatusTitle'),
      body: t('orders.detail.confirmStatus', { id: detail.order.id, status: t(`orders.status.${to}`) }),
    });
    if (!ok) return;
    setBusy(true);
    // Where the focus goes once the change shows (the order's new status), or at once when it fails.
    let after: OrderStatusId | 'now' = 'now';
    try {
      await change.mutateAsync(to);
      after = to;
      setTo('');
    } catch (error) {
      if (error instanceof StaleRecordError) {
        setBusy(false);
        if ((await stale.ask('order')) === 'reload') {
          // The order as it now is: the status is chosen again, from what it now allows.
          setTo('');
          onStale();
        }
      } else {
        console.error('[orders] status change failed', error);
        notifyError(error);
      }
    } finally {
      setBusy(false);
      setRefocus(after);
    }
  };
  return (
    <div className="status-change">
      <label htmlFor="order-status-select">{t('orders.detail.newStatus')}</label>
      <Select
        id="order-status-select"
        ref={select}
        value={to}
        onChange={(event) =>
          setTo(event.currentTarget.value === '' ? '' : (Number(event.currentTarget.value) as OrderStatusId))
        }
        options={[
          { value: '', label: t('orders.bulk.chooseStatus') },
          ...detail.targets.map((id) => ({ value: id, label: t(`orders.status.${id}`) })),
        ]}
      />
      <Button intent="primary" text={t('form.save')} disabled={to === ''} loading={busy} onClick={() => void save()} />
      {dialog}
      {stale.dialog}
    </div>
  );
}

/**
 * The delivery note (docs/rules.md#uploads): its link, and the shared PDF field for who may replace it; each
 * upload is confirmed first, and a refused file says why under the field.
 */
function DeliveryNote({ order, canUpload }: { order: Order; canUpload: boolean }) {
  const { t } = useTranslation();
  const { orders } = useScreens();
  const ref = recordRef('order', order.id);
  // The upload field says what went wrong under itself.
  const upload = useWrite({
    run: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      orders.uploadDeliveryNote.execute(order.id, file, onProgress),
    changes: () => [ref],
    invalidates: () => [queryKeys.record(ref), queryKeys.list('orders')],
    failure: 'caller',
  });
  const [dialog, confirm] = useConfirm();
  return (
    <DetailSection id="order-delivery-note" title={t('orders.detail.deliveryNote')}>
      <p>
        <FileButton file={order.deliveryNote} />
      </p>
      {canUpload ? (
        <PdfUpload
          i18nPrefix="orders.deliveryNote"
          upload={async (file, onProgress) => void (await upload.mutateAsync({ file, onProgress }))}
          confirm={(file) =>
            confirm({
              title: t('orders.deliveryNote.confirmTitle'),
              // "Replaces the current one" only when there is one.
              body: t(order.deliveryNote ? 'orders.deliveryNote.confirm' : 'orders.deliveryNote.confirmFirst', {
                name: file.name,
              }),
            })
          }
        />
      ) : null}
      {dialog}
    </DetailSection>
  );
}

/**
 * docs/rules.md#non-conformity: the precheck the use case also makes. A waiting request or a status past production
 * disables the button, saying why; an order placed by staff gets the danger toast when tried.
 */
function PlaceNonConforming({ detail, onOpen }: { detail: OrderDetail; onOpen: () => void }) {
  const { t } = useTranslation();
  const { flag } = useScreens().nonConformities;
  const refusal = nonConformityPrecheck(detail.order, detail.nonConformity);
  const blocked = refusal?.shown === 'disabled';
  return (
    <span className="place-non-conforming">
      <Button
        intent="warning"
        text={t('orders.nonConformity.place')}
        disabled={blocked}
        aria-describedby={blocked ? 'place-non-conforming-why' : undefined}
        onClick={() => {
          if (flag.mayOpen(detail.order, detail.nonConformity)) onOpen();
        }}
      />
      {blocked ? (
        <span id="place-non-conforming-why" className={Classes.TEXT_MUTED}>
          {t(`orders.refusals.${refusal.reason}`)}
        </span>
      ) : null}
    </span>
  );
}

/** The end customer's e-mail or phone, tapped to write or call (docs/screens.md#orders); as text when not usable. */
function contact(kind: 'tel' | 'mailto', value: string | null | undefined): ReactNode {
  const href = contactHref(kind, value);
  return href ? <a href={href}>{value}</a> : value;
}

/**
 * The order's parcels: a table, or on a phone one block per parcel (docs/screens.md#on-a-phone), where the
 * table's five columns ran past the screen's edge.
 */
function Tracking({ tracking, locale }: { tracking: readonly TrackingEntry[]; locale: Locale }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const weight = (entry: TrackingEntry) => (entry.weight === null ? '' : formatKg(entry.weight, locale));
  const follow = (entry: TrackingEntry) =>
    entry.url ? (
      <a href={entry.url} target="_blank" rel="noopener noreferrer">
        {t('orders.tracking.follow', { reference: entry.reference })}
      </a>
    ) : null;
  if (phone)
    return (
      <ul className="stacked-list" aria-label={t('orders.detail.tracking')}>
        {tracking.map((entry) => (
          <li key={entry.reference}>
            <strong>{entry.reference}</strong>
            <span>
              {t('common.labelled', { label: t('orders.tracking.carrier') })} {entry.carrier}
            </span>
            {entry.method ? (
              <span>
                {t('common.labelled', { label: t('orders.tracking.method') })} {entry.method}
              </span>
            ) : null}
            {entry.weight === null ? null : (
              <span>
                {t('common.labelled', { label: t('orders.tracking.weight') })} {weight(entry)}
              </span>
            )}
            {follow(entry)}
          </li>
        ))}
      </ul>
    );
  return (
    <HTMLTable compact className="full-width" aria-label={t('orders.detail.tracking')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.tracking.reference')}</th>
          <th scope="col">{t('orders.tracking.carrier')}</th>
          <th scope="col">{t('orders.tracking.method')}</th>
          <th scope="col">{t('orders.tracking.weight')}</th>
          <th scope="col">{t('orders.tracking.url')}</th>
        </tr>
      </thead>
      <tbody>
        {tracking.map((entry) => (
          <tr key={entry.reference}>
            <td>{entry.reference}</td>
            <td>{entry.carrier}</td>
            <td>{entry.method}</td>
            <td>{weight(entry)}</td>
            <td>{follow(entry)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The order detail of docs/screens.md#orders: every section, the admin's actions, the back link. */

export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const { id } = useParams<{ id: string }>();
  const session = useSession();
  const user = session.user;
  const flags = can(user, 'flag-non-conformity', 'order');
  const { orders } = useScreens();
  // Under the order's key: another's change of the order, or a write, loads it again (docs/screens.md#live-updates).
  const result = useRecordQuery(recordRef('order', Number(id)), () => orders.detail.execute(Number(id)), 'detail');
  const [flagging, setFlagging] = useState(false);
  // The order renders at low priority, in slices, as the dashboard's figures and a list's rows do: its answer
  // re-rendered the page in one task, its longest. A change arriving later shows the order as it was until then.
  const shown = useShownAnswer(result);
  const detail = shown.data;
  const order = detail?.order;
  const money = (value: number | null) => formatMoney(value, locale);
  const cm = (value: number) => formatCm(value, locale);
  useFileOfLink(order);

  return (
    <section aria-labelledby="order-title" className="order-detail">
      <Link href="/order" className="back-link">
        <ArrowLeftIcon /> {t('orders.detail.back')}
      </Link>
      {result.status !== 'error' && !detail ? <FullPageLoader /> : null}
      {result.status === 'error' ? (
        <LoadFailure
          error={result.error}
          onRetry={() => void result.refetch()}
          notFoundText={t('orders.detail.notFound')}
        />
      ) : null}
      {detail && order ? (
        <ShownAt.Provider value={shown.at}>
          <header className="page-header">
            <H1 id="order-title">
              {t('orders.detail.title', { id: order.id })} <OrderStatusTag status={order.status} />
              <LiveMarker record={recordRef('order', order.id)} kind="order" />
            </H1>
            <StaleMark />
            {flags ? <PlaceNonConforming detail={detail} onOpen={() => setFlagging(true)} /> : null}
          </header>
          {can(user, 'change-status', 'order') ? (
            <StatusChange detail={detail} onStale={() => void result.refetch()} />
          ) : null}
          <div className="detail-sections">
            <DetailSection
              id="order-general"
              title={t('orders.detail.general')}
              rows={[
                [t('orders.fields.id'), order.id],
                [t('orders.fields.internalReference'), order.internalReference],
                [t('orders.fields.status'), <OrderStatusTag key="s" status={order.status} />],
                [t('orders.fields.total'), money(order.total)],
                [t('orders.fields.resalePrice'), money(order.resalePrice)],
                [t('orders.fields.weight'), formatKg(order.weight, locale)],
                [t('orders.fields.createdAt'), formatDateTime(order.createdAt)],
                [t('orders.fields.estimatedAt'), formatDate(order.estimatedAt)],
                [t('orders.fields.delayDate'), detail.delayDate ? formatDate(detail.delayDate) : null],
                [t('orders.fields.shape'), order.quote.shape],
              ]}
            />
            <DetailSection
              id="order-reseller"
              title={t('orders.detail.reseller')}
              rows={[
                [t('orders.fields.company'), order.user.company],
                [t('orders.fields.login'), order.user.username],
              ]}
            />
            <DetailSection
              id="order-user"
              title={t('orders.detail.user')}
              rows={[
                [t('orders.fields.lastname'), order.frontUser?.lastname],
                [t('orders.fields.firstname'), order.frontUser?.firstname],
                [t('orders.fields.login'), order.frontUser?.username],
              ]}
            />
            {can(user, 'read-manufacturing', 'order') ? (
              <DetailSection id="order-manufacturing" title={t('orders.detail.manufacturing')}>
                <FileButton file={order.pdfManufacturing} label={t('orders.detail.manufacturingPdf')} />
              </DetailSection>
            ) : null}
            <DetailSection
              id="order-quote"
              title={t('orders.detail.quote')}
              rows={[
                [t('orders.quote.id'), order.quote.id],
                [
                  t('orders.quote.reference'),
                  <Link key="quote" href={`/quote/show/${order.quote.id}`}>
                    {order.quote.reference}
                  </Link>,
                ],
                [t('orders.quote.price'), money(order.quote.price)],
                [t('orders.fields.scenario'), order.scenario.name],
                [t('orders.fields.weight'), formatKg(order.quote.weight, locale)],
                [t('orders.quote.width'), cm(order.quote.width)],
                [t('orders.quote.height'), cm(order.quote.height)],
                [t('orders.quote.diameter'), cm(order.quote.diameter)],
                [t('orders.quote.application'), order.quote.application],
                [t('orders.quote.coreSize'), t('orders.detail.mm', { value: order.quote.coreSize })],
                [t('orders.quote.quantityPerRoll'), order.quote.quantityPerRoll],
                [t('orders.quote.quantityPerSeries'), order.quote.quantityPerSeries],
              ]}
            >
              <H3>{t('orders.quote.series')}</H3>
              <ul className="series-files">
                {order.quote.series.map((s) => (
                  <li key={s.id}>
                    <span>{t('orders.quote.seriesLine', { name: s.name, quantity: s.quantity })}</span>{' '}
                    <FileButton file={s.file} />
                  </li>
                ))}
              </ul>
            </DetailSection>
            <DetailSection
              id="order-customer"
              title={t('orders.detail.customer')}
              rows={[
                [t('orders.customer.name'), [order.customer.firstname, order.customer.name].filter(Boolean).join(' ')],
                [t('orders.customer.address'), order.address.address],
                [t('orders.customer.address2'), order.address.address2],
                [t('orders.customer.address3'), order.address.address3],
                [t('orders.customer.mail'), contact('mailto', order.customer.mail)],
                [t('orders.customer.phone'), contact('tel', order.customer.phone)],
                [t('orders.customer.postalCode'), order.address.postalCode],
                [t('orders.customer.city'), order.address.city],
                [t('orders.customer.country'), order.address.country],
              ]}
            />
            <DetailSection id="order-packaging" title={t('orders.detail.packaging')} className="order-packaging">
              <p>
                <strong>{t('common.labelled', { label: t('orders.detail.shippingLabel') })} </strong>
                <FileButton file={order.shippingLabel} />
              </p>
              {order.tracking.length ? (
                <Tracking tracking={order.tracking} locale={locale} />
              ) : (
                <p className={Classes.TEXT_MUTED}>{t('orders.detail.noTracking')}</p>
              )}
            </DetailSection>
            {can(user, 'read-non-conformity', 'order') ? (
              <DetailSection
                id="order-non-conformity"
                title={t('orders.detail.nonConformity')}
                rows={
                  detail.nonConformity
                    ? [
                        [
                          t('orders.nonConformity.status'),
                          t(`orders.nonConformity.statuses.${detail.nonConformity.status}`),
                        ],
                        [
                          t('orders.nonConformity.reason'),
                          t(`orders.nonConformity.reasons.${detail.nonConformity.reason}`),
                        ],
                        [t('orders.nonConformity.commentAdmin'), detail.nonConformity.commentAdmin],
                        [
                          t('orders.nonConformity.answer'),
                          detail.nonConformity.responseReseller
                            ? t(`orders.nonConformity.answers.${detail.nonConformity.responseReseller}`)
                            : null,
                        ],
                        [t('orders.nonConformity.commentReseller'), detail.nonConformity.commentReseller],
                        [t('orders.fields.createdAt'), formatDateTime(detail.nonConformity.createdAt)],
                      ]
                    : undefined
                }
              >
                {detail.nonConformity ? null : <p className={Classes.TEXT_MUTED}>{t('orders.nonConformity.none')}</p>}
              </DetailSection>
            ) : null}
            <DeliveryNote order={order} canUpload={can(user, 'upload-delivery-note', 'order')} />
            <OrderTimeline orderId={order.id} />
          </div>
          {flags ? (
            <NonConformityDialog
              order={order}
              waiting={detail.nonConformity}
              isOpen={flagging}
              onClose={() => setFlagging(false)}
              onDone={() => setFlagging(false)}
            />
          ) : null}
        </ShownAt.Provider>
      ) : null}
    </section>
  );
}
