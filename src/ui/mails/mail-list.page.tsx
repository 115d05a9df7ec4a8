import { Button, Callout, Classes, DialogBody, SegmentedControl, Spinner } from '@blueprintjs/core';
import { Tag } from '../shared/app-tag';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMailType, MAIL_TYPES, mailLinks, type MailFilter, type MailRow } from '../../domain/mails/mail';
import { formatDateTime } from '../../domain/shared/format';
import { PAGE_SIZES, type ListQuery } from '../../domain/shared/page';
import { Dialog } from '../shared/app-dialog';
import { failureText } from '../shared/failure-text';
import { useListController } from '../shared/list/list-controller';
import { ListPage, type Column } from '../shared/list/list-page';
import { LongText } from '../shared/long-text';
import { ResetFilters, SelectFilter, TextFilter } from '../shared/list/filter-fields';
import type { ListUrlQuery } from '../shared/list/use-list-url-state';
import '../shared/list/list-filters.css';
import './mails.css';
import { useScreens } from '../app/use-cases';
import { queryKeys } from '../shared/data/query-keys';
import { useQuery } from '@tanstack/react-query';

/** The outbox's filters in the URL. */
const URL_KEYS = { recipient: 'recipient', type: 'type' } as const;

/** The URL's list state → the outbox's query. */
export function toMailQuery({ filters, ...query }: ListUrlQuery): ListQuery<MailFilter> {
  const recipient = filters[URL_KEYS.recipient];
  const type = filters[URL_KEYS.type];
  return {
    ...query,
    filter: {
      recipient: typeof recipient === 'string' && recipient.trim() ? recipient.trim() : undefined,
      type: isMailType(type) ? type : undefined,
    },
  };
}

/**
 * One mail as its recipient reads it: the HTML part in a sandboxed frame (no script, no same
 * origin, no form: `sandbox=""`), or the plain-text part as text.
 */
function MailReader({ row, onClose }: { row: MailRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { mails } = useScreens();
  const [view, setView] = useState<'html' | 'text'>('html');
  const mail = useQuery({ queryKey: queryKeys.mail(row.id), queryFn: ({ signal }) => mails.get(row.id, signal) });
  return (
    <Dialog isOpen onClose={onClose} title={row.subject} className="mail-reader" icon={<EnvelopeIcon />}>
      <DialogBody>
        <p className="mail-reader-meta">
          <span>{t('mails.to', { to: row.to })}</span>
          <span className={Classes.TEXT_MUTED}>{t('mails.sentAt', { at: formatDateTime(row.createdAt) })}</span>
        </p>
        <SegmentedControl
          aria-label={t('mails.title')}
          small
          value={view}
          onValueChange={(next) => setView(next === 'text' ? 'text' : 'html')}
          options={[
            { value: 'html', label: t('mails.asHtml') },
            { value: 'text', label: t('mails.asText') },
          ]}
        />
        {mail.status === 'error' ? (
          <Callout intent="danger" className="mail-reader-body">
            {t('mails.loadFailed')} {failureText(mail.error, t)}
          </Callout>
        ) : mail.status === 'pending' || !mail.data ? (
          <Spinner size={24} className="mail-reader-body mail-reader-loading" />
        ) : view === 'html' ? (
          <iframe
            className="mail-reader-body mail-reader-frame"
            title={t('mails.frame', { subject: row.subject })}
            sandbox=""
            srcDoc={mail.data.html}
          />
        ) : (
          <pre className="mail-reader-body mail-reader-text">{mail.data.text}</pre>
        )}
        {mail.data && mailLinks(mail.data.html).length ? (
          <section className="mail-reader-links" aria-label={t('mails.links')}>
            <h3 className={Classes.HEADING}>{t('mails.links')}</h3>
            <ul>
              {mailLinks(mail.data.html).map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}

/**
 * "Mails envoyés" (docs/screens.md#sent-mails): the outbox of the demo's server, newest first, on
 * the shared list, by recipient and type; each mail opens as its recipient reads it. Staff only.
 */
export function MailListPage() {
  const { t } = useTranslation();
  const outbox = useScreens().mails;
  const [reading, setReading] = useState<MailRow | null>(null);
  const controller = useListController<MailRow>({
    id: 'mails',
    load: (query, signal) => outbox.list(toMailQuery(query), signal),
    defaultSort: { field: 'createdAt', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });
  const typeOptions = useMemo(() => MAIL_TYPES.map((value) => ({ value, label: t(`mails.types.${value}`) })), [t]);
  const columns = useMemo<Column<MailRow>[]>(
    () => [
      {
        key: 'createdAt',
        labelKey: 'mails.fields.createdAt',
        sortField: 'createdAt',
        oneLine: true,
        render: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>,
      },
      { key: 'to', labelKey: 'mails.fields.to', sortField: 'to', render: (m) => <LongText text={m.to} /> },
      { key: 'type', labelKey: 'mails.fields.type', sortField: 'type', render: (m) => t(`mails.types.${m.type}`) },
      {
        key: 'subject',
        labelKey: 'mails.fields.subject',
        sortField: 'subject',
        render: (m) => (
          <Button
            variant="minimal"
            className="mail-subject"
            text={m.subject}
            aria-label={t('mails.read', { subject: m.subject })}
            onClick={() => setReading(m)}
          />
        ),
      },
      { key: 'language', labelKey: 'mails.fields.language', render: (m) => t(`mails.languages.${m.language}`) },
      {
        key: 'delivery',
        labelKey: 'mails.fields.delivery',
        render: (m) => (
          <Tag minimal intent={m.delivery === 'failed' ? 'danger' : m.delivery === 'sent' ? 'success' : 'none'}>
            {t(`mails.deliveries.${m.delivery}`)}
            {m.deliveryError ? ` (${m.deliveryError})` : ''}
          </Tag>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <ListPage<MailRow>
        controller={controller}
        title={t('mails.title')}
        columns={columns}
        rowKey={(m) => m.id}
        searchable={false}
        emptyText={t('mails.empty')}
        noResultText={t('mails.noResult')}
        filters={(state) => (
          <div className="list-filters">
            <p className={Classes.TEXT_MUTED}>{t('mails.intro')}</p>
            <div className="list-filters-row">
              <TextFilter
                state={state}
                urlKey={URL_KEYS.recipient}
                label={t('mails.filters.recipient')}
                input={{
                  type: 'search',
                  inputMode: 'email',
                  placeholder: t('mails.filters.recipientPlaceholder'),
                  maxLength: 200,
                }}
              />
              <SelectFilter
                state={state}
                urlKey={URL_KEYS.type}
                label={t('mails.filters.type')}
                all={t('mails.filters.allTypes')}
                options={typeOptions}
              />
              <ResetFilters state={state} text={t('mails.filters.reset')} />
            </div>
          </div>
        )}
      />
      {reading ? <MailReader row={reading} onClose={() => setReading(null)} /> : null}
    </>
  );
}
