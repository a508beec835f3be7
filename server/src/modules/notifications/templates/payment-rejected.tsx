// To the guest when the front desk could not verify a payment: why, and until when a new reference
// can be recorded before the booking expires (on the resort's clock).
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph, WithBold } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { bookedFact, moneyFacts } from './stay';

export type PaymentRejectedProps = PaymentMailProps & { holdExpiresAt: Date | null };

export const PaymentRejectedEmail = (props: PaymentRejectedProps) => {
  const { reservation: r, payment, holdExpiresAt, lang } = props;
  const { t } = lang;
  return (
    <GuestEmail {...props} preview={t('paymentRejected.preview', { code: r.referenceCode })}>
      <Paragraph>
        {t('paymentRejected.intro', {
          amount: pesos(payment.amount),
          method: paymentMethodLabel(payment.paymentMethod),
          transaction: payment.transactionId,
          code: r.referenceCode,
        })}
      </Paragraph>
      <Facts rows={[[t('facts.reason'), payment.reason.trim() || t('paymentRejected.noReason')]]} />
      <Paragraph>
        {holdExpiresAt ? (
          <WithBold
            text={t('paymentRejected.recordBy', { deadline: lang.moment(holdExpiresAt, props.timeZone) })}
          />
        ) : (
          t('paymentRejected.recordAgain')
        )}
      </Paragraph>
      <Facts rows={[bookedFact(r, lang), ...moneyFacts(r, lang)]} />
    </GuestEmail>
  );
};

export const paymentRejectedMail = guestMail(PaymentRejectedEmail, 'paymentRejected.subject');
