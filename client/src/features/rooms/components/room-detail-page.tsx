// /rooms/{id} (spec section 2): hero picture, name and base price; About This Room; amenities;
// Seasonal Rates; the Book This Room panel; a small gallery. A missing room shows 'Room Not Found'.

import type { RoomDto } from '@domain/api-types';
import { DEFAULT_ROOM_AMENITIES, type RoomStatus } from '@domain/constants';
import { MSG } from '@domain/messages';
import { formatPesos, toCentavos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import {
  ArrowLeft,
  Baby,
  BadgeCheck,
  Check,
  type LucideIcon,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FeatureList } from '@/components/ui/feature-list';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { translateMessage } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';
import { useRoom } from '../api/get-room';
import { roomPictures } from '../lib/room-pictures';
import { useRoomsText } from '../messages';
import { container, RoomGallery, RoomHero, SeasonalRates, Section } from './room-detail-sections';
import { IconFact } from './room-facts';

// The shared badge's success/warning tints fall just under 4.5:1 for 12 px text, so the text is darkened.
const STATUS: Record<RoomStatus, { variant: 'success' | 'warning' | 'secondary'; className?: string }> = {
  available: { variant: 'success', className: 'text-[#116b33]' },
  maintenance: { variant: 'warning', className: 'text-[#8f4207]' },
  booked: { variant: 'secondary' },
};

const RoomNotFound = () => {
  const { t } = useRoomsText();
  useDocumentTitle(translateMessage(MSG.roomNotFound));
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
      <h1 className="mt-6 text-4xl font-semibold">{translateMessage(MSG.roomNotFound)}</h1>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">{translateMessage(MSG.roomNotFoundText)}</p>
      <LinkButton href="/rooms" icon={ArrowLeft} size="lg" className="mt-8">
        {t('detail.backToRooms')}
      </LinkButton>
    </div>
  );
};

const DetailSkeleton = () => {
  const { t } = useRoomsText();
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('detail.loading')}
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
};

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
  const { t } = useRoomsText();
  return (
    <Card className="p-6 sm:p-7 lg:sticky lg:top-28">
      <h2 className="text-2xl font-semibold">{t('detail.bookThisRoom')}</h2>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="font-display text-4xl font-semibold text-primary">
          {formatPesos(room.basePrice)}
        </span>
        <span className="text-sm text-muted-foreground">{t('card.perNight')}</span>
      </p>
      <ExtraGuestsNote room={room} />
      <dl className="mt-5 divide-y divide-border/70 border-y border-border/70">
        <Fact icon={BadgeCheck} label={t('detail.basePrice')} value={formatPesos(room.basePrice)} />
        <Fact icon={Users} label={t('detail.maxAdults')} value={room.maxAdults} />
        <Fact icon={Baby} label={t('detail.maxKids')} value={room.maxKids} />
        <Fact icon={UsersRound} label={t('detail.maxOccupancy')} value={room.maxOccupancy} />
        <Fact
          icon={ShieldCheck}
          label={t('detail.status')}
          value={
            <Badge variant={status.variant} className={status.className}>
              {t(`status.${room.status in STATUS ? room.status : 'available'}`)}
            </Badge>
          }
        />
      </dl>
      {bookable ? (
        <Button asChild size="lg" variant="accent" className="mt-6 w-full">
          <Link href={`/booking/${room.id}`}>{t('card.bookNow')}</Link>
        </Button>
      ) : (
        <Button size="lg" className="mt-6 w-full" disabled>
          {t('card.unavailable')}
        </Button>
      )}
      <p className="mt-4 text-center text-xs leading-relaxed text-muted-foreground">
        {t('detail.downPaymentNote', { percent: DOWN_PAYMENT_PERCENT })}
      </p>
    </Card>
  );
};

/**
 * "Good for 2 persons · ₱500 per extra adult per night": shown when the rate includes fewer persons than the
 * room takes (the booking summary prices the extra guests with the same charges).
 */
export const ExtraGuestsNote = ({ room }: { room: RoomDto }) => {
  const { t } = useRoomsText();
  if (room.baseOccupancy >= room.maxOccupancy) return null;
  const parts = [
    t('detail.goodFor', { count: room.baseOccupancy }),
    ...(toCentavos(room.extraAdultCharge) > 0
      ? [t('detail.perExtraAdult', { price: formatPesos(room.extraAdultCharge) })]
      : []),
    ...(toCentavos(room.extraChildCharge) > 0 && room.maxKids > 0
      ? [t('detail.perExtraChild', { price: formatPesos(room.extraChildCharge) })]
      : []),
  ];
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="room-extra-guests">
      {parts.join(' · ')}
    </p>
  );
};

const RoomDetail = ({ room }: { room: RoomDto }) => {
  useDocumentTitle(room.name);
  const { t } = useRoomsText();
  const pictures = roomPictures(room);
  const [active, setActive] = useState(0);
  const hero = pictures[active] ?? pictures[0];
  const amenities = room.amenities.length ? room.amenities : DEFAULT_ROOM_AMENITIES;

  return (
    <>
      <RoomHero room={room} picture={hero} />

      <div className={cn(container, 'grid gap-10 pt-12 pb-20 sm:pt-16 sm:pb-28 lg:grid-cols-3 lg:gap-x-12')}>
        <Section id="about-heading" title={t('detail.about')}>
          <p className="text-base leading-relaxed whitespace-pre-line text-foreground/85 sm:text-lg">
            {room.description?.trim() || t('detail.defaultAbout')}
          </p>
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <IconFact icon={Users}>{t('detail.upToAdults', { count: room.maxAdults })}</IconFact>
            <IconFact icon={Baby}>{t('detail.upToKids', { count: room.maxKids })}</IconFact>
            <IconFact icon={UsersRound}>{t('detail.sleeps', { count: room.maxOccupancy })}</IconFact>
          </p>
        </Section>

        <aside
          aria-label={t('detail.booking')}
          className={cn(
            'lg:col-start-3 lg:row-start-1',
            room.rates.length ? 'lg:row-span-4' : 'lg:row-span-3',
          )}
        >
          <BookingPanel room={room} />
        </aside>

        <Section id="amenities-heading" title={t('detail.amenities')}>
          <FeatureList
            look="checks"
            features={amenities.map((label) => ({ label, icon: Check }))}
            className="grid grid-cols-2 gap-2 sm:gap-3"
          />
        </Section>

        <SeasonalRates rates={room.rates} />

        <RoomGallery
          pictures={pictures}
          active={active}
          onShow={(i) => {
            setActive(i);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
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
  const { t } = useRoomsText();
  useDocumentTitle(t('title'));
  return (
    <div className={cn(container, 'flex flex-col items-center py-24 text-center')}>
      <h1 className="text-3xl font-semibold">{t('detail.loadFailed')}</h1>
      <p className="mt-3 text-muted-foreground">{t('detail.loadFailedText')}</p>
      <LinkButton href="/rooms" size="lg" className="mt-8">
        {t('detail.backToRooms')}
      </LinkButton>
    </div>
  );
};
