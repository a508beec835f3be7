import type { RoomDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { ogImagePath, RESORT_OG_IMAGE } from './og-image';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const room = (pictures: Pick<RoomDto, 'imagePath' | 'images'>) => pictures;

describe('ogImagePath', () => {
  it("is the main picture's preview: the chosen one, else the first photo", () => {
    expect(
      ogImagePath(room({ imagePath: `/uploads/${ID}.jpg`, images: ['/images/rooms/pool-villa-1-960.webp'] })),
    ).toBe(`/uploads/${ID}-og.jpg`);
    expect(ogImagePath(room({ imagePath: null, images: ['', '/images/rooms/pool-villa-2-960.webp'] }))).toBe(
      '/images/rooms/pool-villa-2-og.jpg',
    );
  });

  it("falls back to the resort's for a room with no picture or one of another site", () => {
    expect(ogImagePath(room({ imagePath: null, images: [] }))).toBe(RESORT_OG_IMAGE);
    expect(ogImagePath(room({ imagePath: 'https://example.com/a.jpg', images: [] }))).toBe(RESORT_OG_IMAGE);
  });
});
