// The report's figures: the spec's four summary cards (Total Revenue, Confirmed Revenue, Pending Revenue,
// Total Reservations, with its captions), the ledger's two money figures beside them (booked revenue and
// cash collected, never mixed) with booked revenue's two parts (rooms, day visits), and the hotel figures
// with a one-line definition under each (lib/figure-text.ts).

import type { PeriodFiguresDto } from '@domain/api/reports';
import type { FinancialReportDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import {
  BadgeCheck,
  Banknote,
  ClipboardList,
  Hourglass,
  type LucideIcon,
  Scale,
  TrendingUp,
} from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { FIGURE_TEXT, type FigureKey } from '../lib/figure-text';
import { useReportsText } from '../messages';

const pesos = (amount: string) => formatPesos(amount, { cents: true });

type Summary = { key: FigureKey; icon: LucideIcon; value: string; tone: string; caption?: string };

/** The spec's cards. With a chosen period, Total Revenue is that period's: its caption says so. */
const specCards = (data: FinancialReportDto, allTime: boolean): Summary[] => [
  {
    key: 'totalRevenue',
    icon: TrendingUp,
    value: pesos(data.totalRevenue),
    tone: 'bg-secondary text-primary',
    caption: allTime ? undefined : 'Revenue of the chosen period',
  },
  {
    key: 'confirmedRevenue',
    icon: BadgeCheck,
    value: pesos(data.confirmedRevenue),
    tone: 'bg-lagoon/20 text-primary',
  },
  {
    key: 'pendingRevenue',
    icon: Hourglass,
    value: pesos(data.pendingRevenue),
    tone: 'bg-warning/12 text-warning',
  },
  {
    key: 'totalReservations',
    icon: ClipboardList,
    value: String(data.totalReservations),
    tone: 'bg-sand text-foreground',
  },
];

/** The ledger's two money figures: what was sold and what was paid. */
const ledgerCards = (data: FinancialReportDto): Summary[] => [
  {
    key: 'bookedRevenue',
    icon: Scale,
    value: pesos(data.figures.bookedRevenue),
    tone: 'bg-secondary text-primary',
  },
  {
    key: 'cashCollected',
    icon: Banknote,
    value: pesos(data.figures.cashCollected),
    tone: 'bg-success/12 text-success',
  },
];

const SummaryCard = ({ card, testId }: { card: Summary; testId: string }) => {
  const { key, icon: Icon, value, tone, caption } = card;
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-sans text-sm font-medium tracking-normal text-muted-foreground">
          {FIGURE_TEXT[key].label}
        </h3>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 font-display text-2xl font-semibold tabular-nums break-words sm:text-[1.7rem]">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{caption ?? FIGURE_TEXT[key].definition}</p>
    </Card>
  );
};

export const SummaryCards = ({ data, allTime }: { data: FinancialReportDto; allTime: boolean }) => (
  <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
    {specCards(data, allTime).map((card) => (
      <SummaryCard key={card.key} card={card} testId="summary-card" />
    ))}
  </div>
);

/** Booked revenue's parts: stays (rooms) and day visits, counted by the same rules, adding up to it. */
const REVENUE_PARTS = ['roomRevenue', 'dayVisitRevenue', 'addOnRevenue'] as const;

const RevenueSplit = ({ figures }: { figures: PeriodFiguresDto }) => {
  const { t } = useReportsText();
  return (
    <div className="rounded-xl border border-border/80 bg-background p-4" data-testid="revenue-split">
      <h4 className="text-sm font-semibold">{t('split.title')}</h4>
      <p className="text-xs text-muted-foreground">{t('split.hint')}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {REVENUE_PARTS.map((key) => (
          <div key={key} className="flex flex-col" data-testid={`figure-${key}`}>
            <dt className="text-sm font-medium text-muted-foreground">{t(`figures.${key}.label`)}</dt>
            <dd className="mt-1 font-display text-xl font-semibold tabular-nums break-words">
              {pesos(figures[key])}
            </dd>
            <dd className="mt-1 text-xs leading-snug text-muted-foreground">
              {t(`figures.${key}.definition`)}
            </dd>
          </div>
        ))}
      </dl>
      {/* a part of room revenue, not a third part of booked revenue: beside the split, never in its sum */}
      <p className="mt-3 border-t border-border/70 pt-3 text-sm" data-testid="figure-extraGuestCharges">
        <span className="font-medium text-muted-foreground">{t('figures.extraGuestCharges.label')}: </span>
        <span className="font-semibold tabular-nums">{pesos(figures.extraGuestCharges)}</span>
        <span className="block text-xs leading-snug text-muted-foreground">
          {t('figures.extraGuestCharges.definition')}
        </span>
      </p>
    </div>
  );
};

