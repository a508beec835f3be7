// The rooms of a group booking on its dashboard card: each room's name, status, guests, own code, amount
// and a link to its receipt, then its extras (added and removed per room, before check-in).
import type { ReservationDto } from '@domain/api-types';
import { formatPesos, toCentavos } from '@domain/money';
import { statusBadgeVariant } from '@domain/reservation-status';
import { ReceiptText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/link-button';
import { receiptPath } from '@/features/receipt';
import { guestsLabel, useRoomsText } from '@/features/rooms';
import { statusText } from '@/lib/i18n/status';
import { isFadedBooking } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { BookingExtras } from './booking-extras';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const GroupRoom = ({ room }: { room: ReservationDto }) => {
  const { t } = useDashboardText();
  const { t: tRooms } = useRoomsText();
  const name = room.room?.name ?? room.referenceCode;
  const faded = isFadedBooking(room.status);
  return (
    <li
      className={`grid gap-2 rounded-xl border border-border/70 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center ${faded ? 'bg-muted/40' : ''}`}
      data-testid="group-room"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`font-semibold ${faded ? 'text-muted-foreground line-through' : ''}`}>{name}</span>
          <Badge variant={statusBadgeVariant(room.status)}>{statusText(room.status)}</Badge>
        </div>
        <p className="mt-1 text-muted-foreground">
          {guestsLabel(tRooms, room)} · <span className="sr-only">{t('groupCard.roomCode')} </span>
          <span className="font-mono tracking-wider">{room.referenceCode}</span>
          {toCentavos(room.addOnAmount) > 0
            ? ` · ${t('groupCard.extras', { amount: peso(room.addOnAmount) })}`
            : ''}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">{peso(room.totalAmount)}</span>
        <LinkButton
          href={receiptPath(room.id)}
          size="sm"
          variant="ghost"
          icon={ReceiptText}
          aria-label={t('card.viewReceiptFor', { code: room.referenceCode })}
        >
          <span className="sm:sr-only">{t('card.viewReceipt')}</span>
        </LinkButton>
      </div>
      <div className="sm:col-span-2 empty:hidden">
        <BookingExtras reservation={room} compact />
      </div>
    </li>
  );
};

export const GroupCardRooms = ({ code, rooms }: { code: string; rooms: ReservationDto[] }) => {
  const { t } = useDashboardText();
  return (
    <ul className="grid gap-2" aria-label={t('groupCard.roomsCaption', { code })}>
      {rooms.map((room) => (
        <GroupRoom key={room.id} room={room} />
      ))}
    </ul>
  );
};
