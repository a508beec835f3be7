// The room form's photos: the stored ones (the first is the main image) and newly picked files, each
// with a remove button, an Add photos tile, and the count against the minimum of 3. Picking a file that
// is not an image says 'Please upload image files only' (toast and field) and keeps the images picked.

import { MIN_ROOM_PHOTOS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { ImagePlus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ResponsiveImage } from '@/components/responsive-image';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { toast } from '@/hooks/use-toast';
import { IMAGE_ACCEPT_ATTRIBUTE } from '@/lib/upload-image';
import { cn } from '@/lib/utils';
import { pickImageFiles, type RoomFormValues, type RoomPhotos } from './room-form';

const Thumb = ({
  children,
  onRemove,
  label,
}: {
  children: ReactNode;
  onRemove: () => void;
  label: string;
}) => (
  <li className="group relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
    {children}
    <button
      type="button"
      onClick={onRemove}
      className="absolute top-1.5 right-1.5 flex size-7 cursor-pointer items-center justify-center rounded-full bg-foreground/70 text-white shadow-sm transition hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white"
      aria-label={label}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  </li>
);

const Badge = ({ children, className }: { children: ReactNode; className: string }) => (
  <span
    className={cn(
      'absolute bottom-1.5 left-1.5 rounded-full px-2 py-0.5 text-[0.68rem] font-semibold',
      className,
    )}
  >
    {children}
  </span>
);

/** Sets the photo list, frees the previews' object URLs when the form goes away. */
const usePhotoUpdates = () => {
  const { control, setValue, setError, clearErrors, trigger, getValues } = useFormContext<RoomFormValues>();
  const { isSubmitted } = useFormState({ control });

  // free the previews' object URLs when the form goes away (a removed one is freed at once)
  useEffect(
    () => () => {
      for (const photo of getValues('photos').added) URL.revokeObjectURL(photo.url);
    },
    [getValues],
  );

  /** A new photo list; its message is the files one, else (once the form was sent) the count's. */
  const update = (next: RoomPhotos, rejectedFiles = false) => {
    setValue('photos', next, { shouldDirty: true });
    if (rejectedFiles) setError('photos', { type: 'files', message: MSG.imageFilesOnly });
    else if (isSubmitted) void trigger('photos');
    else clearErrors('photos');
  };

  return { control, update };
};

type PhotoUpdate = ReturnType<typeof usePhotoUpdates>['update'];

/** The stored photos (the first marked Main) then the newly picked ones (marked New). */
const PhotoThumbs = ({ photos, update }: { photos: RoomPhotos; update: PhotoUpdate }) => {
  const removeAdded = (index: number) => {
    const gone = photos.added[index];
    if (gone) URL.revokeObjectURL(gone.url);
    update({ ...photos, added: photos.added.filter((_, i) => i !== index) });
  };

  return (
    <>
      {photos.kept.map((path, index) => (
        <Thumb
          key={path}
          label={`Remove photo ${index + 1}`}
          onRemove={() => update({ ...photos, kept: photos.kept.filter((p) => p !== path) })}
        >
          <ResponsiveImage
            src={path}
            alt={`Room view ${index + 1}`}
            className="size-full object-cover"
            sizes="160px"
          />
          {index === 0 ? <Badge className="bg-white/95 text-primary">Main</Badge> : null}
        </Thumb>
      ))}
      {photos.added.map((photo, index) => (
        <Thumb
          key={photo.url}
          label={`Remove new photo ${photo.file.name}`}
          onRemove={() => removeAdded(index)}
        >
          <img src={photo.url} alt={`New: ${photo.file.name}`} className="size-full object-cover" />
          <Badge className="bg-accent text-accent-foreground">New</Badge>
        </Thumb>
      ))}
    </>
  );
};

const AddPhotosTile = ({
  field,
  disabled,
  onClick,
}: {
  field: { ref: React.Ref<HTMLButtonElement>; onBlur: () => void };
  disabled: boolean;
  onClick: () => void;
}) => (
  <li className="aspect-square">
    <button
      ref={field.ref}
      type="button"
      onClick={onClick}
      onBlur={field.onBlur}
      disabled={disabled}
      className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-background text-xs font-medium text-muted-foreground transition hover:border-primary hover:text-primary disabled:opacity-60"
    >
      <ImagePlus className="size-6" aria-hidden="true" />
      Add photos
    </button>
  </li>
);

export const RoomPhotosField = ({ disabled }: { disabled: boolean }) => {
  const helpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { control, update } = usePhotoUpdates();

  return (
    <FormField
      control={control}
      name="photos"
      render={({ field }) => {
        const photos = field.value;
        const total = photos.kept.length + photos.added.length;
        const onFiles = (list: FileList | null) => {
          const { accepted, rejected } = pickImageFiles(Array.from(list ?? []));
          const added = accepted.map((file) => ({ file, url: URL.createObjectURL(file) }));
          update({ ...photos, added: [...photos.added, ...added] }, rejected.length > 0);
          if (rejected.length)
            toast({ title: 'Error', description: MSG.imageFilesOnly, variant: 'destructive' });
          if (fileInput.current) fileInput.current.value = '';
        };

        return (
          <FormItem>
            <fieldset className="grid gap-2" aria-describedby={helpId}>
              <legend className="text-sm font-medium">Photos</legend>
              <p id={helpId} className="text-xs text-muted-foreground">
                At least {MIN_ROOM_PHOTOS} photos (PNG, JPG or WebP, under 5 MB). The first is the main image.{' '}
                <span
                  className={cn('font-semibold', total >= MIN_ROOM_PHOTOS ? 'text-success' : 'text-warning')}
                >
                  {total} selected
                </span>
              </p>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                <PhotoThumbs photos={photos} update={update} />
                <AddPhotosTile field={field} disabled={disabled} onClick={() => fileInput.current?.click()} />
              </ul>
              <FormControl>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  accept={IMAGE_ACCEPT_ATTRIBUTE}
                  className="sr-only"
                  tabIndex={-1}
                  aria-label="Choose room photos"
                  onChange={(e) => onFiles(e.target.files)}
                />
              </FormControl>
              <FormMessage />
            </fieldset>
          </FormItem>
        );
      }}
    />
  );
};
