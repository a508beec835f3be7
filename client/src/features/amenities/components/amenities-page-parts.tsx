// The /amenities page's frame: the hero with its "On this page" links, and the closing call to action
// to the rooms and the contact page.

import { SITE_IMAGES } from '@domain/images';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { MessageCircle } from 'lucide-react';
import { PAGE_CONTAINER, PhotoHero } from '@/components/photo-hero';
import { ArrowLinkButton } from '@/components/ui/arrow-link-button';
import { LinkButton } from '@/components/ui/link-button';
import { useContent } from '@/features/content';
import { useAmenitiesText } from '../messages';

const HERO_IMAGE = SITE_IMAGES.gallery.find((image) => image.base.endsWith('dune-grass')) ?? SITE_IMAGES.hero;

export const AmenitiesHero = () => {
  const { t } = useAmenitiesText();
  const { content } = useContent();
  return (
    <PhotoHero
      titleId="amenities-title"
      image={HERO_IMAGE.base}
      eyebrow={t('eyebrow')}
      title={t('heading')}
      lead={content('amenities_subtitle')}
      size="tall"
    >
      <nav aria-label={t('onThisPage')} className="mt-8">
        <ul className="flex flex-wrap gap-2.5">
          {[
            ['#facilities', t('jump.facilities')],
            ['#activities', t('jump.activities')],
            ['#in-room', t('jump.inRoom')],
          ].map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                className="inline-flex items-center rounded-full bg-white/12 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-white/22"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PhotoHero>
  );
};

export const AmenitiesCallToAction = () => {
  const { t } = useAmenitiesText();
  return (
    <section aria-labelledby="amenities-cta-title" className="pb-10">
      <div className={PAGE_CONTAINER}>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-[#0a6170] to-[#0e7c86] px-6 py-12 text-white shadow-lift sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-16 -top-16 size-64 rounded-full bg-lagoon/30 blur-3xl sm:size-80"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-xl">
              <h2 id="amenities-cta-title" className="text-3xl font-semibold sm:text-4xl">
                {t('cta.title')}
              </h2>
              <p className="mt-3 text-white/85 sm:text-lg">
                {t('cta.text', { percent: DOWN_PAYMENT_PERCENT })}
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ArrowLinkButton href="/rooms" variant="light" size="lg">
                {t('cta.rooms')}
              </ArrowLinkButton>
              <LinkButton
                href="/contact"
                icon={MessageCircle}
                size="lg"
                className="bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
              >
                {t('cta.ask')}
              </LinkButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
};
