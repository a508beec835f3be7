// Admin room management: list, create and edit with the spec's messages, delete (never with
// reservations), seasonal rates, bulk amenities and the CSV import.
import type { RateDto, RoomDto } from '@domain/api-types';
import { ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { MSG } from '@domain/messages';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, roomRates, rooms } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { applyBulkAmenity } from './admin.service';
import {
  CSV_MAX_ROWS,
  CSV_TOO_MANY_ROWS,
  MAX_ROOMS_IN_SERVICE,
  parseCsv,
  roomsFromCsv,
  TOO_MANY_ROOMS,
  tooManyActiveRooms,
} from './csv-import';

const { app, db } = await createTestApp();
const admin = await createSignedInUser(app, { role: 'admin' });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

const PHOTOS = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

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

describe('bulk amenities', () => {
  it('applies one change to one room list', () => {
    const list = ['Free WiFi', 'Pool'];
    expect(applyBulkAmenity(list, { action: 'add', oldAmenity: '', newAmenity: 'free wifi' })).toBeNull();
    expect(applyBulkAmenity(list, { action: 'add', oldAmenity: '', newAmenity: 'Bathtub' })).toEqual([
      ...list,
      'Bathtub',
    ]);
    expect(applyBulkAmenity(list, { action: 'remove', oldAmenity: 'POOL', newAmenity: '' })).toEqual([
      'Free WiFi',
    ]);
    expect(applyBulkAmenity(list, { action: 'remove', oldAmenity: 'Sauna', newAmenity: '' })).toBeNull();
    expect(
      applyBulkAmenity(list, { action: 'replace', oldAmenity: 'free wifi', newAmenity: 'Fast WiFi' }),
    ).toEqual(['Fast WiFi', 'Pool']);
    expect(
      applyBulkAmenity(list, { action: 'replace', oldAmenity: 'Free WiFi', newAmenity: 'pool' }),
    ).toEqual(['Pool']);
  });

  it('counts the rooms changed', async () => {
    await db.update(rooms).set({ amenities: ['Free WiFi'] });
    const before = (await db.select().from(rooms)).length;
    await createRoom(db, { name: 'Bulk A', amenities: ['Pool', 'Free WiFi'] });
    await createRoom(db, { name: 'Bulk B', amenities: ['pool'] });
    const total = before + 2;

    const add = await call('POST', '/api/admin/rooms/bulk-amenities', { action: 'add', newAmenity: 'Pool' });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ count: total - 2 });

    const replace = await call('POST', '/api/admin/rooms/bulk-amenities', {
      action: 'replace',
      oldAmenity: 'free wifi',
      newAmenity: 'Pool',
    });
    // every room has Free WiFi except Bulk B; the result never lists Pool twice
    expect(replace.json()).toEqual({ count: total - 1 });
    const all = await db.select().from(rooms);
    for (const room of all) expect(room.amenities.map((a) => a.toLowerCase())).toEqual(['pool']);

    const remove = await call('POST', '/api/admin/rooms/bulk-amenities', {
      action: 'remove',
      oldAmenity: 'POOL',
    });
    expect(remove.json()).toEqual({ count: total });
    expect(
      (
        await call('POST', '/api/admin/rooms/bulk-amenities', { action: 'remove', oldAmenity: 'Pool' })
      ).json(),
    ).toEqual({
      count: 0,
    });
  });

  it.each([
    [{ action: 'add' }, MSG.bulkAddNeeded],
    [{ action: 'remove', newAmenity: 'x' }, MSG.bulkRemoveNeeded],
    [{ action: 'replace', oldAmenity: 'x' }, MSG.bulkReplaceNeeded],
    [{ action: 'replace', newAmenity: 'x', oldAmenity: ' ' }, MSG.bulkReplaceNeeded],
  ])('refuses %j', async (body, message) => {
    const response = await call('POST', '/api/admin/rooms/bulk-amenities', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('CSV import', () => {
  it('parses quoted cells, doubled quotes, line breaks and CRLF', () => {
    expect(parseCsv('\uFEFFa,"b,c","say ""hi"""\r\n"multi\nline",,x\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });

  it('reads rooms by header name and numbers bad rows like a spreadsheet', async () => {
    const { rooms: parsed, errors } = await roomsFromCsv('basePrice,name\n100,A\n,B\n', { demoSetStart: 0 });
    expect(parsed).toHaveLength(1);
    expect(errors).toEqual(['Row 3: basePrice: Base price is required']);
    expect((await roomsFromCsv('title,price\nA,1')).errors).toHaveLength(1);
  });

  it('imports the good rows, skips the bad ones and fills missing photos with the demo sets', async () => {
    const csv = [
      'name,description,basePrice,maxAdults,maxKids,maxOccupancy,amenities,status,images',
      '"Cove Cabin, Upper","Quiet, with a ""view""",4200,2,1,3,Free WiFi;Balcony,available,/u/1.png;/u/2.png;/u/3.png',
      'No Price,,,2,0,2,,,',
      'Reef Room,,3800,,,,,maintenance,',
      'Too Many,,3000,9,0,2,,,',
      '',
    ].join('\r\n');
    const countBefore = (await db.select().from(rooms).where(isNull(rooms.archivedAt))).length;
    const response = await call('POST', '/api/admin/rooms/upload-csv', { csvContent: csv });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/^Row 3: /);
    expect(body.errors[1]).toMatch(/^Row 5: /);

    const all: RoomDto[] = (await call('GET', '/api/admin/rooms')).json();
    expect(all).toHaveLength(countBefore + 2);
    const cove = all.find((r) => r.name === 'Cove Cabin, Upper');
    expect(cove).toMatchObject({
      description: 'Quiet, with a "view"',
      basePrice: '4200.00',
      maxAdults: 2,
      maxKids: 1,
      maxOccupancy: 3,
      amenities: ['Free WiFi', 'Balcony'],
      images: ['/u/1.png', '/u/2.png', '/u/3.png'],
      imagePath: '/u/1.png',
    });
    const reef = all.find((r) => r.name === 'Reef Room');
    expect(reef).toMatchObject({ status: 'maintenance', maxAdults: 2, maxKids: 0 });
    const demoSets = ROOM_IMAGE_SETS.map((set) => set.images.map((image) => srcFor(image.base, 960)));
    expect(demoSets).toContainEqual(reef?.images);
    expect(reef?.images.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses empty content', async () => {
    expect((await call('POST', '/api/admin/rooms/upload-csv', { csvContent: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/rooms/upload-csv', {})).statusCode).toBe(400);
  });
});

describe('CSV import limits', () => {
  const HEADER = 'name,description,basePrice,images';
  const row = (i: number) =>
    `Limit Room ${i},"Two lines,\nquoted",${1000 + i},/u/${i}a.png;/u/${i}b.png;/u/${i}c.png`;
  const csvOf = (count: number, from = 0) =>
    [HEADER, ...Array.from({ length: count }, (_, i) => row(from + i))].join('\n');
  const activeRooms = async () => (await db.select().from(rooms).where(isNull(rooms.archivedAt))).length;
  const upload = (csvContent: string) => call('POST', '/api/admin/rooms/upload-csv', { csvContent });

  it('counts rows, not lines: quoted line breaks and blank lines do not count; the rest is never read', () => {
    const table = parseCsv(`${csvOf(CSV_MAX_ROWS)}\n\n\n`, CSV_MAX_ROWS + 1);
    expect(table?.filter((cells) => cells.join('') !== '')).toHaveLength(CSV_MAX_ROWS + 1);
    // one row more and an unclosed quote after it: refused before the quote is reached
    expect(parseCsv(`${csvOf(CSV_MAX_ROWS + 1)}\n"never closed,1`, CSV_MAX_ROWS + 1)).toBeUndefined();
    expect(() => parseCsv(`${csvOf(1)}\n"never closed,1`, CSV_MAX_ROWS + 1)).toThrow();
  });

  it(`imports ${CSV_MAX_ROWS} rows in one go`, async () => {
    const before = await activeRooms();
    const response = await upload(`${csvOf(CSV_MAX_ROWS)}\r\n\r\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: CSV_MAX_ROWS, errors: [] });
    expect(await activeRooms()).toBe(before + CSV_MAX_ROWS);
    const [cabin] = await db
      .select()
      .from(rooms)
      .where(eq(rooms.name, `Limit Room ${CSV_MAX_ROWS - 1}`));
    expect(cabin).toMatchObject({
      description: 'Two lines,\nquoted',
      basePrice: `${1000 + CSV_MAX_ROWS - 1}.00`,
    });
  });

  it('refuses one row more, naming the limit, and writes nothing', async () => {
    const before = await activeRooms();
    const response = await upload(csvOf(CSV_MAX_ROWS + 1, 10_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CSV_TOO_MANY_ROWS);
    expect(CSV_TOO_MANY_ROWS).toContain(String(CSV_MAX_ROWS));
    expect(await activeRooms()).toBe(before);
  });

  it('refuses a file of thousands of rows with a 400, and a body over the limit with a 413', async () => {
    const before = await activeRooms();
    const big = csvOf(15_000, 20_000); // about 1.2 MB: one INSERT of it overflowed drizzle's stack (a 500)
    expect(big.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const response = await upload(big);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CSV_TOO_MANY_ROWS);
    expect(performance.now() - started).toBeLessThan(5_000);
    const tooBig = await upload(`${HEADER}\n${'x'.repeat(2.1 * 1024 * 1024)}`);
    expect(tooBig.statusCode).toBe(413);
    expect(await activeRooms()).toBe(before);
  });

  it(`refuses an import that would bring the rooms in service above ${MAX_ROOMS_IN_SERVICE}`, async () => {
    const filler = MAX_ROOMS_IN_SERVICE - 1 - (await activeRooms());
    for (let at = 0; at < filler; at += 200) {
      await db.insert(rooms).values(
        Array.from({ length: Math.min(200, filler - at) }, (_, i) => ({
          name: `Filler ${at + i}`,
          basePrice: '100.00',
          images: ['/u/a.png', '/u/b.png', '/u/c.png'],
        })),
      );
    }
    expect(await activeRooms()).toBe(MAX_ROOMS_IN_SERVICE - 1);
    const refused = await upload(csvOf(2, 40_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(tooManyActiveRooms(MAX_ROOMS_IN_SERVICE - 1, 2));
    expect(await activeRooms()).toBe(MAX_ROOMS_IN_SERVICE - 1);
    // bad rows do not count; archived rooms are not in service
    expect((await upload(`${csvOf(1, 40_000)}\nNo Price,,,`)).json()).toMatchObject({ count: 1 });
    expect(await activeRooms()).toBe(MAX_ROOMS_IN_SERVICE);
    // nor one room by the form, until one leaves service
    const oneMore = await call('POST', '/api/admin/rooms', {
      name: 'One more',
      basePrice: 100,
      images: PHOTOS,
    });
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.json().message).toBe(TOO_MANY_ROOMS);
    expect(await activeRooms()).toBe(MAX_ROOMS_IN_SERVICE);
    await db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.name, 'Filler 0'));
    expect((await upload(csvOf(1, 50_000))).statusCode).toBe(200);
    await db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.name, 'Filler 1'));
    expect(
      (await call('POST', '/api/admin/rooms', { name: 'One more', basePrice: 100, images: PHOTOS }))
        .statusCode,
    ).toBe(201);
  });
});
