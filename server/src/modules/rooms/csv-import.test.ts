// The admin's CSV import of rooms: parsing, the rows it takes and the ones it numbers as bad, and its limits
// (rows per file, body size, rooms in service).
import type { RoomDto } from '@domain/api-types';
import { ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
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
          baseOccupancy: 2,
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
