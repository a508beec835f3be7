// The room form's photos: the stored ones (the first is the main image) and newly picked files, each
// with a remove button, an Add photos tile, and the count against the minimum of 3. Picking a file that
// is not an image says 'Please upload image files only' (toast and field) and keeps the images picked.

import { MIN_ROOM_PHOTOS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { PhotoBadge, PhotosFieldset, PhotoTile } from '@/components/admin/photos-fieldset';
import { ResponsiveImage } from '@/components/responsive-image';
import { FormField } from '@/components/ui/form';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { pickImageFiles, type RoomFormValues, type RoomPhotos } from './room-form';

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
        <PhotoTile
          key={path}
          removeLabel={`Remove photo ${index + 1}`}
          onRemove={() => update({ ...photos, kept: photos.kept.filter((p) => p !== path) })}
        >
          <ResponsiveImage
            src={path}
            alt={`Room view ${index + 1}`}
            className="size-full object-cover"
            sizes="160px"
          />
          {index === 0 ? <PhotoBadge className="bg-white/95 text-primary">Main</PhotoBadge> : null}
        </PhotoTile>
      ))}
      {photos.added.map((photo, index) => (
        <PhotoTile
          key={photo.url}
          removeLabel={`Remove new photo ${photo.file.name}`}
          onRemove={() => removeAdded(index)}
        >
          <img src={photo.url} alt={`New: ${photo.file.name}`} className="size-full object-cover" />
          <PhotoBadge className="bg-accent text-accent-foreground">New</PhotoBadge>
        </PhotoTile>
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
          <PhotosFieldset
            legend="Photos"
            hintId={helpId}
            hint={
              <>
                At least {MIN_ROOM_PHOTOS} photos (PNG, JPG or WebP, under 5 MB). The first is the main image.{' '}
                <span
                  className={cn('font-semibold', total >= MIN_ROOM_PHOTOS ? 'text-success' : 'text-warning')}
                >
                  {total} selected
                </span>
              </>
            }
            tiles={
              <>
                <PhotoThumbs photos={photos} update={update} />
                <AddPhotosTile field={field} disabled={disabled} onClick={() => fileInput.current?.click()} />
              </>
            }
            fileInput={fileInput}
            fileInputLabel="Choose room photos"
            onFiles={onFiles}
          />
        );
      }}
    />
  );
};
