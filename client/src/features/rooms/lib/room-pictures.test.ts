import type { RoomDto } from '@domain/api-types';
import { ROOM_IMAGE_SETS } from '@domain/images';
import { describe, expect, it } from 'vitest';
import { aRoom } from '@/test/room';
import { roomPictures } from './room-pictures';

const room = (patch: Partial<RoomDto>): RoomDto =>
  aRoom({ id: '7f1c1a52-9d1e-4f57-9a55-0c8d1b2a3c4d', name: 'Garden Room', ...patch });

describe('roomPictures', () => {
  it('gives a room without photos 3 stock pictures with alt texts', () => {
    const pictures = roomPictures(room({}));
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture.alt.length).toBeGreaterThan(5);
  });

  it('prefers the stock set that shares a word with the room name', () => {
    const suite = ROOM_IMAGE_SETS.find((set) => set.id === 'sunset-suite');
    const pictures = roomPictures(room({ name: 'Sunset Suite' }));
    expect(pictures.map((p) => p.src)).toEqual(suite?.images.map((image) => image.base));
  });

  it('keeps the room’s own photos first and does not repeat them as stock', () => {
    const own = '/images/rooms/ocean-deluxe-1-960.webp';
    const pictures = roomPictures(room({ name: 'Ocean View Deluxe', imagePath: own, images: [own] }));
    expect(pictures[0]?.src).toBe(own);
    expect(pictures).toHaveLength(3);
    expect(pictures.map((p) => p.src)).not.toContain('/images/rooms/ocean-deluxe-1');
  });

  it('leaves rooms with enough photos alone', () => {
    const images = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg', '/uploads/d.jpg'];
    const pictures = roomPictures(room({ imagePath: images[0] ?? null, images }));
    expect(pictures.map((p) => p.src)).toEqual(images);
    expect(pictures[1]?.alt).toBe('Garden Room, photo 2');
  });
});
