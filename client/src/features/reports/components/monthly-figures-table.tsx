// Month by month: the hotel figures of each month of the period, then the period's own row (its ratios from
// the period's sums, as the server works them out). Scrolls sideways on a phone, the month column staying.

import type { MonthFiguresDto, PeriodFiguresDto } from '@domain/api/reports';
import { formatPesos } from '@domain/money';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { type Column, HeaderRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { FIGURE_TEXT } from '../lib/figure-text';
import { formatMonthLong } from '../lib/report-view';

const pesos = (amount: string) => formatPesos(amount, { cents: true });
const CELL = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
const FIRST = 'sticky left-0 bg-card px-4 py-2.5 text-left whitespace-nowrap';

const COLUMNS: readonly Column[] = [
  ['Month', FIRST],
  ['Booked Revenue', CELL],
  // the part of booked revenue sold as day visits (ADR and RevPAR leave it out)
  [FIGURE_TEXT.dayVisitRevenue.label, CELL],
  ['Cash Collected', CELL],
  ['Occupancy', CELL],
  ['ADR', CELL],
  ['RevPAR', CELL],
  ['Room-nights', CELL],
  ['Cancellations', CELL],
  ['No-shows', CELL],
];

const cells = (f: PeriodFiguresDto) => [
  pesos(f.bookedRevenue),
  pesos(f.dayVisitRevenue),
  pesos(f.cashCollected),
  `${f.occupancyRate.toFixed(1)}%`,
  pesos(f.adr),
  pesos(f.revpar),
  `${f.roomNightsSold} / ${f.roomNightsAvailable}`,
  String(f.cancellations),
  String(f.noShows),
];

/** One row of figures: its heading cell (a month, or the whole period), then the figures. */
const FiguresRow = ({
  heading,
  figures,
  className,
  headingClassName,
}: {
  heading: string;
  figures: PeriodFiguresDto;
  className: string;
  headingClassName: string;
}) => (
  <tr className={className}>
    <th scope="row" className={cn(FIRST, headingClassName)}>
      {heading}
    </th>
    {cells(figures).map((cell, index) => (
      <td key={COLUMNS[index + 1]?.[0]} className={CELL}>
        {cell}
      </td>
    ))}
  </tr>
);

export const MonthlyFiguresTable = ({
  months,
  total,
}: {
  months: readonly MonthFiguresDto[];
  total: PeriodFiguresDto;
}) => {
  const headingId = useId();
  return (
    <Card className="overflow-hidden">
      <div className="p-5 pb-3 sm:p-6 sm:pb-3">
        <h3 className="text-lg font-semibold" id={headingId}>
          Month by Month
        </h3>
        <p className="text-sm text-muted-foreground">
          Booked revenue by night of stay, cash by payment day (resort time).
        </p>
      </div>
      {/* focusable, so a keyboard can scroll it sideways on a narrow screen */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="overflow-x-auto" tabIndex={0} aria-labelledby={headingId}>
        <table className="w-full text-sm" data-testid="monthly-figures">
          <thead>
            <HeaderRow
              columns={COLUMNS}
              className="border-y border-border/70 bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase [&_th:first-child]:bg-muted"
            />
          </thead>
          <tbody>
            {months.map((m) => (
              <FiguresRow
                key={m.month}
                heading={formatMonthLong(m.month)}
                figures={m}
                className="border-b border-border/60"
                headingClassName="font-medium"
              />
            ))}
          </tbody>
          <tfoot>
            <FiguresRow
              heading="Whole period"
              figures={total}
              className="bg-secondary/40 font-semibold"
              headingClassName="bg-secondary"
            />
          </tfoot>
        </table>
      </section>
    </Card>
  );
};
