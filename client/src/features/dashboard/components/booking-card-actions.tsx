// What a guest can do with a booking: pay, review, open the receipt, cancel (after a confirmation).

import type { ReservationDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { BadgeCheck, ReceiptText, Star, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { receiptPath } from '@/features/receipt';
import { translateMessage } from '@/lib/i18n/validation';
import { useCancelReservation } from '../api/cancel-reservation';
import type { bookingActions } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { CancelButton } from './cancel-button';

const CancelBookingButton = ({ reservationId }: { reservationId: string }) => {
  const { t } = useDashboardText();
  const cancel = useCancelReservation();
  return (
    <CancelButton
      pending={cancel.isPending}
      confirmText={translateMessage(MSG.cancelConfirm)}
      onConfirmed={() => cancel.mutate(reservationId)}
      label={t('card.cancel')}
      pendingLabel={t('card.cancellingNow')}
    />
  );
};

type BookingActionsProps = {
  reservation: ReservationDto;
  actions: ReturnType<typeof bookingActions>;
  onPay: () => void;
  onReview: () => void;
};

export const BookingActions = ({ reservation, actions, onPay, onReview }: BookingActionsProps) => {
  const { t } = useDashboardText();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
      {actions.canPay ? (
        <Button size="sm" onClick={onPay}>
          <Wallet aria-hidden="true" /> {t('card.makePayment')}
        </Button>
      ) : null}
      {actions.canReview ? (
        <Button size="sm" onClick={onReview}>
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
      {actions.canCancel ? <CancelBookingButton reservationId={reservation.id} /> : null}
    </div>
  );
};
