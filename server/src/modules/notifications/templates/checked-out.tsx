// To the guest at check-out: the itemised receipt (each night and its rate, or a day visit's entrance
// fees and cottage, any front-desk adjustment,
// payments and refunds, the balance), built by the reservations module's receipt builder.
import type { ReceiptDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { toCentavos } from '@domain/money';
import type { Speaker } from '../../../lib/i18n';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { type Fact, Facts, ItemTable, Paragraph, Title } from './layout';
import { type BookingMailProps, bookedLabel } from './stay';

export type CheckedOutProps = BookingMailProps & { receipt: ReceiptDto };

const paymentLabel = (payment: ReceiptDto['payments'][number], { t }: Speaker) =>
  t(payment.kind === 'refund' ? 'checkedOut.refundLine' : 'checkedOut.paymentLine', {
    method: paymentMethodLabel(payment.method),
    transaction: payment.transactionId,
  });

const totalsFacts = (receipt: ReceiptDto, { t }: Speaker): Fact[] => {
  const { totals } = receipt;
  return [
    [t('facts.total'), pesos(totals.total)],
    [t('facts.paid'), pesos(totals.paid)],
    toCentavos(totals.balance) > 0
      ? [t('facts.balanceDue'), pesos(totals.balance)]
      : [t('facts.balance'), t('facts.nothingLeft')],
    toCentavos(totals.refundDue) > 0 && [t('facts.refundDue'), pesos(totals.refundDue)],
  ];
};

/** A day visit's lines: each kind of head's entrance fee times the heads, and the cottage for the day. */
const DayVisitTable = ({ receipt, lang: { t } }: { receipt: ReceiptDto; lang: Speaker }) => (
  <>
    <Title>{t('checkedOut.yourDayVisit')}</Title>
    <ItemTable
      head={[t('checkedOut.item'), t('checkedOut.quantity'), t('checkedOut.amount')]}
      rows={[
        ...receipt.dayVisit.map((line) => [
          t(`checkedOut.line.${line.item}`, { name: receipt.reservation.cottage?.name ?? '' }),
          `${line.quantity} × ${pesos(line.unitPrice)}`,
          pesos(line.amount),
        ]),
        ...receipt.adjustments.map((line) => [line.label, '', pesos(line.amount)]),
      ]}
    />
  </>
);

const NightsTable = ({ receipt, lang: { t, day } }: { receipt: ReceiptDto; lang: Speaker }) => (
  <>
    <Title>{t('checkedOut.yourStay')}</Title>
    <ItemTable
      head={[t('checkedOut.night'), t('checkedOut.rate'), t('checkedOut.amount')]}
      rows={[
        ...receipt.nights.map((night) => [
          day(night.date, 'long'),
          night.rateName ?? t('checkedOut.roomRate'),
          pesos(night.amount),
        ]),
        ...receipt.adjustments.map((line) => [line.label, '', pesos(line.amount)]),
      ]}
    />
  </>
);

export const ReceiptTables = (props: { receipt: ReceiptDto; timeZone: string; lang: Speaker }) => {
  const { receipt, lang } = props;
  const { t, day } = lang;
  return (
    <>
      {receipt.reservation.room ? (
        <NightsTable receipt={receipt} lang={lang} />
      ) : (
        <DayVisitTable receipt={receipt} lang={lang} />
      )}
      {receipt.payments.length > 0 && (
        <>
          <Title>{t('checkedOut.payments')}</Title>
          <ItemTable
            head={[t('checkedOut.date'), t('checkedOut.payment'), t('checkedOut.amount')]}
            rows={receipt.payments.map((payment) => [
              day(todayIn(props.timeZone, new Date(payment.date)), 'short'),
              paymentLabel(payment, lang),
              pesos(payment.amount),
            ])}
          />
        </>
      )}
      <Facts rows={totalsFacts(receipt, lang)} />
    </>
  );
};

export const CheckedOutEmail = (props: CheckedOutProps) => {
  const { reservation: r, receipt, lang } = props;
  const { t, day } = lang;
  return (
    <GuestEmail {...props} preview={t('checkedOut.preview', { code: r.referenceCode })}>
      <Paragraph>
        {r.room
          ? t('checkedOut.intro', {
              code: r.referenceCode,
              room: r.room.name,
              checkin: day(r.checkin, 'long'),
              checkout: day(r.checkout, 'long'),
            })
          : t('checkedOut.introDayVisit', {
              code: r.referenceCode,
              room: bookedLabel(r, lang),
              day: day(r.checkin, 'long'),
            })}
      </Paragraph>
      <ReceiptTables receipt={receipt} timeZone={props.timeZone} lang={lang} />
      <Paragraph>{t('checkedOut.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const checkedOutMail = guestMail(CheckedOutEmail, 'checkedOut.subject');
