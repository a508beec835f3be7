// To the guest when the front desk confirms the booking (spec section 4): the stay, exactly what was
// paid (each verified payment) and what is still due.

import { GuestEmail, guestMail } from './guest-email';
import { Facts, Lines, Paragraph, RESORT_NAME, Title } from './layout';
import { type BookingMailProps, moneyFacts, paymentLine, stayFacts, verifiedPayments } from './stay';

export const BookingConfirmedEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  const payments = verifiedPayments(r);
  return (
    <GuestEmail
      preview={`Your reservation ${r.referenceCode} is confirmed.`}
      reservation={r}
      content={content}
    >
      <Paragraph>Good news: your reservation at {RESORT_NAME} is confirmed.</Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
      {payments.length > 0 && (
        <>
          <Title>Payments received</Title>
          <Lines lines={payments.map((payment) => paymentLine(payment, props.timeZone))} />
        </>
      )}
      <Paragraph>Please quote your reference code {r.referenceCode} at the front desk.</Paragraph>
    </GuestEmail>
  );
};

export const bookingConfirmedMail = guestMail(BookingConfirmedEmail, 'Reservation confirmed');
