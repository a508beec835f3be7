// A stay's extras on its booking card: each line (name, how many, a trip's day, amount). Before check-in
// the guest removes a line or adds extras (a dialog with the picker); after check-in the lines are
// read-only and the server's sentence says the desk changes them. Nothing shows on a booking without
// extras when none can be added.
import { ADD_ON_MESSAGES } from '@domain/add-ons';
import type { ReservationAddOnDto } from '@domain/api/add-ons';
import type { ReservationDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { formatCentavos, toCentavos } from '@domain/money';
import { Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  type AddOnsT,
  addOnMessage,
  addOnName,
  useAddOns,
  useAddOnsText,
  useRemoveReservationAddOn,
  useReservationAddOns,
} from '@/features/add-ons';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/i18n/format-day';
import { wasReported } from '@/lib/query-client';
import { BookingExtrasDialog } from './booking-extras-dialog';

/** Before check-in: the guest changes the extras online. */
const CHANGEABLE: readonly ReservationDto['status'][] = ['pending', 'confirmed'];
/** In the house or after: the lines stay on the card, the desk changes them. */
const READ_ONLY: readonly ReservationDto['status'][] = ['checked_in', 'completed'];

const lineDetail = (t: AddOnsT, line: ReservationAddOnDto, nights: number) => {
  const { quantity, unit } = line;
  if (unit === 'trip') return t('line.trip', { quantity, day: formatDay(line.day) });
  if (unit === 'stay') return t('line.stay', { quantity });
  return t(`line.${unit}`, { quantity, count: nights });
};

const ExtraRow = ({
  line,
  nights,
  onRemove,
  removing,
}: {
  line: ReservationAddOnDto;
  nights: number;
  onRemove?: () => void;
  removing: boolean;
}) => {
  const { t, language } = useAddOnsText();
  const name = addOnName(line, language);
  return (
    <li className="flex items-center justify-between gap-3 py-2" data-testid="booking-extra">
      <span className="min-w-0">
        <span className="block font-medium">{name}</span>
        <span className="block text-xs text-muted-foreground">{lineDetail(t, line, nights)}</span>
      </span>
      <span className="flex shrink-0 items-center gap-1">
        <span className="font-semibold tabular-nums">
          {formatCentavos(toCentavos(line.amount), { cents: true })}
        </span>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground hover:text-destructive"
            aria-label={t('removeName', { name })}
            disabled={removing}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </span>
    </li>
  );
};

type ExtrasListProps = { reservation: ReservationDto; changeable: boolean; compact: boolean };

const ExtrasList = ({ reservation, changeable, compact }: ExtrasListProps) => {
  const { t, language } = useAddOnsText();
  // a booking whose extras add nothing holds none (the lines are read once it has some)
  const holdsExtras = toCentavos(reservation.addOnAmount) > 0;
  const lines = useReservationAddOns(reservation.id, { enabled: holdsExtras });
  const offered = useAddOns({ enabled: changeable });
  const remove = useRemoveReservationAddOn(reservation.id);
  const [open, setOpen] = useState(false);
  const active = holdsExtras ? (lines.data ?? []).filter((line) => !line.removedAt) : [];
  const nights = nightsBetween(reservation.checkin, reservation.checkout);
  const canAdd = changeable && (offered.data?.length ?? 0) > 0;

  if (holdsExtras && lines.isLoading) return null;
  if (holdsExtras && lines.error)
    return (
      <p className="text-sm text-muted-foreground">
        {t('booking.loadFailed')}{' '}
        <button type="button" className="font-medium text-primary underline" onClick={() => lines.refetch()}>
          {t('booking.retry')}
        </button>
      </p>
    );
  if (active.length === 0 && !canAdd) return null;

  const onRemove = (line: ReservationAddOnDto) => {
    if (remove.isPending) return;
    if (!window.confirm(t('booking.removeConfirm', { name: addOnName(line, language) }))) return;
    remove.mutate(line.id, {
      onSuccess: () => toast({ title: t('booking.removed'), variant: 'success' }),
      onError: (error) => {
        if (wasReported(error)) return;
        toast({
          title: t('booking.failed'),
          description: addOnMessage(errorMessage(error, t('booking.failed'))),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <section
      aria-labelledby={`extras-${reservation.id}`}
      className="rounded-xl border border-border/80 p-3 sm:p-4"
      data-testid="booking-extras"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`extras-${reservation.id}`}
          className="flex items-center gap-2 font-sans text-sm font-semibold"
        >
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          {t('booking.title')}
        </h3>
        {canAdd ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" />
            {t('booking.add')}
          </Button>
        ) : null}
      </div>
      {active.length ? (
        <ul className="mt-1 divide-y divide-border/70 text-sm">
          {active.map((line) => (
            <ExtraRow
              key={line.id}
              line={line}
              nights={nights}
              removing={remove.isPending}
              onRemove={changeable ? () => onRemove(line) : undefined}
            />
          ))}
        </ul>
      ) : compact ? null : (
        <p className="mt-1 text-sm text-muted-foreground">{t('booking.empty')}</p>
      )}
      {!changeable ? (
        <p className="mt-2 text-xs text-muted-foreground">{addOnMessage(ADD_ON_MESSAGES.afterCheckin)}</p>
      ) : null}
      {changeable ? (
        <BookingExtrasDialog reservation={reservation} open={open} onOpenChange={setOpen} />
      ) : null}
    </section>
  );
};

/**
 * The mount point on a booking card: only stays that may have or take extras. `compact` (a group's room
 * lines) leaves out the "no extras yet" line, which each room would repeat.
 */
export const BookingExtras = ({
  reservation,
  compact = false,
}: {
  reservation: ReservationDto;
  compact?: boolean;
}) => {
  if (!reservation.room) return null;
  const changeable = CHANGEABLE.includes(reservation.status);
  const readOnly = READ_ONLY.includes(reservation.status) && toCentavos(reservation.addOnAmount) > 0;
  if (!changeable && !readOnly) return null;
  return <ExtrasList reservation={reservation} changeable={changeable} compact={compact} />;
};
