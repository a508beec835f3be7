// One reservation at the front desk (spec section 2): guest, room, the id's first 8 characters, the
// reference code, status, dates, guests, total, payment status with paid and balance, contact email,
// special requests, the actions its status allows (with the confirmations of section 5) and its history.

import type { ReservationDto } from '@domain/api-types';
import { paymentMethodLabel, shortId } from '@domain/constants';
import { formatDay, nightsBetween } from '@domain/dates';
import { formatPeso, toCentavos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import {
  BedDouble,
  CalendarPlus,
  ChevronDown,
  Clock3,
  History,
  Hourglass,
  LogIn,
  LogOut,
  Mail,
  MailCheck,
  MessageSquareText,
  Trash2,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/skeleton';
import { showActionError, showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { type StatusMove, useChangeReservationStatus } from '../api/change-reservation-status';
import { useDeleteReservation } from '../api/delete-reservation';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';
import {
  type CardAction,
  cardActions,
  checkInOpensOn,
  eventActor,
  eventLabel,
  formatTimestamp,
  guestName,
  guestsLabel,
  stayTiming,
} from '../lib/front-desk-view';
import { ExtendStayDialog } from './extend-stay-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

const peso = (amount: string) => formatPeso(amount, { cents: true });

// Darker than the shared badge tones: these sit on the muted money box and must keep 4.5:1 contrast.
const PAYMENT_BADGE: Record<ReservationDto['paymentStatus'], string> = {
  Paid: 'border-transparent bg-success/12 text-[#116632]',
  'Partially Paid': 'border-transparent bg-warning/12 text-[#8a3c0a]',
  Unpaid: 'border-border bg-white text-foreground',
};

type DialogKind = 'confirm' | 'cancel' | 'delete' | 'extend' | 'payment' | null;

export const ReservationCard = ({
  reservation,
  today,
  headingLevel = 'h3',
}: {
  reservation: ReservationDto;
  today: string;
  /** h4 when the list sits under its own h3 (Today's Activity groups). */
  headingLevel?: 'h3' | 'h4';
}) => {
  const Heading = headingLevel;
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const statusChange = useChangeReservationStatus();
  const remove = useDeleteReservation();
  const titleId = useId();
  const historyId = useId();

  const name = guestName(reservation.user);
  const timing = stayTiming(reservation, today);
  const opensOn = checkInOpensOn(reservation, today);
  const actions = cardActions(reservation);
  const nights = nightsBetween(reservation.checkin, reservation.checkout);
  const pendingPayments = reservation.payments.filter((p) => p.status === 'pending');
  const history = reservation.history ?? [];
  const busyMove = statusChange.isPending ? statusChange.variables?.move : undefined;
  const busy = statusChange.isPending || remove.isPending;

  const move = async (next: StatusMove) => {
    if (busy) return;
    try {
      await statusChange.mutateAsync({ id: reservation.id, move: next });
      showSuccess(ACTION_SUCCESS[next]);
    } catch (error) {
      showActionError(error, ACTION_ERROR[next]);
    } finally {
      setDialog(null);
    }
  };

  const destroy = async () => {
    if (busy) return;
    try {
      await remove.mutateAsync(reservation.id);
      showSuccess(ACTION_SUCCESS.delete);
    } catch (error) {
      showActionError(error, ACTION_ERROR.delete);
    } finally {
      setDialog(null);
    }
  };

  const stayDetails = (
    <dl className="grid gap-1">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Guest</dt>
        <dd className="text-right font-medium">{name}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Room</dt>
        <dd className="text-right font-medium">{reservation.room.name}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Stay</dt>
        <dd className="text-right font-medium">
          {formatDay(reservation.checkin)} – {formatDay(reservation.checkout)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="font-mono font-semibold">{reservation.referenceCode}</dd>
      </div>
    </dl>
  );

  const button = (action: CardAction): ReactNode => {
    switch (action) {
      case 'confirm':
        return (
          <Button key={action} size="sm" onClick={() => setDialog('confirm')} disabled={busy}>
            <MailCheck aria-hidden="true" /> Confirm
          </Button>
        );
      case 'checkin':
        return (
          <Button
            key={action}
            size="sm"
            onClick={() => move('checkin')}
            disabled={busy || Boolean(opensOn)}
            aria-describedby={opensOn ? `${titleId}-opens` : undefined}
          >
            {busyMove === 'checkin' ? (
              <Spinner className="size-4" label="Checking in" />
            ) : (
              <LogIn aria-hidden="true" />
            )}
            {busyMove === 'checkin' ? 'Checking in...' : 'Check In'}
          </Button>
        );
      case 'checkout':
        return (
          <Button key={action} size="sm" onClick={() => move('checkout')} disabled={busy}>
            {busyMove === 'checkout' ? (
              <Spinner className="size-4" label="Checking out" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {busyMove === 'checkout' ? 'Checking out...' : 'Check Out'}
          </Button>
        );
      case 'extend':
        return (
          <Button
            key={action}
            size="sm"
            variant="outline"
            onClick={() => setDialog('extend')}
            disabled={busy}
          >
            <CalendarPlus aria-hidden="true" /> Extend Stay
          </Button>
        );
      case 'payment':
        return (
          <Button
            key={action}
            size="sm"
            variant="outline"
            onClick={() => setDialog('payment')}
            disabled={busy}
          >
            <Wallet aria-hidden="true" /> Record Payment
          </Button>
        );
      case 'cancel':
        return (
          <Button
            key={action}
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/8 sm:ml-auto"
            onClick={() => setDialog('cancel')}
            disabled={busy}
          >
            <X aria-hidden="true" /> Cancel
          </Button>
        );
      case 'delete':
        return (
          <Button
            key={action}
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/8 sm:ml-auto"
            onClick={() => setDialog('delete')}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        );
    }
  };

  return (
    <Card className="h-full" data-testid="reservation-card" data-status={reservation.status}>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading id={titleId} className="truncate font-sans text-lg font-semibold tracking-normal">
              {name}
            </Heading>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              <BedDouble className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{reservation.room.name}</span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <Badge variant={statusBadgeVariant(reservation.status)} data-testid="status-badge">
              {STATUS_LABELS[reservation.status] ?? reservation.status}
            </Badge>
            {timing ? (
              <Badge
                className={cn(
                  'border-transparent',
                  timing.tone === 'warning' ? 'bg-warning/12 text-[#8a3c0a]' : 'bg-lagoon/20 text-primary',
                )}
              >
                <Clock3 className="size-3" aria-hidden="true" />
                {timing.label}
              </Badge>
            ) : null}
          </div>
        </header>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-muted-foreground">
            ID{' '}
            <span
              className="font-mono font-medium text-foreground"
              title={reservation.id}
              data-testid="short-id"
            >
              #{shortId(reservation.id)}
            </span>
          </span>
          <span className="inline-flex items-center text-muted-foreground">
            Ref&nbsp;
            <span
              className="font-mono font-semibold tracking-wider text-primary"
              data-testid="reference-code"
            >
              {reservation.referenceCode}
            </span>
            <CopyButton value={reservation.referenceCode} label="Copy reference code" className="size-7" />
          </span>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Check-in</dt>
            <dd className="mt-0.5 font-medium">{formatDay(reservation.checkin, 'long')}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Check-out</dt>
            <dd className="mt-0.5 font-medium">{formatDay(reservation.checkout, 'long')}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Guests</dt>
            <dd className="mt-0.5 font-medium">{guestsLabel(reservation)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Nights</dt>
            <dd className="mt-0.5 font-medium">{nights}</dd>
          </div>
        </dl>

        <div className="rounded-xl bg-muted/70 p-3">
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Total</dt>
              <dd className="font-semibold tabular-nums" data-testid="total">
                {peso(reservation.totalAmount)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Paid</dt>
              <dd className="font-semibold tabular-nums text-success">{peso(reservation.paidAmount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Balance</dt>
              <dd
                className={cn(
                  'font-semibold tabular-nums',
                  toCentavos(reservation.balance) > 0 &&
                    reservation.status !== 'cancelled' &&
                    'text-destructive',
                )}
              >
                {peso(reservation.balance)}
              </dd>
            </div>
          </dl>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge className={PAYMENT_BADGE[reservation.paymentStatus]} data-testid="payment-status">
              <Wallet className="size-3" aria-hidden="true" />
              {reservation.paymentStatus}
            </Badge>
            {reservation.paymentMethod ? (
              <span>Booked with {paymentMethodLabel(reservation.paymentMethod)}</span>
            ) : null}
          </div>
        </div>

        {pendingPayments.length ? (
          <p
            className="flex gap-2 rounded-xl border border-warning/25 bg-warning/8 p-2.5 text-sm"
            role="note"
          >
            <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <span>
              {pendingPayments.length === 1 ? '1 payment' : `${pendingPayments.length} payments`} awaiting
              verification:{' '}
              {pendingPayments
                .map(
                  (p) => `${peso(p.amount)} (${paymentMethodLabel(p.paymentMethod)}, ref ${p.transactionId})`,
                )
                .join('; ')}
            </span>
          </p>
        ) : null}

        <div className="grid gap-1.5 text-sm">
          <a
            href={`mailto:${reservation.user.email}`}
            className="inline-flex w-fit max-w-full items-center gap-2 text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{reservation.user.email}</span>
          </a>
          {reservation.specialRequests ? (
            <p className="flex gap-2 text-muted-foreground">
              <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="font-medium text-foreground">Special requests: </span>
                {reservation.specialRequests}
              </span>
            </p>
          ) : null}
        </div>

        <div className="mt-auto grid gap-3 border-t border-border pt-3">
          {actions.length ? (
            <div className="flex flex-wrap items-center gap-2">{actions.map(button)}</div>
          ) : null}
          {opensOn ? (
            <p id={`${titleId}-opens`} className="text-xs text-muted-foreground">
              Check-in opens on {formatDay(opensOn, 'long')}.
            </p>
          ) : null}

          <div>
            <button
              type="button"
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
              aria-expanded={historyOpen}
              aria-controls={historyId}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <History className="size-4" aria-hidden="true" />
              History ({history.length})
              <ChevronDown
                className={cn('size-4 transition-transform', historyOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            {historyOpen ? (
              <ol
                id={historyId}
                className="mt-2 grid gap-2.5 border-l-2 border-secondary pl-4"
                data-testid="history"
              >
                {history.length ? (
                  history.map((event) => (
                    <li key={event.id} className="relative text-sm">
                      <span
                        className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
                        aria-hidden="true"
                      />
                      <p>
                        <span className="font-medium">{eventLabel(event.action)}</span>{' '}
                        <span className="text-muted-foreground">by {eventActor(event)}</span>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
                        {event.note ? ` · ${event.note}` : ''}
                      </p>
                    </li>
                  ))
                ) : (
                  <li className="text-sm text-muted-foreground">No changes recorded yet.</li>
                )}
              </ol>
            ) : null}
          </div>
        </div>
      </article>

      <ConfirmDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => setDialog(open ? 'confirm' : null)}
        title="Confirm this reservation?"
        description={`The booking will be confirmed and a confirmation email sent to ${reservation.user.email}.`}
        details={stayDetails}
        confirmLabel="Confirm & Send Email"
        pendingLabel="Confirming..."
        pending={busyMove === 'confirm'}
        onConfirm={() => move('confirm')}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title="Cancel this reservation?"
        description="Are you sure you want to cancel this reservation? The room's nights are released for other guests."
        details={stayDetails}
        confirmLabel="Cancel Reservation"
        pendingLabel="Cancelling..."
        cancelLabel="Keep Reservation"
        tone="destructive"
        pending={busyMove === 'cancel'}
        onConfirm={() => move('cancel')}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete this reservation permanently?"
        description="The reservation, its payments and its history will be removed from the system and from every report."
        details={stayDetails}
        warning="This cannot be undone."
        confirmLabel="Delete Permanently"
        pendingLabel="Deleting..."
        tone="destructive"
        pending={remove.isPending}
        onConfirm={destroy}
      />
      {actions.includes('extend') || dialog === 'extend' ? (
        <ExtendStayDialog
          reservation={reservation}
          open={dialog === 'extend'}
          onOpenChange={(open) => setDialog(open ? 'extend' : null)}
        />
      ) : null}
      {actions.includes('payment') || dialog === 'payment' ? (
        <RecordPaymentDialog
          reservation={reservation}
          open={dialog === 'payment'}
          onOpenChange={(open) => setDialog(open ? 'payment' : null)}
        />
      ) : null}
    </Card>
  );
};
