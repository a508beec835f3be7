// Analytics (spec section 2): the monthly chart of GET /api/admin/stats, all time: booked revenue and cash
// collected side by side, never added together. Clicking a month opens its details: booked revenue, cash
// collected, rank by booked revenue and a bar relative to the highest month. The chart and the dialog are
// the financial report's own, so both views read the same way.

import { formatMonth } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { ChartNoAxesColumn, Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FIGURE_TEXT } from '../lib/figure-text';
import { rankMonths } from '../lib/report-view';
import { ChartLegend } from './chart-legend';
import { MonthDetailsDialog } from './month-details-dialog';
import type { StatsPanelProps } from './stats-cards';

// Recharts loads only with the chart
const RevenueChart = lazy(() => import('./revenue-chart'));

type Months = NonNullable<StatsPanelProps['stats']>['revenueByMonth'];

/** All time: booked revenue, cash collected, the best month and the monthly average. */
const AllTimeFigures = ({
  months,
  best,
}: {
  months: Months;
  best: ReturnType<typeof rankMonths>[number] | undefined;
}) => {
  const total = months.reduce((sum, m) => sum + m.revenue, 0);
  const cash = months.reduce((sum, m) => sum + m.cashCollected, 0);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card className="p-4">
        <dt className="text-sm text-muted-foreground">{FIGURE_TEXT.bookedRevenue.label}, all time</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums break-words">{formatPesos(total)}</dd>
      </Card>
      <Card className="p-4">
        <dt className="text-sm text-muted-foreground">{FIGURE_TEXT.cashCollected.label}, all time</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums break-words">
          {formatPesos(Math.round(cash * 100) / 100)}
        </dd>
      </Card>
      <Card className="p-4">
        <dt className="text-sm text-muted-foreground">Best month</dt>
        <dd className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Trophy className="size-5 text-coral" aria-hidden="true" />
          {best ? formatMonth(best.month) : '—'}
        </dd>
      </Card>
      <Card className="p-4">
        <dt className="text-sm text-muted-foreground">Booked revenue, monthly average</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums break-words">
          {formatPesos(Math.round((total / months.length) * 100) / 100)}
        </dd>
      </Card>
    </dl>
  );
};

type ChartAreaProps = Pick<StatsPanelProps, 'loading' | 'failed'> & {
  months: Months;
  selected: string | null;
  onSelect: (month: string) => void;
};

/** The chart, or its skeleton, failure or "no data" in its place. */
const ChartArea = ({ loading, failed, months, selected, onSelect }: ChartAreaProps) => {
  if (loading) return <Skeleton className="h-80 w-full" />;
  if (failed)
    return (
      <p role="alert" className="flex h-48 items-center justify-center text-sm text-destructive">
        Failed to load analytics
      </p>
    );
  if (months.length > 0)
    return (
      <Suspense fallback={<Skeleton className="h-80 w-full" />}>
        <RevenueChart months={months} selected={selected} onSelect={onSelect} />
      </Suspense>
    );
  return (
    <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border text-center">
      <ChartNoAxesColumn className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium text-muted-foreground">No revenue data available</p>
    </div>
  );
};

/** A button per month, best first, each opening that month's details. */
const MonthButtons = ({
  ranked,
  onSelect,
}: {
  ranked: ReturnType<typeof rankMonths>;
  onSelect: (month: string) => void;
}) => (
  <ul className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4" aria-label="Months">
    {ranked.map((m) => (
      <li key={m.month}>
        <button
          type="button"
          onClick={() => onSelect(m.month)}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-card px-3 text-xs font-medium hover:bg-muted"
        >
          {/* named by its visible text, so speech input can say what it shows (WCAG 2.5.3) */}
          <span className="sr-only">Revenue details for </span>
          {formatMonth(m.month)} <span className="text-muted-foreground">#{m.rank}</span>
        </button>
      </li>
    ))}
  </ul>
);

export default function AnalyticsPanel({ stats, loading, failed }: StatsPanelProps) {
  const [month, setMonth] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const months = stats?.revenueByMonth ?? [];
  const ranked = rankMonths(months);
  const best = ranked.find((m) => m.rank === 1);
  const shown = months.length > 0;
  const show = (next: string) => {
    setMonth(next);
    setOpen(true);
  };

  return (
    <section aria-labelledby="analytics-heading" className="grid gap-5">
      <div>
        <h2 id="analytics-heading" className="text-2xl font-semibold">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Booked revenue (nights sold) and cash collected (payments minus refunds) per month, all time; click
          a month to see how it ranks.
        </p>
      </div>

      {shown ? <AllTimeFigures months={months} best={best} /> : null}

      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold">Monthly Revenue</h3>
        <p className="text-sm text-muted-foreground">
          Hover or tap a bar for the month's figures; click it for details.
        </p>
        {shown ? (
          <div className="mt-2">
            <ChartLegend />
          </div>
        ) : null}
        <div className="mt-5">
          <ChartArea
            loading={loading}
            failed={failed}
            months={months}
            selected={open ? month : null}
            onSelect={show}
          />
        </div>
        {shown ? <MonthButtons ranked={ranked} onSelect={show} /> : null}
      </Card>

      <MonthDetailsDialog months={months} month={open ? month : null} onClose={() => setOpen(false)} />
    </section>
  );
}
