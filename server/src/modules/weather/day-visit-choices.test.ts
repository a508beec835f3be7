// A weather disruption over a day visit: the desk sees it affected, and its guest moves it for free to
// another day (its cottage with it; the cottage taken then, the day full or a dearer day refused with
// nothing changed; racing moves queue behind the day's lock) or cancels with everything paid due back.
// Day visits are booked through the API. On PGlite, and on PostgreSQL with TEST_DB=postgres.
import type {
  DayVisitDayDto,
  ReservationDto,
  WeatherDisruptionDto,
  WeatherMoveDayDto,
} from '@domain/api-types';
import { COTTAGE_NOT_FREE, DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import { MSG_WEATHER } from '@domain/weather';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationCottages } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { insertTestCottages } from '../../test/cottages';
import { createPaymentRow, createSignedInUser } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { expectRefusal, weatherTestApp } from './test-weather';

// The resort's today is 2026-06-10, a Wednesday; the visits are on weekdays unless a test says otherwise.
const { app, db, sentMail, desk, guestCookie, otherCookie, rowOf, eventsOf, call, declare, stayOn, move } =
  await weatherTestApp();
const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
await expectAnswer(
  call('PUT', '/api/admin/day-visits/pass', admin, { ...DEMO_DAY_PASS, dailyCapacity: 40 }),
  200,
);
const [kubo, cabana, hut] = await insertTestCottages(db);
if (!kubo || !cabana || !hut) throw new Error('the test cottages');

let transactions = 0;
type Visit = ReservationDto & { cookie: string };
/**
 * A day visit of two adults, a child and an infant (four of the day's places) booked through the API by
 * a guest of its own (a guest may have only a few bookings awaiting verification), with their cookie.
 */
const visitOn = async (
  date: string,
  party: { cottageId?: string; adults?: number; kids?: number } = {},
): Promise<Visit> => {
  const { cookie } = await createSignedInUser(app);
  const visit = await expectAnswer<ReservationDto>(
    call('POST', '/api/day-visits/bookings', cookie, {
      date,
      adults: 2,
      kids: 1,
      infants: 1,
      paymentMethod: 'GCash',
      transactionId: `GC-${++transactions}`,
      ...party,
    }),
    201,
  );
  return { ...visit, cookie };
};
const moveDay = (visit: { id: string; cookie: string }, date: string, cookie = visit.cookie) =>
  call('POST', `/api/reservations/${visit.id}/weather-move/day`, cookie, { date });
const checkDay = (visit: Visit, date: string) =>
  expectAnswer<WeatherMoveDayDto>(
    call('GET', `/api/reservations/${visit.id}/weather-move/day?date=${date}`, visit.cookie),
    200,
  );
const cottageDays = (reservationId: string) =>
  db.select().from(reservationCottages).where(eq(reservationCottages.reservationId, reservationId));
const freeCottages = async (date: string) =>
  (await expectAnswer<DayVisitDayDto>(call('GET', `/api/day-visits?date=${date}`), 200)).cottages.map(
    (c) => c.id,
  );
const mailsTo = (subject: string) => sentMail.filter((mail) => mail.subject === subject);

