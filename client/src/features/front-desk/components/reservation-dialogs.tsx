// The dialogs behind a reservation card's buttons: the confirmations of spec section 5 (confirm, cancel,
// delete, each showing the stay), no-show, Check Out with money owed, Extend Stay, Record Payment and
// Record Refund. Confirm asks for a reason when the 30% down payment is not verified.

import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { bookedName } from '@domain/day-visits';
import { toCentavos } from '@domain/money';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CardAction } from '../lib/front-desk-view';
import { guestName } from '../lib/front-desk-view';
import { ConfirmOverrideDialog } from './confirm-override-dialog';
import { ExtendHoldDialog } from './extend-hold-dialog';
import { ExtendStayDialog } from './extend-stay-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RecordRefundDialog } from './record-refund-dialog';
import { UnpaidCheckoutDialog } from './unpaid-checkout-dialog';
import type { ReservationActions } from './use-reservation-actions';

/** Which stay (or day visit: its day, no nights) a confirmation is about. */
const StaySummary = ({ reservation }: { reservation: ReservationDto }) => (
  <dl className="grid gap-1">
    {[
      ['Guest', guestName(reservation.user)],
      reservation.room ? ['Room', reservation.room.name] : ['Booking', bookedName(reservation)],
      reservation.room
        ? ['Stay', `${formatDay(reservation.checkin)} – ${formatDay(reservation.checkout)}`]
        : ['Day', formatDay(reservation.checkin)],
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

/** The plain confirmations of a card's actions, each shown with the stay it is about. */
const CONFIRMATIONS = [
  {
    kind: 'cancel',
    title: 'Cancel this reservation?',
    description:
      "Are you sure you want to cancel this reservation? The room's nights are released for other guests.",
    confirmLabel: 'Cancel Reservation',
    pendingLabel: 'Cancelling...',
    cancelLabel: 'Keep Reservation',
    tone: 'destructive',
  },
  {
    kind: 'delete',
    title: 'Delete this reservation permanently?',
    description:
      "The reservation leaves every desk list. Its payments and history are kept in the admin's archive, and the financial report still counts it.",
    warning: 'This cannot be undone.',
    confirmLabel: 'Delete Permanently',
    pendingLabel: 'Deleting...',
    tone: 'destructive',
  },
  {
    kind: 'no_show',
    title: 'Mark as a no-show?',
    description:
      "The guest never arrived. The booking is closed as a no-show and the room's nights are released. Money already paid stays with the resort.",
    confirmLabel: 'Mark No-show',
    pendingLabel: 'Marking...',
    cancelLabel: 'Keep Reservation',
    tone: 'destructive',
  },
] as const;

export const ReservationDialogs = ({
  reservation,
  actions,
  controls,
}: {
  reservation: ReservationDto;
  actions: readonly CardAction[];
  controls: ReservationActions;
}) => {
  const { dialog, dialogProps, openDialog, move, destroy, busyMove, deleting } = controls;
  const details = <StaySummary reservation={reservation} />;
  const downPaymentShort = toCentavos(reservation.paidAmount) < toCentavos(reservation.downPaymentAmount);
  const offered = (kind: CardAction) => actions.includes(kind) || dialog === kind;
  return (
    <>
      {downPaymentShort ? (
        <ConfirmOverrideDialog
          {...dialogProps('confirm')}
          reservation={reservation}
          details={details}
          pending={busyMove === 'confirm'}
          onConfirm={(overrideReason) => move('confirm', { overrideReason })}
        />
      ) : (
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
      )}
      {CONFIRMATIONS.map(({ kind, ...texts }) => (
        <ConfirmDialog
          key={kind}
          {...dialogProps(kind)}
          {...texts}
          details={details}
          pending={kind === 'delete' ? deleting : busyMove === kind}
          onConfirm={kind === 'delete' ? destroy : () => move(kind)}
        />
      ))}
      {offered('checkout') ? (
        <UnpaidCheckoutDialog
          {...dialogProps('checkout')}
          reservation={reservation}
          details={details}
          pending={busyMove === 'checkout'}
          onRecordPayment={() => openDialog('payment')}
          onLeaveUnpaid={() => move('checkout', { leaveUnpaid: true })}
        />
      ) : null}
      {/* mounted while the action is offered, and while open even if a change just withdrew it */}
      {offered('extend') && reservation.roomId && reservation.room ? (
        <ExtendStayDialog
          reservation={reservation}
          room={{ id: reservation.roomId, name: reservation.room.name }}
          {...dialogProps('extend')}
        />
      ) : null}
      {offered('extend_hold') ? (
        <ExtendHoldDialog reservation={reservation} details={details} {...dialogProps('extend_hold')} />
      ) : null}
      {offered('payment') ? (
        <RecordPaymentDialog reservation={reservation} {...dialogProps('payment')} />
      ) : null}
      {offered('refund') ? <RecordRefundDialog reservation={reservation} {...dialogProps('refund')} /> : null}
    </>
  );
};
