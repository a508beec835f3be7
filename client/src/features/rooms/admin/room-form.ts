// The admin room form's values and rules (spec section 5). The rules are the domain's room schema
// (the server checks the same one); the form adds what only a form has: amenities typed comma-separated,
// and photos split into those already stored and new files still to upload (at least 3 in total).

import type { RoomDto } from '@domain/api-types';
import { MIN_ROOM_PHOTOS, ROOM_DEFAULTS, type RoomStatus } from '@domain/constants';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import { baseOccupancyProblem, parseAmenityList, roomInputSchema } from '@domain/schemas/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/upload-image';
import type { RoomPayload } from '../api/save-room';

/** A picked file and its preview's object URL. */
export type NewPhoto = { file: File; url: string };

/** Photos already stored (paths, in order; the first is the main image) and new files to upload. */
export type RoomPhotos = { kept: string[]; added: NewPhoto[] };

export type RoomFormValues = {
  name: string;
  description: string;
  basePrice: string;
  maxAdults: number;
  maxKids: number;
  maxOccupancy: string;
  /** "Good for N persons": the persons the rate includes. */
  baseOccupancy: string;
  /** Pesos per extra adult / child per night, as typed. */
  extraAdultCharge: string;
  extraChildCharge: string;
  status: RoomStatus;
  amenities: string;
  photos: RoomPhotos;
};

const room = roomInputSchema.shape;

/**
 * The domain's room rules over the form's values. (Its coerced numbers take any input, so zod types
 * the input loosely; RoomFormValues says what the controls hold.)
 */
export const roomFormSchema = roomInputSchema
  .omit({ imagePath: true, images: true })
  .extend({
    // the form always shows a base occupancy, so it always sends one
    baseOccupancy: room.baseOccupancy.unwrap(),
    amenities: z.string().transform(parseAmenityList).pipe(room.amenities.unwrap()),
    photos: z
      .object({ kept: z.array(z.string()), added: z.array(z.custom<NewPhoto>()) })
      .refine((photos) => photos.kept.length + photos.added.length >= MIN_ROOM_PHOTOS, MSG.roomPhotosMin),
  })
  .superRefine((values, ctx) => {
    const problem = baseOccupancyProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', path: ['baseOccupancy'], message: problem });
  });

export type RoomFormOutput = z.output<typeof roomFormSchema>;

/** roomFormSchema as react-hook-form's resolver for RoomFormValues. */
export const roomFormResolver = zodResolver(roomFormSchema) as Resolver<
  RoomFormValues,
  unknown,
  RoomFormOutput
>;

/** The fields in the order the form shows them (the toast names the first that failed). */
export const ROOM_FIELD_ORDER = [
  'name',
  'description',
  'basePrice',
  'status',
  'maxAdults',
  'maxKids',
  'maxOccupancy',
  'baseOccupancy',
  'extraAdultCharge',
  'extraChildCharge',
  'amenities',
  'photos',
] as const satisfies readonly (keyof RoomFormValues)[];

export const emptyRoomForm = (): RoomFormValues => ({
  name: '',
  description: '',
  basePrice: '',
  maxAdults: ROOM_DEFAULTS.maxAdults,
  maxKids: ROOM_DEFAULTS.maxKids,
  maxOccupancy: String(ROOM_DEFAULTS.maxOccupancy),
  baseOccupancy: String(ROOM_DEFAULTS.maxOccupancy),
  extraAdultCharge: '0',
  extraChildCharge: '0',
  status: ROOM_DEFAULTS.status,
  amenities: '',
  photos: { kept: [], added: [] },
});

/** The form filled with a room's values; the main image first, no repeats. */
export const roomToForm = (room: RoomDto): RoomFormValues => ({
  name: room.name,
  description: room.description,
  basePrice: room.basePrice.replace(/\.00$/, ''),
  maxAdults: room.maxAdults,
  maxKids: room.maxKids,
  maxOccupancy: String(room.maxOccupancy),
  baseOccupancy: String(room.baseOccupancy),
  extraAdultCharge: room.extraAdultCharge.replace(/\.00$/, ''),
  extraChildCharge: room.extraChildCharge.replace(/\.00$/, ''),
  status: room.status,
  amenities: room.amenities.join(', '),
  photos: {
    kept: [...new Set([room.imagePath, ...room.images].filter((p): p is string => Boolean(p)))],
    added: [],
  },
});

export const isImageFile = (file: { type: string }) =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/** Splits picked files into images and the rest (the rest makes the form say 'image files only'). */
export const pickImageFiles = <F extends { type: string }>(files: readonly F[]) => ({
  accepted: files.filter(isImageFile),
  rejected: files.filter((f) => !isImageFile(f)),
});

/** The API payload: the kept photos, then the freshly uploaded paths; the first is the main image. */
export const roomPayload = (
  { photos, basePrice, extraAdultCharge, extraChildCharge, ...fields }: RoomFormOutput,
  uploaded: readonly string[],
): RoomPayload => {
  const images = [...photos.kept, ...uploaded];
  return {
    ...fields,
    basePrice: toDecimalString(basePrice),
    extraAdultCharge: toDecimalString(extraAdultCharge),
    extraChildCharge: toDecimalString(extraChildCharge),
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
