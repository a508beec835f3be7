// To the guest when the front desk confirms the booking (spec section 4): the stay, exactly what was
// paid (each verified payment) and what is still due.
import {
  type Draft,
  EmailLayout,
  Facts,
  Greeting,
  Lines,
  Paragraph,
  RESORT_NAME,
  SignOff,
  Title,
} from './layout';
import {
  type BookingMailProps,
  contactOf,
  moneyFacts,
  paymentLine,
  stayFacts,
  verifiedPayments,
} from './stay';

export const BookingConfirmedEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  const payments = verifiedPayments(r);
  return (
    <EmailLayout preview={`Your reservation ${r.referenceCode} is confirmed.`} contact={contactOf(content)}>
      <Greeting name={r.user.firstName} />
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
      <SignOff />
    </EmailLayout>
  );
};

export const bookingConfirmedMail = (props: BookingMailProps): Draft => ({
  to: props.reservation.user.email,
  subject: `Reservation confirmed – ${props.reservation.referenceCode}`,
  element: <BookingConfirmedEmail {...props} />,
});
