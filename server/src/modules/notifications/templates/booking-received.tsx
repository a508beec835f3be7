// To the guest right after booking: the stay, the amounts (the senior citizen / PWD discount line by line
// when a guest claimed it, total, the down payment and whether it is
// awaiting verification or received, the balance), how to pay and the cancellation terms.
import type { PaymentDto } from '@domain/api-types';
import { contentValue } from '@domain/content';
import { toCentavos } from '@domain/money';
import { downPaymentOf, SENIOR_PWD_DISCOUNT_PERCENT, VAT_PERCENT } from '@domain/pricing';
import { pesoCents, pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { type Fact, Facts, Lines, Paragraph, RESORT_NAME, Title } from './layout';
import { type BookingMailProps, FREE_CANCELLATION_TEXT, stayFacts } from './stay';

export type BookingReceivedProps = BookingMailProps & {
  /** The payment made with the booking (the guest's down payment, or money taken at the desk); null if none. */
  bookingPayment: PaymentDto | null;
};

/** Total, the down payment and its state, and the balance left for check-in. */
export const bookingAmounts = ({ reservation: r, bookingPayment: payment }: BookingReceivedProps): Fact[] => {
  const totalCentavos = toCentavos(r.totalAmount);
  const paidCentavos = payment ? toCentavos(payment.amount) : 0;
  const downPayment: Fact =
    payment?.status === 'success'
      ? ['Paid', `${pesoCents(paidCentavos)} (received, thank you)`]
      : payment
        ? [
            'Down payment (30%)',
            `${pesoCents(paidCentavos)}, transaction ${payment.transactionId}, awaiting verification by our front desk`,
          ]
        : ['Down payment (30%)', pesoCents(downPaymentOf(totalCentavos))];
  // the discount as the booking page showed it: regular price, VAT exemption, 20% off (docs/pricing.md)
  const discount: Fact[] =
    toCentavos(r.discountAmount) > 0
      ? [
          ['Regular price', pesoCents(toCentavos(r.regularAmount))],
          [
            `VAT exemption (${VAT_PERCENT}%), senior citizen / PWD`,
            `−${pesoCents(toCentavos(r.vatExemptAmount))}`,
          ],
          [
            `Senior citizen / PWD discount (${SENIOR_PWD_DISCOUNT_PERCENT}%)`,
            `−${pesoCents(toCentavos(r.discountAmount))}`,
          ],
        ]
      : [];
  return [
    ...discount,
    ['Total', pesos(r.totalAmount)],
    downPayment,
    ['Balance due at check-in', pesoCents(totalCentavos - paidCentavos)],
  ];
};

export const BookingReceivedEmail = (props: BookingReceivedProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail
      preview={`We have received your booking ${r.referenceCode}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>Thank you for choosing {RESORT_NAME}. We have received your booking.</Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={bookingAmounts(props)} />
      <Title>How to pay</Title>
      <Lines
        lines={[
          `GCash: ${contentValue(content, 'gcash_number')} (${contentValue(content, 'gcash_name')})`,
          `BDO bank transfer: account ${contentValue(content, 'bdo_account')} (${contentValue(content, 'bdo_name')})`,
        ]}
      />
      <Paragraph>
        Please write your reference code {r.referenceCode} in the payment note. Our front desk verifies your
        down payment and confirms your booking by email; the 70% balance is due at check-in.
      </Paragraph>
      <Paragraph>{FREE_CANCELLATION_TEXT}</Paragraph>
    </GuestEmail>
  );
};

export const bookingReceivedMail = guestMail(BookingReceivedEmail, 'Booking received');
