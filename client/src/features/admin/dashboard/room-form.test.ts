import type { RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../api/upload-image';
import {
  deleteRoomErrorMessage,
  emptyRoomForm,
  firstError,
  pickImageFiles,
  roomPayload,
  roomToForm,
  validateRoomForm,
} from './room-form';

const filled = { ...emptyRoomForm(), name: 'Ocean Suite', basePrice: '4500', images: ['/a', '/b'] };

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
    const errors = validateRoomForm({ ...emptyRoomForm(), images: ['/a', '/b', '/c'] }, 0);
    expect(errors.name).toBeTruthy();
    expect(errors.basePrice).toBeTruthy();
    expect(validateRoomForm({ ...filled, basePrice: '0' }, 1).basePrice).toBe('Please enter a valid price');
  });

  it('needs at least 3 photos in total, kept plus new', () => {
    expect(validateRoomForm(filled, 0).photos).toBe(MSG.roomPhotosMin);
    expect(validateRoomForm({ ...filled, images: [] }, 2).photos).toBe(MSG.roomPhotosMin);
    expect(validateRoomForm(filled, 1)).toEqual({});
    expect(validateRoomForm({ ...filled, images: [] }, 3)).toEqual({});
    expect(firstError(validateRoomForm(filled, 0))).toBe(MSG.roomPhotosMin);
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
    const payload = roomPayload({ ...filled, amenities: ' WiFi, , Air Conditioning ,' }, ['/c']);
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
      status: 'maintenance',
      amenities: ['WiFi', 'TV'],
      rates: [],
    } satisfies RoomDto;
    expect(roomToForm(room)).toMatchObject({
      images: ['/main', '/x'],
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
