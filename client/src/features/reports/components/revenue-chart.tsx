// The monthly chart (spec section 2): two bars a month, booked revenue and cash collected
// (chart-legend.tsx names them), 20rem high, the axis in thousands ('₱12k'), a tooltip with both; clicking a
// month's bars selects it. Cash can dip below zero in a month of refunds, so the axis can too.
// This is the only file that imports Recharts, and it is loaded lazily, so the library is downloaded
// only when a chart is shown.

import { formatMonth } from '@domain/dates';
import { formatPesos, formatPesoThousands } from '@domain/money';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { type MonthRevenue, valueAxisTicks } from '../lib/report-view';
import { SERIES } from './chart-legend';

// Sunset coral outlines the month being looked at (the series' colours are in chart-legend.tsx).
const ACCENT = '#e8774f';
const GRID = '#e6ddcf';
const MUTED_TEXT = '#56676b';

type Point = MonthRevenue & { label: string; cashCollected: number };

const ChartTooltip = ({ active, payload }: TooltipContentProps) => {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-border bg-card px-3 py-2 text-sm shadow-lift">
      <p className="font-semibold">{point.label}</p>
      {SERIES.map((series) => (
        <p key={series.key} className="flex items-center gap-1.5 tabular-nums text-muted-foreground">
          <span className="size-2.5 rounded-sm" style={{ background: series.colour }} aria-hidden="true" />
          {series.name}:{' '}
          <span className="font-semibold text-foreground">
            {formatPesos(point[series.key], { cents: true })}
          </span>
        </p>
      ))}
      <p className="mt-0.5 text-xs text-muted-foreground">Click for details</p>
    </div>
  );
};

export default function RevenueChart({
  months,
  selected,
  onSelect,
}: {
  months: readonly MonthRevenue[];
  selected: string | null;
  onSelect: (month: string) => void;
}) {
  const data: Point[] = months.map((m) => ({
    ...m,
    cashCollected: m.cashCollected ?? 0,
    label: formatMonth(m.month),
  }));
  const values = data.flatMap((m) => [m.revenue, m.cashCollected]);
  const min = Math.min(...values, 0);
  const ticks = valueAxisTicks(min, Math.max(...values, 0));
  const select = (_bar: unknown, index: number) => {
    const month = months[index]?.month;
    if (month) onSelect(month);
  };
  return (
    <div className="h-80 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          barGap={2}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="4 4" vertical={false} stroke={GRID} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: GRID }}
            tick={{ fill: MUTED_TEXT, fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis
            ticks={ticks}
            domain={[ticks[0] ?? 0, ticks[ticks.length - 1] ?? 'auto']}
            tickFormatter={(value: number) =>
              value < 0 ? `-${formatPesoThousands(-value)}` : formatPesoThousands(value)
            }
            tickLine={false}
            axisLine={false}
            tick={{ fill: MUTED_TEXT, fontSize: 12 }}
            width={60}
          />
          {min < 0 ? <ReferenceLine y={0} stroke={MUTED_TEXT} /> : null}
          <Tooltip content={ChartTooltip} cursor={{ fill: 'rgb(94 196 196 / 0.14)' }} />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              maxBarSize={40}
              cursor="pointer"
              className={`revenue-bar-${series.key}`}
              onClick={select}
              shape={(props: BarShapeProps) => (
                <Rectangle
                  {...props}
                  radius={[6, 6, 0, 0]}
                  fill={series.colour}
                  stroke={months[props.index]?.month === selected ? ACCENT : undefined}
                  strokeWidth={months[props.index]?.month === selected ? 3 : 0}
                />
              )}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
