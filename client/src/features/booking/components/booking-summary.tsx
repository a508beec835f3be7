// The Booking Summary: the room, the stay, each night's price (a seasonal rate named where it applies),
// the senior citizen / PWD discount line by line when a guest claims it, the total with the VAT it
// includes, the 30% down payment due now and the 70% balance due at check-in. It holds the form's submit
// button, so on a desktop the price and the action stay in view together. Book Now (or Log in to book)
// is there only once the nights are known to be free: before that the button checks the dates.

import type { RoomDto } from '@domain/api-types';
import type { Quote } from '@domain/pricing';
import { CalendarDays, ShieldCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { ExtraLine } from '@/features/add-ons';
import { guestsLabel, useRoomsText } from '@/features/rooms';
import { formatDay } from '@/lib/i18n/format-day';
import type { SubmitMode } from '../lib/stay-check';
import { useBookingText } from '../messages';
import { RoomPhoto } from './room-photo';
import { SummaryAction } from './summary-action';
import { SummaryPrices } from './summary-prices';

type Stay = { checkin: string; checkout: string; adults: number; kids: number };

const SummaryTitle = ({ room }: { room: RoomDto }) => {
  const { t } = useBookingText();
  return (
    <div className="relative">
      <RoomPhoto
        src={room.imagePath}
        alt={room.name}
        className="aspect-[16/9] w-full lg:aspect-[5/2]"
        eager
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-foreground/80 via-foreground/35 to-transparent px-5 pt-10 pb-4 text-white sm:px-6">
        <p className="text-xs font-semibold tracking-[0.14em] uppercase text-white/85">
          {t('summary.label')}
        </p>
        <h2 id="booking-summary-title" className="mt-1 text-xl leading-tight font-semibold text-white">
          {room.name}
        </h2>
      </div>
    </div>
  );
};

/** Check-in and check-out (day and the resort's time), and the guests. */
const StayFacts = ({
  stay,
  checkInTime,
  checkOutTime,
}: {
  stay: Stay;
  checkInTime: string;
  checkOutTime: string;
}) => {
  const { t } = useBookingText();
  const { t: tRooms } = useRoomsText();
  const ends = [
    { label: t('stay.checkIn'), day: stay.checkin, time: t('summary.from', { time: checkInTime }) },
    { label: t('stay.checkOut'), day: stay.checkout, time: t('summary.until', { time: checkOutTime }) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-4 text-sm">
      {ends.map(({ label, day, time }) => (
        <div key={label}>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" /> {label}
          </dt>
          <dd className="mt-1 font-semibold">{day ? formatDay(day, 'long') : '—'}</dd>
          <dd className="text-xs text-muted-foreground">{time}</dd>
        </div>
      ))}
      <div className="col-span-2 flex items-center justify-between border-t border-border/80 pt-3">
        <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <Users className="size-3.5" aria-hidden="true" /> {t('summary.guests')}
        </dt>
        <dd className="font-semibold">{guestsLabel(tRooms, stay)}</dd>
      </div>
    </dl>
  );
};

export const BookingSummary = ({
  room,
  stay,
  quote,
  extras,
  checkInTime,
  checkOutTime,
  formId,
  mode,
  pending,
  onRetry,
}: {
  room: RoomDto;
  stay: Stay;
  /** The stay's price with its extras in the total. */
  quote: Quote | null;
  extras: readonly ExtraLine[];
  checkInTime: string;
  checkOutTime: string;
  formId: string;
  mode: SubmitMode;
  pending: boolean;
  /** Asks again after a failed availability check. */
  onRetry: () => void;
}) => {
  const { t } = useBookingText();
  return (
    <Card className="overflow-hidden">
      <SummaryTitle room={room} />
      <div className="grid gap-4 p-5 sm:gap-5 sm:p-6 lg:gap-4">
        <StayFacts stay={stay} checkInTime={checkInTime} checkOutTime={checkOutTime} />
        <SummaryPrices quote={quote} room={room} extras={extras} />
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('summary.freeCancellation')}
        </p>
        <SummaryAction formId={formId} mode={mode} pending={pending} onRetry={onRetry} />
      </div>
    </Card>
  );
};
