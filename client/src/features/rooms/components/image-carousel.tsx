// A small photo carousel: native horizontal scrolling with snap points (so phones swipe it),
// previous/next buttons and indicator dots for mouse and keyboard users. Only the first photo is drawn
// until the visitor shows interest in the carousel (the pointer over it or a touch, keyboard focus in it,
// a scroll, a button): a list of rooms on a phone over mobile data fetches one photo per
// room, not three.

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';
import type { Picture } from '../lib/room-pictures';
import { useRoomsText } from '../messages';

type Props = {
  images: readonly Picture[];
  /** What the pictures show, e.g. the room's name; used in alt texts and labels. */
  label: string;
  sizes: string;
  className?: string;
  /** Overlays drawn on top of the pictures (badges). */
  children?: ReactNode;
};

/** The shown photo's index; every photo is drawn from the first sign of interest on. */
const useCarousel = (count: number) => {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [allShown, setAllShown] = useState(false);
  const showAll = () => setAllShown(true);

  const goTo = (next: number) => {
    showAll();
    const track = trackRef.current;
    if (!track || count === 0) return;
    const target = (next + count) % count;
    track.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  const onScroll = () => {
    showAll();
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    if (current !== index) setIndex(Math.min(Math.max(current, 0), count - 1));
  };

  return { trackRef, index, allShown, showAll, goTo, onScroll };
};

/** Previous or next: on a device with hover, shown while the pointer or the focus is in the carousel. */
const StepButton = ({
  side,
  label,
  onClick,
  children,
}: {
  side: 'left-3' | 'right-3';
  label: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    className={`absolute top-1/2 ${side} inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow-soft transition hover:bg-white focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/carousel:opacity-100 [@media(hover:hover)]:group-focus-within/carousel:opacity-100`}
  >
    {children}
  </button>
);

const CarouselControls = ({
  images,
  label,
  index,
  goTo,
}: {
  images: readonly Picture[];
  label: string;
  index: number;
  goTo: (index: number) => void;
}) => {
  const { t } = useRoomsText();
  const count = images.length;
  return (
    <>
      <StepButton
        side="left-3"
        onClick={() => goTo(index - 1)}
        label={t('card.previousPhoto', { name: label })}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </StepButton>
      <StepButton side="right-3" onClick={() => goTo(index + 1)} label={t('card.nextPhoto', { name: label })}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </StepButton>
      <div className="absolute inset-x-0 bottom-1.5 flex justify-center">
        {images.map((image, i) => (
          <button
            key={image.src}
            type="button"
            onClick={() => goTo(i)}
            aria-label={t('card.showPhoto', { number: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            className="group/dot inline-flex h-6 min-w-6 items-center justify-center"
          >
            <span
              className={cn(
                'block h-1.5 rounded-full shadow-sm transition-all',
                i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/60 group-hover/dot:bg-white/90',
              )}
            />
          </button>
        ))}
      </div>
    </>
  );
};

export const ImageCarousel = ({ images, label, sizes, className, children }: Props) => {
  const carousel = useCarousel(images.length);
  const { showAll } = carousel;

  return (
    <div
      className={cn('group/carousel relative overflow-hidden bg-muted', className)}
      onPointerEnter={showAll}
      onPointerDown={showAll}
      // the track or any button inside may take the focus
      onFocusCapture={showAll}
    >
      {/* A scrolling strip must be reachable by keyboard; a fieldset is for form controls, not photos. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        ref={carousel.trackRef}
        onScroll={carousel.onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        role="group"
        aria-roledescription="carousel"
        aria-label={`Photos of ${label}`}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, i) => (
          <div key={image.src} className="relative h-full w-full shrink-0 snap-start">
            {i === 0 || carousel.allShown ? (
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                sizes={sizes}
                className="absolute inset-0 size-full object-cover"
              />
            ) : null}
          </div>
        ))}
      </div>

      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/35 to-transparent"
      />
      {children}

      {images.length > 1 ? (
        <CarouselControls images={images} label={label} index={carousel.index} goTo={carousel.goTo} />
      ) : null}
    </div>
  );
};
