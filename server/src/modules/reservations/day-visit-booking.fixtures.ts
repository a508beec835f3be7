// The world of the day-visit booking tests (day-visit-booking*.test.ts): an app with the demo entrance
// pass, a holiday, three cottages (one closed), the days they book, and the calls they make.
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { and, eq } from 'drizzle-orm';
import { cottages, dayPassSettings, holidays, reservationCottages } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { createSignedInUser } from '../../test/factories';
import { bookingPoster } from '../../test/http';
import { createTestApp } from '../../test/test-app';

export type Body = Record<string, unknown>;

export const dayVisitBookingWorld = async () => {
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

  const visit = (overrides: Body = {}): Body => ({
    date: SUNDAY,
    adults: 2,
    kids: 1,
    infants: 1,
    paymentMethod: 'GCash',
    transactionId: 'GC-5512345',
    ...overrides,
  });
  const book = bookingPoster(app, '/api/day-visits/bookings');
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

  return {
    app,
    db,
    sentMail,
    today,
    next,
    SUNDAY,
    MONDAY,
    TUESDAY,
    FIESTA,
    visit,
    book,
    guest,
    quoteOf,
    cottageIds,
    newCottage,
    holdersOf,
  };
};
