// To the guest when a booking is cancelled: one template when the guest cancelled it, another when the
// resort did; both say "Refund due ₱X" when the resort still holds money for it.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, refundDueFact, stayFacts } from './stay';

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
    <GuestEmail preview={`Your booking ${r.referenceCode} is cancelled.`} reservation={r} content={content}>
      <Paragraph>
        As you asked, we have cancelled your booking {r.referenceCode}. Its nights are released.
      </Paragraph>
      <Facts rows={[...stayFacts(r, content), refundDueFact(r)]} />
      <RefundNote reservation={r} />
      <Paragraph>We hope to welcome you another time.</Paragraph>
    </GuestEmail>
  );
};

export const CancelledByResortEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail
      preview={`We had to cancel your booking ${r.referenceCode}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        We are sorry to tell you that our front desk has cancelled your booking {r.referenceCode}. If you did
        not expect this, please contact us and we will gladly help.
      </Paragraph>
      <Facts rows={[...stayFacts(r, content), refundDueFact(r)]} />
      <RefundNote reservation={r} />
    </GuestEmail>
  );
};

type CancelledProps = BookingMailProps & { by: 'guest' | 'resort' };

const CancelledEmail = (props: CancelledProps) =>
  props.by === 'guest' ? <CancelledByGuestEmail {...props} /> : <CancelledByResortEmail {...props} />;

export const cancelledMail = guestMail(CancelledEmail, (props) =>
  props.by === 'guest' ? 'Booking cancelled' : 'Booking cancelled by the resort',
);
