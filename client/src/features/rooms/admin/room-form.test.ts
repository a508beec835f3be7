import type { RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@/lib/upload-image';
import {
  deleteRoomErrorMessage,
  emptyRoomForm,
  type NewPhoto,
  pickImageFiles,
  ROOM_FIELD_ORDER,
  type RoomFormValues,
  roomFormSchema,
  roomPayload,
  roomToForm,
} from './room-form';

const kept = (...paths: string[]) => ({ kept: paths, added: [] });
const filled: RoomFormValues = {
  ...emptyRoomForm(),
  name: 'Ocean Suite',
  basePrice: '4500',
  photos: kept('/a', '/b'),
};
const newPhotos = (count: number): NewPhoto[] =>
  Array.from({ length: count }, (_, i) => ({ file: new File(['x'], `p${i}.png`), url: `blob:${i}` }));
const withNew = (values: RoomFormValues, count: number): RoomFormValues => ({
  ...values,
  photos: { ...values.photos, added: newPhotos(count) },
});

/** Each failing field's message (the first per field, as the form shows it). */
const fieldErrors = (values: RoomFormValues): Record<string, string> => {
  const result = roomFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};
const firstError = (errors: Record<string, string>) =>
  ROOM_FIELD_ORDER.map((field) => errors[field]).find(Boolean);

describe('room form', () => {
  it('starts with the spec defaults: 2 adults, 0 kids, occupancy 2, available', () => {
    expect(emptyRoomForm()).toMatchObject({
      maxAdults: 2,
      maxKids: 0,
      maxOccupancy: '2',
      status: 'available',
    });
  });

  it('requires name and base price', () => {
    const errors = fieldErrors({ ...emptyRoomForm(), photos: kept('/a', '/b', '/c') });
    expect(errors.name).toBe('Room name is required');
    expect(errors.basePrice).toBe('Base price is required');
    expect(fieldErrors(withNew({ ...filled, basePrice: '0' }, 1)).basePrice).toBe(
      'Please enter a valid price',
    );
    expect(fieldErrors(withNew({ ...filled, maxOccupancy: '11' }, 1)).maxOccupancy).toBe(
      'Max occupancy must be a whole number from 1 to 10',
    );
  });

  it('needs at least 3 photos in total, kept plus new', () => {
    expect(fieldErrors(filled).photos).toBe(MSG.roomPhotosMin);
    expect(fieldErrors(withNew({ ...filled, photos: kept() }, 2)).photos).toBe(MSG.roomPhotosMin);
    expect(fieldErrors(withNew(filled, 1))).toEqual({});
    expect(fieldErrors(withNew({ ...filled, photos: kept() }, 3))).toEqual({});
    expect(firstError(fieldErrors(filled))).toBe(MSG.roomPhotosMin);
  });

  it('accepts image files only', () => {
    const files = [{ type: 'image/png' }, { type: 'application/pdf' }, { type: 'image/webp' }];
    const { accepted, rejected } = pickImageFiles(files);
    expect(accepted).toHaveLength(2);
    expect(rejected).toEqual([{ type: 'application/pdf' }]);
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, 'room')).toBe(MSG.imageFilesOnly);
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, 'amenity')).toBe(MSG.invalidFileType);
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 }, 'room')).toBe(MSG.fileTooLarge);
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, 'room')).toBeNull();
  });

  it('builds the payload: trimmed amenities, decimal price, uploads appended, first image is main', () => {
    const values = roomFormSchema.parse(withNew({ ...filled, amenities: ' WiFi, , Air Conditioning ,' }, 1));
    const payload = roomPayload(values, ['/c']);
    expect(payload).toMatchObject({
      name: 'Ocean Suite',
      basePrice: '4500.00',
      amenities: ['WiFi', 'Air Conditioning'],
      maxOccupancy: 2,
      imagePath: '/a',
      images: ['/a', '/b', '/c'],
    });
  });

  it('fills the form from a room with the main image first and no repeats', () => {
    const room = {
      id: 'r1',
      name: 'Deluxe',
      description: '',
      imagePath: '/main',
      images: ['/x', '/main'],
      basePrice: '3200.00',
      maxAdults: 3,
      maxKids: 1,
      maxOccupancy: 4,
      baseOccupancy: 2,
      extraAdultCharge: '500.00',
      extraChildCharge: '0.00',
      status: 'maintenance',
      amenities: ['WiFi', 'TV'],
      rates: [],
    } satisfies RoomDto;
    expect(roomToForm(room)).toMatchObject({
      photos: { kept: ['/main', '/x'], added: [] },
      amenities: 'WiFi, TV',
      maxOccupancy: '4',
    });
  });

  it('explains a delete refused because of reservations', () => {
    expect(deleteRoomErrorMessage(new Error('409: violates foreign key constraint'))).toBe(
      MSG.roomHasReservations,
    );
    expect(deleteRoomErrorMessage(new Error('409: {"message":"Room has reservations"}'))).toBe(
      MSG.roomHasReservations,
    );
    expect(deleteRoomErrorMessage(new Error('500: boom'))).toBe('Failed to delete room');
  });
});
