// Record Refund: money the resort paid back to the guest (a cancelled or expired booking, an
// overpayment). The amount starts at what is due back, may not exceed what was paid, and the reason is
// kept with the refund.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { formatCentavos, toCentavos, toDecimalString } from '@domain/money';
import { refundSchema } from '@domain/schemas/staff';
import { AmountField, amountAtMost, TransactionIdField } from '@/components/payment-fields';
import { toastFirstError } from '@/components/ui/form';
import { DialogFacts, type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecordRefund } from '../api/record-refund';
import { PAYMENT_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import { DeskPaymentMethodField } from './desk-payment-method-field';
import { ReasonField } from './reason-field';

const pesos = (centavos: number) => formatCentavos(centavos, { cents: true });

type DialogProps = DialogState & { reservation: ReservationDto };

const RecordRefundForm = ({ reservation, ...dialog }: DialogProps) => {
  const refund = useRecordRefund();
  const paidCentavos = toCentavos(reservation.paidAmount);
  const dueCentavos = toCentavos(reservation.refundDue);
  const schema = amountAtMost(
    refundSchema,
    paidCentavos,
    `A refund cannot be more than what was paid (${pesos(paidCentavos)})`,
  );
  const form = useZodForm(schema, {
    defaultValues: {
      amount: dueCentavos > 0 ? toDecimalString(dueCentavos) : '',
      paymentMethod: 'cash',
      transactionId: '',
      reason: '',
    },
  });

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) =>
        refund.mutateAsync({
          reservationId: reservation.id,
          ...values,
          amount: toDecimalString(values.amount),
        })
      }
      onSent={(_, values) =>
        toast({
          title: 'Refund Recorded',
          description: `${pesos(values.amount)} paid back for ${reservation.referenceCode}.`,
          variant: 'success',
        })
      }
      failure={PAYMENT_TEXT.refundFailed}
      onInvalid={toastFirstError(['amount', 'paymentMethod', 'transactionId', 'reason'])}
      idPrefix={`refund-${reservation.id.slice(0, 8)}`}
      testId="refund-dialog"
      title="Record Refund"
      description={`Money paid back to ${guestName(reservation.user)} · ${bookedName(reservation)} · Ref ${reservation.referenceCode}. It is taken off what the booking has paid.`}
      summary={
        <DialogFacts
          className="grid-cols-2 text-center"
          facts={[
            { label: 'Paid', value: pesos(paidCentavos), valueClassName: 'tabular-nums text-success' },
            {
              label: 'Refund due',
              value: pesos(Math.max(0, dueCentavos)),
              valueClassName: 'tabular-nums text-primary',
            },
          ]}
        />
      }
      submitLabel="Record Refund"
      pendingLabel="Recording..."
      pending={refund.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          description={dueCentavos > 0 ? 'Prefilled with the refund due.' : 'At most what was paid.'}
        />
        <DeskPaymentMethodField />
      </div>
      <TransactionIdField
        label="Reference / Receipt number"
        description="The GCash or bank reference of the transfer, or the receipt number for cash."
      />
      <ReasonField description="For example: cancelled 10 days before arrival, full refund." />
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts from the current refund due. */
export const RecordRefundDialog = mountedWhileOpen(RecordRefundForm);
