// To the staff when a booking is made: who, what, how much, and whether a payment waits for them.
import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { type BookingReceivedProps, bookingAmounts } from './booking-received';
import { type Draft, EmailLayout, Facts, Paragraph, Quote, Title } from './layout';
import { contactOf, guestName, stayFacts } from './stay';

const nextStep = (r: ReservationDto, props: BookingReceivedProps) => {
  if (r.status !== 'pending') return 'The booking is already confirmed.';
  if (props.bookingPayment?.status === 'pending')
    return "Check the down payment against the GCash or bank statement, then verify it in the front desk's payments to verify.";
  return 'No payment has been recorded yet: the booking is held until the guest records one.';
};

export const NewBookingEmail = (props: BookingReceivedProps) => {
  const { reservation: r, content } = props;
  return (
    <EmailLayout preview={`${guestName(r)} booked ${bookedName(r)}.`} contact={contactOf(content)} staff>
      <Paragraph>
        New booking from {guestName(r)} ({r.user.email}).
      </Paragraph>
      <Facts rows={stayFacts(r, content, props.lang, props.openingHours)} />
      <Facts rows={bookingAmounts(props)} />
      {r.specialRequests && (
        <>
          <Title>Special requests</Title>
          <Quote>{r.specialRequests}</Quote>
        </>
      )}
      <Paragraph>{nextStep(r, props)}</Paragraph>
    </EmailLayout>
  );
};

export const newBookingMail = (props: BookingReceivedProps & { to: string }): Draft => ({
  to: props.to,
  subject: `New booking ${props.reservation.referenceCode} – ${guestName(props.reservation)}`,
  element: <NewBookingEmail {...props} />,
});
