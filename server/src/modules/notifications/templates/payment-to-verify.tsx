// To the staff when a guest records a payment: what to look for on the statement, and where it goes.
import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { bookedName } from '@domain/day-visits';
import { formatMoment, pesos } from '../format';
import { type Draft, EmailLayout, Facts, Paragraph } from './layout';
import { type BookingMailProps, contactOf, guestName } from './stay';

export type PaymentMailProps = BookingMailProps & { payment: PaymentDto };

export const PaymentToVerifyEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, content } = props;
  return (
    <EmailLayout
      preview={`${pesos(payment.amount)} from ${guestName(r)} to verify.`}
      contact={contactOf(content)}
      staff
    >
      <Paragraph>
        {guestName(r)} ({r.user.email}) recorded a payment for booking {r.referenceCode}.
      </Paragraph>
      <Facts
        rows={[
          ['Amount', pesos(payment.amount)],
          ['Method', paymentMethodLabel(payment.paymentMethod)],
          ['Transaction', payment.transactionId],
          ['Recorded', formatMoment(new Date(payment.paymentDate), props.timeZone)],
          ['Booking', `${r.referenceCode}, ${bookedName(r)}`],
          ['Booking total', pesos(r.totalAmount)],
          ['Verified so far', pesos(r.paidAmount)],
        ]}
      />
      <Paragraph>
        Check it against the GCash or bank statement, then verify or reject it in the front desk's payments to
        verify.
      </Paragraph>
    </EmailLayout>
  );
};

export const paymentToVerifyMail = (props: PaymentMailProps & { to: string }): Draft => ({
  to: props.to,
  subject: `Payment to verify: ${pesos(props.payment.amount)} for ${props.reservation.referenceCode}`,
  element: <PaymentToVerifyEmail {...props} />,
});
