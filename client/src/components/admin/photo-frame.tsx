// The 3:2 thumbnail of a photo an admin form uploads (an extra's, an amenity's): the picture, or the
// form's own placeholder when there is none, dimmed under a spinner while a new file goes up.
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export const PhotoFrame = ({
  src,
  image,
  placeholder,
  uploading,
  uploadingLabel,
  className,
}: {
  src: string | null | undefined;
  /** The picture's alt text and its `sizes` (the frame's width). */
  image: { alt: string; sizes: string };
  placeholder: ReactNode;
  uploading: boolean;
  uploadingLabel: string;
  /** The frame's width. */
  className: string;
}) => (
  <div
    className={cn(
      'relative aspect-[3/2] shrink-0 overflow-hidden rounded-xl border border-border bg-gradient-to-br from-secondary to-sand',
      className,
    )}
  >
    {src ? (
      <ResponsiveImage src={src} alt={image.alt} sizes={image.sizes} className="size-full object-cover" />
    ) : (
      <div className="flex size-full flex-col items-center justify-center gap-1 text-primary/70">
        {placeholder}
      </div>
    )}
    {uploading ? (
      <div className="absolute inset-0 flex items-center justify-center bg-white/70">
        <Spinner className="size-6 text-primary" label={uploadingLabel} />
      </div>
    ) : null}
  </div>
);
