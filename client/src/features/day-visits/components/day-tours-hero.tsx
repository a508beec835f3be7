// The /day-tours page's top: the shoreline under the heading and what a day visit is, in a line.

import { SITE_IMAGES } from '@domain/images';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { PhotoHero } from '@/components/photo-hero';
import { useDayToursText } from '../messages';

const HERO_IMAGE = SITE_IMAGES.gallery.find((image) => image.base.endsWith('shoreline')) ?? SITE_IMAGES.hero;

export const DayToursHero = () => {
  const { t } = useDayToursText();
  return (
    <PhotoHero
      titleId="day-tours-title"
      image={HERO_IMAGE.base}
      eyebrow={t('eyebrow')}
      title={t('heading')}
      lead={t('lead', { percent: DOWN_PAYMENT_PERCENT })}
      size="compact"
    />
  );
};
