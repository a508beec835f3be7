import { describe, expect, it } from 'vitest';
import { ownRoomImages, padImages, stableIndex, stockSetIndex } from './room-images';

describe('ownRoomImages', () => {
  it('puts the main image first and drops blanks and repeats', () => {
    expect(ownRoomImages({ imagePath: '/a', images: ['/a', '', '/b', '/b', '  ', '/c'] })).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(ownRoomImages({ imagePath: null, images: [] })).toEqual([]);
  });
});

describe('padImages', () => {
  const stock = ['/s1', '/s2', '/s3', '/s4'];

  it('pads a room with no pictures to the minimum', () => {
    expect(padImages([], stock, 3)).toEqual(['/s1', '/s2', '/s3']);
  });

  it('pads a room with one picture and skips stock it already has', () => {
    expect(padImages(['/s1'], stock, 3)).toEqual(['/s1', '/s2', '/s3']);
    expect(padImages(['/own'], stock, 3)).toEqual(['/own', '/s1', '/s2']);
  });

  it('never drops a room’s own pictures', () => {
    expect(padImages(['/1', '/2', '/3', '/4'], stock, 3)).toEqual(['/1', '/2', '/3', '/4']);
  });

  it('stops when the stock runs out', () => {
    expect(padImages([], ['/s1'], 3)).toEqual(['/s1']);
  });
});

describe('stock set choice', () => {
  const sets = [
    { id: 'ocean-deluxe', name: 'Ocean View Deluxe' },
    { id: 'sunset-suite', name: 'Sunset Suite' },
    { id: 'family-room', name: 'Family Room' },
  ];

  it('matches a set by a word of the room name', () => {
    expect(stockSetIndex({ id: 'x', name: 'Sunset Suite' }, sets)).toBe(1);
    expect(stockSetIndex({ id: 'x', name: 'Deluxe Garden View' }, sets)).toBe(0);
    expect(stockSetIndex({ id: 'x', name: 'Big family room' }, sets)).toBe(2);
  });

  it('otherwise picks a stable set by id', () => {
    const room = { id: '2b0c1d5e-0000-4000-8000-000000000000', name: 'Nipa Hut' };
    const first = stockSetIndex(room, sets);
    expect(first).toBe(stockSetIndex(room, sets));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(sets.length);
    expect(stableIndex('anything', 0)).toBe(0);
  });
});
