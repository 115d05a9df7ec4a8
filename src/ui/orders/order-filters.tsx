import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, ExportIcon, FilterRemoveIcon, SmallCrossIcon } from '@blueprintjs/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestResellers, SuggestScenarios } from '../../application/orders/orders.use-cases';
import { ORDERS } from '../../application/orders/orders.tokens';
import type { ExportType } from '../../domain/orders/order';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import { useInjected } from '../app/container-context';
import type { ListUrlState } from '../shared/list/use-list-url-state';
import { Autocomplete } from './autocomplete';
import { badgeValue, listOf, toBadge, URL_KEYS, type Badge } from './order-filters-url';
import { DateRangeFilter } from '../shared/list/date-range-filter';

function StatusPicker({ state }: { state: ListUrlState }) {
  const { t } = useTranslation();
  const chosen = listOf(state.query.filters?.[URL_KEYS.statuses]);
  const toggle = (id: string) =>
    state.setFilter(URL_KEYS.statuses, chosen.includes(id) ? chosen.filter((s) => s !== id) : [...chosen, id]);
  return (
    <div className="filter-field">
      <span className="filter-label" id="order-status-filter-label">
        {t('orders.filters.status')}
      </span>
      <PopoverNext
        placement="bottom-start"
        content={
          <fieldset className="status-picker" aria-labelledby="order-status-filter-label">
            {ORDER_STATUSES.map((id) => (
              <Checkbox
                key={id}
                label={t(`orders.status.${id}`)}
                checked={chosen.includes(String(id))}
                onChange={() => toggle(String(id))}
              />
            ))}
          </fieldset>
        }
      >
        <Button
          endIcon={<CaretDownIcon />}
          aria-labelledby="order-status-filter-label order-status-filter-value"
          text={
            <span id="order-status-filter-value">
              {chosen.length
                ? t('orders.filters.statusCount', { count: chosen.length })
                : t('orders.filters.allStatuses')}
            </span>
          }
        />
      </PopoverNext>
    </div>
  );
}

/** A filter's badge with its remove button, named in the user's language. */
function RemovableBadge({ text, onRemove, intent }: { text: string; onRemove: () => void; intent?: 'primary' }) {
  const { t } = useTranslation();
  return (
    <span className={`bp6-tag bp6-round filter-badge${intent ? ` bp6-intent-${intent}` : ''}`}>
      <span className="bp6-fill">{text}</span>
      <button
        type="button"
        className="bp6-tag-remove"
        aria-label={t('orders.filters.remove', { label: text })}
        onClick={onRemove}
      >
        <SmallCrossIcon />
      </button>
    </span>
  );
}

function Badges({
  state,
  urlKey,
  label,
  format = (badge) => badge.label,
}: {
  state: ListUrlState;
  urlKey: string;
  label: string;
  format?: (badge: Badge) => string;
}) {
  const values = listOf(state.query.filters?.[urlKey]);
  if (!values.length) return null;
  return (
    <ul className="filter-badges" aria-label={label}>
      {values.map((value) => {
        const badge = toBadge(value);
        const text = badge ? format(badge) : value;
        return (
          <li key={value}>
            <RemovableBadge
              intent="primary"
              text={text}
              onRemove={() =>
                state.setFilter(
                  urlKey,
                  values.filter((v) => v !== value),
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The order list's filters (SPEC 2): status multi-select, scenario and reseller autocompletes
 * adding removable badges, start and end dates, reset; with the export buttons for staff.
 */
export function OrderFilters({
  state,
  staff,
  onExport,
}: {
  state: ListUrlState;
  staff: boolean;
  onExport?: (type: ExportType) => void;
}) {
  const { t } = useTranslation();
  const suggestScenarios = useInjected<SuggestScenarios>(ORDERS.suggestScenarios);
  const suggestResellers = useInjected<SuggestResellers>(ORDERS.suggestResellers);
  const filters = state.query.filters ?? {};
  const add = (urlKey: string) => (badge: Badge) => {
    const values = listOf(filters[urlKey]);
    if (values.some((v) => toBadge(v)?.id === badge.id)) return;
    state.setFilter(urlKey, [...values, badgeValue(badge)]);
  };
  const scenarios = useCallback((text: string) => suggestScenarios.execute(text), [suggestScenarios]);
  const resellers = useCallback((text: string) => suggestResellers.execute(text), [suggestResellers]);
  const statuses = listOf(filters[URL_KEYS.statuses]);

  return (
    <div className="order-filters">
      <div className="order-filters-row">
        <StatusPicker state={state} />
        {staff ? (
          <>
            <Autocomplete
              label={t('orders.filters.scenario')}
              placeholder={t('orders.filters.scenarioPlaceholder')}
              suggest={scenarios}
              onPick={(s) => add(URL_KEYS.scenarios)({ id: s.id, label: s.label })}
            />
            <Autocomplete
              label={t('orders.filters.reseller')}
              placeholder={t('orders.filters.resellerPlaceholder')}
              suggest={resellers}
              onPick={(s) => add(URL_KEYS.resellers)({ id: s.id, label: s.label })}
            />
          </>
        ) : null}
        <DateRangeFilter
          state={state}
          startKey={URL_KEYS.start}
          endKey={URL_KEYS.end}
          startLabel={t('orders.filters.start')}
          endLabel={t('orders.filters.end')}
          idPrefix="order-filter"
        />
        <Button
          icon={<FilterRemoveIcon />}
          text={t('orders.filters.reset')}
          onClick={state.reset}
          className="filter-reset"
        />
        {onExport ? (
          <div className="order-export-buttons">
            <Button icon={<ExportIcon />} text={t('orders.export.csv')} onClick={() => onExport('csv')} />
            <Button icon={<ExportIcon />} text={t('orders.export.xlsx')} onClick={() => onExport('xlsx')} />
          </div>
        ) : null}
      </div>
      <div className="order-filters-badges">
        {statuses.length ? (
          <ul className="filter-badges" aria-label={t('orders.filters.status')}>
            {statuses.map((id) => (
              <li key={id}>
                <RemovableBadge
                  text={t(`orders.status.${id}`)}
                  onRemove={() =>
                    state.setFilter(
                      URL_KEYS.statuses,
                      statuses.filter((s) => s !== id),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Badges state={state} urlKey={URL_KEYS.scenarios} label={t('orders.filters.scenario')} />
        <Badges state={state} urlKey={URL_KEYS.resellers} label={t('orders.filters.reseller')} />
      </div>
    </div>
  );
}
