// Make Payment: the guest records a payment they sent (amount, method, transaction id); the front
// desk verifies it. The spec prefills the amount with the total; we prefill with what is still owed
// (the balance) and show the total beside it, so a guest who paid the down payment is not asked for
// the whole stay again.

import type { ReservationDto } from '@domain/api-types';
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import { formatCentavos } from '@domain/money';
import { type RecordPaymentInput, recordPaymentSchema } from '@domain/schemas/booking';
import {
  AmountField,
  PaymentFormDialog,
  paymentDefaults,
  TransactionIdField,
} from '@/components/payment-fields';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecordPayment } from '../api/record-payment';
import { centavosToPesos, suggestedPaymentAmount } from '../lib/booking-view';

const Field = fieldFor<RecordPaymentInput>();

type DialogProps = DialogState & { reservation: ReservationDto };

const PaymentForm = ({ reservation, ...dialog }: DialogProps) => {
  const recordPayment = useRecordPayment();
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: paymentDefaults(reservation.id, suggestedPaymentAmount(reservation), 'gcash'),
  });

  return (
    <PaymentFormDialog
      {...dialog}
      form={form}
      reservation={reservation}
      send={(values) => recordPayment.mutateAsync({ ...values, amount: centavosToPesos(values.amount) })}
      sentMessage={(values) =>
        `Thank you! We received your ${formatCentavos(values.amount)} payment for ${reservation.referenceCode}. Our front desk will verify it shortly.`
      }
      failure="Failed to record payment"
      onInvalid={toastFirstError(['amount', 'transactionId', 'paymentMethod'])}
      idPrefix="payment"
      title="Make Payment"
      description={`Record a payment you sent for ${reservation.room.name} (${reservation.referenceCode}). It shows as awaiting verification until our front desk confirms it.`}
      pending={recordPayment.isPending}
    >
      <AmountField description="Prefilled with your remaining balance; change it if you paid a different amount." />
      <Field
        name="paymentMethod"
        id="payment-method"
        label="Payment method"
        render={(field) => <NativeSelect {...field} options={PAYMENT_RECORD_METHODS} />}
      />
      <TransactionIdField id="payment-transaction" label="Transaction ID / Reference Number" />
    </PaymentFormDialog>
  );
};

/** Mounted only while open, so every opening starts from the reservation's current balance. */
export const PaymentDialog = mountedWhileOpen(PaymentForm);
