import { Card, Classes, H2, HTMLTable } from '@blueprintjs/core';
import { AxisBottom, AxisLeft, type AxisScale, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import {
  useCallback,
  useDeferredValue,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export const CHART_HEIGHT = 260;
export const MARGIN = { top: 12, right: 12, bottom: 32, left: 64 } as const;

/**
 * A tick label as a plain svg text. visx's own Text measures every word it is given (one forced
 * layout each) so that it can wrap lines; a tick label is one short line and never wraps.
 */
function TickLabel({ x, y, dx, dy, fill, fontSize, fontFamily, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/** Axis styling that follows the theme: text and lines in the current colour (readable in dark mode). */
const AXIS_STYLE = {
  stroke: 'currentColor',
  tickStroke: 'currentColor',
  tickLabelProps: { fill: 'currentColor', fontSize: 11 },
  tickComponent: TickLabel,
} as const;

export const INNER_HEIGHT = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;

/** The drawing width inside the margins. */
export const innerWidthOf = (width: number): number => Math.max(width - MARGIN.left - MARGIN.right, 1);

/** A value axis from zero to `max` (at least 1), rounded to nice ticks. */
export const valueScale = (max: number) =>
  scaleLinear<number>({ domain: [0, Math.max(1, max)], range: [INNER_HEIGHT, 0], nice: true });
export type ValueScale = ReturnType<typeof valueScale>;

/** About five ticks of a value axis; whole numbers only for counts (0, 1, 2, 3, not 0, 0.5, 1…). */
export function valueTicks(y: ValueScale, integers: boolean): number[] {
  const ticks = y.ticks(5);
  return integers ? ticks.filter((v) => Number.isInteger(v)) : ticks;
}

/**
 * A chart's svg with its margins, grid and axes (hidden from screen readers: the bars, the slider and
 * the table say the figures), then the chart's own marks and its tooltip.
 */
export function Plot<X extends AxisScale>({
  id,
  width,
  x,
  xTicks,
  xFormat,
  y,
  yFormat,
  yIntegers = false,
  decoration,
  tip,
  children,
}: {
  id: string;
  width: number;
  x: X;
  xTicks: { readonly values?: readonly unknown[]; readonly count?: number };
  xFormat: (value: unknown) => string;
  y: ValueScale;
  yFormat: (value: number) => string;
  /** The values are counts: whole-number ticks only. */
  yIntegers?: boolean;
  decoration?: ReactNode;
  tip: ReactNode;
  children: ReactNode;
}) {
  const yTicks = valueTicks(y, yIntegers);
  return (
    <>
      <svg width={width} height={CHART_HEIGHT} role="group" aria-labelledby={`${id}-title`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <g aria-hidden="true">
            <GridRows scale={y} width={innerWidthOf(width)} tickValues={yTicks} className="chart-grid" />
            <AxisLeft scale={y} tickValues={yTicks} tickFormat={(v) => yFormat(Number(v))} {...AXIS_STYLE} />
            <AxisBottom
              top={INNER_HEIGHT}
              scale={x}
              tickValues={xTicks.values as never}
              numTicks={xTicks.count}
              tickFormat={(v) => xFormat(v)}
              {...AXIS_STYLE}
            />
            {decoration}
          </g>
          {children}
        </Group>
      </svg>
      {tip}
    </>
  );
}

/** Fewer tick labels on a narrow chart: every n-th band label so they never overlap (≈ 44 px each). */
export function everyNth(count: number, innerWidth: number): number {
  return Math.max(1, Math.ceil((count * 44) / Math.max(innerWidth, 1)));
}

/** A chart's figures as a table: its column headers and rows. */
export interface ChartTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart's card: its title, a responsive drawing area and the same figures as a table for screen
 * readers. The table is made (`table()`) only while its disclosure is open: closed, it renders
 * nothing (docs/performance.md#fast-on-a-phone).
 */
export function ChartCard({
  id,
  title,
  table,
  legend,
  children,
}: {
  id: string;
  title: string;
  table: () => ChartTable;
  legend?: ReactNode;
  children: (width: number) => ReactNode;
}) {
  const { t } = useTranslation();
  // Only the width follows the layout; each chart sets its own height.
  const { parentRef, width: measured } = useParentSize({
    debounceTime: 50,
    ignoreDimensions: ['height', 'top', 'left'],
  });
  // The size observer's answer renders at once, in one task; the chart it draws is built at low priority,
  // in slices of a few milliseconds (docs/performance.md, "Figures and rows render at low priority").
  const width = useDeferredValue(measured);
  const [tableOpen, setTableOpen] = useState(false);
  return (
    <Card className="chart-card" role="region" aria-labelledby={`${id}-title`}>
      <H2 id={`${id}-title`} className="chart-title">
        {title}
      </H2>
      {legend}
      <div className="chart-area" ref={parentRef}>
        {width > 0 ? children(width) : null}
      </div>
      <details className="chart-table" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{t('dashboard.charts.showTable')}</summary>
        {tableOpen ? <FiguresTable id={id} table={table()} /> : null}
      </details>
    </Card>
  );
}

function FiguresTable({ id, table }: { id: string; table: ChartTable }) {
  return (
    // A narrow screen scrolls the table sideways, not the page; the keyboard can scroll it too.
    <div className="chart-table-scroll" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
      <HTMLTable compact striped aria-labelledby={`${id}-title`}>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="numeric">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** What a bar's tooltip says, and where (relative to the chart area). */
export interface TipData {
  readonly text: string;
}

/**
 * One tooltip per chart, shown on hover and on keyboard focus: `tipFor(text, x, y)` gives an element's
 * handlers, x/y being where the tooltip points to when the element has the focus.
 */
export function useChartTip() {
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } = useTooltip<TipData>();
  const tipFor = useCallback(
    (text: string, x: number, y: number) => ({
      onMouseMove: (event: MouseEvent<SVGElement>) => {
        const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
        showTooltip({
          tooltipData: { text },
          tooltipLeft: box ? event.clientX - box.left : x,
          tooltipTop: box ? event.clientY - box.top : y,
        });
      },
      onMouseLeave: hideTooltip,
      onFocus: (_event: FocusEvent<SVGElement>) =>
        showTooltip({ tooltipData: { text }, tooltipLeft: x, tooltipTop: y }),
      onBlur: hideTooltip,
    }),
    [showTooltip, hideTooltip],
  );
  const tip =
    tooltipOpen && tooltipData ? (
      <TooltipWithBounds
        key={`${tooltipLeft}-${tooltipTop}`}
        left={tooltipLeft}
        top={tooltipTop}
        unstyled
        applyPositionStyle
        className={`chart-tooltip ${Classes.ELEVATION_2}`}
        aria-hidden="true"
      >
        {tooltipData.text}
      </TooltipWithBounds>
    ) : null;
  return { tipFor, tip, showTooltip, hideTooltip };
}

/**
 * A value of a chart's table that opens the same filtered order list as its bar, named as the bar is: on a
 * phone a bar can be narrower than a finger, and the table gives the same link as a target of 24 px
 * (WCAG 2.5.8's equivalent control).
 */
export function ChartLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link href={href} aria-label={label} className="chart-link">
      {children}
    </Link>
  );
}

/** A bar that opens a filtered order list: focusable, named, opened by click, Enter or Space. */
export function linkProps(label: string, open: () => void) {
  return {
    role: 'link',
    tabIndex: 0,
    'aria-label': label,
    className: 'chart-bar',
    onClick: open,
    onKeyDown: (event: KeyboardEvent<SVGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
  } as const;
}