describe('a day visit in a disruption', () => {
  it('is affected, and moves for free to another day with its cottage', async () => {
    const visit = await visitOn('2026-07-01', { cottageId: kubo.id });
    const { id: disruptionId } = await expectAnswer<WeatherDisruptionDto>(
      declare('2026-07-01', '2026-07-01'),
      201,
    );
    const list = await expectAnswer<WeatherDisruptionDto[]>(
      call('GET', '/api/receptionist/weather-disruptions', desk),
      200,
    );
    expect(list.find((d) => d.id === disruptionId)?.affected).toEqual([
      expect.objectContaining({
        reservationId: visit.id,
        kind: 'day_visit',
        roomName: null,
        cottageName: kubo.name,
        checkin: '2026-07-01',
        choice: 'pending',
      }),
    ]);
    await app.jobs.runDue();
    expect(mailsTo(`Weather notice: your day visit – ${visit.referenceCode}`)).toHaveLength(1);

    expect(await checkDay(visit, '2026-07-08')).toEqual({
      date: '2026-07-08',
      dayType: 'weekday',
      holidayName: null,
      capacityLeft: 40,
      cottageFree: true,
      totalAmount: visit.totalAmount,
    });
    const moved = await expectAnswer<ReservationDto>(moveDay(visit, '2026-07-08'), 200);
    expect(moved).toMatchObject({ kind: 'day_visit', checkin: '2026-07-08', checkout: '2026-07-09' });
    expect(moved.weather?.choice).toBe('moved');
    expect(await cottageDays(visit.id)).toEqual([
      expect.objectContaining({ cottageId: kubo.id, day: '2026-07-08', holding: true }),
    ]);
    expect(await freeCottages('2026-07-01')).toContain(kubo.id);
    expect(await freeCottages('2026-07-08')).not.toContain(kubo.id);
    const event = (await eventsOf(visit.id)).find((e) => e.action === 'weather_moved');
    expect(event?.note).toContain(`Moved because of weather (day visit, ${kubo.name}, from 2026-07-01`);
    await app.jobs.runDue();
    expect(mailsTo(`Day visit moved because of weather – ${visit.referenceCode}`)).toHaveLength(1);
    expectRefusal(await moveDay(visit, '2026-07-15'), 409, MSG_WEATHER.alreadyChosen);
  });

  it('stays where it is when its cottage is taken on the new day (409)', async () => {
    const visit = await visitOn('2026-07-02', { cottageId: cabana.id });
    await visitOn('2026-07-09', { cottageId: cabana.id });
    await declare('2026-07-02', '2026-07-02');
    expect((await checkDay(visit, '2026-07-09')).cottageFree).toBe(false);
    expectRefusal(await moveDay(visit, '2026-07-09'), 409, COTTAGE_NOT_FREE);
    expect(await rowOf(visit.id)).toMatchObject({ checkin: '2026-07-02', checkout: '2026-07-03' });
    expect(await cottageDays(visit.id)).toEqual([
      expect.objectContaining({ day: '2026-07-02', holding: true }),
    ]);
    expect((await eventsOf(visit.id)).some((e) => e.action === 'weather_moved')).toBe(false);
  });

  it('refuses a full day (409), a dearer day and bad days (400), and the stay’s own move', async () => {
    const visit = await visitOn('2026-07-13');
    const stay = await stayOn('2026-07-13', '2026-07-15');
    await visitOn('2026-07-16', { adults: 20, kids: 18 });
    await declare('2026-07-13', '2026-07-14');
    // 20 adults, 18 children and an infant leave one place of the forty
    expect((await checkDay(visit, '2026-07-16')).capacityLeft).toBe(1);
    expectRefusal(await moveDay(visit, '2026-07-16'), 409, DAY_VISIT_FULL);
    // a Saturday costs the weekend fees: more than the weekday visit totals
    expect(Number((await checkDay(visit, '2026-07-18')).totalAmount)).toBeGreaterThan(
      Number(visit.totalAmount),
    );
    expectRefusal(await moveDay(visit, '2026-07-18'), 400, MSG_WEATHER.dayTooExpensive);
    expectRefusal(await moveDay(visit, '2026-07-14'), 400, MSG_WEATHER.dayInDisruption);
    for (const day of ['', 'x\u0000', '2026-13-40', '2027-02-14', 'x'.repeat(10_000)])
      expect((await moveDay(visit, day)).statusCode).toBe(400);
    expectRefusal(
      await move(visit.id, { checkin: '2026-07-20', checkout: '2026-07-21', roomId: kubo.id }, visit.cookie),
      400,
      MSG_WEATHER.dayVisitMovesByDay,
    );
    expect((await moveDay(visit, '2026-07-20', otherCookie)).statusCode).toBe(404);
    expect(await rowOf(visit.id)).toMatchObject({ checkin: '2026-07-13', totalAmount: visit.totalAmount });

    expectRefusal(
      await moveDay({ id: stay.id, cookie: guestCookie }, '2026-07-20'),
      400,
      MSG_WEATHER.stayMovesByDates,
    );
    const untouched = await visitOn('2026-07-22');
    expectRefusal(await moveDay(untouched, '2026-07-23'), 409, MSG_WEATHER.notAffected);
  });
});

describe('cancelling a day visit because of weather', () => {
  it('cancels with everything paid due back and lets its cottage go', async () => {
    const visit = await visitOn('2026-07-03', { cottageId: hut.id });
    await createPaymentRow(db, { reservationId: visit.id, amount: '500.00' });
    await declare('2026-07-03', '2026-07-03');
    const cancelled = await expectAnswer<ReservationDto>(
      call('POST', `/api/reservations/${visit.id}/weather-cancel`, visit.cookie),
      200,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', paidAmount: '500.00', refundDue: '500.00' });
    expect(await cottageDays(visit.id)).toEqual([
      expect.objectContaining({ day: '2026-07-03', holding: false }),
    ]);
    expect(await freeCottages('2026-07-03')).toContain(hut.id);
    await app.jobs.runDue();
    expect(mailsTo(`Booking cancelled because of weather – ${visit.referenceCode}`)).toHaveLength(1);
  });
});

describe('racing moves', () => {
  it('of two visits to one cottage’s day: one moves, the other gets 409 and stays', async () => {
    const first = await visitOn('2026-08-05', { cottageId: kubo.id });
    const second = await visitOn('2026-08-06', { cottageId: kubo.id });
    await declare('2026-08-05', '2026-08-06');
    const answers = await Promise.all([moveDay(first, '2026-08-12'), moveDay(second, '2026-08-12')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(COTTAGE_NOT_FREE);
    const firstWon = answers[0]?.statusCode === 200;
    expect((await rowOf(first.id))?.checkin).toBe(firstWon ? '2026-08-12' : '2026-08-05');
    expect((await rowOf(second.id))?.checkin).toBe(firstWon ? '2026-08-06' : '2026-08-12');
    const held = await db.select().from(reservationCottages).where(eq(reservationCottages.day, '2026-08-12'));
    expect(held.filter((row) => row.holding)).toHaveLength(1);
  });

  it('of two visits to a day with places for one: the day is never oversold', async () => {
    const first = await visitOn('2026-08-19');
    const second = await visitOn('2026-08-20');
    await visitOn('2026-08-26', { adults: 20, kids: 14 });
    await declare('2026-08-19', '2026-08-20');
    const answers = await Promise.all([moveDay(first, '2026-08-26'), moveDay(second, '2026-08-26')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(DAY_VISIT_FULL);
    const day = await expectAnswer<DayVisitDayDto>(call('GET', '/api/day-visits?date=2026-08-26'), 200);
    expect(day.capacityLeft).toBe(40 - 35 - 4);
  });

  it('of one visit to two days at once: it moves once', async () => {
    const visit = await visitOn('2026-09-02');
    await declare('2026-09-02', '2026-09-02');
    const answers = await Promise.all([moveDay(visit, '2026-09-09'), moveDay(visit, '2026-09-10')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const moved = answers.find((a) => a.statusCode === 200)?.json<ReservationDto>();
    expect((await rowOf(visit.id))?.checkin).toBe(moved?.checkin);
    expect((await eventsOf(visit.id)).filter((e) => e.action === 'weather_moved')).toHaveLength(1);
  });
});
