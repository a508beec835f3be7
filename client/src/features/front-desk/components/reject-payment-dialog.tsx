// Reject a payment whose reference number matches nothing received: an optional reason, told to the
// guest in the email (the server writes a default sentence when it is left blank).

import type { StaffPaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatPesos } from '@domain/money';
import { singleLineText } from '@domain/schemas/fields';
import { z } from 'zod';
import { toastFirstError } from '@/components/ui/form';
import { type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { guestName } from '../lib/front-desk-view';
import { ReasonField } from './reason-field';

const rejectSchema = z.object({ reason: singleLineText().trim().max(300) });

type Props = DialogState & {
  payment: StaffPaymentDto;
  pending: boolean;
  onReject: (reason: string) => void;
};

const RejectPaymentForm = ({ payment, pending, onReject, ...dialog }: Props) => {
  const form = useZodForm(rejectSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      {...dialog}
      form={form}
      onValid={(values) => onReject(values.reason)}
      onInvalid={toastFirstError(['reason'])}
      idPrefix={`reject-${payment.id.slice(0, 8)}`}
      testId="reject-payment-dialog"
      title="Reject this payment?"
      description="Reject it when the reference number does not match a payment you received. It will not count towards the booking's balance."
      summary={
        <p className="rounded-xl bg-muted/70 p-3 text-sm">
          <span className="font-semibold">{formatPesos(payment.amount, { cents: true })}</span> by{' '}
          {paymentMethodLabel(payment.paymentMethod)}, ref{' '}
          <span className="font-mono font-semibold">{payment.transactionId}</span>, from{' '}
          {guestName(payment.guest)} for {payment.referenceCode}
        </p>
      }
      submitLabel="Reject Payment"
      pendingLabel="Rejecting..."
      pending={pending}
      cancelLabel="Go Back"
    >
      <ReasonField
        label="Reason for the guest (optional)"
        description="Sent to the guest by email. For example: no GCash payment with this reference number."
        rows={2}
      />
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with an empty reason. */
export const RejectPaymentDialog = mountedWhileOpen(RejectPaymentForm);
