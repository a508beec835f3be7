// The landing hero's photo, art-directed: a phone held upright gets the photo's upright middle (a
// full-height hero shows only ~460 CSS px of a wide picture there, upscaled), everything else the wide
// photo; each as AVIF (about half the bytes) with WebP for browsers without it. The sizes follow
// object-cover: the picture is drawn at least as wide as the hero is tall times its aspect ratio.
import { type ImageFormat, SITE_IMAGES, type SiteImage, srcFor, srcSetFor } from '@domain/images';

export const HERO_PORTRAIT_MEDIA = '(max-width: 639px) and (orientation: portrait)';

export interface HeroSource {
  readonly image: SiteImage;
  /** Where this cut is used; undefined for the wide photo (everywhere else). */
  readonly media?: string;
  readonly sizes: string;
}

/**
 * The hero's height (home-hero.tsx: 100svh on phones, 680px from sm, min(100svh, 900px) from lg)
 * times the picture's aspect ratio, or the screen's width if that is more.
 */
export const HERO_SOURCES: readonly HeroSource[] = [
  { image: SITE_IMAGES.heroPortrait, media: HERO_PORTRAIT_MEDIA, sizes: 'max(100vw, 56.25vh)' },
  {
    image: SITE_IMAGES.hero,
    sizes:
      '(min-width: 1024px) max(100vw, min(178vh, 1600px)), (min-width: 640px) max(100vw, 1209px), max(100vw, 178vh)',
  },
];

export const heroSrcSet = ({ image }: HeroSource, format: ImageFormat) =>
  srcSetFor(image.base, image.widths, format);

const FALLBACK = HERO_SOURCES[HERO_SOURCES.length - 1] as HeroSource;

export const HeroPicture = ({ className }: { className?: string }) => (
  <picture>
    {HERO_SOURCES.flatMap((source) =>
      source.image.formats
        // the wide WebP is the <img> itself
        .filter((format) => source !== FALLBACK || format !== 'webp')
        .map((format) => (
          <source
            key={`${source.image.base}-${format}`}
            type={`image/${format}`}
            media={source.media}
            srcSet={heroSrcSet(source, format)}
            sizes={source.sizes}
          />
        )),
    )}
    <img
      src={srcFor(FALLBACK.image.base, 960)}
      srcSet={heroSrcSet(FALLBACK, 'webp')}
      sizes={FALLBACK.sizes}
      alt={FALLBACK.image.alt}
      width={FALLBACK.image.width}
      height={FALLBACK.image.height}
      fetchPriority="high"
      // the first frame (the heading over the hero's colour) does not wait for the photo's decoding
      decoding="async"
      className={className}
    />
  </picture>
);
