// The Add Room / Edit Room dialog (spec section 5): name, description, base price, max adults (1-6), max
// kids (0-4), max occupancy, status, comma-separated amenities and photos (kept ones with remove buttons
// plus new files; at least 3 in total). New photos are uploaded one by one on save, then the room is saved.
// Editing a room also shows its seasonal rates.

import type { RoomDto } from '@domain/api-types';
import {
  MAX_ADULTS_CHOICES,
  MAX_KIDS_CHOICES,
  MIN_ROOM_PHOTOS,
  ROOM_STATUS_LABELS,
  ROOM_STATUSES,
} from '@domain/constants';
import { MSG } from '@domain/messages';
import { parseAmenityList } from '@domain/schemas/admin';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage, isUnauthorized } from '@/lib/api';
import { showSuccess } from '@/lib/notify';
import { redirectToLogin } from '@/lib/redirects';
import { cn } from '@/lib/utils';
import { useSaveRoom } from '../api/save-room';
import { IMAGE_ACCEPT_ATTRIBUTE, uploadImage } from '../api/upload-image';
import {
  emptyRoomForm,
  firstError,
  pickImageFiles,
  type RoomFormErrors,
  type RoomFormValues,
  roomPayload,
  roomToForm,
  validateRoomForm,
} from './room-form';
import { SeasonalRates } from './seasonal-rates';

type NewPhoto = { file: File; url: string };

const errorToast = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

