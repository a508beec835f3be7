import type { AmenityDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const listAmenities = () =>
  expectAnswer<AmenityDto[]>(app.inject({ method: 'GET', url: '/api/amenities' }), 200);

describe('GET /api/amenities', () => {
  it('answers an empty list when there are none', async () => {
    expect(await listAmenities()).toEqual([]);
  });

  it('answers the amenities ordered by displayOrder, then name', async () => {
    await db.insert(amenities).values([
      {
        name: 'Swimming Pool',
        description: 'Infinity pool',
        displayOrder: 2,
        imagePath: '/images/pool.webp',
      },
      { name: 'Restaurant', displayOrder: 1, icon: 'utensils' },
      { name: 'Function Hall', displayOrder: 2 },
      { name: 'Parking' },
    ]);
    const list = await listAmenities();
    expect(list.map((a) => a.name)).toEqual(['Parking', 'Restaurant', 'Function Hall', 'Swimming Pool']);
    expect(list[3]).toEqual({
      id: expect.any(String),
      name: 'Swimming Pool',
      description: 'Infinity pool',
      icon: null,
      imagePath: '/images/pool.webp',
      displayOrder: 2,
    });
    expect(list[0]).toMatchObject({ description: '', icon: null, imagePath: null, displayOrder: 0 });
  });
});
