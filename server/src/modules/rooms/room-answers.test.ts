// A room's answer is defined once: the domain schema (domain/api/rooms.ts: roomSchema) and one mapper
// (dto.ts: toRoomDto). Both routes send the mapper's output through JSON.stringify, for every room and every
// change to it, and no SQL in the database writes any part of it: a field added to the answer is a change
// to those two files alone (docs/adr/0059-room-answer-defined-once.md).

import { rateSchema, roomSchema } from '@domain/api/rooms';
import type { RoomDto } from '@domain/api-types';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarBlocks, calendarFeeds, reservations, roomRates, rooms } from '../../db/schema';
import { insertRoom as insertRoomInto, seedSearchRooms } from '../../test/room-search-fixtures';
import { createTestApp } from '../../test/test-app';
import { toRoomDto } from './dto';
import { findRooms } from './search.repository';

const { app, db } = await createTestApp();
const { guest } = await seedSearchRooms(db);
const insertRoom = (values: Parameters<typeof insertRoomInto>[1]) => insertRoomInto(db, values);
const getRooms = (query = '') => app.inject({ method: 'GET', url: `/api/rooms${query}` });

describe("a room's answer", () => {
  it('are the bytes of toRoomDto through JSON.stringify, awkward text included', async () => {
    const odd = await insertRoom({
      name: 'Quote " back\\slash \t tab \u0001 ctl é ñ 🌊 \u2028 line </script>',
      description: 'line one\nline two\r\n"quoted"',
      basePrice: '0.5',
      images: [],
      amenities: ['Wi-Fi "fast"', 'Café', 'a\\b'],
    });
    await db.insert(roomRates).values([
      {
        roomId: odd.id,
        rateType: 'b',
        price: '10',
        description: 'tab\there',
        validFrom: '2031-01-01',
        validTo: '2031-01-02',
      },
      { roomId: odd.id, rateType: 'a', price: '99999.99', validFrom: '2031-01-01', validTo: '2031-01-05' },
    ]);
    try {
      const expected = (await findRooms(db, {})).map((room) => toRoomDto(room, room.rates));
      expect(expected.length).toBeGreaterThan(5);
      expect((await getRooms()).body).toBe(JSON.stringify(expected));
      for (const room of expected) {
        const response = await app.inject({ method: 'GET', url: `/api/rooms/${room.id}` });
        expect(response.body).toBe(JSON.stringify(room));
      }
      const search = '?adults=2&kids=1&checkin=2030-01-10&checkout=2030-01-12&maxPrice=20000';
      const free = await findRooms(db, {
        minAdults: 2,
        minKids: 1,
        minOccupancy: 3,
        maxPrice: 20000,
        status: 'available',
        freeBetween: { checkin: '2030-01-10', checkout: '2030-01-12' },
      });
      expect((await getRooms(search)).body).toBe(
        JSON.stringify(free.map((room) => toRoomDto(room, room.rates))),
      );
      expect((await getRooms('?adults=20')).body).toBe('[]');
    } finally {
      await db.delete(rooms).where(eq(rooms.id, odd.id));
    }
  });

  // Every kind of change to a room or its rates shows in the next answer, whoever made it (here straight
  // in the database, as a CSV import, a restore or a hand-written fix would).
  it('follow every change to a room and its rates, and go with the room', async () => {
    // the search and the detail both show every change at once
    const listedIn = async (id: string) => {
      const listed = (await getRooms('?checkin=2031-06-01&checkout=2031-06-03')).json() as RoomDto[];
      const room = listed.find((found) => found.id === id);
      return room && JSON.stringify(room);
    };
    const detailOf = async (id: string) => {
      const body = (await app.inject({ method: 'GET', url: `/api/rooms/${id}` })).body;
      expect(await listedIn(id)).toBe(body);
      return body;
    };
    const expectedOf = async (id: string) => {
      const [room] = (await findRooms(db, {})).filter((found) => found.id === id);
      return room ? JSON.stringify(toRoomDto(room, room.rates)) : undefined;
    };
    const first = await insertRoom({ name: 'Listing One', basePrice: '1000' });
    const second = await insertRoom({ name: 'Listing Two', basePrice: '1200' });
    try {
      expect(await detailOf(first.id)).toBe(await expectedOf(first.id));
      await db
        .update(rooms)
        .set({ name: 'Listing One, renamed', amenities: ['Sea view'] })
        .where(eq(rooms.id, first.id));
      expect(JSON.parse(await detailOf(first.id))).toMatchObject({
        name: 'Listing One, renamed',
        amenities: ['Sea view'],
      });
      const [rate] = await db
        .insert(roomRates)
        .values({
          roomId: first.id,
          rateType: 'Peak',
          price: '1500',
          validFrom: '2031-04-01',
          validTo: '2031-04-10',
        })
        .returning();
      if (!rate) throw new Error('no rate');
      expect(await detailOf(first.id)).toBe(await expectedOf(first.id));
      await db.update(roomRates).set({ price: '1750' }).where(eq(roomRates.id, rate.id));
      expect(JSON.parse(await detailOf(first.id)).rates).toMatchObject([{ price: '1750.00' }]);
      // moved to the other room: gone from the first answer, in the second
      await db.update(roomRates).set({ roomId: second.id }).where(eq(roomRates.id, rate.id));
      expect(JSON.parse(await detailOf(first.id)).rates).toEqual([]);
      expect(JSON.parse(await detailOf(second.id)).rates).toMatchObject([{ id: rate.id, price: '1750.00' }]);
      await db.delete(roomRates).where(eq(roomRates.id, rate.id));
      expect(await detailOf(second.id)).toBe(await expectedOf(second.id));
      expect(JSON.parse(await detailOf(second.id)).rates).toEqual([]);
      await db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, second.id));
      expect((await app.inject({ method: 'GET', url: `/api/rooms/${second.id}` })).statusCode).toBe(404);
      expect(await listedIn(second.id)).toBeUndefined();
      expect(await listedIn(first.id)).toBe(await expectedOf(first.id));
    } finally {
      await db.delete(rooms).where(eq(rooms.id, first.id));
      await db.delete(rooms).where(eq(rooms.id, second.id));
    }
    expect(await listedIn(first.id)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/api/rooms/${first.id}` })).statusCode).toBe(404);
  });

  // A room changed while a search reads it: the search answers the room as it was or as it is, never a mix,
  // and the next search the change.
  it('stay right when a room changes while a search reads them', async () => {
    const racing = await insertRoom({ name: 'Racing Room', basePrice: '800' });
    const answerNow = async () =>
      JSON.stringify((await findRooms(db, {})).map((room) => toRoomDto(room, room.rates)));
    try {
      expect((await getRooms()).body).toBe(await answerNow());
      await db.update(rooms).set({ name: 'Racing Room, renamed' }).where(eq(rooms.id, racing.id));
      const renamed = await answerNow();
      const [searched] = await Promise.all([
        answerNow(),
        db.update(rooms).set({ name: 'Racing Room, renamed again' }).where(eq(rooms.id, racing.id)),
      ]);
      const renamedAgain = await answerNow();
      expect([renamed, renamedAgain]).toContain(searched);
      expect((await getRooms()).body).toBe(renamedAgain);
      // an update that leaves the answer as it was answers the same bytes
      await db.update(rooms).set({ updatedAt: new Date() }).where(eq(rooms.id, racing.id));
      expect((await getRooms()).body).toBe(renamedAgain);
    } finally {
      await db.delete(rooms).where(eq(rooms.id, racing.id));
    }
  });

  // The search reads taken nights from room_occupancy, kept by the database from reservations and calendar
  // blocks. Whatever moves a stay, the route and the row search (staff, assistant) name the same free rooms,
  // on any range, near and far.
  it('know the taken nights after every change to a stay or a calendar block', async () => {
    const lagoon = await insertRoom({ name: 'Taken Lagoon', basePrice: '900', maxAdults: 2 });
    const reef = await insertRoom({ name: 'Taken Reef', basePrice: '950', maxAdults: 2 });
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ roomId: reef.id, channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })
      .returning();
    const ranges = [
      ['2031-03-01', '2031-03-02'],
      ['2031-03-01', '2031-03-09'],
      ['2031-03-04', '2031-03-06'],
      ['2031-03-05', '2031-03-06'],
      ['2031-03-08', '2031-03-12'],
      ['2031-03-11', '2031-03-20'],
      ['2025-12-30', '2026-01-03'],
      ['2125-12-30', '2126-01-02'],
      ['2126-03-01', '2126-03-04'],
    ];
    const expectSameAnswers = async (step: string) => {
      for (const [checkin, checkout] of ranges) {
        const query = `?checkin=${checkin}&checkout=${checkout}`;
        const listed = ((await getRooms(query)).json() as RoomDto[]).map((room) => room.name);
        const rows = await findRooms(db, {
          freeBetween: { checkin: checkin!, checkout: checkout! },
          status: 'available',
        });
        expect(listed, `${step}, ${query}`).toEqual(rows.map((room) => room.name));
      }
    };
    const takenIn = async (room: { id: string }, checkin: string, checkout: string) => {
      const listed = (await getRooms(`?checkin=${checkin}&checkout=${checkout}`)).json() as RoomDto[];
      return !listed.some((found) => found.id === room.id);
    };
    try {
      await expectSameAnswers('no stay');
      const [stay] = await db
        .insert(reservations)
        .values({
          referenceCode: 'TAKEN01',
          roomId: lagoon.id,
          userId: guest!.id,
          checkin: '2031-03-04',
          checkout: '2031-03-06',
          totalAmount: '1800',
          status: 'pending',
        })
        .returning();
      if (!stay) throw new Error('no stay');
      expect(await takenIn(lagoon, '2031-03-05', '2031-03-06')).toBe(true);
      expect(await takenIn(lagoon, '2031-03-06', '2031-03-07')).toBe(false);
      await expectSameAnswers('booked');
      await db.update(reservations).set({ checkout: '2031-03-09' }).where(eq(reservations.id, stay.id));
      expect(await takenIn(lagoon, '2031-03-08', '2031-03-09')).toBe(true);
      await expectSameAnswers('extended');
      await db
        .update(reservations)
        .set({ checkin: '2031-03-07', roomId: reef.id })
        .where(eq(reservations.id, stay.id));
      expect(await takenIn(lagoon, '2031-03-04', '2031-03-09')).toBe(false);
      expect(await takenIn(reef, '2031-03-07', '2031-03-08')).toBe(true);
      await expectSameAnswers('moved to another room and later');
      // several changes in one transaction: the search sees them at its commit
      await db.transaction(async (tx) => {
        await tx.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, stay.id));
        await tx.insert(calendarBlocks).values([
          {
            feedId: feed!.id,
            roomId: reef.id,
            uid: 'a@airbnb',
            checkin: '2031-03-01',
            checkout: '2031-03-03',
          },
          {
            feedId: feed!.id,
            roomId: lagoon.id,
            uid: 'b@airbnb',
            checkin: '2025-12-31',
            checkout: '2026-01-02',
          },
          {
            feedId: feed!.id,
            roomId: lagoon.id,
            uid: 'c@airbnb',
            checkin: '2125-12-31',
            checkout: '2126-03-02',
          },
        ]);
      });
      expect(await takenIn(reef, '2031-03-07', '2031-03-08')).toBe(false);
      expect(await takenIn(reef, '2031-03-02', '2031-03-03')).toBe(true);
      expect(await takenIn(lagoon, '2025-12-30', '2025-12-31')).toBe(false);
      expect(await takenIn(lagoon, '2025-12-30', '2026-01-01')).toBe(true);
      expect(await takenIn(lagoon, '2126-03-01', '2126-03-04')).toBe(true);
      await expectSameAnswers('cancelled; blocks from the channel');
      await db.update(calendarBlocks).set({ state: 'handled' }).where(eq(calendarBlocks.uid, 'a@airbnb'));
      await db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, stay.id));
      await expectSameAnswers('a block let go, the stay confirmed again');
      // archived and brought back: listed again, its stays still holding their nights
      await db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, reef.id));
      await db.update(rooms).set({ archivedAt: null }).where(eq(rooms.id, reef.id));
      expect(await takenIn(reef, '2031-03-07', '2031-03-08')).toBe(true);
      await expectSameAnswers('archived and back');
      await db.delete(reservations).where(eq(reservations.id, stay.id));
      await db.delete(calendarBlocks).where(eq(calendarBlocks.feedId, feed!.id));
      await expectSameAnswers('all gone');
      for (const [checkin, checkout] of ranges) expect(await takenIn(reef, checkin!, checkout!)).toBe(false);
    } finally {
      await db.delete(reservations).where(eq(reservations.referenceCode, 'TAKEN01'));
      await db.delete(rooms).where(eq(rooms.id, lagoon.id));
      await db.delete(rooms).where(eq(rooms.id, reef.id));
    }
  });

  // Adding a field to the answer touches roomSchema and toRoomDto only: the routes send the mapper's output
  // (above), its keys are the schema's in the schema's order, and nothing in the database writes an answer
  // (no trigger on rooms or rates, no SQL function that builds JSON, no stored answers).
  it("are the schema's fields, written by the mapper alone", async () => {
    const listed = (await getRooms()).json() as RoomDto[];
    expect(listed.length).toBeGreaterThan(5);
    for (const room of listed) {
      expect(Object.keys(room)).toEqual(Object.keys(roomSchema.shape));
      expect(roomSchema.strict().parse(room)).toEqual(room);
      for (const rate of room.rates) expect(Object.keys(rate)).toEqual(Object.keys(rateSchema.shape));
    }
    const triggers = await db.execute<{ tgname: string }>(
      sql`select tgname from pg_trigger
          where not tgisinternal and tgrelid in ('rooms'::regclass, 'room_rates'::regclass)`,
    );
    expect(triggers.rows).toEqual([]);
    const builders = await db.execute<{ proname: string }>(
      sql`select p.proname from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
          where n.nspname = 'public' and l.lanname in ('sql', 'plpgsql') and p.prosrc ilike '%json%'`,
    );
    expect(builders.rows).toEqual([]);
    const stored = await db.execute<{ found: string | null }>(
      sql`select to_regclass('room_listings')::text as found`,
    );
    expect(stored.rows).toEqual([{ found: null }]);
  });
});
