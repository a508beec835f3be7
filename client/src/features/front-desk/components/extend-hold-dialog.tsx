// Extend Hold: an online booking whose payment nobody verified lets its nights go at its "verify by" time.
// The desk can keep them (the guest called, the bank transfer is slow): that stops the clock, and the
// reason is kept in the booking's history with who and when.

import type { ReservationDto } from '@domain/api-types';
import { extendHoldSchema } from '@domain/schemas/staff';
import type { ReactNode } from 'react';
import type { DialogState } from '@/components/ui/form-dialog';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { useExtendHold } from '../api/extend-hold';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';
import { ReasonDialog } from './reason-field';

type Props = DialogState & { reservation: ReservationDto; details: ReactNode };

export const ExtendHoldDialog = ({ reservation, details, ...dialog }: Props) => {
  const extend = useExtendHold();
  const { formatDateTime } = useResortClock();
  const onReason = async (reason: string) => {
    try {
      await extend.mutateAsync({ id: reservation.id, reason });
      showSuccess(ACTION_SUCCESS.extend_hold);
      dialog.onOpenChange(false);
    } catch (error) {
      showActionError(error, ACTION_ERROR.extend_hold);
    }
  };
  return (
    <ReasonDialog
      {...dialog}
      pending={extend.isPending}
      rule={extendHoldSchema.shape.reason}
      field={{
        label: 'Why keep the nights?',
        description: 'For example: the guest called, the bank transfer clears on Monday.',
      }}
      onReason={onReason}
      idPrefix={`extend-hold-${reservation.id.slice(0, 8)}`}
      testId="extend-hold-dialog"
      title="Extend the hold?"
      description={`No payment is verified yet: the booking lets its nights go at ${reservation.verifyBy ? formatDateTime(reservation.verifyBy) : 'its verify-by time'}. Extending keeps them until you verify a payment, confirm or cancel; your reason is kept in the booking's history.`}
      summary={<div className="rounded-xl border border-border p-3 text-sm">{details}</div>}
      submitLabel="Extend Hold"
      pendingLabel="Extending..."
    />
  );
};
