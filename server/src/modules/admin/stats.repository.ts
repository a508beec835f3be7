// Drizzle queries behind the admin stats cards. Sums travel as text so no float touches a peso.
import { and, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations, reviews, rooms } from '../../db/schema';

/** Statuses whose nights count as booked for the occupancy rate (everything but cancelled). */
const OCCUPYING_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed'];

/** Sum of totals of non-cancelled reservations checking in within [from, to). */
export const revenueCheckingInBetween = async (db: Database, from: string, to: string): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${reservations.totalAmount}), 0)::text` })
    .from(reservations)
    .where(
      and(
        ne(reservations.status, 'cancelled'),
        gte(reservations.checkin, from),
        lt(reservations.checkin, to),
      ),
    );
  return row?.total ?? '0';
};

/** Booked room-nights inside [from, to): each stay's nights clipped to the window. */
export const bookedNightsBetween = async (db: Database, from: string, to: string): Promise<number> => {
  const [row] = await db
    .select({
      nights: sql<number>`coalesce(sum(
        least(${reservations.checkout}, ${to}::date) - greatest(${reservations.checkin}, ${from}::date)
      ), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, OCCUPYING_STATUSES),
        lt(reservations.checkin, to),
        sql`${reservations.checkout} > ${from}::date`,
      ),
    );
  return row?.nights ?? 0;
};

export const countRooms = async (db: Database): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(rooms);
  return row?.count ?? 0;
};

/** Adults plus kids of every reservation that was not cancelled, all time. */
export const totalGuests = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ guests: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.kids}), 0)::int` })
    .from(reservations)
    .where(ne(reservations.status, 'cancelled'));
  return row?.guests ?? 0;
};

/** Average rating of approved reviews as text (null when there are none). */
export const averageApprovedRating = async (db: Database): Promise<string | null> => {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})::text` })
    .from(reviews)
    .where(sql`${reviews.approved}`);
  return row?.average ?? null;
};