const Thumb = ({
  children,
  onRemove,
  label,
}: {
  children: React.ReactNode;
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

const RoomForm = ({ room, onClose }: { room: RoomDto | null; onClose: () => void }) => {
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<RoomFormValues>(() => (room ? roomToForm(room) : emptyRoomForm()));
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [errors, setErrors] = useState<RoomFormErrors>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const save = useSaveRoom();
  const busy = progress !== null || save.isPending;

  // free the previews' object URLs when they go away
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const p of photosRef.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const set = <K extends keyof RoomFormValues>(key: K, value: RoomFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const totalPhotos = values.images.length + photos.length;
  const amenityPreview = useMemo(() => parseAmenityList(values.amenities), [values.amenities]);

  const onFiles = (list: FileList | null) => {
    const { accepted, rejected } = pickImageFiles(Array.from(list ?? []));
    if (rejected.length) {
      errorToast(MSG.imageFilesOnly);
      setErrors((e) => ({ ...e, photos: MSG.imageFilesOnly }));
    } else setErrors((e) => ({ ...e, photos: undefined }));
    setPhotos((current) => [
      ...current,
      ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const removeNew = (index: number) =>
    setPhotos((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRoomForm(values, photos.length);
    setErrors(found);
    const problem = firstError(found);
    if (problem) {
      errorToast(problem);
      return;
    }

    const uploaded: string[] = [];
    try {
      setProgress({ done: 0, total: photos.length });
      for (const photo of photos) {
        uploaded.push(await uploadImage(photo.file, 'room'));
        setProgress({ done: uploaded.length, total: photos.length });
      }
    } catch (error) {
      setProgress(null);
      if (isUnauthorized(error)) return redirectToLogin();
      const text = error instanceof Error ? error.message : '';
      errorToast(text === MSG.imageFilesOnly || text === MSG.fileTooLarge ? text : 'Failed to upload images');
      return;
    } finally {
      setProgress(null);
    }

    try {
      await save.mutateAsync({ ...roomPayload(values, uploaded), id: room?.id });
      showSuccess(room ? 'Room updated successfully' : 'Room created successfully');
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return redirectToLogin();
      // keep the uploaded photos so a second try does not upload them again
      setValues((v) => ({ ...v, images: [...v.images, ...uploaded] }));
      setPhotos([]);
      errorToast(errorMessage(error, room ? 'Failed to update room' : 'Failed to create room'));
    }
  };

  const saveLabel = progress
    ? `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…`
    : save.isPending
      ? 'Saving…'
      : room
        ? 'Save Changes'
        : 'Create Room';

  return (
    <>
      <DialogHeader>
        <DialogTitle>{room ? `Edit ${room.name}` : 'Add Room'}</DialogTitle>
        <DialogDescription>
          {room
            ? 'Update the room’s details, photos and seasonal rates.'
            : 'New rooms are bookable once available.'}
        </DialogDescription>
      </DialogHeader>

      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field id={`${formId}-name`} label="Room name" error={errors.name}>
          <Input
            id={`${formId}-name`}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${formId}-name-error` : undefined}
            placeholder="Ocean View Deluxe"
            maxLength={120}
          />
        </Field>
        <Field id={`${formId}-description`} label="Description">
          <Textarea
            id={`${formId}-description`}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={3}
            maxLength={5000}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${formId}-price`} label="Base price per night (₱)" error={errors.basePrice}>
            <Input
              id={`${formId}-price`}
              inputMode="decimal"
              value={values.basePrice}
              onChange={(e) => set('basePrice', e.target.value)}
              aria-invalid={Boolean(errors.basePrice)}
              aria-describedby={errors.basePrice ? `${formId}-price-error` : undefined}
              placeholder="4500"
            />
          </Field>
          <Field id={`${formId}-status`} label="Status">
            <NativeSelect
              id={`${formId}-status`}
              value={values.status}
              onChange={(e) => set('status', e.target.value as RoomFormValues['status'])}
            >
              {ROOM_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ROOM_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="grid grid-cols-3 items-end gap-3">
          <Field id={`${formId}-adults`} label="Max adults">
            <NativeSelect
              id={`${formId}-adults`}
              value={values.maxAdults}
              onChange={(e) => set('maxAdults', Number(e.target.value))}
            >
              {MAX_ADULTS_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${formId}-kids`} label="Max kids">
            <NativeSelect
              id={`${formId}-kids`}
              value={values.maxKids}
              onChange={(e) => set('maxKids', Number(e.target.value))}
            >
              {MAX_KIDS_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id={`${formId}-occupancy`} label="Max occupancy" error={errors.maxOccupancy}>
            <Input
              id={`${formId}-occupancy`}
              type="number"
              min={1}
              max={10}
              value={values.maxOccupancy}
              onChange={(e) => set('maxOccupancy', e.target.value)}
              aria-invalid={Boolean(errors.maxOccupancy)}
            />
          </Field>
        </div>
        <Field
          id={`${formId}-amenities`}
          label="Amenities (comma-separated)"
          hint={
            amenityPreview.length
              ? `${amenityPreview.length} amenities: ${amenityPreview.join(' · ')}`
              : undefined
          }
        >
          <Input
            id={`${formId}-amenities`}
            value={values.amenities}
            onChange={(e) => set('amenities', e.target.value)}
            placeholder="Air Conditioning, WiFi, Ocean View"
          />
        </Field>

        <fieldset className="grid gap-2" aria-describedby={`${formId}-photos-help`}>
          <legend className="text-sm font-medium">Photos</legend>
          <p id={`${formId}-photos-help`} className="text-xs text-muted-foreground">
            At least {MIN_ROOM_PHOTOS} photos (PNG, JPG or WebP, under 5 MB). The first is the main image.{' '}
            <span
              className={cn(
                'font-semibold',
                totalPhotos >= MIN_ROOM_PHOTOS ? 'text-success' : 'text-warning',
              )}
            >
              {totalPhotos} selected
            </span>
          </p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {values.images.map((path, index) => (
              <Thumb
                key={path}
                label={`Remove photo ${index + 1}`}
                onRemove={() =>
                  set(
                    'images',
                    values.images.filter((p) => p !== path),
                  )
                }
              >
                <ResponsiveImage
                  src={path}
                  alt={`Room view ${index + 1}`}
                  className="size-full object-cover"
                  sizes="160px"
                />
                {index === 0 ? (
                  <span className="absolute bottom-1.5 left-1.5 rounded-full bg-white/95 px-2 py-0.5 text-[0.68rem] font-semibold text-primary">
                    Main
                  </span>
                ) : null}
              </Thumb>
            ))}
            {photos.map((photo, index) => (
              <Thumb
                key={photo.url}
                label={`Remove new photo ${photo.file.name}`}
                onRemove={() => removeNew(index)}
              >
                <img src={photo.url} alt={`New: ${photo.file.name}`} className="size-full object-cover" />
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-accent px-2 py-0.5 text-[0.68rem] font-semibold text-accent-foreground">
                  New
                </span>
              </Thumb>
            ))}
            <li className="aspect-square">
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                disabled={busy}
                className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-background text-xs font-medium text-muted-foreground transition hover:border-primary hover:text-primary disabled:opacity-60"
              >
                <ImagePlus className="size-6" aria-hidden="true" />
                Add photos
              </button>
            </li>
          </ul>
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
          {errors.photos ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.photos}
            </p>
          ) : null}
        </fieldset>
      </form>

      {room ? <SeasonalRates room={room} /> : null}

      <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t border-border bg-card/95 px-5 py-3 backdrop-blur sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} disabled={busy}>
          {busy ? <Spinner className="size-4" label={saveLabel} /> : null}
          {saveLabel}
        </Button>
      </DialogFooter>
    </>
  );
};

export const RoomFormDialog = ({
  open,
  room,
  onClose,
}: {
  open: boolean;
  room: RoomDto | null;
  onClose: () => void;
}) => (
  <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
    {open ? (
      <DialogContent className="max-w-2xl" data-testid="room-form-dialog">
        {/* keyed so switching rooms starts a fresh form */}
        <RoomForm key={room?.id ?? 'new'} room={room} onClose={onClose} />
      </DialogContent>
    ) : null}
  </Dialog>
);
