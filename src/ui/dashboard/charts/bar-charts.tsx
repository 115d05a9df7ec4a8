import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthFigures, ScenarioFigures } from '../../../domain/dashboard/dashboard';
import { monthWithin } from '../../../domain/dashboard/period-presets';
import { ORDER_STATUSES, STATUS_COLOUR, type OrderStatusId } from '../../../domain/orders/order-status';
import {
  formatCompactMoney,
  formatInteger,
  formatMoney,
  formatMonth,
  type Locale,
} from '../../../domain/shared/format';
import { orderListHref } from '../order-links';
import type { ChartContext } from './chart-context';
import {
  CHART_HEIGHT,
  ChartCard,
  ChartLink,
  everyNth,
  INNER_HEIGHT,
  innerWidthOf,
  linkProps,
  MARGIN,
  Plot,
  useChartTip,
  valueScale,
  type ValueScale,
} from './chart-kit';

type ScaleBand<T extends string> = ReturnType<typeof scaleBand<T>>;

const monthTotal = (month: MonthFigures): number =>
  ORDER_STATUSES.reduce<number>((sum, status) => sum + (month.ordersByStatus[status] ?? 0), 0);

/** Month names for axes (short, with the year only when the period spans several) and for labels (long). */
function monthNames(months: readonly MonthFigures[], locale: Locale) {
  const years = new Set(months.map((m) => m.month.slice(0, 4)));
  return {
    short: (month: string) => formatMonth(month, locale, 'short', years.size > 1),
    long: (month: string) => formatMonth(month, locale, 'long', true),
  };
}

/** Band scale of the months and the ticks that fit the width. */
function monthScale(months: readonly MonthFigures[], innerWidth: number) {
  const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.2 });
  const step = everyNth(months.length, innerWidth);
  return { x, ticks: months.filter((_, i) => i % step === 0).map((m) => m.month) };
}

/**
 * The colour class of a status's segment: the colour of docs/rules.md#order-statuses, 'cancellation
 * requested' shaded apart from 'pending'.
 */
const segmentClass = (status: OrderStatusId) =>
  `status-fill status-fill--${STATUS_COLOUR[status]} status-fill-${status}`;

function StatusLegend({ statuses, ctx }: { statuses: readonly OrderStatusId[]; ctx: ChartContext }) {
  const { t } = useTranslation();
  return (
    <ul className="chart-legend" aria-label={t('dashboard.charts.legend')}>
      {statuses.map((status) => (
        <li key={status}>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" className={segmentClass(status)} />
          </svg>
          {ctx.statusName(status)}
        </li>
      ))}
    </ul>
  );
}

/** A chart of the period's months: a band per month, the bars `bars` draws, and the shared axes. */
function monthPlot(
  id: string,
  months: readonly MonthFigures[],
  names: ReturnType<typeof monthNames>,
  max: number,
  y: { readonly format: (value: number) => string; readonly integers: boolean },
  tip: ReactNode,
  bars: (x: ScaleBand<string>, y: ValueScale) => ReactNode,
) {
  return function draw(width: number) {
    const { x, ticks } = monthScale(months, innerWidthOf(width));
    const scale = valueScale(max);
    return (
      <Plot
        id={id}
        width={width}
        x={x}
        xTicks={{ values: ticks }}
        xFormat={(v) => names.short(String(v))}
        y={scale}
        yFormat={y.format}
        yIntegers={y.integers}
        tip={tip}
      >
        {bars(x, scale)}
      </Plot>
    );
  };
}

