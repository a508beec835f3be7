// Reject a payment whose reference number matches nothing received: an optional reason, told to the
// guest in the email (the server writes a default sentence when it is left blank).

import type { StaffPaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatPesos } from '@domain/money';
import { singleLineText } from '@domain/schemas/fields';
import type { DialogState } from '@/components/ui/form-dialog';
import { guestName } from '../lib/front-desk-view';
import { ReasonDialog } from './reason-field';

type Props = DialogState & {
  payment: StaffPaymentDto;
  pending: boolean;
  onReject: (reason: string) => void;
};

export const RejectPaymentDialog = ({ payment, onReject, ...dialog }: Props) => (
  <ReasonDialog
    {...dialog}
    rule={singleLineText().trim().max(300)}
    field={{
      label: 'Reason for the guest (optional)',
      description: 'Sent to the guest by email. For example: no GCash payment with this reference number.',
    }}
    onReason={onReject}
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
    cancelLabel="Go Back"
  />
);
