// The pages whose largest paint is a picture start downloading it before React has rendered (and, for
// lazy pages, before the page's own chunk has arrived): a preload with the same srcset and sizes as the
// <img> (or <picture> source) the page renders, so the browser reuses the file it picks.
import { IMAGE_SIZES, SITE_IMAGES, srcFor, srcSetFor } from '@domain/images';
import { HERO_PORTRAIT_MEDIA, HERO_SOURCES, heroSrcSet } from '@/components/hero-picture';

const preload = (attributes: Partial<HTMLLinkElement>) => {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image' }, attributes);
  link.fetchPriority = 'high';
  document.head.append(link);
};

/** The landing hero (HeroPicture): its AVIF for the visitor's screen; a browser without AVIF skips it. */
const preloadHero = () => {
  for (const source of HERO_SOURCES) {
    preload({
      type: 'image/avif',
      media: source.media ?? `not all and ${HERO_PORTRAIT_MEDIA}`,
      imageSrcset: heroSrcSet(source, 'avif'),
      imageSizes: source.sizes,
    });
  }
};

/** The /rooms header (ResponsiveImage). */
const preloadRoomsHeader = () => {
  const image = SITE_IMAGES.backgrounds.duskSea;
  preload({
    href: srcFor(image.base, 960),
    imageSrcset: srcSetFor(image.base, image.widths),
    imageSizes: IMAGE_SIZES.hero,
  });
};

const PAGE_IMAGES: Readonly<Record<string, () => void>> = { '/': preloadHero, '/rooms': preloadRoomsHeader };

export const preloadPageImage = (pathname: string) => PAGE_IMAGES[pathname]?.();
