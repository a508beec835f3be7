// Pictures of the site and of rooms. Our own pictures ('/images/...') exist at several widths as
// '<base>-<width>.webp', and uploads ('/uploads/<id>.<ext>') have WebP copies at the same widths, so
// the browser picks the right file through srcset/sizes; other addresses render as they are. A picture that fails to load falls back to the placeholder.

import {
  AMENITY_IMAGES,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  isResponsiveBase,
  PLACEHOLDER_ROOM_IMAGE,
  ROOM_IMAGE_SETS,
  SITE_IMAGES,
  type SiteImage,
  srcFor,
  srcSetFor,
  uploadSrcSet,
} from '@domain/images';
import { type ComponentProps, useState } from 'react';

const CATALOG = new Map<string, SiteImage>(
  [
    SITE_IMAGES.hero,
    ...SITE_IMAGES.gallery,
    ...Object.values(SITE_IMAGES.backgrounds),
    ...ROOM_IMAGE_SETS.flatMap((set) => set.images),
    ...Object.values(AMENITY_IMAGES),
  ].map((image) => [image.base, image]),
);

const SIZED_FILE = /^(\/images\/.+)-\d{3,4}\.webp$/;

/** '/images/rooms/x-960.webp' and '/images/rooms/x' both give '/images/rooms/x'; other paths give null. */
export const responsiveBase = (path: string): string | null => {
  const sized = SIZED_FILE.exec(path);
  if (sized?.[1]) return sized[1];
  return isResponsiveBase(path) ? path : null;
};

/** The catalog entry of one of our pictures (alt text, size), if the path is one. */
export const catalogImage = (path: string | null | undefined): SiteImage | undefined => {
  const base = path ? responsiveBase(path) : null;
  return base ? CATALOG.get(base) : undefined;
};

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Shown when `src` is empty or fails to load. */
  fallback?: string;
};

export const ResponsiveImage = ({
  src,
  alt,
  sizes = IMAGE_SIZES.card,
  priority = false,
  fallback = PLACEHOLDER_ROOM_IMAGE,
  width,
  height,
  onError,
  ...props
}: Props) => {
  const wanted = src?.trim() || fallback;
  const [failed, setFailed] = useState<string | null>(null);
  const path = failed === wanted ? fallback : wanted;
  const base = responsiveBase(path);
  const info = base ? CATALOG.get(base) : undefined;
  // an upload keeps its original as src (always there); the copies are offered through srcset
  const srcSet = base ? srcSetFor(base, info?.widths ?? IMAGE_WIDTHS) : uploadSrcSet(path) || undefined;

  return (
    <img
      {...props}
      src={base ? srcFor(base, 960) : path}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width ?? info?.width ?? 1600}
      height={height ?? info?.height ?? 1067}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={(event) => {
        if (path !== fallback) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
};
