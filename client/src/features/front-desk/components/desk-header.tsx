// The receptionist dashboard's header: the resort's day, the greeting, Walk-in Customer (and Back to
// Admin Dashboard for admins) and the three stat cards.

import { formatDay } from '@domain/dates';
import { ArrowLeft, BedDouble, CalendarClock, ClipboardList, type LucideIcon, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { type AuthUser, EditOwnNameButton } from '@/features/auth';
import { type frontDeskStats, staffGreeting } from '../lib/front-desk-view';

/** Phone: icon, label and caption, the number on the right. Wider: the number under the label. */
const StatCard = ({
  icon,
  label,
  value,
  caption,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  caption: string;
}) => (
  <Card
    className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:p-5"
    data-testid="stat-card"
  >
    <IconBadge icon={icon} className="row-span-2 size-10 sm:row-span-3 sm:size-11" iconClassName="size-5" />
    <p className="col-start-2 row-start-1 text-sm font-medium text-muted-foreground">{label}</p>
    <div className="col-start-3 row-span-2 row-start-1 sm:col-start-2 sm:row-span-1 sm:row-start-2">
      {value === undefined ? (
        <Skeleton className="h-8 w-12" />
      ) : (
        <p className="font-display text-3xl font-semibold tabular-nums leading-tight">{value}</p>
      )}
    </div>
    <p className="col-start-2 row-start-2 truncate text-xs text-muted-foreground sm:row-start-3">{caption}</p>
  </Card>
);

export const DeskHeader = ({
  user,
  today,
  stats,
  arrivingLeaving,
  onWalkIn,
}: {
  user: AuthUser;
  today: string;
  /** Undefined while the reservations load. */
  stats: ReturnType<typeof frontDeskStats> | undefined;
  /** Today's arrivals and departures over every reservation (not just the search's). */
  arrivingLeaving: { arriving: number; leaving: number } | undefined;
  onWalkIn: () => void;
}) => (
  <section className="border-b border-border/70 bg-gradient-to-br from-secondary via-background to-sand/60">
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">
            Front Desk · {formatDay(today, 'long')}
          </p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Receptionist Dashboard</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">
            Welcome, {staffGreeting(user)}. Arrivals, departures, guests in house and payments, all in one
            place.
          </p>
          <EditOwnNameButton user={user} />
        </div>
        <div className="flex flex-col gap-2 min-[480px]:flex-row md:shrink-0">
          {user.role === 'admin' ? (
            <LinkButton href="/admin-dashboard" icon={ArrowLeft} variant="outline">
              Back to Admin Dashboard
            </LinkButton>
          ) : null}
          <Button variant="accent" onClick={onWalkIn}>
            <UserPlus aria-hidden="true" /> Walk-in Customer
          </Button>
        </div>
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <StatCard
          icon={CalendarClock}
          label="Today's Check-ins/Outs"
          value={stats?.todaysActivity}
          caption={
            arrivingLeaving
              ? `${arrivingLeaving.arriving} arriving · ${arrivingLeaving.leaving} leaving`
              : 'Arriving and leaving today'
          }
        />
        <StatCard
          icon={BedDouble}
          label="Current Guests"
          value={stats?.currentGuests}
          caption="Checked in now"
        />
        <StatCard
          icon={ClipboardList}
          label="Total Reservations"
          value={stats?.totalReservations}
          caption="All bookings"
        />
      </div>
    </div>
  </section>
);
