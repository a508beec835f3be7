// A front-desk reservation card's facts: the id's first 8 characters and the reference code, the stay
// (dates, guests, nights; a day visit's day, guests and cottage), and the guest's email and special requests.

import type { ReservationDto } from '@domain/api-types';
import { shortId } from '@domain/constants';
import { formatDay, nightsBetween } from '@domain/dates';
import { Mail, MessageSquareText } from 'lucide-react';
import { CopyButton } from '@/components/ui/copy-button';
import { guestsLabel } from '../lib/front-desk-view';

export const ReservationIds = ({ reservation }: { reservation: ReservationDto }) => (
  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
    <span className="text-muted-foreground">
      ID{' '}
      <span className="font-mono font-medium text-foreground" title={reservation.id} data-testid="short-id">
        #{shortId(reservation.id)}
      </span>
    </span>
    <span className="inline-flex items-center text-muted-foreground">
      Ref&nbsp;
      <span className="font-mono font-semibold tracking-wider text-primary" data-testid="reference-code">
        {reservation.referenceCode}
      </span>
      <CopyButton value={reservation.referenceCode} label="Copy reference code" className="size-7" />
    </span>
  </div>
);

/** A day visit's day, guests and cottage: no check-out or nights (it ends the same day). */
const DayVisitFacts = ({ reservation }: { reservation: ReservationDto }) => (
  <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4" data-testid="day-visit-facts">
    <div>
      <dt className="text-xs text-muted-foreground">Day visit</dt>
      <dd className="mt-0.5 font-medium">{formatDay(reservation.checkin, 'long')}</dd>
    </div>
    <div>
      <dt className="text-xs text-muted-foreground">Guests</dt>
      <dd className="mt-0.5 font-medium">{guestsLabel(reservation)}</dd>
    </div>
    <div className="col-span-2">
      <dt className="text-xs text-muted-foreground">Cottage</dt>
      <dd className="mt-0.5 font-medium">{reservation.cottage?.name ?? 'No cottage'}</dd>
    </div>
  </dl>
);

export const ReservationStay = ({ reservation }: { reservation: ReservationDto }) =>
  reservation.room ? (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-xs text-muted-foreground">Check-in</dt>
        <dd className="mt-0.5 font-medium">{formatDay(reservation.checkin, 'long')}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Check-out</dt>
        <dd className="mt-0.5 font-medium">{formatDay(reservation.checkout, 'long')}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Guests</dt>
        <dd className="mt-0.5 font-medium">{guestsLabel(reservation)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Nights</dt>
        <dd className="mt-0.5 font-medium">{nightsBetween(reservation.checkin, reservation.checkout)}</dd>
      </div>
    </dl>
  ) : (
    <DayVisitFacts reservation={reservation} />
  );

export const ReservationContact = ({ reservation }: { reservation: ReservationDto }) => (
  <div className="grid gap-1.5 text-sm">
    <a
      href={`mailto:${reservation.user.email}`}
      className="inline-flex w-fit max-w-full items-center gap-2 text-primary underline-offset-4 hover:underline"
    >
      <Mail className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{reservation.user.email}</span>
    </a>
    {reservation.specialRequests ? (
      <p className="flex gap-2 text-muted-foreground">
        <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground">Special requests: </span>
          {reservation.specialRequests}
        </span>
      </p>
    ) : null}
  </div>
);
