// Add or Edit an amenity: name, description, display order and a picture uploaded at once through the
// signed-URL flow, with a preview (images only 'Invalid file type', under 5MB 'File too large: ...').

import type { AmenityDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HiddenImageInput, PhotoFrame } from '@/components/admin/photo-frame';
import { Button } from '@/components/ui/button';
import { fieldFor } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem, sendAndClose } from '@/components/ui/form-dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useCreateAmenity, useUpdateAmenity } from '../api/admin-amenities';
import { FacilityIcon } from '../components/facility-icon';
import { type AmenityFormOutput, type AmenityFormValues, amenityFormSchema } from './amenity-form-schema';

const Field = fieldFor<AmenityFormValues>();

export type AmenityDialogState =
  | { mode: 'add'; displayOrder: number }
  | { mode: 'edit'; amenity: AmenityDto }
  | null;

type AmenityForm = ReturnType<typeof useZodForm<typeof amenityFormSchema>>;

const uploadProblemToast = (problem: string) => {
  const [title, description] =
    problem === MSG.fileTooLarge
      ? ['File too large', 'Image must be less than 5MB']
      : [problem, 'Please choose a PNG or JPG image.'];
  toast({ title: title ?? problem, description, variant: 'destructive' });
};

/** The picture's upload: it goes up at once (signed URL) and the form keeps its path. */
const useAmenityPicture = (form: AmenityForm) => {
  const imagePath = form.watch('imagePath');
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

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
      uploadProblemToast(problem);
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

  const onRemove = () => {
    setLocalPreview(null);
    form.setValue('imagePath', null, { shouldDirty: true });
  };

  return { uploading, fileError, fileInput, onFile, onRemove, preview: localPreview ?? imagePath };
};

type AmenityPicture = ReturnType<typeof useAmenityPicture>;

const AmenityPicturePreview = ({
  picture,
  name,
  icon,
}: {
  picture: AmenityPicture;
  name: string;
  icon: AmenityDto['icon'] | undefined;
}) => (
  <PhotoFrame
    src={picture.preview}
    image={{ alt: `Preview of the ${name || 'amenity'} picture`, sizes: '176px' }}
    placeholder={
      <>
        <FacilityIcon name={name || ''} icon={icon} className="size-8 sm:size-10" />
        <span className="text-[11px] text-muted-foreground sm:text-xs">No image yet</span>
      </>
    }
    uploading={picture.uploading}
    uploadingLabel="Uploading image"
    className="w-32 sm:w-44"
  />
);

const AmenityPictureControls = ({ picture, fileId }: { picture: AmenityPicture; fileId: string }) => {
  const { preview, uploading, fileError, fileInput } = picture;
  return (
    <div className="grid min-w-0 gap-2">
      <HiddenImageInput
        inputRef={fileInput}
        id={fileId}
        aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
        onFile={picture.onFile}
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
            onClick={picture.onRemove}
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
  );
};

const AmenityTextFields = () => (
  <>
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <Field
        name="name"
        label="Name"
        render={(field) => <Input {...field} aria-required="true" placeholder="e.g. Swimming Pool" />}
      />
      <Field
        name="displayOrder"
        id="amenity-order"
        label="Display order"
        render={(field) => <WholeNumberInput {...field} step={1} />}
      />
    </div>
    <Field
      name="description"
      label="Description"
      render={(field) => <Textarea {...field} rows={3} placeholder="What guests can enjoy here" />}
    />
  </>
);

/** Creates or updates the amenity, then closes the dialog with a toast. */
const useSaveAmenity = (editing: AmenityDto | null, onOpenChange: (open: boolean) => void) => {
  const create = useCreateAmenity();
  const update = useUpdateAmenity();
  const save = async (values: AmenityFormOutput) => {
    const input = { ...values, icon: editing?.icon ?? undefined };
    await sendAndClose(
      onOpenChange,
      editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input),
      {
        onSent: () =>
          toast(
            editing
              ? { title: 'Amenity updated', description: `${values.name} was saved.`, variant: 'success' }
              : {
                  title: 'Amenity created',
                  description: `${values.name} was added to the resort's amenities.`,
                  variant: 'success',
                },
          ),
        failure: editing ? 'Failed to update amenity' : 'Failed to create amenity',
      },
    );
  };
  return { save, saving: create.isPending || update.isPending };
};

const AmenityForm = ({ item: state, onOpenChange }: ItemDialogProps<NonNullable<AmenityDialogState>>) => {
  const editing = state.mode === 'edit' ? state.amenity : null;
  const { save, saving } = useSaveAmenity(editing, onOpenChange);
  const form = useZodForm(amenityFormSchema, {
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      displayOrder: editing?.displayOrder ?? (state.mode === 'add' ? state.displayOrder : 0),
      imagePath: editing?.imagePath ?? null,
    },
  });
  const name = form.watch('name');
  const picture = useAmenityPicture(form);
  const fileId = useId();

  const onValid = async (values: AmenityFormOutput) => {
    if (picture.uploading) return;
    await save(values);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      form={form}
      onValid={onValid}
      idPrefix="amenity"
      title={editing ? 'Edit Amenity' : 'Add Amenity'}
      description={
        editing
          ? 'Change how this facility appears on the Amenities page.'
          : 'A new facility for the Amenities page.'
      }
      submitLabel={editing ? 'Save Changes' : 'Add Amenity'}
      pendingLabel="Saving…"
      pending={saving}
      submitDisabled={picture.uploading}
    >
      <AmenityTextFields />
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>Image</Label>
        <div className="flex items-start gap-3 sm:items-center">
          <AmenityPicturePreview picture={picture} name={name} icon={editing?.icon} />
          <AmenityPictureControls picture={picture} fileId={fileId} />
        </div>
      </div>
    </FormDialog>
  );
};

/** Keyed by the amenity, so each opening starts from its saved values. */
export const AmenityDialog = mountedForItem(AmenityForm, (state) =>
  state.mode === 'edit' ? state.amenity.id : 'new',
);
