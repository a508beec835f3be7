// The room card (spec section 2): photo carousel, badge by name, price per night, name, description,
// capacity, amenity chips (first 3 plus '+N more'), View Details and optionally Book Now.

import type { RoomDto } from '@domain/api-types';
import { AMENITY_CHIP_COUNT, roomBadge } from '@domain/constants';
import { IMAGE_SIZES } from '@domain/images';
import { ArrowRight, Baby, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { roomPictures } from '../lib/room-pictures';
import { badgeText, useRoomsText } from '../messages';
import type { GroupDates } from './add-to-group';
import { ImageCarousel } from './image-carousel';
import { IconFact, PricePerNight } from './room-facts';

// Only a search with dates offers it: the landing's room cards never load the group cart
const AddToGroup = lazy(() => import('./add-to-group').then((module) => ({ default: module.AddToGroup })));

const BADGE_VARIANT = { Popular: 'accent', Featured: 'default', 'Best Value': 'secondary' } as const;

type Props = {
  room: RoomDto;
  /** Shows a Book Now button next to View Details. */
  showBookNow?: boolean;
  /** Search parameters passed on to the booking page (e.g. the dates the guest searched for). */
  bookingQuery?: string;
  /** The search's dates and party: the card offers "Add to group" (several rooms booked together). */
  groupDates?: GroupDates;
};

/** The first amenities as chips, and how many more the room has. */
const AmenityChips = ({ amenities }: { amenities: readonly string[] }) => {
  const { t } = useRoomsText();
  const chips = amenities.slice(0, AMENITY_CHIP_COUNT);
  const more = amenities.length - chips.length;
  if (!chips.length) return null;
  return (
    <ul aria-label={t('card.amenities')} className="flex flex-wrap gap-1.5">
      {chips.map((amenity) => (
        <li
          key={amenity}
          className="rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground"
        >
          {amenity}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full border border-border px-2.5 py-1 text-xs font-medium text-muted-foreground">
          {t('card.more', { count: more })}
        </li>
      ) : null}
    </ul>
  );
};

/** View Details, and with `showBookNow` Book Now (or a disabled Unavailable while the room is closed). */
const CardActions = ({ room, showBookNow = false, bookingQuery }: Props) => {
  const { t } = useRoomsText();
  const bookHref = `/booking/${room.id}${bookingQuery ? `?${bookingQuery}` : ''}`;
  return (
    <div className={`mt-auto grid gap-2 pt-1 ${showBookNow ? 'grid-cols-2' : 'grid-cols-1'}`}>
      <Button asChild variant="outline">
        <Link href={`/rooms/${room.id}`}>
          {t('card.viewDetails')}
          {showBookNow ? null : <ArrowRight aria-hidden="true" />}
        </Link>
      </Button>
      {showBookNow ? (
        room.status === 'available' ? (
          <LinkButton href={bookHref}>{t('card.bookNow')}</LinkButton>
        ) : (
          <Button disabled>{t('card.unavailable')}</Button>
        )
      ) : null}
    </div>
  );
};

export const RoomCard = (props: Props) => {
  const { room } = props;
  const { t } = useRoomsText();
  const badge = roomBadge(room.name);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-300 hover:shadow-lift">
      <ImageCarousel
        images={roomPictures(room)}
        label={room.name}
        sizes={IMAGE_SIZES.card}
        className="aspect-[3/2]"
      >
        <Badge variant={BADGE_VARIANT[badge]} className="absolute top-3 left-3 px-3 py-1 shadow-sm">
          {badgeText(t, badge)}
        </Badge>
        {room.status === 'available' ? null : (
          <Badge variant="outline" className="absolute top-3 right-3 px-3 py-1 shadow-sm">
            {room.status === 'maintenance' ? t('status.cardMaintenance') : t('status.cardBooked')}
          </Badge>
        )}
      </ImageCarousel>

      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold leading-snug text-foreground">
            <Link
              href={`/rooms/${room.id}`}
              className="rounded-sm hover:text-primary focus-visible:outline-offset-4"
            >
              {room.name}
            </Link>
          </h3>
          <PricePerNight amount={room.basePrice} className="shrink-0" />
        </div>

        {room.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{room.description}</p>
        ) : null}

        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-foreground/80">
          <IconFact icon={Users} className="gap-1.5">
            {t('guests.adults', { count: room.maxAdults })}
          </IconFact>
          <IconFact icon={Baby} className="gap-1.5">
            {t('guests.kids', { count: room.maxKids })}
          </IconFact>
        </p>

        <AmenityChips amenities={room.amenities} />
        <CardActions {...props} />
        {props.groupDates ? (
          <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
            <AddToGroup room={room} dates={props.groupDates} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
};

export const RoomCardSkeleton = () => (
  <div className="flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft">
    <Skeleton className="aspect-[3/2] rounded-none" />
    <div className="grid gap-4 p-5 sm:p-6">
      <SkeletonBars className="flex justify-between gap-4" bars={['h-6 w-2/3', 'h-6 w-16']} />
      <SkeletonBars className="grid gap-4" bars={['h-4 w-full', 'h-4 w-4/5']} />
      <SkeletonBars
        className="flex gap-2"
        bars={['h-6 w-20 rounded-full', 'h-6 w-24 rounded-full', 'h-6 w-16 rounded-full']}
      />
      <Skeleton className="h-11 w-full rounded-full" />
    </div>
  </div>
);
