// Admin room management: list, create and edit with the spec's messages, delete (never with
// reservations) and seasonal rates. (Bulk amenities: admin-bulk-amenities.test.ts; extra-guest charges:
// admin-extra-guests.test.ts; the CSV import: csv-import.test.ts.)
import type { RateDto, RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, roomRates, rooms } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { PHOTOS, roomAdminWorld } from './room-admin.fixtures';

const { app, db, call } = await roomAdminWorld();

describe('rooms', () => {
  it('creates a room with the defaults and the first photo as the main image', async () => {
    const response = await call('POST', '/api/admin/rooms', {
      name: ' Lagoon Villa ',
      basePrice: '6,500.5',
      amenities: ['Free WiFi', 'Ocean View'],
      images: PHOTOS,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Lagoon Villa',
      description: '',
      imagePath: '/uploads/a.png',
      images: PHOTOS,
      basePrice: '6500.50',
      maxAdults: 2,
      maxKids: 0,
      maxOccupancy: 2,
      baseOccupancy: 2,
      extraAdultCharge: '0.00',
      extraChildCharge: '0.00',
      status: 'available',
      amenities: ['Free WiFi', 'Ocean View'],
      rates: [],
    });
  });

  it.each([
    [{ basePrice: 100, images: PHOTOS }, 'Room name is required'],
    [{ name: 'X', images: PHOTOS }, 'Base price is required'],
    [{ name: 'X', basePrice: 0, images: PHOTOS }, 'Please enter a valid price'],
    [{ name: 'X', basePrice: 100, images: PHOTOS.slice(0, 2) }, MSG.roomPhotosMin],
    [{ name: 'X', basePrice: 100 }, MSG.roomPhotosMin],
    [{ name: 'X', basePrice: 100, images: PHOTOS, maxAdults: 7 }, undefined],
    [{ name: 'X', basePrice: 100, images: PHOTOS, maxKids: 5 }, undefined],
    [{ name: 'X', basePrice: 100, images: PHOTOS, status: 'closed' }, undefined],
  ])('refuses %j', async (body, message) => {
    const response = await call('POST', '/api/admin/rooms', body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('lists every room by name with rates, whatever the status', async () => {
    await createRoom(db, {
      name: 'Aaa Closed',
      status: 'maintenance',
      rates: [{ price: '9000', validFrom: '2030-12-20', validTo: '2031-01-03' }],
    });
    const list: RoomDto[] = (await call('GET', '/api/admin/rooms')).json();
    expect(list.map((r) => r.name)).toEqual([...list.map((r) => r.name)].sort());
    expect(list[0]).toMatchObject({
      name: 'Aaa Closed',
      status: 'maintenance',
      rates: [{ price: '9000.00' }],
    });
  });

  it('edits only the fields given; a new photo list needs three photos', async () => {
    const room = await createRoom(db, { name: 'Edit Me', maxAdults: 3 });
    const renamed = await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'Edited', basePrice: 5000 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Edited',
      basePrice: '5000.00',
      maxAdults: 3,
      images: room.images,
    });

    const twoPhotos = await call('PATCH', `/api/admin/rooms/${room.id}`, { images: PHOTOS.slice(0, 2) });
    expect(twoPhotos.statusCode).toBe(400);
    expect(twoPhotos.json().message).toBe(MSG.roomPhotosMin);

    const photos = await call('PATCH', `/api/admin/rooms/${room.id}`, {
      images: PHOTOS,
      status: 'maintenance',
    });
    expect(photos.json()).toMatchObject({ images: PHOTOS, imagePath: PHOTOS[0], status: 'maintenance' });

    const cover = await call('PATCH', `/api/admin/rooms/${room.id}`, { imagePath: PHOTOS[2] });
    expect(cover.json().imagePath).toBe(PHOTOS[2]);

    expect((await call('PATCH', `/api/admin/rooms/${room.id}`, { maxKids: 9 })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/rooms/not-a-uuid', { name: 'X' })).statusCode).toBe(404);
  });

  it('deletes a room without reservations, refuses one whose nights are held (409), archives one with history', async () => {
    const guest = await createSignedInUser(app);
    const booked = await createRoom(db);
    const stay = await createReservationRow(db, {
      userId: guest.user.id,
      roomId: booked.id,
      status: 'confirmed',
    });
    const refused = await call('DELETE', `/api/admin/rooms/${booked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.roomHasReservations);
    expect(await db.select().from(rooms).where(eq(rooms.id, booked.id))).toHaveLength(1);

    // only finished bookings left: the room is archived (kept for the books), not erased
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, stay.id));
    expect((await call('DELETE', `/api/admin/rooms/${booked.id}`)).statusCode).toBe(204);
    const [kept] = await db.select().from(rooms).where(eq(rooms.id, booked.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    const listed: RoomDto[] = (await call('GET', '/api/admin/rooms')).json();
    expect(listed.some((room) => room.id === booked.id)).toBe(false);

    const free = await createRoom(db, {
      rates: [{ price: '5000', validFrom: '2030-01-01', validTo: '2030-01-31' }],
    });
    expect((await call('DELETE', `/api/admin/rooms/${free.id}`)).statusCode).toBe(204);
    expect(await db.select().from(rooms).where(eq(rooms.id, free.id))).toHaveLength(0);
    expect(await db.select().from(roomRates).where(eq(roomRates.roomId, free.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/rooms/${free.id}`)).statusCode).toBe(404);
  });

  it('adds and removes seasonal rates', async () => {
    const room = await createRoom(db);
    const holyWeek = {
      rateType: 'Holy Week',
      price: '7200',
      description: 'Easter week',
      validFrom: '2030-04-14',
      validTo: '2030-04-21',
    };
    const rate = await expectAnswer<RateDto>(
      call('POST', `/api/admin/rooms/${room.id}/rates`, holyWeek),
      201,
    );
    expect(rate).toEqual({ ...holyWeek, id: expect.any(String), price: '7200.00' });
    const detail = (await app.inject({ method: 'GET', url: `/api/rooms/${room.id}` })).json();
    expect(detail.rates).toHaveLength(1);

    const backwards = await call('POST', `/api/admin/rooms/${room.id}/rates`, {
      rateType: 'X',
      price: 100,
      validFrom: '2030-04-21',
      validTo: '2030-04-14',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Valid to must be on or after valid from');
    const free = await call('POST', `/api/admin/rooms/${room.id}/rates`, {
      rateType: 'X',
      price: 0,
      validFrom: '2030-04-21',
      validTo: '2030-04-21',
    });
    expect(free.json().message).toBe('Please enter a valid price');

    expect((await call('DELETE', `/api/admin/rooms/${room.id}/rates/${rate.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/rooms/${room.id}/rates/${rate.id}`)).statusCode).toBe(404);
  });
});
