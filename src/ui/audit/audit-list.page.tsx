import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { CaretDownIcon, CaretRightIcon } from '@blueprintjs/icons';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_EXPORT_PROPERTIES,
  type AuditEntity,
  type AuditEntry,
  type AuditExportProperty,
  type AuditFilter,
} from '../../domain/audit/audit';
import { formatDateTime, isLocale } from '../../domain/shared/format';
import { PAGE_SIZES, type ListQuery } from '../../domain/shared/page';
import { useSuggestions } from '../orders/use-suggestions';
import { useListExport, type ExportConfig } from '../shared/export/export-dialog';
import { Autocomplete, type Suggest } from '../shared/list/autocomplete';
import { DateRangeFilter } from '../shared/list/date-range-filter';
import { ResetFilters, SelectFilter, TextFilter } from '../shared/list/filter-fields';
import { useListController } from '../shared/list/list-controller';
import { RemovableBadge } from '../shared/list/list-filters';
import { toBadge } from '../shared/list/list-filters-url';
import { ListPage, type Column } from '../shared/list/list-page';
import { LongText } from '../shared/long-text';
import type { ListUrlQuery, ListUrlState } from '../shared/list/use-list-url-state';
import { actorValue, AUDIT_URL_KEYS, toAuditFilter } from './audit-filters-url';
import { changeFieldLabel, changeValueText, shownChanges } from './audit-changes';
import '../shared/list/list-filters.css';
import './audit.css';
import { useScreens } from '../app/use-cases';

/** The URL's list state → the audit list's query. */
function toAuditQuery({ filters, ...query }: ListUrlQuery): ListQuery<AuditFilter> {
  return { ...query, filter: toAuditFilter(filters) };
}

/** Where a record of the entry opens, for the records that have a page of their own. */
const RECORD_PAGES: Partial<Record<AuditEntity, string>> = {
  order: '/order/show/',
  quote: '/quote/show/',
  user: '/user/show/',
  reseller: '/reseller/show/',
};

/**
 * An entry's field changes behind a disclosure button: each field by its label, from → to (values by
 * their names, secrets as the server masked them).
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = shownChanges(t, locale, entry.entity, entry.changes);
  if (!changes.length) return <span className={Classes.TEXT_MUTED}>{t('audit.changes.none')}</span>;
  return (
    <div className="audit-changes">
      <Button
        variant="minimal"
        size="small"
        icon={open ? <CaretDownIcon /> : <CaretRightIcon />}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${t('audit.changes.label', { id: entry.id })} (${t('audit.changes.show', { count: changes.length })})`}
        text={t('audit.changes.show', { count: changes.length })}
        onClick={() => setOpen((was) => !was)}
      />
      {open ? (
        <HTMLTable
          compact
          className="audit-changes-table"
          id={id}
          aria-label={t('audit.changes.label', { id: entry.id })}
        >
          <thead>
            <tr>
              <th scope="col">{t('audit.changes.field')}</th>
              <th scope="col">{t('audit.changes.before')}</th>
              <th scope="col">{t('audit.changes.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{changeFieldLabel(t, entry.entity, change.field)}</th>
                <td>
                  <LongText text={changeValueText(t, locale, entry.entity, change.field, change.from)} lines={3} />
                </td>
                <td>
                  <LongText text={changeValueText(t, locale, entry.entity, change.field, change.to)} lines={3} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
}

/** The person filter: an autocomplete over the staff accounts and the resellers; the pick shows as a badge. */
function ActorFilter({ state, suggest }: { state: ListUrlState; suggest: Suggest }) {
  const { t } = useTranslation();
  const value = state.query.filters[AUDIT_URL_KEYS.actor];
  const badge = typeof value === 'string' ? toBadge(value) : null;
  return (
    <>
      <Autocomplete
        label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actorPlaceholder')}
        suggest={suggest}
        onPick={(s) => state.setFilter(AUDIT_URL_KEYS.actor, actorValue(s.id, s.label))}
      />
      {badge ? (
        <RemovableBadge
          intent="primary"
          text={t('audit.filters.actorBadge', { label: badge.label })}
          removeLabel={t('audit.filters.remove', { label: badge.label })}
          onRemove={() => state.setFilter(AUDIT_URL_KEYS.actor, undefined)}
        />
      ) : null}
    </>
  );
}

/**
 * The audit page (docs/screens.md#audit, docs/audit.md): every change the server recorded, newest
 * first, on the shared list (search, sort, sizes, paging); filters by record type, record number,
 * person, action and dates, all in the URL; each row opens to its field changes; CSV and XLSX
 * exports of the filtered rows. Staff only (the route's access and the server's).
 */
