// POST /api/booking-groups: several rooms booked together, all or nothing; GET /api/booking-groups/{code}.
import type { BookingGroupDto } from '@domain/api-types';
import {
  GROUP_ROOMS_DISTINCT_MESSAGE,
  GROUP_ROOMS_MESSAGE,
  groupRoomTakenMessage,
} from '@domain/booking-groups';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingGroups, reservations } from '../../db/schema';
import { createRoom, createSignedInUser, storedReservations } from '../../test/factories';
import { groupBody, groupRequests } from '../../test/group-requests';
import { bookingBody, reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { post, newGuest } = reservationRequests(app, db);
const { paymentsOf } = storedReservations(db);
const { postGroup, getGroup } = groupRequests(app);

const threeRooms = () =>
  Promise.all([
    createRoom(db, { name: `Garden ${Math.random().toString(36).slice(2, 6)}`, basePrice: '4500.00' }),
    createRoom(db, { name: `Deluxe ${Math.random().toString(36).slice(2, 6)}`, basePrice: '3000.00' }),
    createRoom(db, { name: `Suite ${Math.random().toString(36).slice(2, 6)}`, basePrice: '1000.01' }),
  ]);

const rowsOfRooms = (roomIds: string[]) =>
  db.select().from(reservations).where(inArray(reservations.roomId, roomIds));

describe('POST /api/booking-groups', () => {
  it('books three rooms under one code: one total, a 30% down payment split to the centavo, one email', async () => {
    const rooms = await threeRooms();
    const guest = await newGuest();
    const body = groupBody(
      rooms.map((r) => r.id),
      {},
    );
    (body.rooms as { kids: number }[])[0]!.kids = 1;
    const response = await postGroup(body, guest.cookie);
    expect(response.statusCode).toBe(201);
    const group = response.json<BookingGroupDto>();
    expect(group.referenceCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    // two nights each: 9,000 + 6,000 + 2,000.02
    expect(group).toMatchObject({
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      totalAmount: '17000.02',
      downPaymentAmount: '5100.01',
      paidAmount: '0.00',
      balance: '17000.02',
    });
    expect(group.rooms).toHaveLength(3);
    expect(new Set(group.rooms.map((room) => room.referenceCode)).size).toBe(3);
    expect(group.rooms.every((room) => room.group?.referenceCode === group.referenceCode)).toBe(true);
    expect(group.rooms.every((room) => room.status === 'pending')).toBe(true);

    const rows = await rowsOfRooms(rooms.map((r) => r.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.groupId))).toEqual(new Set([group.id]));
    const parts = await paymentsOf(rows.map((row) => row.id));
    expect(parts).toHaveLength(3);
    expect(parts.every((p) => p.status === 'pending' && p.kind === 'down_payment')).toBe(true);
    expect(new Set(parts.map((p) => p.groupPaymentId)).size).toBe(1);
    const cents = parts.map((p) => Math.round(Number(p.amount) * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(510_001);
    // in proportion to each room's total (9,000 : 6,000 : 2,000.02)
    const byRoom = new Map(rows.map((row) => [row.id, row.roomId]));
    const share = (roomId: string) => cents[parts.findIndex((p) => byRoom.get(p.reservationId) === roomId)];
    expect(share(rooms[0]!.id)).toBe(270_000);
    expect(share(rooms[1]!.id)).toBe(180_000);
    expect(share(rooms[2]!.id)).toBe(60_001);

    await app.jobs.runDue();
    expect(sentMail.filter((mail) => mail.to === guest.user.email)).toHaveLength(1);
  });

  it('refuses the whole group when one room is taken, naming the room; nothing is held or paid', async () => {
    const rooms = await threeRooms();
    const other = await newGuest();
    expect((await post(bookingBody(rooms[1]!.id, { checkin: '2026-04-11' }), other.cookie)).statusCode).toBe(
      201,
    );
    const guest = await newGuest();
    const response = await postGroup(groupBody(rooms.map((r) => r.id)), guest.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(groupRoomTakenMessage(rooms[1]!.name));
    const rows = await rowsOfRooms(rooms.map((r) => r.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.groupId).toBeNull();
    expect(await db.select().from(bookingGroups).where(eq(bookingGroups.userId, guest.user.id))).toEqual([]);
  });

  it('under races, a group of three is booked whole or not at all', async () => {
    const rooms = await threeRooms();
    const ids = rooms.map((r) => r.id);
    const guests = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(app)));
    // four guests race for the same three rooms as groups, two for the last room alone
    const answers = await Promise.all(
      guests.map(({ cookie }, i) =>
        i < 4 ? postGroup(groupBody(ids), cookie) : post(bookingBody(ids[2]!), cookie),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const names = rooms.map((room) => groupRoomTakenMessage(room.name));
    for (const [i, answer] of answers.entries())
      if (i < 4 && answer.statusCode === 409) expect(names).toContain(answer.json().message);
    const rows = await rowsOfRooms(ids);
    const winner = codes.indexOf(201);
    if (winner < 4) {
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.groupId)).size).toBe(1);
    } else {
      // the single booking won: no group room was written, no group row left behind
      expect(rows).toHaveLength(1);
      expect(rows[0]!.groupId).toBeNull();
    }
    const groups = await db
      .select()
      .from(bookingGroups)
      .where(
        inArray(
          bookingGroups.userId,
          guests.map((g) => g.user.id),
        ),
      );
    expect(groups).toHaveLength(winner < 4 ? 1 : 0);
    const groupRows = await db.select().from(reservations).where(isNotNull(reservations.groupId));
    expect(groupRows.filter((row) => ids.includes(row.roomId ?? ''))).toHaveLength(winner < 4 ? 3 : 0);
  });

  it('refuses one room, the same room twice and six rooms (400)', async () => {
    const rooms = await threeRooms();
    const guest = await newGuest();
    const one = await postGroup(groupBody([rooms[0]!.id]), guest.cookie);
    expect(one.statusCode).toBe(400);
    expect(JSON.stringify(one.json())).toContain(GROUP_ROOMS_MESSAGE);
    const twice = await postGroup(groupBody([rooms[0]!.id, rooms[0]!.id]), guest.cookie);
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain(GROUP_ROOMS_DISTINCT_MESSAGE);
    const six = await postGroup(groupBody(Array.from({ length: 6 }, () => rooms[0]!.id)), guest.cookie);
    expect(six.statusCode).toBe(400);
    expect((await postGroup(groupBody(rooms.map((r) => r.id)))).statusCode).toBe(401);
    expect(await rowsOfRooms(rooms.map((r) => r.id))).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same group (200), and counts a group as one pending booking', async () => {
    const rooms = await threeRooms();
    const guest = await newGuest();
    const headers = { 'idempotency-key': 'group-key-1' };
    const first = await postGroup(groupBody(rooms.map((r) => r.id)), guest.cookie, headers);
    const again = await postGroup(groupBody(rooms.map((r) => r.id)), guest.cookie, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().referenceCode).toBe(first.json().referenceCode);
    expect(await rowsOfRooms(rooms.map((r) => r.id))).toHaveLength(3);
    // three rooms pending in one group are one booking of the three allowed
    const more = await threeRooms();
    expect((await post(bookingBody(more[0]!.id), guest.cookie)).statusCode).toBe(201);
    expect((await post(bookingBody(more[1]!.id), guest.cookie)).statusCode).toBe(201);
    expect((await post(bookingBody(more[2]!.id), guest.cookie)).statusCode).toBe(409);
  });
});

describe('GET /api/booking-groups/{code}', () => {
  it('answers the owner and the desk; another guest gets 404', async () => {
    const rooms = await threeRooms();
    const guest = await newGuest();
    const { referenceCode } = (await postGroup(groupBody(rooms.map((r) => r.id)), guest.cookie)).json();
    const mine = await getGroup(referenceCode.toLowerCase(), guest.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rooms).toHaveLength(3);
    const other = await newGuest();
    expect((await getGroup(referenceCode, other.cookie)).statusCode).toBe(404);
    const desk = await createSignedInUser(app, { role: 'receptionist' });
    const staff = await getGroup(referenceCode, desk.cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().rooms[0].history).toHaveLength(1);
    expect((await getGroup('NOPE2345', guest.cookie)).statusCode).toBe(404);
  });
});
