// Admin room management: a room's extra-guest charges (its base occupancy and the charge of each extra
// adult and child a night).
import type { RoomDto } from '@domain/api-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createRoom } from '../../test/factories';
import { PHOTOS, roomAdminWorld } from './room-admin.fixtures';

const { app, db, call } = await roomAdminWorld();

describe('extra-guest charges', () => {
  it('sets "good for N persons" and the charges per extra adult and child, shown in the room answer', async () => {
    const created = await call('POST', '/api/admin/rooms', {
      name: 'Barkada Room',
      basePrice: 4000,
      maxAdults: 6,
      maxKids: 2,
      maxOccupancy: 6,
      baseOccupancy: '2',
      extraAdultCharge: '500',
      extraChildCharge: 250.5,
      images: PHOTOS,
    });
    expect(created.statusCode).toBe(201);
    const room = created.json() as RoomDto;
    expect(room).toMatchObject({ baseOccupancy: 2, extraAdultCharge: '500.00', extraChildCharge: '250.50' });
    const [row] = await db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(row).toMatchObject({ baseOccupancy: 2 });
    const shown = await app.inject({ method: 'GET', url: `/api/rooms/${room.id}` });
    expect(shown.json()).toMatchObject({ baseOccupancy: 2, extraAdultCharge: '500.00' });

    const free = await call('PATCH', `/api/admin/rooms/${room.id}`, { extraAdultCharge: 0 });
    expect(free.json()).toMatchObject({
      baseOccupancy: 2,
      extraAdultCharge: '0.00',
      extraChildCharge: '250.50',
    });
  });

  it.each([
    [{ baseOccupancy: 0 }, 'Good for (persons) must be a whole number from 1 to 10'],
    [{ baseOccupancy: 4, maxOccupancy: 3 }, 'Good for (persons) cannot be more than the max occupancy (3)'],
    [{ extraAdultCharge: -1 }, 'Charge per extra adult must be an amount of ₱0 or more'],
    [{ extraChildCharge: 'free' }, 'Charge per extra child must be an amount of ₱0 or more'],
    [{ extraChildCharge: '10.005' }, 'Charge per extra child must be an amount of ₱0 or more'],
  ])('refuses a new room with %j, saying why', async (fields, message) => {
    const response = await call('POST', '/api/admin/rooms', {
      name: 'X',
      basePrice: 100,
      images: PHOTOS,
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a lower max occupancy that would leave the base above it, and changes nothing', async () => {
    const room = await createRoom(db, { maxOccupancy: 4, baseOccupancy: 4 });
    const refused = await call('PATCH', `/api/admin/rooms/${room.id}`, { maxOccupancy: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Good for (persons) cannot be more than the max occupancy (3)');
    const both = await call('PATCH', `/api/admin/rooms/${room.id}`, { maxOccupancy: 3, baseOccupancy: 2 });
    expect(both.json()).toMatchObject({ maxOccupancy: 3, baseOccupancy: 2 });
  });

  it('defaults a room without a base occupancy to its max occupancy: nobody is charged extra', async () => {
    const created = await call('POST', '/api/admin/rooms', {
      name: 'Plain Room',
      basePrice: 100,
      maxOccupancy: 5,
      images: PHOTOS,
    });
    expect(created.json()).toMatchObject({ maxOccupancy: 5, baseOccupancy: 5, extraAdultCharge: '0.00' });
  });
});
