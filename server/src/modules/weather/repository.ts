// Drizzle queries of the weather module: the only code that writes weather_disruptions. The desk's list
// reads the bookings each disruption affected (their history lines, guest, and room or cottage) in the
// same query, never writing them: the reservations module marks them.
import { WEATHER_ACTIONS } from '@domain/weather';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { nameColumns, stayColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import {
  cottages,
  reservationCottages,
  reservationEvents,
  reservations,
  rooms,
  users,
  weatherDisruptions,
} from '../../db/schema';

type Db = Database | Tx;
export type DisruptionRow = typeof weatherDisruptions.$inferSelect;

/** Declarations queue one after another: two overlapping ones cannot both pass the overlap check. */
export const lockDeclarations = (tx: Tx) =>
  tx.execute(sql`lock table ${weatherDisruptions} in share row exclusive mode`);

/** Active (not lifted) disruptions with a day in [startDate, endDate]. */
export const findActiveOverlapping = (db: Db, days: { startDate: string; endDate: string }) =>
  db
    .select()
    .from(weatherDisruptions)
    .where(
      and(
        isNull(weatherDisruptions.liftedAt),
        lte(weatherDisruptions.startDate, days.endDate),
        gte(weatherDisruptions.endDate, days.startDate),
      ),
    );

export const insertDisruption = async (db: Db, values: typeof weatherDisruptions.$inferInsert) =>
  onlyRow(await db.insert(weatherDisruptions).values(values).returning(), 'weather disruption insert');

export const findDisruption = async (db: Db, id: string): Promise<DisruptionRow | null> => {
  const [row] = await db.select().from(weatherDisruptions).where(eq(weatherDisruptions.id, id)).limit(1);
  return row ?? null;
};

/** Lifts an active disruption; false when it was lifted already. */
export const liftDisruption = async (db: Db, options: { id: string; by: string; now: Date }) => {
  const rows = await db
    .update(weatherDisruptions)
    .set({ liftedAt: options.now, liftedBy: options.by })
    .where(and(eq(weatherDisruptions.id, options.id), isNull(weatherDisruptions.liftedAt)))
    .returning({ id: weatherDisruptions.id });
  return rows.length > 0;
};

const declarer = alias(users, 'declarer');
const lifter = alias(users, 'lifter');

/** Every disruption, newest first, with who declared and lifted it. */
export const selectDisruptions = (db: Db) =>
  db
    .select({
      disruption: weatherDisruptions,
      declaredBy: { firstName: declarer.firstName, lastName: declarer.lastName },
      liftedBy: { firstName: lifter.firstName, lastName: lifter.lastName },
    })
    .from(weatherDisruptions)
    .leftJoin(declarer, eq(declarer.id, weatherDisruptions.declaredBy))
    .leftJoin(lifter, eq(lifter.id, weatherDisruptions.liftedBy))
    .orderBy(desc(weatherDisruptions.declaredAt));

/** A day visit's cottage by name (one per visit; the first by name should a booking ever hold two). */
const cottageName = sql<string | null>`(
  select ${cottages.name} from ${reservationCottages}
  join ${cottages} on ${cottages.id} = ${reservationCottages.cottageId}
  where ${reservationCottages.reservationId} = ${reservations.id}
  order by ${cottages.name} limit 1
)`;

/**
 * The weather lines of these disruptions with their booking, guest and room (a stay) or cottage (a day
 * visit, which has no room: the rooms are left-joined), in history order.
 */
export const selectWeatherLines = (db: Db, disruptionIds: string[]) =>
  disruptionIds.length
    ? db
        .select({
          disruptionId: reservationEvents.weatherDisruptionId,
          action: reservationEvents.action,
          reservationId: reservations.id,
          ...stayColumns,
          ...nameColumns,
          kind: reservations.kind,
          roomName: rooms.name,
          cottageName,
        })
        .from(reservationEvents)
        .innerJoin(reservations, eq(reservations.id, reservationEvents.reservationId))
        .innerJoin(users, eq(users.id, reservations.userId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(
          and(
            isNotNull(reservationEvents.weatherDisruptionId),
            inArray(reservationEvents.weatherDisruptionId, disruptionIds),
            inArray(reservationEvents.action, Object.values(WEATHER_ACTIONS)),
          ),
        )
        .orderBy(asc(reservationEvents.createdAt))
    : Promise.resolve([]);
