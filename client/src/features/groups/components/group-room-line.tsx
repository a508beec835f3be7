// One room of the group on the group page: its photo-less line with the party (adults, kids within the
// room's limits), its price for the nights with its extras, a Remove button, and the extras for this room
// (folded away until opened, or while some are picked).

import type { AddOnDto } from '@domain/api/add-ons';
import type { RoomDto } from '@domain/api-types';
import { formatCentavos } from '@domain/money';
import type { Quote } from '@domain/pricing';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type AddOnChoice, ExtrasPicker, type ExtrasSummary, useAddOnsText } from '@/features/add-ons';
import { type CartRoom, groupCart } from '@/features/rooms';
import { useGroupsText } from '../messages';

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

/** The room's extras, folded under a summary line that says how many are picked and their amount. */
const RoomExtras = ({
  name,
  addOns,
  extras,
  choices,
  stay,
  onChange,
}: {
  name: string;
  addOns: readonly AddOnDto[];
  extras: ExtrasSummary;
  choices: AddOnChoice[];
  stay: { checkin: string; checkout: string; persons: number };
  onChange: (choices: AddOnChoice[]) => void;
}) => {
  const { t } = useAddOnsText();
  const [open, setOpen] = useState(choices.length > 0);
  if (addOns.length === 0) return null;
  return (
    <details
      className="group sm:col-span-2"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl bg-muted/70 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span>
          {t('groupTitle')}
          {extras.lines.length ? (
            <span className="ml-2 text-muted-foreground">
              · {extras.lines.length} · {formatCentavos(extras.totalCentavos, { cents: true })}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-3">
        <ExtrasPicker
          addOns={addOns}
          choices={choices}
          stay={stay}
          onChange={onChange}
          label={`${t('groupTitle')} · ${name}`}
        />
      </div>
    </details>
  );
};

export const GroupRoomLine = ({
  item,
  index,
  room,
  quote,
  totalCentavos,
  addOns,
  extras,
  checkin,
  checkout,
  choices,
  onExtrasChange,
}: {
  item: CartRoom;
  index: number;
  room: RoomDto | undefined;
  quote: Quote | null;
  /** The room's nights and its extras (null while its rates load). */
  totalCentavos: number | null;
  addOns: readonly AddOnDto[];
  extras: ExtrasSummary;
  checkin: string;
  checkout: string;
  choices: AddOnChoice[];
  onExtrasChange: (choices: AddOnChoice[]) => void;
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
          {quote && totalCentavos !== null ? (
            <span className="text-lg font-semibold tabular-nums" data-testid="room-total">
              {formatCentavos(totalCentavos, { cents: true })}
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
      <RoomExtras
        name={item.name}
        addOns={addOns}
        extras={extras}
        choices={choices}
        stay={{ checkin, checkout, persons: item.adults + item.kids }}
        onChange={onExtrasChange}
      />
    </li>
  );
};
