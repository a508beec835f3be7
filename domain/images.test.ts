import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, srcFor, srcSetFor, uploadSrcSet } from './images';

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
