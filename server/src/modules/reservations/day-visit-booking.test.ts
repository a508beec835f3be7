// POST /api/day-visits/bookings: a day at the beach booked and paid as a room is, priced by the day's
// type and the party, its cottage held by the database and its day's capacity never oversold.
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import {
  COTTAGE_NOT_FOUND,
  COTTAGE_NOT_FREE,
  DAY_VISIT_FULL,
  INFANTS_MESSAGE,
} from '@domain/schemas/day-visits';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cottages,
  dayPassSettings,
  holidays,
  payments,
  reservationCottages,
  reservations,
} from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { createSignedInUser, signInDeskAndGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, db, sentMail } = await createTestApp();
const today = todayIn(DEFAULT_RESORT_TZ, app.deps.now());

/** The first day from two weeks ahead whose weekday (0 Sunday … 6 Saturday) is `weekday`. */
const next = (weekday: number, from = addDays(today, 14)) => {
  let day = from;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
};
const SUNDAY = next(0);
const MONDAY = next(1);
const TUESDAY = next(2);
const FIESTA = next(3);

type Body = Record<string, unknown>;
const visit = (overrides: Body = {}): Body => ({
  date: SUNDAY,
  adults: 2,
  kids: 1,
  infants: 1,
  paymentMethod: 'GCash',
  transactionId: 'GC-5512345',
  ...overrides,
});
const book = (body: Body, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/day-visits/bookings',
    payload: body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
const guest = () => createSignedInUser(app, { firstName: 'Liza', lastName: 'Reyes' });
const quoteOf = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/day-visits?${query}` })).json().quote;

const cottageIds = { kubo: '', cabana: '', closed: '' };
/** A fresh cottage per race, so the tests never share a cottage's day. */
const newCottage = async (name: string) =>
  (await db.insert(cottages).values({ name, capacity: 10, price: '1500.00' }).returning())[0]!.id;
const holdersOf = (cottageId: string, day: string) =>
  db
    .select()
    .from(reservationCottages)
    .where(
      and(
        eq(reservationCottages.cottageId, cottageId),
        eq(reservationCottages.day, day),
        eq(reservationCottages.holding, true),
      ),
    );

beforeAll(async () => {
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  await db.insert(holidays).values({ date: FIESTA, name: 'Town fiesta' });
  const [kubo, cabana, closed] = await db
    .insert(cottages)
    .values([
      { name: 'Kubo by the Shore', capacity: 8, price: '1500.00' },
      { name: 'Bamboo Cabana', capacity: 10, price: '2000.00' },
      { name: 'Old Hut', capacity: 8, price: '1000.00', status: 'maintenance' },
    ])
    .returning();
  cottageIds.kubo = kubo!.id;
  cottageIds.cabana = cabana!.id;
  cottageIds.closed = closed!.id;
});

describe('a family books a Sunday with a cottage', () => {
  it('answers 201 with the day visit, priced as the day read quotes it, and holds the cottage', async () => {
    const { cookie, user } = await guest();
    const quote = await quoteOf(`date=${SUNDAY}&adults=2&kids=1&infants=1&cottageId=${cottageIds.kubo}`);
    const response = await book(visit({ cottageId: cottageIds.kubo }), cookie);
    expect(response.statusCode).toBe(201);
    const booked = response.json();
    // Sunday's fees: 2 x 200 + 1 x 150 + the infant free + the cottage 1,500
    expect(booked).toMatchObject({
      kind: 'day_visit',
      roomId: null,
      room: null,
      cottage: { id: cottageIds.kubo, name: 'Kubo by the Shore' },
      checkin: SUNDAY,
      checkout: addDays(SUNDAY, 1),
      adults: 2,
      kids: 1,
      infants: 1,
      totalAmount: '2050.00',
      regularAmount: '2050.00',
      downPaymentAmount: '615.00',
      status: 'pending',
      paymentStatus: 'Unpaid',
    });
    expect(booked.referenceCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(quote).toMatchObject({
      totalAmount: booked.totalAmount,
      vatIncludedAmount: booked.vatIncludedAmount,
    });

    const [row] = await db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row).toMatchObject({ kind: 'day_visit', roomId: null, userId: user.id, infants: 1 });
    expect(await holdersOf(cottageIds.kubo, SUNDAY)).toHaveLength(1);
    const paid = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    expect(paid).toEqual([
      expect.objectContaining({ amount: '615.00', status: 'pending', kind: 'down_payment' }),
    ]);
    // a day visit holds no room's night
    const occupancy = await db.execute(sql`select 1 from room_occupancy where reservation_id = ${booked.id}`);
    expect(occupancy.rows).toHaveLength(0);
    // the cottage is no longer offered that day
    const day = (await app.inject({ method: 'GET', url: `/api/day-visits?date=${SUNDAY}` })).json();
    expect(day.cottages.map((c: { id: string }) => c.id)).not.toContain(cottageIds.kubo);
    expect(day.capacityLeft).toBe(DEMO_DAY_PASS.dailyCapacity - 4);
    // the guest's list and the receipt email's queue know it
    const mine = (
      await app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie } })
    ).json();
    expect(mine).toEqual([
      expect.objectContaining({ id: booked.id, kind: 'day_visit', cottage: booked.cottage }),
    ]);
    await app.jobs.runDue();
    expect(sentMail.some((mail) => mail.to === user.email)).toBe(true);
  });

  it.each([
    ['a weekday', MONDAY, '400.00'],
    ['a weekend day', SUNDAY, '550.00'],
    ['a holiday the admin listed', FIESTA, '550.00'],
  ])('prices %s by its fees', async (_label, date, total) => {
    const { cookie } = await guest();
    const response = await book(visit({ date, cottageId: undefined }), cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().totalAmount).toBe(total);
  });

  it("takes the senior / PWD discount off the eligible guest's own fee", async () => {
    const { cookie } = await guest();
    const response = await book(visit({ date: MONDAY, discountGuests: 1 }), cookie);
    expect(response.statusCode).toBe(201);
    // one adult's 150.00: 133.93 without VAT, 20% off it is 26.79, and 16.07 of VAT it no longer carries
    expect(response.json()).toMatchObject({
      regularAmount: '400.00',
      discountGuests: 1,
      vatExemptSales: '133.93',
      vatExemptAmount: '16.07',
      discountAmount: '26.79',
      totalAmount: '357.14',
    });
    expect((await quoteOf(`date=${MONDAY}&adults=2&kids=1&infants=1&discountGuests=1`)).totalAmount).toBe(
      '357.14',
    );
  });
});

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

describe('the ledger and the cottage follow the booking', () => {
  it('is confirmed by the desk once its down payment is verified, and a cancellation lets the cottage go', async () => {
    const { desk, guest: family } = await signInDeskAndGuest(app);
    const cottageId = await newCottage('Ledger Kubo');
    const booked = (await book(visit({ date: MONDAY, cottageId }), family.cookie)).json();
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    const verified = await app.inject({
      method: 'PATCH',
      url: `/api/receptionist/payments/${payment!.id}`,
      payload: { status: 'success' },
      headers: { cookie: desk.cookie },
    });
    expect(verified.statusCode).toBe(200);
    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/receptionist/reservations/${booked.id}/confirm`,
      headers: { cookie: desk.cookie },
    });
    expect(confirm.statusCode).toBe(200);
    const [confirmed] = await db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(confirmed?.status).toBe('confirmed');

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/reservations/${booked.id}`,
      payload: { status: 'cancelled' },
      headers: { cookie: family.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundDue: '570.00', amountDue: '0.00' });
    expect(await holdersOf(cottageId, MONDAY)).toHaveLength(0);
    // the cottage's day is free for the next family
    const next = await guest();
    expect((await book(visit({ date: MONDAY, cottageId }), next.cookie)).statusCode).toBe(201);
    const rows = await db
      .select()
      .from(reservationCottages)
      .where(and(eq(reservationCottages.cottageId, cottageId), inArray(reservationCottages.day, [MONDAY])));
    expect(rows.map((r) => r.holding).sort()).toEqual([false, true]);
  });
});
