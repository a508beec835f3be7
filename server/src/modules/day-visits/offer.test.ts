// GET /api/day-visits?date=: the day type and its fees, the visitors left and the cottages free that day,
// read from what holds them (reservation_cottages, whose unique index lets one holder have a cottage's day).
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { COTTAGE_NOT_FREE, PASS_NOT_SET } from '@domain/schemas/day-visits';
import { beyondHorizonMessage } from '@domain/stay-limits';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cottages, dayPassSettings, holidays, reservationCottages, reservations } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { pgErrorCode } from '../../lib/errors';
import { createStayOfNewGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const today = todayIn(DEFAULT_RESORT_TZ, app.deps.now());
const dayOf = (date: string) => app.inject({ method: 'GET', url: `/api/day-visits?date=${date}` });

/** The first day from a week ahead whose weekday (0 Sunday … 6 Saturday) is `weekday`. */
const next = (weekday: number, from = addDays(today, 7)) => {
  let day = from;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
};
const MONDAY = next(1);
const SUNDAY = next(0);
const WEDNESDAY = next(3);

describe('before the admin sets the pass', () => {
  it('answers 404', async () => {
    const response = await dayOf(MONDAY);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PASS_NOT_SET);
  });
});

describe('one day', () => {
  const ids = { open: '', other: '' };
  beforeAll(async () => {
    await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
    await db.insert(holidays).values({ date: WEDNESDAY, name: 'Town fiesta' });
    const [open, other] = await db
      .insert(cottages)
      .values([
        { name: 'A Kubo', capacity: 10, price: '1500.00' },
        { name: 'B Cabana', capacity: 8, price: '2500.00' },
        { name: 'C Hut', capacity: 8, price: '2000.00', status: 'maintenance' },
      ])
      .returning();
    ids.open = open?.id ?? '';
    ids.other = other?.id ?? '';
  });

  it.each([
    [MONDAY, 'weekday', null, { adult: '150.00', child: '100.00', infant: '0.00' }],
    [SUNDAY, 'weekend', null, { adult: '200.00', child: '150.00', infant: '0.00' }],
    [WEDNESDAY, 'holiday', 'Town fiesta', { adult: '200.00', child: '150.00', infant: '0.00' }],
  ])('%s is a %s day with its fees', async (date, dayType, holidayName, prices) => {
    const response = await dayOf(date);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      date,
      dayType,
      holidayName,
      prices,
      openingHours: '8:00 AM – 6:00 PM',
      childRule: DEMO_DAY_PASS.childRule,
      childRuleFil: DEMO_DAY_PASS.childRuleFil,
      dailyCapacity: 300,
      capacityLeft: 300,
    });
  });

  it('lists the open cottages no holding reservation has that day', async () => {
    const names = async (date: string) =>
      (await dayOf(date)).json().cottages.map((cottage: { name: string }) => cottage.name);
    expect(await names(SUNDAY)).toEqual(['A Kubo', 'B Cabana']);
    // a room guest may rent a cottage for one of their days: any holding reservation holds it
    const stay = await createStayOfNewGuest(db, { checkin: SUNDAY, status: 'confirmed' });
    await db.insert(reservationCottages).values({ reservationId: stay.id, cottageId: ids.open, day: SUNDAY });
    expect(await names(SUNDAY)).toEqual(['B Cabana']);
    expect(await names(addDays(SUNDAY, 1))).toEqual(['A Kubo', 'B Cabana']);
    // a stay's guests pay no entrance fee and take none of the day visitors' capacity
    expect((await dayOf(SUNDAY)).json().capacityLeft).toBe(300);

    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, stay.id));
    expect(await names(SUNDAY)).toEqual(['A Kubo', 'B Cabana']);
  });

  it('lets only one holding reservation have a cottage on a day', async () => {
    const day = addDays(SUNDAY, 7);
    const first = await createStayOfNewGuest(db, { checkin: day, status: 'pending' });
    const second = await createStayOfNewGuest(db, { checkin: day, status: 'pending' });
    await db.insert(reservationCottages).values({ reservationId: first.id, cottageId: ids.other, day });
    const refused = await db
      .insert(reservationCottages)
      .values({ reservationId: second.id, cottageId: ids.other, day })
      .catch((error: unknown) => error);
    expect(pgErrorCode(refused)).toBe('23505');
    // once the first lets it go, the second may have it; the first cannot take it back while the second holds
    await db.update(reservations).set({ status: 'expired' }).where(eq(reservations.id, first.id));
    await db.insert(reservationCottages).values({ reservationId: second.id, cottageId: ids.other, day });
    const retaken = await db
      .update(reservations)
      .set({ status: 'pending' })
      .where(eq(reservations.id, first.id))
      .catch((error: unknown) => error);
    expect(pgErrorCode(retaken)).toBe('23505');
  });

  it.each([
    ['', 'Use a date like 2026-12-24'],
    ['2026-02-30', 'Use a date like 2026-12-24'],
    ['9999-12-31', beyondHorizonMessage(365)],
    [addDays(today, 366), beyondHorizonMessage(365)],
    [addDays(today, -1), MSG.checkinInPast],
  ])('refuses the day %j with a 400 naming the date', async (date, message) => {
    const response = await dayOf(date);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ date: message });
  });

  it('prices a party by the day type and heads, infants free, with a free cottage', async () => {
    const url = `/api/day-visits?date=${SUNDAY}&adults=4&kids=3&infants=1&cottageId=${ids.other}`;
    const { quote } = (await app.inject({ method: 'GET', url })).json();
    expect(quote.lines).toEqual([
      { item: 'adult', quantity: 4, unitPrice: '200.00', amount: '800.00' },
      { item: 'child', quantity: 3, unitPrice: '150.00', amount: '450.00' },
      { item: 'infant', quantity: 1, unitPrice: '0.00', amount: '0.00' },
      { item: 'cottage', quantity: 1, unitPrice: '2500.00', amount: '2500.00' },
    ]);
    expect(quote).toMatchObject({ totalAmount: '3750.00', downPayment: '1125.00', balance: '2625.00' });
    const weekday = (await dayOf(`${MONDAY}&adults=4&kids=3`)).json().quote;
    expect(weekday.totalAmount).toBe('900.00');
    const adultsOnly = (await dayOf(`${MONDAY}&adults=2&kids=&cottageId=`)).json().quote;
    expect(adultsOnly.lines).toEqual([{ item: 'adult', quantity: 2, unitPrice: '150.00', amount: '300.00' }]);
    expect((await dayOf(MONDAY)).json().quote).toBeNull();
  });

  it("takes the senior/PWD discount off the eligible guests' own fees", async () => {
    const { quote } = (await dayOf(`${MONDAY}&adults=2&discountGuests=1`)).json();
    // ₱150 fee: without VAT ₱133.93, VAT exemption ₱16.07, 20% off ₱26.79
    expect(quote).toMatchObject({
      regularAmount: '300.00',
      vatExemptSales: '133.93',
      vatExemptAmount: '16.07',
      discountAmount: '26.79',
      totalAmount: '257.14',
      vatIncludedAmount: '16.07',
    });
  });

  it.each([
    ['&adults=0', 'adults', 'Adults must be a whole number from 1 to 20'],
    ['&adults=21', 'adults', 'Adults must be a whole number from 1 to 20'],
    ['&adults=2&kids=-1', 'kids', 'Kids must be a whole number from 0 to 20'],
    ['&adults=2&infants=1e3', 'infants', 'Infants must be a whole number from 0 to 20'],
    [
      '&adults=2&discountGuests=3',
      'discountGuests',
      'Senior citizens and PWDs cannot be more than the guests',
    ],
  ])('refuses the party %s with a 400 naming the field', async (party, field, message) => {
    const response = await dayOf(`${MONDAY}${party}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field]).toBe(message);
  });

  it('refuses a cottage that is not free that day (409)', async () => {
    const held = await dayOf(`${SUNDAY}&adults=2&cottageId=not-a-cottage`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(COTTAGE_NOT_FREE);
  });

  it('refuses a request without a date', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/day-visits' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.date).toBeDefined();
  });
});
