import { Classes } from '@blueprintjs/core';
import { Select } from '../shared/app-select';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS } from '../../domain/dashboard/dashboard';
import { isPeriodPreset } from '../../domain/dashboard/period-presets';
import { formatDate } from '../../domain/shared/format';
import { Autocomplete } from '../shared/list/autocomplete';
import { DateRangeFilter } from '../shared/list/date-range-filter';
import { RemovableBadge } from '../shared/list/list-filters';
import { DASHBOARD_KEYS, type DashboardUrlState } from './use-dashboard-url';
import { useScreens } from '../app/use-cases';

/** The reseller filter of staff: an autocomplete, then the chosen reseller's removable badge. */
function ResellerFilter({ state }: { state: DashboardUrlState }) {
  const { t } = useTranslation();
  const suggestResellers = useScreens().orders.suggestResellers;
  const find = useCallback((text: string) => suggestResellers.execute(text), [suggestResellers]);
  return (
    <>
      <Autocomplete
        label={t('dashboard.filters.reseller')}
        placeholder={t('dashboard.filters.resellerPlaceholder')}
        suggest={find}
        onPick={(s) => state.setReseller({ id: s.id, label: s.label })}
      />
      <div className="dashboard-reseller" aria-live="polite">
        {state.reseller ? (
          <RemovableBadge
            intent="primary"
            text={state.reseller.label}
            removeLabel={t('dashboard.filters.removeReseller', { label: state.reseller.label })}
            onRemove={() => state.setReseller(null)}
          />
        ) : (
          <span className={Classes.TEXT_MUTED}>{t('dashboard.filters.allResellers')}</span>
        )}
      </div>
    </>
  );
}

/** The period (a preset or a custom range) and, for staff, the reseller; everything lives in the URL. */
export function PeriodPicker({ state, staff }: { state: DashboardUrlState; staff: boolean }) {
  const { t } = useTranslation();
  const { period } = state.query;
  return (
    <div
      className="list-filters-row dashboard-filters"
      role="group"
      aria-label={t('dashboard.filters.label')}
      data-tour="dashboard-period"
    >
      <div className="filter-field">
        <label className="filter-label" htmlFor="dashboard-preset">
          {t('dashboard.filters.period')}
        </label>
        <Select
          id="dashboard-preset"
          value={state.preset}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isPeriodPreset(value)) state.choosePreset(value);
            else state.setDay('from', period.start);
          }}
          options={[...PERIOD_PRESETS, 'custom' as const].map((preset) => ({
            value: preset,
            label: t(`dashboard.filters.presets.${preset}`),
          }))}
        />
      </div>
      <DateRangeFilter
        state={state.rangeState}
        startKey={DASHBOARD_KEYS.from}
        endKey={DASHBOARD_KEYS.to}
        startLabel={t('dashboard.filters.from')}
        endLabel={t('dashboard.filters.to')}
        idPrefix="dashboard-period"
        notApplied={t('dashboard.filters.notApplied', {
          from: formatDate(`${period.start}T00:00:00`),
          to: formatDate(`${period.end}T00:00:00`),
        })}
      />
      {staff ? <ResellerFilter state={state} /> : null}
    </div>
  );
}
