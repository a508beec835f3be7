// The photo an admin form uploads (an extra's, an amenity's): its 3:2 thumbnail (the picture, or the form's
// own placeholder when there is none, dimmed under a spinner while a new file goes up) and the hidden file
// input that the form's Upload / Replace button opens.
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { Spinner } from '@/components/ui/skeleton';
import { IMAGE_ACCEPT_ATTRIBUTE } from '@/lib/upload-image';
import { cn } from '@/lib/utils';

/** The picture's file input, off screen; `onFile` gets the file picked (none when the picker is cancelled). */
export const HiddenImageInput = ({
  inputRef,
  onFile,
  ...props
}: Omit<ComponentProps<'input'>, 'ref' | 'type' | 'accept' | 'className' | 'onChange'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => unknown;
}) => (
  <input
    {...props}
    ref={inputRef}
    type="file"
    accept={IMAGE_ACCEPT_ATTRIBUTE}
    className="sr-only"
    onChange={(event) => void onFile(event.target.files?.[0])}
  />
);

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
