// Confirm when the 30% down payment is not verified yet: the dialog says how much is verified against
// the 30%, and confirming needs the clerk's reason (kept in the reservation's history).

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { singleLineText } from '@domain/schemas/fields';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogFacts, type DialogState } from '@/components/ui/form-dialog';
import { ReasonDialog } from './reason-field';

export const OVERRIDE_REASON_REQUIRED = 'Please say why you confirm without the down payment';

const overrideReasonRule = singleLineText({ error: OVERRIDE_REASON_REQUIRED })
  .trim()
  .min(1, OVERRIDE_REASON_REQUIRED)
  .max(300);

const peso = (amount: string) => formatPesos(amount, { cents: true });

type Props = DialogState & {
  reservation: ReservationDto;
  /** What the dialog is about (guest, room, stay). */
  details: ReactNode;
  pending: boolean;
  onConfirm: (overrideReason: string) => void;
};

export const ConfirmOverrideDialog = ({ reservation, details, onConfirm, ...dialog }: Props) => (
  <ReasonDialog
    {...dialog}
    rule={overrideReasonRule}
    field={{
      name: 'overrideReason',
      label: 'Why confirm now?',
      description: 'For example: the guest paid in cash at the desk, or a regular guest who pays on arrival.',
    }}
    onReason={onConfirm}
    note={
      <p className="flex gap-2 text-xs text-muted-foreground">
        <AlertTriangle className="size-3.5 shrink-0 text-warning" aria-hidden="true" />
        The room stays held for this guest even if no money arrives.
      </p>
    }
    idPrefix={`confirm-${reservation.id.slice(0, 8)}`}
    testId="confirm-override-dialog"
    title="Confirm without the down payment?"
    description={`Only ${peso(reservation.paidAmount)} of the ${DOWN_PAYMENT_PERCENT}% down payment (${peso(reservation.downPaymentAmount)}) is verified. You can still confirm, but say why: it is kept in the booking's history. The guest gets the confirmation email.`}
    summary={
      <div className="grid gap-3">
        <DialogFacts
          className="grid-cols-2"
          facts={[
            {
              label: 'Verified so far',
              value: peso(reservation.paidAmount),
              valueClassName: 'tabular-nums text-destructive',
            },
            {
              label: `${DOWN_PAYMENT_PERCENT}% down payment`,
              value: peso(reservation.downPaymentAmount),
              valueClassName: 'tabular-nums',
            },
          ]}
        />
        <div className="rounded-xl border border-border p-3 text-sm">{details}</div>
      </div>
    }
    submitLabel="Confirm & Send Email"
    pendingLabel="Confirming..."
  />
);
