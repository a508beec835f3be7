// To the guest when a pending booking's hold ran out with no payment verified or awaiting verification.
import { formatDay } from '@domain/dates';
import { RefundNote } from './booking-cancelled';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, refundDueFact } from './stay';

export const BookingExpiredEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail preview={`Your booking ${r.referenceCode} has expired.`} reservation={r} content={content}>
      <Paragraph>
        Your booking {r.referenceCode} ({r.room.name}, {formatDay(r.checkin, 'long')} to{' '}
        {formatDay(r.checkout, 'long')}) has expired: no payment was verified or recorded in time, so its
        nights are released.
      </Paragraph>
      <Facts rows={[['Reference code', r.referenceCode], refundDueFact(r)]} />
      <RefundNote reservation={r} />
      <Paragraph>You are welcome to book again on our website whenever you like.</Paragraph>
    </GuestEmail>
  );
};

export const bookingExpiredMail = guestMail(BookingExpiredEmail, 'Booking expired');
