// Today's Activity: a reminder of the payments waiting for verification, the travel-site calendar conflicts,
// the holds about to expire (nights let go within HOLD_EXPIRING_SOON_HOURS unless the desk
// verifies a payment or extends the hold), the pending bookings that need attention (check-in close, down
// payment not verified), then who arrives and who leaves today (the resort's day).

import type { ReservationDto } from '@domain/api-types';
import { HOLD_EXPIRING_SOON_HOURS, holdDeadline } from '@domain/unverified-holds';
import { AlertTriangle, Hourglass, LogIn, LogOut, type LucideIcon, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useResortClock } from '@/features/site-config';
import { attentionReason } from '../lib/front-desk-view';
import { DeskCount } from './desk-count';
import { noMatch } from './no-match';
import { ReservationCard } from './reservation-card';
import { ReservationList } from './reservation-list';

export const PendingPaymentsBanner = ({ count, onReview }: { count: number; onReview: () => void }) => (
  <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent/8 p-4 sm:flex-row sm:items-center sm:justify-between">
    <p className="flex items-center gap-2.5 text-sm">
      <Wallet className="size-5 shrink-0 text-accent-hover" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          {count === 1 ? '1 payment is' : `${count} payments are`} awaiting verification.
        </span>{' '}
        Check the reference numbers against your GCash and bank records.
      </span>
    </p>
    <Button size="sm" variant="outline" onClick={onReview} className="self-start sm:self-auto">
      Review payments
    </Button>
  </div>
);

/** Pending bookings close to check-in with no verified payment: why, and the card's buttons to act. */
/** The warning strip on top of a reservation card: why the desk should look at it now. */
const CardWarning = ({
  icon: Icon,
  testId,
  children,
}: {
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) => (
  <p
    className="-mx-4 -mt-4 flex items-center gap-2 rounded-t-[inherit] border-b border-warning/25 bg-warning/10 px-4 py-2 text-sm font-medium text-[#8a3c0a] sm:-mx-5 sm:-mt-5 sm:px-5"
    data-testid={testId}
  >
    <Icon className="size-4 shrink-0" aria-hidden="true" />
    {children}
  </p>
);

const NeedsAttention = ({
  reservations,
  today,
}: {
  reservations: readonly ReservationDto[];
  today: string;
}) => {
  const { timeZone } = useResortClock();
  if (!reservations.length) return null;
  const now = new Date();
  return (
    <section
      aria-labelledby="attention-heading"
      className="grid gap-3 rounded-2xl border border-warning/30 bg-warning/6 p-3 sm:p-4"
      data-testid="needs-attention"
    >
      <h3 id="attention-heading" className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle className="size-5 text-warning" aria-hidden="true" /> Needs attention
        <DeskCount n={reservations.length} tone="accent" />
      </h3>
      <p className="text-sm text-muted-foreground">
        These guests arrive soon and no payment is verified yet. Verify their payment, confirm with a reason,
        or cancel.
      </p>
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Needs attention">
        {reservations.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard
              reservation={reservation}
              today={today}
              headingLevel="h4"
              notice={
                <CardWarning icon={AlertTriangle} testId="attention-reason">
                  {attentionReason({ checkin: reservation.checkin, today }, now, timeZone)}
                </CardWarning>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Pending bookings whose hold runs out soon: when, and the card's buttons (verify, extend, confirm, cancel). */
export const HoldsExpiringSoon = ({
  reservations,
  today,
}: {
  reservations: readonly ReservationDto[];
  today: string;
}) => {
  const { formatDateTime } = useResortClock();
  if (!reservations.length) return null;
  return (
    <section
      aria-labelledby="expiring-heading"
      className="grid gap-3 rounded-2xl border border-warning/30 bg-warning/6 p-3 sm:p-4"
      data-testid="holds-expiring"
    >
      <h3 id="expiring-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass className="size-5 text-warning" aria-hidden="true" /> Holds about to expire
        <DeskCount n={reservations.length} tone="accent" />
      </h3>
      <p className="text-sm text-muted-foreground">
        These bookings let their nights go within {HOLD_EXPIRING_SOON_HOURS} hours unless a payment is
        verified. Verify the payment, extend the hold with a reason, or let it expire.
      </p>
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Holds about to expire">
        {reservations.map((reservation) => {
          const deadline = holdDeadline(reservation);
          return (
            <li key={reservation.id}>
              <ReservationCard
                reservation={reservation}
                today={today}
                headingLevel="h4"
                notice={
                  <CardWarning icon={Hourglass} testId="expiry-reason">
                    {deadline ? `Expires ${formatDateTime(deadline)}, payment not verified` : null}
                  </CardWarning>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
};

const ActivitySection = ({
  id,
  icon: Icon,
  title,
  reservations,
  today,
  empty,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  reservations: readonly ReservationDto[];
  today: string;
  empty: { icon: LucideIcon; title: string; text: string };
}) => (
  <section aria-labelledby={id} className="grid gap-3">
    <h3 id={id} className="flex items-center gap-2 text-xl font-semibold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
      <DeskCount n={reservations.length} />
    </h3>
    <ReservationList
      reservations={reservations}
      today={today}
      label={title}
      headingLevel="h4"
      empty={empty}
    />
  </section>
);

const SECTIONS = [
  {
    list: 'arriving',
    icon: LogIn,
    title: 'Arriving today',
    searched: 'arrivals',
    empty: { title: 'No arrivals today', text: 'Nobody is due to check in today.' },
  },
  {
    list: 'leaving',
    icon: LogOut,
    title: 'Leaving today',
    searched: 'departures',
    empty: { title: 'No departures today', text: 'Nobody is due to check out today.' },
  },
] as const;

export const TodaysActivityPanel = ({
  activity,
  today,
  search,
}: {
  activity: {
    attention: readonly ReservationDto[];
    /** Holds about to expire (holdsExpiringSoon); none when left out. */
    expiring?: readonly ReservationDto[];
    arriving: readonly ReservationDto[];
    leaving: readonly ReservationDto[];
  };
  today: string;
  /** The search text; a search that empties a list says so. */
  search: string;
}) => {
  const searching = search.trim().length > 0;
  return (
    <div className="grid gap-8">
      <HoldsExpiringSoon reservations={activity.expiring ?? []} today={today} />
      <NeedsAttention reservations={activity.attention} today={today} />
      {SECTIONS.map(({ list, icon, title, searched, empty }) => (
        <ActivitySection
          key={list}
          id={`${list}-heading`}
          icon={icon}
          title={title}
          reservations={activity[list]}
          today={today}
          empty={searching ? noMatch(searched, search) : { icon, ...empty }}
        />
      ))}
    </div>
  );
};
