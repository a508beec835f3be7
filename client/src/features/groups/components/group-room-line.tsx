// One room of the group on the group page: its photo-less line with the party (adults, kids within the
// room's limits), its price for the nights and a Remove button.
import type { RoomDto } from '@domain/api-types';
import { formatCentavos } from '@domain/money';
import type { Quote } from '@domain/pricing';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type CartRoom, groupCart, useGroupsText } from '@/features/rooms';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const PartySelect = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
}) => {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 rounded-xl border border-input bg-background px-3 text-base sm:h-10 sm:text-sm"
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
};

export const GroupRoomLine = ({
  item,
  index,
  room,
  quote,
}: {
  item: CartRoom;
  index: number;
  room: RoomDto | undefined;
  quote: Quote | null;
}) => {
  const { t } = useGroupsText();
  const maxAdults = room ? Math.min(room.maxAdults, room.maxOccupancy) : item.adults;
  const maxKids = room ? Math.min(room.maxKids, Math.max(0, room.maxOccupancy - item.adults)) : item.kids;
  return (
    <li className="grid gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-soft sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('page.room', { number: index + 1 })}
        </p>
        <h3 className="mt-0.5 truncate text-lg font-semibold">{item.name}</h3>
        <div className="mt-3 grid max-w-xs grid-cols-2 gap-3">
          <PartySelect
            label={t('page.adults')}
            value={item.adults}
            options={range(1, maxAdults)}
            onChange={(adults) =>
              groupCart.setParty(item.roomId, { adults, kids: Math.min(item.kids, maxKids) })
            }
          />
          <PartySelect
            label={t('page.kids')}
            value={item.kids}
            options={range(0, maxKids)}
            onChange={(kids) => groupCart.setParty(item.roomId, { adults: item.adults, kids })}
          />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-right">
          <span className="block text-xs text-muted-foreground">{t('page.roomTotal')}</span>
          {quote ? (
            <span className="text-lg font-semibold tabular-nums">
              {formatCentavos(quote.totalCentavos, { cents: true })}
            </span>
          ) : (
            <Skeleton className="mt-1 h-6 w-24" />
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={() => groupCart.remove(item.roomId)}>
          <Trash2 aria-hidden="true" />
          {t('page.remove')}
        </Button>
      </div>
    </li>
  );
};
