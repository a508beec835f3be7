// The cottage's photos: each picked file goes up at once (lib/upload-image.ts, the rooms' signed-URL
// upload) and the form keeps its stored path; the first is the main photo, each can be removed.

import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ResponsiveImage } from '@/components/responsive-image';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { IMAGE_ACCEPT_ATTRIBUTE, UploadError, uploadImage } from '@/lib/upload-image';
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
    <li className="relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
      <ResponsiveImage
        src={path}
        alt={t('cottages.photoAlt', { number: index + 1 })}
        className="size-full object-cover"
        sizes="160px"
      />
      {index === 0 ? (
        <span className="absolute bottom-1.5 left-1.5 rounded-full bg-white/95 px-2 py-0.5 text-[0.68rem] font-semibold text-primary">
          {t('cottages.main')}
        </span>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        className="absolute top-1.5 right-1.5 flex size-7 cursor-pointer items-center justify-center rounded-full bg-foreground/70 text-white shadow-sm transition hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white"
        aria-label={t('cottages.removePhoto', { number: index + 1 })}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
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
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('cottages.photos')}</legend>
            <p className="text-xs text-muted-foreground">{t('cottages.photosHint')}</p>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
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
            </ul>
            <FormControl>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={IMAGE_ACCEPT_ATTRIBUTE}
                className="sr-only"
                tabIndex={-1}
                aria-label={t('cottages.addPhotos')}
                onChange={(event) => void onFiles(event.target.files)}
              />
            </FormControl>
            <FormMessage />
          </fieldset>
        </FormItem>
      )}
    />
  );
};
