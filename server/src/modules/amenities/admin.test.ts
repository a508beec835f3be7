// Amenity management (spec section 7, Admin): list, create, replace, delete.
import type { AmenityDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { createAdminTestApp } from '../../test/http';

const { db, admin, call } = await createAdminTestApp();
const A = admin.cookie;

describe('amenities', () => {
  it('creates, lists, replaces and deletes', async () => {
    const created = await call('POST', '/api/admin/amenities', A, {
      name: 'Kayak Rental',
      description: 'Paddle around the cove',
      displayOrder: '3',
      imagePath: '/uploads/x.png',
    });
    expect(created.statusCode).toBe(201);
    const amenity: AmenityDto = created.json();
    expect(amenity).toEqual({
      id: expect.any(String),
      name: 'Kayak Rental',
      description: 'Paddle around the cove',
      icon: null,
      imagePath: '/uploads/x.png',
      displayOrder: 3,
    });

    const list: AmenityDto[] = (await call('GET', '/api/admin/amenities', A)).json();
    expect(list.map((a) => a.id)).toContain(amenity.id);

    const replaced = await call('PUT', `/api/admin/amenities/${amenity.id}`, A, {
      name: 'Kayaks',
      icon: 'sailboat',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      name: 'Kayaks',
      description: '',
      icon: 'sailboat',
      imagePath: null,
      displayOrder: 0,
    });

    const missingName = await call('POST', '/api/admin/amenities', A, { name: ' ' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toBe('Name is required');

    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(204);
    expect(await db.select().from(amenities).where(eq(amenities.id, amenity.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/amenities/nope', A, { name: 'X' })).statusCode).toBe(404);
  });
});
