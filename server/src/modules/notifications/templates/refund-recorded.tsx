// To the guest when the front desk records a refund: how much, how it was sent, why, and what remains.
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { refundDueFact } from './stay';

export const RefundRecordedEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, lang } = props;
  const { t } = lang;
  const amount = pesos(payment.amount);
  return (
    <GuestEmail {...props} preview={t('refund.preview', { amount })}>
      <Paragraph>{t('refund.intro', { amount, code: r.referenceCode })}</Paragraph>
      <Facts
        rows={[
          [t('refund.refund'), amount],
          [t('facts.method'), paymentMethodLabel(payment.paymentMethod)],
          [t('refund.reference'), payment.transactionId],
          payment.reason.trim() !== '' && [t('facts.reason'), payment.reason.trim()],
          [t('refund.paidAfter'), pesos(r.paidAmount)],
          refundDueFact(r, lang),
        ]}
      />
      <Paragraph>{t('refund.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const refundRecordedMail = guestMail(RefundRecordedEmail, 'refund.subject');
