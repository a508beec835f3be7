import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

/** A room's main photo (srcset for our own pictures, the placeholder when it has none or fails). */
export const RoomPhoto = ({
  src,
  alt,
  className,
  sizes = '(min-width: 1024px) 420px, 100vw',
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  eager?: boolean;
}) => (
  <ResponsiveImage
    src={src}
    alt={alt}
    sizes={sizes}
    priority={eager}
    className={cn('bg-muted object-cover', className)}
  />
);
