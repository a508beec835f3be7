// To the guest when the front desk could not verify a payment: why, and until when a new reference
// can be recorded before the booking expires (on the resort's clock).
import { paymentMethodLabel } from '@domain/constants';
import { formatMoment, pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { moneyFacts } from './stay';

export type PaymentRejectedProps = PaymentMailProps & { holdExpiresAt: Date | null };

const NO_REASON = 'We could not find this transaction in our records.';

export const PaymentRejectedEmail = (props: PaymentRejectedProps) => {
  const { reservation: r, payment, content, holdExpiresAt } = props;
  return (
    <GuestEmail
      preview={`We could not verify your payment for ${r.referenceCode}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        We are sorry: we could not verify your payment of {pesos(payment.amount)} (
        {paymentMethodLabel(payment.paymentMethod)}, transaction {payment.transactionId}) for booking{' '}
        {r.referenceCode}.
      </Paragraph>
      <Facts rows={[['Reason', payment.reason.trim() || NO_REASON]]} />
      {holdExpiresAt ? (
        <Paragraph>
          Please record a new payment reference from your dashboard by{' '}
          <strong>{formatMoment(holdExpiresAt, props.timeZone)}</strong> (resort time). If no payment is
          recorded by then, the booking expires and its nights are released.
        </Paragraph>
      ) : (
        <Paragraph>
          Please record the payment again from your dashboard with the right reference, or pay at the front
          desk.
        </Paragraph>
      )}
      <Facts rows={[['Room', r.room.name], ...moneyFacts(r)]} />
    </GuestEmail>
  );
};

export const paymentRejectedMail = guestMail(PaymentRejectedEmail, 'Payment not verified');
