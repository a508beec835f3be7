// A list of reservation cards with its loading, failure and empty states. Long lists show 20 cards at a
// time, so a tablet at the desk stays quick.

import type { ReservationDto } from '@domain/api-types';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FactSkeletons, LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { ReservationCard } from './reservation-card';

const PAGE = 20;

export const CardSkeletons = ({ count = 2, label }: { count?: number; label: string }) => (
  <LoadingPlaceholders label={label} count={count} className="grid gap-4 xl:grid-cols-2">
    <Card className="grid gap-4 p-5">
      <div className="flex justify-between">
        <Skeleton className="h-6 w-44" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-56" />
      <FactSkeletons />
      <Skeleton className="h-16" />
      <Skeleton className="h-9 w-48 rounded-full" />
    </Card>
  </LoadingPlaceholders>
);

export const ReservationList = ({
  reservations,
  today,
  label,
  headingLevel,
  empty,
}: {
  reservations: readonly ReservationDto[];
  today: string;
  /** The list's accessible name. */
  label: string;
  headingLevel?: 'h3' | 'h4';
  empty: { icon: LucideIcon; title: string; text: string };
}) => {
  const [shown, setShown] = useState(PAGE);
  if (!reservations.length) return <EmptyState compact titleAs="p" {...empty} />;
  const visible = reservations.slice(0, shown);
  const rest = reservations.length - visible.length;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 xl:grid-cols-2" aria-label={label}>
        {visible.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard reservation={reservation} today={today} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(rest, PAGE)} more ({rest} not shown)
          </Button>
        </div>
      ) : null}
    </div>
  );
};
