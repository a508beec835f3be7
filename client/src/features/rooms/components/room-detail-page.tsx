// /rooms/{id} (spec section 2): hero picture, name and base price; About This Room; amenities;
// Seasonal Rates; the Book This Room panel; a small gallery. A missing room shows 'Room Not Found'.

import type { RoomDto } from '@domain/api-types';
import { DEFAULT_ROOM_AMENITIES, type RoomStatus, roomBadge } from '@domain/constants';
import { formatDay } from '@domain/dates';
import { IMAGE_SIZES } from '@domain/images';
import { MSG } from '@domain/messages';
import { formatPesos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import {
  ArrowLeft,
  Baby,
  BadgeCheck,
  CalendarRange,
  Check,
  type LucideIcon,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FeatureList } from '@/components/ui/feature-list';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRoom } from '../api/get-room';
import { roomPictures } from '../lib/room-pictures';
import { IconFact, PricePerNight } from './room-facts';

const DEFAULT_ABOUT =
  'Unwind in a calm, light-filled room made for slow island days: crisp linens, the sea breeze through the windows and everything you need for a restful stay at Casa Alon.';

// The shared badge's success/warning tints fall just under 4.5:1 for 12 px text, so the text is darkened.
const STATUS: Record<
  RoomStatus,
  { label: string; variant: 'success' | 'warning' | 'secondary'; className?: string }
> = {
  available: { label: 'Available', variant: 'success', className: 'text-[#116b33]' },
  maintenance: { label: 'Under Maintenance', variant: 'warning', className: 'text-[#8f4207]' },
  booked: { label: 'Fully Booked', variant: 'secondary' },
};

const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

const BackLink = ({ className }: { className?: string }) => (
  <Link
    href="/rooms"
    className={cn(
      'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold underline-offset-4 hover:underline',
      className,
    )}
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    All rooms
  </Link>
);

const RoomNotFound = () => {
  useDocumentTitle(MSG.roomNotFound);
  return (
    <div className={cn(container, 'flex flex-col items-center py-24 text-center sm:py-32')}>
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-secondary text-primary">
        <svg viewBox="0 0 48 48" aria-hidden="true" className="size-10">
          <path d="M10 30a14 14 0 0 1 28 0z" fill="#e8774f" opacity="0.85" />
          <path
            d="M4 34c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <h1 className="mt-6 text-4xl font-semibold">{MSG.roomNotFound}</h1>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">{MSG.roomNotFoundText}</p>
      <LinkButton href="/rooms" icon={ArrowLeft} size="lg" className="mt-8">
        Back to Rooms
      </LinkButton>
    </div>
  );
};

