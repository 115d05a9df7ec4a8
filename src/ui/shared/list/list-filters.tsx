import { Button, Checkbox, Classes } from '@blueprintjs/core';
import { Popover } from '../app-popover';
import { CaretDownIcon, SmallCrossIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, type Suggest } from './autocomplete';
import { DateRangeFilter } from './date-range-filter';
import { badgeValue, listOf, toBadge, URL_KEYS, type Badge } from './list-filters-url';
import type { ListUrlState } from './use-list-url-state';
import { ResetFilters } from './filter-fields';
import './list-filters.css';

/**
 * A popover of fields opens with the focus on its first field, not on Blueprint's focus trap and
 * content container, which took two extra Tabs before (docs/screens.md#common-list-behaviour).
 */
export const focusFirstField = (node: HTMLElement): void =>
  node
    .querySelector<HTMLElement>(
      'input:not([disabled]), button:not([disabled]), [role="menuitem"]:not([aria-disabled="true"])',
    )
    ?.focus();

export interface StatusOption {
  readonly value: string;
  readonly label: string;
}

/** Which filters a list shows, how they are named (`${i18nPrefix}.reseller`…) and what sits beside them. */
export interface ListFiltersProps {
  readonly state: ListUrlState;
  /** Holds status, allStatuses, statusCount, scenario, scenarioPlaceholder, reseller, resellerPlaceholder, start, end, reset, remove. */
  readonly i18nPrefix: string;
  /** Prefix of the fields' DOM ids. */
  readonly idPrefix: string;
  /** The statuses of the multi-select; absent, the list has no status filter. */
  readonly statuses?: readonly StatusOption[];
  /** The list filters by scenario, by reseller: their badges show, and the search fields ask these. */
  readonly scenarios?: Suggest;
  readonly resellers?: Suggest;
  /** The scenario and reseller search fields show (staff only); without them, a shared link's badges still show. */
  readonly pickers?: boolean;
  /** The scenario search field shows even without `pickers` (a reseller's orders: its scenarios). */
  readonly scenarioPicker?: boolean;
  readonly dates?: boolean;
  /** Buttons at the end of the row (exports). */
  readonly actions?: ReactNode;
}

function StatusPicker({
  state,
  statuses,
  i18nPrefix,
  idPrefix,
}: Pick<ListFiltersProps, 'state' | 'i18nPrefix' | 'idPrefix'> & { statuses: readonly StatusOption[] }) {
  const { t } = useTranslation();
  const chosen = listOf(state.query.filters?.[URL_KEYS.statuses]);
  const toggle = (id: string) =>
    state.setFilter(URL_KEYS.statuses, chosen.includes(id) ? chosen.filter((s) => s !== id) : [...chosen, id]);
  const labelId = `${idPrefix}-status-label`;
  const valueId = `${idPrefix}-status-value`;
  return (
    <div className="filter-field">
      <span className="filter-label" id={labelId}>
        {t(`${i18nPrefix}.status`)}
      </span>
      <Popover
        placement="bottom-start"
        onOpened={focusFirstField}
        content={<StatusChoices labelId={labelId} statuses={statuses} chosen={chosen} onToggle={toggle} />}
      >
        <Button
          endIcon={<CaretDownIcon />}
          aria-labelledby={`${labelId} ${valueId}`}
          text={
            <span id={valueId}>
              {chosen.length
                ? t(`${i18nPrefix}.statusCount`, { count: chosen.length })
                : t(`${i18nPrefix}.allStatuses`)}
            </span>
          }
        />
      </Popover>
    </div>
  );
}

/** The status picker's boxes: rendered only while its popover is open. */
function StatusChoices({
  labelId,
  statuses,
  chosen,
  onToggle,
}: {
  labelId: string;
  statuses: readonly StatusOption[];
  chosen: readonly string[];
  onToggle: (status: string) => void;
}) {
  return (
    <fieldset className="status-picker" aria-labelledby={labelId}>
      {statuses.map((status) => (
        <Checkbox
          key={status.value}
          label={status.label}
          checked={chosen.includes(status.value)}
          onChange={() => onToggle(status.value)}
        />
      ))}
    </fieldset>
  );
}

/**
 * A filter's badge with its remove button, named in the user's language: Blueprint's `Tag` markup built from its
 * class names, since `Tag`'s own remove button is always called 'Remove tag' and a `Tag` measures itself on every
 * render (docs/decisions.md#libraries).
 */
