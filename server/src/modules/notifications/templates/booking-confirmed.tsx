// To the guest when the front desk confirms the booking (spec section 4): the stay, exactly what was
// paid (each verified payment) and what is still due.

import { GuestEmail, guestMail } from './guest-email';
import { Facts, Lines, Paragraph, RESORT_NAME, Title } from './layout';
import { type BookingMailProps, moneyFacts, paymentLine, stayFacts, verifiedPayments } from './stay';

export const BookingConfirmedEmail = (props: BookingMailProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const payments = verifiedPayments(r);
  return (
    <GuestEmail {...props} preview={t('confirmed.preview', { code: r.referenceCode })}>
      <Paragraph>{t('confirmed.intro', { resort: RESORT_NAME })}</Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
      <Facts rows={moneyFacts(r, lang)} />
      {payments.length > 0 && (
        <>
          <Title>{t('confirmed.paymentsReceived')}</Title>
          <Lines lines={payments.map((payment) => paymentLine(payment, props.timeZone, lang))} />
        </>
      )}
      <Paragraph>{t('quoteCode', { code: r.referenceCode })}</Paragraph>
    </GuestEmail>
  );
};

export const bookingConfirmedMail = guestMail(BookingConfirmedEmail, 'confirmed.subject');
