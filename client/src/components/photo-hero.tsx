// A public page's top over one of the resort's photos (amenities, day tours): the eyebrow, the heading
// and its lead in white on the sea-green overlay, and whatever the page adds below (its "On this page"
// links, say). HeroHeading is that eyebrow, heading and lead alone, for a page whose top is drawn its own
// way (contact, accessibility).
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';

/** The public pages' content column. */
export const PAGE_CONTAINER = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

// `tall` leaves room for the links a page puts under the lead; `compact` is a heading and a line,
// balanced so a short lead does not end on one word.
const SIZES = {
  tall: {
    box: 'pb-16 pt-12 sm:pb-24 sm:pt-20',
    title: 'mt-3 max-w-2xl text-4xl font-semibold sm:text-5xl',
    lead: 'mt-4 max-w-xl text-base text-white/85 sm:text-lg',
  },
  compact: {
    box: 'pb-12 pt-10 sm:pb-16 sm:pt-16',
    title: 'mt-3 max-w-2xl text-4xl font-semibold text-balance sm:text-5xl',
    lead: 'mt-4 max-w-xl text-base text-white/85 text-pretty sm:text-lg',
  },
};

/** The white eyebrow, the page's h1 and its lead; the classes size the heading and the lead. */
export const HeroHeading = ({
  titleId,
  eyebrow,
  title,
  lead,
  titleClassName = SIZES.tall.title,
  leadClassName = SIZES.tall.lead,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  titleClassName?: string;
  leadClassName?: string;
}) => (
  <>
    <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#ffd9c7]">{eyebrow}</p>
    <h1 id={titleId} className={titleClassName}>
      {title}
    </h1>
    <p className={leadClassName}>{lead}</p>
  </>
);

export const PhotoHero = ({
  titleId,
  image,
  eyebrow,
  title,
  lead,
  size,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The photo's base path (SITE_IMAGES). */
  image: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  size: keyof typeof SIZES;
  children?: ReactNode;
}) => (
  <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-primary text-white">
    <ResponsiveImage
      src={image}
      alt=""
      // on a phone the photo is a texture under the heading's 75-95% overlay: half its pixels look the
      // same there, and the first paint on slow data waits for fewer bytes (22 KB instead of 57 KB)
      sizes="(min-width: 640px) 100vw, 50vw"
      priority
      className="absolute inset-0 -z-10 size-full object-cover"
    />
    <div className="absolute inset-0 -z-10 bg-gradient-to-r from-[#06323b]/95 via-[#06323b]/75 to-[#06323b]/25" />
    <div className={`${PAGE_CONTAINER} ${SIZES[size].box}`}>
      <HeroHeading
        titleId={titleId}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        titleClassName={SIZES[size].title}
        leadClassName={SIZES[size].lead}
      />
      {children}
    </div>
  </section>
);
