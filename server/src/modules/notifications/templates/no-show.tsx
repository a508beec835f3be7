// To the guest marked as a no-show: short and polite, saying that the nights are released and that
// what was paid is kept.
import { formatDay } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Paragraph } from './layout';
import type { BookingMailProps } from './stay';

export const NoShowEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  const paid = toCentavos(r.paidAmount) > 0;
  return (
    <GuestEmail
      preview={`We missed you on ${formatDay(r.checkin, 'long')}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        We missed you on {formatDay(r.checkin, 'long')}. As we did not hear from you, booking{' '}
        {r.referenceCode} ({r.room.name}) is now marked as a no-show and its remaining nights are released.
      </Paragraph>
      <Paragraph>
        {paid
          ? `The ${pesos(r.paidAmount)} you paid is kept, as our booking terms say.`
          : 'Nothing was paid for this booking, so nothing is owed.'}
      </Paragraph>
      <Paragraph>
        If something came up, please get in touch: we would be glad to help you plan another stay.
      </Paragraph>
    </GuestEmail>
  );
};

export const noShowMail = guestMail(NoShowEmail, 'Missed arrival');
