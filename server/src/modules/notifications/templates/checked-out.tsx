// To the guest at check-out: the itemised receipt (each night and its rate, any front-desk adjustment,
// payments and refunds, the balance), built by the reservations module's receipt builder.
import type { ReceiptDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatDay, todayIn } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { type Fact, Facts, ItemTable, Paragraph, Title } from './layout';
import type { BookingMailProps } from './stay';

export type CheckedOutProps = BookingMailProps & { receipt: ReceiptDto };

const paymentLabel = (payment: ReceiptDto['payments'][number]) =>
  `${payment.kind === 'refund' ? 'Refund' : 'Payment'} by ${paymentMethodLabel(payment.method)} (${payment.transactionId})`;

const totalsFacts = (receipt: ReceiptDto): Fact[] => {
  const { totals } = receipt;
  return [
    ['Total', pesos(totals.total)],
    ['Paid', pesos(totals.paid)],
    toCentavos(totals.balance) > 0
      ? ['Balance due', pesos(totals.balance)]
      : ['Balance', 'nothing left to pay'],
    toCentavos(totals.refundDue) > 0 && ['Refund due', pesos(totals.refundDue)],
  ];
};

export const ReceiptTables = (props: { receipt: ReceiptDto; timeZone: string }) => {
  const { receipt } = props;
  return (
    <>
      <Title>Your stay</Title>
      <ItemTable
        head={['Night', 'Rate', 'Amount']}
        rows={[
          ...receipt.nights.map((night) => [
            formatDay(night.date, 'long'),
            night.rateName ?? 'Room rate',
            pesos(night.amount),
          ]),
          ...receipt.adjustments.map((line) => [line.label, '', pesos(line.amount)]),
        ]}
      />
      {receipt.payments.length > 0 && (
        <>
          <Title>Payments</Title>
          <ItemTable
            head={['Date', 'Payment', 'Amount']}
            rows={receipt.payments.map((payment) => [
              formatDay(todayIn(props.timeZone, new Date(payment.date)), 'short'),
              paymentLabel(payment),
              pesos(payment.amount),
            ])}
          />
        </>
      )}
      <Facts rows={totalsFacts(receipt)} />
    </>
  );
};

export const CheckedOutEmail = (props: CheckedOutProps) => {
  const { reservation: r, content, receipt } = props;
  return (
    <GuestEmail
      preview={`Thank you for staying with us. Your receipt for ${r.referenceCode}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        Thank you for staying with us. Here is your receipt for booking {r.referenceCode} ({r.room.name},{' '}
        {formatDay(r.checkin, 'long')} to {formatDay(r.checkout, 'long')}).
      </Paragraph>
      <ReceiptTables receipt={receipt} timeZone={props.timeZone} />
      <Paragraph>We hope to see you again soon.</Paragraph>
    </GuestEmail>
  );
};

export const checkedOutMail = guestMail(CheckedOutEmail, 'Your receipt');
