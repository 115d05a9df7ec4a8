import { localPoint } from '@visx/event';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CumulatedTurnoverPoint } from '../../../domain/dashboard/dashboard';
import { isoDay } from '../../../domain/dashboard/period-presets';
import { formatCompactMoney, formatDayShort, formatMoney, formatDate } from '../../../domain/shared/format';
import type { ChartContext } from './chart-context';
import { ChartCard, INNER_HEIGHT, innerWidthOf, MARGIN, Plot, useChartTip, valueScale } from './chart-kit';

/** The rows of the table alternative: every day of a short period, else the last day of each month. */
function tableDays(points: readonly CumulatedTurnoverPoint[]): readonly CumulatedTurnoverPoint[] {
  if (points.length <= 31) return points;
  return points.filter((p, i) => i === points.length - 1 || points[i + 1]?.date.slice(0, 7) !== p.date.slice(0, 7));
}

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1, PageUp: 7, PageDown: -7 };

/**
 * The period's cumulated turnover against the same days a year earlier. Hover, or focus the chart and
 * use the arrow keys (Home, End, Page up/down), to read any day's figures.
 */
export function CumulatedChart({ points, ctx }: { points: readonly CumulatedTurnoverPoint[]; ctx: ChartContext }) {
  const { t } = useTranslation();
  const { tip, showTooltip, hideTooltip } = useChartTip();
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(1, ...points.map((p) => Math.max(p.current, p.previousYear)));
  const today = isoDay(new Date());
  const elapsed = useMemo(() => points.filter((p) => p.date <= today), [points, today]);
  const describe = useMemo(
    () => (p: CumulatedTurnoverPoint) =>
      t('dashboard.charts.cumulatedPoint', {
        date: formatDate(`${p.date}T12:00:00`),
        current: formatMoney(p.current, ctx.locale),
        previous: formatMoney(p.previousYear, ctx.locale),
      }),
    [t, ctx.locale],
  );
  const legend = (
    <ul className="chart-legend" aria-label={t('dashboard.charts.legend')}>
      {(
        [
          ['line-current', 'dashboard.charts.current'],
          ['line-previous', 'dashboard.charts.previousYear'],
        ] as const
      ).map(([line, key]) => (
        <li key={line}>
          <svg width="18" height="10" aria-hidden="true">
            <line x1="0" x2="18" y1="5" y2="5" className={line} />
          </svg>
          {t(key)}
        </li>
      ))}
    </ul>
  );
  return (
    <ChartCard
      id="chart-cumulated"
      title={t('dashboard.charts.cumulated')}
      legend={legend}
      table={() => ({
        headers: [t('dashboard.charts.date'), t('dashboard.charts.current'), t('dashboard.charts.previousYear')],
        rows: tableDays(points).map((p) => [
          formatDate(`${p.date}T12:00:00`),
          formatMoney(p.current, ctx.locale),
          formatMoney(p.previousYear, ctx.locale),
        ]),
      })}
    >
      {(width) => {
        const innerWidth = innerWidthOf(width);
        const x = scaleLinear<number>({ domain: [0, Math.max(points.length - 1, 1)], range: [0, innerWidth] });
        const y = valueScale(max);
        const point = active === null ? undefined : points[active];
        const show = (index: number) => {
          const p = points[index];
          if (!p) return;
          setActive(index);
          showTooltip({
            tooltipData: { text: describe(p) },
            tooltipLeft: MARGIN.left + x(index),
            tooltipTop: MARGIN.top + y(p.current),
          });
        };
        const hide = () => {
          setActive(null);
          hideTooltip();
        };
        const onKeyDown = (event: KeyboardEvent<SVGRectElement>) => {
          const from = active ?? points.length - 1;
          let next: number | null = null;
          if (event.key in KEY_STEPS) next = from + (KEY_STEPS[event.key] ?? 0);
          else if (event.key === 'Home') next = 0;
          else if (event.key === 'End') next = points.length - 1;
          if (next === null) return;
          event.preventDefault();
          show(Math.min(points.length - 1, Math.max(0, next)));
        };
        const decoration = (
          <>
            <LinePath data={[...points]} x={(p) => x(p.day)} y={(p) => y(p.previousYear)} className="line-previous" />
            {/* The period's own line stops today: the days to come have no turnover yet, not a flat one. */}
            <LinePath data={elapsed} x={(p) => x(p.day)} y={(p) => y(p.current)} className="line-current" />
            {point ? (
              <>
                <Line
                  from={{ x: x(point.day), y: 0 }}
                  to={{ x: x(point.day), y: INNER_HEIGHT }}
                  className="chart-cursor"
                />
                <circle cx={x(point.day)} cy={y(point.current)} r={4} className="dot-current" />
                <circle cx={x(point.day)} cy={y(point.previousYear)} r={4} className="dot-previous" />
              </>
            ) : null}
          </>
        );
        return (
          <Plot
            id="chart-cumulated"
            width={width}
            x={x}
            xTicks={{ count: Math.max(2, Math.min(6, Math.floor(innerWidth / 70))) }}
            xFormat={(v) => {
              const p = points[Math.round(Number(v))];
              return p ? formatDayShort(p.date, ctx.locale) : '';
            }}
            y={y}
            yFormat={(v) => formatCompactMoney(v, ctx.locale)}
            decoration={decoration}
            tip={tip}
          >
            <rect
              width={innerWidth}
              height={INNER_HEIGHT}
              className="chart-overlay"
              role="slider"
              tabIndex={0}
              aria-label={t('dashboard.charts.cumulatedHelp')}
              aria-valuemin={0}
              aria-valuemax={points.length - 1}
              aria-valuenow={active ?? points.length - 1}
              aria-valuetext={
                points.length ? describe(points[active ?? points.length - 1] as CumulatedTurnoverPoint) : ''
              }
              onMouseMove={(event) => {
                const at = localPoint(event);
                if (at) show(Math.round(x.invert(at.x - MARGIN.left)));
              }}
              onMouseLeave={hide}
              onFocus={() => show(active ?? points.length - 1)}
              onBlur={hide}
              onKeyDown={onKeyDown}
            />
          </Plot>
        );
      }}
    </ChartCard>
  );
}
