// An admin form's photos (a room's, a cottage's): the tiles of the photos in a grid, each with its
// remove button and maybe a badge (Main, New), the form's own Add photos tile after them, and the hidden
// file input that tile opens. Each form decides what a picked file becomes (a preview sent with the
// form, an upload at once) and what its tiles say.
import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { FormControl, FormItem, FormMessage } from '@/components/ui/form';
import { IMAGE_ACCEPT_ATTRIBUTE } from '@/lib/upload-image';
import { cn } from '@/lib/utils';

/** One photo's tile: the picture (and its badge) given, and the button that removes it. */
export const PhotoTile = ({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove: () => void;
  removeLabel: string;
}) => (
  <li className="relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
    {children}
    <button
      type="button"
      onClick={onRemove}
      className="absolute top-1.5 right-1.5 flex size-7 cursor-pointer items-center justify-center rounded-full bg-foreground/70 text-white shadow-sm transition hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white"
      aria-label={removeLabel}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  </li>
);

/** A word on a tile's corner; `className` gives its colours. */
export const PhotoBadge = ({ children, className }: { children: ReactNode; className: string }) => (
  <span
    className={cn(
      'absolute bottom-1.5 left-1.5 rounded-full px-2 py-0.5 text-[0.68rem] font-semibold',
      className,
    )}
  >
    {children}
  </span>
);

/** The field itself, inside its FormField: legend, hint, the tiles, the file input and the message. */
export const PhotosFieldset = ({
  legend,
  hint,
  hintId,
  tiles,
  fileInput,
  fileInputLabel,
  onFiles,
}: {
  legend: string;
  hint: ReactNode;
  /** The hint's id when it describes the fieldset (the count a room needs). */
  hintId?: string;
  /** The photos' tiles, then the Add photos tile. */
  tiles: ReactNode;
  fileInput: Ref<HTMLInputElement>;
  fileInputLabel: string;
  onFiles: (files: FileList | null) => void;
}) => (
  <FormItem>
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">{tiles}</ul>
      <FormControl>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label={fileInputLabel}
          onChange={(event) => onFiles(event.target.files)}
        />
      </FormControl>
      <FormMessage />
    </fieldset>
  </FormItem>
);
