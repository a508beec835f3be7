// The four stat cards of GET /api/admin/stats: Total Revenue (this month), Occupancy Rate, Total Guests
// (all time) and Average Rating (one decimal, with a star); skeletons while loading.

import type { AdminStatsDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { BedDouble, type LucideIcon, Star, TrendingUp, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

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
  value: React.ReactNode;
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

export const StatsCards = ({
  stats,
  loading,
  failed,
}: {
  stats: AdminStatsDto | undefined;
  loading: boolean;
  failed: boolean;
}) => {
  const dash = failed ? '—' : '';
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={loading}>
      {loading ? (
        <span role="status" className="sr-only">
          Loading statistics…
        </span>
      ) : null}
      <StatCard
        icon={TrendingUp}
        label="Total Revenue"
        value={stats ? formatPesos(stats.totalRevenue) : dash}
        caption="This month"
        loading={loading}
        tone="bg-secondary text-primary"
      />
      <StatCard
        icon={BedDouble}
        label="Occupancy Rate"
        value={stats ? `${Math.round(stats.occupancyRate * 10) / 10}%` : dash}
        caption="Booked room-nights this month"
        loading={loading}
        tone="bg-lagoon/20 text-primary"
      />
      <StatCard
        icon={Users}
        label="Total Guests"
        value={stats ? stats.totalGuests.toLocaleString('en-PH') : dash}
        caption="All time"
        loading={loading}
        tone="bg-sand text-foreground"
      />
      <StatCard
        icon={Star}
        label="Average Rating"
        value={
          stats ? (
            <span className="inline-flex items-center gap-1.5">
              {stats.averageRating.toFixed(1)}
              <Star className="size-5 fill-coral text-coral" aria-hidden="true" />
              <span className="sr-only">out of 5 stars</span>
            </span>
          ) : (
            dash
          )
        }
        caption="Approved guest reviews"
        loading={loading}
        tone="bg-coral/15 text-accent"
      />
    </div>
  );
};
