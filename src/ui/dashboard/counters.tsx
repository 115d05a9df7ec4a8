import { Card, Classes } from '@blueprintjs/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counter, DashboardCounters } from '../../domain/dashboard/dashboard';
import { counterChange } from '../../domain/dashboard/period-presets';
import { formatInteger, formatMoney, formatPercent, type Locale } from '../../domain/shared/format';

type CounterKey = keyof DashboardCounters;
type Kind = 'count' | 'money' | 'rate';

/** The counters of docs/screens.md#dashboard in display order, each with how its value reads. */
const COUNTERS: readonly (readonly [CounterKey, Kind])[] = [
  ['orders', 'count'],
  ['turnover', 'money'],
  ['averageOrderValue', 'money'],
  ['quotes', 'count'],
  ['quoteConversionRate', 'rate'],
  ['openCancellationRequests', 'count'],
  ['openNonConformities', 'count'],
  ['resaleMargin', 'money'],
];

function formatValue(value: number, kind: Kind, locale: Locale): string {
  if (kind === 'money') return formatMoney(value, locale);
  if (kind === 'rate') return formatPercent(value, locale);
  return formatInteger(value, locale);
}

/** ▲ +12 % (or ▲ +5 points for a rate), and the sentence a screen reader says instead. */
function Change({ counter, kind, locale }: { counter: Counter; kind: Kind; locale: Locale }) {
  const { t } = useTranslation();
  const change = counterChange(counter, kind === 'rate' ? 'points' : 'relative');
  let shown: string;
  let spoken: string;
  if (change.direction === 'flat') {
    shown = '=';
    spoken = t('dashboard.change.flat');
  } else if (change.direction === 'new') {
    shown = `▲ ${t('dashboard.change.newShort')}`;
    spoken = t('dashboard.change.new');
  } else {
    const sign = change.amount > 0 ? '+' : '−';
    const amount =
      kind === 'rate'
        ? t('dashboard.change.points', { value: `${sign}${formatInteger(Math.abs(change.amount * 100), locale)}` })
        : formatPercent(change.amount, locale, true);
    shown = `${change.direction === 'up' ? '▲' : '▼'} ${amount}`;
    spoken = t('dashboard.change.vsPrevious', { change: amount });
  }
  return (
    <p className={`counter-change counter-change--${change.direction}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </p>
  );
}

/** The period's counters as cards: value, change against the previous period, and that period's value. */
/** Rendered again only with other figures or another language: the page's own renders leave it as it is. */
export const Counters = memo(function Counters({ counters, locale }: { counters: DashboardCounters; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-counters-title">
      <h2 id="dashboard-counters-title" className="visually-hidden">
        {t('dashboard.counters.title')}
      </h2>
      <ul className="counters">
        {COUNTERS.map(([key, kind]) => {
          const counter = counters[key];
          if (!counter) return null;
          return (
            <li key={key}>
              <Card className="counter" data-counter={key}>
                <h3 className="counter-label" id={`counter-${key}`}>
                  {t(`dashboard.counters.${key}`)}
                </h3>
                <p className="counter-value">{formatValue(counter.value, kind, locale)}</p>
                <Change counter={counter} kind={kind} locale={locale} />
                <p className={`counter-previous ${Classes.TEXT_MUTED}`}>
                  {t('dashboard.counters.previous', { value: formatValue(counter.previous, kind, locale) })}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
