import { describe, expect, it } from 'vitest';
import { galleryItems } from './gallery';

const stock = [
  { src: '/stock-1', alt: 'one', caption: 'One' },
  { src: '/stock-2', alt: 'two', caption: 'Two' },
  { src: '/stock-3', alt: 'three', caption: 'Three' },
  { src: '/stock-4', alt: 'four', caption: 'Four' },
];

describe('galleryItems', () => {
  it('shows up to 3 amenity pictures', () => {
    const amenities = ['Pool', 'Restaurant', 'Spa', 'Bar'].map((name) => ({
      name,
      imagePath: `/${name}.webp`,
    }));
    expect(galleryItems(amenities, stock, 3).map((item) => item.caption)).toEqual([
      'Pool',
      'Restaurant',
      'Spa',
    ]);
  });

  it('skips amenities without a picture', () => {
    const items = galleryItems(
      [
        { name: 'WiFi', imagePath: null },
        { name: 'Pool', imagePath: '/pool.webp' },
        { name: 'Parking', imagePath: ' ' },
      ],
      stock,
      3,
    );
    expect(items).toEqual([{ src: '/pool.webp', alt: 'Pool', caption: 'Pool' }]);
  });

  it('falls back to stock pictures when no amenity has one', () => {
    expect(galleryItems([{ name: 'WiFi', imagePath: null }], stock, 3)).toEqual(stock.slice(0, 3));
    expect(galleryItems([], stock, 3)).toHaveLength(3);
  });
});
