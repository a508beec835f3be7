// Record Payment at the desk: money received in person (cash, card, GCash, PayMaya, bank transfer) counts
// as paid at once. The amount starts at the balance and may not exceed it; the transaction id is the
// GCash/bank reference or, for cash, the official receipt number.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { exceedsBalanceMessage } from '@domain/ledger';
import { formatCentavos, toCentavos, toDecimalString } from '@domain/money';
import { deskPaymentSchema } from '@domain/schemas/staff';
import {
  AmountField,
  amountAtMost,
  PaymentFormDialog,
  paymentDefaults,
  TransactionIdField,
} from '@/components/payment-fields';
import { toastFirstError } from '@/components/ui/form';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecordDeskPayment } from '../api/record-desk-payment';
import { PAYMENT_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import { DeskPaymentMethodField } from './desk-payment-method-field';

type DialogProps = DialogState & { reservation: ReservationDto };

const RecordPaymentForm = ({ reservation, ...dialog }: DialogProps) => {
  const record = useRecordDeskPayment();
  const balanceCentavos = toCentavos(reservation.balance);
  const schema = amountAtMost(deskPaymentSchema, balanceCentavos, exceedsBalanceMessage(balanceCentavos));
  const form = useZodForm(schema, {
    defaultValues: paymentDefaults(
      reservation.id,
      balanceCentavos > 0 ? toDecimalString(balanceCentavos) : '',
      'cash',
    ),
  });

  return (
    <PaymentFormDialog
      {...dialog}
      form={form}
      reservation={reservation}
      send={(values) => record.mutateAsync({ ...values, amount: toDecimalString(values.amount) })}
      sentMessage={(values) =>
        `${formatCentavos(values.amount, { cents: true })} received for ${reservation.referenceCode}.`
      }
      failure={PAYMENT_TEXT.recordFailed}
      onInvalid={toastFirstError(['amount', 'paymentMethod', 'transactionId'])}
      idPrefix={`pay-${reservation.id.slice(0, 8)}`}
      title="Record Payment"
      description={`Money received at the desk for ${guestName(reservation.user)} · ${bookedName(reservation)} · Ref ${reservation.referenceCode}. It counts as paid straight away.`}
      pending={record.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField description="Prefilled with the balance." />
        <DeskPaymentMethodField />
      </div>
      <TransactionIdField
        label="Transaction ID / Receipt number"
        description="The GCash or bank reference, the card slip number, or the official receipt number for cash."
      />
    </PaymentFormDialog>
  );
};

/** Mounted only while open, so every opening starts from the current balance. */
export const RecordPaymentDialog = mountedWhileOpen(RecordPaymentForm);
