// Reservation Status Breakdown (spec section 2): how many reservations of the period have each status: the
// spec's five columns (pending, confirmed, checked in, completed, cancelled), then expired and no-show.

import type { FinancialReportDto } from '@domain/api-types';
import { RESERVATION_STATUSES, type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const STATUS_DOTS: Record<ReservationStatus, string> = {
  pending: 'bg-warning',
  confirmed: 'bg-primary',
  checked_in: 'bg-lagoon',
  completed: 'bg-success',
  cancelled: 'bg-destructive',
  expired: 'bg-destructive/60',
  no_show: 'bg-muted-foreground',
};

/** The spec's five columns; the two statuses added later sit in a row of their own under them. */
const SPEC_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
];
const OTHER_STATUSES = RESERVATION_STATUSES.filter((status) => !SPEC_STATUSES.includes(status));

const StatusCounts = (props: {
  statuses: readonly ReservationStatus[];
  report: FinancialReportDto;
  total: number;
  className: string;
}) => (
  <dl className={cn('grid gap-3', props.className)}>
    {props.statuses.map((status) => {
      const count = props.report.statusBreakdown[status] ?? 0;
      const share = props.total ? Math.round((count / props.total) * 100) : 0;
      return (
        <div key={status} className="rounded-xl border border-border/80 bg-background p-3.5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className={cn('size-2.5 shrink-0 rounded-full', STATUS_DOTS[status])} aria-hidden="true" />
            {STATUS_LABELS[status]}
          </dt>
          <dd className="mt-1 flex items-baseline gap-2">
            <span
              className="font-display text-3xl font-semibold tabular-nums"
              data-testid={`status-${status}`}
            >
              {count}
            </span>
            <span className="text-xs text-muted-foreground">{share}%</span>
          </dd>
        </div>
      );
    })}
  </dl>
);

export const StatusBreakdown = ({ report }: { report: FinancialReportDto }) => {
  const total = RESERVATION_STATUSES.reduce((sum, s) => sum + (report.statusBreakdown[s] ?? 0), 0);
  return (
    <Card className="p-5 sm:p-6" data-testid="status-breakdown">
      <h3 className="text-lg font-semibold">Reservation Status Breakdown</h3>
      <p className="text-sm text-muted-foreground">Reservations with a night in the period.</p>
      <StatusCounts
        statuses={SPEC_STATUSES}
        report={report}
        total={total}
        className="mt-4 grid-cols-2 sm:grid-cols-3 xl:grid-cols-5"
      />
      <StatusCounts
        statuses={OTHER_STATUSES}
        report={report}
        total={total}
        className="mt-3 grid-cols-2 sm:grid-cols-3 xl:grid-cols-5"
      />
    </Card>
  );
};
