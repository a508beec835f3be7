// To the guest when the front desk verifies a payment: what was received and what is still due.
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { moneyFacts } from './stay';

const isDownPayment = (props: PaymentMailProps) => props.payment.kind === 'down_payment';

export const PaymentVerifiedEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, content } = props;
  const what = isDownPayment(props) ? 'down payment' : 'payment';
  return (
    <GuestEmail
      preview={`We have received your ${what} of ${pesos(payment.amount)}.`}
      reservation={r}
      content={content}
    >
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
    </GuestEmail>
  );
};

export const paymentVerifiedMail = guestMail(PaymentVerifiedEmail, (props) =>
  isDownPayment(props) ? 'Down payment verified' : 'Payment verified',
);
