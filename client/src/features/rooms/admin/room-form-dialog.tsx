// The Add Room / Edit Room dialog (spec section 5): the room's details and photos, checked by the
// domain's room schema. On save the new photos are uploaded one by one, then the room is saved.
// Editing a room also shows its seasonal rates.

import type { RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastFirstError } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage, isUnauthorized } from '@/lib/api';
import { showSuccess } from '@/lib/notify';
import { redirectToLogin } from '@/lib/redirects';
import { UploadError, uploadImage } from '@/lib/upload-image';
import { useSaveRoom } from '../api/save-room';
import { RoomDetailsFields } from './room-details-fields';
import {
  emptyRoomForm,
  type NewPhoto,
  ROOM_FIELD_ORDER,
  type RoomFormOutput,
  type RoomFormValues,
  roomFormResolver,
  roomPayload,
  roomToForm,
} from './room-form';
import { RoomPhotosField } from './room-photos-field';
import { SeasonalRates } from './seasonal-rates';

const errorToast = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

type Progress = { done: number; total: number };

/** Uploads the new photos in order, reporting each one done; resolves to their stored paths. */
const uploadPhotos = async (photos: readonly NewPhoto[], onProgress: (progress: Progress) => void) => {
  const uploaded: string[] = [];
  onProgress({ done: 0, total: photos.length });
  for (const photo of photos) {
    uploaded.push(await uploadImage(photo.file, 'room'));
    onProgress({ done: uploaded.length, total: photos.length });
  }
  return uploaded;
};

/**
 * The toast of a failed photo upload: a bad file's own message, the file upload's (its server sentence,
 * or 'Failed to upload file'), else the room photos' default 'Failed to upload images'.
 */
const uploadFailureMessage = (error: unknown) => {
  if (error instanceof UploadError) return error.message;
  if (error instanceof ApiError) return error.serverMessage || MSG.uploadImagesFailed;
  return MSG.uploadImagesFailed;
};

const RoomForm = ({ room, onClose }: { room: RoomDto | null; onClose: () => void }) => {
  const form = useForm<RoomFormValues, unknown, RoomFormOutput>({
    resolver: roomFormResolver,
    defaultValues: room ? roomToForm(room) : emptyRoomForm(),
  });
  const [progress, setProgress] = useState<Progress | null>(null);
  const save = useSaveRoom();
  const busy = progress !== null || save.isPending;

  const onValid = async (values: RoomFormOutput) => {
    let uploaded: string[];
    try {
      uploaded = await uploadPhotos(values.photos.added, setProgress);
    } catch (error) {
      if (isUnauthorized(error)) return redirectToLogin();
      errorToast(uploadFailureMessage(error));
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
      for (const photo of values.photos.added) URL.revokeObjectURL(photo.url);
      form.setValue('photos', { kept: [...values.photos.kept, ...uploaded], added: [] });
      errorToast(errorMessage(error, room ? 'Failed to update room' : 'Failed to create room'));
    }
  };

  const pendingLabel = progress
    ? `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…`
    : 'Saving…';

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      className="max-w-2xl"
      testId="room-form-dialog"
      form={form}
      onValid={onValid}
      onInvalid={toastFirstError(ROOM_FIELD_ORDER)}
      title={room ? `Edit ${room.name}` : 'Add Room'}
      description={
        room
          ? 'Update the room’s details, photos and seasonal rates.'
          : 'New rooms are bookable once available.'
      }
      submitLabel={room ? 'Save Changes' : 'Create Room'}
      pendingLabel={pendingLabel}
      pending={busy}
      after={room ? <SeasonalRates room={room} /> : null}
      footerClassName="sticky -bottom-5 -mx-5 -mb-5 border-t border-border bg-card/95 px-5 py-3 backdrop-blur sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6"
    >
      <RoomDetailsFields />
      <RoomPhotosField disabled={busy} />
    </FormDialog>
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
}) =>
  // keyed so switching rooms starts a fresh form
  open ? <RoomForm key={room?.id ?? 'new'} room={room} onClose={onClose} /> : null;
