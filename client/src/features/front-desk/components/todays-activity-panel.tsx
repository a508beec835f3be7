// Today's Activity: a reminder of the payments waiting for verification, then who arrives and who
// leaves today (the resort's day).

import type { ReservationDto } from '@domain/api-types';
import { LogIn, LogOut, type LucideIcon, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeskCount } from './desk-count';
import { noMatch } from './no-match';
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
  activity: { arriving: readonly ReservationDto[]; leaving: readonly ReservationDto[] };
  today: string;
  /** The search text; a search that empties a list says so. */
  search: string;
}) => {
  const searching = search.trim().length > 0;
  return (
    <div className="grid gap-8">
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
