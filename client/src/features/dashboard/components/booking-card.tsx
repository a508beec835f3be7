// One booking in My Bookings: room, dates, nights, guests, total, reference code, status and payment
// badges, paid and balance, the notes of its ledger (hold, expiry, refund due, payments awaiting
// verification), the actions its status allows and a link to its receipt. A cancelled, expired or
// no-show booking owes nothing (domain/ledger.ts bookingMoney): it shows what was paid, refunded and
// kept, and "Nothing owed" instead of a balance and "Unpaid".

import type { ReservationDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { bookingMoney } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { formatCentavos } from '@domain/money';
import { statusBadgeVariant } from '@domain/reservation-status';
import {
  BadgeCheck,
  CalendarDays,
  CircleSlash,
  MessageSquareText,
  Moon,
  ReceiptText,
  Star,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/skeleton';
import { RoomPhoto } from '@/features/booking';
import { receiptPath } from '@/features/receipt';
import { guestsLabel, type Translate as TranslateRooms, useRoomsText } from '@/features/rooms';
import { formatDay } from '@/lib/i18n/format-day';
import { paymentStatusText, statusText } from '@/lib/i18n/status';
import { translateMessage } from '@/lib/i18n/validation';
import { useCancelReservation } from '../api/cancel-reservation';
import { BADGE_TONE_TEXT, bookingActions, isFadedBooking, paymentStatusVariant } from '../lib/booking-view';
import { type Translate, useDashboardText } from '../messages';
import { BookingNotices } from './booking-notices';
import { Fact } from './fact';
import { PaymentDialog } from './payment-dialog';
import { ReviewDialog } from './review-dialog';
import { WeatherNotice } from './weather-notice';

const peso = (centavos: number) => formatCentavos(centavos, { cents: true });

/** The stay at a glance: dates, nights and guests. */
const stayFacts = (reservation: ReservationDto, nights: number, t: Translate, tRooms: TranslateRooms) => [
  { icon: CalendarDays, label: t('card.checkIn'), value: formatDay(reservation.checkin, 'long') },
  { icon: CalendarDays, label: t('card.checkOut'), value: formatDay(reservation.checkout, 'long') },
  { icon: Moon, label: t('card.nights'), value: nights },
  { icon: Users, label: t('card.guests'), value: guestsLabel(tRooms, reservation) },
];

export const BookingCard = ({ reservation }: { reservation: ReservationDto }) => {
  const actions = bookingActions(reservation);
  const { t } = useDashboardText();
  const { t: tRooms } = useRoomsText();
  const cancel = useCancelReservation();
  const [payOpen, setPayOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const nights = nightsBetween(reservation.checkin, reservation.checkout);
  const titleId = `booking-${reservation.id}-title`;
  const inactive = isFadedBooking(reservation.status);
  const money = bookingMoney(reservation);

  const onCancel = () => {
    if (cancel.isPending) return;
    if (!window.confirm(translateMessage(MSG.cancelConfirm))) return;
    cancel.mutate(reservation.id);
  };

  return (
    <Card className="overflow-hidden" data-testid="booking-card">
      <article
        aria-labelledby={titleId}
        className="grid md:grid-cols-[220px_minmax(0,1fr)] lg:grid-cols-[260px_minmax(0,1fr)]"
      >
        <RoomPhoto
          src={reservation.room.imagePath}
          alt={reservation.room.name}
          sizes="(min-width: 768px) 260px, 100vw"
          className={`aspect-[16/9] w-full md:aspect-auto md:h-full ${inactive ? 'opacity-75 grayscale' : ''}`}
        />

        <div className="grid gap-4 p-5 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h4 id={titleId} className="font-display text-xl font-semibold tracking-tight">
                {reservation.room.name}
              </h4>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <Badge variant={statusBadgeVariant(reservation.status)} data-testid="status-badge">
                  {statusText(reservation.status)}
                </Badge>
                {money.closed ? (
                  <Badge variant="outline" data-testid="payment-badge">
                    <CircleSlash className="size-3" aria-hidden="true" />
                    {t('card.nothingOwed')}
                  </Badge>
                ) : (
                  <Badge
                    variant={paymentStatusVariant(reservation.paymentStatus)}
                    className={BADGE_TONE_TEXT[paymentStatusVariant(reservation.paymentStatus)]}
                    data-testid="payment-badge"
                  >
                    <Wallet className="size-3" aria-hidden="true" />
                    {paymentStatusText(reservation.paymentStatus)}
                  </Badge>
                )}
              </div>
            </div>
            <div className="flex items-center gap-1 self-start rounded-xl border border-dashed border-primary/30 bg-secondary/50 py-1.5 pr-1 pl-3">
              <div className="grid">
                <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
                  {t('card.reference')}
                </span>
                <span
                  className="font-mono text-lg font-semibold tracking-[0.18em] text-primary"
                  data-testid="reference-code"
                >
                  {reservation.referenceCode}
                </span>
              </div>
              <CopyButton value={reservation.referenceCode} label={t('card.copyReference')} />
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
            {stayFacts(reservation, nights, t, tRooms).map(({ icon: Icon, label, value }) => (
              <div key={label}>
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden="true" /> {label}
                </dt>
                <dd className="mt-0.5 font-medium">{value}</dd>
              </div>
            ))}
          </dl>

          {money.closed ? (
            <dl
              className="grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 text-sm sm:grid-cols-4"
              data-testid="booking-money"
            >
              <Fact label={t('card.total')} valueClassName="font-semibold tabular-nums">
                {peso(money.totalCentavos)}
              </Fact>
              <Fact label={t('card.paid')} valueClassName="font-semibold tabular-nums">
                {peso(money.receivedCentavos)}
              </Fact>
              <Fact label={t('card.refunded')} valueClassName="font-semibold tabular-nums">
                {peso(money.refundedCentavos)}
              </Fact>
              <Fact label={t('card.kept')} valueClassName="font-semibold tabular-nums">
                {peso(money.keptCentavos)}
              </Fact>
            </dl>
          ) : (
            <dl
              className="grid grid-cols-3 gap-2 rounded-xl bg-muted/70 p-3 text-sm"
              data-testid="booking-money"
            >
              <Fact label={t('card.total')} valueClassName="font-semibold tabular-nums">
                {peso(money.totalCentavos)}
              </Fact>
              <Fact
                label={t('card.paid')}
                valueClassName={`font-semibold tabular-nums ${money.paidCentavos > 0 ? 'text-success' : ''}`}
              >
                {peso(money.paidCentavos)}
              </Fact>
              <Fact label={t('card.balance')} valueClassName="font-semibold tabular-nums">
                {peso(money.balanceCentavos)}
              </Fact>
            </dl>
          )}

          <WeatherNotice reservation={reservation} />
          <BookingNotices reservation={reservation} />

          {reservation.specialRequests ? (
            <p className="flex gap-2 text-sm text-muted-foreground">
              <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="line-clamp-2">{reservation.specialRequests}</span>
            </p>
          ) : null}

          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
            {actions.canPay ? (
              <Button size="sm" onClick={() => setPayOpen(true)}>
                <Wallet aria-hidden="true" /> {t('card.makePayment')}
              </Button>
            ) : null}
            {actions.canReview ? (
              <Button size="sm" onClick={() => setReviewOpen(true)}>
                <Star aria-hidden="true" /> {t('card.leaveReview')}
              </Button>
            ) : null}
            {reservation.hasReview ? (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
                <BadgeCheck className="size-4" aria-hidden="true" /> {t('card.reviewSubmitted')}
              </span>
            ) : null}
            <LinkButton
              href={receiptPath(reservation.id)}
              size="sm"
              variant="outline"
              icon={ReceiptText}
              aria-label={t('card.viewReceiptFor', { code: reservation.referenceCode })}
            >
              {t('card.viewReceipt')}
            </LinkButton>
            {actions.canCancel ? (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/8 sm:ml-auto"
                onClick={onCancel}
                disabled={cancel.isPending}
              >
                {cancel.isPending ? (
                  <Spinner className="size-4" label={t('card.cancelling')} />
                ) : (
                  <X aria-hidden="true" />
                )}
                {cancel.isPending ? t('card.cancellingNow') : t('card.cancel')}
              </Button>
            ) : null}
          </div>
        </div>
      </article>

      {actions.canPay || payOpen ? (
        <PaymentDialog reservation={reservation} open={payOpen} onOpenChange={setPayOpen} />
      ) : null}
      {actions.canReview || reviewOpen ? (
        <ReviewDialog reservation={reservation} open={reviewOpen} onOpenChange={setReviewOpen} />
      ) : null}
    </Card>
  );
};
