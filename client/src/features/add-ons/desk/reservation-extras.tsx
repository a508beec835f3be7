// A booking's extras on its desk card: each line (day, how many, amount) with Remove behind a
// confirmation, and Add extra while the desk may change them (pending, confirmed or checked in). A
// change answers the booking with its new total; the card's total and balance refresh with the desk's
// lists. Lines are read only for a booking that has some (addOnAmount above 0).

import { isOnADay } from '@domain/add-ons';
import type { ReservationAddOnDto } from '@domain/api/add-ons';
import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatCentavos, toCentavos } from '@domain/money';
import { Plus, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError } from '@/lib/notify';
import { useDeskRemoveAddOn } from '../api/desk-add-ons';
import { useReservationAddOns } from '../api/reservation-add-ons';
import { AddExtraDialog, type AddExtraState } from './add-extra-dialog';

const CHANGEABLE: readonly ReservationDto['status'][] = ['pending', 'confirmed', 'checked_in'];
const pesos = (amount: string) => formatCentavos(toCentavos(amount), { cents: true });

const LineRow = ({ line, onRemove }: { line: ReservationAddOnDto; onRemove?: () => void }) => (
  <li className="flex items-center justify-between gap-2 py-1.5" data-testid="reservation-add-on">
    <span className="min-w-0">
      <span className="font-medium">{line.nameEn}</span>{' '}
      <span className="text-muted-foreground tabular-nums">× {line.quantity}</span>{' '}
      <span className="block text-xs text-muted-foreground">
        {isOnADay(line.unit) ? `On ${formatDay(line.day)}` : `From ${formatDay(line.day)}`}
      </span>
    </span>
    <span className="flex shrink-0 items-center gap-1">
      <span className="font-semibold tabular-nums">{pesos(line.amount)}</span>
      {onRemove ? (
        <Button
          size="icon"
          variant="ghost"
          className="size-9 text-destructive hover:bg-destructive/8 hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove ${line.nameEn}`}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </span>
  </li>
);

const useRemoveFlow = (reservation: ReservationDto) => {
  const remove = useDeskRemoveAddOn(reservation.id);
  const [removing, setRemoving] = useState<ReservationAddOnDto | null>(null);
  const onConfirm = () => {
    if (!removing || remove.isPending) return;
    remove.mutate(
      { reservationId: reservation.id, lineId: removing.id },
      {
        onSuccess: (saved) => {
          const refund = toCentavos(saved.refundDue);
          toast({
            title: 'Extra removed',
            description: `${removing.nameEn} is off the bill. New total ${pesos(saved.totalAmount)}${refund > 0 ? `; ${pesos(saved.refundDue)} to refund` : ''}.`,
            variant: 'success',
          });
        },
        onError: (error) => showActionError(error, 'The extra could not be removed.'),
        onSettled: () => setRemoving(null),
      },
    );
  };
  return { removing, pending: remove.isPending, ask: setRemoving, close: () => setRemoving(null), onConfirm };
};

export default function ReservationExtras({
  reservation,
  today,
}: {
  reservation: ReservationDto;
  today: string;
}) {
  const hasLines = toCentavos(reservation.addOnAmount) > 0;
  const changeable = CHANGEABLE.includes(reservation.status);
  const lines = useReservationAddOns(reservation.id, { enabled: hasLines });
  const flow = useRemoveFlow(reservation);
  const [adding, setAdding] = useState<AddExtraState | null>(null);
  if (!hasLines && !changeable) return null;
  const active = (lines.data ?? []).filter((line) => !line.removedAt);

  return (
    <section
      aria-label="Extras"
      className="grid gap-1 rounded-xl border border-border px-3 py-2 text-sm"
      data-testid="reservation-extras"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium">
          <Sparkles className="size-4 text-primary" aria-hidden="true" /> Extras
          {hasLines ? (
            <span className="font-semibold tabular-nums" data-testid="add-on-amount">
              {pesos(reservation.addOnAmount)}
            </span>
          ) : (
            <span className="font-normal text-muted-foreground">none</span>
          )}
        </p>
        {changeable ? (
          <Button size="sm" variant="outline" onClick={() => setAdding({ reservation, today })}>
            <Plus aria-hidden="true" /> Add extra
          </Button>
        ) : null}
      </div>
      {hasLines ? (
        lines.isLoading ? (
          <Skeleton className="h-8 w-full" />
        ) : lines.isError ? (
          <p className="text-destructive">We couldn't load the extras.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={`Extras of ${reservation.referenceCode}`}>
            {active.map((line) => (
              <LineRow key={line.id} line={line} onRemove={changeable ? () => flow.ask(line) : undefined} />
            ))}
          </ul>
        )
      ) : null}

      <AddExtraDialog item={adding} onOpenChange={(open) => !open && setAdding(null)} />
      <ConfirmDialog
        open={flow.removing !== null}
        onOpenChange={(open) => !open && flow.close()}
        title="Remove this extra?"
        description="Its amount comes off the booking's total. Money already paid above the new total is shown as a refund due."
        details={
          flow.removing ? (
            <p>
              <span className="font-semibold">{flow.removing.nameEn}</span> × {flow.removing.quantity} ·{' '}
              {pesos(flow.removing.amount)}
            </p>
          ) : null
        }
        confirmLabel="Remove extra"
        pendingLabel="Removing…"
        cancelLabel="Keep it"
        tone="destructive"
        pending={flow.pending}
        onConfirm={flow.onConfirm}
      />
    </section>
  );
}
