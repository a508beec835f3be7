// The pages whose largest paint is a picture start downloading it before React has rendered (and, for
// lazy pages, before the page's own chunk has arrived): a preload with the same srcset and sizes as the
// <img> that ResponsiveImage renders, so the browser reuses the file it picks.
import { IMAGE_SIZES, SITE_IMAGES, type SiteImage, srcFor, srcSetFor } from '@domain/images';

/** The picture at the top of each page that has one (the landing hero, the /rooms header). */
const PAGE_IMAGES: Readonly<Record<string, SiteImage>> = {
  '/': SITE_IMAGES.hero,
  '/rooms': SITE_IMAGES.backgrounds.duskSea,
};

export const preloadPageImage = (pathname: string) => {
  const image = PAGE_IMAGES[pathname];
  if (!image) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = srcFor(image.base, 960);
  link.imageSrcset = srcSetFor(image.base, image.widths);
  link.imageSizes = IMAGE_SIZES.hero;
  link.fetchPriority = 'high';
  document.head.append(link);
};
