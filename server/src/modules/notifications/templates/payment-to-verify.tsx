// To the staff when a guest records a payment: what to look for on the statement, and where it goes.
import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { bookedName } from '@domain/day-visits';
import { formatCentavos } from '@domain/money';
import { formatMoment, pesos } from '../format';
import { type Draft, EmailLayout, Facts, Paragraph } from './layout';
import { type BookingMailProps, contactOf, guestName } from './stay';

export type PaymentMailProps = BookingMailProps & { payment: PaymentDto };

/** A payment toward a group booking: one part per room, recorded together, named by the group. */
export type GroupPaymentToVerify = {
  referenceCode: string;
  rooms: number;
  amountCentavos: number;
  totalAmount: string;
  paidAmount: string;
};

type PaymentToVerifyProps = PaymentMailProps & { group?: GroupPaymentToVerify };

const amountOf = (props: PaymentToVerifyProps) =>
  props.group ? formatCentavos(props.group.amountCentavos, { cents: true }) : pesos(props.payment.amount);

export const PaymentToVerifyEmail = (props: PaymentToVerifyProps) => {
  const { reservation: r, payment, content, group } = props;
  const booking: [string, string][] = group
    ? [
        ['Group booking', `${group.referenceCode}, ${group.rooms} rooms (one part per room to verify)`],
        ['Group total', pesos(group.totalAmount)],
        ['Verified so far', pesos(group.paidAmount)],
      ]
    : [
        ['Booking', `${r.referenceCode}, ${bookedName(r)}`],
        ['Booking total', pesos(r.totalAmount)],
        ['Verified so far', pesos(r.paidAmount)],
      ];
  return (
    <EmailLayout
      preview={`${amountOf(props)} from ${guestName(r)} to verify.`}
      contact={contactOf(content)}
      staff
    >
      <Paragraph>
        {guestName(r)} ({r.user.email}) recorded a payment for {group ? 'group booking' : 'booking'}{' '}
        {group?.referenceCode ?? r.referenceCode}.
      </Paragraph>
      <Facts
        rows={[
          ['Amount', amountOf(props)],
          ['Method', paymentMethodLabel(payment.paymentMethod)],
          ['Transaction', payment.transactionId],
          ['Recorded', formatMoment(new Date(payment.paymentDate), props.timeZone)],
          ...booking,
        ]}
      />
      <Paragraph>
        Check it against the GCash or bank statement, then verify or reject it in the front desk's payments to
        verify.
      </Paragraph>
    </EmailLayout>
  );
};

export const paymentToVerifyMail = (props: PaymentToVerifyProps & { to: string }): Draft => ({
  to: props.to,
  subject: `Payment to verify: ${amountOf(props)} for ${props.group?.referenceCode ?? props.reservation.referenceCode}`,
  element: <PaymentToVerifyEmail {...props} />,
});
