// The Monthly Revenue Trend bar chart (spec section 2): 20rem high, the axis in thousands ('₱12k'), a
// tooltip with the month's revenue; clicking a bar selects its month. This is the only file that imports
// Recharts, and it is loaded lazily, so the library is downloaded only when a report is shown.

import { formatMonth } from '@domain/dates';
import { formatPesos, formatPesoThousands } from '@domain/money';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { type MonthRevenue, revenueAxisTicks } from '../lib/report-view';

// The theme's colours (index.css): deep sea teal bars, sunset coral for the month being looked at.
const PRIMARY = '#0b5563';
const ACCENT = '#e8774f';
const GRID = '#e6ddcf';
const MUTED_TEXT = '#56676b';

type Point = MonthRevenue & { label: string };

const ChartTooltip = ({ active, payload }: TooltipContentProps) => {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-border bg-card px-3 py-2 text-sm shadow-lift">
      <p className="font-semibold">{point.label}</p>
      <p className="tabular-nums text-muted-foreground">
        Revenue:{' '}
        <span className="font-semibold text-foreground">{formatPesos(point.revenue, { cents: true })}</span>
      </p>
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
  const data: Point[] = months.map((m) => ({ ...m, label: formatMonth(m.month) }));
  const ticks = revenueAxisTicks(Math.max(...months.map((m) => m.revenue), 0));
  return (
    <div className="h-80 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
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
            domain={[0, ticks[ticks.length - 1] ?? 'auto']}
            tickFormatter={(value: number) => formatPesoThousands(value)}
            tickLine={false}
            axisLine={false}
            tick={{ fill: MUTED_TEXT, fontSize: 12 }}
            width={60}
          />
          <Tooltip content={ChartTooltip} cursor={{ fill: 'rgb(94 196 196 / 0.14)' }} />
          <Bar
            dataKey="revenue"
            name="Revenue"
            maxBarSize={64}
            cursor="pointer"
            onClick={(_bar, index) => {
              const month = months[index]?.month;
              if (month) onSelect(month);
            }}
            shape={(props: BarShapeProps) => (
              <Rectangle
                {...props}
                radius={[8, 8, 0, 0]}
                fill={months[props.index]?.month === selected ? ACCENT : PRIMARY}
              />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
