// A group booking's rooming list at the desk (docs/adr/0065): the group's code and money (total of the
// rooms still booked, paid on all of them, balance, refund due after a room left), then each room with its
// guests, code and status, and the moves that work per room: check in, check out, cancel this room. Cancel
// group cancels every room still pending or confirmed. A check-out with money owed, a confirm and a refund
// stay on the room's own card, with their dialogs.
import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatPesos, toCentavos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { showActionError, showSuccess } from '@/lib/notify';
import { useBookingGroup, useCancelBookingGroup } from '../api/booking-group';
import { type StatusMove, useChangeReservationStatus } from '../api/change-reservation-status';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';
import { guestsLabel } from '../lib/front-desk-view';

type RoomMove = Extract<StatusMove, 'checkin' | 'checkout' | 'cancel'>;

/** The per-room moves the rooming list offers for a room's status (check-in from its check-in day). */
const movesOf = (room: ReservationDto, today: string): RoomMove[] => {
  if (room.status === 'confirmed') return today >= room.checkin ? ['checkin', 'cancel'] : ['cancel'];
  if (room.status === 'pending') return ['cancel'];
  if (room.status === 'checked_in') return ['checkout'];
  return [];
};

const MOVE_LABEL: Record<RoomMove, string> = {
  checkin: 'Check in',
  checkout: 'Check out',
  cancel: 'Cancel room',
};

const Money = ({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) => (
  <div className="rounded-xl bg-muted/60 px-3 py-2">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className={`tabular-nums ${strong ? 'font-semibold' : ''}`}>
      {formatPesos(amount, { cents: true })}
    </dd>
  </div>
);

export const RoomingListButton = ({ code, today }: { code: string; today: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Rooming list of group ${code}`}
      >
        <Users aria-hidden="true" />
        Rooming list
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <RoomingList code={code} today={today} /> : null}
      </Dialog>
    </>
  );
};

const RoomingList = ({ code, today }: { code: string; today: string }) => {
  const group = useBookingGroup(code, true);
  const move = useChangeReservationStatus();
  const cancelGroup = useCancelBookingGroup();
  const busy = move.isPending || cancelGroup.isPending;
  const run = async (action: () => Promise<unknown>, texts: { success: string; error: string }) => {
    try {
      await action();
      showSuccess(texts.success);
    } catch (error) {
      showActionError(error, texts.error);
    }
  };
  const data = group.data;
  const cancellable = data?.rooms.some((room) => room.status === 'pending' || room.status === 'confirmed');
  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>Rooming list · {code}</DialogTitle>
        <DialogDescription>
          {data
            ? `${data.user.firstName} ${data.user.lastName} · ${data.rooms.length} rooms, ${formatDay(data.checkin)} to ${formatDay(data.checkout)}`
            : 'Loading the group…'}
        </DialogDescription>
      </DialogHeader>
      {group.error ? (
        <p role="alert" className="text-sm text-destructive">
          The group could not be loaded.
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <Money label="Group total" amount={data.totalAmount} strong />
            <Money label="Paid" amount={data.paidAmount} />
            <Money label="Balance" amount={data.amountDue} />
            <Money label="Refund due" amount={data.refundDue} strong={toCentavos(data.refundDue) > 0} />
          </dl>
          <ul className="grid gap-2" aria-label="Rooms">
            {data.rooms.map((room) => (
              <li
                key={room.id}
                data-testid="rooming-room"
                data-status={room.status}
                className="grid gap-2 rounded-xl border border-border/70 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{room.room?.name}</span>
                    <Badge variant={statusBadgeVariant(room.status)}>{STATUS_LABELS[room.status]}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {guestsLabel(room)} · <span className="font-mono">{room.referenceCode}</span> ·{' '}
                    {formatPesos(room.totalAmount, { cents: true })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {movesOf(room, today).map((next) => (
                    <Button
                      key={next}
                      size="sm"
                      variant={next === 'cancel' ? 'outline' : 'default'}
                      disabled={busy}
                      aria-label={`${MOVE_LABEL[next]}: ${room.room?.name ?? room.referenceCode}`}
                      onClick={() =>
                        run(() => move.mutateAsync({ id: room.id, move: next }), {
                          success: ACTION_SUCCESS[next],
                          error: ACTION_ERROR[next],
                        })
                      }
                    >
                      {MOVE_LABEL[next]}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          {cancellable ? (
            <div className="flex justify-end border-t border-border pt-3">
              <Button
                variant="destructive"
                disabled={busy}
                onClick={() =>
                  run(() => cancelGroup.mutateAsync({ code }), {
                    success: 'Every room still pending or confirmed was cancelled',
                    error: 'Failed to cancel the group',
                  })
                }
              >
                Cancel group
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </DialogContent>
  );
};