/** Booked revenue and cash collected, beside the spec's cards: never added together. */
export const LedgerCards = ({ data }: { data: FinancialReportDto }) => (
  <section aria-labelledby="ledger-cards-title" className="grid gap-3">
    <div>
      <h3 id="ledger-cards-title" className="text-lg font-semibold">
        Booked Revenue and Cash Collected
      </h3>
      <p className="text-sm text-muted-foreground">
        What the resort sold, night by night, and what guests paid, less refunds. The two are never added
        together.
      </p>
    </div>
    <div className="grid gap-4 sm:grid-cols-2">
      {ledgerCards(data).map((card) => (
        <SummaryCard key={card.key} card={card} testId="ledger-card" />
      ))}
    </div>
    <RevenueSplit figures={data.figures} />
  </section>
);

/** How each hotel figure is written. */
const HOTEL_FIGURES: [FigureKey, (f: PeriodFiguresDto) => string][] = [
  ['occupancyRate', (f) => `${f.occupancyRate.toFixed(1)}%`],
  ['adr', (f) => pesos(f.adr)],
  ['revpar', (f) => pesos(f.revpar)],
  [
    'roomNightsSold',
    (f) => `${f.roomNightsSold.toLocaleString('en-PH')} of ${f.roomNightsAvailable.toLocaleString('en-PH')}`,
  ],
  ['vatExemptSales', (f) => pesos(f.vatExemptSales)],
  ['seniorPwdDiscounts', (f) => pesos(f.seniorPwdDiscounts)],
  ['paymentsReceived', (f) => pesos(f.paymentsReceived)],
  ['refunds', (f) => pesos(f.refunds)],
  ['outstandingBalances', (f) => pesos(f.outstandingBalances)],
  ['refundsDue', (f) => pesos(f.refundsDue)],
  ['cancellations', (f) => f.cancellations.toLocaleString('en-PH')],
  ['noShows', (f) => f.noShows.toLocaleString('en-PH')],
];

/** The weather figures: what declared disruptions moved and refunded. */
const WEATHER_FIGURES: [FigureKey, (f: PeriodFiguresDto) => string][] = [
  ['weatherMoves', (f) => f.weatherMoves.toLocaleString('en-PH')],
  ['weatherMovedValue', (f) => pesos(f.weatherMovedValue)],
  ['weatherCancellations', (f) => f.weatherCancellations.toLocaleString('en-PH')],
  ['weatherRefunds', (f) => pesos(f.weatherRefunds)],
  ['weatherRefundsDue', (f) => pesos(f.weatherRefundsDue)],
];

const FigureGrid = (props: {
  title: string;
  testId: string;
  list: [FigureKey, (f: PeriodFiguresDto) => string][];
  figures: PeriodFiguresDto;
}) => (
  <Card className="p-5 sm:p-6" data-testid={props.testId}>
    <h3 className="text-lg font-semibold">{props.title}</h3>
    <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {props.list.map(([key, write]) => (
        <div
          key={key}
          className="flex flex-col rounded-xl border border-border/80 bg-background p-3.5"
          data-testid={`figure-${key}`}
        >
          <dt className="text-sm font-medium text-muted-foreground">{FIGURE_TEXT[key].label}</dt>
          <dd className="mt-1 font-display text-xl font-semibold tabular-nums break-words">
            {write(props.figures)}
          </dd>
          <dd className="mt-1 text-xs leading-snug text-muted-foreground">{FIGURE_TEXT[key].definition}</dd>
        </div>
      ))}
    </dl>
  </Card>
);

export const HotelFigures = ({ figures }: { figures: PeriodFiguresDto }) => (
  <FigureGrid title="Hotel Figures" testId="hotel-figures" list={HOTEL_FIGURES} figures={figures} />
);

export const WeatherFigures = ({ figures }: { figures: PeriodFiguresDto }) => (
  <FigureGrid title="Weather Disruptions" testId="weather-figures" list={WEATHER_FIGURES} figures={figures} />
);
