// Drizzle statements of the weather use cases (./weather-moves.ts, ./weather-affected.ts): the history lines
// that mark a booking affected, moved or cancelled because of weather, and the move itself. The
// disruptions' own table belongs to the weather module; it is only read here, next to the history. A day
// visit's move also moves its cottage's day (reservation_cottages, whose unique index decides).

import { addDays } from '@domain/dates';
import type { DiscountedBill } from '@domain/pricing';
import { WEATHER_ACTIONS, type WeatherEventFact } from '@domain/weather';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservationCottages, reservationEvents, reservations, weatherDisruptions } from '../../db/schema';
import { repricedColumns, type StayBill } from './repository';

type Db = Database | Tx;

/**
 * Bookings that hold a room or a day and have not arrived, with a night on the days (a day visit's
 * [day, day + 1) is one): the ones weather affects.
 */
export const selectTouchedBookings = (db: Db, days: { startDate: string; endDate: string }) =>
  db
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['pending', 'confirmed']),
        isNull(reservations.archivedAt),
        lte(reservations.checkin, days.endDate),
        gt(reservations.checkout, days.startDate),
      ),
    );

/** Inserts the "affected" lines; a booking already marked for this disruption is skipped (unique index). */
export const insertAffectedEvents = async (
  tx: Tx,
  rows: { reservationId: string; status: 'pending' | 'confirmed' }[],
  options: { disruptionId: string; note: string; actorId: string; at: Date },
): Promise<string[]> => {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(reservationEvents)
    .values(
      rows.map((row) => ({
        reservationId: row.reservationId,
        action: WEATHER_ACTIONS.affected,
        fromStatus: row.status,
        toStatus: row.status,
        note: options.note,
        actorId: options.actorId,
        weatherDisruptionId: options.disruptionId,
        createdAt: options.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ reservationId: reservationEvents.reservationId });
  return inserted.map((row) => row.reservationId);
};

/** The weather lines of these bookings with their disruption, in history order. */
export const selectWeatherFacts = async (
  db: Db,
  reservationIds: string[],
): Promise<(WeatherEventFact & { reservationId: string })[]> => {
  if (!reservationIds.length) return [];
  const rows = await db
    .select({ event: reservationEvents, disruption: weatherDisruptions })
    .from(reservationEvents)
    .innerJoin(weatherDisruptions, eq(weatherDisruptions.id, reservationEvents.weatherDisruptionId))
    .where(
      and(
        inArray(reservationEvents.reservationId, reservationIds),
        isNotNull(reservationEvents.weatherDisruptionId),
      ),
    )
    .orderBy(asc(reservationEvents.createdAt));
  return rows.map(({ event, disruption }) => ({
    reservationId: event.reservationId,
    action: event.action,
    disruption: {
      id: disruption.id,
      startDate: disruption.startDate,
      endDate: disruption.endDate,
      note: disruption.note,
      lifted: disruption.liftedAt !== null,
    },
  }));
};

/** Days of the disruptions still in force (not lifted, not over): a move may not land on them. */
export const selectActiveDisruptionDays = (db: Db, today: string) =>
  db
    .select({ startDate: weatherDisruptions.startDate, endDate: weatherDisruptions.endDate })
    .from(weatherDisruptions)
    .where(and(isNull(weatherDisruptions.liftedAt), gte(weatherDisruptions.endDate, today)));

/** The move: new room, dates and bill, only if the row is still what the guest saw (else false). */
export const moveStay = async (
  tx: Tx,
  options: {
    id: string;
    from: { roomId: string; checkin: string; checkout: string };
    to: { roomId: string; checkin: string; checkout: string };
    bill: StayBill;
    now: Date;
  },
): Promise<boolean> => {
  const rows = await tx
    .update(reservations)
    .set({ ...options.to, ...repricedColumns(options.bill), updatedAt: options.now })
    .where(
      and(
        eq(reservations.id, options.id),
        inArray(reservations.status, ['pending', 'confirmed']),
        eq(reservations.roomId, options.from.roomId),
        eq(reservations.checkin, options.from.checkin),
        eq(reservations.checkout, options.from.checkout),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
};

/** The cottage a day visit holds (null without one). */
export const findVisitCottageId = async (db: Db, reservationId: string): Promise<string | null> => {
  const [row] = await db
    .select({ cottageId: reservationCottages.cottageId })
    .from(reservationCottages)
    .where(eq(reservationCottages.reservationId, reservationId))
    .orderBy(asc(reservationCottages.day))
    .limit(1);
  return row?.cottageId ?? null;
};

/**
 * A day visit's move: its day (checkin, and checkout the day after), its bill, and its cottage's day, only
 * if it is still the holding visit of `fromDay` the guest saw (else false). The cottage row's new day is
 * refused by reservation_cottages_one_holder (23505) when another booking holds that cottage then.
 */
export const moveDayVisit = async (
  tx: Tx,
  options: { id: string; fromDay: string; toDay: string; bill: DiscountedBill; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(reservations)
    .set({
      checkin: options.toDay,
      checkout: addDays(options.toDay, 1),
      ...repricedColumns(options.bill),
      updatedAt: options.now,
    })
    .where(
      and(
        eq(reservations.id, options.id),
        eq(reservations.kind, 'day_visit'),
        inArray(reservations.status, ['pending', 'confirmed']),
        eq(reservations.checkin, options.fromDay),
      ),
    )
    .returning({ id: reservations.id });
  if (!rows.length) return false;
  await tx
    .update(reservationCottages)
    .set({ day: options.toDay })
    .where(
      and(eq(reservationCottages.reservationId, options.id), eq(reservationCottages.day, options.fromDay)),
    );
  return true;
};
