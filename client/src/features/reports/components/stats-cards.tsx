// The stat cards of GET /api/admin/stats: the spec's four first (Total Revenue this month, which is the
// month's booked revenue; Occupancy Rate; Total Guests, all time; Average Rating, one decimal with a star),
// then beside them this month's cash collected (never added to revenue), ADR, RevPAR and outstanding
// balances. Each card says in one line what it counts (the words of the financial report,
// docs/financial-report.md); skeletons while loading, a dash when the read failed.

import type { AdminStatsDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import {
  Banknote,
  BedDouble,
  CircleDollarSign,
  Gauge,
  type LucideIcon,
  ReceiptText,
  Star,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FIGURE_TEXT } from '../lib/figure-text';

const StatCard = ({
  icon: Icon,
  label,
  value,
  caption,
  loading,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  caption: string;
  loading: boolean;
  tone: string;
}) => (
  <Card
    className="flex flex-col items-start gap-2 p-4 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-4 sm:p-5"
    data-testid="admin-stat-card"
  >
    <span
      className={`flex size-9 shrink-0 min-[480px]:size-11 items-center justify-center rounded-full ${tone}`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
    <div className="min-w-0 max-w-full">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      {loading ? (
        <Skeleton className="mt-1 h-8 w-24" />
      ) : (
        <p className="font-display text-2xl font-semibold tabular-nums leading-tight break-words sm:text-[1.7rem]">
          {value}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{caption}</p>
    </div>
  </Card>
);

type CardSpec = {
  icon: LucideIcon;
  label: string;
  value: (stats: AdminStatsDto) => ReactNode;
  caption: string;
  tone: string;
};

const pesos = (amount: string) => formatPesos(amount, { cents: true });
const thisMonth = (definition: string) => `This month · ${definition}`;

const CARDS: CardSpec[] = [
  {
    icon: TrendingUp,
    label: FIGURE_TEXT.totalRevenue.label,
    value: (s) => pesos(s.totalRevenue),
    caption: thisMonth('booked revenue: the value of the nights sold'),
    tone: 'bg-secondary text-primary',
  },
  {
    icon: BedDouble,
    label: FIGURE_TEXT.occupancyRate.label,
    value: (s) => `${s.occupancyRate.toFixed(1)}%`,
    caption: thisMonth('room-nights sold of those available'),
    tone: 'bg-lagoon/20 text-primary',
  },
  {
    icon: Users,
    label: 'Total Guests',
    value: (s) => s.totalGuests.toLocaleString('en-PH'),
    caption: 'All time · adults and kids who stayed or will',
    tone: 'bg-sand text-foreground',
  },
  {
    icon: Star,
    label: 'Average Rating',
    value: (s) => (
      <span className="inline-flex items-center gap-1.5">
        {s.averageRating.toFixed(1)}
        <Star className="size-5 fill-coral text-coral" aria-hidden="true" />
        <span className="sr-only">out of 5 stars</span>
      </span>
    ),
    caption: 'Approved guest reviews',
    tone: 'bg-coral/15 text-accent',
  },
  {
    icon: Banknote,
    label: FIGURE_TEXT.cashCollected.label,
    value: (s) => pesos(s.figures.cashCollected),
    caption: thisMonth('verified payments minus refunds'),
    tone: 'bg-success/12 text-success',
  },
  {
    icon: CircleDollarSign,
    label: FIGURE_TEXT.adr.label,
    value: (s) => pesos(s.figures.adr),
    caption: thisMonth('booked revenue per night sold'),
    tone: 'bg-secondary text-primary',
  },
  {
    icon: Gauge,
    label: FIGURE_TEXT.revpar.label,
    value: (s) => pesos(s.figures.revpar),
    caption: thisMonth('booked revenue per room-night available'),
    tone: 'bg-lagoon/20 text-primary',
  },
  {
    icon: ReceiptText,
    label: FIGURE_TEXT.outstandingBalances.label,
    value: (s) => pesos(s.figures.outstandingBalances),
    caption: 'Still owed today on this month’s stays',
    tone: 'bg-warning/12 text-warning',
  },
];

/** What the dashboard's statistics panels are given: the stats once loaded, and how loading went. */
export type StatsPanelProps = { stats: AdminStatsDto | undefined; loading: boolean; failed: boolean };

export const StatsCards = ({ stats, loading, failed }: StatsPanelProps) => (
  <div className="mt-6 grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={loading}>
    {loading ? (
      <span role="status" className="sr-only">
        Loading statistics…
      </span>
    ) : null}
    {CARDS.map((card) => (
      <StatCard
        key={card.label}
        icon={card.icon}
        label={card.label}
        value={stats ? card.value(stats) : failed ? '—' : ''}
        caption={card.caption}
        loading={loading}
        tone={card.tone}
      />
    ))}
  </div>
);
