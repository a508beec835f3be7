// Monthly Revenue Trend (spec section 2): the chart of booked revenue and cash collected per month with the
// Export Report button, the month buttons under it (a keyboard's way to a month's details) and the empty
// state 'No revenue data available'.

import { formatMonth } from '@domain/dates';
import { formatPesoThousands } from '@domain/money';
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { MonthRevenue } from '../lib/report-view';
import { ChartLegend } from './chart-legend';

const RevenueChart = lazy(() => import('./revenue-chart'));

type MonthPickerProps = {
  months: readonly MonthRevenue[];
  selected: string | null;
  onSelect: (month: string) => void;
  headingId: string;
};

/** A button per month under the chart: a keyboard's way to a month's details. */
const MonthPicker = ({ months, selected, onSelect, headingId }: MonthPickerProps) => (
  <div className="mt-4 border-t border-border pt-4">
    <p className="mb-2 text-xs font-medium text-muted-foreground" id={`${headingId}-months`}>
      Months (booked revenue)
    </p>
    <ul className="flex flex-wrap gap-2" aria-labelledby={`${headingId}-months`}>
      {months.map((m) => (
        <li key={m.month}>
          <button
            type="button"
            onClick={() => onSelect(m.month)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors',
              selected === m.month
                ? 'border-accent bg-accent/10 text-foreground'
                : 'border-border bg-card hover:bg-muted',
            )}
          >
            {/* named by its visible text, so speech input can say what it shows (WCAG 2.5.3) */}
            <span className="sr-only">Revenue details for </span>
            {formatMonth(m.month)}{' '}
            <span className="tabular-nums text-muted-foreground">{formatPesoThousands(m.revenue)}</span>
          </button>
        </li>
      ))}
    </ul>
  </div>
);

export const MonthlyChartCard = ({
  months,
  selected,
  onSelect,
  onExport,
  exporting,
}: {
  months: readonly MonthRevenue[];
  selected: string | null;
  onSelect: (month: string) => void;
  onExport: () => void;
  exporting: boolean;
}) => {
  const headingId = useId();
  // no months only when nothing ever happened in the period (spec: 'No revenue data available')
  const shown = months.length > 0;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <h3 id={headingId} className="text-lg font-semibold">
              Monthly Revenue Trend
            </h3>
            <p className="text-sm text-muted-foreground">
              Booked revenue by night of stay, cash by payment day
              {shown ? ' · click a month for its details' : ''}
            </p>
            {shown ? <ChartLegend /> : null}
          </div>
          <Button variant="outline" size="sm" onClick={onExport} disabled={exporting} className="self-start">
            {exporting ? (
              <Spinner className="size-4" label="Exporting report" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Export Report
          </Button>
        </div>

        {shown ? (
          <>
            <div className="mt-5">
              <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                <RevenueChart months={months} selected={selected} onSelect={onSelect} />
              </Suspense>
            </div>
            <MonthPicker months={months} selected={selected} onSelect={onSelect} headingId={headingId} />
          </>
        ) : (
          <div className="mt-5 flex h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border text-center">
            <ChartNoAxesColumn className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium text-muted-foreground">No revenue data available</p>
          </div>
        )}
      </section>
    </Card>
  );
};
