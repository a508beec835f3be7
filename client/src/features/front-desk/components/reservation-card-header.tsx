// A front-desk reservation card's head: the guest's name and room, then its badges (status, stay timing,
// refund due, the verification deadline and the hold), which go below the name when they do not fit beside it.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { formatPesos, toCentavos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import { BedDouble, Clock3, Hourglass, Umbrella, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { guestName, stayTiming } from '../lib/front-desk-view';

/** A pending booking's deadline: when the desk must verify its payment, or until when its nights are held. */
const DeadlineBadge = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <Badge className="border-transparent bg-warning/12 text-[#8a3c0a]" data-testid={testId}>
    <Hourglass className="size-3" aria-hidden="true" />
    {children}
  </Badge>
);

const ReservationBadges = ({ reservation, today }: { reservation: ReservationDto; today: string }) => {
  const { formatDateTime } = useResortClock();
  const timing = stayTiming(reservation, today);
  const refundDue = toCentavos(reservation.refundDue) > 0;
  return (
    <div className="ml-auto flex shrink-0 flex-col items-end gap-1.5">
      <Badge variant={statusBadgeVariant(reservation.status)} data-testid="status-badge">
        {STATUS_LABELS[reservation.status] ?? reservation.status}
      </Badge>
      {timing ? (
        <Badge
          className={cn(
            'border-transparent',
            timing.tone === 'warning' ? 'bg-warning/12 text-[#8a3c0a]' : 'bg-lagoon/20 text-primary',
          )}
        >
          <Clock3 className="size-3" aria-hidden="true" />
          {timing.label}
        </Badge>
      ) : null}
      {refundDue ? (
        <Badge className="border-transparent bg-accent/15 text-[#7a3d00]" data-testid="refund-due">
          <Undo2 className="size-3" aria-hidden="true" />
          Refund due {formatPesos(reservation.refundDue, { cents: true })}
        </Badge>
      ) : null}
      {reservation.status === 'pending' && reservation.verifyBy ? (
        <DeadlineBadge testId="verify-by">Verify by {formatDateTime(reservation.verifyBy)}</DeadlineBadge>
      ) : null}
      {reservation.status === 'pending' && reservation.holdExpiresAt ? (
        <DeadlineBadge testId="held-until">
          Held until {formatDateTime(reservation.holdExpiresAt)}
        </DeadlineBadge>
      ) : null}
    </div>
  );
};

type ReservationCardHeaderProps = {
  reservation: ReservationDto;
  today: string;
  titleId: string;
  headingLevel: 'h3' | 'h4';
};

export const ReservationCardHeader = ({
  reservation,
  today,
  titleId,
  headingLevel,
}: ReservationCardHeaderProps) => {
  const Heading = headingLevel;
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <Heading id={titleId} className="truncate font-sans text-lg font-semibold tracking-normal">
          {guestName(reservation.user)}
        </Heading>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
          {reservation.room ? (
            <BedDouble className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Umbrella className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate">{bookedName(reservation)}</span>
        </p>
      </div>
      <ReservationBadges reservation={reservation} today={today} />
    </header>
  );
};
