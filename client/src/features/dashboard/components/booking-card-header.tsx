// A booking card's head: the room's name (or "Day visit" and the cottage), the status and payment badges, and the reference code to copy.
// A closed booking (cancelled, expired, no-show) shows "Nothing owed" instead of its payment status.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { isLanguage } from '@domain/languages';
import { statusBadgeVariant } from '@domain/reservation-status';
import { CircleSlash, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { paymentStatusText, statusText } from '@/lib/i18n/status';
import { BADGE_TONE_TEXT, paymentStatusVariant } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { CodeToCopy } from './code-to-copy';

type BookingCardHeaderProps = { reservation: ReservationDto; titleId: string; closed: boolean };

const BookingBadges = ({ reservation, closed }: Omit<BookingCardHeaderProps, 'titleId'>) => {
  const { t } = useDashboardText();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge variant={statusBadgeVariant(reservation.status)} data-testid="status-badge">
        {statusText(reservation.status)}
      </Badge>
      {closed ? (
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
  );
};

export const BookingCardHeader = ({ reservation, titleId, closed }: BookingCardHeaderProps) => {
  const { t, language } = useDashboardText();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h4 id={titleId} className="font-display text-xl font-semibold tracking-tight">
          {bookedName(reservation, isLanguage(language) ? language : 'en')}
        </h4>
        <BookingBadges reservation={reservation} closed={closed} />
      </div>
      <CodeToCopy
        code={reservation.referenceCode}
        label={t('card.reference')}
        copyLabel={t('card.copyReference')}
        testId="reference-code"
      />
    </div>
  );
};
