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
import { type BookingMailProps, balanceDueBeforeArrival, stayFacts } from './stay';

export type BookingReceivedProps = BookingMailProps & {
  /** The payment made with the booking (the guest's down payment, or money taken at the desk); null if none. */
  bookingPayment: PaymentDto | null;
};

/** Total, the down payment and its state, and the balance left for check-in (a day visit: for the day). */
export const bookingAmounts = ({
  reservation: r,
  bookingPayment: payment,
  lang,
}: BookingReceivedProps): Fact[] => {
  const { t } = lang;
  const totalCentavos = toCentavos(r.totalAmount);
  const paidCentavos = payment ? toCentavos(payment.amount) : 0;
  const downPayment: Fact =
    payment?.status === 'success'
      ? [t('facts.paid'), t('received.paidReceived', { amount: pesoCents(paidCentavos) })]
      : payment
        ? [
            t('received.downPayment'),
            t('received.downPaymentAwaiting', {
              amount: pesoCents(paidCentavos),
              transaction: payment.transactionId,
            }),
          ]
        : [t('received.downPayment'), pesoCents(downPaymentOf(totalCentavos))];
  // the discount as the booking page showed it: regular price, VAT exemption, 20% off (docs/pricing.md)
  const discount: Fact[] =
    toCentavos(r.discountAmount) > 0
      ? [
          [t('received.regularPrice'), pesoCents(toCentavos(r.regularAmount))],
          [
            t('received.vatExemption', { percent: VAT_PERCENT }),
            `−${pesoCents(toCentavos(r.vatExemptAmount))}`,
          ],
          [
            t('received.discount', { percent: SENIOR_PWD_DISCOUNT_PERCENT }),
            `−${pesoCents(toCentavos(r.discountAmount))}`,
          ],
        ]
      : [];
  return [
    ...discount,
    [t('facts.total'), pesos(r.totalAmount)],
    downPayment,
    [balanceDueBeforeArrival(r, lang), pesoCents(totalCentavos - paidCentavos)],
  ];
};

export const BookingReceivedEmail = (props: BookingReceivedProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  return (
    <GuestEmail {...props} preview={t('received.preview', { code: r.referenceCode })}>
      <Paragraph>{t('received.intro', { resort: RESORT_NAME })}</Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
      <Facts rows={bookingAmounts(props)} />
      <Title>{t('received.howToPay')}</Title>
      <Lines
        lines={[
          t('received.gcash', {
            number: contentValue(content, 'gcash_number'),
            name: contentValue(content, 'gcash_name'),
          }),
          t('received.bdo', {
            account: contentValue(content, 'bdo_account'),
            name: contentValue(content, 'bdo_name'),
          }),
        ]}
      />
      <Paragraph>
        {t(r.kind === 'day_visit' ? 'received.payNoteDayVisit' : 'received.payNote', {
          code: r.referenceCode,
        })}
      </Paragraph>
      <Paragraph>{t('freeCancellation')}</Paragraph>
    </GuestEmail>
  );
};

export const bookingReceivedMail = guestMail(BookingReceivedEmail, 'received.subject');
