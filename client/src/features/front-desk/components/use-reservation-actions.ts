// What a reservation card's actions do: status moves and deletion with the spec's success and error
// toasts, which dialog is open, and what is busy (one action at a time per card).

import { useState } from 'react';
import { showActionError, showSuccess } from '@/lib/notify';
import {
  type StatusMove,
  type StatusMoveBody,
  useChangeReservationStatus,
} from '../api/change-reservation-status';
import { useDeleteReservation } from '../api/delete-reservation';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';

export type ReservationDialog =
  | 'confirm'
  | 'cancel'
  | 'delete'
  | 'extend'
  | 'extend_hold'
  | 'payment'
  | 'no_show'
  | 'refund'
  /** Check Out while the guest still owes money: record the payment or leave it unpaid. */
  | 'checkout';

export const useReservationActions = (reservationId: string) => {
  const [dialog, setDialog] = useState<ReservationDialog | null>(null);
  const statusChange = useChangeReservationStatus();
  const remove = useDeleteReservation();
  const busy = statusChange.isPending || remove.isPending;

  /** Runs one action with its toasts, then closes whatever dialog asked for it. */
  const run = async (action: () => Promise<unknown>, texts: { success: string; error: string }) => {
    if (busy) return;
    try {
      await action();
      showSuccess(texts.success);
    } catch (error) {
      showActionError(error, texts.error);
    } finally {
      setDialog(null);
    }
  };

  const move = (next: StatusMove, body?: StatusMoveBody) =>
    run(() => statusChange.mutateAsync({ id: reservationId, move: next, body }), {
      success: ACTION_SUCCESS[next],
      error: ACTION_ERROR[next],
    });

  const destroy = () =>
    run(() => remove.mutateAsync(reservationId), {
      success: ACTION_SUCCESS.delete,
      error: ACTION_ERROR.delete,
    });

  /** Props for a dialog: open when it is the current one; closing it clears the current one. */
  const dialogProps = (kind: ReservationDialog) => ({
    open: dialog === kind,
    onOpenChange: (open: boolean) => setDialog(open ? kind : null),
  });

  return {
    dialog,
    openDialog: setDialog,
    dialogProps,
    move,
    destroy,
    busy,
    /** The status move in flight, for its button's spinner. */
    busyMove: statusChange.isPending ? statusChange.variables?.move : undefined,
    deleting: remove.isPending,
  };
};

export type ReservationActions = ReturnType<typeof useReservationActions>;
