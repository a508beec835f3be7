// 'Revenue Details - {month}' (spec section 2): the month's booked revenue and, beside it and never added
// to it, its cash collected; the month, its rank by booked revenue among the report's months, a bar
// relative to the highest month, and the hint to compare other bars.

import { formatMonth } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { Trophy } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { formatMonthLong, type MonthRevenue, monthDetail, rankLabel } from '../lib/report-view';

/** One of the month's two money figures, large. */
const BigFigure = ({
  label,
  amount,
  className,
  valueClassName,
}: {
  label: string;
  amount: number;
  className: string;
  valueClassName?: string;
}) => (
  <div className={cn('rounded-2xl p-5', className)}>
    <p className="text-sm font-medium text-muted-foreground">{label}</p>
    <p className={cn('font-display text-3xl font-semibold tabular-nums', valueClassName)}>
      {formatPesos(amount, { cents: true })}
    </p>
  </div>
);

export const MonthDetailsDialog = ({
  months,
  month,
  onClose,
}: {
  months: readonly MonthRevenue[];
  month: string | null;
  onClose: () => void;
}) => {
  const detail = month ? monthDetail(months, month) : null;
  return (
    <Dialog open={Boolean(detail)} onOpenChange={(open) => !open && onClose()}>
      {detail ? (
        <DialogContent data-testid="month-details">
          <DialogHeader>
            <DialogTitle>Revenue Details - {formatMonthLong(detail.month)}</DialogTitle>
            <DialogDescription>
              Total revenue is the month’s booked revenue: its nights of sold stays. Cash collected is the
              payments verified this month minus refunds.
            </DialogDescription>
          </DialogHeader>

          <div className="grid gap-3 sm:grid-cols-2">
            <BigFigure
              label="Total Revenue"
              amount={detail.revenue}
              className="bg-gradient-to-br from-secondary to-sand/60"
              valueClassName="text-primary"
            />
            {detail.cashCollected === undefined ? null : (
              <BigFigure
                label="Cash Collected"
                amount={detail.cashCollected}
                className="border border-border"
              />
            )}
          </div>

          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl border border-border p-3">
              <dt className="text-xs text-muted-foreground">Month</dt>
              <dd className="mt-0.5 font-semibold">{formatMonthLong(detail.month)}</dd>
            </div>
            <div className="rounded-xl border border-border p-3">
              <dt className="text-xs text-muted-foreground">Rank</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-semibold" data-testid="month-rank">
                {detail.rank === 1 ? (
                  <Trophy className="size-4 text-accent-hover" aria-hidden="true" />
                ) : null}
                {rankLabel(detail.rank, detail.monthCount)}
              </dd>
            </div>
          </dl>

          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">Booked revenue compared with the highest month</span>
              <span className="tabular-nums text-muted-foreground">{detail.percentOfBest}%</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${Math.max(detail.percentOfBest, detail.revenue > 0 ? 2 : 0)}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {detail.rank === 1
                ? 'This is the highest month in the report.'
                : `Highest: ${formatMonth(detail.best.month)} with ${formatPesos(detail.best.revenue, { cents: true })}.`}
            </p>
          </div>

          <p className="rounded-xl bg-muted/70 p-3 text-sm text-muted-foreground">
            Click on different bars to compare monthly revenue trends.
          </p>
        </DialogContent>
      ) : null}
    </Dialog>
  );
};
