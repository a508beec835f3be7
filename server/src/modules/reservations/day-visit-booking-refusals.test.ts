// POST /api/day-visits/bookings refused: a bad party, a closed or taken cottage, a full day change nothing,
// and racing bookings never hold one cottage twice nor oversell a day's capacity.
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import {
  COTTAGE_NOT_FOUND,
  COTTAGE_NOT_FREE,
  DAY_VISIT_FULL,
  INFANTS_MESSAGE,
} from '@domain/schemas/day-visits';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayPassSettings, reservations } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { dayVisitBookingWorld } from './day-visit-booking.fixtures';

const { db, today, MONDAY, TUESDAY, visit, book, guest, cottageIds, newCottage, holdersOf } =
  await dayVisitBookingWorld();

describe('refusals change nothing', () => {
  const countVisits = async () =>
    (await db.select().from(reservations).where(eq(reservations.kind, 'day_visit'))).length;

  it.each([
    ['a day in the past', { date: addDays(today, -1) }, 'date', MSG.checkinInPast],
    ['no date', { date: '' }, 'date', 'Use a date like 2026-12-24'],
    ['year 9999', { date: '9999-12-31' }, 'date', null],
    ['bad infants', { infants: -1 }, 'infants', INFANTS_MESSAGE],
    [
      'more discount guests than payers',
      { discountGuests: 4 },
      'discountGuests',
      TOO_MANY_DISCOUNT_GUESTS_MESSAGE,
    ],
    ['no payment reference', { transactionId: ' ' }, 'transactionId', MSG.transactionIdRequired],
    ['a cottage id that is no id', { cottageId: 'x' }, 'cottageId', COTTAGE_NOT_FOUND],
  ])('%s: 400 on its field', async (_label, overrides, field, message) => {
    const { cookie } = await guest();
    const before = await countVisits();
    const response = await book(visit(overrides), cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (message) expect(body.errors?.[field] ?? body.message).toBe(message);
    expect(body.errors ?? {}).toHaveProperty(field);
    expect(await countVisits()).toBe(before);
  });

  it('answers 404 for an unknown cottage and 409 for one under maintenance', async () => {
    const { cookie } = await guest();
    const unknown = await book(visit({ cottageId: '00000000-0000-4000-8000-000000000000' }), cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COTTAGE_NOT_FOUND);
    const closed = await book(visit({ cottageId: cottageIds.closed }), cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(COTTAGE_NOT_FREE);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await book(visit())).statusCode).toBe(401);
  });

  it('answers a repeated Idempotency-Key with the first booking, and refuses the key for another', async () => {
    const { cookie } = await guest();
    const headers = { 'idempotency-key': 'dv-key-1' };
    const first = await book(visit({ date: TUESDAY }), cookie, headers);
    const again = await book(visit({ date: TUESDAY }), cookie, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const other = await book(visit({ date: TUESDAY, infants: 0 }), cookie, headers);
    expect(other.statusCode).toBe(422);
  });
});

describe('races', () => {
  it('lets exactly one of ten families take a cottage for a day', async () => {
    const cottageId = await newCottage('Race Kubo');
    const families = await Promise.all(Array.from({ length: 10 }, () => guest()));
    const responses = await Promise.all(
      families.map(({ cookie }) => book(visit({ date: MONDAY, cottageId }), cookie)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(COTTAGE_NOT_FREE);
    expect(await holdersOf(cottageId, MONDAY)).toHaveLength(1);
  });

  it("never sells more of a day's places than it has, whatever races", async () => {
    const day = addDays(TUESDAY, 7);
    await db.update(dayPassSettings).set({ dailyCapacity: 10 });
    try {
      const families = await Promise.all(Array.from({ length: 8 }, () => guest()));
      // 3 heads each: three fit in 10 places, the other five are refused
      const responses = await Promise.all(
        families.map(({ cookie }) => book(visit({ date: day, kids: 0, infants: 1 }), cookie)),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, ...Array(5).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409))
        expect(response.json().message).toBe(DAY_VISIT_FULL);
      const [row] = await db
        .select({ heads: sql<number>`sum(adults + kids + infants)::int` })
        .from(reservations)
        .where(and(eq(reservations.kind, 'day_visit'), eq(reservations.checkin, day)));
      expect(Number(row?.heads)).toBe(9);
    } finally {
      await db.update(dayPassSettings).set({ dailyCapacity: DEMO_DAY_PASS.dailyCapacity });
    }
  });
});