export function RemovableBadge({
  text,
  removeLabel,
  onRemove,
  intent,
}: {
  text: string;
  removeLabel: string;
  onRemove: () => void;
  intent?: 'primary';
}) {
  return (
    <span
      className={[Classes.TAG, Classes.ROUND, 'filter-badge', Classes.intentClass(intent)].filter(Boolean).join(' ')}
    >
      <span className={Classes.FILL}>{text}</span>
      <button type="button" className={Classes.TAG_REMOVE} aria-label={removeLabel} onClick={onRemove}>
        <SmallCrossIcon />
      </button>
    </span>
  );
}

/** The badges of one multi-valued filter, as a list named after the filter. */
function Badges({
  state,
  urlKey,
  label,
  i18nPrefix,
  intent,
  text,
}: {
  state: ListUrlState;
  urlKey: string;
  label: string;
  i18nPrefix: string;
  intent?: 'primary';
  text: (value: string) => string;
}) {
  const { t } = useTranslation();
  const values = listOf(state.query.filters?.[urlKey]);
  if (!values.length) return null;
  return (
    <ul className="filter-badges" aria-label={label}>
      {values.map((value) => (
        <li key={value}>
          <RemovableBadge
            intent={intent}
            text={text(value)}
            removeLabel={t(`${i18nPrefix}.remove`, { label: text(value) })}
            onRemove={() =>
              state.setFilter(
                urlKey,
                values.filter((v) => v !== value),
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

const badgeText = (value: string) => toBadge(value)?.label ?? value;

/**
 * The filters of the order and quote lists (docs/screens.md#orders, #quotes), kept in the URL: a status multi-select,
 * scenario and reseller autocompletes adding removable badges, start and end dates, reset.
 */
export function ListFilters({
  state,
  i18nPrefix,
  idPrefix,
  statuses,
  scenarios,
  resellers,
  pickers = true,
  scenarioPicker = pickers,
  dates = true,
  actions,
}: ListFiltersProps) {
  const { t } = useTranslation();
  const add = (urlKey: string) => (badge: Badge) => {
    const values = listOf(state.query.filters?.[urlKey]);
    if (values.some((v) => toBadge(v)?.id === badge.id)) return;
    state.setFilter(urlKey, [...values, badgeValue(badge)]);
  };
  const statusLabel = (value: string) => statuses?.find((s) => s.value === value)?.label ?? value;
  const label = (key: string) => t(`${i18nPrefix}.${key}`);

  return (
    <div className="list-filters">
      <div className="list-filters-row">
        {statuses ? (
          <StatusPicker state={state} statuses={statuses} i18nPrefix={i18nPrefix} idPrefix={idPrefix} />
        ) : null}
        {scenarios && scenarioPicker ? (
          <Autocomplete
            label={label('scenario')}
            placeholder={label('scenarioPlaceholder')}
            suggest={scenarios}
            onPick={(s) => add(URL_KEYS.scenarios)({ id: s.id, label: s.label })}
          />
        ) : null}
        {resellers && pickers ? (
          <Autocomplete
            label={label('reseller')}
            placeholder={label('resellerPlaceholder')}
            suggest={resellers}
            onPick={(s) => add(URL_KEYS.resellers)({ id: s.id, label: s.label })}
          />
        ) : null}
        {dates ? (
          <DateRangeFilter
            state={state}
            startKey={URL_KEYS.start}
            endKey={URL_KEYS.end}
            startLabel={label('start')}
            endLabel={label('end')}
            idPrefix={idPrefix}
          />
        ) : null}
        <ResetFilters state={state} text={label('reset')} />
        {actions ? <div className="list-filters-actions">{actions}</div> : null}
      </div>
      <div className="list-filters-badges">
        {statuses ? (
          <Badges
            state={state}
            urlKey={URL_KEYS.statuses}
            label={label('status')}
            i18nPrefix={i18nPrefix}
            text={statusLabel}
          />
        ) : null}
        {scenarios ? (
          <Badges
            state={state}
            urlKey={URL_KEYS.scenarios}
            label={label('scenario')}
            i18nPrefix={i18nPrefix}
            intent="primary"
            text={badgeText}
          />
        ) : null}
        {resellers ? (
          <Badges
            state={state}
            urlKey={URL_KEYS.resellers}
            label={label('reseller')}
            i18nPrefix={i18nPrefix}
            intent="primary"
            text={badgeText}
          />
        ) : null}
      </div>
    </div>
  );
}
