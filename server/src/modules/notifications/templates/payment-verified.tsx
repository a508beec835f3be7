// To the guest when the front desk verifies a payment: what was received and what is still due.
import { paymentMethodLabel } from '@domain/constants';
import { pesos } from '../format';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import type { PaymentMailProps } from './payment-to-verify';
import { bookedFact, moneyFacts } from './stay';

/** The messages of a down payment, or of any later payment. */
const kindOf = (props: PaymentMailProps) =>
  props.payment.kind === 'down_payment' ? 'paymentVerified.downPayment' : 'paymentVerified.payment';

export const PaymentVerifiedEmail = (props: PaymentMailProps) => {
  const { reservation: r, payment, lang } = props;
  const { t } = lang;
  const kind = kindOf(props);
  return (
    <GuestEmail {...props} preview={t(`${kind}.preview`, { amount: pesos(payment.amount) })}>
      <Paragraph>
        {t(`${kind}.intro`, {
          amount: pesos(payment.amount),
          method: paymentMethodLabel(payment.paymentMethod),
          transaction: payment.transactionId,
          code: r.referenceCode,
        })}
      </Paragraph>
      <Facts
        rows={[[t('facts.referenceCode'), r.referenceCode], bookedFact(r, lang), ...moneyFacts(r, lang)]}
      />
      {r.status === 'pending' && <Paragraph>{t('paymentVerified.confirmSoon')}</Paragraph>}
    </GuestEmail>
  );
};

export const paymentVerifiedMail = guestMail(PaymentVerifiedEmail, (props) => `${kindOf(props)}.subject`);
