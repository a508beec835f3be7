// Record Payment at the desk: money received in person (cash, card, GCash, PayMaya, bank transfer) counts
// as paid at once. The amount starts at the balance and may not exceed it; the transaction id is the
// GCash/bank reference or, for cash, the official receipt number.

import type { ReservationDto } from '@domain/api-types';
import { exceedsBalanceMessage } from '@domain/ledger';
import { formatCentavos, toCentavos, toDecimalString } from '@domain/money';
import { deskPaymentSchema } from '@domain/schemas/staff';
import {
  AmountField,
  BalanceFacts,
  paymentDefaults,
  showPaymentRecorded,
  TransactionIdField,
} from '@/components/payment-fields';
import { toastFirstError } from '@/components/ui/form';
import { type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecordDeskPayment } from '../api/record-desk-payment';
import { PAYMENT_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import { DeskPaymentMethodField } from './desk-payment-method-field';

const schemaFor = (balanceCentavos: number) =>
  deskPaymentSchema.superRefine((value, ctx) => {
    if (value.amount > balanceCentavos)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: exceedsBalanceMessage(balanceCentavos),
      });
  });

type DialogProps = DialogState & { reservation: ReservationDto };

const RecordPaymentForm = ({ reservation, ...dialog }: DialogProps) => {
  const record = useRecordDeskPayment();
  const balanceCentavos = toCentavos(reservation.balance);
  const form = useZodForm(schemaFor(balanceCentavos), {
    defaultValues: paymentDefaults(
      reservation.id,
      balanceCentavos > 0 ? toDecimalString(balanceCentavos) : '',
      'cash',
    ),
  });

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) => record.mutateAsync({ ...values, amount: toDecimalString(values.amount) })}
      onSent={(_, values) =>
        showPaymentRecorded(
          `${formatCentavos(values.amount, { cents: true })} received for ${reservation.referenceCode}.`,
        )
      }
      failure={PAYMENT_TEXT.recordFailed}
      onInvalid={toastFirstError(['amount', 'paymentMethod', 'transactionId'])}
      idPrefix={`pay-${reservation.id.slice(0, 8)}`}
      title="Record Payment"
      description={`Money received at the desk for ${guestName(reservation.user)} · ${reservation.room.name} · Ref ${reservation.referenceCode}. It counts as paid straight away.`}
      summary={<BalanceFacts reservation={reservation} />}
      submitLabel="Record Payment"
      pendingLabel="Recording..."
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
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts from the current balance. */
export const RecordPaymentDialog = mountedWhileOpen(RecordPaymentForm);
