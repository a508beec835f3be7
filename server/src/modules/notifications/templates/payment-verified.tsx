// To the guest when the front desk verifies a payment: what was received and what is still due.
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, SignOff } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { contactOf, moneyFacts } from './stay';

const isDownPayment = (props: PaymentMailProps) => props.payment.kind === 'down_payment';

export const PaymentVerifiedEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, content } = props;
  const what = isDownPayment(props) ? 'down payment' : 'payment';
  return (
    <EmailLayout
      preview={`We have received your ${what} of ${pesos(payment.amount)}.`}
      contact={contactOf(content)}
    >
      <Greeting name={r.user.firstName} />
      <Paragraph>
        Thank you: we have verified your {what} of {pesos(payment.amount)} (
        {paymentMethodLabel(payment.paymentMethod)}, transaction {payment.transactionId}) for booking{' '}
        {r.referenceCode}.
      </Paragraph>
      <Facts rows={[['Reference code', r.referenceCode], ['Room', r.room.name], ...moneyFacts(r)]} />
      {r.status === 'pending' && (
        <Paragraph>
          Our front desk will confirm your booking shortly; you will get an email when it is done.
        </Paragraph>
      )}
      <SignOff />
    </EmailLayout>
  );
};

export const paymentVerifiedMail = (props: PaymentMailProps): Draft => ({
  to: props.reservation.user.email,
  subject: `${isDownPayment(props) ? 'Down payment verified' : 'Payment verified'} – ${props.reservation.referenceCode}`,
  element: <PaymentVerifiedEmail {...props} />,
});
