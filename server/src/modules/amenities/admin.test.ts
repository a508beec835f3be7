// Amenity management (spec section 7, Admin): list, create, replace, delete.
import type { AmenityDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { createAdminTestApp, expectAnswer } from '../../test/http';

const { db, admin, call } = await createAdminTestApp();
const A = admin.cookie;

describe('amenities', () => {
  it('creates, lists, replaces and deletes', async () => {
    const kayaks = {
      name: 'Kayak Rental',
      description: 'Paddle around the cove',
      displayOrder: '3',
      imagePath: '/uploads/x.png',
    };
    const amenity = await expectAnswer<AmenityDto>(call('POST', '/api/admin/amenities', A, kayaks), 201);
    expect(amenity).toEqual({ ...kayaks, id: expect.any(String), icon: null, displayOrder: 3 });

    const list: AmenityDto[] = (await call('GET', '/api/admin/amenities', A)).json();
    expect(list.map((a) => a.id)).toContain(amenity.id);

    // a replacement: what the body leaves out goes back to its default
    const renamed = { name: 'Kayaks', icon: 'sailboat' };
    const replaced = await expectAnswer(call('PUT', `/api/admin/amenities/${amenity.id}`, A, renamed), 200);
    expect(replaced).toMatchObject({ ...renamed, description: '', imagePath: null, displayOrder: 0 });

    const missingName = await call('POST', '/api/admin/amenities', A, { name: ' ' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toBe('Name is required');

    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(204);
    expect(await db.select().from(amenities).where(eq(amenities.id, amenity.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/amenities/${amenity.id}`, A)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/amenities/nope', A, { name: 'X' })).statusCode).toBe(404);
  });

  it('takes the display order as a number or digits only: true, [] and null are not 1 or 0', async () => {
    for (const displayOrder of [true, [], [2], null, '  ']) {
      const response = await call('POST', '/api/admin/amenities', A, { name: 'Odd Order', displayOrder });
      expect(response.statusCode, JSON.stringify(displayOrder)).toBe(400);
      expect(response.json().errors).toEqual({ displayOrder: expect.any(String) });
    }
    expect(await db.select().from(amenities).where(eq(amenities.name, 'Odd Order'))).toEqual([]);
  });
});
