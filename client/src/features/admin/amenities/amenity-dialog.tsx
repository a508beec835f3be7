// Add or Edit an amenity: name, description, display order and a picture uploaded at once through the
// signed-URL flow, with a preview (images only 'Invalid file type', under 5MB 'File too large: ...').

import type { AmenityDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ResponsiveImage } from '@/components/responsive-image';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, Label, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { FacilityIcon } from '@/features/amenities/components/facility-icon';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { IMAGE_ACCEPT_ATTRIBUTE, imageFileProblem, uploadImage } from '../api/upload-image';
import { type AmenityFormOutput, type AmenityFormValues, amenityFormSchema } from './amenity-form-schema';
import { useCreateAmenity, useUpdateAmenity } from './api';

export type AmenityDialogState =
  | { mode: 'add'; displayOrder: number }
  | { mode: 'edit'; amenity: AmenityDto }
  | null;

export const AmenityDialog = ({
  state,
  onOpenChange,
}: {
  state: AmenityDialogState;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={Boolean(state)} onOpenChange={onOpenChange}>
    <DialogContent className="sm:max-w-xl">
      {state ? (
        <AmenityForm
          key={state.mode === 'edit' ? state.amenity.id : 'new'}
          state={state}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </DialogContent>
  </Dialog>
);

const AmenityForm = ({ state, onDone }: { state: NonNullable<AmenityDialogState>; onDone: () => void }) => {
  const editing = state.mode === 'edit' ? state.amenity : null;
  const create = useCreateAmenity();
  const update = useUpdateAmenity();
  const saving = create.isPending || update.isPending;
  const form = useForm<AmenityFormValues, unknown, AmenityFormOutput>({
    resolver: zodResolver(amenityFormSchema),
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      displayOrder: editing?.displayOrder ?? (state.mode === 'add' ? state.displayOrder : 0),
      imagePath: editing?.imagePath ?? null,
    },
  });
  const { errors } = form.formState;
  const imagePath = form.watch('imagePath');
  const name = form.watch('name');

  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, 'amenity');
    if (problem) {
      setFileError(problem);
      const [title, description] =
        problem === MSG.fileTooLarge
          ? ['File too large', 'Image must be less than 5MB']
          : [problem, 'Please choose a PNG or JPG image.'];
      toast({ title: title ?? problem, description, variant: 'destructive' });
      return;
    }
    setFileError(null);
    setUploading(true);
    try {
      const path = await uploadImage(file, 'amenity');
      setLocalPreview(URL.createObjectURL(file));
      form.setValue('imagePath', path, { shouldDirty: true });
      toast({
        title: 'Image uploaded',
        description: 'The picture will be saved with the amenity.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Upload failed',
        description: 'Failed to upload image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onValid = async (values: AmenityFormOutput) => {
    if (saving || uploading) return;
    const input = { ...values, icon: editing?.icon ?? undefined };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, input });
        toast({ title: 'Amenity updated', description: `${values.name} was saved.`, variant: 'success' });
      } else {
        await create.mutateAsync(input);
        toast({
          title: 'Amenity created',
          description: `${values.name} was added to the resort's amenities.`,
          variant: 'success',
        });
      }
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, editing ? 'Failed to update amenity' : 'Failed to create amenity'),
        variant: 'destructive',
      });
    }
  };

  const preview = localPreview ?? imagePath;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Amenity' : 'Add Amenity'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Change how this facility appears on the Amenities page.'
            : 'A new facility for the Amenities page.'}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field id="amenity-name" label="Name" error={errors.name?.message}>
            <Input
              id="amenity-name"
              aria-invalid={Boolean(errors.name)}
              aria-required="true"
              aria-describedby={errors.name ? 'amenity-name-error' : undefined}
              placeholder="e.g. Swimming Pool"
              {...form.register('name')}
            />
          </Field>
          <Field id="amenity-order" label="Display order" error={errors.displayOrder?.message}>
            <Input
              id="amenity-order"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-invalid={Boolean(errors.displayOrder)}
              aria-describedby={errors.displayOrder ? 'amenity-order-error' : undefined}
              {...form.register('displayOrder')}
            />
          </Field>
        </div>
        <Field id="amenity-description" label="Description" error={errors.description?.message}>
          <Textarea
            id="amenity-description"
            rows={3}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={errors.description ? 'amenity-description-error' : undefined}
            placeholder="What guests can enjoy here"
            {...form.register('description')}
          />
        </Field>

        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>Image</Label>
          <div className="flex items-start gap-3 sm:items-center">
            <div className="relative aspect-[3/2] w-32 shrink-0 overflow-hidden rounded-xl border border-border bg-gradient-to-br from-secondary to-sand sm:w-44">
              {preview ? (
                <ResponsiveImage
                  src={preview}
                  alt={`Preview of the ${name || 'amenity'} picture`}
                  sizes="176px"
                  className="size-full object-cover"
                />
              ) : (
                <div className="flex size-full flex-col items-center justify-center gap-1 text-primary/70">
                  <FacilityIcon name={name || ''} icon={editing?.icon} className="size-8 sm:size-10" />
                  <span className="text-[11px] text-muted-foreground sm:text-xs">No image yet</span>
                </div>
              )}
              {uploading ? (
                <div className="absolute inset-0 flex items-center justify-center bg-white/70">
                  <Spinner className="size-6 text-primary" label="Uploading image" />
                </div>
              ) : null}
            </div>
            <div className="grid min-w-0 gap-2">
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept={IMAGE_ACCEPT_ATTRIBUTE}
                className="sr-only"
                aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
                onChange={(event) => void onFile(event.target.files?.[0])}
                disabled={uploading}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => fileInput.current?.click()}
                  disabled={uploading}
                  aria-controls={fileId}
                >
                  {preview ? <RefreshCw aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
                  {uploading ? 'Uploading…' : preview ? 'Replace Image' : 'Upload Image'}
                </Button>
                {preview && !uploading ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:bg-destructive/8 hover:text-destructive"
                    onClick={() => {
                      setLocalPreview(null);
                      form.setValue('imagePath', null, { shouldDirty: true });
                    }}
                  >
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                ) : null}
              </div>
              <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
                PNG or JPG, less than 5MB. Without an image the facility&apos;s icon is shown.
              </p>
              {fileError ? (
                <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
                  {fileError}
                </p>
              ) : null}
            </div>
          </div>
        </div>

        <DialogFooter className="pt-1">
          <Button variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? (
              <>
                <Spinner className="size-4" label="Saving" /> Saving…
              </>
            ) : editing ? (
              'Save Changes'
            ) : (
              'Add Amenity'
            )}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
};
