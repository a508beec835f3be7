// The gate's reads (SELECTs only; reservations writes its rows): the day visits of one day and the stays
// covering it, whose guests enter free (docs/adr/0063, "The gate").
import type { ReservationStatus } from '@domain/reservation-status';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations, rooms, users } from '../../db/schema';

/** A day visit still to come or already in (a cancelled, expired or no-show one is no one at the gate). */
export const GATE_VISIT_STATUSES: ReservationStatus[] = ['pending', 'confirmed', 'checked_in'];
/** A stay whose guests are in or on their way. */
const STAY_STATUSES: ReservationStatus[] = ['pending', 'confirmed', 'checked_in'];

/** The ids of the day's day visits, by booking time. */
export const findDayVisitIds = async (db: Database, day: string): Promise<string[]> =>
  (
    await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.kind, 'day_visit'),
          eq(reservations.checkin, day),
          inArray(reservations.status, GATE_VISIT_STATUSES),
          isNull(reservations.archivedAt),
        ),
      )
      .orderBy(asc(reservations.createdAt))
  ).map((row) => row.id);

/** The stays one of whose nights is the day (checkin <= day < checkout). */
export const findStaysCovering = (db: Database, day: string) =>
  db
    .select({
      id: reservations.id,
      referenceCode: reservations.referenceCode,
      firstName: users.firstName,
      lastName: users.lastName,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      status: reservations.status,
      adults: reservations.adults,
      kids: reservations.kids,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(
      and(
        eq(reservations.kind, 'stay'),
        lte(reservations.checkin, day),
        gt(reservations.checkout, day),
        inArray(reservations.status, STAY_STATUSES),
        isNull(reservations.archivedAt),
      ),
    )
    .orderBy(asc(rooms.name));
