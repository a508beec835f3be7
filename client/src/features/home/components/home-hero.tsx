// The landing page's hero (content keys hero_title, hero_subtitle) and the warm 'Welcome back'
// variant for signed-in guests. Both carry the search widget over a full-bleed beach photo.

import type { ReservationDto } from '@domain/api-types';
import { addDays, nightsBetween } from '@domain/dates';
import { bookedName } from '@domain/day-visits';
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { BedDouble, CalendarCheck, MapPin, Umbrella } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HeroPicture } from '@/components/hero-picture';
import { ArrowLinkButton } from '@/components/ui/arrow-link-button';
import { LinkButton } from '@/components/ui/link-button';
import type { AuthUser } from '@/features/auth';
import { useContent } from '@/features/content';
import { useUserReservations } from '@/features/dashboard';
import { SearchWidget } from '@/features/rooms';
import { useResortClock } from '@/features/site-config';
import { currentLanguage } from '@/lib/i18n';
import { formatDay } from '@/lib/i18n/format-day';
import { statusText } from '@/lib/i18n/status';
import { useHomeText } from '../messages';

const HeroFrame = ({ children, tall }: { children: ReactNode; tall: boolean }) => (
  <section
    aria-labelledby="hero-heading"
    className={
      tall
        ? 'relative isolate flex min-h-[100svh] items-end overflow-hidden sm:min-h-[680px] lg:min-h-[min(100svh,900px)]'
        : 'relative isolate flex min-h-[88svh] items-end overflow-hidden sm:min-h-[620px] lg:min-h-[min(88svh,760px)]'
    }
  >
    <HeroPicture className="absolute inset-0 -z-20 size-full object-cover object-[50%_65%]" />
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(6_30_36/0.55)_0%,rgb(6_30_36/0.15)_38%,rgb(6_30_36/0.35)_62%,rgb(6_30_36/0.82)_100%)]"
    />
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 bg-gradient-to-r from-[#061e24]/60 via-[#061e24]/20 to-transparent"
    />
    <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-10 sm:px-6 sm:pb-14 lg:px-8 lg:pb-20">
      {children}
    </div>
  </section>
);

const Eyebrow = ({ children }: { children: ReactNode }) => (
  <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.22em] text-white ring-1 ring-white/25 backdrop-blur-sm">
    {children}
  </p>
);

export const LandingHero = () => {
  const { content } = useContent();
  const { t } = useHomeText();
  return (
    <HeroFrame tall>
      <div className="max-w-3xl text-white">
        <Eyebrow>
          <MapPin aria-hidden="true" className="size-3.5" />
          {t('hero.place')}
        </Eyebrow>
        <h1
          id="hero-heading"
          className="mt-5 text-4xl font-semibold leading-[1.05] text-balance drop-shadow-sm sm:text-6xl lg:text-7xl"
        >
          {content('hero_title')}
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/90 text-pretty sm:text-xl">
          {content('hero_subtitle')}
        </p>
      </div>
      <SearchWidget className="mt-8 max-w-5xl sm:mt-10" />
    </HeroFrame>
  );
};

/**
 * The signed-in guest's next stay or day visit, if any: a holding reservation that has not ended yet (a
 * stay ends on its check-out day, a day visit on its day). A 401 here (the session ended while the page
 * still thought the guest was signed in) is handled by the query cache.
 */
const useNextStay = (today: string): ReservationDto | undefined =>
  (useUserReservations().data ?? [])
    .filter((r) => HOLDING_STATUSES.includes(r.status) && (r.room ? r.checkout : r.checkin) >= today)
    .sort((a, b) => a.checkin.localeCompare(b.checkin))[0];

export const WelcomeHero = ({ user }: { user: AuthUser }) => {
  const { today } = useResortClock();
  const next = useNextStay(today);
  const { t } = useHomeText();
  const firstName = user.firstName?.trim() || t('hero.defaultName');

  const nights = next ? nightsBetween(next.checkin, next.checkout) : 0;

  return (
    <HeroFrame tall={false}>
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-end">
        <div className="max-w-2xl text-white">
          <Eyebrow>Casa Alon Beach Resort</Eyebrow>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-semibold leading-[1.05] text-balance drop-shadow-sm sm:text-6xl"
          >
            {t('hero.welcomeBack', { name: firstName })}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
            {t('hero.welcomeText')}
          </p>
          {/* the labels never wrap inside a button: side by side while both fit (they share the row),
              else one under the other at full width (Filipino's longer labels on a phone) */}
          <div className="mt-6 flex flex-wrap gap-3">
            <LinkButton
              href="/dashboard"
              icon={CalendarCheck}
              variant="light"
              size="lg"
              className="grow px-5 sm:grow-0 sm:px-7"
            >
              {t('hero.myBookings')}
            </LinkButton>
            <ArrowLinkButton
              href="/rooms"
              size="lg"
              variant="ghost"
              className="grow px-5 text-white ring-1 ring-white/60 hover:bg-white/15 hover:text-white sm:grow-0 sm:px-7"
            >
              {t('hero.browseRooms')}
            </ArrowLinkButton>
          </div>
        </div>
        {next ? (
          <Link
            href="/dashboard"
            className="block w-full max-w-sm rounded-2xl bg-white/95 p-5 text-foreground shadow-lift ring-1 ring-black/5 transition hover:bg-white"
          >
            <span className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-hover">
              {next.room ? t('hero.nextStay') : t('hero.nextVisit')}
            </span>
            <span className="mt-2 flex items-center gap-2 font-display text-xl font-semibold">
              {next.room ? (
                <BedDouble aria-hidden="true" className="size-5 text-primary" />
              ) : (
                <Umbrella aria-hidden="true" className="size-5 text-primary" />
              )}
              {bookedName(next, currentLanguage())}
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">
              {next.room
                ? `${formatDay(next.checkin)} – ${formatDay(next.checkout)} · ${t('hero.nights', { count: nights })}`
                : formatDay(next.checkin, 'long')}
            </span>
            <span className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
              {statusText(next.status)}
              {next.checkin === addDays(today, 1)
                ? t(next.room ? 'hero.arrivingTomorrow' : 'hero.comingTomorrow')
                : ''}
            </span>
          </Link>
        ) : null}
      </div>
      <SearchWidget className="mt-8 max-w-5xl" />
    </HeroFrame>
  );
};
