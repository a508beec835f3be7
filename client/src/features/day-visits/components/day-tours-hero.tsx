// The /day-tours page's top: the shoreline under the heading and what a day visit is, in a line.

import { SITE_IMAGES } from '@domain/images';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { ResponsiveImage } from '@/components/responsive-image';
import { useDayToursText } from '../messages';

export const CONTAINER = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
const HERO_IMAGE = SITE_IMAGES.gallery.find((image) => image.base.endsWith('shoreline')) ?? SITE_IMAGES.hero;

export const DayToursHero = () => {
  const { t } = useDayToursText();
  return (
    <section
      aria-labelledby="day-tours-title"
      className="relative isolate overflow-hidden bg-primary text-white"
    >
      <ResponsiveImage
        src={HERO_IMAGE.base}
        alt=""
        // under a 75-95% overlay on a phone: a texture, so the smaller file (as the amenities hero)
        sizes="(min-width: 640px) 100vw, 50vw"
        priority
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-[#06323b]/95 via-[#06323b]/75 to-[#06323b]/25" />
      <div className={`${CONTAINER} pb-12 pt-10 sm:pb-16 sm:pt-16`}>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#ffd9c7]">{t('eyebrow')}</p>
        <h1 id="day-tours-title" className="mt-3 max-w-2xl text-4xl font-semibold text-balance sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 text-pretty sm:text-lg">
          {t('lead', { percent: DOWN_PAYMENT_PERCENT })}
        </p>
      </div>
    </section>
  );
};
