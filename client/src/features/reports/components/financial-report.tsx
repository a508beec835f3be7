// The financial report view (spec section 2), shown to receptionists and admins: four summary cards, the
// Reservation Status Breakdown, the Monthly Revenue Trend chart with Export Report, and the month dialog.
// What each figure counts: docs/financial-report.md. The chart (and Recharts) loads only when shown.

import type { FinancialReportDto } from '@domain/api-types';
import { formatMonth } from '@domain/dates';
import { formatPesos, formatPesoThousands } from '@domain/money';
import { RESERVATION_STATUSES, type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import {
  AlertTriangle,
  ChartNoAxesColumn,
  CircleCheck,
  ClipboardList,
  Download,
  Hourglass,
  type LucideIcon,
  TrendingUp,
} from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BusyIcon, LoadingPlaceholders, Skeleton, SkeletonCard } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { wasReported } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { useExportFinancialReport } from '../api/export-financial-report';
import { useFinancialReport } from '../api/get-financial-report';
import { MonthDetailsDialog } from './month-details-dialog';

const RevenueChart = lazy(() => import('./revenue-chart'));

export type ReportRole = 'receptionist' | 'admin';

const LOAD_FAILED_DEFAULT = 'An error occurred while loading the financial data.';

const STATUS_DOTS: Record<ReservationStatus, string> = {
  pending: 'bg-warning',
  confirmed: 'bg-primary',
  checked_in: 'bg-lagoon',
  completed: 'bg-success',
  cancelled: 'bg-destructive',
  expired: 'bg-destructive/60',
  no_show: 'bg-muted-foreground',
};

/** The server's sentence when it sent one, else the error's own message. */
const loadErrorMessage = (error: unknown) => {
  if (error instanceof ApiError) return error.serverMessage || error.message || LOAD_FAILED_DEFAULT;
  return error instanceof Error && error.message ? error.message : LOAD_FAILED_DEFAULT;
};

type Summary = { icon: LucideIcon; title: string; value: string; caption: string; tone: string };

/** The four figures above the breakdown, in their order on the page. */
const summaryCards = (data: FinancialReportDto): Summary[] => [
  {
    icon: TrendingUp,
    title: 'Booked Revenue',
    value: formatPesos(data.figures.bookedRevenue, { cents: true }),
    caption: 'Value of the nights sold',
    tone: 'bg-secondary text-primary',
  },
  {
    icon: CircleCheck,
    title: 'Cash Collected',
    value: formatPesos(data.figures.cashCollected, { cents: true }),
    caption: 'Verified payments minus refunds',
    tone: 'bg-success/12 text-success',
  },
  {
    icon: Hourglass,
    title: 'Pending Revenue',
    value: formatPesos(data.pendingRevenue, { cents: true }),
    caption: 'Awaiting confirmation',
    tone: 'bg-warning/12 text-warning',
  },
  {
    icon: ClipboardList,
    title: 'Total Reservations',
    value: String(data.totalReservations),
    caption: 'All bookings',
    tone: 'bg-sand text-foreground',
  },
];

const SummaryCard = ({ icon: Icon, title, value, caption, tone }: Summary) => (
  <Card className="p-5" data-testid="summary-card">
    <div className="flex items-start justify-between gap-3">
      <h3 className="font-sans text-sm font-medium tracking-normal text-muted-foreground">{title}</h3>
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </div>
    <p className="mt-1 font-display text-2xl font-semibold tabular-nums break-words sm:text-[1.7rem]">
      {value}
    </p>
    <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
  </Card>
);

/** Loading: four placeholder cards. */
export const FinancialReportSkeleton = () => (
  <LoadingPlaceholders
    label="Loading the financial report…"
    count={4}
    className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    data-testid="report-loading"
  >
    <SkeletonCard className="grid gap-3 p-5" bars={['h-4 w-28', 'h-8 w-36', 'h-3 w-24']} />
  </LoadingPlaceholders>
);

const StatusBreakdown = ({ report }: { report: FinancialReportDto }) => {
  const total = RESERVATION_STATUSES.reduce((sum, s) => sum + (report.statusBreakdown[s] ?? 0), 0);
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold">Reservation Status Breakdown</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {RESERVATION_STATUSES.map((status) => {
          const count = report.statusBreakdown[status] ?? 0;
          const share = total ? Math.round((count / total) * 100) : 0;
          return (
            <div key={status} className="rounded-xl border border-border/80 bg-background p-3.5">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <span className={cn('size-2.5 rounded-full', STATUS_DOTS[status])} aria-hidden="true" />
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
    </Card>
  );
};

