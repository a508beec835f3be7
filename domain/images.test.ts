import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  ogImageOf,
  RESORT_OG_IMAGE,
  ROOM_IMAGE_SETS,
  SITE_IMAGES,
  srcFor,
  srcSetFor,
  uploadSrcSet,
} from './images';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('picture URLs', () => {
  it("gives our own pictures' files by width", () => {
    expect(srcFor('/images/rooms/ocean-deluxe-1', 960)).toBe('/images/rooms/ocean-deluxe-1-960.webp');
    expect(srcSetFor('/images/rooms/x', [480, 960])).toBe(
      '/images/rooms/x-480.webp 480w, /images/rooms/x-960.webp 960w',
    );
    expect(srcSetFor('/uploads/a.jpg')).toBe('');
  });

  it("offers an upload's WebP copies at every width the server makes", () => {
    expect(uploadSrcSet(`/uploads/${ID}.jpg`)).toBe(
      IMAGE_WIDTHS.map((w) => `/uploads/${ID}-${w}.webp ${w}w`).join(', '),
    );
  });

  it('offers nothing for other addresses', () => {
    for (const path of [
      '/uploads/not-an-id.jpg',
      `/uploads/${ID}`,
      `https://example.com/${ID}.jpg`,
      '/images/x',
    ])
      expect(uploadSrcSet(path)).toBe('');
  });
});

describe('link-preview (Open Graph) JPEGs', () => {
  const publicFile = (sitePath: string) => path.join(import.meta.dirname, '../client/public', sitePath);

  it('names one beside the hero and every room picture, and the file is there', () => {
    expect(RESORT_OG_IMAGE).toBe('/images/site/hero-og.jpg');
    expect(SITE_IMAGES.hero.og).toBe(RESORT_OG_IMAGE);
    const pictures = ROOM_IMAGE_SETS.flatMap((set) => set.images);
    expect(pictures.length).toBeGreaterThanOrEqual(18);
    for (const picture of [SITE_IMAGES.hero, ...pictures]) {
      expect(picture.og).toBe(`${picture.base}-og.jpg`);
      expect(existsSync(publicFile(picture.og ?? '')), picture.og).toBe(true);
    }
  });

  it("gives a catalogue picture's preview, by base or by one of its files", () => {
    expect(ogImageOf('/images/rooms/ocean-deluxe-1')).toBe('/images/rooms/ocean-deluxe-1-og.jpg');
    expect(ogImageOf('/images/rooms/ocean-deluxe-1-960.webp')).toBe('/images/rooms/ocean-deluxe-1-og.jpg');
  });

  it("gives an upload's preview, from the original or a copy", () => {
    expect(ogImageOf(`/uploads/${ID}.png`)).toBe(`/uploads/${ID}-og.jpg`);
    expect(ogImageOf(`/uploads/${ID}-480.webp`)).toBe(`/uploads/${ID}-og.jpg`);
  });

  it('gives none for other pictures and addresses', () => {
    for (const other of [
      null,
      undefined,
      '  ',
      '/images/amenities/wifi-960.webp',
      '/images/placeholder-room-960.webp',
      `https://example.com/uploads/${ID}.jpg`,
      '/uploads/not-an-id.jpg',
      'a.jpg',
    ])
      expect(ogImageOf(other), String(other)).toBeUndefined();
  });
});