export function AuditListPage() {
  const { t } = useTranslation();
  const { audit, records } = useScreens();
  const { resellers } = useSuggestions();

  const controller = useListController<AuditEntry>({
    id: 'audit',
    load: (query, signal) => audit.list(toAuditQuery(query), signal),
    defaultSort: { field: 'at', order: 'desc' },
    pageSizes: PAGE_SIZES,
  });

  const suggestActors = useCallback<Suggest>(
    async (text) => {
      const [staff, sellers] = await Promise.all([
        records.users.list({ page: 1, size: 10, search: text, sort: { field: 'username', order: 'asc' } }),
        resellers(text),
      ]);
      return [...staff.items.map((u) => ({ id: u.id, label: u.username })), ...sellers];
    },
    [records, resellers],
  );

  const exportConfig = useMemo<ExportConfig<AuditExportProperty, AuditFilter, AuditEntry>>(
    () => ({
      properties: AUDIT_EXPORT_PROPERTIES,
      i18nPrefix: 'audit.export',
      columnProperties: { actor: ['actor', 'actingAs'], entity: ['entity', 'entityId'] },
      exporter: { execute: (query, type, properties) => audit.export(query, type, properties) },
    }),
    [audit],
  );

  const entityOptions = useMemo(
    () => AUDIT_ENTITIES.map((value) => ({ value, label: t(`audit.entities.${value}`) })),
    [t],
  );
  const actionOptions = useMemo(
    () => AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) })),
    [t],
  );

  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        key: 'at',
        labelKey: 'audit.fields.at',
        sortField: 'at',
        className: 'audit-at',
        oneLine: true,
        render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
      },
      {
        key: 'actor',
        labelKey: 'audit.fields.actor',
        sortField: 'actor',
        render: (e) => (
          <span className="audit-actor">
            <span>{e.actor.username}</span>
            {e.actor.role ? (
              <span className={Classes.TEXT_MUTED}>{t(`roles.${e.actor.role}`, { defaultValue: e.actor.role })}</span>
            ) : e.actor.id === null ? (
              <span className={Classes.TEXT_MUTED}>
                {/* docs/audit.md: a reset link asked for or used, with no session: the link, nobody named. */}
                {t(e.action === 'password-reset' ? 'audit.byResetLink' : 'audit.unknownActor')}
              </span>
            ) : null}
            {e.actingAs ? <span>{t('audit.actingAs', { name: e.actingAs.username })}</span> : null}
          </span>
        ),
      },
      {
        key: 'action',
        labelKey: 'audit.fields.action',
        sortField: 'action',
        render: (e) => t(`audit.actions.${e.action}`),
      },
      {
        key: 'entity',
        labelKey: 'audit.fields.record',
        sortField: 'entity',
        render: (e) => {
          const entity = t(`audit.entities.${e.entity}`);
          if (e.entityId === null) return entity;
          const text = t('audit.record', { entity, id: e.entityId });
          const page = RECORD_PAGES[e.entity];
          return page && e.action !== 'delete' ? <Link href={`${page}${e.entityId}`}>{text}</Link> : text;
        },
      },
      { key: 'changes', labelKey: 'audit.fields.changes', render: (e) => <Changes entry={e} /> },
    ],
    [t],
  );
  const exports = useListExport(exportConfig, controller, toAuditQuery, columns);

  return (
    <>
      <ListPage<AuditEntry>
        controller={controller}
        title={t('audit.title')}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={t('audit.empty')}
        noResultText={t('audit.noResult')}
        filters={(state) => (
          <div className="list-filters">
            <p className={`${Classes.TEXT_MUTED} audit-intro`}>{t('audit.intro')}</p>
            <div className="list-filters-row">
              <SelectFilter
                state={state}
                urlKey={AUDIT_URL_KEYS.entity}
                label={t('audit.filters.entity')}
                all={t('audit.filters.allEntities')}
                options={entityOptions}
              />
              <TextFilter
                state={state}
                urlKey={AUDIT_URL_KEYS.entityId}
                label={t('audit.filters.entityId')}
                className="audit-entity-id"
                clean={(text) => text.replace(/\D/g, '')}
                input={{ inputMode: 'numeric' }}
              />
              <ActorFilter state={state} suggest={suggestActors} />
              <SelectFilter
                state={state}
                urlKey={AUDIT_URL_KEYS.action}
                label={t('audit.filters.action')}
                all={t('audit.filters.allActions')}
                options={actionOptions}
              />
              <DateRangeFilter
                state={state}
                startKey={AUDIT_URL_KEYS.start}
                endKey={AUDIT_URL_KEYS.end}
                startLabel={t('audit.filters.start')}
                endLabel={t('audit.filters.end')}
                idPrefix="audit-filter"
              />
              <ResetFilters state={state} text={t('audit.filters.reset')} />
              <div className="list-filters-actions">{exports.buttons}</div>
            </div>
          </div>
        )}
      />
      {exports.dialog}
    </>
  );
}