export const FinancialReport = ({ role }: { role: ReportRole }) => {
  const report = useFinancialReport();
  const exportReport = useExportFinancialReport();
  const [month, setMonth] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const showMonth = (next: string) => {
    setMonth(next);
    setDetailsOpen(true);
  };
  const headingId = useId();
  const chartHeadingId = useId();

  const onExport = async () => {
    if (exportReport.isPending) return;
    try {
      await exportReport.mutateAsync();
      toast({ title: 'Success', description: 'Financial report exported successfully', variant: 'success' });
    } catch (error) {
      // a lost session or a refusal was already reported by the query cache
      if (wasReported(error)) return;
      toast({ title: 'Error', description: 'Failed to export financial report', variant: 'destructive' });
    }
  };

  const heading = (
    <div>
      <h2 id={headingId} className="text-2xl font-semibold">
        Financial Report
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Booking values of every reservation; revenue leaves out cancelled bookings.
        {role === 'admin' ? ' Collected payments are in the reservations export.' : ''}
      </p>
    </div>
  );

  if (report.isLoading)
    return (
      <section aria-labelledby={headingId} className="grid gap-5" data-role={role}>
        {heading}
        <FinancialReportSkeleton />
      </section>
    );

  if (report.isError || !report.data)
    return (
      <section aria-labelledby={headingId} className="grid gap-5" data-role={role}>
        {heading}
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">Failed to Load Financial Report</h3>
          <p className="max-w-md text-sm text-muted-foreground">{loadErrorMessage(report.error)}</p>
          <Button variant="outline" size="sm" onClick={() => report.refetch()}>
            Try again
          </Button>
        </Card>
      </section>
    );

  const data = report.data;
  const months = data.revenueByMonth;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5"
      data-role={role}
      data-testid="financial-report"
    >
      {heading}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {summaryCards(data).map((card) => (
          <SummaryCard key={card.title} {...card} />
        ))}
      </div>

      <StatusBreakdown report={data} />

      <Card className="p-5 sm:p-6">
        <section aria-labelledby={chartHeadingId}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 id={chartHeadingId} className="text-lg font-semibold">
                Monthly Revenue Trend
              </h3>
              <p className="text-sm text-muted-foreground">
                By check-in month{months.length ? ' · click a bar for its details' : ''}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={onExport}
              disabled={exportReport.isPending}
              className="self-start"
            >
              <BusyIcon busy={exportReport.isPending} icon={Download} label="Exporting report" />
              Export Report
            </Button>
          </div>

          {months.length ? (
            <>
              <div className="mt-5">
                <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                  <RevenueChart months={months} selected={month} onSelect={showMonth} />
                </Suspense>
              </div>
              <div className="mt-4 border-t border-border pt-4">
                <p className="mb-2 text-xs font-medium text-muted-foreground" id={`${chartHeadingId}-months`}>
                  Months
                </p>
                <ul className="flex flex-wrap gap-2" aria-labelledby={`${chartHeadingId}-months`}>
                  {months.map((m) => (
                    <li key={m.month}>
                      <button
                        type="button"
                        onClick={() => showMonth(m.month)}
                        className={cn(
                          'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors',
                          month === m.month
                            ? 'border-accent bg-accent/10 text-foreground'
                            : 'border-border bg-card hover:bg-muted',
                        )}
                      >
                        {/* named by its visible text, so speech input can say what it shows (WCAG 2.5.3) */}
                        <span className="sr-only">Revenue details for </span>
                        {formatMonth(m.month)}{' '}
                        <span className="tabular-nums text-muted-foreground">
                          {formatPesoThousands(m.revenue)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : (
            <div className="mt-5 flex h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border text-center">
              <ChartNoAxesColumn className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm font-medium text-muted-foreground">No revenue data available</p>
            </div>
          )}
        </section>
      </Card>

      <MonthDetailsDialog
        months={months}
        month={detailsOpen ? month : null}
        onClose={() => setDetailsOpen(false)}
      />
    </section>
  );
};