const DetailSkeleton = () => (
  <div aria-busy="true">
    <span className="sr-only" role="status">
      Loading room
    </span>
    <Skeleton className="h-[52vh] min-h-72 w-full rounded-none" />
    <div className={cn(container, 'grid gap-8 py-12 lg:grid-cols-3')}>
      <SkeletonBars
        className="grid gap-4 lg:col-span-2"
        bars={['h-8 w-56', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-3/4']}
      />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  </div>
);

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="lg:col-span-2">
    <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
      {title}
    </h2>
    <div className="mt-5">{children}</div>
  </section>
);

const Fact = ({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) => (
  <div className="flex items-center justify-between gap-4 py-3">
    <dt className="flex items-center gap-2.5 text-sm text-muted-foreground">
      <Icon aria-hidden="true" className="size-4 text-primary" />
      {label}
    </dt>
    <dd className="text-sm font-semibold text-foreground">{value}</dd>
  </div>
);

const BookingPanel = ({ room }: { room: RoomDto }) => {
  const status = STATUS[room.status] ?? STATUS.available;
  const bookable = room.status === 'available';
  return (
    <Card className="p-6 sm:p-7 lg:sticky lg:top-28">
      <h2 className="text-2xl font-semibold">Book This Room</h2>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="font-display text-4xl font-semibold text-primary">
          {formatPesos(room.basePrice)}
        </span>
        <span className="text-sm text-muted-foreground">per night</span>
      </p>
      <dl className="mt-5 divide-y divide-border/70 border-y border-border/70">
        <Fact icon={BadgeCheck} label="Base price" value={formatPesos(room.basePrice)} />
        <Fact icon={Users} label="Max adults" value={room.maxAdults} />
        <Fact icon={Baby} label="Max kids" value={room.maxKids} />
        <Fact icon={UsersRound} label="Max occupancy" value={room.maxOccupancy} />
        <Fact
          icon={ShieldCheck}
          label="Status"
          value={
            <Badge variant={status.variant} className={status.className}>
              {status.label}
            </Badge>
          }
        />
      </dl>
      {bookable ? (
        <Button asChild size="lg" variant="accent" className="mt-6 w-full">
          <Link href={`/booking/${room.id}`}>Book Now</Link>
        </Button>
      ) : (
        <Button size="lg" className="mt-6 w-full" disabled>
          Unavailable
        </Button>
      )}
      <p className="mt-4 text-center text-xs leading-relaxed text-muted-foreground">
        A {DOWN_PAYMENT_PERCENT}% down payment secures your stay. Free cancellation up to 24 hours before
        check-in.
      </p>
    </Card>
  );
};

const RoomDetail = ({ room }: { room: RoomDto }) => {
  useDocumentTitle(room.name);
  const pictures = roomPictures(room);
  const [active, setActive] = useState(0);
  const hero = pictures[active] ?? pictures[0];
  const amenities = room.amenities.length ? room.amenities : DEFAULT_ROOM_AMENITIES;

  return (
    <>
      <section
        aria-labelledby="room-name"
        className="relative isolate flex min-h-[440px] flex-col justify-between overflow-hidden bg-primary sm:min-h-[500px] lg:h-[62vh] lg:max-h-[620px]"
      >
        <ResponsiveImage
          src={hero?.src}
          alt={hero?.alt ?? room.name}
          sizes={IMAGE_SIZES.hero}
          priority
          className="absolute inset-0 -z-20 size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-[#06242b]/90 via-[#06242b]/35 to-black/25"
        />
        <div className={cn(container, 'pt-6 text-white sm:pt-8')}>
          <BackLink className="text-white/90 hover:text-white" />
        </div>
        <div className={cn(container, 'pt-20 pb-8 text-white sm:pb-12')}>
          <div className="flex flex-wrap items-end justify-between gap-6">
            <div className="max-w-3xl">
              <Badge variant="accent" className="px-3 py-1">
                {roomBadge(room.name)}
              </Badge>
              <h1 id="room-name" className="mt-3 text-4xl font-semibold text-balance sm:text-5xl lg:text-6xl">
                {room.name}
              </h1>
            </div>
            <p className="rounded-2xl bg-white/15 px-5 py-3 ring-1 ring-white/25 backdrop-blur-sm">
              <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-white/85">
                Base price
              </span>
              <span className="font-display text-3xl font-semibold">{formatPesos(room.basePrice)}</span>
              <span className="ml-1.5 text-sm text-white/85">per night</span>
            </p>
          </div>
        </div>
      </section>

      <div className={cn(container, 'grid gap-10 pt-12 pb-20 sm:pt-16 sm:pb-28 lg:grid-cols-3 lg:gap-x-12')}>
        <Section id="about-heading" title="About This Room">
          <p className="text-base leading-relaxed whitespace-pre-line text-foreground/85 sm:text-lg">
            {room.description?.trim() || DEFAULT_ABOUT}
          </p>
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <IconFact icon={Users}>
              Up to {room.maxAdults} {room.maxAdults === 1 ? 'adult' : 'adults'}
            </IconFact>
            <IconFact icon={Baby}>
              Up to {room.maxKids} {room.maxKids === 1 ? 'kid' : 'kids'}
            </IconFact>
            <IconFact icon={UsersRound}>Sleeps {room.maxOccupancy}</IconFact>
          </p>
        </Section>

        <aside
          aria-label="Booking"
          className={cn(
            'lg:col-start-3 lg:row-start-1',
            room.rates.length ? 'lg:row-span-4' : 'lg:row-span-3',
          )}
        >
          <BookingPanel room={room} />
        </aside>

        <Section id="amenities-heading" title="Amenities">
          <FeatureList
            look="checks"
            features={amenities.map((label) => ({ label, icon: Check }))}
            className="grid grid-cols-2 gap-2 sm:gap-3"
          />
        </Section>

        {room.rates.length ? (
          <Section id="rates-heading" title="Seasonal Rates">
            <ul className="grid gap-4 sm:grid-cols-2">
              {room.rates.map((rate) => (
                <li key={rate.id} className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-sans text-base font-semibold">{rate.rateType}</h3>
                    <PricePerNight amount={rate.price} />
                  </div>
                  {rate.description ? (
                    <p className="mt-2 text-sm text-muted-foreground">{rate.description}</p>
                  ) : null}
                  <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-sand/70 px-3 py-1 text-xs font-semibold text-foreground/80">
                    <CalendarRange aria-hidden="true" className="size-3.5" />
                    {formatDay(rate.validFrom)} – {formatDay(rate.validTo)}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section id="gallery-heading" title="Gallery">
          <ul className="grid grid-cols-3 gap-3 sm:gap-4">
            {pictures.map((picture, i) => (
              <li key={picture.src}>
                <button
                  type="button"
                  onClick={() => {
                    setActive(i);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                  aria-pressed={i === active}
                  aria-label={`Show photo ${i + 1} of ${pictures.length} at the top`}
                  className={cn(
                    'group relative block aspect-[4/3] w-full overflow-hidden rounded-xl ring-offset-2 transition',
                    i === active ? 'ring-2 ring-accent' : 'hover:opacity-90',
                  )}
                >
                  <ResponsiveImage
                    src={picture.src}
                    alt={picture.alt}
                    sizes="(min-width: 1024px) 22vw, 33vw"
                    className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
};

export default function RoomDetailPage({ roomId }: { roomId: string }) {
  const { data: room, isLoading, error } = useRoom(roomId);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  if (isLoading) return <DetailSkeleton />;
  if (missing || (!room && !error)) return <RoomNotFound />;
  if (!room) return <RoomLoadFailed />;
  return <RoomDetail room={room} />;
}

const RoomLoadFailed = () => {
  useDocumentTitle('Rooms');
  return (
    <div className={cn(container, 'flex flex-col items-center py-24 text-center')}>
      <h1 className="text-3xl font-semibold">We couldn’t load this room</h1>
      <p className="mt-3 text-muted-foreground">Please check your connection and try again in a moment.</p>
      <LinkButton href="/rooms" size="lg" className="mt-8">
        Back to Rooms
      </LinkButton>
    </div>
  );
};
