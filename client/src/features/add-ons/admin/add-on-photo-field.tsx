// The extra's photo: a picked file goes up at once (lib/upload-image.ts, the rooms' signed-URL upload)
// and the form keeps its stored path; a preview, Replace and Remove. None: the site shows no picture.

import { ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { HiddenImageInput, PhotoFrame } from '@/components/admin/photo-frame';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { imageFileProblem, UploadError, uploadImage } from '@/lib/upload-image';
import type { AddOnFormValues } from './add-on-form';

const uploadFailed = (description: string) =>
  toast({ title: 'Upload failed', description, variant: 'destructive' });

export const AddOnPhotoField = ({ onUploading }: { onUploading: (uploading: boolean) => void }) => {
  const { watch, setValue } = useFormContext<AddOnFormValues>();
  const imagePath = watch('imagePath');
  const name = watch('nameEn');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, 'room');
    if (problem) return uploadFailed(problem);
    setUploading(true);
    onUploading(true);
    try {
      setValue('imagePath', await uploadImage(file, 'room'), { shouldDirty: true });
    } catch (error) {
      uploadFailed(error instanceof UploadError ? error.message : 'The photo could not be uploaded.');
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Photo</legend>
      <div className="flex flex-wrap items-center gap-3">
        <PhotoFrame
          src={imagePath}
          image={{ alt: `Photo of ${name || 'the extra'}`, sizes: '144px' }}
          placeholder={
            <>
              <ImageOff className="size-6" aria-hidden="true" />
              <span className="text-xs text-muted-foreground">No photo</span>
            </>
          }
          uploading={uploading}
          uploadingLabel="Uploading photo"
          className="w-36"
        />
        <div className="grid gap-2">
          <HiddenImageInput
            inputRef={fileInput}
            id={fileId}
            tabIndex={-1}
            aria-label={imagePath ? 'Replace photo' : 'Upload photo'}
            onFile={onFile}
            disabled={uploading}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden="true" /> {imagePath ? 'Replace photo' : 'Upload photo'}
            </Button>
            {imagePath ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={uploading}
                className="text-destructive hover:bg-destructive/8 hover:text-destructive"
                onClick={() => setValue('imagePath', null, { shouldDirty: true })}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">PNG, JPG or WebP, under 5MB.</p>
        </div>
      </div>
    </fieldset>
  );
};
