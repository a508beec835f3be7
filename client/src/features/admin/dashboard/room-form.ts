// Pure rules of the admin room form (spec section 5): required name and base price, at least 3 photos in
// total (kept plus new), image files only, 1-6 adults, 0-4 kids, comma-separated amenities.

import type { RoomDto } from '@domain/api-types';
import { MIN_ROOM_PHOTOS, ROOM_DEFAULTS, type RoomStatus } from '@domain/constants';
import { MSG } from '@domain/messages';
import { toCentavos, toDecimalString } from '@domain/money';
import { parseAmenityList } from '@domain/schemas/admin';
import { ACCEPTED_IMAGE_TYPES } from '../api/upload-image';

export type RoomFormValues = {
  name: string;
  description: string;
  basePrice: string;
  maxAdults: number;
  maxKids: number;
  maxOccupancy: string;
  status: RoomStatus;
  amenities: string;
  /** Photos already stored (paths), in order; the first is the main image. */
  images: string[];
};

export type RoomFormErrors = Partial<Record<'name' | 'basePrice' | 'maxOccupancy' | 'photos', string>>;

export const emptyRoomForm = (): RoomFormValues => ({
  name: '',
  description: '',
  basePrice: '',
  maxAdults: ROOM_DEFAULTS.maxAdults,
  maxKids: ROOM_DEFAULTS.maxKids,
  maxOccupancy: String(ROOM_DEFAULTS.maxOccupancy),
  status: ROOM_DEFAULTS.status,
  amenities: '',
  images: [],
});

/** The form filled with a room's values; the main image first, no repeats. */
export const roomToForm = (room: RoomDto): RoomFormValues => ({
  name: room.name,
  description: room.description,
  basePrice: room.basePrice.replace(/\.00$/, ''),
  maxAdults: room.maxAdults,
  maxKids: room.maxKids,
  maxOccupancy: String(room.maxOccupancy),
  status: room.status,
  amenities: room.amenities.join(', '),
  images: [...new Set([room.imagePath, ...room.images].filter((p): p is string => Boolean(p)))],
});

export const isImageFile = (file: { type: string }) =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/** Splits picked files into images and the rest (the rest makes the form say 'image files only'). */
export const pickImageFiles = <F extends { type: string }>(files: readonly F[]) => ({
  accepted: files.filter(isImageFile),
  rejected: files.filter((f) => !isImageFile(f)),
});

/** The field messages of a form about to be saved, with `newPhotoCount` files waiting to upload. */
export const validateRoomForm = (values: RoomFormValues, newPhotoCount: number): RoomFormErrors => {
  const errors: RoomFormErrors = {};
  if (!values.name.trim()) errors.name = 'Room name is required';
  const cents = toCentavos(values.basePrice);
  if (!values.basePrice.trim()) errors.basePrice = 'Base price is required';
  else if (!Number.isFinite(cents) || cents <= 0) errors.basePrice = 'Please enter a valid price';
  const occupancy = Number(values.maxOccupancy);
  if (!Number.isInteger(occupancy) || occupancy < 1 || occupancy > 10)
    errors.maxOccupancy = 'Max occupancy must be a whole number from 1 to 10';
  if (values.images.length + newPhotoCount < MIN_ROOM_PHOTOS) errors.photos = MSG.roomPhotosMin;
  return errors;
};

/** The first message to show as a toast, in the form's order. */
export const firstError = (errors: RoomFormErrors): string | undefined =>
  errors.name ?? errors.basePrice ?? errors.maxOccupancy ?? errors.photos;

/** The API payload, with the freshly uploaded paths appended to the kept photos. */
export const roomPayload = (values: RoomFormValues, uploaded: readonly string[]) => {
  const images = [...values.images, ...uploaded];
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    basePrice: toDecimalString(toCentavos(values.basePrice)),
    maxAdults: values.maxAdults,
    maxKids: values.maxKids,
    maxOccupancy: Number(values.maxOccupancy),
    amenities: parseAmenityList(values.amenities),
    status: values.status,
    imagePath: images[0] ?? '',
    images,
  };
};

/** Spec section 8: a delete refused because of reservations gets its own sentence. */
export const deleteRoomErrorMessage = (error: unknown): string => {
  const text = [
    error instanceof Error ? error.message : '',
    (error as { serverMessage?: string } | null)?.serverMessage ?? '',
  ]
    .join(' ')
    .toLowerCase();
  if (/foreign key|reservation|cannot delete/.test(text)) return MSG.roomHasReservations;
  return 'Failed to delete room';
};
