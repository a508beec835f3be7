// The cottage's photos: each picked file goes up at once (lib/upload-image.ts, the rooms' signed-URL
// upload) and the form keeps its stored path; the first is the main photo, each can be removed.

import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { PhotoBadge, PhotosFieldset, PhotoTile } from '@/components/admin/photos-fieldset';
import { ResponsiveImage } from '@/components/responsive-image';
import { FormField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { UploadError, uploadImage } from '@/lib/upload-image';
import type { CottageFormValues } from './cottage-form';
import { useDayVisitsAdminText } from './messages';

/** Uploads the picked files one by one; `onUploaded` gets each stored path as it arrives. */
const useUploads = (onUploaded: (path: string) => void) => {
  const { t } = useDayVisitsAdminText();
  const [pending, setPending] = useState(0);
  const upload = async (files: readonly File[]) => {
    setPending((n) => n + files.length);
    for (const file of files) {
      try {
        onUploaded(await uploadImage(file, 'room'));
      } catch (error) {
        const description = error instanceof UploadError ? error.message : t('cottages.uploadFailed');
        toast({ title: t('cottages.uploadFailed'), description, variant: 'destructive' });
      } finally {
        setPending((n) => n - 1);
      }
    }
  };
  return { pending, upload };
};

/** One stored photo: the first is marked Main; its button removes it from the cottage. */
const PhotoThumb = ({ path, index, onRemove }: { path: string; index: number; onRemove: () => void }) => {
  const { t } = useDayVisitsAdminText();
  return (
    <PhotoTile onRemove={onRemove} removeLabel={t('cottages.removePhoto', { number: index + 1 })}>
      <ResponsiveImage
        src={path}
        alt={t('cottages.photoAlt', { number: index + 1 })}
        className="size-full object-cover"
        sizes="160px"
      />
      {index === 0 ? (
        <PhotoBadge className="bg-white/95 text-primary">{t('cottages.main')}</PhotoBadge>
      ) : null}
    </PhotoTile>
  );
};

export const CottagePhotosField = ({ onUploading }: { onUploading: (uploading: boolean) => void }) => {
  const { t } = useDayVisitsAdminText();
  const { control, getValues, setValue } = useFormContext<CottageFormValues>();
  const fileInput = useRef<HTMLInputElement>(null);
  const setImages = (images: string[]) =>
    setValue('images', images, { shouldDirty: true, shouldValidate: true });
  const { pending, upload } = useUploads((path) => setImages([...getValues('images'), path]));

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (!files.length) return;
    onUploading(true);
    await upload(files);
    onUploading(false);
  };

  return (
    <FormField
      control={control}
      name="images"
      render={({ field }) => (
        <PhotosFieldset
          legend={t('cottages.photos')}
          hint={t('cottages.photosHint')}
          tiles={
            <>
              {field.value.map((path, index) => (
                <PhotoThumb
                  key={path}
                  path={path}
                  index={index}
                  onRemove={() => setImages(field.value.filter((p) => p !== path))}
                />
              ))}
              <li className="aspect-square">
                <button
                  ref={field.ref}
                  type="button"
                  onClick={() => fileInput.current?.click()}
                  disabled={pending > 0}
                  className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-background p-1 text-center text-xs font-medium text-muted-foreground transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-70"
                >
                  {pending ? (
                    <Spinner className="size-6" label={t('cottages.uploading')} />
                  ) : (
                    <ImagePlus className="size-6" aria-hidden="true" />
                  )}
                  {pending ? t('cottages.uploading') : t('cottages.addPhotos')}
                </button>
              </li>
            </>
          }
          fileInput={fileInput}
          fileInputLabel={t('cottages.addPhotos')}
          onFiles={(files) => void onFiles(files)}
        />
      )}
    />
  );
};
