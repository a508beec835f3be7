// One booking in My Bookings: room (or a day visit's day and cottage), dates, nights, guests, total, reference code, status and payment
// badges, paid and balance, the notes of its ledger (hold, expiry, refund due, payments awaiting
// verification), the actions its status allows and a link to its receipt. A cancelled, expired or
// no-show booking owes nothing (domain/ledger.ts bookingMoney): it shows what was paid, refunded and
// kept, and "Nothing owed" instead of a balance and "Unpaid".

import type { ReservationDto } from '@domain/api-types';
import { bookingMoney } from '@domain/ledger';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { BookedPhoto } from '@/features/booking';
import { bookingActions, isFadedBooking } from '../lib/booking-view';
import { BookingActions } from './booking-card-actions';
import { BookingMoneyFacts, StayFacts } from './booking-card-facts';
import { BookingCardHeader } from './booking-card-header';
import { BookingExtras } from './booking-extras';
import { BookingNotices } from './booking-notices';
import { PaymentDialog } from './payment-dialog';
import { ReviewDialog } from './review-dialog';
import { WeatherNotice } from './weather-notice';

export const BookingCard = ({ reservation }: { reservation: ReservationDto }) => {
  const actions = bookingActions(reservation);
  const [payOpen, setPayOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const titleId = `booking-${reservation.id}-title`;
  const inactive = isFadedBooking(reservation.status);
  const money = bookingMoney(reservation);

  return (
    <Card className="overflow-hidden" data-testid="booking-card">
      <article
        aria-labelledby={titleId}
        className="grid md:grid-cols-[220px_minmax(0,1fr)] lg:grid-cols-[260px_minmax(0,1fr)]"
      >
        <BookedPhoto
          reservation={reservation}
          sizes="(min-width: 768px) 260px, 100vw"
          className={`aspect-[16/9] w-full md:aspect-auto md:h-full ${inactive ? 'opacity-75 grayscale' : ''}`}
        />

        <div className="grid gap-4 p-5 sm:p-6">
          <BookingCardHeader reservation={reservation} titleId={titleId} closed={money.closed} />
          <StayFacts reservation={reservation} />
          <BookingMoneyFacts money={money} />
          <BookingExtras reservation={reservation} />

          <WeatherNotice reservation={reservation} />
          <BookingNotices reservation={reservation} />

          {reservation.specialRequests ? (
            <p className="flex gap-2 text-sm text-muted-foreground">
              <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="line-clamp-2">{reservation.specialRequests}</span>
            </p>
          ) : null}

          <BookingActions
            reservation={reservation}
            actions={actions}
            onPay={() => setPayOpen(true)}
            onReview={() => setReviewOpen(true)}
          />
        </div>
      </article>

      {actions.canPay || payOpen ? (
        <PaymentDialog reservation={reservation} open={payOpen} onOpenChange={setPayOpen} />
      ) : null}
      {reservation.room && (actions.canReview || reviewOpen) ? (
        <ReviewDialog
          reservation={reservation}
          room={reservation.room}
          open={reviewOpen}
          onOpenChange={setReviewOpen}
        />
      ) : null}
    </Card>
  );
};
