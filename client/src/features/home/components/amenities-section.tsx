// The landing page's amenities (spec section 2): heading and subtitle from content, a card per
// facility (its picture or an icon, name, description) and a gallery of up to 3 pictures.

import type { AmenityDto } from '@domain/api-types';
import { DEFAULT_AMENITY_DESCRIPTION, GALLERY_SIZE } from '@domain/constants';
import { IMAGE_SIZES, SITE_IMAGES } from '@domain/images';
import { hydrateWhenNearMark } from '@/components/hydrate-when-near';
import { catalogImage, ResponsiveImage } from '@/components/responsive-image';
import { SectionHeading } from '@/components/section-heading';
import { ArrowLinkButton } from '@/components/ui/arrow-link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { FacilityIcon, useAmenities } from '@/features/amenities';
import { useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { type GalleryItem, galleryItems } from '../lib/gallery';
import { useHomeText } from '../messages';

/** The stock pictures' captions are message keys; an amenity's picture is captioned with its name. */
const STOCK_CAPTIONS = new Set(['sunsets', 'dunes', 'boardwalk']);
const STOCK_GALLERY: GalleryItem[] = [
  { image: SITE_IMAGES.gallery[5], caption: 'sunsets' },
  { image: SITE_IMAGES.gallery[1], caption: 'dunes' },
  { image: SITE_IMAGES.gallery[2], caption: 'boardwalk' },
].flatMap(({ image, caption }) => (image ? [{ src: image.base, alt: image.alt, caption }] : []));

const AmenityCard = ({ amenity }: { amenity: AmenityDto }) => (
  <li className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-soft transition-shadow hover:shadow-lift sm:flex-row sm:gap-4 sm:p-5">
    {amenity.imagePath ? (
      <ResponsiveImage
        src={amenity.imagePath}
        alt=""
        sizes="96px"
        className="size-14 shrink-0 rounded-xl object-cover sm:size-[4.5rem]"
      />
    ) : (
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary sm:size-[4.5rem]">
        <FacilityIcon name={amenity.name} icon={amenity.icon} className="size-7" />
      </span>
    )}
    <div className="min-w-0">
      <h3 className="font-sans text-[0.95rem] font-semibold text-foreground sm:text-base">{amenity.name}</h3>
      <p className="mt-1 line-clamp-3 text-[0.8125rem] leading-relaxed text-muted-foreground sm:text-sm">
        {amenity.description?.trim() || DEFAULT_AMENITY_DESCRIPTION}
      </p>
    </div>
  </li>
);

export const AmenitiesSection = () => {
  const { content } = useContent();
  const { t } = useHomeText();
  const { data: amenities, isLoading } = useAmenities();
  const gallery = galleryItems(amenities ?? [], STOCK_GALLERY, GALLERY_SIZE);

  return (
    <section
      aria-labelledby="amenities-heading"
      {...hydrateWhenNearMark('amenities')}
      className="render-when-near relative overflow-hidden bg-gradient-to-b from-sand/55 via-sand/35 to-background py-16 sm:py-24"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="amenities-heading"
          eyebrow={t('amenities.eyebrow')}
          title={content('amenities_title')}
        >
          {content('amenities_subtitle')}
        </SectionHeading>

        {isLoading ? (
          <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:mt-14 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-28 rounded-2xl bg-white/70" />
            ))}
          </div>
        ) : amenities?.length ? (
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:mt-14 lg:grid-cols-4">
            {amenities.map((amenity) => (
              <AmenityCard key={amenity.id} amenity={amenity} />
            ))}
          </ul>
        ) : null}

        {isLoading ? null : (
          <ul aria-label="Gallery" className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:mt-12 lg:grid-cols-3">
            {gallery.map((item, i) => (
              <li
                key={item.src}
                className={cn(
                  'group relative overflow-hidden rounded-2xl shadow-soft',
                  i === 0 ? 'col-span-2 aspect-[4/3] lg:col-span-1' : 'aspect-square sm:aspect-[4/3]',
                )}
              >
                <ResponsiveImage
                  src={item.src}
                  alt={catalogImage(item.src)?.alt ?? item.alt}
                  sizes={IMAGE_SIZES.gallery}
                  className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
                <div
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/60 to-transparent"
                />
                <p className="absolute right-3 bottom-3 left-3 font-display text-base font-semibold text-white sm:right-4 sm:bottom-4 sm:left-4 sm:text-lg">
                  {STOCK_CAPTIONS.has(item.caption) ? t(`amenities.gallery.${item.caption}`) : item.caption}
                </p>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10 flex justify-center">
          <ArrowLinkButton href="/amenities" variant="outline" size="lg">
            {t('amenities.exploreAll')}
          </ArrowLinkButton>
        </div>
      </div>
    </section>
  );
};
