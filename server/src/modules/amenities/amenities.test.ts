import { describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();

describe('GET /api/amenities', () => {
  it('answers an empty list when there are none', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/amenities' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
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
    const response = await app.inject({ method: 'GET', url: '/api/amenities' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((a: { name: string }) => a.name)).toEqual([
      'Parking',
      'Restaurant',
      'Function Hall',
      'Swimming Pool',
    ]);
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
