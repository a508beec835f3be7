// The financial report view (spec section 2), shown to receptionists and admins: a period (quick choices
// or any two days), the spec's four summary cards (Total Revenue, Confirmed Revenue, Pending Revenue, Total
// Reservations), beside them the two money figures that are never mixed (booked revenue, cash collected),
// the hotel figures, the Reservation Status Breakdown, the Monthly Revenue Trend chart with Export Report,
// the months' table and the month dialog.
// What each figure counts: docs/financial-report.md. The chart (and Recharts) loads only when shown.

import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingPlaceholders, SkeletonCard, Spinner } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { wasReported } from '@/lib/query-client';
import { useExportFinancialReport } from '../api/export-financial-report';
import { useFinancialReport } from '../api/get-financial-report';
import { periodLabel, type ReportRange } from '../lib/report-range';
import { GroupFigures } from './group-figures';
import { MonthDetailsDialog } from './month-details-dialog';
import { MonthlyChartCard } from './monthly-chart-card';
import { MonthlyFiguresTable } from './monthly-figures-table';
import { HotelFigures, LedgerCards, SummaryCards, WeatherFigures } from './report-figures';
import { ReportRangePicker } from './report-range-picker';
import { StatusBreakdown } from './status-breakdown';

export type ReportRole = 'receptionist' | 'admin';

const LOAD_FAILED_DEFAULT = 'An error occurred while loading the financial data.';

/** The server's sentence when it sent one, else the error's own message. */
const loadErrorMessage = (error: unknown) => {
  if (error instanceof ApiError) return error.serverMessage || error.message || LOAD_FAILED_DEFAULT;
  return error instanceof Error && error.message ? error.message : LOAD_FAILED_DEFAULT;
};

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

const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
    <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
      <AlertTriangle className="size-6" aria-hidden="true" />
    </span>
    <h3 className="text-lg font-semibold">Failed to Load Financial Report</h3>
    <p className="max-w-md text-sm text-muted-foreground">{loadErrorMessage(error)}</p>
    <Button variant="outline" size="sm" onClick={onRetry}>
      Try again
    </Button>
  </Card>
);

/** Export Report: the file downloads; a failure says so in a toast. */
const useReportExport = (range: ReportRange) => {
  const exportReport = useExportFinancialReport();
  const onExport = async () => {
    if (exportReport.isPending) return;
    try {
      await exportReport.mutateAsync(range);
      toast({ title: 'Success', description: 'Financial report exported successfully', variant: 'success' });
    } catch (error) {
      // a lost session or a refusal was already reported by the query cache
      if (wasReported(error)) return;
      toast({ title: 'Error', description: 'Failed to export financial report', variant: 'destructive' });
    }
  };
  return { onExport, exporting: exportReport.isPending };
};

export const FinancialReport = ({ role }: { role: ReportRole }) => {
  const { today } = useResortClock();
  const [range, setRange] = useState<ReportRange>({});
  const report = useFinancialReport(range);
  const { onExport, exporting } = useReportExport(range);
  const [month, setMonth] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const showMonth = (next: string) => {
    setMonth(next);
    setDetailsOpen(true);
  };
  const headingId = useId();
  // an earlier period's answer stays on screen while the new one loads
  const updating = report.isPlaceholderData || (report.isFetching && !report.isLoading);

  const data = report.data;
  const months = data?.revenueByMonth ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5"
      data-role={role}
      data-testid={data ? 'financial-report' : undefined}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold">
          Financial Report
        </h2>
        <p className="text-sm text-muted-foreground">
          Revenue counts the nights the resort sold; cash collected is what guests paid, less refunds.
        </p>
      </div>

      <ReportRangePicker range={range} today={today} onChange={setRange} updating={updating} />

      {report.isLoading ? (
        <FinancialReportSkeleton />
      ) : report.isError || !data ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <div className="grid gap-5" aria-busy={updating}>
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="report-period">
            <span className="text-muted-foreground">Period:</span> {periodLabel(data.period, range)}
            {updating ? <Spinner className="size-4" label="Updating the report" /> : null}
          </p>
          <SummaryCards data={data} allTime={!range.from} />
          <LedgerCards data={data} />
          <HotelFigures figures={data.figures} />
          <WeatherFigures figures={data.figures} />
          <GroupFigures groups={data.groups} />
          <StatusBreakdown report={data} />
          <MonthlyChartCard
            months={months}
            selected={detailsOpen ? month : null}
            onSelect={showMonth}
            onExport={onExport}
            exporting={exporting}
          />
          {data.months.length ? <MonthlyFiguresTable months={data.months} total={data.figures} /> : null}
        </div>
      )}

      <MonthDetailsDialog
        months={months}
        month={detailsOpen ? month : null}
        onClose={() => setDetailsOpen(false)}
      />
    </section>
  );
};
