// The room page's larger parts: the hero (picture, badge, name, base price), a titled section, the
// seasonal rates and the gallery whose pictures take the hero's place.

import type { RoomDto } from '@domain/api-types';
import { roomBadge } from '@domain/constants';
import { IMAGE_SIZES } from '@domain/images';
import { formatPesos } from '@domain/money';
import { ArrowLeft, CalendarRange } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/i18n/format-day';
import { cn } from '@/lib/utils';
import type { roomPictures } from '../lib/room-pictures';
import { badgeText, useRoomsText } from '../messages';
import { PricePerNight } from './room-facts';

export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

type Picture = ReturnType<typeof roomPictures>[number];

export const BackLink = ({ className }: { className?: string }) => {
  const { t } = useRoomsText();
  return (
    <Link
      href="/rooms"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold underline-offset-4 hover:underline',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.allRooms')}
    </Link>
  );
};

export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="lg:col-span-2">
    <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
      {title}
    </h2>
    <div className="mt-5">{children}</div>
  </section>
);

export const RoomHero = ({ room, picture: hero }: { room: RoomDto; picture: Picture | undefined }) => {
  const { t } = useRoomsText();
  return (
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
              {badgeText(t, roomBadge(room.name))}
            </Badge>
            <h1 id="room-name" className="mt-3 text-4xl font-semibold text-balance sm:text-5xl lg:text-6xl">
              {room.name}
            </h1>
          </div>
          <p className="rounded-2xl bg-white/15 px-5 py-3 ring-1 ring-white/25 backdrop-blur-sm">
            <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-white/85">
              {t('detail.basePrice')}
            </span>
            <span className="font-display text-3xl font-semibold">{formatPesos(room.basePrice)}</span>
            <span className="ml-1.5 text-sm text-white/85">{t('card.perNight')}</span>
          </p>
        </div>
      </div>
    </section>
  );
};

export const SeasonalRates = ({ rates }: { rates: RoomDto['rates'] }) => {
  const { t } = useRoomsText();
  if (!rates.length) return null;
  return (
    <Section id="rates-heading" title={t('detail.seasonalRates')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {rates.map((rate) => (
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
  );
};

export const RoomGallery = ({
  pictures,
  active,
  onShow,
}: {
  pictures: Picture[];
  active: number;
  onShow: (index: number) => void;
}) => {
  const { t } = useRoomsText();
  return (
    <Section id="gallery-heading" title={t('detail.gallery')}>
      <ul className="grid grid-cols-3 gap-3 sm:gap-4">
        {pictures.map((picture, i) => (
          <li key={picture.src}>
            <button
              type="button"
              onClick={() => onShow(i)}
              aria-pressed={i === active}
              aria-label={t('detail.showPhotoAtTop', { number: i + 1, count: pictures.length })}
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
  );
};
