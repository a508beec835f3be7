// To the guest when a booking is cancelled: one template when the guest cancelled it, another when the
// resort did; both say "Refund due ₱X" when the resort still holds money for it.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, SignOff } from './layout';
import { type BookingMailProps, contactOf, refundDueFact, stayFacts } from './stay';

/** What happens to money held for a stay that will not take place. */
export const RefundNote = (props: { reservation: ReservationDto }) =>
  toCentavos(props.reservation.refundDue) > 0 ? (
    <Paragraph>
      Our front desk will send the refund back to you by the way you paid; you will get an email when it is on
      its way.
    </Paragraph>
  ) : null;

export const CancelledByGuestEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <EmailLayout preview={`Your booking ${r.referenceCode} is cancelled.`} contact={contactOf(content)}>
      <Greeting name={r.user.firstName} />
      <Paragraph>
        As you asked, we have cancelled your booking {r.referenceCode}. Its nights are released.
      </Paragraph>
      <Facts rows={[...stayFacts(r, content), refundDueFact(r)]} />
      <RefundNote reservation={r} />
      <Paragraph>We hope to welcome you another time.</Paragraph>
      <SignOff />
    </EmailLayout>
  );
};

export const CancelledByResortEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <EmailLayout preview={`We had to cancel your booking ${r.referenceCode}.`} contact={contactOf(content)}>
      <Greeting name={r.user.firstName} />
      <Paragraph>
        We are sorry to tell you that our front desk has cancelled your booking {r.referenceCode}. If you did
        not expect this, please contact us and we will gladly help.
      </Paragraph>
      <Facts rows={[...stayFacts(r, content), refundDueFact(r)]} />
      <RefundNote reservation={r} />
      <SignOff />
    </EmailLayout>
  );
};

export const cancelledMail = (props: BookingMailProps & { by: 'guest' | 'resort' }): Draft => ({
  to: props.reservation.user.email,
  subject:
    props.by === 'guest'
      ? `Booking cancelled – ${props.reservation.referenceCode}`
      : `Booking cancelled by the resort – ${props.reservation.referenceCode}`,
  element:
    props.by === 'guest' ? <CancelledByGuestEmail {...props} /> : <CancelledByResortEmail {...props} />,
});
