// To the guest when the front desk records a refund: how much, how it was sent, why, and what remains.
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { refundDueFact } from './stay';

export const RefundRecordedEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, content } = props;
  return (
    <GuestEmail
      preview={`We have refunded ${pesos(payment.amount)} to you.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        We have sent you a refund of {pesos(payment.amount)} for booking {r.referenceCode}.
      </Paragraph>
      <Facts
        rows={[
          ['Refund', pesos(payment.amount)],
          ['Method', paymentMethodLabel(payment.paymentMethod)],
          ['Reference', payment.transactionId],
          payment.reason.trim() !== '' && ['Reason', payment.reason.trim()],
          ['Paid after this refund', pesos(r.paidAmount)],
          refundDueFact(r),
        ]}
      />
      <Paragraph>It may take a few days to show in your account, depending on your bank or wallet.</Paragraph>
    </GuestEmail>
  );
};

export const refundRecordedMail = guestMail(RefundRecordedEmail, 'Refund sent');