/** Orders per month, stacked by status; a segment opens the list of that month and status. */
export function OrdersByStatusChart({ months, ctx }: { months: readonly MonthFigures[]; ctx: ChartContext }) {
  const { t } = useTranslation();
  const { tipFor, tip } = useChartTip();
  const names = useMemo(() => monthNames(months, ctx.locale), [months, ctx.locale]);
  const statuses = useMemo(
    () => ORDER_STATUSES.filter((status) => months.some((m) => (m.ordersByStatus[status] ?? 0) > 0)),
    [months],
  );
  /**
   * Each month's statuses: the name and the order list of its segment, for its bar and its table's
   * cell alike, translated once per figures (not at every hover's render).
   */
  const labels = useMemo(() => {
    const out = new Map<string, { label: string; href: string }>();
    for (const m of months) {
      for (const status of statuses) {
        const count = m.ordersByStatus[status] ?? 0;
        if (!count) continue;
        out.set(`${m.month} ${status}`, {
          label: t('dashboard.charts.segment', {
            month: names.long(m.month),
            status: ctx.statusName(status),
            orders: ctx.orderCount(count),
          }),
          href: orderListHref({ period: monthWithin(m.month, ctx.period), status, reseller: ctx.reseller }),
        });
      }
    }
    return out;
  }, [months, statuses, names, ctx, t]);
  const segment = (m: MonthFigures, status: OrderStatusId) =>
    labels.get(`${m.month} ${status}`) ?? { label: '', href: '' };
  const segments = (x: ScaleBand<string>, y: ValueScale) =>
    months.map((m) => {
      let base = 0;
      const left = x(m.month) ?? 0;
      return (
        <g key={m.month}>
          {statuses.map((status) => {
            const count = m.ordersByStatus[status] ?? 0;
            if (!count) return null;
            const top = y(base + count);
            const height = y(base) - top;
            base += count;
            const { label, href } = segment(m, status);
            const open = () => ctx.open(href);
            return (
              <rect
                key={status}
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(height, 1)}
                {...linkProps(label, open)}
                className={`chart-bar ${segmentClass(status)}`}
                {...tipFor(label, MARGIN.left + left + x.bandwidth() / 2, MARGIN.top + top)}
              />
            );
          })}
        </g>
      );
    });
  return (
    <ChartCard
      id="chart-orders"
      title={t('dashboard.charts.ordersByStatus')}
      legend={<StatusLegend statuses={statuses} ctx={ctx} />}
      table={() => ({
        headers: [t('dashboard.charts.month'), ...statuses.map(ctx.statusName), t('dashboard.charts.total')],
        rows: months.map((m) => [
          names.long(m.month),
          ...statuses.map((s) => {
            const count = m.ordersByStatus[s] ?? 0;
            const text = formatInteger(count, ctx.locale);
            if (!count) return text;
            const { label, href } = segment(m, s);
            return (
              <ChartLink href={href} label={label}>
                {text}
              </ChartLink>
            );
          }),
          formatInteger(monthTotal(m), ctx.locale),
        ]),
      })}
    >
      {monthPlot(
        'chart-orders',
        months,
        names,
        Math.max(...months.map(monthTotal)),
        { format: (v) => formatInteger(v, ctx.locale), integers: true },
        tip,
        segments,
      )}
    </ChartCard>
  );
}

/** Turnover per month; a bar opens the list of that month's orders. */
export function TurnoverChart({ months, ctx }: { months: readonly MonthFigures[]; ctx: ChartContext }) {
  const { t } = useTranslation();
  const { tipFor, tip } = useChartTip();
  const names = useMemo(() => monthNames(months, ctx.locale), [months, ctx.locale]);
  /** Each month's name and the order list it opens, for its bar and its table's cell alike, translated once. */
  const labels = useMemo(
    () =>
      new Map(
        months.map((m) => [
          m.month,
          {
            label: t('dashboard.charts.monthBar', {
              month: names.long(m.month),
              turnover: formatMoney(m.turnover, ctx.locale),
              orders: ctx.orderCount(monthTotal(m)),
            }),
            href: orderListHref({ period: monthWithin(m.month, ctx.period), reseller: ctx.reseller }),
          },
        ]),
      ),
    [months, names, ctx, t],
  );
  const month = (m: MonthFigures) => labels.get(m.month) ?? { label: '', href: '' };
  const bars = (x: ScaleBand<string>, y: ValueScale) =>
    months.map((m) => {
      const left = x(m.month) ?? 0;
      const top = y(m.turnover);
      const { label, href } = month(m);
      const open = () => ctx.open(href);
      return (
        <rect
          key={m.month}
          x={left}
          y={top}
          width={x.bandwidth()}
          height={Math.max(INNER_HEIGHT - top, 1)}
          {...linkProps(label, open)}
          className="chart-bar turnover-fill"
          {...tipFor(label, MARGIN.left + left + x.bandwidth() / 2, MARGIN.top + top)}
        />
      );
    });
  return (
    <ChartCard
      id="chart-turnover"
      title={t('dashboard.charts.turnover')}
      table={() => ({
        headers: [t('dashboard.charts.month'), t('dashboard.charts.turnoverColumn'), t('dashboard.charts.orders')],
        rows: months.map((m) => [
          names.long(m.month),
          <ChartLink key="turnover" {...month(m)}>
            {formatMoney(m.turnover, ctx.locale)}
          </ChartLink>,
          formatInteger(monthTotal(m), ctx.locale),
        ]),
      })}
    >
      {monthPlot(
        'chart-turnover',
        months,
        names,
        Math.max(...months.map((m) => m.turnover)),
        { format: (v) => formatCompactMoney(v, ctx.locale), integers: false },
        tip,
        bars,
      )}
    </ChartCard>
  );
}

