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

type WarningListProps = { reservations: readonly ReservationDto[]; today: string };

/** A list the desk should act on before the day's arrivals: each card with its reason on top; nothing when empty. */
const WarningSection = ({
  reservations,
  today,
  look,
  reason,
}: WarningListProps & {
  /** `id` names the heading (`<id>-heading`); `testId` the section, `reasonTestId` each card's reason. */
  look: { id: string; testId: string; reasonTestId: string; icon: LucideIcon; title: string; intro: string };
  reason: (reservation: ReservationDto) => ReactNode;
}) => {
  if (!reservations.length) return null;
  const { icon: Icon } = look;
  return (
    <section
      aria-labelledby={`${look.id}-heading`}
      className="grid gap-3 rounded-2xl border border-warning/30 bg-warning/6 p-3 sm:p-4"
      data-testid={look.testId}
    >
      <h3 id={`${look.id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-5 text-warning" aria-hidden="true" /> {look.title}
        <DeskCount n={reservations.length} tone="accent" />
      </h3>
      <p className="text-sm text-muted-foreground">{look.intro}</p>
      <ul className="grid gap-4 xl:grid-cols-2" aria-label={look.title}>
        {reservations.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard
              reservation={reservation}
              today={today}
              headingLevel="h4"
              notice={
                <CardWarning icon={Icon} testId={look.reasonTestId}>
                  {reason(reservation)}
                </CardWarning>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
};

const ATTENTION = {
  id: 'attention',
  testId: 'needs-attention',
  reasonTestId: 'attention-reason',
  icon: AlertTriangle,
  title: 'Needs attention',
  intro:
    'These guests arrive soon and no payment is verified yet. Verify their payment, confirm with a reason, or cancel.',
};

const EXPIRING = {
  id: 'expiring',
  testId: 'holds-expiring',
  reasonTestId: 'expiry-reason',
  icon: Hourglass,
  title: 'Holds about to expire',
  intro: `These bookings let their nights go within ${HOLD_EXPIRING_SOON_HOURS} hours unless a payment is verified. Verify the payment, extend the hold with a reason, or let it expire.`,
};

/** Pending bookings close to check-in with no verified payment: why, and the card's buttons to act. */
const NeedsAttention = (props: WarningListProps) => {
  const { timeZone } = useResortClock();
  const now = new Date();
  return (
    <WarningSection
      {...props}
      look={ATTENTION}
      reason={(reservation) =>
        attentionReason({ checkin: reservation.checkin, today: props.today }, now, timeZone)
      }
    />
  );
};

/** Pending bookings whose hold runs out soon: when, and the card's buttons (verify, extend, confirm, cancel). */
export const HoldsExpiringSoon = (props: WarningListProps) => {
  const { formatDateTime } = useResortClock();
  return (
    <WarningSection
      {...props}
      look={EXPIRING}
      reason={(reservation) => {
        const deadline = holdDeadline(reservation);
        return deadline ? `Expires ${formatDateTime(deadline)}, payment not verified` : null;
      }}
    />
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
