// The booking page's top: the breadcrumb back to the rooms and the room, and 'Book Your Stay' with
// the room's price and limits.

import type { RoomDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useBookingText } from '../messages';

const CRUMB = 'rounded hover:text-foreground hover:underline';

const Separator = () => (
  <li aria-hidden="true">
    <ChevronRight className="size-3.5" />
  </li>
);

export const BookingHeader = ({ room }: { room: RoomDto }) => {
  const { t } = useBookingText();
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/rooms" className={CRUMB}>
              {t('breadcrumb.rooms')}
            </Link>
          </li>
          <Separator />
          <li>
            <Link href={`/rooms/${room.id}`} className={CRUMB}>
              {room.name}
            </Link>
          </li>
          <Separator />
          <li aria-current="page" className="font-medium text-foreground">
            {t('breadcrumb.book')}
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-muted-foreground">
            {room.name} · {t('intro.from')}{' '}
            <span className="font-semibold text-foreground">{formatPesos(room.basePrice)}</span>{' '}
            {t('intro.perNight')} · {t('intro.upToAdults', { count: room.maxAdults })}
            {room.maxKids ? t('intro.andKids', { count: room.maxKids }) : ''}
          </p>
        </div>
      </header>
    </>
  );
};
