// The dialogs behind a reservation card's buttons: the confirmations of spec section 5 (confirm, cancel,
// delete, each showing the stay), Extend Stay and Record Payment.

import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CardAction } from '../lib/front-desk-view';
import { guestName } from '../lib/front-desk-view';
import { ExtendStayDialog } from './extend-stay-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import type { ReservationActions } from './use-reservation-actions';

/** Which stay a confirmation is about. */
const StaySummary = ({ reservation }: { reservation: ReservationDto }) => (
  <dl className="grid gap-1">
    {[
      ['Guest', guestName(reservation.user)],
      ['Room', reservation.room.name],
      ['Stay', `${formatDay(reservation.checkin)} – ${formatDay(reservation.checkout)}`],
    ].map(([term, value]) => (
      <div key={term} className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{term}</dt>
        <dd className="text-right font-medium">{value}</dd>
      </div>
    ))}
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">Reference</dt>
      <dd className="font-mono font-semibold">{reservation.referenceCode}</dd>
    </div>
  </dl>
);

export const ReservationDialogs = ({
  reservation,
  actions,
  controls,
}: {
  reservation: ReservationDto;
  actions: readonly CardAction[];
  controls: ReservationActions;
}) => {
  const { dialog, dialogProps, move, destroy, busyMove, deleting } = controls;
  const details = <StaySummary reservation={reservation} />;
  return (
    <>
      <ConfirmDialog
        {...dialogProps('confirm')}
        title="Confirm this reservation?"
        description={`The booking will be confirmed and a confirmation email sent to ${reservation.user.email}.`}
        details={details}
        confirmLabel="Confirm & Send Email"
        pendingLabel="Confirming..."
        pending={busyMove === 'confirm'}
        onConfirm={() => move('confirm')}
      />
      <ConfirmDialog
        {...dialogProps('cancel')}
        title="Cancel this reservation?"
        description="Are you sure you want to cancel this reservation? The room's nights are released for other guests."
        details={details}
        confirmLabel="Cancel Reservation"
        pendingLabel="Cancelling..."
        cancelLabel="Keep Reservation"
        tone="destructive"
        pending={busyMove === 'cancel'}
        onConfirm={() => move('cancel')}
      />
      <ConfirmDialog
        {...dialogProps('delete')}
        title="Delete this reservation permanently?"
        description="The reservation, its payments and its history will be removed from the system and from every report."
        details={details}
        warning="This cannot be undone."
        confirmLabel="Delete Permanently"
        pendingLabel="Deleting..."
        tone="destructive"
        pending={deleting}
        onConfirm={destroy}
      />
      {/* mounted while the action is offered, and while open even if a change just withdrew it */}
      {actions.includes('extend') || dialog === 'extend' ? (
        <ExtendStayDialog reservation={reservation} {...dialogProps('extend')} />
      ) : null}
      {actions.includes('payment') || dialog === 'payment' ? (
        <RecordPaymentDialog reservation={reservation} {...dialogProps('payment')} />
      ) : null}
    </>
  );
};
