// Drizzle queries for the day-visit offer: the entrance pass, holidays, cottages, and what the day's
// reservations take (their heads and their cottages). No rules here.
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { cottages, dayPassSettings, holidays, reservationCottages, reservations } from '../../db/schema';

type Db = Database | Tx;
export type PassSettingsRow = typeof dayPassSettings.$inferSelect;
export type PassSettingsValues = Omit<typeof dayPassSettings.$inferInsert, 'id' | 'updatedAt'>;
export type CottageRow = typeof cottages.$inferSelect;
export type CottageValues = Omit<typeof cottages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type HolidayRow = typeof holidays.$inferSelect;

export const findPassSettings = async (db: Db): Promise<PassSettingsRow | undefined> =>
  (await db.select().from(dayPassSettings).where(eq(dayPassSettings.id, 1)))[0];

/** The one row, written whole (first time or again). */
export const savePassSettings = async (db: Db, values: PassSettingsValues): Promise<PassSettingsRow[]> =>
  db
    .insert(dayPassSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: dayPassSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();

export const findHolidays = (db: Db): Promise<HolidayRow[]> =>
  db.select().from(holidays).orderBy(asc(holidays.date));

export const findHoliday = async (db: Db, date: string): Promise<HolidayRow | undefined> =>
  (await db.select().from(holidays).where(eq(holidays.date, date)))[0];

export const saveHoliday = (db: Db, holiday: HolidayRow): Promise<HolidayRow[]> =>
  db
    .insert(holidays)
    .values(holiday)
    .onConflictDoUpdate({ target: holidays.date, set: { name: holiday.name } })
    .returning();

/** How many rows went: 0 when there was no such holiday. */
export const deleteHoliday = async (db: Db, date: string): Promise<number> =>
  (await db.delete(holidays).where(eq(holidays.date, date)).returning({ date: holidays.date })).length;

export const findCottages = (db: Db): Promise<CottageRow[]> =>
  db.select().from(cottages).orderBy(asc(cottages.name), asc(cottages.id));

export const findCottage = async (db: Db, id: string): Promise<CottageRow | undefined> =>
  (await db.select().from(cottages).where(eq(cottages.id, id)))[0];

export const countCottages = async (db: Db): Promise<number> =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(cottages))[0]?.count ?? 0;

export const insertCottage = (db: Db, values: CottageValues): Promise<CottageRow[]> =>
  db.insert(cottages).values(values).returning();

export const updateCottage = (db: Db, id: string, values: Partial<CottageValues>): Promise<CottageRow[]> =>
  db
    .update(cottages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cottages.id, id))
    .returning();

export const deleteCottage = async (db: Db, id: string): Promise<number> =>
  (await db.delete(cottages).where(eq(cottages.id, id)).returning({ id: cottages.id })).length;

/** Whether any reservation, of any status, ever held the cottage: its days are in the books. */
export const cottageWasBooked = async (db: Db, cottageId: string): Promise<boolean> =>
  (
    await db
      .select({ day: reservationCottages.day })
      .from(reservationCottages)
      .where(eq(reservationCottages.cottageId, cottageId))
      .limit(1)
  ).length > 0;

/** The cottages held on `day`: the same rows the unique index reservation_cottages_one_holder guards. */
export const findHeldCottageIds = async (db: Db, day: string): Promise<string[]> =>
  (
    await db
      .select({ cottageId: reservationCottages.cottageId })
      .from(reservationCottages)
      .where(and(eq(reservationCottages.day, day), eq(reservationCottages.holding, true)))
  ).map((row) => row.cottageId);

/** The heads (infants included) of the holding day visits on `day`. */
export const sumDayVisitHeads = async (db: Db, day: string): Promise<number> => {
  const [row] = await db
    .select({
      heads: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.kids} + ${reservations.infants}), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.kind, 'day_visit'),
        eq(reservations.checkin, day),
        inArray(reservations.status, [...HOLDING_STATUSES]),
      ),
    );
  return Number(row?.heads ?? 0);
};

/**
 * When the offer last changed (the sitemap's date of /day-tours): the entrance pass or a cottage,
 * whichever was edited last. Holidays carry no date of their own.
 */
export const findOfferChangedAt = async (db: Db): Promise<Date | null> => {
  const [[pass], [cottage]] = await Promise.all([
    db.select({ at: max(dayPassSettings.updatedAt) }).from(dayPassSettings),
    db.select({ at: max(cottages.updatedAt) }).from(cottages),
  ]);
  const times = [pass?.at, cottage?.at].filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.max(...times.map((at) => at.getTime()))) : null;
};