const ROW = 24;

/** The most ordered scenarios as horizontal bars, named above each bar; a bar opens the scenario's orders. */
export function TopScenariosChart({ scenarios, ctx }: { scenarios: readonly ScenarioFigures[]; ctx: ChartContext }) {
  const { t } = useTranslation();
  const { tipFor, tip } = useChartTip();
  const max = Math.max(1, ...scenarios.map((s) => s.orders));
  /** Each scenario's name and the order list it opens, for its bar and its table's cell alike, translated once. */
  const labels = useMemo(
    () =>
      new Map(
        scenarios.map((s) => [
          s.scenarioId,
          {
            label: t('dashboard.charts.scenarioBar', {
              name: s.name,
              orders: ctx.orderCount(s.orders),
              turnover: formatMoney(s.turnover, ctx.locale),
            }),
            href: orderListHref({
              period: ctx.period,
              scenario: { id: s.scenarioId, label: s.name },
              reseller: ctx.reseller,
            }),
          },
        ]),
      ),
    [scenarios, ctx, t],
  );
  const scenario = (s: ScenarioFigures) => labels.get(s.scenarioId) ?? { label: '', href: '' };
  return (
    <ChartCard
      id="chart-scenarios"
      title={t('dashboard.charts.topScenarios')}
      table={() => ({
        headers: [t('dashboard.charts.scenario'), t('dashboard.charts.orders'), t('dashboard.charts.turnoverColumn')],
        rows: scenarios.map((s) => [
          <ChartLink key="name" {...scenario(s)}>
            {s.name}
          </ChartLink>,
          formatInteger(s.orders, ctx.locale),
          formatMoney(s.turnover, ctx.locale),
        ]),
      })}
    >
      {(width) => {
        const innerWidth = width - 16;
        const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth] });
        return (
          <>
            <svg
              width={width}
              height={Math.max(CHART_HEIGHT, scenarios.length * ROW + 8)}
              role="group"
              aria-labelledby="chart-scenarios-title"
            >
              <Group left={8} top={4}>
                {scenarios.map((s, i) => {
                  const top = i * ROW;
                  const { label, href } = scenario(s);
                  const open = () => ctx.open(href);
                  return (
                    <g key={s.scenarioId}>
                      <text x={0} y={top + 10} fontSize={11} fill="currentColor" aria-hidden="true">
                        {s.name} — {formatInteger(s.orders, ctx.locale)}
                      </text>
                      <rect
                        x={0}
                        y={top + 13}
                        width={Math.max(x(s.orders), 2)}
                        height={8}
                        rx={2}
                        {...linkProps(label, open)}
                        className="chart-bar scenario-fill"
                        {...tipFor(label, 8 + x(s.orders), 4 + top + 13)}
                      />
                    </g>
                  );
                })}
              </Group>
            </svg>
            {tip}
          </>
        );
      }}
    </ChartCard>
  );
}
