// To the guest about a weather disruption (issue 12): the notice with its two free choices, and the
// confirmation of the one they made (moved: the new dates; cancelled: the refund due).
import { formatDay } from '@domain/dates';
import { RefundNote } from './booking-cancelled';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, refundDueFact, stayFacts } from './stay';

type DisruptedProps = BookingMailProps & { disruption: { startDate: string; endDate: string; note: string } };

const daysText = (days: { startDate: string; endDate: string }) =>
  days.startDate === days.endDate
    ? formatDay(days.startDate, 'long')
    : `${formatDay(days.startDate, 'long')} to ${formatDay(days.endDate, 'long')}`;

export const WeatherDisruptedEmail = (props: DisruptedProps) => {
  const { reservation: r, content, disruption } = props;
  return (
    <GuestEmail
      preview={`Weather may affect your stay ${r.referenceCode}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        A weather disruption has been declared for La Union from {daysText(disruption)}: {disruption.note}.
        Your stay falls on those days, and your safety comes first.
      </Paragraph>
      <Paragraph>
        Sign in and open your dashboard on our website (My bookings) to choose, at no cost: move your stay to
        any available dates within 6 months, in the same room or another at the same price or lower, with
        everything you paid carried over; or cancel, with everything you paid refunded.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
    </GuestEmail>
  );
};

type MovedProps = BookingMailProps & { previous: { checkin: string; checkout: string; roomName: string } };

export const WeatherMovedEmail = (props: MovedProps) => {
  const { reservation: r, content, previous } = props;
  return (
    <GuestEmail
      preview={`Your stay now starts on ${formatDay(r.checkin, 'long')}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        Your stay is moved because of the weather, at no cost: you now arrive on{' '}
        {formatDay(r.checkin, 'long')} instead of {formatDay(previous.checkin, 'long')}. Everything you paid
        stays on the booking.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
      <RefundNote reservation={r} />
    </GuestEmail>
  );
};

export const WeatherCancelledEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail preview={`Your booking ${r.referenceCode} is cancelled.`} reservation={r} content={content}>
      <Paragraph>
        As you asked, we have cancelled your booking {r.referenceCode} because of the weather. Our usual
        cancellation policy does not apply: everything you paid is due back to you.
      </Paragraph>
      <Facts rows={[...stayFacts(r, content), refundDueFact(r)]} />
      <RefundNote reservation={r} />
      <Paragraph>We hope to welcome you once the skies clear.</Paragraph>
    </GuestEmail>
  );
};

export const weatherDisruptedMail = guestMail(WeatherDisruptedEmail, 'Weather notice: your stay');
export const weatherMovedMail = guestMail(WeatherMovedEmail, 'Stay moved because of weather');
export const weatherCancelledMail = guestMail(WeatherCancelledEmail, 'Booking cancelled because of weather');
